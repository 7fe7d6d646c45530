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
	/** Words more frequent than this anchor no near-miss window: they are in most windows. */
	readonly #frequent: number;

	constructor(text: string) {
		const { hashes, starts } = words(text);
		this.#frequent = Math.max(64, hashes.length >>> 8);
		// Only the very most frequent words keep no offsets: a quote made only of words without offsets rules no source out, so each such quote read every source again.
		const kept = Math.max(64, hashes.length >>> 5);
		const { keys, counts } = groupWords(hashes);
		const groups = keys.length;
		// Number the groups in ascending order of their hash.
		const sorted = keys.slice().sort();
		const rank = scratchArray(4, groups);
		for (let g = 0; g < groups; g++) {
			rank[g] = search(sorted, keys[g]!);
		}
		const sortedCounts = scratchArray(5, groups);
		for (let g = 0; g < groups; g++) {
			sortedCounts[rank[g]!] = counts[g]!;
		}
		const firsts = new Uint32Array(groups + 1);
		for (let k = 0; k < groups; k++) {
			const n = sortedCounts[k]!;
			firsts[k + 1] = firsts[k]! + (n > kept ? 0 : n);
		}
		const offsets = new Uint32Array(firsts[groups]!);
		const next = scratchArray(6, groups);
		next.set(firsts.subarray(0, groups));
		// `hashes` now holds each word's group.
		for (let w = 0; w < hashes.length; w++) {
			const k = rank[hashes[w]!]!;
			if (next[k]! < firsts[k + 1]!) {
				offsets[next[k]!++] = starts[w]!;
			}
		}
		this.#keys = sorted;
		this.#firsts = firsts;
		this.#offsets = offsets;
	}

	/**
	 * Ascending start offsets of the words spelled `word` (and of any
	 * colliding with it); undefined for a word too frequent to keep them,
	 * empty for a word the text lacks.
	 */
	offsetsOf(word: string): Uint32Array | undefined {
		return this.#offsetsOfHash(wordHash(word));
	}

	/** `offsetsOf`, but undefined also for a word too frequent to anchor a near-miss window (1/256 of the words). */
	anchorOffsetsOf(word: string): Uint32Array | undefined {
		const offsets = this.offsetsOf(word);
		return offsets && offsets.length > this.#frequent ? undefined : offsets;
	}

	#offsetsOfHash(hash: number): Uint32Array | undefined {
		const k = search(this.#keys, hash);
		if (k < 0) {
			return empty;
		}
		const from = this.#firsts[k]!;
		const to = this.#firsts[k + 1]!;
		return from === to ? undefined : this.#offsets.subarray(from, to);
	}

	/** False only when the words of `tokens`, in this order and one space apart, certainly never occur. */
	mightContain(tokens: readonly string[] | HashedWords): boolean {
		const words = 'hashes' in tokens ? tokens : hashWords(tokens);
		const lists: (Uint32Array | undefined)[] = [];
		let rarest = -1;
		for (const [k, hash] of words.hashes.entries()) {
			const list = this.#offsetsOfHash(hash);
			// A word the source lacks rules it out at once: most sources lack most of a quote's words.
			if (list?.length === 0) {
				return false;
			}
			lists.push(list);
			if (list && (rarest < 0 || list.length < lists[rarest]!.length)) {
				rarest = k;
			}
		}
		if (rarest < 0) {
			return true;
		}
		const shifts = words.shifts;
		for (const o of lists[rarest]!) {
			const at = o - shifts[rarest]!;
			if (at >= 0 && lists.every((list, k) => !list || search(list, at + shifts[k]!) >= 0)) {
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

/** Words hashed once, to test against many sources' indexes: each word's hash and its distance from the first. */
export interface HashedWords {
	readonly hashes: readonly number[];
	readonly shifts: readonly number[];
}

export function hashWords(tokens: readonly string[]): HashedWords {
	const shifts: number[] = [];
	let at = 0;
	for (const t of tokens) {
		shifts.push(at);
		at += t.length + 1;
	}
	return { hashes: tokens.map(wordHash), shifts };
}

/** Scratch of `groupWords`, kept between sources: a fresh table per source was garbage the size of the source. */
let slots = new Uint32Array(0);
let slotGroups = new Int32Array(0);

/**
 * Groups equal hashes (open addressing, at most half full): the distinct
 * hashes in order of first appearance and how often each occurs; each entry
 * of `hashes` is replaced by its group's number.
 */
function groupWords(hashes: Uint32Array): { keys: Uint32Array; counts: Uint32Array } {
	let size = 16;
	while (size < hashes.length * 2) {
		size *= 2;
	}
	if (slots.length < size) {
		slots = new Uint32Array(size);
		slotGroups = new Int32Array(size);
	}
	// Locals, not the module's variables, in the loop: V8 reloads those on every access.
	const table = slots;
	const tableGroups = slotGroups.fill(-1, 0, size);
	const mask = size - 1;
	const keys = scratchArray(2, hashes.length);
	const counts = scratchArray(3, hashes.length).fill(0);
	let groups = 0;
	for (let w = 0; w < hashes.length; w++) {
		const hash = hashes[w]!;
		let s = hash & mask;
		let g = tableGroups[s]!;
		while (g >= 0 && table[s] !== hash) {
			s = (s + 1) & mask;
			g = tableGroups[s]!;
		}
		if (g < 0) {
			g = groups++;
			table[s] = hash;
			tableGroups[s] = g;
			keys[g] = hash;
		}
		counts[g]!++;
		hashes[w] = g;
	}
	return { keys: keys.subarray(0, groups), counts };
}

/** Hash and start offset of every word of `text` (runs between single spaces, empty ones included). */
function words(text: string): { hashes: Uint32Array; starts: Uint32Array } {
	// One word more than spaces (empty words between two spaces included).
	let n = 1;
	for (let i = text.indexOf(' '); i >= 0; i = text.indexOf(' ', i + 1)) {
		n++;
	}
	const hashes = scratchArray(0, n);
	const starts = scratchArray(1, n);
	let w = 0;
	for (let from = 0; ;) {
		const space = text.indexOf(' ', from);
		const end = space < 0 ? text.length : space;
		// FNV-1a; `imul` keeps 32 bits, and the array stores them unsigned, as `wordHash` gives them.
		let h = 0x811C9DC5 | 0;
		for (let i = from; i < end; i++) {
			h = Math.imul(h ^ text.charCodeAt(i), 16777619);
		}
		hashes[w] = h;
		starts[w] = from;
		w++;
		if (space < 0) {
			return { hashes, starts };
		}
		from = space + 1;
	}
}

/**
 * Working arrays of an index build, kept between builds (the build is
 * synchronous): fresh ones per source were a megabyte of garbage per
 * 500 KB source, most of what a check of many sources allocated.
 */
const scratch: Uint32Array[] = [];
/** Words of the largest build whose arrays are kept (7 arrays of 4 MB at most). */
const scratchWords = 1 << 20;

/** Scratch array `slot`, `length` long; its contents are left from the last build. */
function scratchArray(slot: number, length: number): Uint32Array {
	// A huge source's arrays are not kept for the rest of the run.
	if (length > scratchWords) {
		return new Uint32Array(length);
	}
	let array = scratch[slot];
	if (!array || array.length < length) {
		array = new Uint32Array(Math.min(scratchWords, Math.max(length, 2 * (array?.length ?? 0))));
		scratch[slot] = array;
	}
	return array.subarray(0, length);
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
