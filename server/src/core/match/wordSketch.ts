/** Words hashed once, to test against many sources' indexes: each word's hash and its distance from the first. */
export interface HashedWords {
	readonly hashes: readonly number[];
	readonly shifts: readonly number[];
}

/**
 * What a search of other sources asks of a source before reading it: may it
 * hold these words? A `WordIndex` answers exactly (up to hash collisions); a
 * `WordSketch` answers from a few bits per word, kept between runs.
 */
export interface WordFilter {
	/** How many distinct words (hashes) the text has. */
	readonly distinctWords: number;
	/** Whether the text may have a word of this hash (`hashWords`' hashes). */
	hasWord(hash: number): boolean;
	/** The hashes of `wanted` that the text may have a word of. */
	wordsIn(wanted: ReadonlyMap<number, unknown>): number[];
	/** False only when the words of `words`, in this order and one space apart, certainly never occur. */
	mightContain(words: HashedWords): boolean;
}

/**
 * A Bloom filter of a normalised text's words, of each pair of adjacent
 * words, and of which words are frequent, so a later run can rule a source
 * out of a search for misattributed quotes without reading it. It never
 * rules out a source whose `WordIndex` would keep it: that index checks the
 * relative places of every word but the frequent ones (those keep no
 * offsets), so the sketch checks a pair only when neither word is frequent.
 * A false positive only costs the read of a source.
 *
 * Two probes per key in 3 bits per word of the text (at least 512, so a
 * short text is not mostly set bits): with a pair for about
 * each word, about half the bits are set, so a pair absent passes with
 * odds of about 1 in 3 (measured on the synthetic project, frequent words
 * included), and a quote of ten words that a source does not hold in that
 * order with odds of about 1 in 10,000.
 */
export class WordSketch implements WordFilter {
	/** Signed: a word with its top bit set stays a small integer to V8, where an unsigned one past 2^31 is a heap number (a build was slower). */
	readonly #bits: Int32Array;
	/** Bits in the filter, and that count over 2^32: a 32-bit mix times it is a bit's place. */
	readonly #size: number;
	readonly #scale: number;
	readonly distinctWords: number;

	constructor(bits: Uint32Array, distinctWords: number) {
		if (bits.length === 0) {
			throw new Error('a word sketch has at least one 32-bit word');
		}
		this.#bits = new Int32Array(bits.buffer, bits.byteOffset, bits.length);
		this.#size = bits.length * 32;
		this.#scale = this.#size / 4294967296;
		this.distinctWords = distinctWords;
	}

	/**
	 * The sketch of a text's words: `keys[groupOf[w]]` is the hash of its
	 * word `w`, in text order; a group counted over `frequentAbove` is a
	 * frequent word, as `WordIndex` decides it.
	 */
	static fromWords(keys: Uint32Array, groupOf: Uint32Array, counts: Uint32Array, frequentAbove: number): WordSketch {
		const sketch = new WordSketch(new Uint32Array(sketchWords(groupOf.length)), keys.length);
		for (let g = 0; g < keys.length; g++) {
			sketch.#add(keys[g]!);
			if (counts[g]! > frequentAbove) {
				sketch.#add(frequentKey(keys[g]!));
			}
		}
		for (let w = 1; w < groupOf.length; w++) {
			const a = groupOf[w - 1]!;
			const b = groupOf[w]!;
			if (counts[a]! <= frequentAbove && counts[b]! <= frequentAbove) {
				sketch.#add(pairKey(keys[a]!, keys[b]!));
			}
		}
		return sketch;
	}

	/** The filter's bits, to store (`new WordSketch(bits, distinctWords)` reads them back). */
	get bits(): Uint32Array {
		return new Uint32Array(this.#bits.buffer, this.#bits.byteOffset, this.#bits.length);
	}

	hasWord(hash: number): boolean {
		return this.#has(hash);
	}

	wordsIn(wanted: ReadonlyMap<number, unknown>): number[] {
		const out: number[] = [];
		for (const hash of wanted.keys()) {
			if (this.#has(hash)) {
				out.push(hash);
			}
		}
		return out;
	}

	mightContain(words: HashedWords): boolean {
		const hashes = words.hashes;
		let before = false;
		for (let k = 0; k < hashes.length; k++) {
			if (!this.#has(hashes[k]!)) {
				return false;
			}
			// A frequent word (or one the filter takes for it) joins no pair that is checked.
			const counted = !this.#has(frequentKey(hashes[k]!));
			if (before && counted && !this.#has(pairKey(hashes[k - 1]!, hashes[k]!))) {
				return false;
			}
			before = counted;
		}
		return true;
	}

	#add(key: number): void {
		const mixed = mix(key);
		const a = this.#place(mixed);
		const b = this.#place(Math.imul(mixed, 0x9E3779B1) >>> 0);
		this.#bits[a >>> 5]! |= 1 << (a & 31);
		this.#bits[b >>> 5]! |= 1 << (b & 31);
	}

	/** Whether both of a key's bits are set: the same two places `#add` sets. */
	#has(key: number): boolean {
		// The second probe is the mix times an odd constant: as good as a second mix here, at half the cost of building the synthetic project's sketches.
		const mixed = mix(key);
		const a = this.#place(mixed);
		const b = this.#place(Math.imul(mixed, 0x9E3779B1) >>> 0);
		return (this.#bits[a >>> 5]! & (1 << (a & 31))) !== 0 && (this.#bits[b >>> 5]! & (1 << (b & 31))) !== 0;
	}

	/** A bit's place for a 32-bit mix: a multiply, not a division (any size, not only powers of two). */
	#place(mix: number): number {
		return Math.min(this.#size - 1, Math.floor(mix * this.#scale));
	}
}

/** The 32-bit words of the sketch of a text of `words` words. */
export function sketchWords(words: number): number {
	return Math.max(16, Math.ceil((3 * words) / 32));
}

/** The key of a pair of adjacent words (mixed before it sets bits), for building and asking alike. */
function pairKey(first: number, second: number): number {
	return Math.imul(first, 0x85EBCA6B) ^ (second + 0x632BE5AB);
}

/** The key that marks a word as frequent. */
function frequentKey(hash: number): number {
	return Math.imul(hash ^ 0x5BD1E995, 0xC2B2AE35) ^ 0x68E31DA4;
}

/** A 32-bit mix (lowbias32): every bit of the key moves the bits a place is taken from. */
function mix(h: number): number {
	h ^= h >>> 16;
	h = Math.imul(h, 0x7FEB352D);
	h ^= h >>> 15;
	h = Math.imul(h, 0x846CA68B);
	return (h ^ (h >>> 16)) >>> 0;
}
