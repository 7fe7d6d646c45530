import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import type { ProfileName } from '../types';

/**
 * Normalised text with a map back to the original: character `i` of `text`
 * came from `original[starts[i], ends[i])` (UTF-16 offsets, plus `base`).
 */
export interface Normalized {
	readonly text: string;
	readonly starts: Int32Array;
	readonly ends: Int32Array;
}

/** Maps a span of normalised text back to the original text. */
export function toOriginalSpan(n: Normalized, start: number, end: number): { start: number; end: number } {
	if (end <= start) {
		const at = start < n.starts.length ? n.starts[start]! : (n.ends.length ? n.ends[n.ends.length - 1]! : 0);
		return { start: at, end: at };
	}
	return { start: n.starts[start]!, end: n.ends[end - 1]! };
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
const isWhiteSpace = /^\s$/u;
const isMark = /^\p{M}$/u;
const isWordChar = /^[\p{L}\p{N}]$/u;

class Builder {
	codes: Uint16Array;
	starts: Int32Array;
	ends: Int32Array;
	length = 0;
	/** Collapsed white space waiting for the next visible character (never emitted at the ends: trimming). */
	pendingSpace = -1;
	pendingSpaceEnd = -1;

	constructor(capacity: number) {
		this.codes = new Uint16Array(capacity);
		this.starts = new Int32Array(capacity);
		this.ends = new Int32Array(capacity);
	}

	#grow(): void {
		const size = this.codes.length * 2 + 16;
		const codes = new Uint16Array(size);
		codes.set(this.codes);
		const starts = new Int32Array(size);
		starts.set(this.starts);
		const ends = new Int32Array(size);
		ends.set(this.ends);
		this.codes = codes;
		this.starts = starts;
		this.ends = ends;
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
			this.#grow();
		}
		this.codes[this.length] = code;
		this.starts[this.length] = start;
		this.ends[this.length] = end;
		this.length++;
	}

	lastCode(): number {
		return this.length > 0 && this.pendingSpace < 0 ? this.codes[this.length - 1]! : 32;
	}

	finish(): Normalized {
		let text = '';
		const chunk = 8192;
		for (let i = 0; i < this.length; i += chunk) {
			text += String.fromCharCode.apply(null, this.codes.subarray(i, Math.min(this.length, i + chunk)) as unknown as number[]);
		}
		return { text, starts: this.starts.slice(0, this.length), ends: this.ends.slice(0, this.length) };
	}
}

function isAsciiAlnum(code: number): boolean {
	return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isWordAt(text: string, index: number): boolean {
	if (index < 0 || index >= text.length) {
		return false;
	}
	const code = text.charCodeAt(index);
	if (code < 128) {
		return isAsciiAlnum(code);
	}
	const cp = text.codePointAt(index)!;
	return isWordChar.test(String.fromCodePoint(cp));
}

/**
 * Normalises `input` under a profile (SPEC §2) and keeps, for every output
 * character, the original span it came from, so every reported position can
 * point at original text. `base` is added to every offset, for slices.
 */
export function normalize(input: string, profile: ProfileName, base = 0): Normalized {
	const out = new Builder(input.length + 16);
	if (profile === 'exact') {
		for (let i = 0; i < input.length; i++) {
			out.push(input.charCodeAt(i), base + i, base + i + 1);
		}
		return out.finish();
	}
	const prose = profile === 'prose' || profile === 'lenient';
	const lenient = profile === 'lenient';

	/** Emits one already-decoded character after the per-character rules. */
	const emitChar = (ch: string, start: number, end: number): void => {
		const code = ch.charCodeAt(0);
		if (code < 128) {
			if (code === 32 || (code >= 9 && code <= 13)) {
				out.space(start, end);
				return;
			}
			if (lenient && code >= 65 && code <= 90) {
				out.push(code + 32, start, end);
				return;
			}
			out.push(code, start, end);
			return;
		}
		if (isWhiteSpace.test(ch)) {
			out.space(start, end);
			return;
		}
		if (!prose) {
			for (let k = 0; k < ch.length; k++) {
				out.push(ch.charCodeAt(k), start, end);
			}
			return;
		}
		if (isFormatChar.test(ch)) {
			return;
		}
		let mapped = charMap.get(ch) ?? ch;
		if (lenient) {
			mapped = (homoglyphs.get(mapped) ?? mapped).toLowerCase();
		}
		for (let k = 0; k < mapped.length; k++) {
			out.push(mapped.charCodeAt(k), start, end);
		}
	};

	/** Emits a decoded string (entity value or input cluster) through NFKC. */
	const emitText = (text: string, start: number, end: number): void => {
		const nfkc = text.normalize('NFKC');
		for (const ch of nfkc) {
			emitChar(ch, start, end);
		}
	};

	let i = 0;
	const n = input.length;
	while (i < n) {
		const code = input.charCodeAt(i);
		// An ASCII letter followed by a combining mark goes through NFKC as a cluster (e + ◌́ = é).
		if (code < 128 && !(prose && i + 1 < n && input.charCodeAt(i + 1) >= 0x300 && isMark.test(input[i + 1]!))) {
			if (code === 32 || (code >= 9 && code <= 13)) {
				out.space(base + i, base + i + 1);
				i++;
				continue;
			}
			if (!prose) {
				out.push(code, base + i, base + i + 1);
				i++;
				continue;
			}
			if (code === 38 /* & */) {
				entityPattern.lastIndex = i;
				const m = entityPattern.exec(input);
				const decoded = m ? decodeEntity(m[1]!) : undefined;
				if (m && decoded !== undefined) {
					emitText(decoded, base + i, base + i + m[0].length);
					i += m[0].length;
					continue;
				}
			} else if (code === 42 /* * */) {
				// Emphasis delimiters carry no words; drop the whole run.
				while (i < n && input.charCodeAt(i) === 42) {
					i++;
				}
				continue;
			} else if (code === 95 /* _ */) {
				let j = i;
				while (j < n && input.charCodeAt(j) === 95) {
					j++;
				}
				// Intraword underscores (snake_case) are not emphasis in CommonMark; keep them.
				if (!(isWordAt(input, i - 1) && isWordAt(input, j))) {
					i = j;
					continue;
				}
			} else if (code === 45 /* - */) {
				const next = skipLineBreakHyphen(input, i + 1);
				if (next > 0 && isWordBefore(out) && isWordAt(input, next)) {
					i = next;
					continue;
				}
			}
			if (lenient && code >= 65 && code <= 90) {
				out.push(code + 32, base + i, base + i + 1);
			} else {
				out.push(code, base + i, base + i + 1);
			}
			i++;
			continue;
		}
		// A non-ASCII character with its combining marks, so NFKC composes them.
		let j = i + (code >= 0xD800 && code <= 0xDBFF && i + 1 < n ? 2 : 1);
		if (prose) {
			while (j < n && input.charCodeAt(j) >= 0x300) {
				const cp = input.codePointAt(j)!;
				const ch = String.fromCodePoint(cp);
				if (!isMark.test(ch)) {
					break;
				}
				j += ch.length;
			}
		}
		const cluster = input.slice(i, j);
		if (prose) {
			if ((cluster === '\u2010' || cluster === '\u00AD')) {
				const next = skipLineBreakHyphen(input, j);
				if (next > 0 && isWordBefore(out) && isWordAt(input, next)) {
					i = next;
					continue;
				}
			}
			emitText(cluster, base + i, base + j);
		} else {
			emitChar(cluster, base + i, base + j);
		}
		i = j;
	}
	return out.finish();
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
	if (input[i] === '\r') {
		i++;
	}
	if (input[i] !== '\n') {
		return -1;
	}
	i++;
	while (i < input.length && (input[i] === ' ' || input[i] === '\t')) {
		i++;
	}
	return i < input.length ? i : -1;
}

function isWordBefore(out: Builder): boolean {
	const code = out.lastCode();
	if (code < 128) {
		return isAsciiAlnum(code);
	}
	return isWordChar.test(String.fromCharCode(code));
}
