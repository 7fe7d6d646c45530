import type { Citation, Span } from '../types';
import { parseLinkDestination } from './attribution';

/** Lexical scanning of one paragraph for prose citations (docs/specification.md §1.2). Offsets are note offsets (`base` + index). */

export interface LinkInfo {
	readonly span: Span;
	readonly destination: string;
}

export interface ParenGroup {
	readonly span: Span;
	readonly links: LinkInfo[];
	marker: boolean;
}

export interface QuoteSpan {
	/** Offset of the opening quotation mark. */
	readonly open: number;
	/** Offset of the closing quotation mark. */
	readonly close: number;
}

/** Words that deny `verbatim` anywhere earlier in its clause (docs/specification.md §1.2). */
const negations = new Set(['not', 'no', 'never', 'without', 'nor', 'neither', 'cannot']);

/** Words that, just before `verbatim`, hedge it ("nearly verbatim"). */
const hedges = new Set(['non', 'nearly', 'almost', 'near', 'roughly', 'approximately', 'essentially', 'mostly', 'partly', 'quasi', 'semi', 'largely', 'virtually', 'practically', 'substantially', 'more', 'less']);

/** Abbreviations whose period does not end a sentence; `no` only before a number ("No. 5"). */
const abbreviations = new Set(['p', 'pp', 'e.g', 'i.e', 'cf', 'vol', 'vols', 'fig', 'figs', 'eq', 'ch', 'sec', 'para', 'ed', 'eds', 'vs', 'mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'jr', 'sr', 'op', 'ibid', 'viz', 'approx']);

/** Citation parentheses: a `(` right before a link, up to its matching `)`. Other links inside join the group. */
export function findParenGroups(scan: string, base: number, links: readonly LinkInfo[]): ParenGroup[] {
	const groups: ParenGroup[] = [];
	for (const link of [...links].sort((a, b) => a.span.start - b.span.start)) {
		const holder = groups.find(g => link.span.start >= g.span.start && link.span.start < g.span.end);
		if (holder) {
			holder.links.push(link);
			continue;
		}
		let i = link.span.start - base - 1;
		while (i >= 0 && (scan[i] === ' ' || scan[i] === '\t')) {
			i--;
		}
		if (scan[i] !== '(') {
			continue;
		}
		const close = matchingParen(scan, link.span.end - base);
		if (close >= 0) {
			groups.push({ span: { start: base + i, end: base + close + 1 }, links: [link], marker: false });
		}
	}
	return groups;
}

function matchingParen(scan: string, from: number): number {
	let depth = 0;
	for (let j = from; j < scan.length; j++) {
		if (scan[j] === '(') {
			depth++;
		} else if (scan[j] === ')') {
			if (depth === 0) {
				return j;
			}
			depth--;
		}
	}
	return -1;
}

/** Double-quoted spans: straight quotes pair in order; curly quotes pair open with close. */
export function findQuotes(scan: string, base: number): QuoteSpan[] {
	const out: QuoteSpan[] = [];
	let straight = -1;
	let curly = -1;
	for (let i = 0; i < scan.length; i++) {
		const ch = scan[i];
		if (ch === '"' && curly < 0) {
			if (straight < 0) {
				straight = i;
			} else {
				out.push({ open: base + straight, close: base + i });
				straight = -1;
			}
		} else if (ch === '\u201C' && straight < 0) {
			curly = i;
		} else if (ch === '\u201D' && curly >= 0) {
			out.push({ open: base + curly, close: base + i });
			curly = -1;
		}
	}
	return out;
}

/**
 * Sentence spans. A `.`, `!` or `?` ends a sentence outside parentheses and
 * quotes, or just inside a closing quotation mark, when white space and a
 * capital (or the end) follow, except after a common abbreviation.
 */
export function findSentences(scan: string, base: number, quotes: readonly QuoteSpan[], groups: readonly ParenGroup[]): Span[] {
	const out: Span[] = [];
	let start = 0;
	for (let i = 0; i < scan.length; i++) {
		const ch = scan[i]!;
		if ((ch !== '.' && ch !== '!' && ch !== '?') || hiddenStop(scan, base, i, quotes, groups)) {
			continue;
		}
		let j = i + 1;
		while (j < scan.length && /[)"”’'\]*_]/.test(scan[j]!)) {
			j++;
		}
		if (j < scan.length && !/\s/.test(scan[j]!)) {
			continue;
		}
		let k = j;
		while (k < scan.length && /\s/.test(scan[k]!)) {
			k++;
		}
		if (k < scan.length && !/[\p{Lu}\p{N}"“([*_]/u.test(scan[k]!)) {
			continue;
		}
		if (ch === '.' && isAbbreviation(scan, i, scan[k])) {
			continue;
		}
		// Inside a quote, a stop followed by citation parentheses ends the quote, not the sentence.
		if (scan[j - 1] !== ch && (scan[k] === '(' || scan[k] === '[')) {
			continue;
		}
		out.push({ start: base + start, end: base + j });
		start = j;
	}
	out.push({ start: base + start, end: base + scan.length });
	return out;
}

/** A stop inside parentheses, or inside a quote unless only closing marks stand between it and the quote's end. */
function hiddenStop(scan: string, base: number, i: number, quotes: readonly QuoteSpan[], groups: readonly ParenGroup[]): boolean {
	const at = base + i;
	if (groups.some(g => at >= g.span.start && at < g.span.end)) {
		return true;
	}
	const q = quotes.find(q => at > q.open && at < q.close);
	return q !== undefined && !/^[)’'\]*_]*$/.test(scan.slice(i + 1, q.close - base));
}

function isAbbreviation(scan: string, dot: number, next: string | undefined): boolean {
	const word = /[\p{L}.]+$/u.exec(scan.slice(Math.max(0, dot - 12), dot))?.[0].toLowerCase();
	if (!word) {
		return false;
	}
	if (word === 'no' || word === 'nos') {
		return next !== undefined && /\p{N}/u.test(next);
	}
	if (word === 'al') {
		return /\bet\s+$/i.test(scan.slice(Math.max(0, dot - 8), dot - 2));
	}
	// Initials: "U.S.", and a lone capital after a space ("J. Smith").
	return abbreviations.has(word) || /^(?:\p{L}\.)+\p{L}$/u.test(word) || (/^\p{Lu}$/u.test(scan[dot - 1]!) && !/[\p{L}.]/u.test(scan[dot - 2] ?? ' '));
}

/**
 * Offsets of the marker word `verbatim` standing alone: not in a compound,
 * not hedged by the word before it, not negated anywhere earlier in its
 * clause, not inside a quote (a quoted "verbatim" is the source's word).
 */
export function findMarkers(scan: string, base: number, quotes: readonly QuoteSpan[], groups: readonly ParenGroup[], sentences: readonly Span[]): number[] {
	const out: number[] = [];
	for (const m of scan.matchAll(/verbatim/giu)) {
		const at = base + m.index;
		const before = scan[m.index - 1] ?? ' ';
		const after = scan[m.index + m[0].length] ?? ' ';
		if (/[\p{L}\p{N}_\-/’']/u.test(before) || /[\p{L}\p{N}_\-/]/u.test(after)) {
			continue;
		}
		const group = groups.find(g => at >= g.span.start && at < g.span.end);
		if (!group && quotes.some(q => at > q.open && at < q.close)) {
			continue;
		}
		const floor = group ? group.span.start + 1 : (sentences.find(s => at >= s.start && at < s.end)?.start ?? base);
		if (negatedOrHedged(clauseWords(scan, base, floor, at, quotes))) {
			continue;
		}
		out.push(at);
	}
	return out;
}

/** The words from the start of the marker's clause up to the marker, lower-cased, with quoted text left out. */
function clauseWords(scan: string, base: number, floor: number, at: number, quotes: readonly QuoteSpan[]): string[] {
	const chars = scan.slice(floor - base, at - base).split('');
	for (const q of quotes) {
		for (let k = Math.max(q.open, floor); k <= Math.min(q.close, at - 1); k++) {
			chars[k - floor] = ' ';
		}
	}
	// A parenthetical aside closed before the marker is not part of its clause.
	const opens: number[] = [];
	chars.forEach((ch, k) => {
		if (ch === '(') {
			opens.push(k);
		} else if (ch === ')' && opens.length) {
			chars.fill(' ', opens.pop()!, k + 1);
		}
	});
	const segment = chars.join('').toLowerCase().replace(/’/g, '\'');
	const clause = segment.split(/[,;:—–]|\s--\s|\bbut\b|\byet\b/u).pop()!;
	// "No. 5" is a number, not a negation.
	return clause.replace(/\bnos?\.\s*(?=\d)/g, ' ').match(/[\p{L}']+/gu) ?? [];
}

function negatedOrHedged(words: readonly string[]): boolean {
	if (words.some(w => negations.has(w) || w.endsWith('n\'t'))) {
		return true;
	}
	return words.slice(-2).some(w => hedges.has(w));
}

/** What a prose link cites: a target and ranges, or the problem that stops it. */
export function citeLink(link: LinkInfo, notePath: string, unresolvedSpan: Span): Pick<Citation, 'targetSpan' | 'target' | 'ranges' | 'problem'> {
	const destination = parseLinkDestination(link.destination, notePath);
	if ('problem' in destination) {
		return { targetSpan: link.span, problem: { status: 'invalid_attribution', message: destination.problem, span: link.span } };
	}
	if (!destination.target) {
		return { problem: { status: 'unresolved', message: 'verbatim quote pairs with an in-page anchor, not a source file', span: unresolvedSpan } };
	}
	return { targetSpan: link.span, target: destination.target, ranges: destination.ranges };
}
