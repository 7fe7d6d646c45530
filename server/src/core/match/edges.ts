/**
 * Word and number edges (docs/specification.md §2 item 6). A match that cuts
 * a word or a number of the source quotes something the source never says:
 * `0 deaths` inside `10 deaths`, `can` inside `can't`, `toxic` inside
 * `non-toxic`. Every path that decides or proposes a match asks `wholeAt`.
 */

const isJoining = /[\p{L}\p{N}\p{M}]/u;
/** Scripts written without spaces between words: any character edge is a word edge. */
const isUnspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const isDigitChar = /\p{N}/u;

/** The UTF-16 unit at `i` is part of a word: a letter, digit or mark of a spaced script. */
export function isWordCharAt(text: string, i: number): boolean {
	if (i < 0 || i >= text.length) {
		return false;
	}
	const code = text.charCodeAt(i);
	if (code < 128) {
		return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
	}
	// A surrogate pair tests as one code point from either half.
	const cp = text.codePointAt(code >= 0xDC00 && code <= 0xDFFF && i > 0 ? i - 1 : i)!;
	const ch = String.fromCodePoint(cp);
	return isJoining.test(ch) && !isUnspaced.test(ch);
}

function isDigitAt(text: string, i: number): boolean {
	const code = text.charCodeAt(i);
	return code < 128 ? code >= 48 && code <= 57 : i >= 0 && i < text.length && isDigitChar.test(text[i]!);
}

/** Joins two word characters into one word: `non-toxic`, `don't`, `donʼt`. */
function isWordJoiner(ch: string | undefined): boolean {
	return ch === '-' || ch === '\'' || ch === '’' || ch === 'ʼ' || ch === '‐' || ch === '‑';
}

/**
 * True when offset `p` of `text` is a word boundary: the characters on both
 * sides do not belong to one word, counting a hyphen or apostrophe between
 * letters as part of the word (`non-toxic`, `don't`).
 */
export function isWordBoundary(text: string, p: number): boolean {
	const left = isWordCharAt(text, p - 1);
	const right = isWordCharAt(text, p);
	if (left && right) {
		return false;
	}
	if (left && isWordJoiner(text[p]) && isWordCharAt(text, p + 1)) {
		return false;
	}
	return !(right && isWordJoiner(text[p - 1]) && isWordCharAt(text, p - 2));
}

/**
 * True when offset `p` is no boundary inside a number: a decimal point or
 * thousands separator between digits (`2.5`, `1,500`), or a sign or range
 * dash in front of a digit (`-15`, `10-15`).
 */
function cutsNumber(text: string, p: number): boolean {
	const before = text[p - 1];
	const after = text[p];
	if (isDigitAt(text, p) && (before === '-' || before === '+' || before === '±')) {
		return true;
	}
	if (isDigitAt(text, p) && (before === '.' || before === ',') && isDigitAt(text, p - 2)) {
		return true;
	}
	return isDigitAt(text, p - 1) && (after === '.' || after === ',') && isDigitAt(text, p + 1);
}

/** True when a match `start`–`end` cuts no word or number where it begins: a first character that is no letter or digit never does. */
export function startsWhole(text: string, start: number, end = text.length): boolean {
	// The match's own second character decides what its first one is: a `.` before a digit of the quote starts a number.
	const second = start + 1 < end;
	// A hyphen or apostrophe the quote begins with that joins two words of the source (`-toxic` of `non-toxic`) cuts the first.
	if (second && isWordJoiner(text[start]) && isWordCharAt(text, start + 1) && isWordCharAt(text, start - 1)) {
		return false;
	}
	const startsWord = isWordCharAt(text, start) || (second && (text[start] === '.' || text[start] === ',') && isDigitAt(text, start + 1));
	return !startsWord || (isWordBoundary(text, start) && !cutsNumber(text, start));
}

/** True when a match `start`–`end` (exclusive) cuts no word or number where it ends. */
export function endsWhole(text: string, end: number, start = 0): boolean {
	const second = end - 2 >= start;
	if (second && isWordJoiner(text[end - 1]) && isWordCharAt(text, end - 2) && isWordCharAt(text, end)) {
		return false;
	}
	const endsWord = isWordCharAt(text, end - 1) || (second && (text[end - 1] === '.' || text[end - 1] === ',') && isDigitAt(text, end - 2));
	return !endsWord || (isWordBoundary(text, end) && !cutsNumber(text, end));
}

/**
 * True when the span `start`–`end` of `text` cuts no word or number at its
 * edges. An edge that is not itself a letter or digit (a quotation mark, a
 * space) never cuts; an edge in a script written without spaces never does.
 */
export function wholeAt(text: string, start: number, end: number): boolean {
	return end <= start || (startsWhole(text, start, end) && endsWhole(text, end, start));
}

/** `start` moved left, and `end` right, to the nearest edges that cut no word or number: a selection grown to whole words. */
export function snapToWords(text: string, start: number, end: number): [number, number] {
	let from = Math.max(0, start);
	let to = Math.min(text.length, end);
	while (from > 0 && !startsWhole(text, from, to)) {
		from--;
	}
	while (to < text.length && !endsWhole(text, to, from)) {
		to++;
	}
	return [from, to];
}
