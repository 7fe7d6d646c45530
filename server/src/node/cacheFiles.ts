import { closeSync, constants, fstatSync, openSync, readFileSync, writeFileSync } from 'node:fs';

/** Files of the result cache's folder: how they are read, written and checksummed. */

/**
 * What a file looked like on disk: size, modification and change times, inode.
 * The change time cannot be set by tools that restore modification times
 * (tar, `cp -p`, `touch -r`), so a rewrite with the same size and mtime
 * still shows. `missing:CODE` when it cannot be stat'ed.
 */
export type Stamp = string;

/** Creates a file that must not exist yet (never follows a planted link); `existing`: a file already there is fine. */
export function writeExclusive(file: string, bytes: Buffer, existing: boolean): void {
	try {
		writeFileSync(file, bytes, { flag: 'wx' });
	} catch (e) {
		if (!existing || (e as NodeJS.ErrnoException).code !== 'EEXIST') {
			throw e;
		}
	}
}

/**
 * A 128-bit hash of bytes: four cyrb53-style lanes over 32-bit words. It
 * guards against damage and names cache files, never against an adversary
 * (one who can write the cache could as well write a matching SHA-256), and
 * it spares a warm run loading Node's crypto modules, a twentieth of its
 * time; a word at a time, hashing the cache file costs a quarter of a
 * character-at-a-time loop. Words are read in the machine's byte order: a
 * cache written on another machine is only a cold start.
 */
export function hash128(bytes: Uint8Array): string {
	return new Hash128().update(bytes).digest();
}

/** `hash128` of bytes given in parts: the same digest however they are cut. */
export class Hash128 {
	#h0 = 0xdeadbeef;
	#h1 = 0x41c6ce57;
	#h2 = 0xdeadbeef ^ 0x9e3779b9;
	#h3 = 0x41c6ce57 ^ 0x9e3779b9;
	#length = 0;
	/** Bytes of a word not yet complete, read in the machine's order like the rest. */
	readonly #carry = new Uint8Array(4);
	readonly #carryWord = new Int32Array(this.#carry.buffer);
	#carried = 0;

	update(bytes: Uint8Array): this {
		this.#length += bytes.byteLength;
		let from = 0;
		if (this.#carried > 0) {
			while (this.#carried < 4 && from < bytes.length) {
				this.#carry[this.#carried++] = bytes[from++]!;
			}
			if (this.#carried < 4) {
				return this;
			}
			this.#mix(this.#carryWord, 1);
			this.#carried = 0;
		}
		const words = (bytes.byteLength - from) >>> 2;
		if (words > 0) {
			const start = bytes.byteOffset + from;
			// A copy is a fresh buffer, so aligned (a Buffer's own `slice` is a view, not a copy).
			this.#mix(start % 4 === 0 ? new Int32Array(bytes.buffer, start, words) : new Int32Array(Uint8Array.prototype.slice.call(bytes, from, from + 4 * words).buffer), words);
			from += 4 * words;
		}
		while (from < bytes.length) {
			this.#carry[this.#carried++] = bytes[from++]!;
		}
		return this;
	}

	/** Every word, then each trailing byte, then the length. */
	digest(): string {
		let h0 = this.#h0;
		let h1 = this.#h1;
		let h2 = this.#h2;
		let h3 = this.#h3;
		for (let i = 0; i <= this.#carried; i++) {
			const c = i < this.#carried ? this.#carry[i]! : this.#length;
			h0 = Math.imul(h0 ^ c, 2654435761);
			h1 = Math.imul(h1 ^ c, 1597334677);
			h2 = Math.imul(h2 ^ c, 2246822519);
			h3 = Math.imul(h3 ^ c, 3266489917);
		}
		return finish(h0, h1) + finish(h2, h3);
	}

	#mix(view: Int32Array, words: number): void {
		// Four locals, not an array and a closure: the warm run hashes its whole cache file twice, so this loop is hot and must not allocate.
		let h0 = this.#h0;
		let h1 = this.#h1;
		let h2 = this.#h2;
		let h3 = this.#h3;
		for (let i = 0; i < words; i++) {
			const c = view[i]!;
			h0 = Math.imul(h0 ^ c, 2654435761);
			h1 = Math.imul(h1 ^ c, 1597334677);
			h2 = Math.imul(h2 ^ c, 2246822519);
			h3 = Math.imul(h3 ^ c, 3266489917);
		}
		this.#h0 = h0;
		this.#h1 = h1;
		this.#h2 = h2;
		this.#h3 = h3;
	}
}

/** Two lanes into 16 hex digits. */
function finish(a: number, b: number): string {
	const x = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909);
	const y = Math.imul(b ^ (b >>> 16), 2246822507) ^ Math.imul(x ^ (x >>> 13), 3266489909);
	return (x >>> 0).toString(16).padStart(8, '0') + (y >>> 0).toString(16).padStart(8, '0');
}

/**
 * The names of the files the cache writes in its folder: results and word
 * sketches of a key (24 hex digits), and the temporary files they are
 * written through. Never a project's file: the walk passes them over, so a
 * cache kept in a folder of the project is never a source, whatever the
 * `sources` globs say (its results hold the quotes they judged).
 */
export const cacheFileName = /^(results-[0-9a-f]{24}\.json|sketches-[0-9a-f]{24}\.bin)(\.\d+\.[0-9a-z]+\.tmp)?$/;

/** The largest cache file read: past it (far beyond a large project's) the file is ignored, never read whole. */
const maxCacheBytes = 512 * 1024 * 1024;

/**
 * The bytes of a cache file, or undefined when it is missing, not a regular
 * file (a link, a folder, a FIFO that would block the run) or too large.
 */
export function readCacheFile(file: string): Buffer | undefined {
	let fd: number | undefined;
	try {
		// O_NONBLOCK: opening a FIFO planted where the file should be must not wait for a writer.
		fd = openSync(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
		const stats = fstatSync(fd);
		return stats.isFile() && stats.size <= maxCacheBytes ? readFileSync(fd) : undefined;
	} catch {
		return undefined;
	} finally {
		if (fd !== undefined) {
			closeSync(fd);
		}
	}
}
