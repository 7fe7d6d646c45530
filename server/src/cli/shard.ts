import { crypto } from '../node/builtins';

/** One part of a project split across CI jobs: notes whose path hashes to `index` of `count` (1-based). */
export interface Shard {
	readonly index: number;
	readonly count: number;
}

/** Parses `I/N` (1 ≤ I ≤ N); a message for anything else. */
export function parseShard(text: string): Shard | string {
	const m = /^(\d{1,4})\/(\d{1,4})$/.exec(text);
	const index = m ? Number(m[1]) : NaN;
	const count = m ? Number(m[2]) : NaN;
	if (!(index >= 1 && count >= 1 && index <= count)) {
		return `--shard: "${text}" is not I/N with 1 <= I <= N (e.g. 2/4)`;
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
