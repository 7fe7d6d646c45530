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

/** Abbreviations whose period does not end a sentence; `no` is handled apart ("No. 5" against "he said no."). */
const abbreviations = new Set(['p', 'pp', 'e.g', 'i.e', 'cf', 'vol', 'vols', 'fig', 'figs', 'eq', 'ch', 'sec', 'para', 'ed', 'eds', 'vs', 'mr', 'mrs', 'dr', 'prof', 'jr', 'sr', 'op', 'viz', 'approx']);

/** What may open a sentence after a stop and white space: a capital, a digit, a parenthesis or bracket, emphasis, a quotation mark. */
const sentenceOpener = /[\p{Lu}\p{N}([*_"“'‘«„]/u;

/** Index of the last item whose key is at most `value` (keys ascending), or -1. */
export function lastAtOrBefore<T>(items: readonly T[], value: number, key: (item: T) => number): number {
	let lo = 0;
	let hi = items.length - 1;
	let found = -1;
	while (lo <= hi) {
		const mid = (lo + hi) >> 1;
		if (key(items[mid]!) <= value) {
			found = mid;
			lo = mid + 1;
		} else {
			hi = mid - 1;
		}
	}
	return found;
}

/** The span of sorted, non-overlapping `spans` that holds `offset`. */
export function spanHolding<T extends { readonly span: Span }>(items: readonly T[], offset: number): T | undefined {
	const item = items[lastAtOrBefore(items, offset, i => i.span.start)];
	return item && offset < item.span.end ? item : undefined;
}

/** Citation parentheses: a `(` right before a link, up to its matching `)`. Other links inside join the group. */
export function findParenGroups(scan: string, base: number, links: readonly LinkInfo[]): ParenGroup[] {
	const groups: ParenGroup[] = [];
	const closeOf = matchingParens(scan);
	let previousEnd = base;
	for (const link of [...links].sort((a, b) => a.span.start - b.span.start)) {
		const holder = groups[groups.length - 1];
		if (holder && link.span.start < holder.span.end) {
			holder.links.push(link);
			continue;
		}
		let i = link.span.start - base - 1;
		// Blanked links before this one are white space in the scan: never look back past them.
		while (i >= previousEnd - base && (scan[i] === ' ' || scan[i] === '\t')) {
			i--;
		}
		previousEnd = link.span.end;
		const close = scan[i] === '(' ? closeOf.get(i) : undefined;
		if (close !== undefined) {
			groups.push({ span: { start: base + i, end: base + close + 1 }, links: [link], marker: false });
		}
	}
	return groups;
}

/** Each `(` that closes, with the index of its `)`. */
function matchingParens(scan: string): Map<number, number> {
	const out = new Map<number, number>();
	const open: number[] = [];
	for (let j = 0; j < scan.length; j++) {
		if (scan[j] === '(') {
			open.push(j);
		} else if (scan[j] === ')' && open.length) {
			out.set(open.pop()!, j);
		}
	}
	return out;
}

/** The quoted spans of a paragraph, and the quotation marks that pair with none. */
export interface QuoteMarks {
	/** Outermost pairs, sorted and disjoint. */
	readonly quotes: QuoteSpan[];
	/** Marks left unpaired, sorted: a quote never closed, or a mark with nothing open to close (an inch mark). */
	readonly strays: StrayMark[];
}

export interface StrayMark {
	readonly at: number;
	/** It opened a quote that never closed; otherwise it found nothing open to close. */
	readonly opened: boolean;
}

interface OpenMark {
	readonly at: number;
	readonly curly: boolean;
}

/**
 * Double-quoted spans, paired by how each mark stands (docs/specification.md §1.2): a
 * straight `"` opens before a word and closes after one, so an inch mark
 * (`12" ruler`) or a quote never closed is left unpaired instead of
 * shifting every later pair; `\"` is no mark. A curly opening mark may close
 * with a straight one (`“x"`) unless its own closing mark follows.
 */
export function findQuotes(scan: string, base: number): QuoteMarks {
	const pairs: QuoteSpan[] = [];
	const strays: StrayMark[] = [];
	const open: OpenMark[] = [];
	const curlyCloseAfter = nextOf(scan, '\u201D');
	const curlyOpenAfter = nextOf(scan, '\u201C');
	const close = (k: number, at: number): void => {
		strays.push(...open.splice(k + 1).map(o => ({ at: base + o.at, opened: true })));
		pairs.push({ open: base + open.pop()!.at, close: base + at });
	};
	for (let i = scan.search(/["\u201C\u201D]/); i >= 0 && i < scan.length; i++) {
		const ch = scan[i];
		if (ch === '\u201C') {
			open.push({ at: i, curly: true });
		} else if (ch === '\u201D') {
			const k = open.findLastIndex(o => o.curly);
			if (k >= 0 || open.length) {
				close(k >= 0 ? k : open.length - 1, i);
			} else {
				strays.push({ at: base + i, opened: false });
			}
		} else if (ch === '"' && !escaped(scan, i)) {
			const top = open[open.length - 1];
			const canClose = i > 0 && !/\s/.test(scan[i - 1]!);
			// A curly quote whose own closing mark comes first holds this straight mark as text.
			const curlyHolds = top?.curly === true && curlyCloseAfter(i) < curlyOpenAfter(i);
			if (top && canClose && !curlyHolds) {
				close(open.length - 1, i);
			} else if (opensBefore(scan, i, open.length === 0)) {
				open.push({ at: i, curly: false });
			} else if (!curlyHolds) {
				strays.push({ at: base + i, opened: false });
			}
		}
	}
	strays.push(...open.map(o => ({ at: base + o.at, opened: true })));
	return { quotes: outermost(pairs), strays: strays.sort((a, b) => a.at - b.at) };
}

/**
 * Whether a straight mark at `i` may open a quote: a word follows, and, inside
 * another quote, no word or closing punctuation stands right before it
 * (`said:"x"` opens; `“The 12"ruler”` holds an inch mark).
 */
function opensBefore(scan: string, i: number, outside: boolean): boolean {
	const next = scan[i + 1];
	return next !== undefined && !/\s/.test(next) && (outside || !/[\p{L}\p{N}.,;:!?)\]}%]/u.test(scan[i - 1] ?? ' '));
}

/** A mark after an odd run of backslashes is a literal character (CommonMark escape). */
function escaped(scan: string, i: number): boolean {
	let k = i;
	while (k > 0 && scan[k - 1] === '\\') {
		k--;
	}
	return (i - k) % 2 === 1;
}

/** The offset of the next `ch` at or after an offset, or Infinity; offsets asked for must not decrease. */
function nextOf(scan: string, ch: string): (from: number) => number {
	let found = -1;
	return from => {
		if (found !== Infinity && found < from) {
			const at = scan.indexOf(ch, from);
			found = at < 0 ? Infinity : at;
		}
		return found;
	};
}

/** Pairs not inside another pair, sorted: pairs come nested or disjoint, in order of their closing marks. */
function outermost(pairs: readonly QuoteSpan[]): QuoteSpan[] {
	const out: QuoteSpan[] = [];
	for (const q of [...pairs].sort((a, b) => a.open - b.open)) {
		const last = out[out.length - 1];
		if (!last || q.open > last.close) {
			out.push(q);
		}
	}
	return out;
}

/**
 * Sentence spans. A `.`, `!` or `?` ends a sentence outside parentheses and
 * quotes, or just inside a closing quotation mark, when white space follows
 * and then the end, a capital, a digit, emphasis, a quotation mark, or one of
 * `inlineStarts` (where a link, an image or a code span begins: the scan holds
 * them blanked), except after a common abbreviation.
 */
export function findSentences(scan: string, base: number, quotes: readonly QuoteSpan[], groups: readonly ParenGroup[], inlineStarts: ReadonlySet<number> = new Set()): Span[] {
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
		// A link or code span glued to the stop (`2.[x](y)`) is blank in the scan, but no white space.
		if (j < scan.length && (!/\s/.test(scan[j]!) || inlineStarts.has(base + j))) {
			continue;
		}
		let k = j;
		while (k < scan.length && /\s/.test(scan[k]!) && !inlineStarts.has(base + k)) {
			k++;
		}
		if (k < scan.length && !inlineStarts.has(base + k) && !sentenceOpener.test(scan[k]!)) {
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

/** The quote whose text holds `offset` (strictly between its marks); quotes are sorted and disjoint. */
export function quoteHolding(quotes: readonly QuoteSpan[], offset: number): QuoteSpan | undefined {
	const q = quotes[lastAtOrBefore(quotes, offset, x => x.open)];
	return q && offset > q.open && offset < q.close ? q : undefined;
}

/** A stop inside parentheses, or inside a quote unless only closing marks stand between it and the quote's end. */
function hiddenStop(scan: string, base: number, i: number, quotes: readonly QuoteSpan[], groups: readonly ParenGroup[]): boolean {
	const at = base + i;
	if (spanHolding(groups, at)) {
		return true;
	}
	const q = quoteHolding(quotes, at);
	return q !== undefined && !/^[)’'\]*_]*$/.test(scan.slice(i + 1, q.close - base));
}

function isAbbreviation(scan: string, dot: number, next: string | undefined): boolean {
	const word = /[\p{L}.]+$/u.exec(scan.slice(Math.max(0, dot - 12), dot))?.[0].toLowerCase();
	if (!word) {
		return false;
	}
	if (word === 'no' || word === 'nos') {
		// "No." is the numero sign; a lower-case "no." before a number is too, otherwise it is the word.
		return scan[dot - word.length] === 'N' || (next !== undefined && /\p{N}/u.test(next));
	}
	if (word === 'al') {
		return /\bet\s+$/i.test(scan.slice(Math.max(0, dot - 8), dot - 2));
	}
	// The word must stand alone: "1st." and "steps." are not abbreviations.
	return abbreviations.has(word) && !/[\p{L}\p{N}]/u.test(scan[dot - word.length - 1] ?? ' ');
}

/**
 * Offsets of the marker word `verbatim` standing alone: not in a compound,
 * not hedged by the word before it, not negated anywhere earlier in its
 * clause, not inside a quote (a quoted "verbatim" is the source's word).
 */
export function findMarkers(scan: string, base: number, quotes: readonly QuoteSpan[], groups: readonly ParenGroup[], sentences: readonly Span[]): number[] {
	const out: number[] = [];
	let unquoted: string | undefined;
	for (const m of scan.matchAll(/verbatim/giu)) {
		const at = base + m.index;
		if (!standsAlone(scan, m.index, m.index + m[0].length)) {
			continue;
		}
		const group = spanHolding(groups, at);
		if (!group && quoteHolding(quotes, at)) {
			continue;
		}
		const sentence = sentences[lastAtOrBefore(sentences, at, x => x.start)];
		const floor = group ? group.span.start + 1 : (sentence?.start ?? base);
		unquoted ??= blankQuotes(scan, base, quotes);
		// A clause longer than this is not prose; the bound keeps the scan linear.
		const from = Math.max(floor - base, m.index - maxClause);
		if (negatedOrHedged(clauseWords(unquoted.slice(from, m.index)))) {
			continue;
		}
		out.push(at);
	}
	return out;
}

const maxClause = 400;

/**
 * Whether the word at `[start, end)` stands alone: emphasis delimiters
 * (`*`, `_`, `~`) around it are markup, so what counts is the character
 * beyond them (`_verbatim_` stands alone, `snake_verbatim` and
 * `*verbatim*-quote` do not).
 */
function standsAlone(scan: string, start: number, end: number): boolean {
	let b = start;
	while (b > 0 && b > start - 3 && emphasis.test(scan[b - 1]!)) {
		b--;
	}
	let a = end;
	while (a < scan.length && a < end + 3 && emphasis.test(scan[a]!)) {
		a++;
	}
	return !/[\p{L}\p{N}_\-/’']/u.test(scan[b - 1] ?? ' ') && !/[\p{L}\p{N}_\-/]/u.test(scan[a] ?? ' ');
}

const emphasis = /[*_~]/;

/** The scan with the text between quotation marks blanked: quoted words are the source's, not the writer's. */
function blankQuotes(scan: string, base: number, quotes: readonly QuoteSpan[]): string {
	const chars = scan.split('');
	for (const q of quotes) {
		chars.fill(' ', q.open - base, q.close - base + 1);
	}
	return chars.join('');
}

/** The words of the last clause of a text that runs up to the marker. */
function clauseWords(text: string): string[] {
	const chars = text.split('');
	// A parenthetical aside closed before the marker is not part of its clause.
	const opens: number[] = [];
	chars.forEach((ch, k) => {
		if (ch === '(') {
			opens.push(k);
		} else if (ch === ')' && opens.length) {
			chars.fill(' ', opens.pop()!, k + 1);
		}
	});
	const clause = chars.join('').toLowerCase().replace(/’/g, '\'').split(/[,;:—–]|\s--\s|\bbut\b|\byet\b/u).pop()!;
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
