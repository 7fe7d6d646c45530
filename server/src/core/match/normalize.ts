import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { lowerAscii } from '../text';
import type { ProfileName } from '../types';
import { emphasisDelimiters } from './emphasis';
import { profileRules } from './profiles';

/**
 * Maps normalised offsets back to the original text. Stored as runs: inside
 * a linear run, normalised character `i` came from original offset
 * `orig + (i - norm)`, one code unit long; inside a constant run every
 * character came from the same original span (an entity, a ligature's
 * letters, a collapsed run of white space). Prose needs a few runs per line,
 * so the map costs far less than the text itself.
 */
export class OffsetMap {
	readonly #norm: Int32Array;
	readonly #orig: Int32Array;
	/** End offset for constant runs; -1 for linear runs. */
	readonly #origEnd: Int32Array;

	constructor(readonly length: number, norm: Int32Array, orig: Int32Array, origEnd: Int32Array) {
		this.#norm = norm;
		this.#orig = orig;
		this.#origEnd = origEnd;
	}

	/** Number of runs, for measuring the map's size. */
	get runs(): number {
		return this.#norm.length;
	}

	#run(i: number): number {
		let lo = 0;
		let hi = this.#norm.length - 1;
		while (lo < hi) {
			const mid = (lo + hi + 1) >> 1;
			if (this.#norm[mid]! <= i) {
				lo = mid;
			} else {
				hi = mid - 1;
			}
		}
		return lo;
	}

	/** Original offset where normalised character `i` starts. */
	start(i: number): number {
		const r = this.#run(i);
		return this.#origEnd[r]! < 0 ? this.#orig[r]! + (i - this.#norm[r]!) : this.#orig[r]!;
	}

	/** Original offset just after normalised character `i`. */
	end(i: number): number {
		const r = this.#run(i);
		return this.#origEnd[r]! < 0 ? this.#orig[r]! + (i - this.#norm[r]!) + 1 : this.#origEnd[r]!;
	}
}

/** Normalised text with the map from each of its characters back to the original text (offsets include `base`). */
export interface Normalized {
	readonly text: string;
	readonly map: OffsetMap;
}

/** Maps a span of normalised text back to the original text. */
export function toOriginalSpan(n: Normalized, start: number, end: number): { start: number; end: number } {
	if (n.text.length === 0) {
		return { start: 0, end: 0 };
	}
	if (end <= start) {
		const at = start < n.text.length ? n.map.start(start) : n.map.end(n.text.length - 1);
		return { start: at, end: at };
	}
	return { start: n.map.start(start), end: n.map.end(end - 1) };
}

/** Original span covered by a whole normalised text, or undefined when it is empty. */
export function originalExtent(n: Normalized): { start: number; end: number } | undefined {
	return n.text.length ? toOriginalSpan(n, 0, n.text.length) : undefined;
}

const entityPattern = /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/y;

/** Typographic quotes, dashes and look-alike letters; applied after NFKC. */
const charMap: ReadonlyMap<string, string> = new Map([
	['\u2018', '\''], ['\u2019', '\''], ['\u201A', '\''], ['\u201B', '\''],
	['\u201C', '"'], ['\u201D', '"'], ['\u201E', '"'], ['\u201F', '"'],
	['\u2010', '-'], ['\u2011', '-'], ['\u2012', '-'], ['\u2013', '-'], ['\u2014', '-'], ['\u2015', '-'], ['\u2212', '-'],
]);

/** Cyrillic and Greek letters that render like Latin ones (lenient only). */
const homoglyphs: ReadonlyMap<string, string> = new Map(Object.entries({
	'\u0430': 'a', '\u0435': 'e', '\u043E': 'o', '\u0440': 'p', '\u0441': 'c', '\u0443': 'y', '\u0445': 'x',
	'\u0456': 'i', '\u0458': 'j', '\u0455': 's', '\u0501': 'd', '\u04BB': 'h', '\u0410': 'A', '\u0412': 'B',
	'\u0415': 'E', '\u041A': 'K', '\u041C': 'M', '\u041D': 'H', '\u041E': 'O', '\u0420': 'P', '\u0421': 'C',
	'\u0422': 'T', '\u0425': 'X', '\u0406': 'I', '\u0408': 'J', '\u0405': 'S', '\u0423': 'Y',
	'\u03BF': 'o', '\u03B9': 'i', '\u03BA': 'k', '\u03C1': 'p', '\u03BD': 'v', '\u03C5': 'u', '\u03C7': 'x',
	'\u0391': 'A', '\u0392': 'B', '\u0395': 'E', '\u0396': 'Z', '\u0397': 'H', '\u0399': 'I', '\u039A': 'K',
	'\u039C': 'M', '\u039D': 'N', '\u039F': 'O', '\u03A1': 'P', '\u03A4': 'T', '\u03A5': 'Y', '\u03A7': 'X',
}));

const isFormatChar = /^\p{Cf}$/u;
/** Where full case folding differs from `toLowerCase` for a letter a Latin or Greek text may hold. */
const caseFolds = new Map([['\u00DF', 'ss'], ['\u03C2', '\u03C3']]);
/** Unicode White_Space: JavaScript's `\s` also matches U+FEFF, a format character (removed under prose, kept otherwise). */
const isWhiteSpace = /^(?:(?!\uFEFF)\s|\u0085)$/u;
/** Characters whose compatibility mapping is <super> or <sub>: NFKC would make `10²` read `102`. */
const superOrSubClass = '\u00AA\u00B2\u00B3\u00B9\u00BA\u02B0-\u02B8\u02C0\u02C1\u02E0-\u02E4\u1D2C-\u1D6A\u1D78\u1D9B-\u1DBF\u2070-\u209C\u2C7C\u2C7D\u2D6F\u3192-\u319F\uA69C\uA69D\uA770\uA7F2-\uA7F4\uA7F8\uA7F9\uAB5C-\uAB5F\uAB69\u{10780}-\u{107BA}\u{1E030}-\u{1E06D}';
const superOrSub = new RegExp(`[${superOrSubClass}]`, 'u');
const superOrSubSplit = new RegExp(`([${superOrSubClass}])`, 'u');
const isMark = /^\p{M}$/u;
/** A line-break hyphen joins letters only: between digits it is a range (`10-` / `20` is never `1020`). */
const isLetterChar = /^\p{L}$/u;
const isDigitChar = /^\p{N}$/u;

/** Growable Int32Array. */
class IntList {
	data = new Int32Array(64);
	length = 0;

	push(v: number): void {
		if (this.length === this.data.length) {
			const next = new Int32Array(this.data.length * 2);
			next.set(this.data);
			this.data = next;
		}
		this.data[this.length++] = v;
	}

	toArray(): Int32Array {
		return this.data.slice(0, this.length);
	}
}

/**
 * Scratch buffers shared by every call: normalisation is synchronous, and a
 * fresh multi-megabyte buffer per source was most of a run's garbage. Codes
 * go into bytes while every one is ASCII (most sources' normal form), which
 * decode to a string with no copy; the first wider code moves them into
 * 16-bit codes. A 40 MB source had taken 80 MB of codes and a 40 MB copy of
 * them as bytes, at once, for its normal form alone.
 */
let narrowScratch: Uint8Array = new Uint8Array(1 << 16);
let wideScratch: Uint16Array = new Uint16Array(1 << 16);
/** Codes of the largest scratch kept between calls (1 MB of bytes, 2 MB of wide codes: a source of a million characters). */
const keptCodes = 1 << 20;

class Builder {
	/** Bytes while every code is ASCII, else 16-bit codes (`#wide`). */
	codes: Uint8Array | Uint16Array;
	length = 0;
	/** Collapsed white space waiting for the next visible character (never emitted at the ends: trimming). */
	pendingSpace = -1;
	pendingSpaceEnd = -1;
	#runNorm = new IntList();
	#runOrig = new IntList();
	#runEnd = new IntList();
	#runIsLinear = false;
	#runStartNorm = 0;
	#runStartOrig = 0;
	#runEndOrig = 0;
	/** Some code is not ASCII: `codes` are 16-bit, and the text cannot be decoded from bytes (`finish`). */
	#wide = false;

	constructor() {
		this.codes = narrowScratch;
	}

	/** Room for `extra` more codes, written straight into `codes` by a plain stretch (ASCII only). */
	reserve(extra: number): void {
		if (this.length + extra > this.codes.length) {
			this.#grow(this.length + extra);
		}
	}

	#grow(need: number): void {
		this.#moveTo(Math.max(need, this.codes.length * 2), this.#wide);
	}

	/** The codes so far into a buffer of `capacity` (the kept scratch of that width when it is large enough), wide or not. */
	#moveTo(capacity: number, wide: boolean): void {
		const kept = wide ? wideScratch : narrowScratch;
		const codes = kept.length >= capacity ? kept : wide ? new Uint16Array(capacity) : new Uint8Array(capacity);
		codes.set(this.codes.subarray(0, this.length));
		this.codes = codes;
		// Keep the larger buffer for the next call, up to `keptCodes`: a larger one is one huge source's, not worth holding for the run.
		if (codes.length <= keptCodes && codes.length > kept.length) {
			if (wide) {
				wideScratch = codes as Uint16Array;
			} else {
				narrowScratch = codes as Uint8Array;
			}
		}
	}

	space(start: number, end: number): void {
		if (this.pendingSpace < 0) {
			this.pendingSpace = start;
		}
		this.pendingSpaceEnd = end;
	}

	push(code: number, start: number, end: number): void {
		if (this.pendingSpace >= 0) {
			if (this.length > 0) {
				this.#append(32, this.pendingSpace, this.pendingSpaceEnd);
			}
			this.pendingSpace = -1;
		}
		this.#append(code, start, end);
	}

	#append(code: number, start: number, end: number): void {
		if (this.length === this.codes.length) {
			this.#grow(this.length + 16);
		}
		if (code >= 128 && !this.#wide) {
			this.#wide = true;
			this.#moveTo(this.codes.length, true);
		}
		const i = this.length;
		const continuesRun = this.#runNorm.length > 0 && (this.#runIsLinear
			? end - start === 1 && start === this.#runStartOrig + (i - this.#runStartNorm)
			: start === this.#runStartOrig && end === this.#runEndOrig);
		if (!continuesRun) {
			this.#runIsLinear = end - start === 1;
			this.#runStartNorm = i;
			this.#runStartOrig = start;
			this.#runEndOrig = end;
			this.#runNorm.push(i);
			this.#runOrig.push(start);
			this.#runEnd.push(this.#runIsLinear ? -1 : end);
		}
		this.codes[i] = code;
		this.length++;
	}

	lastCode(): number {
		return this.length > 0 && this.pendingSpace < 0 ? this.codes[this.length - 1]! : 32;
	}

	finish(): Normalized {
		let text = '';
		if (!this.#wide) {
			// ASCII: decoded from its bytes in one call, a flat string of one byte per character.
			text = asciiDecoder.decode(this.codes.subarray(0, this.length));
		} else {
			const chunk = 8192;
			for (let i = 0; i < this.length; i += chunk) {
				text += String.fromCharCode.apply(null, this.codes.subarray(i, Math.min(this.length, i + chunk)) as unknown as number[]);
			}
			// Flatten once, so later searches do not walk a rope of chunks.
			text = text.length > chunk ? flatten(text) : text;
		}
		return { text, map: new OffsetMap(this.length, this.#runNorm.toArray(), this.#runOrig.toArray(), this.#runEnd.toArray()) };
	}
}

const asciiDecoder = new TextDecoder();

function flatten(s: string): string {
	// Number() forces V8 to flatten a cons string; the result is unused.
	void Number(s);
	return s;
}

function isAsciiLetter(code: number): boolean {
	return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isLetterAt(text: string, index: number): boolean {
	if (index < 0 || index >= text.length) {
		return false;
	}
	const code = text.charCodeAt(index);
	if (code < 128) {
		return isAsciiLetter(code);
	}
	const cp = text.codePointAt(index)!;
	return isLetterChar.test(String.fromCodePoint(cp));
}

/**
 * Normalises `input` under a profile (docs/specification.md §2) and keeps, for every output
 * character, the original span it came from, so every reported position can
 * point at original text. `base` is added to every offset, for slices.
 */
export function normalize(input: string, profile: ProfileName, base = 0): Normalized {
	const rules = profileRules[profile];
	return (rules.collapseWhitespace && plainAsciiNormalize(input, rules.typography, rules.foldCase, base)) || normalizeStepwise(input, profile, base);
}

/**
 * `normalize` step by step, for any text (the reference the plain path must
 * equal). `spacedStretches` (default) lets a stretch of plain ASCII run on
 * across single white space characters; off, every word is a step of its
 * own: the simpler reference the stretches must equal.
 */
export function normalizeStepwise(input: string, profile: ProfileName, base = 0, spacedStretches = true): Normalized {
	const rules = profileRules[profile];
	const out = new Builder();
	if (!rules.collapseWhitespace) {
		exactStep(input, base, out);
		return out.finish();
	}
	// Two native scans, not /[*_]/: a source without either is scanned whole, and the regular expression is several times slower.
	const emphasis = rules.typography && (input.includes('*') || input.includes('_')) ? emphasisDelimiters(input) : undefined;
	const s: State = { input, base, out, prose: rules.typography, lenient: rules.foldCase, emphasis, emphasisAt: 0, spacedStretches };
	for (let i = 0; i < input.length;) {
		i = step(s, i);
	}
	return out.finish();
}

/**
 * `exact`: every character as it is, but a line end (CRLF or a lone CR) is
 * the `\n` that joins a quote's lines (docs/specification.md §2): lines end
 * at LF, CRLF or CR in notes and sources alike.
 */
function exactStep(input: string, base: number, out: Builder): void {
	for (let i = 0; i < input.length; i++) {
		const code = input.charCodeAt(i);
		if (code === 13 /* \r */) {
			const end = input.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
			out.push(10, base + i, base + end);
			i = end - 1;
		} else {
			out.push(code, base + i, base + i + 1);
		}
	}
}

/**
 * The normalisation of a text that no rule touches but white space, each
 * run of it one character long: the text trimmed, every white space
 * character a space (and ASCII capitals folded under `lenient`), one linear
 * run of the map. Undefined for any other text, which the step machine
 * normalises. Most sources are such prose once the rare entity, emphasis or
 * double space is absent, and stepping through them word by word was most of
 * the time spent reading a source.
 */
export function plainAsciiNormalize(input: string, prose: boolean, lenient: boolean, base: number): Normalized | undefined {
	const first = input.length - input.trimStart().length;
	const end = input.trimEnd().length;
	// `trim` also removes Unicode spaces and U+FEFF, which the rules treat apart.
	if (end <= first || !asciiSpaces(input, 0, first) || !asciiSpaces(input, end, input.length)) {
		return undefined;
	}
	let text = input.slice(first, end);
	// One regular expression scans a long text several times faster than a loop over its characters.
	if ((prose ? touchedByTypography : notPlainAscii).test(text)) {
		return undefined;
	}
	text = otherSpace.test(text) ? text.replace(/[\t\n\v\f\r]/g, ' ') : text.replaceAll('\n', ' ');
	text = lenient ? text.toLowerCase() : text;
	// Replacing and lower-casing build flat strings; `flatten` would parse the whole text as a number.
	return { text, map: new OffsetMap(end - first, Int32Array.of(0), Int32Array.of(base + first), Int32Array.of(-1)) };
}

/**
 * In the trimmed text: a character other than printable ASCII and ASCII
 * white space, or a run of white space (it collapses: not one to one).
 */
const notPlainAscii = /[^\t-\r -~]|[\t-\r ]{2}/;
/** The same, a character typography rules touch anywhere (entities, emphasis), or a hyphen a line break may follow (see `skipLineBreakHyphen`). */
const touchedByTypography = /[^\t-\r -%'-)+-^`-~]|[\t-\r ]{2}|-[ \t]*[\r\n]/;
const otherSpace = /[\t\v\f\r]/;

function asciiSpaces(input: string, from: number, to: number): boolean {
	for (let i = from; i < to; i++) {
		const code = input.charCodeAt(i);
		if (code !== 32 && (code < 9 || code > 13)) {
			return false;
		}
	}
	return true;
}

/** One normalisation in progress. */
interface State {
	readonly input: string;
	readonly base: number;
	readonly out: Builder;
	/** `typography` of the profile. */
	readonly prose: boolean;
	/** `foldCase` of the profile. */
	readonly lenient: boolean;
	/** Offsets of the `*` and `_` that pair as emphasis delimiters (under `typography`), ascending. */
	readonly emphasis: Int32Array | undefined;
	/** The first entry of `emphasis` not behind the step: steps only go forward. */
	emphasisAt: number;
	/** A plain stretch may hold single white space characters (see `plainStretch`). */
	readonly spacedStretches: boolean;
}

/** Normalises what starts at `i`; returns where the next step starts. */
function step(s: State, i: number): number {
	const { input, prose } = s;
	const code = input.charCodeAt(i);
	if (isPlain(code, prose)) {
		const j = plainStretch(s, i);
		if (j > i) {
			return j;
		}
	}
	// An ASCII letter followed by a combining mark goes through NFKC as a cluster (e + ◌́ = é).
	if (code < 128 && !(prose && i + 1 < input.length && input.charCodeAt(i + 1) >= 0x300 && isMark.test(input[i + 1]!))) {
		return asciiStep(s, i, code);
	}
	return clusterStep(s, i, code);
}

/**
 * Appends the stretch of plain ASCII from `i`, one linear run, and returns
 * its end (`i` when it must not start here). A single white space character
 * between two plain ones is part of it: it becomes one space from one
 * character, as collapsing would make it. Without that, prose with a curly
 * quote every few lines (most real sources) left the fast path for good and
 * went word by word, its normalisation several times slower. Scanning and
 * copying in one loop: this is where a non-ASCII source spends its time.
 */
function plainStretch(s: State, i: number): number {
	const { input, prose, lenient, out } = s;
	const n = input.length;
	// A combining mark after a letter belongs to it: leave that letter to the cluster path.
	if (prose && i + 1 < n && input.charCodeAt(i + 1) >= 0x300) {
		return i;
	}
	out.push(foldAscii(input.charCodeAt(i), lenient), s.base + i, s.base + i + 1);
	// The first character opened or extended a linear run; the rest extend it.
	out.reserve(n - i);
	const codes = out.codes;
	let k = out.length;
	let j = i + 1;
	while (j < n) {
		let code = input.charCodeAt(j);
		if (!isPlain(code, prose)) {
			if (!(s.spacedStretches && isAsciiSpace(code) && j + 1 < n && isPlain(input.charCodeAt(j + 1), prose))) {
				break;
			}
			codes[k++] = 32;
			code = input.charCodeAt(++j);
		}
		codes[k++] = foldAscii(code, lenient);
		j++;
	}
	if (prose && j < n && input.charCodeAt(j) >= 0x300) {
		j--;
		k--;
	}
	out.length = k;
	return j;
}

function isAsciiSpace(code: number): boolean {
	return code === 32 || (code >= 9 && code <= 13);
}

/** One ASCII character, or the entity, emphasis delimiter or line-break hyphen it starts. */
function asciiStep(s: State, i: number, code: number): number {
	const { base, out } = s;
	if (isAsciiSpace(code)) {
		out.space(base + i, base + i + 1);
		return i + 1;
	}
	if (s.prose) {
		const next = typographyStep(s, i, code);
		if (next > i) {
			return next;
		}
	}
	out.push(foldAscii(code, s.lenient), base + i, base + i + 1);
	return i + 1;
}

/** Under `typography`: an entity, an emphasis delimiter, or a line-break hyphen at `i`; returns `i` when there is none. */
function typographyStep(s: State, i: number, code: number): number {
	const { input } = s;
	if (code === 38 /* & */) {
		entityPattern.lastIndex = i;
		const m = entityPattern.exec(input);
		const decoded = m ? decodeEntity(m[1]!) : undefined;
		if (m && decoded !== undefined) {
			emitText(s, decoded, s.base + i, s.base + i + m[0].length);
			return i + m[0].length;
		}
	} else if (code === 42 /* * */ || code === 95 /* _ */) {
		// Emphasis delimiters carry no words; a `*` or `_` that pairs with none is punctuation.
		return isEmphasisDelimiter(s, i) ? i + 1 : i;
	} else if (code === 45 /* - */) {
		return lineBreakHyphenEnd(s, i + 1, i, () => s.out.push(45, s.base + i, s.base + i + 1));
	}
	return i;
}

function isEmphasisDelimiter(s: State, i: number): boolean {
	const list = s.emphasis;
	if (!list) {
		return false;
	}
	while (s.emphasisAt < list.length && list[s.emphasisAt]! < i) {
		s.emphasisAt++;
	}
	return list[s.emphasisAt] === i;
}

/**
 * After a hyphen ending at `from`, across a line break: between letters it
 * is hyphenation, removed with the break (where the next word starts is
 * returned); between a digit and a letter or digit it is a real hyphen or a
 * range (`COVID-` / `19`, `10-` / `20`), kept, with the break removed
 * (`keep` emits it). Else `otherwise`.
 */
function lineBreakHyphenEnd(s: State, from: number, otherwise: number, keep: () => void): number {
	const next = skipLineBreakHyphen(s.input, from);
	if (next <= 0) {
		return otherwise;
	}
	const before = isLetterBefore(s.out);
	const after = isLetterAt(s.input, next);
	if (before && after) {
		return next;
	}
	if ((before || isDigitBefore(s.out)) && (after || isDigitAt(s.input, next))) {
		keep();
		return next;
	}
	return otherwise;
}

/** A non-ASCII character with its combining marks, so NFKC composes them. */
function clusterStep(s: State, i: number, code: number): number {
	const { input } = s;
	let j = i + (code >= 0xD800 && code <= 0xDBFF && i + 1 < input.length ? 2 : 1);
	if (!s.prose) {
		emitChar(s, input.slice(i, j), s.base + i, s.base + j);
		return j;
	}
	while (j < input.length && input.charCodeAt(j) >= 0x300) {
		const cp = input.codePointAt(j)!;
		const ch = String.fromCodePoint(cp);
		// Conjoining vowel and final jamo compose with what precedes them (NFD Hangul), like marks.
		if (!isMark.test(ch) && !isConjoiningJamo(cp)) {
			break;
		}
		j += ch.length;
	}
	const cluster = input.slice(i, j);
	// U+2010 and U+2011 are hyphens (normalised to `-`), U+00AD a soft one: each is removed at a line break inside a word.
	if (cluster === '\u2010' || cluster === '\u2011' || cluster === '\u00AD') {
		const next = lineBreakHyphenEnd(s, j, j, () => emitText(s, cluster, s.base + i, s.base + j));
		if (next > j) {
			return next;
		}
	}
	emitText(s, cluster, s.base + i, s.base + j);
	return j;
}

/** Emits one already-decoded character after the per-character rules. */
function emitChar(s: State, ch: string, start: number, end: number): void {
	const { out } = s;
	const code = ch.charCodeAt(0);
	if (code < 128) {
		if (isAsciiSpace(code)) {
			out.space(start, end);
		} else {
			out.push(foldAscii(code, s.lenient), start, end);
		}
		return;
	}
	if (isWhiteSpace.test(ch)) {
		out.space(start, end);
		return;
	}
	if (s.prose && isFormatChar.test(ch)) {
		return;
	}
	let mapped = s.prose ? charMap.get(ch) ?? ch : ch;
	if (s.lenient) {
		mapped = (homoglyphs.get(mapped) ?? mapped).toLowerCase();
		// Case folding, not only lower case: `ß` and `ẞ` fold to `ss`, a final sigma to `σ` (Unicode CaseFolding, full).
		mapped = caseFolds.get(mapped) ?? mapped;
	}
	for (let k = 0; k < mapped.length; k++) {
		out.push(mapped.charCodeAt(k), start, end);
	}
}

/** Emits a decoded string (entity value or input cluster) through NFKC; superscripts and subscripts stay distinct (docs/specification.md §2.1). */
function emitText(s: State, text: string, start: number, end: number): void {
	const parts = superOrSub.test(text) ? text.split(superOrSubSplit) : [text];
	for (const part of parts) {
		for (const ch of superOrSub.test(part) ? part : part.normalize('NFKC')) {
			emitChar(s, ch, start, end);
		}
	}
}

/** Hangul vowel and trailing consonant jamo, which NFC composes onto a preceding syllable or leading jamo. */
function isConjoiningJamo(cp: number): boolean {
	return (cp >= 0x1160 && cp <= 0x11FF) || (cp >= 0xD7B0 && cp <= 0xD7FF);
}

/** Printable ASCII that maps to one character, itself or (`foldAscii`) its lower case: not space, nor `&`, `*`, `_`, `-` under typography. */
function isPlain(code: number, prose: boolean): boolean {
	if (code <= 32 || code >= 127) {
		return false;
	}
	return !(prose && (code === 38 || code === 42 || code === 95 || code === 45));
}

/** An ASCII capital folded to lower case under `lenient`. */
function foldAscii(code: number, lenient: boolean): number {
	return lenient ? lowerAscii(code) : code;
}

function decodeEntity(body: string): string | undefined {
	if (body.charCodeAt(0) === 35 /* # */) {
		const cp = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
		if (!Number.isFinite(cp) || cp <= 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
			return undefined;
		}
		return String.fromCodePoint(cp);
	}
	const value = decodeNamedCharacterReference(body);
	return value === false ? undefined : value;
}

/**
 * After a hyphen at `from`: when only spaces, one line break and indentation
 * follow, returns the offset of the next visible character; else -1.
 */
function skipLineBreakHyphen(input: string, from: number): number {
	let i = from;
	while (i < input.length && (input[i] === ' ' || input[i] === '\t')) {
		i++;
	}
	// A line ends at LF, CRLF or a lone CR (docs/specification.md §2).
	if (input[i] === '\r') {
		i += input[i + 1] === '\n' ? 2 : 1;
	} else if (input[i] === '\n') {
		i++;
	} else {
		return -1;
	}
	while (i < input.length && (input[i] === ' ' || input[i] === '\t')) {
		i++;
	}
	return i < input.length ? i : -1;
}

function isDigitBefore(out: Builder): boolean {
	const code = out.lastCode();
	return code < 128 ? code >= 48 && code <= 57 : isDigitChar.test(String.fromCharCode(code));
}

function isDigitAt(text: string, index: number): boolean {
	const code = text.charCodeAt(index);
	return code < 128 ? code >= 48 && code <= 57 : index < text.length && isDigitChar.test(String.fromCodePoint(text.codePointAt(index)!));
}

function isLetterBefore(out: Builder): boolean {
	const code = out.lastCode();
	if (code < 128) {
		return isAsciiLetter(code);
	}
	return isLetterChar.test(String.fromCharCode(code));
}
