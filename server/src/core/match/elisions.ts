import { countCap, findAll } from './find';
import { endsWhole, isWordBoundary, startsWhole } from './edges';

/** A match in normalised text: `[start, end)` plus the elision gaps it skipped. */
export interface TextMatch {
	readonly start: number;
	readonly end: number;
	readonly gaps: readonly { readonly start: number; readonly end: number; readonly kind: GapKind }[];
}

export type GapKind = 'ellipsis' | 'insertion' | 'sic';

/** A quote split at its elision markers. */
export interface ElidedQuote {
	readonly fragments: readonly string[];
	/** `gaps[k]` separates `fragments[k]` and `fragments[k + 1]`. */
	readonly gaps: readonly GapKind[];
	/**
	 * Every spelling of each fragment: `[T]he` (one bracketed letter at a
	 * word's start) stands for that letter in either case (docs/specification.md §2.2).
	 */
	readonly variants: readonly (readonly string[])[];
	/** Bracketed insertion text of each gap (`''` for other gaps), to catch inserted negations. */
	readonly inserted: readonly string[];
	/**
	 * Insertions before the first and after the last fragment (`''` when
	 * none): they bind no source text, but may still add or replace a negation.
	 */
	readonly leadInserted: string;
	readonly trailInserted: string;
}

const markerPattern = /\[(?:\.\.\.|…)\]|\.\.\.|…|(?<![\p{L}\p{N}])\[\p{L}\](?=[\p{L}\p{N}])|\[([^[\]]{1,60})\]/gu;
const letterMarker = /^\[\p{L}\]$/u;
const negatingPrefix = /^(un|in|im|il|ir|non|dis|mis|anti)-?$/i;

/**
 * Splits a normalised quote at `...`, `[...]`, `[text]` and `[sic]`.
 * Returns undefined when it holds no marker; fragments may be empty only at
 * the ends (a quote that starts or ends with an ellipsis).
 */
export function splitElisions(quote: string): ElidedQuote | undefined {
	const raw: string[] = [];
	const gaps: GapKind[] = [];
	const inserted: string[] = [];
	let last = 0;
	let any = false;
	for (const m of quote.matchAll(markerPattern)) {
		any = true;
		// Only the letter alternative (`[T]he`) is a letter marker; `[x]` standing alone is an insertion.
		if (m[1] === undefined && letterMarker.test(m[0])) {
			continue;
		}
		raw.push(quote.slice(last, m.index));
		const inner = m[1];
		gaps.push(inner === undefined ? 'ellipsis' : inner.trim().toLowerCase() === 'sic' ? 'sic' : 'insertion');
		last = m.index + m[0].length;
		// A negating prefix bracketed onto a word (`[in]competent`) reverses the word: kept as `in-`, for `insertedNegations`.
		const prefix = inner === undefined ? undefined : negatingPrefix.exec(inner.trim())?.[1];
		inserted.push(inner === undefined || gaps[gaps.length - 1] === 'sic' ? '' : prefix && /\p{L}/u.test(quote[last] ?? '') ? `${prefix}-` : inner);
	}
	if (!any) {
		return undefined;
	}
	raw.push(quote.slice(last));
	const fragments = raw.map(f => f.trim());
	const lead: string[] = [];
	const trail: string[] = [];
	// Leading or trailing ellipses only say the quote is partial; they bind nothing.
	while (fragments.length > 1 && fragments[0] === '') {
		fragments.shift();
		gaps.shift();
		lead.push(inserted.shift()!);
	}
	while (fragments.length > 1 && fragments[fragments.length - 1] === '') {
		fragments.pop();
		gaps.pop();
		trail.unshift(inserted.pop()!);
	}
	// Adjacent markers ("... [sic] ...") leave empty middle fragments: merge their gaps.
	for (let k = 1; k < fragments.length - 1;) {
		if (fragments[k] === '') {
			fragments.splice(k, 1);
			const merged: GapKind = gaps[k - 1] === 'ellipsis' || gaps[k] === 'ellipsis' ? 'ellipsis' : 'insertion';
			gaps.splice(k - 1, 2, merged);
			inserted.splice(k - 1, 2, `${inserted[k - 1]} ${inserted[k]}`);
		} else {
			k++;
		}
	}
	const variants = fragments.map(letterVariants);
	return { fragments: variants.map(v => v[0]!), gaps, variants, inserted, leadInserted: lead.filter(Boolean).join(' '), trailInserted: trail.filter(Boolean).join(' ') };
}

/** The spellings of a fragment whose `[X]` letters may be either case; at most 3 such letters vary. */
function letterVariants(fragment: string): string[] {
	const parts = fragment.split(/\[(\p{L})\]/u);
	let out = [parts[0]!];
	for (let k = 1; k < parts.length; k += 2) {
		const letter = parts[k]!;
		const cases = k <= 5 ? [...new Set([letter, letter.toUpperCase(), letter.toLowerCase()])].filter(c => c.length === letter.length) : [letter];
		out = out.flatMap(prefix => cases.map(c => prefix + c + parts[k + 1]!));
	}
	return out;
}

/** Largest number of source characters a gap may cover. */
function gapLimit(kind: GapKind, maxElisionGap: number): number {
	// +2 lets the gap absorb the spaces around an omitted passage.
	switch (kind) {
		case 'ellipsis': return maxElisionGap + 2;
		case 'insertion': return 62;
		case 'sic': return 1;
	}
}

/**
 * Counts whole elided matches of `quote` in `text` (fragments in order, not
 * overlapping, each gap within its limit) and returns the unique one when
 * there is exactly one. Counting is dynamic programming over fragment hits,
 * so the number of combinations never has to be enumerated.
 */
export function matchElided(text: string, quote: ElidedQuote, maxElisionGap: number, limit = countCap): { count: number; capped?: boolean; match?: TextMatch } {
	const { fragments } = quote;
	if (fragments.every(f => f === '')) {
		return { count: 0 };
	}
	const last = fragments.length - 1;
	// Each fragment is looked for in the whole text: past a thousand of them the cost is the text's length a thousand times over, and nothing more is counted.
	if (fragments.length > maxFragments) {
		return { count: 0, capped: true };
	}
	// An elision omits whole words (docs/specification.md §2.2): at every gap, the fragment edges fall on word boundaries of the source;
	// at the quote's own edges, no word or number is cut (§2 item 6).
	// Each fragment's places are found up to its share of one budget for the quote, so many fragments cannot hold millions of places.
	const share = Math.min(limit, Math.max(64, Math.floor(hitBudget / quote.variants.reduce((n, v) => n + v.length, 0))));
	const found: number[][][] = [];
	for (const spellings of quote.variants) {
		const lists = spellings.map(f => findAll(text, f, share));
		// A fragment found nowhere leaves no chain: nothing further to look for.
		if (lists.every(l => l.length === 0)) {
			return { count: 0 };
		}
		found.push(lists);
	}
	const hits = found.map((lists, k) => mergeHits(lists)
		.filter(h => fragmentWhole(text, h, h + fragments[k]!.length, k > 0, k < last)));
	const counts = countChains(text, hits, quote, maxElisionGap);
	const total = counts[counts.length - 1]!.reduce((a, b) => Math.min(Number.MAX_SAFE_INTEGER, a + b), 0);
	// A fragment's hits stop at the limit: past it the chains counted are only some of them.
	if (total >= limit || found.some(lists => lists.some(l => l.length >= share))) {
		return { count: Math.min(total, limit), capped: true };
	}
	return total === 1 ? { count: total, match: walkBack(text, hits, counts, quote, maxElisionGap) } : { count: total };
}

/**
 * A fragment's edges cut no word or number of the source (docs/specification.md §2 item 6); at a
 * gap, they also fall on a word boundary, whatever the fragment's own
 * edge character (`is ... effective` never matches `is ineffective`).
 */
function fragmentWhole(text: string, start: number, end: number, gapBefore: boolean, gapAfter: boolean): boolean {
	if (start === end) {
		return true;
	}
	return startsWhole(text, start, end) && endsWhole(text, end, start)
		&& (!gapBefore || isWordBoundary(text, start)) && (!gapAfter || isWordBoundary(text, end));
}

/** Fragments an elided quote may have before its count is given up as cut short, and the places of its fragments looked at in all. */
const maxFragments = 1000;
const hitBudget = 20 * countCap;

/** `counts[k][h]`: number of chains ending with fragment k at its hit h. */
function countChains(text: string, hits: readonly number[][], quote: ElidedQuote, maxElisionGap: number): number[][] {
	const { fragments, gaps } = quote;
	let prevHits = hits[0]!;
	let prevCounts = prevHits.map(() => 1);
	const allCounts: number[][] = [prevCounts];
	for (let k = 1; k < fragments.length; k++) {
		const curHits = hits[k]!;
		const prevLen = fragments[k - 1]!.length;
		const maxGap = gapLimit(gaps[k - 1]!, maxElisionGap);
		const curCounts: number[] = [];
		// Prefix sums over previous chains; valid predecessors form a window.
		const prefix = [0];
		for (const c of prevCounts) {
			prefix.push(Math.min(Number.MAX_SAFE_INTEGER, prefix[prefix.length - 1]! + c));
		}
		let lo = 0;
		let hi = 0;
		for (const h of curHits) {
			// predecessor end p + prevLen must satisfy h - maxGap <= p + prevLen <= h
			while (hi < prevHits.length && prevHits[hi]! + prevLen <= h) {
				hi++;
			}
			while (lo < hi && prevHits[lo]! + prevLen < h - maxGap) {
				lo++;
			}
			let count = prefix[hi]! - prefix[lo]!;
			if (gaps[k - 1] === 'sic' && count > 0) {
				// [sic] stands for nothing: the gap may hold only white space.
				count = 0;
				for (let p = lo; p < hi; p++) {
					if (/^\s*$/.test(text.slice(prevHits[p]! + prevLen, h))) {
						count += prevCounts[p]!;
					}
				}
			}
			curCounts.push(count);
		}
		prevHits = curHits;
		prevCounts = curCounts;
		allCounts.push(curCounts);
	}
	return allCounts;
}

/** The single chain, walked back from its last fragment. */
function walkBack(text: string, hits: readonly number[][], allCounts: readonly number[][], quote: ElidedQuote, maxElisionGap: number): TextMatch {
	const { fragments, gaps } = quote;
	const chosen: number[] = new Array<number>(fragments.length);
	let k = fragments.length - 1;
	chosen[k] = hits[k]![allCounts[k]!.findIndex(c => c === 1)]!;
	for (k = fragments.length - 2; k >= 0; k--) {
		const next = chosen[k + 1]!;
		const maxGap = gapLimit(gaps[k]!, maxElisionGap);
		const len = fragments[k]!.length;
		const idx = hits[k]!.findIndex((h, i) => allCounts[k]![i]! > 0 && h + len <= next && h + len >= next - maxGap
			&& (gaps[k] !== 'sic' || /^\s*$/.test(text.slice(h + len, next))));
		chosen[k] = hits[k]![idx]!;
	}
	const outGaps = gaps.map((kind, g) => ({ start: chosen[g]! + fragments[g]!.length, end: chosen[g + 1]!, kind }));
	return { start: chosen[0]!, end: chosen[fragments.length - 1]! + fragments[fragments.length - 1]!.length, gaps: outGaps };
}

/** Sorted union of sorted hit lists. */
function mergeHits(lists: number[][]): number[] {
	return lists.length === 1 ? lists[0]! : [...new Set(lists.flat())].sort((a, b) => a - b);
}

/**
 * The negations of docs/specification.md §2.2, and `cannot`, which is `can
 * not` written as one word. `n't` is written with any apostrophe a text may
 * carry, and with what NFKC makes of the acute accent (a space and U+0301).
 */
const negation = /\b(?:not|cannot|no|never|without|neither|nor)\b|n(?:['’‘ʼʹʻʽ´`＇′]| ?\u0301)t\b/giu;

/** Negation words in omitted text, in order of appearance. */
export function findNegations(omitted: string): string[] {
	return [...omitted.matchAll(negation)].map(m => m[0]);
}

/** One spelling per negation: case aside, `n't` and `cannot` hold `not` (`[is not]` stands for "isn't"). */
function negationKey(word: string): string {
	const w = word.toLowerCase();
	return /^n.+t$/u.test(w) || w === 'cannot' ? 'not' : w;
}

/**
 * Negation words of `text` that `other` does not hold, counted as a
 * multiset: one `not` in `other` answers for one `not` in `text`.
 */
function negationsAbsent(text: string, other: string): string[] {
	const present = new Map<string, number>();
	for (const w of findNegations(other)) {
		present.set(negationKey(w), (present.get(negationKey(w)) ?? 0) + 1);
	}
	return findNegations(text).filter(w => {
		const left = present.get(negationKey(w)) ?? 0;
		present.set(negationKey(w), left - 1);
		return left <= 0;
	});
}

/** Negation words of a bracketed insertion that the source text it stands for does not hold. */
export function insertedNegations(insertion: string, source: string): string[] {
	const added = negationsAbsent(insertion, source);
	// A negating prefix bracketed onto a word (`in-`, from `[in]competent`) adds a negation unless the source text it stands for ends with it.
	const prefix = /(?:^|\s)(\p{L}+)-$/u.exec(insertion)?.[1];
	if (prefix && !source.trimEnd().toLowerCase().endsWith(prefix.toLowerCase())) {
		added.push(`${prefix}-`);
	}
	return added;
}

/**
 * Negation words of the source text a bracketed insertion stands for that
 * the insertion does not hold: the bracket replaced them (`The drug [is]
 * safe` against "The drug is not safe").
 */
export function replacedNegations(insertion: string, source: string): string[] {
	return negationsAbsent(source, insertion);
}
