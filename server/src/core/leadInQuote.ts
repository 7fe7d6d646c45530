import { checkCitation, type CheckContext } from './check';
import { wrapsWhole } from './parse/leadIn';
import { parseNote } from './parse/note';
import { buildQuote, type QuoteOccurrence, type QuoteRequest, type QuoteResult } from './quote';
import { dirnamePosix, relativePosix } from './paths';

/**
 * The constructor's lead-in form (docs/specification.md §1.2): citation parentheses ending in
 * a colon, then the passage as a blockquote. It locates the passage as the
 * blockquote form does, rewrites each occurrence, and checks the result by
 * the same code as any citation: a lead-in it returns always verifies.
 * Prose citations carry no version, so no pin is written.
 */
export async function buildLeadInQuote(req: QuoteRequest, ctx: CheckContext): Promise<QuoteResult> {
	const built = await buildQuote({ ...req, pin: 'none' }, ctx);
	if (built.kind === 'error') {
		return built;
	}
	const notePath = req.from ?? '.verbatim-quote.md';
	const out: QuoteOccurrence[] = [];
	for (const o of built.occurrences) {
		const citation = leadInText(o, req);
		const parsed = parseNote(citation, notePath).citations;
		const result = parsed.length === 1 && parsed[0]!.leadIn ? await checkCitation(notePath, parsed[0]!, ctx) : undefined;
		if (result?.status !== 'verified') {
			return { kind: 'error', message: `occurrence ${o.occurrence} (line ${o.startLine}): the passage cannot be written as a lead-in${result ? ` (it would be ${result.status})` : ''}; use the blockquote form` };
		}
		out.push({ ...o, citation });
	}
	return { kind: 'ok', occurrences: out };
}

/** `([name](link#Lstart-Lend), verbatim):`, a blank line, then the blockquote body of the blockquote form. */
function leadInText(o: QuoteOccurrence, req: QuoteRequest): string {
	const body = leadInBody(o.citation.replace(/\n$/, '').split('\n').slice(0, -1));
	const written = req.from ? relativePosix(dirnamePosix(req.from), req.source) : `/${req.source}`;
	const link = written.split('/').map(s => (s === '.' || s === '..' ? s : encodeURIComponent(s).replace(/[()]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))).join('/');
	const name = req.source.slice(req.source.lastIndexOf('/') + 1).replace(/[\\[\]`*_<>]/g, c => `\\${c}`);
	const anchor = o.startLine === o.endLine ? `#L${o.startLine}` : `#L${o.startLine}-L${o.endLine}`;
	return `([${name}](${link}${anchor}), verbatim):\n\n${body.join('\n')}\n`;
}

/**
 * The `> ` lines of a blockquote citation's body, as a lead-in's blockquote:
 * marks that would read as wrapping the whole quote are wrapped in the other
 * kind, so they stay part of it.
 */
export function leadInBody(lines: readonly string[]): string[] {
	const body = [...lines];
	// The parser reads the blockquote's text trimmed, so test it trimmed; curly marks wrap any text whose curly closes never outrun its opens.
	if (body.length && wrapsWhole(body.map(l => l.replace(/^> ?/, '')).join('\n').trim())) {
		body[0] = `> \u201C${body[0]!.replace(/^> ?/, '')}`;
		body[body.length - 1] = `${body[body.length - 1]}\u201D`;
	}
	return body;
}
