import type { Citation } from '../types';
import { buildCitation, findBlockquoteCitations } from '../parse/blockquote';
import type { CitationForm } from './form';

/**
 * The attributed blockquote (docs/specification.md §1.1): a blockquote line
 * whose text starts with `---` closes a citation of the lines above it.
 */
export const blockquoteForm: CitationForm = {
	name: 'blockquote',
	reported: 'blockquote',
	blockBody: true,
	inlineQuote: false,
	ownLine: true,
	pinned: true,
	scan: {
		mayCite: text => text.includes('---'),
		mayCiteBytes: mayAttributeBytes,
		reach: run => (mayAttribute(run) ? 'block' : 'none'),
	},
	find: ctx => findBlockquoteCitations(ctx.text, ctx.root, ctx.lines, ctx.exclusions, ctx.notePath),
	attributionLine: {
		closes: line => line.startsWith('---'),
		// Neither a thematic break nor a setext underline: CommonMark reads it as text.
		plainLine: /^---[ ]+[^ \-:]/,
		build: buildCitation,
	},
	owns: (c: Citation) => c.form === 'blockquote',
	write: { pin: true },
};

/** Blockquote marker at a line start, behind indentation and list markers. */
export const quoteStart = /^[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*>/m;
/** A line whose text, once container markers are stripped, starts with `---`. */
const attributionLine = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*---/m;

/** A run of lines (no blank line) with a `>` line and a `---` line at or after it. */
function mayAttribute(run: string): boolean {
	if (!run.includes('---')) {
		return false;
	}
	const q = quoteStart.exec(run);
	return q !== null && attributionLine.test(run.slice(q.index));
}

/**
 * A line that may close a blockquote citation: `---` behind nothing but
 * container markers, with a `>` among them or under a run of lines that
 * holds a blockquote line (a lazy attribution). Most notes open with front
 * matter between `---` lines, which this rules out. Offsets are the Latin-1
 * view's (the test reads only ASCII).
 */
function mayAttributeBytes(b: Uint8Array): boolean {
	for (let at = indexOfDashes(b, 0); at >= 0; at = indexOfDashes(b, at + 3)) {
		let lineStart = lastNewline(b, at - 1) + 1;
		let quoted = false;
		let k = lineStart;
		for (; k < at && prefixByte[b[k]!]; k++) {
			quoted ||= b[k] === 0x3e;
		}
		if (k < at) {
			continue;
		}
		if (quoted) {
			return true;
		}
		while (lineStart > 0) {
			const previous = lastNewline(b, lineStart - 2) + 1;
			if (isBlankLine(b, previous, lineStart - 1)) {
				break;
			}
			if (opensQuote(b, previous, lineStart - 1)) {
				return true;
			}
			lineStart = previous;
		}
	}
	return false;
}

/** Bytes of `[ \t>*+\-0-9.)]`, what may stand before an attribution's `---`. */
const prefixByte = ((): Uint8Array => {
	const set = new Uint8Array(256);
	for (const c of ' \t>*+-0123456789.)') {
		set[c.charCodeAt(0)] = 1;
	}
	return set;
})();

function indexOfDashes(b: Uint8Array, from: number): number {
	for (let at = b.indexOf(0x2d, from); at >= 0; at = b.indexOf(0x2d, at + 1)) {
		if (b[at + 1] === 0x2d && b[at + 2] === 0x2d) {
			return at;
		}
	}
	return -1;
}

/** `String.prototype.lastIndexOf('\n', from)`: a negative `from` looks at index 0 only (a typed array's would count from the end). */
function lastNewline(b: Uint8Array, from: number): number {
	return from < 0 ? (b[0] === 0x0a ? 0 : -1) : b.lastIndexOf(0x0a, from);
}

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
	for (let k = start; k < end; k++) {
		if ((k === start || b[k - 1] === 0x0d) && quoteAt(b, k, end)) {
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

