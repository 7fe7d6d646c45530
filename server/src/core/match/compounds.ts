import type { Region } from './find';
import { countCap, findIn } from './find';

/** A hyphen the normaliser removed at a line break: the hyphen, spaces, one line break, indentation. */
const removedLineBreakHyphen = /^[-\u2010\u2011\u00AD][ \t]*(?:\r\n?|\n)[ \t]*$/;
/** A broken compound joins letters only, as the normaliser's line-break hyphen does. */
const wordChar = /\p{L}/u;

/**
 * Where a quote holding a hyphenated compound (`distributed-parametric`)
 * occurs in a region whose source breaks that compound at a line end
 * (`distributed-` / `parametric`, as PDFs and hard-wrapped text do). The
 * profile removes a line-break hyphen as hyphenation, so the literal search
 * misses it; but the source shows a hyphen there, so a quote hyphen between
 * word characters may stand for it (never for no hyphen at all). Returns
 * each match as [start, end) in the region's normalised text.
 */
export function findAcrossBrokenCompounds(region: Region, quote: string, original: string, limit = countCap): [number, number][] {
	const first = compoundHyphenAfter(quote, 0);
	if (first < 0) {
		return [];
	}
	const out: [number, number][] = [];
	for (const start of prefixStarts(region, quote, first, limit)) {
		const end = extend(region, original, quote, first, start + first);
		if (end !== undefined) {
			out.push([start, end]);
			if (out.length >= limit) {
				break;
			}
		}
	}
	return out;
}

/**
 * Where the text before the first compound (at `first`) occurs, ascending,
 * among them every start of a match. That text is in the source as it is, so
 * its interior words place it (`findIn`). When it has none (a compound in
 * the quote's first two words), the text after that compound up to the next
 * one places it instead: it follows at once where the source broke the
 * compound (its hyphen removed) or one character on (the hyphen kept). A
 * scan of the whole source for each such quote cost its length every time.
 */
function prefixStarts(region: Region, quote: string, first: number, limit: number): number[] {
	const prefix = quote.slice(0, first);
	const index = region.places ?? region.index;
	if (!index || (prefix.includes(' ') && prefix.indexOf(' ') !== prefix.lastIndexOf(' '))) {
		return findIn(region, prefix, limit);
	}
	const next = compoundHyphenAfter(quote, first + 1);
	const after = index.candidates(quote.slice(first + 1, next < 0 ? quote.length : next));
	if (!after) {
		return findIn(region, prefix, limit);
	}
	const hay = region.normalized.text;
	const starts: number[] = [];
	for (const at of after) {
		for (const start of [at - first - 1, at - first]) {
			if (start >= 0 && start > (starts[starts.length - 1] ?? -1) && hay.startsWith(prefix, start)) {
				starts.push(start);
			}
		}
	}
	return starts;
}

/** Whether a quote holds a hyphenated compound, which a source may break at a line end (a literal search can miss it there). */
export function holdsCompound(quote: string): boolean {
	return compoundHyphenAfter(quote, 0) >= 0;
}

/** Matches the rest of the quote from quote offset `i` and haystack offset `j`; the end offset, or undefined. */
function extend(region: Region, original: string, quote: string, i: number, j: number): number | undefined {
	const hay = region.normalized.text;
	while (i < quote.length) {
		if (hay[j] === quote[i]) {
			i++;
			j++;
		} else if (quote[i] === '-' && compoundHyphenAfter(quote, i) === i && brokenHere(region, original, j)) {
			i++;
		} else {
			return undefined;
		}
	}
	return j;
}

/** Whether the normaliser removed a line-break hyphen between normalised characters j-1 and j. */
function brokenHere(region: Region, original: string, j: number): boolean {
	const n = region.normalized;
	if (j <= 0 || j >= n.text.length) {
		return false;
	}
	return removedLineBreakHyphen.test(original.slice(n.map.end(j - 1), n.map.start(j)));
}

/** The offset of the first hyphen at or after `from` that joins two word characters, or -1. */
function compoundHyphenAfter(quote: string, from: number): number {
	for (let k = quote.indexOf('-', from); k >= 0; k = quote.indexOf('-', k + 1)) {
		if (k > 0 && wordChar.test(quote[k - 1]!) && wordChar.test(quote[k + 1] ?? '')) {
			return k;
		}
	}
	return -1;
}
