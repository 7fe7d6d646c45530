import type { Shard } from '../node/batch/shard';

export type { Shard };

/** The most shards: far more than any CI matrix runs (GitHub's allows 256 jobs). */
const maxShards = 9999;

/** Parses `I/N` (ASCII digits, 1 ≤ I ≤ N ≤ 9999, nothing around them); a message naming the flag for anything else. */
export function parseShard(text: string): Shard | string {
	// JSON quoting shows blanks and control characters as they were typed.
	const shown = JSON.stringify(text);
	const m = /^(\d{1,9})\/(\d{1,9})$/.exec(text);
	if (!m) {
		return `--shard: ${shown} is not I/N, two whole numbers such as 2/4`;
	}
	const index = Number(m[1]);
	const count = Number(m[2]);
	if (count < 1 || count > maxShards) {
		return `--shard: ${shown}: N must be from 1 to ${maxShards}`;
	}
	if (index < 1 || index > count) {
		return `--shard: ${shown}: I must be from 1 to N`;
	}
	return { index, count };
}
