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
	#spareBytes = 0;

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
			const taken = this.#spare.splice(best, 1)[0]!;
			this.#spareBytes -= taken.length;
			return taken;
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
		this.#spare.push(buffer);
		this.#spareBytes += buffer.length;
		// Past the caps the smallest go: a large buffer serves a small read, not the other way round.
		while (this.#spare.length > kept || this.#spareBytes > keptBytes) {
			let smallestAt = 0;
			for (let i = 1; i < this.#spare.length; i++) {
				smallestAt = this.#spare[i]!.length < this.#spare[smallestAt]!.length ? i : smallestAt;
			}
			this.#spareBytes -= this.#spare.splice(smallestAt, 1)[0]!.length;
		}
	}
}

const smallest = 64 * 1024;
/**
 * The largest buffer kept (1 MB: a source up to that size), and the most
 * kept in all: 4 MB of spare buffers serve as many reads as a source cache
 * has in flight (`SourceCache.prefetch` holds 2 MB ahead). Three 5 MB
 * sources read at once had kept 24 MB of 8 MB buffers for the rest of a run.
 */
const largest = 1024 * 1024;
const keptBytes = 4 * 1024 * 1024;
/** As many as a source cache reads at once (`SourceCache.prefetch`: eight ahead, one loading). */
const kept = 9;
