import { crypto } from '../node/builtins';

/** One part of a project split across CI jobs: notes whose path hashes to `index` of `count` (1-based). */
export interface Shard {
	readonly index: number;
	readonly count: number;
}

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

/**
 * True when a note belongs to the shard. The shard of a note is a hash of its
 * root-relative path alone, so every note is in exactly one shard, and adding
 * or removing other notes never moves it to another one.
 */
export function inShard(path: string, shard: Shard): boolean {
	const digest = crypto().createHash('sha256').update(path).digest();
	return digest.readUInt32BE(0) % shard.count === shard.index - 1;
}
