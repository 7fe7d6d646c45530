import type { Normalized } from './normalize';

/**
 * Offsets of every occurrence of `needle` in `haystack`, overlapping ones
 * included (`ana` occurs twice in `banana`). Stops after `limit` hits so a
 * one-letter quote in a huge source cannot stall the run.
 */
export function findAll(haystack: string, needle: string, limit = 10_000): number[] {
	const hits: number[] = [];
	if (needle.length === 0) {
		return hits;
	}
	for (let i = haystack.indexOf(needle); i >= 0 && hits.length < limit; i = haystack.indexOf(needle, i + 1)) {
		hits.push(i);
	}
	return hits;
}

/** One normalised region of eligible text. */
export interface Region {
	readonly normalized: Normalized;
}
