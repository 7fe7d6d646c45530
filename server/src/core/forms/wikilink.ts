import type { Citation, RangeSpec, Span } from '../types';
import { normalizePosix } from '../paths';
import { dashPlainLine, lineSpan, mayCloseWithDash, mayDashBytes, sourceOnDashLine, wikiQuote } from './dashLine';
import type { CitationForm, QuoteLine, Rewrite } from './form';

/**
 * The wikilink attribution of Obsidian and Foam (docs/specification.md §1.4):
 *
 *     > "Retrieval quality bounds answer quality."
 *     > — [[wiki/sources/rag-survey#Findings|the survey]]
 *
 * The target is resolved against the project's file names after the parse
 * (`core/resolve/names.ts`); `#Heading` and `#^block` narrow the eligible
 * text as a range does.
 */
export const wikilinkForm: CitationForm = {
	name: 'wikilink',
	reported: 'blockquote',
	blockBody: true,
	inlineQuote: false,
	ownLine: true,
	pinned: false,
	scan: {
		mayCite: text => text.includes('[['),
		mayCiteBytes: b => mayDashBytes(b, ['[[']),
		reach: run => (run.includes('[[') && mayCloseWithDash(run, '[[') ? 'block' : 'none'),
	},
	attributionLine: {
		closes: line => sourceOnDashLine(line, findWikilink) !== undefined,
		plainLine: dashPlainLine,
		build: buildWikilinkCitation,
	},
	owns: (c: Citation) => c.via === 'wikilink',
	write: { rewrite: writeWikilink, pin: false },
};

/** `[[…]]` on a line: no bracket or line break inside. */
const wikilinkPattern = /\[\[([^[\]\n]+)\]\]/;

function findWikilink(body: string): Span | undefined {
	const m = wikilinkPattern.exec(body);
	return m ? { start: m.index, end: m.index + m[0].length } : undefined;
}

/** The parts of a wikilink's inside: `target#heading|alias`, `target#^block`. */
export interface Wikilink {
	readonly target: string;
	readonly heading?: string;
	readonly block?: string;
	readonly alias?: string;
}

/** Reads the inside of `[[…]]` (an escaped `\|`, as in a table, is a `|`). */
export function parseWikilink(inside: string): Wikilink {
	const bar = inside.replace(/\\\|/g, '|').indexOf('|');
	const unescaped = inside.replace(/\\\|/g, '|');
	const link = bar < 0 ? unescaped : unescaped.slice(0, bar);
	const alias = bar < 0 ? undefined : unescaped.slice(bar + 1).trim();
	const hash = link.indexOf('#');
	const target = (hash < 0 ? link : link.slice(0, hash)).trim();
	const sub = hash < 0 ? undefined : link.slice(hash + 1).trim();
	if (sub?.startsWith('^')) {
		return { target, block: sub.slice(1), alias };
	}
	return { target, heading: sub || undefined, alias };
}

/** The root-relative path a target names when read from the root (`.md` implied without an extension of a cited kind); undefined above the root. */
export function rootPath(target: string): string | undefined {
	const path = normalizePosix(target);
	return path === undefined || /\.(?:md|markdown|txt|pdf|html?|docx)$/i.test(path) ? path : `${path}.md`;
}

function buildWikilinkCitation(body: readonly QuoteLine[], attribution: QuoteLine, notePath: string): Citation {
	const found = sourceOnDashLine(attribution.text, findWikilink)!;
	const attributionSpan = lineSpan(attribution);
	const targetSpan = { start: attribution.start + found.source.start, end: attribution.start + found.source.end };
	const link = parseWikilink(attribution.text.slice(found.source.start + 2, found.source.end - 2));
	const { quote, quoteSpan } = wikiQuote(body, attribution);
	const ranges: RangeSpec[] | undefined = link.block !== undefined ? [{ kind: 'block', start: 0, end: 0, name: link.block }]
		: link.heading !== undefined ? [{ kind: 'heading', start: 0, end: 0, name: link.heading }] : undefined;
	const base = { form: 'blockquote' as const, via: 'wikilink', quote, quoteSpan, span: { start: quoteSpan.start, end: attributionSpan.end }, attributionSpan, targetSpan, ranges };
	if (link.target === '') {
		// `[[#Heading]]` names a part of the note itself.
		return { ...base, target: { kind: 'local', path: notePath } };
	}
	const path = rootPath(link.target);
	if (path === undefined) {
		return { ...base, target: { kind: 'outside_root', written: link.target } };
	}
	return { ...base, target: { kind: 'local', path }, byName: link.target };
}

/** `> — [[path]]` in place of the blockquote's attribution: the path from the root without `.md`, the locator kept. */
function writeWikilink(blockquote: string, _place: Parameters<Rewrite>[1], req: Parameters<Rewrite>[2]): string {
	const target = req.source.endsWith('.md') ? req.source.slice(0, -3) : req.source;
	return rewriteAttribution(blockquote, `\u2014 [[${target}]]`);
}

/**
 * The blockquote form's citation with its last line's `--- `PATH:RANGE``
 * (the constructor writes no pin for these forms) replaced by `attribution`;
 * the prefix before `>` and the locator after the path are kept.
 */
export function rewriteAttribution(blockquote: string, attribution: string): string {
	const lines = blockquote.replace(/\n$/, '').split('\n');
	const m = /^(.*?> )--- `[^`]*`(?: @ `[^`]*`)?(.*)$/.exec(lines[lines.length - 1]!);
	if (m) {
		lines[lines.length - 1] = `${m[1]}${attribution}${m[2]}`;
	}
	return `${lines.join('\n')}\n`;
}
