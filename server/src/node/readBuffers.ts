/**
 * Buffers for reading sources, filled again once a reader releases them
 * (`ReadResult.release`). A fresh buffer per read left the memory of every
 * source read to the collector and to malloc, whose free lists then held
 * it: two threads over 106 MB of sources peaked about 10 MB higher.
 * Capacities are powers of two, so sources of similar sizes share buffers;
 * a buffer over `largest` is never kept, so one large source does not stay
 * in memory for the rest of the run.
 */
export class ReadBuffers {
	readonly #spare: Buffer[] = [];

	/** A buffer of at least `size` bytes, spare or new; its contents are stale. */
	take(size: number): Buffer {
		let best = -1;
		for (let i = 0; i < this.#spare.length; i++) {
			const length = this.#spare[i]!.length;
			if (length >= size && (best < 0 || length < this.#spare[best]!.length)) {
				best = i;
			}
		}
		if (best >= 0) {
			return this.#spare.splice(best, 1)[0]!;
		}
		let capacity = smallest;
		while (capacity < size) {
			capacity *= 2;
		}
		return Buffer.allocUnsafeSlow(capacity > largest ? size : capacity);
	}

	/** Takes back a buffer whose bytes nobody reads any more. */
	give(buffer: Buffer): void {
		// A buffer a reader detached (transferred) has no bytes left to lend.
		if (buffer.length === 0 || buffer.length > largest) {
			return;
		}
		if (this.#spare.length === kept) {
			// The smallest goes: a large buffer serves a small read, not the other way round.
			let smallestAt = 0;
			for (let i = 1; i < kept; i++) {
				smallestAt = this.#spare[i]!.length < this.#spare[smallestAt]!.length ? i : smallestAt;
			}
			if (this.#spare[smallestAt]!.length >= buffer.length) {
				return;
			}
			this.#spare.splice(smallestAt, 1);
		}
		this.#spare.push(buffer);
	}
}

const smallest = 64 * 1024;
const largest = 8 * 1024 * 1024;
/** As many as a source cache reads at once (`SourceCache.prefetch`: eight ahead, one loading). */
const kept = 9;
