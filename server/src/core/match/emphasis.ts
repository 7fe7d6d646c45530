/**
 * Which `*` and `_` characters of a text are Markdown emphasis delimiters
 * (docs/specification.md §2.1): only runs that pair as an opener and a
 * closer, by CommonMark's flanking rules and its emphasis algorithm. Every
 * other `*` or `_` (arithmetic `2*3`, a footnote mark `word*`, `snake_case`,
 * `2 * 3`, a list bullet) is punctuation, which no profile deletes.
 */

/** One delimiter run of a paragraph while pairing. */
interface Run {
	readonly char: number;
	/** Offset of the run's first character still unpaired from the left (closers use from here). */
	left: number;
	/** Offset just after the run's last character still unpaired from the right (openers use from here). */
	right: number;
	readonly length: number;
	readonly canOpen: boolean;
	readonly canClose: boolean;
	active: boolean;
}

const spacePattern = /^\s$/u;
const punctuationPattern = /^[\p{P}\p{S}]$/u;

function isSpace(ch: string): boolean {
	const code = ch.charCodeAt(0);
	return code < 128 ? code === 32 || (code >= 9 && code <= 13) : spacePattern.test(ch);
}

/** Unicode punctuation and symbols, as CommonMark counts them. */
function isPunctuation(ch: string): boolean {
	const code = ch.charCodeAt(0);
	if (code < 128) {
		return (code >= 33 && code <= 47) || (code >= 58 && code <= 64) || (code >= 91 && code <= 96) || (code >= 123 && code <= 126);
	}
	return punctuationPattern.test(ch);
}
const isDigit = (ch: string): boolean => ch >= '0' && ch <= '9';
/** A line holding only white space or blockquote markers ends a paragraph. */
const blankLine = /(?:\r\n?|\n)[ \t>]*(?:\r\n?|\n)/;

/** The character before `i` (a whole surrogate pair), or a line break at the start. */
function charBefore(text: string, i: number): string {
	if (i <= 0) {
		return '\n';
	}
	const low = text.charCodeAt(i - 1);
	return low >= 0xDC00 && low <= 0xDFFF && i >= 2 ? text.slice(i - 2, i) : text[i - 1]!;
}

function charAt(text: string, i: number): string {
	return i >= text.length ? '\n' : String.fromCodePoint(text.codePointAt(i)!);
}

/** A run of `*` or `_` at `[start, end)` with CommonMark's opening and closing powers. */
function makeRun(text: string, start: number, end: number): Run {
	const char = text.charCodeAt(start);
	const before = charBefore(text, start);
	const after = charAt(text, end);
	const left = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before));
	const right = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after));
	let canOpen = left;
	let canClose = right;
	if (char === 95 /* _ */) {
		// Intraword underscores (snake_case) neither open nor close.
		canOpen = left && (!right || isPunctuation(before));
		canClose = right && (!left || isPunctuation(after));
	} else if (isDigit(before) && isDigit(after)) {
		// `2*3` and `2**3` are arithmetic, not emphasis (CommonMark would pair `2*3*4`).
		canOpen = false;
		canClose = false;
	}
	return { char, left: start, right: end, length: end - start, canOpen, canClose, active: true };
}

/**
 * Offsets of the `*` and `_` characters of `text` that are emphasis
 * delimiters, ascending. Emphasis never crosses a blank line; a
 * backslash-escaped delimiter is a literal character.
 */
export function emphasisDelimiters(text: string): Int32Array {
	const deleted: number[] = [];
	let paragraph: Run[] = [];
	let lastEnd = 0;
	for (const m of text.matchAll(/\*+|_+/g)) {
		let start = m.index;
		const end = start + m[0].length;
		if (blankLine.test(text.slice(lastEnd, start))) {
			pairRuns(paragraph, deleted);
			paragraph = [];
		}
		lastEnd = end;
		if (escaped(text, start)) {
			start++;
		}
		if (start < end) {
			paragraph.push(makeRun(text, start, end));
		}
	}
	pairRuns(paragraph, deleted);
	return Int32Array.from(deleted).sort();
}

/** True when an odd number of backslashes precede `i`. */
function escaped(text: string, i: number): boolean {
	let k = i - 1;
	while (k >= 0 && text.charCodeAt(k) === 92) {
		k--;
	}
	return (i - 1 - k) % 2 === 1;
}

/**
 * CommonMark's "process emphasis" over one paragraph's runs: each closer
 * pairs with the nearest earlier opener of its character (the rule of 3
 * applies), two characters when both sides have them, else one; runs
 * between a pair can no longer pair. Adds the paired characters to `deleted`.
 */
function pairRuns(runs: Run[], deleted: number[]): void {
	// Lowest run index worth searching for an opener, per closer kind: character, opening power, length mod 3 (bounds the work).
	const bottom = new Int32Array(12);
	for (let c = 0; c < runs.length; c++) {
		const closer = runs[c]!;
		if (!closer.canClose) {
			continue;
		}
		const key = ((closer.char === 42 ? 0 : 2) + (closer.canOpen ? 1 : 0)) * 3 + (closer.length % 3);
		while (closer.left < closer.right) {
			const o = findOpener(runs, c, bottom[key]!);
			if (o < 0) {
				bottom[key] = c;
				break;
			}
			const opener = runs[o]!;
			const use = opener.right - opener.left >= 2 && closer.right - closer.left >= 2 ? 2 : 1;
			for (let k = 0; k < use; k++) {
				deleted.push(opener.right - 1 - k, closer.left + k);
			}
			opener.right -= use;
			closer.left += use;
			for (let k = o + 1; k < c; k++) {
				runs[k]!.active = false;
			}
		}
	}
}

/**
 * Delimiter runs a closer looks back over at most: emphasis spanning more is
 * not written, and crafted text (thousands of `_a` before each `a*`) would
 * otherwise cost quadratic time.
 */
const maxLookBack = 256;

/** The nearest earlier run that can open for the closer at `c`, or -1. */
function findOpener(runs: readonly Run[], c: number, bottom: number): number {
	const closer = runs[c]!;
	for (let o = c - 1; o >= Math.max(bottom, c - maxLookBack); o--) {
		const opener = runs[o]!;
		if (!opener.active || !opener.canOpen || opener.char !== closer.char || opener.left >= opener.right) {
			continue;
		}
		// The rule of 3: a run that can both open and close pairs only when the lengths' sum is no multiple of 3, unless both are.
		const both = opener.canClose || closer.canOpen;
		if (both && (opener.length + closer.length) % 3 === 0 && !(opener.length % 3 === 0 && closer.length % 3 === 0)) {
			continue;
		}
		return o;
	}
	return -1;
}
