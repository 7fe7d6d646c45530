import approxSearch from 'approx-string-match';
import { append, detach, lowerAscii } from '../text';
import type { SourcePlace } from '../types';
import { findAll, findIn, type Region } from './find';
import type { SourceText } from './locate';
import { originalExtent, toOriginalSpan, type Normalized } from './normalize';
import type { PreparedQuote } from './prepare';
import type { Offsets } from './wordIndex';

/**
 * The passage of the eligible text closest to the quote, by bounded edit
 * distance (bit-parallel search), in original text; only when it is close.
 */
export function nearestPassage(regions: readonly Region[], quote: PreparedQuote, source: SourceText): ({ text: string } & SourcePlace) | undefined {
	const pattern = quote.elided ? longest(quote.elided.fragments) : quote.text;
	if (pattern.length < 3 || pattern.length > 4000) {
		return undefined;
	}
	const maxErrors = Math.max(1, Math.floor(pattern.length * 0.3));
	// A quote typed in another letter case differs in every letter; the exact source text is still its suggestion.
	const best = (quote.elided ? undefined : caseFoldedHit(regions, pattern)) ?? closestInRegions(regions, pattern, maxErrors);
	if (!best) {
		return undefined;
	}
	const o = toOriginalSpan(best.region.normalized, best.start, best.end);
	// The edit-distance optimum may stop inside a word; a suggestion reads better in whole words.
	let start = o.start;
	let end = o.end;
	const extent = originalExtent(best.region.normalized)!;
	while (start > extent.start && /[\p{L}\p{N}]/u.test(source.text[start - 1]!) && o.start - start < 40) {
		start--;
	}
	while (end < extent.end && /[\p{L}\p{N}]/u.test(source.text[end]!) && end - o.end < 40) {
		end++;
	}
	return { text: detach(source.text.slice(start, end)), startLine: source.lines.lineAt(start), endLine: source.lines.lineAt(Math.max(start, end - 1)) };
}

interface Hit {
	readonly region: Region;
	readonly start: number;
	readonly end: number;
	readonly errors: number;
}

/** A window of a region's normalised text. */
interface Piece {
	readonly region: Region;
	readonly start: number;
	readonly end: number;
}

/** The windows of a region searched for a near miss: around anchor words in a large one, else the whole text (none past `fullSearchUpTo`). */
function searchedPieces(region: Region, pattern: string): Piece[] {
	const length = region.normalized.text.length;
	if (length === 0) {
		return [];
	}
	const windows = length > anchoredSearchFrom ? anchorWindows(region, pattern) : undefined;
	const spans = windows ?? (length <= fullSearchUpTo || length <= anchoredSearchFrom ? [{ start: 0, end: length }] : []);
	return spans.map(w => ({ region, start: w.start, end: w.end }));
}

/**
 * Every region's windows in one search, the regions in order (a note citing
 * itself offers a region between each two claims); when none holds a match,
 * the regions searched only in part and not past `windowsOnlyFrom`, in full.
 */
function closestInRegions(regions: readonly Region[], pattern: string, maxErrors: number): Hit | undefined {
	const pieces: Piece[] = [];
	const partial: Piece[] = [];
	for (const region of regions) {
		const own = searchedPieces(region, pattern);
		append(pieces, own);
		const length = region.normalized.text.length;
		if (length > 0 && length <= windowsOnlyFrom && !(own.length === 1 && own[0]!.start === 0 && own[0]!.end === length)) {
			partial.push({ region, start: 0, end: length });
		}
	}
	return bestInPieces(pieces, pattern, maxErrors) ?? bestInPieces(partial, pattern, maxErrors);
}

/**
 * The first of the closest matches of `pattern` within `maxErrors` edits
 * that lies inside one of the `pieces`: windows of regions, those of a
 * region ascending and disjoint. The pieces are searched in one pass,
 * joined by gaps of a character the pattern lacks, each longer than
 * `maxErrors`, so no match can span two: a search per window or region cost
 * a setup and its garbage each, hundreds of times per absent quote (and, in
 * a note citing itself, once per claim for each of its claims). Equal to
 * searching the pieces in turn, each for a match closer than the best so far.
 */
export function bestInPieces(pieces: readonly Piece[], pattern: string, maxErrors: number): Hit | undefined {
	if (maxErrors < 0 || pieces.length === 0) {
		return undefined;
	}
	const only = pieces[0]!;
	let joined = only.region.normalized.text;
	// Where each piece starts in the joined text.
	const at: number[] = [];
	if (pieces.length > 1 || only.start !== 0 || only.end !== joined.length) {
		const gap = gapCharacter(pattern).repeat(maxErrors + 1);
		const parts: string[] = [];
		let length = 0;
		for (const p of pieces) {
			at.push(length);
			parts.push(p.region.normalized.text.slice(p.start, p.end));
			length += p.end - p.start + gap.length;
		}
		joined = parts.join(gap);
	} else {
		at.push(0);
	}
	// The closest matches only, in text order; the first is the pieces' first.
	const m = closestMatch(joined, pattern, maxErrors);
	if (!m) {
		return undefined;
	}
	const k = windowAt(at, m.end - 1);
	const p = pieces[k]!;
	// A start reaching into the gap before its piece trades deleted pattern characters for gap ones at the same cost: the piece's start is the same match.
	const start = Math.max(m.start, at[k]!) - at[k]! + p.start;
	return { region: p.region, start, end: m.end - at[k]! + p.start, errors: m.errors };
}

/** Errors a first search allows: one 32-bit block of the pattern per text character. */
const firstBound = 32;

/**
 * The first of the closest matches of `pattern` within `maxErrors` edits.
 * The search costs time in proportion to its bound, not to the errors of
 * what it finds, so a long quote (a bound of 30% of its length) cost its
 * length on every character of the text even when a passage a few edits
 * away was there: time grew with quote length times source size. So a bound
 * of eight blocks or more (a quote of some 120 words) is searched within one
 * block first: a search within a lower bound that finds any match has found
 * the closest ones, the same list in the same order as the full bound's.
 * One that finds none (no passage a block of edits away) costs a seventh
 * more at that bound, less above it; below it, more than the search it spares.
 */
export function closestMatch(text: string, pattern: string, maxErrors: number): { start: number; end: number; errors: number } | undefined {
	const first = maxErrors >= 8 * firstBound ? approxSearch(text, pattern, firstBound)[0] : undefined;
	return first ?? approxSearch(text, pattern, maxErrors)[0];
}

/** A character the pattern lacks: every gap character a match took would cost an edit. */
function gapCharacter(pattern: string): string {
	for (let c = 0xFFFF; ; c--) {
		const ch = String.fromCharCode(c);
		if (!pattern.includes(ch)) {
			return ch;
		}
	}
}

/** The window holding joined offset `offset` (the last whose start is at or before it). */
function windowAt(starts: readonly number[], offset: number): number {
	let lo = 0;
	let hi = starts.length - 1;
	while (lo < hi) {
		const mid = (lo + hi + 1) >>> 1;
		if (starts[mid]! <= offset) {
			lo = mid;
		} else {
			hi = mid - 1;
		}
	}
	return lo;
}

/** The first occurrence of `pattern` ignoring letter case, when folding keeps every offset. */
function caseFoldedHit(regions: readonly Region[], pattern: string): Hit | undefined {
	const folded = pattern.toLowerCase();
	if (folded.length !== pattern.length) {
		return undefined;
	}
	const ascii = !nonAscii.test(folded);
	for (const region of regions) {
		const at = (ascii ? indexedCaseFolded(region, folded) : undefined) ?? scannedCaseFolded(region, pattern, folded);
		if (at >= 0) {
			return { region, start: at, end: at + pattern.length, errors: 0 };
		}
	}
	return undefined;
}

const nonAscii = /[^\0-\x7F]/;

/**
 * Where an ASCII pattern in lower case first occurs in the region's text
 * in lower case, through the word index, whose hashes fold ASCII capitals:
 * the text's words there are the pattern's up to ASCII case, so the
 * candidates of its interior words hold the occurrence. Undefined when the
 * index cannot tell: no index, no interior word with offsets, or a text
 * where lower-casing is not ASCII folding for such a pattern (the Kelvin
 * sign lowers to `k`; U+0130 lowers to two characters and moves offsets).
 * Scanning a lower-cased copy of the whole source instead, for each absent
 * quote, was a tenth of a run whose quotes mostly fail.
 */
function indexedCaseFolded(region: Region, folded: string): number | undefined {
	const index = region.places ?? region.index;
	const candidates = index && foldsAsAscii(region.normalized) ? index.candidates(folded) : undefined;
	if (!candidates) {
		return undefined;
	}
	const text = region.normalized.text;
	for (const at of candidates) {
		if (equalsFolded(text, at, folded)) {
			return at;
		}
	}
	return -1;
}

/** Whether `text` from `at` is `folded` once its ASCII capitals are folded. */
function equalsFolded(text: string, at: number, folded: string): boolean {
	if (at < 0 || at + folded.length > text.length) {
		return false;
	}
	for (let i = 0; i < folded.length; i++) {
		if (lowerAscii(text.charCodeAt(at + i)) !== folded.charCodeAt(i)) {
			return false;
		}
	}
	return true;
}

/** Whether lower-casing the text, to match an ASCII pattern, is folding its ASCII capitals (made once while the text lives). */
const asciiFolding = new WeakMap<Normalized, boolean>();

function foldsAsAscii(n: Normalized): boolean {
	let folds = asciiFolding.get(n);
	if (folds === undefined) {
		folds = !/[\u0130\u212A]/.test(n.text);
		asciiFolding.set(n, folds);
	}
	return folds;
}

/** `caseFoldedHit` by a scan of the text in lower case. */
function scannedCaseFolded(region: Region, pattern: string, folded: string): number {
	const lower = lowerCaseOf(region.normalized);
	// Text and pattern without capitals: the word index finds the pattern without a scan.
	return lower === region.normalized.text && folded === pattern ? (findIn(region, pattern, 1)[0] ?? -1) : (lower?.indexOf(folded) ?? -1);
}

/**
 * Each normalised text in lower case, made once while the text lives (null
 * when folding moves offsets): a copy of a whole source per absent quote was
 * most of the garbage of a project with many of them.
 */
const lowerCases = new WeakMap<Normalized, string | null>();

/** A character that lower-casing may change: an ASCII capital or anything beyond ASCII. */
const anyCapital = /[A-Z\u0080-\uffff]/;

function lowerCaseOf(n: Normalized): string | undefined {
	let lower = lowerCases.get(n);
	if (lower === undefined) {
		// ASCII without capitals is its own lower case: no copy of a whole source.
		const folded = anyCapital.test(n.text) ? n.text.toLowerCase() : n.text;
		lower = folded.length === n.text.length ? folded : null;
		lowerCases.set(n, lower);
	}
	return lower ?? undefined;
}

/**
 * Regions longer than this are searched around anchor words first. A
 * search of the whole text costs its length on every absent quote (most of
 * a run of many citations of mid-sized sources with a few near misses); the windows of a quote with a word changed
 * find the same passage for a fraction of that.
 */
const anchoredSearchFrom = 32 * 1024;
/**
 * Up to this size, a region whose windows held no near miss is then searched
 * in full, as all were before windows: a passage whose every long word was
 * changed (`colour` for `color`) anchors nothing, and a quote that is near
 * nothing pays both searches. Past it, the windows alone are searched (a
 * whole 10 MB source per absent quote was most of such a run).
 */
const windowsOnlyFrom = 256 * 1024;
/** Regions up to this size are searched in full when the quote has no word to anchor on, or only words too common to help. */
const fullSearchUpTo = 2 * 1024 * 1024;

/**
 * Windows around occurrences of the pattern's longest words. A passage within
 * 30% edits of the quote keeps most of its words intact, so one of them
 * anchors it; searching only near anchors keeps a near miss on a 10 MB source
 * fast. Empty when none of the words occurs; undefined when the quote has
 * none long enough to anchor, or they are too common to help.
 */
function anchorWindows(region: Region, pattern: string): { start: number; end: number }[] | undefined {
	const text = region.normalized.text;
	const words = [...new Set(pattern.split(' ').filter(w => w.length >= 4))].slice(0, 12);
	if (words.length === 0) {
		return undefined;
	}
	// A whole source's word index finds whole words without a scan (a word inside a longer one no longer anchors).
	// Words it finds too frequent to anchor are scanned for (to 200 hits) only when no rarer word occurs.
	const indexed = words.map(w => region.index?.anchorOffsetsOf(w, text)).filter((o): o is Offsets => o !== undefined && o.length > 0);
	const hits: ArrayLike<number>[] = indexed.length ? indexed.map(o => o.subarray(0, 200)) : words.map(w => findAll(text, w, 200)).filter(h => h.length > 0);
	if (hits.length === 0) {
		// None of the quote's words occurs: a passage this close would have kept one, so there is none to search for.
		// (Searching the whole source instead was most of a run whose quotes cite the wrong source.)
		return [];
	}
	// The rarest words that occur anchor best: fewest windows, and a near miss keeps most of them; a hit counts
	// only with a second word of the quote near it, when the index can tell.
	const anchors = hits.sort((x, y) => x.length - y.length).slice(0, 3);
	const reach = 2 * pattern.length;
	const centres: number[] = [];
	for (const list of anchors) {
		for (let k = 0; k < list.length; k++) {
			if (indexed.length < 2 || twoNearby(indexed, list[k]!, reach)) {
				centres.push(list[k]!);
			}
		}
	}
	centres.sort((x, y) => x - y);
	const merged: { start: number; end: number }[] = [];
	let total = 0;
	for (const centre of centres) {
		const start = Math.max(0, centre - reach);
		const end = Math.min(text.length, centre + reach);
		const last = merged[merged.length - 1];
		if (last && start <= last.end) {
			total += Math.max(0, end - last.end);
			last.end = Math.max(last.end, end);
		} else {
			merged.push({ start, end });
			total += end - start;
		}
	}
	// No window left: no hit of a rare word has a second word of the quote near it.
	return total < text.length / 4 ? merged : undefined;
}

/** Whether two of the words' offset lists (the anchor's own included) hold one within `reach` of `at`. */
function twoNearby(lists: readonly Offsets[], at: number, reach: number): boolean {
	let n = 0;
	for (const offsets of lists) {
		if (nearby(offsets, at, reach) && ++n > 1) {
			return true;
		}
	}
	return false;
}

/** Whether the ascending `offsets` hold one within `reach` of `at`. */
function nearby(offsets: Offsets, at: number, reach: number): boolean {
	let lo = 0;
	let hi = offsets.length;
	// The first offset at or after `at - reach`.
	while (lo < hi) {
		const mid = (lo + hi) >>> 1;
		if (offsets[mid]! < at - reach) {
			lo = mid + 1;
		} else {
			hi = mid;
		}
	}
	return lo < offsets.length && offsets[lo]! <= at + reach;
}

function longest(parts: readonly string[]): string {
	return parts.reduce((a, b) => (b.length > a.length ? b : a), '');
}
