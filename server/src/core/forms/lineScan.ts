/* The pre-read scan of a note's bytes for attribution lines, shared by the forms that close a blockquote with a line of their own. */

/** Bits of `attributionMarkers`: which markers open a line that may close a blockquote citation. */
export const tripleDash = 1;
export const doubleDash = 2;
export const emDash = 4;

const scanned = new WeakMap<Uint8Array, number>();

/**
 * Which attribution markers a note's bytes hold on lines that may close a
 * blockquote citation (`tripleDash` for `---`, `doubleDash` for `--`, which
 * a `---` holds too, `emDash` for `—`, E2 80 94 in UTF-8): the marker behind
 * nothing but container markers, with a `>` before it or under a run of
 * lines that holds a blockquote line (a lazy attribution). Most notes open
 * with front matter between `---` lines, which this rules out. One pass over
 * the line starts, kept per bytes object, so the forms that ask share it.
 * Offsets are the Latin-1 view's; lone CRs must already be LFs.
 */
export function attributionMarkers(b: Uint8Array): number {
	let found = scanned.get(b);
	if (found !== undefined) {
		return found;
	}
	found = 0;
	// Only lines holding a dash pair or an em dash are looked at, found by native searches: a note is mostly letters.
	let checked = -1;
	const check = (at: number): void => {
		const lineStart = lastNewline(b, at - 1) + 1;
		if (lineStart !== checked) {
			checked = lineStart;
			found! |= lineMarkers(b, lineStart, b.length, () => quoteAbove(b, lineStart));
		}
	};
	// A `--` line does not make a later `---` line moot: the blockquote form asks for `---` alone, so both are sought.
	for (let at = b.indexOf(0x2d); at >= 0 && (found & (tripleDash | doubleDash)) !== (tripleDash | doubleDash); at = b.indexOf(0x2d, at + 1)) {
		if (b[at + 1] === 0x2d) {
			check(at);
			while (b[at + 1] === 0x2d) {
				at++;
			}
		}
	}
	for (let at = b.indexOf(0xe2); at >= 0 && !(found & emDash); at = b.indexOf(0xe2, at + 1)) {
		if (b[at + 1] === 0x80 && b[at + 2] === 0x94) {
			check(at);
		}
	}
	scanned.set(b, found);
	return found;
}

/** Whether a line of the run above `lineStart` (back to a blank line) opens a blockquote: the line is then a lazy line of that quote. */
function quoteAbove(b: Uint8Array, lineStart: number): boolean {
	while (lineStart > 0) {
		const previous = lastNewline(b, lineStart - 2) + 1;
		if (isBlankLine(b, previous, lineStart - 1)) {
			return false;
		}
		if (opensQuote(b, previous, lineStart - 1)) {
			return true;
		}
		lineStart = previous;
	}
	return false;
}

/** `String.prototype.lastIndexOf('\n', from)`: a negative `from` looks at index 0 only (a typed array's would count from the end). */
function lastNewline(b: Uint8Array, from: number): number {
	return from < 0 ? (b[0] === 0x0a ? 0 : -1) : b.lastIndexOf(0x0a, from);
}

/** The markers of one line `[start, end)` (see `attributionMarkers`); `lazy` tells whether a line above it in its run opens a quote. */
function lineMarkers(b: Uint8Array, start: number, end: number, lazy: () => boolean): number {
	let k = start;
	let quote = -1;
	while (k < end && prefixByte[b[k]!]) {
		if (quote < 0 && b[k] === 0x3e) {
			quote = k;
		}
		k++;
	}
	const em = b[k] === 0xe2 && b[k + 1] === 0x80 && b[k + 2] === 0x94;
	// A `--` or `---` lies within the prefix (dashes are prefix bytes); the last one counts, as it has the most before it.
	const triple = lastRun(b, start, k, 3);
	const double = lastRun(b, start, k, 2);
	if (!em && double < 0) {
		return 0;
	}
	let above: boolean | undefined;
	const closes = (quoted: boolean): boolean => quoted || (above ??= lazy());
	let out = 0;
	if (triple >= 0 && closes(quote >= 0 && quote < triple)) {
		out |= tripleDash;
	}
	if (double >= 0 && closes(quote >= 0 && quote < double)) {
		out |= doubleDash;
	}
	if (em && closes(quote >= 0)) {
		out |= emDash;
	}
	return out;
}

/** The start of the last run of `n` dashes within `[start, end)`, or -1. */
function lastRun(b: Uint8Array, start: number, end: number, n: number): number {
	let dashes = 0;
	for (let k = end - 1; k >= start; k--) {
		dashes = b[k] === 0x2d ? dashes + 1 : 0;
		if (dashes === n) {
			return k;
		}
	}
	return -1;
}

/** Bytes of `[ \t>*+\-0-9.)]`, what may stand before an attribution's `---`. */
const prefixByte = ((): Uint8Array => {
	const set = new Uint8Array(256);
	for (const c of ' \t>*+-0123456789.)') {
		set[c.charCodeAt(0)] = 1;
	}
	return set;
})();

/** `/^[ \t\r]*$/` on `b[start, end)`. */
function isBlankLine(b: Uint8Array, start: number, end: number): boolean {
	for (let k = start; k < end; k++) {
		if (b[k] !== 0x20 && b[k] !== 0x09 && b[k] !== 0x0d) {
			return false;
		}
	}
	return true;
}

/** `quoteStart` on `b[start, end)`: its `^` (multiline) also matches after a CR. */
function opensQuote(b: Uint8Array, start: number, end: number): boolean {
	if (quoteAt(b, start, end)) {
		return true;
	}
	for (let cr = b.indexOf(0x0d, start); cr >= 0 && cr < end; cr = b.indexOf(0x0d, cr + 1)) {
		if (cr + 1 < end && quoteAt(b, cr + 1, end)) {
			return true;
		}
	}
	return false;
}

/** `[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*>` at `k`: markers, blanks and `>` are disjoint, so no backtracking is needed. */
function quoteAt(b: Uint8Array, k: number, end: number): boolean {
	const blank = (c: number | undefined): boolean => c === 0x20 || c === 0x09;
	while (k < end && blank(b[k])) {
		k++;
	}
	while (k < end) {
		const c = b[k]!;
		if (c === 0x3e) {
			return true;
		}
		if (c === 0x2d || c === 0x2a || c === 0x2b) {
			k++;
		} else {
			const digits = k;
			while (k < end && b[k]! >= 0x30 && b[k]! <= 0x39) {
				k++;
			}
			if (k === digits || k - digits > 9 || k >= end || (b[k] !== 0x2e && b[k] !== 0x29)) {
				return false;
			}
			k++;
		}
		if (k >= end || !blank(b[k])) {
			return false;
		}
		while (k < end && blank(b[k])) {
			k++;
		}
	}
	return false;
}

