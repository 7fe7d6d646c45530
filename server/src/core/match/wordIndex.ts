import { lowerAscii, pushTo } from '../text';
import { WordSketch, type HashedWords, type WordFilter } from './wordSketch';

/**
 * Where each word of a normalised text starts: words are the runs between
 * single spaces, hashed to 32 bits with ASCII capitals folded; for each
 * hash, the ascending offsets of its words. Built once per source and run,
 * and kept for the whole run (about 4 bytes per word and 8 per distinct
 * hash), it answers three questions without scanning the text:
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
export class WordIndex implements WordFilter {
	/** Distinct word hashes, ascending. */
	readonly #keys: Uint32Array;
	/** Offsets of the words of `#keys[k]` are `#offsets[#firsts[k]] .. #offsets[#firsts[k + 1]]`, ascending; none for a frequent word. */
	readonly #firsts: Offsets;
	readonly #offsets: Offsets;
	/** Words more frequent than this anchor no near-miss window: they are in most windows. */
	readonly #frequent: number;
	/** `#exact`, made at first use. */
	#asPlaces: WordPlaces | undefined;
	/** Answers of `anchorOffsetsOf` (null: none), while they hold few offsets (`anchorsKept`). */
	readonly #anchors = new Map<string, Offsets | null>();
	#anchorsHeld = 0;
	/** The text's words as a later run may keep them (`withSketch`). */
	readonly sketch: WordSketch | undefined;

	constructor(text: string, withSketch = false) {
		const { keys, counts, groupOf, starts } = groupedWords(text);
		this.#frequent = Math.max(64, groupOf.length >>> 8);
		// Only the very most frequent words keep no offsets: a quote made only of words without offsets rules no source out, so each such quote read every source again.
		const kept = Math.max(64, groupOf.length >>> 5);
		this.sketch = withSketch ? WordSketch.fromWords(keys, groupOf, counts, kept) : undefined;
		const groups = keys.length;
		const { sorted, rank } = sortGroups(keys);
		const sortedCounts = scratchArray(5, groups);
		let total = 0;
		for (let g = 0; g < groups; g++) {
			sortedCounts[rank[g]!] = counts[g]!;
			total += counts[g]! > kept ? 0 : counts[g]!;
		}
		// The index lives as long as the run: for a text under 64K characters (most of a knowledge base's sources)
		// one buffer and 16-bit offsets took 10,000 small sources' indexes from 12 to 8 KB each. (One buffer for a
		// large source's arrays instead cost the synthetic project 20 MB of peak RSS.)
		const narrow = text.length < 0xFFFF;
		const buffer = narrow ? new ArrayBuffer(4 * groups + 2 * (groups + 1 + total)) : undefined;
		this.#keys = buffer ? new Uint32Array(buffer, 0, groups) : sorted;
		if (buffer) {
			this.#keys.set(sorted);
		}
		const firsts = buffer ? new Uint16Array(buffer, 4 * groups, groups + 1) : new Uint32Array(groups + 1);
		for (let k = 0; k < groups; k++) {
			const n = sortedCounts[k]!;
			firsts[k + 1] = firsts[k]! + (n > kept ? 0 : n);
		}
		const offsets = buffer ? new Uint16Array(buffer, 4 * groups + 2 * (groups + 1), total) : new Uint32Array(total);
		const next = scratchArray(6, groups);
		next.set(firsts.subarray(0, groups));
		for (let w = 0; w < groupOf.length; w++) {
			const k = rank[groupOf[w]!]!;
			if (next[k]! < firsts[k + 1]!) {
				offsets[next[k]!++] = starts[w]!;
			}
		}
		this.#firsts = firsts;
		this.#offsets = offsets;
	}

	/**
	 * Ascending start offsets of the words spelled `word` (and of any
	 * colliding with it); undefined for a word too frequent to keep them,
	 * empty for a word the text lacks.
	 */
	offsetsOf(word: string): Offsets | undefined {
		return this.#offsetsOfHash(wordHash(word));
	}

	/**
	 * The offsets of `word` spelled as it is in `text` (this index's text),
	 * not in another letter case; undefined also for a word too frequent to
	 * anchor a near-miss window (1/256 of the words), or whose spellings
	 * together keep no offsets (1/32 of the words). `The` at the start of a
	 * sentence anchors a quote of `the` no better than any other word would,
	 * and counted among its offsets it pushed rarer words out of the anchors.
	 */
	anchorOffsetsOf(word: string, text: string): Offsets | undefined {
		const known = this.#anchors.get(word);
		if (known !== undefined) {
			return known ?? undefined;
		}
		const found = this.#spelled(word, text);
		// Each absent quote asks for up to twelve words, mostly common ones, and the check of a common word's
		// offsets was most of a run whose quotes of a 40 MB source were absent: answers are kept, up to a bound.
		if (this.#anchorsHeld + (found?.length ?? 0) > Math.max(4096, Math.min(anchorsKept, this.#offsets.length >>> 1))) {
			this.#anchors.clear();
			this.#anchorsHeld = 0;
		}
		this.#anchors.set(word, found ?? null);
		this.#anchorsHeld += 1 + (found?.length ?? 0);
		return found;
	}

	/** `anchorOffsetsOf`, worked out: the offsets spelled as `word` is, until there are too many to anchor. */
	#spelled(word: string, text: string): Offsets | undefined {
		const offsets = this.offsetsOf(word);
		if (!offsets) {
			return undefined;
		}
		const spelled = new Uint32Array(Math.min(offsets.length, this.#frequent + 1));
		const first = word.charCodeAt(0);
		let kept = 0;
		for (let i = 0; i < offsets.length; i++) {
			const at = offsets[i]!;
			const end = at + word.length;
			// The first letter tells most other spellings (a capital opening a sentence) without a call.
			if (text.charCodeAt(at) === first && (end === text.length || text.charCodeAt(end) === 32) && text.startsWith(word, at)) {
				if (kept === spelled.length) {
					return undefined;
				}
				spelled[kept++] = at;
			}
		}
		return kept > this.#frequent ? undefined : spelled.slice(0, kept);
	}

	#offsetsOfHash(hash: number): Offsets | undefined {
		const k = search(this.#keys, hash);
		if (k < 0) {
			return empty;
		}
		const from = this.#firsts[k]!;
		const to = this.#firsts[k + 1]!;
		return from === to ? undefined : this.#offsets.subarray(from, to);
	}

	/** This index as places of one character: its own tests, exact (`WordPlaces` answers them for every index). */
	get #exact(): WordPlaces {
		this.#asPlaces ??= new WordPlaces(this.#keys, this.#firsts, this.#offsets, 0);
		return this.#asPlaces;
	}

	/** False only when the words of `tokens`, in this order and one space apart, certainly never occur. */
	mightContain(tokens: readonly string[] | HashedWords): boolean {
		return this.#exact.mightContain('hashes' in tokens ? tokens : hashWords(tokens));
	}

	/**
	 * Offsets where `needle` may start, ascending: those of its rarest
	 * interior word, shifted back; undefined when it has no interior word
	 * with offsets kept (a full scan is needed). Every occurrence is among them.
	 */
	candidates(needle: string): number[] | undefined {
		return this.#exact.candidates(needle);
	}

	/** How many distinct words (hashes) the text has. */
	get distinctWords(): number {
		return this.#keys.length;
	}

	/** Whether the text has a word of this hash (`hashWords`' hashes). */
	hasWord(hash: number): boolean {
		return this.#exact.hasWord(hash);
	}

	/** The hashes of `wanted` that the text has a word of, walking its distinct words. */
	wordsIn(wanted: ReadonlyMap<number, unknown>): number[] {
		return this.#exact.wordsIn(wanted);
	}

	/** Memory held, in bytes. */
	get bytes(): number {
		return this.#keys.byteLength + this.#firsts.byteLength + this.#offsets.byteLength;
	}

	/**
	 * What to keep of this index for the rest of a run, to rule its text out
	 * of searches (`WordPlaces`): for a text under 64K characters, its offsets
	 * under 16-bit keys (the keys were most of a small source's index); for a
	 * longer one, its offsets coarsened to 16 bits, places of up to 128
	 * characters (16-bit keys there saved little and cost time); itself for
	 * a text too long for that (past 8M characters).
	 */
	kept(textLength: number): WordFilter {
		if (this.#offsets instanceof Uint16Array) {
			const keyed = byFingerprint(this.#keys, this.#firsts, this.#offsets);
			return keyed ? new WordPlaces(keyed.keys, keyed.firsts, keyed.places, 0, this.#keys.length) : this;
		}
		let shift = 0;
		while (textLength >>> shift > 0xFFFF) {
			shift++;
		}
		return shift > maxPlaceShift ? this : this.places(shift);
	}

	/** This index with its offsets kept to `2^shift` characters (`WordPlaces`); they must then fit in 16 bits. */
	places(shift: number): WordPlaces {
		const places = new Uint16Array(this.#offsets.length);
		for (let i = 0; i < places.length; i++) {
			const place = this.#offsets[i]! >>> shift;
			if (place > 0xFFFF) {
				throw new RangeError(`word places of ${2 ** shift} characters do not fit in 16 bits here`);
			}
			places[i] = place;
		}
		return new WordPlaces(this.#keys, this.#firsts, places, shift);
	}
}

/** Offsets (and answers) `WordIndex.anchorOffsetsOf` keeps per index: half the index's own, 4 MB at most. */
const anchorsKept = 1 << 20;

/**
 * The coarsest places `WordIndex.kept` keeps: a place of 2^7 = 128
 * characters, a line or two, so a text up to 8M characters keeps 16-bit
 * places. Past 2M characters (places of 64 and 128) a 5 MB source had kept
 * its whole index, 4 bytes a word: real English sources of that size kept
 * 20 MB more at 120 MB of sources, for no search the places do not answer.
 */
const maxPlaceShift = 7;

/**
 * A word index whose offsets are kept only to `2^shift` characters (in 16
 * bits, when a run keeps them): it answers `mightContain` as the index
 * would, except that a word standing within a place of where the quote puts
 * it counts as there. It never rules out what the index keeps (a word at
 * its exact offset is in its place), so a search that reads the sources it
 * keeps and asks their index finds the same places. At a shift of 0 it is
 * the index's own test.
 */
export class WordPlaces implements WordFilter {
	/** Ascending: the words' hashes, or their top 16 bits (`#keyShift` 16; see `byFingerprint`). */
	readonly #keys: Offsets;
	readonly #keyShift: number;
	readonly #firsts: Offsets;
	/** Offsets shifted right by `#shift`: ascending within each word's range, as the offsets are. */
	readonly #places: Offsets;
	readonly #shift: number;
	readonly distinctWords: number;

	/** `distinct`: the text's distinct words, when `keys` are 16-bit keys of them (fewer, where they collide). */
	constructor(keys: Offsets, firsts: Offsets, places: Offsets, shift: number, distinct?: number) {
		this.#keys = keys;
		this.#keyShift = distinct === undefined ? 0 : 16;
		this.#firsts = firsts;
		this.#places = places;
		this.#shift = shift;
		this.distinctWords = distinct ?? keys.length;
	}

	hasWord(hash: number): boolean {
		return search(this.#keys, hash >>> this.#keyShift) >= 0;
	}

	wordsIn(wanted: ReadonlyMap<number, unknown>): number[] {
		if (this.#keyShift) {
			// Walking this text's keys, as below: a search asks this of thousands of sources with one large `wanted`.
			const byKey = wantedByKey(wanted);
			const out: number[] = [];
			for (const key of this.#keys) {
				const hashes = byKey.get(key);
				if (hashes) {
					out.push(...hashes);
				}
			}
			return out;
		}
		const out: number[] = [];
		for (const key of this.#keys) {
			if (wanted.has(key)) {
				out.push(key);
			}
		}
		return out;
	}

	/**
	 * Offsets where `needle` may start, ascending and each once: around
	 * each place of its rarest interior word, every offset that place allows;
	 * undefined when it has no interior word with places. Every occurrence
	 * is among them, as among the index's candidates.
	 */
	candidates(needle: string): number[] | undefined {
		const words = needle.split(' ');
		if (words.length < 3) {
			return undefined;
		}
		let from = 0;
		let to = 0;
		let rarestShift = -1;
		let shift = words[0]!.length + 1;
		for (let k = 1; k < words.length - 1; k++) {
			const key = search(this.#keys, wordHash(words[k]!) >>> this.#keyShift);
			if (key < 0) {
				return [];
			}
			const f = this.#firsts[key]!;
			const t = this.#firsts[key + 1]!;
			if (f < t && (rarestShift < 0 || t - f < to - from)) {
				from = f;
				to = t;
				rarestShift = shift;
			}
			shift += words[k]!.length + 1;
		}
		if (rarestShift < 0) {
			return undefined;
		}
		const out: number[] = [];
		const width = 1 << this.#shift;
		let next = 0;
		for (let i = from; i < to; i++) {
			const start = (this.#places[i]! << this.#shift) - rarestShift;
			for (let at = Math.max(start, next); at < start + width; at++) {
				out.push(at);
			}
			next = Math.max(next, start + width);
		}
		return out;
	}

	mightContain(words: HashedWords): boolean {
		const n = words.hashes.length;
		const ranges = wordRanges(n);
		const rarest = rangesOf(this.#keys, this.#firsts, words.hashes, ranges, this.#keyShift);
		if (rarest < 0) {
			return rarest === noneKept;
		}
		const shifts = words.shifts;
		const width = 1 << this.#shift;
		for (let i = ranges[2 * rarest]!; i < ranges[2 * rarest + 1]!; i++) {
			// The rarest word starts somewhere in its place, so the quote starts somewhere in `at .. at + width - 1`.
			const at = (this.#places[i]! << this.#shift) - shifts[rarest]!;
			if (at + width - 1 >= 0 && this.#allNear(ranges, n, shifts, at, width)) {
				return true;
			}
		}
		return false;
	}

	/** Whether every word with places has one where it would stand if the quote started in `at .. at + width - 1`. */
	#allNear(ranges: Int32Array, n: number, shifts: readonly number[], at: number, width: number): boolean {
		for (let k = 0; k < n; k++) {
			const from = ranges[2 * k]!;
			if (from < 0) {
				continue;
			}
			const low = Math.max(0, at + shifts[k]!) >>> this.#shift;
			const high = Math.max(0, at + shifts[k]! + width - 1) >>> this.#shift;
			const i = lowerBound(this.#places, from, ranges[2 * k + 1]!, low);
			if (i >= ranges[2 * k + 1]! || this.#places[i]! > high) {
				return false;
			}
		}
		return true;
	}
}

/** The hashes of each `wanted` by their 16-bit key, built once per map (`WordPlaces.wordsIn`). */
const wantedKeys = new WeakMap<ReadonlyMap<number, unknown>, Map<number, number[]>>();

function wantedByKey(wanted: ReadonlyMap<number, unknown>): Map<number, number[]> {
	let byKey = wantedKeys.get(wanted);
	if (!byKey) {
		byKey = new Map();
		for (const h of wanted.keys()) {
			const key = h >>> 16;
			pushTo(byKey, key, h);
		}
		wantedKeys.set(wanted, byKey);
	}
	return byKey;
}

/**
 * The same places under 16-bit keys (the top half of each word's hash),
 * half the keys' memory: words whose keys collide share one list, the union
 * of theirs, so a lookup only ever finds more (a word the text lacks may
 * find another's list, which only keeps the text in). A word without
 * offsets (a frequent one) leaves its key's list empty, as in the index: no
 * place of that key then rules anything out. Undefined past 65,535 words.
 */
function byFingerprint(keys: Uint32Array, firsts: Offsets, places: Offsets): { keys: Uint16Array; firsts: Offsets; places: Offsets } | undefined {
	const n = keys.length;
	if (n > 0xFFFF) {
		return undefined;
	}
	// Each word's key in the top half, its number in the bottom: one numeric sort groups them by key.
	const order = new Uint32Array(n);
	for (let k = 0; k < n; k++) {
		order[k] = (keys[k]! >>> 16) * 0x10000 + k;
	}
	order.sort();
	let groups = 0;
	for (let i = 0; i < n; i++) {
		groups += i === 0 || order[i]! >>> 16 !== order[i - 1]! >>> 16 ? 1 : 0;
	}
	const outKeys = new Uint16Array(groups);
	const outFirsts = places.length < 0x10000 ? new Uint16Array(groups + 1) : new Uint32Array(groups + 1);
	const outPlaces = places instanceof Uint16Array ? new Uint16Array(places.length) : new Uint32Array(places.length);
	let at = 0;
	for (let i = 0, g = 0; i < n; g++) {
		const key = order[i]! >>> 16;
		let j = i;
		let frequent = false;
		while (j < n && order[j]! >>> 16 === key) {
			const k = order[j]! & 0xFFFF;
			frequent ||= firsts[k] === firsts[k + 1];
			j++;
		}
		outKeys[g] = key;
		outFirsts[g] = at;
		if (!frequent) {
			const start = at;
			for (let m = i; m < j; m++) {
				const k = order[m]! & 0xFFFF;
				for (let p = firsts[k]!; p < firsts[k + 1]!; p++) {
					outPlaces[at++] = places[p]!;
				}
			}
			if (j - i > 1) {
				outPlaces.subarray(start, at).sort();
			}
		}
		i = j;
	}
	outFirsts[groups] = at;
	return { keys: outKeys, firsts: outFirsts, places: at === places.length ? outPlaces : outPlaces.slice(0, at) };
}

/** The first index of the ascending `list[from, to)` holding at least `value` (`to` when none). */
function lowerBound(list: Offsets, from: number, to: number, value: number): number {
	let lo = from;
	let hi = to;
	while (lo < hi) {
		const mid = (lo + hi) >>> 1;
		if (list[mid]! < value) {
			lo = mid + 1;
		} else {
			hi = mid;
		}
	}
	return lo;
}

/** Offsets into a text: 16 bits wide for a text under 64K characters. */
export type Offsets = Uint32Array | Uint16Array;

const empty = new Uint32Array(0);

export type { HashedWords };

export function hashWords(tokens: readonly string[]): HashedWords {
	const shifts: number[] = [];
	let at = 0;
	for (const t of tokens) {
		shifts.push(at);
		at += t.length + 1;
	}
	return { hashes: tokens.map(wordHash), shifts };
}

/** Scratch of `groupedWords`, kept between sources: a fresh table per source was garbage the size of the source. */
let slots = new Uint32Array(0);
let slotGroups = new Int32Array(0);
/** Table slots kept for the next build (2 MB: 130,000 distinct words); a larger table is dropped with its build. */
const keptSlots = 1 << 18;

/**
 * Every word of `text` (the runs between single spaces, empty ones
 * included), hashed and grouped by hash in one pass: the distinct hashes in
 * order of first appearance, how often each occurs, and each word's group
 * and start offset. Equal hashes are found by open addressing in a table at
 * most half full, grown with the distinct words: sized by all the words, a
 * 40 MB source's table took 128 MB, kept for the rest of the run, where its
 * 30,000 distinct words need 0.5 MB.
 */
function groupedWords(text: string): { keys: Uint32Array; counts: Uint32Array; groupOf: Uint32Array; starts: Uint32Array } {
	// A guess at the words, grown as they come within the kept scratch: counting them first was an eighth of the
	// build. A text too long for the scratch gets arrays of its own, sized exactly: grown, they held a third more.
	const guess = (text.length >>> 3) + 16;
	let n = guess > scratchWords ? wordCount(text) : Math.min(text.length + 1, guess);
	let size = 16;
	while (size < n * 2 && size < 1 << 16) {
		size *= 2;
	}
	// Locals, not the module's variables, in the loop: V8 reloads those on every access.
	let { table, tableGroups } = hashTable(size);
	let mask = size - 1;
	let groupOf = scratchArray(0, n);
	let starts = scratchArray(1, n);
	let keys = scratchArray(2, Math.min(n, size >>> 1));
	let counts = scratchArray(3, keys.length);
	let groups = 0;
	let w = 0;
	const length = text.length;
	for (let from = 0; ;) {
		// Room for this word before it can open a group, so `keys` (at most `n` long) always has room for one more.
		if (w === n) {
			n = Math.min(length + 1, 2 * n);
			groupOf = grownScratch(0, groupOf, n);
			starts = grownScratch(1, starts, n);
		}
		// `wordHash`, inline; `imul` keeps 32 bits, compared unsigned as `wordHash` gives them.
		let h = 0x811C9DC5 | 0;
		let space = from;
		for (let c; space < length && (c = text.charCodeAt(space)) !== 32; space++) {
			h = Math.imul(h ^ lowerAscii(c), 16777619);
		}
		const hash = h >>> 0;
		let slot = hash & mask;
		let g = tableGroups[slot]!;
		while (g >= 0 && table[slot] !== hash) {
			slot = (slot + 1) & mask;
			g = tableGroups[slot]!;
		}
		if (g < 0) {
			if (groups === keys.length) {
				// Half full: twice the slots, every group placed again, and room for as many groups more.
				size *= 2;
				mask = size - 1;
				({ table, tableGroups } = hashTable(size));
				placeGroups(table, tableGroups, keys.subarray(0, groups), mask);
				keys = grownScratch(2, keys, Math.min(n, size >>> 1));
				counts = grownScratch(3, counts, keys.length);
				slot = freeSlot(tableGroups, hash, mask);
			}
			g = groups++;
			table[slot] = hash;
			tableGroups[slot] = g;
			keys[g] = hash;
			counts[g] = 0;
		}
		counts[g]!++;
		groupOf[w] = g;
		starts[w] = from;
		w++;
		if (space >= length) {
			return { keys: keys.subarray(0, groups), counts: counts.subarray(0, groups), groupOf: groupOf.subarray(0, w), starts: starts.subarray(0, w) };
		}
		from = space + 1;
	}
}

/** One word more than spaces (empty words between two spaces included). */
function wordCount(text: string): number {
	let n = 1;
	for (let i = text.indexOf(' '); i >= 0; i = text.indexOf(' ', i + 1)) {
		n++;
	}
	return n;
}

/** Places every group of `keys` in an empty table. */
function placeGroups(table: Uint32Array, tableGroups: Int32Array, keys: Uint32Array, mask: number): void {
	for (let k = 0; k < keys.length; k++) {
		const at = freeSlot(tableGroups, keys[k]!, mask);
		table[at] = keys[k]!;
		tableGroups[at] = k;
	}
}

/** The first free slot for `hash` (the table holds no group of it). */
function freeSlot(tableGroups: Int32Array, hash: number, mask: number): number {
	let slot = hash & mask;
	while (tableGroups[slot]! >= 0) {
		slot = (slot + 1) & mask;
	}
	return slot;
}

/** An empty table of `size` slots: the kept one when large enough. */
function hashTable(size: number): { table: Uint32Array; tableGroups: Int32Array } {
	if (slots.length >= size) {
		return { table: slots, tableGroups: slotGroups.fill(-1, 0, size) };
	}
	const table = new Uint32Array(size);
	const tableGroups = new Int32Array(size).fill(-1);
	if (size <= keptSlots) {
		slots = table;
		slotGroups = tableGroups;
	}
	return { table, tableGroups };
}

/** Scratch array `slot` grown to `length`, holding what `old` held. */
function grownScratch(slot: number, old: Uint32Array, length: number): Uint32Array {
	const next = scratchArray(slot, length);
	if (next.buffer !== old.buffer) {
		next.set(old);
	}
	return next;
}

/** Buckets of `sortGroups`, kept between builds. */
const radixCounts = new Uint32Array(257);

/**
 * The distinct hashes in ascending order, and each group's place in that
 * order: a radix sort (four passes of 8 bits; a few thousand groups would
 * not pay for clearing 65,536 buckets), which the sort and a binary search
 * per group cost several times.
 */
function sortGroups(keys: Uint32Array): { sorted: Uint32Array; rank: Uint32Array } {
	const n = keys.length;
	let from = scratchArray(4, n);
	let to = scratchArray(7, n);
	for (let g = 0; g < n; g++) {
		from[g] = g;
	}
	const counts = radixCounts;
	// Stable passes from the lowest byte up, so the order is by the whole hash.
	for (let shift = 0; shift < 32; shift += 8) {
		counts.fill(0);
		for (let i = 0; i < n; i++) {
			counts[((keys[from[i]!]! >>> shift) & 0xFF) + 1]!++;
		}
		for (let d = 1; d <= 256; d++) {
			counts[d]! += counts[d - 1]!;
		}
		for (let i = 0; i < n; i++) {
			const g = from[i]!;
			to[counts[(keys[g]! >>> shift) & 0xFF]!++] = g;
		}
		[from, to] = [to, from];
	}
	// After an even number of passes the order is back in `from` (slot 4); `to` (slot 7) becomes the ranks.
	const sorted = new Uint32Array(n);
	const rank = to;
	for (let k = 0; k < n; k++) {
		sorted[k] = keys[from[k]!]!;
		rank[from[k]!] = k;
	}
	return { sorted, rank };
}

/**
 * Working arrays of an index build, kept between builds (the build is
 * synchronous): fresh ones per source were a megabyte of garbage per
 * 500 KB source, most of what a check of many sources allocated.
 */
const scratch: Uint32Array[] = [];
/**
 * Words of the largest build whose arrays are kept (8 arrays of 512 KB at
 * most: a source of some 800 KB). A larger source's arrays leave with its
 * build: kept up to a million words, three 5 MB sources left 27 MB of
 * them for the rest of the run.
 */
const scratchWords = 1 << 17;

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

let ranges = new Int32Array(64);

/** What `rangesOf` gives when a word is missing, and when no word keeps offsets. */
const missing = -2;
const noneKept = -1;

/**
 * Fills `ranges` with each word's range of a word list (from at 2k, to at
 * 2k + 1; from is -1 for a word without offsets) and gives the word with
 * the shortest range; `missing` at the first word the text lacks (most
 * sources lack most of a quote's words), `noneKept` when no word has one.
 * A reused array, since this runs for every quote and source pair: views
 * and iterators per word were much of a run's garbage.
 */
function rangesOf(keys: Offsets, firsts: Offsets, hashes: readonly number[], ranges: Int32Array, keyShift = 0): number {
	let rarest = noneKept;
	for (let k = 0; k < hashes.length; k++) {
		const key = search(keys, hashes[k]! >>> keyShift);
		if (key < 0) {
			return missing;
		}
		const from = firsts[key]!;
		const to = firsts[key + 1]!;
		ranges[2 * k] = from === to ? -1 : from;
		ranges[2 * k + 1] = to;
		if (from < to && (rarest < 0 || to - from < ranges[2 * rarest + 1]! - ranges[2 * rarest]!)) {
			rarest = k;
		}
	}
	return rarest;
}

function wordRanges(words: number): Int32Array {
	if (ranges.length < 2 * words) {
		ranges = new Int32Array(4 * words);
	}
	return ranges;
}

/** Where the ascending `list[from, to)` holds `value`, or -1 (binary search). */
function searchIn(list: Offsets, from: number, to: number, value: number): number {
	let lo = from;
	let hi = to - 1;
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

/** Where the ascending `list` holds `value`, or -1 (binary search). */
function search(list: Offsets, value: number): number {
	return searchIn(list, 0, list.length, value);
}

/**
 * FNV-1a of a word with its ASCII capitals folded: `The` and `the` share a
 * hash, a collision like any other (a candidate is verified character by
 * character), so the index also places a quote typed in another letter case
 * (`caseFoldedHit`).
 */
function wordHash(token: string): number {
	let h = 0x811C9DC5;
	for (let i = 0; i < token.length; i++) {
		h = Math.imul(h ^ lowerAscii(token.charCodeAt(i)), 16777619) >>> 0;
	}
	return h;
}
