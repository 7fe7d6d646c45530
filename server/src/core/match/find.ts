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
	const candidates = needle.length ? (region.places ?? region.index)?.candidates(needle) : undefined;
	const text = region.normalized.text;
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
