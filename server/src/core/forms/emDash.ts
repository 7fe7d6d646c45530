import type { Citation, Span } from '../types';
import { parseAttribution } from '../parse/attribution';
import { dashPlainLine, lineSpan, mayCloseWithDash, mayDashBytes, sourceOnDashLine, wikiQuote } from './dashLine';
import type { CitationForm, QuoteLine } from './form';

/**
 * An em-dash attribution naming an ordinary source (docs/specification.md
 * §1.4): a `—` or `--` line holding a code-span path or a Markdown link,
 * read as the blockquote form reads its target; the words around it are
 * context. A line that names no source is quote text (an epigraph's
 * "— Mark Twain").
 */
export const emDashForm: CitationForm = {
	name: 'em-dash',
	reported: 'blockquote',
	blockBody: true,
	inlineQuote: false,
	ownLine: true,
	pinned: true,
	scan: {
		mayCite: text => (text.includes('\u2014') || text.includes('--')) && (text.includes('`') || text.includes('](')),
		mayCiteBytes: b => mayDashBytes(b, ['`', '](']),
		reach: run => (mayCloseWithDash(run, '\u2014') || mayCloseWithDash(run, '--') ? 'block' : 'none'),
	},
	attributionLine: {
		closes: line => sourceOnDashLine(line, findSource, 'short') !== undefined,
		plainLine: dashPlainLine,
		build: buildEmDashCitation,
	},
	owns: (c: Citation) => c.via === 'em-dash',
	write: { rewrite: blockquote => blockquote.replace(/^(.*?> )--- (?=[^\n]*\n?$)/m, '$1\u2014 '), pin: true },
};

/**
 * A code span, or a Markdown link to a file of the project, whichever comes
 * first on the line. A link to a web page (a scheme before its path) names
 * no source here: an epigraph's credit line often links its author's page,
 * and a dash line was no attribution before wiki-style forms.
 */
const sourcePattern = /`[^`\n]+`|\[(?:[^\]\\\n]|\\.)*\]\(\s*<?(?![A-Za-z][A-Za-z0-9+.-]*:)[^)\n]*\)/;

function findSource(body: string): Span | undefined {
	const m = sourcePattern.exec(body);
	return m ? { start: m.index, end: m.index + m[0].length } : undefined;
}

function buildEmDashCitation(body: readonly QuoteLine[], attribution: QuoteLine, notePath: string): Citation {
	const found = sourceOnDashLine(attribution.text, findSource, 'short')!;
	const attributionSpan = lineSpan(attribution);
	const { quote, quoteSpan } = wikiQuote(body, attribution);
	let parsed;
	try {
		parsed = parseAttribution(attribution.text.slice(found.source.start), attribution.start + found.source.start, notePath);
	} catch {
		parsed = { problem: { status: 'invalid_attribution' as const, message: 'attribution could not be read', span: attributionSpan } };
	}
	return {
		form: 'blockquote', via: 'em-dash', quote, quoteSpan, span: { start: quoteSpan.start, end: attributionSpan.end }, attributionSpan,
		targetSpan: parsed.targetSpan, target: parsed.target, ranges: parsed.ranges, version: parsed.version, versionSpan: parsed.versionSpan, problem: parsed.problem,
	};
}
