/**
 * Where each word of a normalised text starts: words are the runs between
 * single spaces, hashed to 32 bits; for each hash, the ascending offsets of
 * its words. Built once per source and run, and kept for the whole run
 * (about 4 bytes per word and 8 per distinct hash), it answers three
 * questions without scanning the text:
 *
 * - may a quote occur here at all (every interior word, at the offsets the
 *   quote puts it, is present) — exact up to hash collisions, which only
 *   ever keep a source in, never rule one out;
 * - where may it occur (candidates from its rarest interior word, each then
 *   verified character for character, so counts equal a full scan);
 * - where are the words a near miss keeps (windows for the approximate search).
 *
 * An exact occurrence of a quote holds each of its interior words (all but
 * the first and last, which may be cut) as whole words, so no occurrence is
 * ever missed by looking only at the rarest interior word's offsets.
 */
export class WordIndex {
	/** Distinct word hashes, ascending. */
	readonly #keys: Uint32Array;
	/** Offsets of the words of `#keys[k]` are `#offsets[#firsts[k]] .. #offsets[#firsts[k + 1]]`, ascending; none for a frequent word. */
	readonly #firsts: Uint32Array;
	readonly #offsets: Uint32Array;
	/** Words more frequent than this keep no offsets: they are in most windows and would hold most of the memory. */
	readonly #frequent: number;

	constructor(text: string) {
		const { hashes, starts } = words(text);
		this.#frequent = Math.max(64, hashes.length >>> 8);
		// Count each distinct hash in a temporary table, then number them in ascending order.
		const temp = new Table(hashes.length);
		const counts: number[] = [];
		for (let w = 0; w < hashes.length; w++) {
			const g = temp.group(hashes[w]!, counts.length);
			counts[g] = (counts[g] ?? 0) + 1;
		}
		this.#keys = new Uint32Array(counts.length);
		for (let s = 0, g = 0; s < temp.keys.length; s++) {
			if (temp.groups[s]! >= 0) {
				this.#keys[g++] = temp.keys[s]!;
			}
		}
		this.#keys.sort();
		this.#firsts = new Uint32Array(counts.length + 1);
		for (let k = 0; k < this.#keys.length; k++) {
			const n = counts[temp.renumber(this.#keys[k]!, k)]!;
			this.#firsts[k + 1] = this.#firsts[k]! + (n > this.#frequent ? 0 : n);
		}
		this.#offsets = new Uint32Array(this.#firsts[this.#keys.length]!);
		const next = this.#firsts.slice(0, this.#keys.length);
		for (let w = 0; w < hashes.length; w++) {
			const k = temp.group(hashes[w]!, -1);
			if (next[k]! < this.#firsts[k + 1]!) {
				this.#offsets[next[k]!++] = starts[w]!;
			}
		}
	}

	/**
	 * Ascending start offsets of the words spelled `word` (and of any
	 * colliding with it); undefined for a word too frequent to keep them,
	 * empty for a word the text lacks.
	 */
	offsetsOf(word: string): Uint32Array | undefined {
		const k = search(this.#keys, wordHash(word));
		if (k < 0) {
			return empty;
		}
		const from = this.#firsts[k]!;
		const to = this.#firsts[k + 1]!;
		return from === to ? undefined : this.#offsets.subarray(from, to);
	}

	/** False only when the words of `tokens`, in this order and one space apart, certainly never occur. */
	mightContain(tokens: readonly string[]): boolean {
		const lists = this.#anchored(tokens);
		if (!lists) {
			return true;
		}
		const { rarest, shifts } = lists;
		for (const o of lists.lists[rarest]!) {
			const at = o - shifts[rarest]!;
			if (at >= 0 && lists.lists.every((list, k) => !list || search(list, at + shifts[k]!) >= 0)) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Offsets where `needle` may start, ascending: those of its rarest
	 * interior word, shifted back; undefined when it has no interior word
	 * with offsets kept (a full scan is needed). Every occurrence is among them.
	 */
	candidates(needle: string): number[] | undefined {
		const words = needle.split(' ');
		const lists = words.length >= 3 ? this.#anchored(words.slice(1, -1)) : undefined;
		if (!lists) {
			return undefined;
		}
		const shift = words[0]!.length + 1 + lists.shifts[lists.rarest]!;
		const out: number[] = [];
		for (const o of lists.lists[lists.rarest]!) {
			if (o >= shift) {
				out.push(o - shift);
			}
		}
		return out;
	}

	/** Each word's offsets (undefined when too frequent), the rarest kept list, and each word's distance from the first; undefined when no list is kept. */
	#anchored(tokens: readonly string[]): { lists: (Uint32Array | undefined)[]; rarest: number; shifts: number[] } | undefined {
		const lists = tokens.map(t => this.offsetsOf(t));
		let rarest = -1;
		for (let k = 0; k < lists.length; k++) {
			if (lists[k] && (rarest < 0 || lists[k]!.length < lists[rarest]!.length)) {
				rarest = k;
			}
		}
		if (rarest < 0) {
			return undefined;
		}
		const shifts: number[] = [0];
		for (let k = 1; k < tokens.length; k++) {
			shifts.push(shifts[k - 1]! + tokens[k - 1]!.length + 1);
		}
		return { lists, rarest, shifts };
	}

	/** Memory held, in bytes. */
	get bytes(): number {
		return this.#keys.byteLength + this.#firsts.byteLength + this.#offsets.byteLength;
	}
}

const empty = new Uint32Array(0);

/** An open-addressing table from hash to group number, at most half full. */
class Table {
	readonly keys: Uint32Array;
	readonly groups: Int32Array;

	constructor(entries: number) {
		let size = 16;
		while (size < entries * 2) {
			size *= 2;
		}
		this.keys = new Uint32Array(size);
		this.groups = new Int32Array(size).fill(-1);
	}

	/** The group of `hash`, given `fresh` when it had none. */
	group(hash: number, fresh: number): number {
		const mask = this.keys.length - 1;
		let s = hash & mask;
		while (this.groups[s]! >= 0) {
			if (this.keys[s] === hash) {
				return this.groups[s]!;
			}
			s = (s + 1) & mask;
		}
		this.keys[s] = hash;
		this.groups[s] = fresh;
		return fresh;
	}

	/** Gives a present `hash` the group `next`; returns its old one. */
	renumber(hash: number, next: number): number {
		const mask = this.keys.length - 1;
		let s = hash & mask;
		while (this.keys[s] !== hash) {
			s = (s + 1) & mask;
		}
		const old = this.groups[s]!;
		this.groups[s] = next;
		return old;
	}
}

/** Hash and start offset of every word of `text` (runs between single spaces, empty ones included). */
function words(text: string): { hashes: Uint32Array; starts: Uint32Array } {
	let n = 1;
	for (let i = text.indexOf(' '); i >= 0; i = text.indexOf(' ', i + 1)) {
		n++;
	}
	const hashes = new Uint32Array(n);
	const starts = new Uint32Array(n);
	let w = 0;
	let h = 0x811C9DC5;
	for (let i = 0; i <= text.length; i++) {
		const code = i < text.length ? text.charCodeAt(i) : 32;
		if (code === 32) {
			hashes[w++] = h;
			if (w < n) {
				starts[w] = i + 1;
			}
			h = 0x811C9DC5;
		} else {
			h = Math.imul(h ^ code, 16777619) >>> 0;
		}
	}
	return { hashes, starts };
}

/** Where the ascending `list` holds `value`, or -1 (binary search). */
function search(list: Uint32Array, value: number): number {
	let lo = 0;
	let hi = list.length - 1;
	while (lo <= hi) {
		const mid = (lo + hi) >>> 1;
		const v = list[mid]!;
		if (v === value) {
			return mid;
		}
		if (v < value) {
			lo = mid + 1;
		} else {
			hi = mid - 1;
		}
	}
	return -1;
}

function wordHash(token: string): number {
	let h = 0x811C9DC5;
	for (let i = 0; i < token.length; i++) {
		h = Math.imul(h ^ token.charCodeAt(i), 16777619) >>> 0;
	}
	return h;
}
