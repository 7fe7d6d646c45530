import type { Normalized } from './normalize';
import type { WordIndex, WordPlaces } from './wordIndex';

/**
 * Occurrences counted at most, per quote: past it a count says "at least"
 * (docs/json-report.md), so a one-letter quote in a huge source cannot stall
 * the run.
 */
export const countCap = 10_000;

/**
 * Offsets of every occurrence of `needle` in `haystack`, overlapping ones
 * included (`ana` occurs twice in `banana`). Stops after `limit` hits so a
 * one-letter quote in a huge source cannot stall the run.
 */
export function findAll(haystack: string, needle: string, limit = countCap): number[] {
	const hits: number[] = [];
	if (needle.length === 0) {
		return hits;
	}
	for (let i = haystack.indexOf(needle); i >= 0 && hits.length < limit; i = haystack.indexOf(needle, i + 1)) {
		hits.push(i);
	}
	return hits;
}

/**
 * Offsets of every occurrence of `needle` in a region, as `findAll` gives
 * them; through the region's word places or index when it has them and the
 * needle has an interior word (every occurrence is among their candidates,
 * each verified here).
 */
export function findIn(region: Region, needle: string, limit = countCap): number[] {
	const text = region.normalized.text;
	// A needle longer than the text cannot occur in it: a selection of megabytes is not hashed word by word against every short source.
	if (needle.length > text.length) {
		return [];
	}
	const candidates = needle.length ? (region.places ?? region.index)?.candidates(needle) : undefined;
	if (!candidates) {
		return findAll(text, needle, limit);
	}
	const hits: number[] = [];
	for (const at of candidates) {
		if (text.startsWith(needle, at)) {
			hits.push(at);
			if (hits.length >= limit) {
				break;
			}
		}
	}
	return hits;
}

/** One normalised region of eligible text. */
export interface Region {
	readonly normalized: Normalized;
	/** The word index of `normalized.text`, when the region is a whole source. */
	readonly index?: WordIndex;
	/** Places kept of that index, for a source read again: finds go through them rather than build the index again. */
	readonly places?: WordPlaces;
}

/** Needles looked for one by one at most: past it, one pass over a text for all of them costs less. */
const scannedApart = 24;

/**
 * Which of many needles occur in a text, in one pass over the text whatever
 * their number. The search of other sources meets quotes that no word index
 * can place (one word, or two: no interior word), each to be looked for in
 * every source, and a scan for each cost quotes × source bytes. Built once for the needles, it anchors each of
 * four characters or more on a hash of its first four; a pass hashes every
 * four characters of the text, looks the hash up (a bit table first, then a
 * map) and verifies each needle so anchored where it would start. Shorter
 * needles, and all of them when few, are looked for one by one.
 */
export class NeedleScan {
	readonly #needles: readonly string[];
	/** Needles looked for one by one. */
	readonly #apart: number[] = [];
	readonly #byAnchor = new Map<number, number[]>();
	/** A bit per hash of an anchor, so most positions need no map lookup. */
	readonly #bits = new Uint8Array(1 << 13);

	constructor(needles: readonly string[]) {
		this.#needles = needles;
		needles.forEach((needle, k) => {
			if (needle.length < 4 || needles.length < scannedApart) {
				this.#apart.push(k);
				return;
			}
			const key = anchor(needle.charCodeAt(0), needle.charCodeAt(1), needle.charCodeAt(2), needle.charCodeAt(3));
			const list = this.#byAnchor.get(key);
			if (list) {
				list.push(k);
			} else {
				this.#byAnchor.set(key, [k]);
			}
			const at = (key & 0xFFFF) >>> 3;
			this.#bits[at] = this.#bits[at]! | (1 << (key & 7));
		});
	}

	/** The needles (their indices, ascending) that occur in one of `texts` at least once. */
	presentIn(texts: readonly string[]): number[] {
		const found = new Set<number>();
		for (const k of this.#apart) {
			const needle = this.#needles[k]!;
			if (needle.length && texts.some(t => t.includes(needle))) {
				found.add(k);
			}
		}
		if (this.#byAnchor.size) {
			for (const text of texts) {
				this.#pass(text, found);
			}
		}
		return [...found].sort((a, b) => a - b);
	}

	#pass(text: string, found: Set<number>): void {
		const bits = this.#bits;
		let a = text.charCodeAt(0);
		let b = text.charCodeAt(1);
		let c = text.charCodeAt(2);
		for (let p = 0; p + 3 < text.length; p++) {
			const d = text.charCodeAt(p + 3);
			const key = anchor(a, b, c, d);
			if (bits[(key & 0xFFFF) >>> 3]! & (1 << (key & 7))) {
				for (const k of this.#byAnchor.get(key) ?? []) {
					if (!found.has(k) && text.startsWith(this.#needles[k]!, p)) {
						found.add(k);
					}
				}
			}
			a = b;
			b = c;
			c = d;
		}
	}
}

/** A 30-bit hash of four UTF-16 units (a small integer, the cheapest map key). */
function anchor(a: number, b: number, c: number, d: number): number {
	return Math.imul(Math.imul(Math.imul(a, 0x9E3779B1) + b, 0x85EBCA6B) + (c << 16 | d), 0xC2B2AE35) >>> 2;
}
