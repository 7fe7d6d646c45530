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
 * each word, about half the bits are set, so a key absent passes with odds
 * of about 1 in 4, and a quote of ten words that a source does not hold in
 * that order passes with odds of a few in a million.
 */
export class WordSketch implements WordFilter {
	readonly #bits: Uint32Array;
	/** Bits in the filter, and that count over 2^32: a 32-bit mix times it is a bit's place. */
	readonly #size: number;
	readonly #scale: number;
	readonly distinctWords: number;

	constructor(bits: Uint32Array, distinctWords: number) {
		if (bits.length === 0) {
			throw new Error('a word sketch has at least one 32-bit word');
		}
		this.#bits = bits;
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
		const words = groupOf.length;
		const sketch = new WordSketch(new Uint32Array(sketchWords(words)), keys.length);
		const frequent = new Uint8Array(keys.length);
		for (let g = 0; g < keys.length; g++) {
			sketch.#add(keys[g]!);
			if (counts[g]! > frequentAbove) {
				frequent[g] = 1;
				sketch.#add(frequentKey(keys[g]!));
			}
		}
		for (let w = 1; w < words; w++) {
			const a = groupOf[w - 1]!;
			const b = groupOf[w]!;
			if (!frequent[a] && !frequent[b]) {
				sketch.#add(pairKey(keys[a]!, keys[b]!));
			}
		}
		return sketch;
	}

	/** The filter's bits, to store (`new WordSketch(bits, distinctWords)` reads them back). */
	get bits(): Uint32Array {
		return this.#bits;
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
		const a = this.#place(mixA(key));
		const b = this.#place(mixB(key));
		this.#bits[a >>> 5]! |= 1 << (a & 31);
		this.#bits[b >>> 5]! |= 1 << (b & 31);
	}

	#has(key: number): boolean {
		const a = this.#place(mixA(key));
		const b = this.#place(mixB(key));
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

/** The key of a pair of adjacent words, apart from the keys of single words. */
function pairKey(first: number, second: number): number {
	return mixA(Math.imul(first, 0x9E3779B1) ^ (second + 0x632BE5AB)) ^ 0x2545F491;
}

/** The key that marks a word as frequent. */
function frequentKey(hash: number): number {
	return mixB(hash ^ 0x5BD1E995) ^ 0x68E31DA4;
}

/** Two independent 32-bit mixes (lowbias32 and a variant), one per probe. */
function mixA(h: number): number {
	h ^= h >>> 16;
	h = Math.imul(h, 0x7FEB352D);
	h ^= h >>> 15;
	h = Math.imul(h, 0x846CA68B);
	return (h ^ (h >>> 16)) >>> 0;
}

function mixB(h: number): number {
	h ^= h >>> 15;
	h = Math.imul(h, 0x2C1B3C6D);
	h ^= h >>> 12;
	h = Math.imul(h, 0x297A2D39);
	return (h ^ (h >>> 15)) >>> 0;
}
