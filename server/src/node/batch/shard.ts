import { crypto } from '../builtins';

/** One part of a project split across CI jobs: notes whose path hashes to `index` of `count` (1-based). */
export interface Shard {
	readonly index: number;
	readonly count: number;
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
