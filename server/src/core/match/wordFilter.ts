/**
 * A one-hash Bloom filter of a text's words and adjacent word pairs
 * (space-separated tokens of normalised text). "Might contain" is true for
 * every pair the text has and, by chance, for about 6% of others; checking
 * every interior pair of a quote therefore rules out almost every source
 * that cannot hold it, before any exact search. 16 bits per token.
 */
export class WordFilter {
	readonly #bits: Uint32Array;
	readonly #mask: number;

	constructor(text: string) {
		let tokens = 1;
		for (let i = text.indexOf(' '); i >= 0; i = text.indexOf(' ', i + 1)) {
			tokens++;
		}
		let size = 1024;
		while (size < tokens * 16) {
			size *= 2;
		}
		this.#bits = new Uint32Array(size >>> 5);
		this.#mask = size - 1;
		let previous = -1;
		let h = 0x811C9DC5;
		for (let i = 0; i <= text.length; i++) {
			const code = i < text.length ? text.charCodeAt(i) : 32;
			if (code === 32) {
				this.#set(h);
				if (previous >= 0) {
					this.#set(pairHash(previous, h));
				}
				previous = h;
				h = 0x811C9DC5;
			} else {
				h = Math.imul(h ^ code, 16777619) >>> 0;
			}
		}
	}

	#set(h: number): void {
		const bit = h & this.#mask;
		this.#bits[bit >>> 5]! |= 1 << (bit & 31);
	}

	#has(h: number): boolean {
		const bit = h & this.#mask;
		return (this.#bits[bit >>> 5]! & (1 << (bit & 31))) !== 0;
	}

	/** False only when some word, or pair of adjacent words, of `tokens` is certainly absent. */
	mightContain(tokens: readonly string[]): boolean {
		let previous = -1;
		for (const token of tokens) {
			const h = wordHash(token);
			if (!this.#has(h) || (previous >= 0 && !this.#has(pairHash(previous, h)))) {
				return false;
			}
			previous = h;
		}
		return true;
	}

	/** Memory held, in bytes. */
	get bytes(): number {
		return this.#bits.byteLength;
	}
}

function wordHash(token: string): number {
	let h = 0x811C9DC5;
	for (let i = 0; i < token.length; i++) {
		h = Math.imul(h ^ token.charCodeAt(i), 16777619) >>> 0;
	}
	return h;
}

function pairHash(a: number, b: number): number {
	let h = Math.imul(a ^ 0x9E3779B9, 0x85EBCA6B) >>> 0;
	h = Math.imul(h ^ b ^ (h >>> 13), 0xC2B2AE35) >>> 0;
	return (h ^ (h >>> 16)) >>> 0;
}
