import type { Span } from '../types';
import type { QuoteLine } from './form';
import { wrapsWhole } from '../parse/leadIn';
import { attributionMarkers, doubleDash, emDash } from './lineScan';

/**
 * Attribution lines of wiki-style knowledge bases (docs/specification.md
 * §1.4): `---`, `--` or `—` (U+2014) after the `>`, then a source somewhere
 * on the line; what stands around the source is context. A form that names
 * its source its own way on such a line gives a `SourceFinder`.
 */

/** The length of the dash marker a line's text opens with, or 0. */
export function dashMarker(line: string): number {
	return line.startsWith('---') ? 3 : line.startsWith('--') ? 2 : line.startsWith('\u2014') ? 1 : 0;
}

/** Where on a line (after its marker) a form's source is written, if it is. */
export type SourceFinder = (body: string) => Span | undefined;

/** The first source a finder sees on a dash line, with the body's offset in the line; undefined when the line has no marker or names no such source. */
export function sourceOnDashLine(line: string, find: SourceFinder, markers: 'any' | 'short' = 'any'): { marker: number; source: Span } | undefined {
	const marker = dashMarker(line);
	if (marker === 0 || (markers === 'short' && marker === 3)) {
		return undefined;
	}
	const source = find(line.slice(marker));
	return source && { marker, source: { start: source.start + marker, end: source.end + marker } };
}

/** The line shapes of dash attributions CommonMark reads as text though `-` may open a block: `-- x`, `--- x`. */
export const dashPlainLine = /^---?[ ]+[^ \-:]/;

/**
 * A dash attribution may stand on a line of its own within a run: a `>`
 * line, then a line whose text (container markers stripped) opens with a
 * dash marker. A superset for the pre-scan; `needle` must occur in the run.
 */
export function mayCloseWithDash(run: string, needle: string): boolean {
	if (!run.includes(needle)) {
		return false;
	}
	const q = quoteStart.exec(run);
	return q !== null && dashLine.test(run.slice(q.index));
}

/** Blockquote marker at a line start, behind indentation and list markers. */
const quoteStart = /^[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*>/m;
/** A line whose text, once container markers are stripped, starts with `--` or `—`. */
const dashLine = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*(?:--|\u2014)/m;

/**
 * Whether a note's bytes (Latin-1 view, lone CRs as LF) may hold a dash
 * attribution line naming a source the way `syntax` starts (`[[`, a
 * backtick, `](`): a `--` or `—` line that may close a blockquote citation
 * (`attributionMarkers`), in a note that holds one of them.
 */
export function mayDashBytes(b: Uint8Array, syntax: readonly string[]): boolean {
	return syntax.some(s => includesAscii(b, s)) && (attributionMarkers(b) & (doubleDash | emDash)) !== 0;
}

/** Whether the bytes hold an ASCII string. */
function includesAscii(b: Uint8Array, s: string): boolean {
	const first = s.charCodeAt(0);
	for (let at = b.indexOf(first); at >= 0; at = b.indexOf(first, at + 1)) {
		let k = 1;
		while (k < s.length && b[at + k] === s.charCodeAt(k)) {
			k++;
		}
		if (k === s.length) {
			return true;
		}
	}
	return false;
}

/**
 * The quote of a wiki-style attribution (docs/specification.md §1.4): the
 * body lines, without an Obsidian callout's first line (`[!quote] Title`),
 * and without one pair of quotation marks that wraps all of it.
 */
export function wikiQuote(body: readonly QuoteLine[], attribution: QuoteLine): { quote: string; quoteSpan: Span } {
	const lines = body.length && /^\s*\[![\w-]+\][+-]?/.test(body[0]!.text) ? body.slice(1) : body;
	const first = lines.find(l => l.text.trim() !== '');
	const last = [...lines].reverse().find(l => l.text.trim() !== '');
	if (!first || !last) {
		return { quote: lines.map(l => l.text).join('\n'), quoteSpan: { start: attribution.start, end: attribution.start } };
	}
	let start = first.start + (first.text.length - first.text.trimStart().length);
	let end = last.start + last.text.trimEnd().length;
	const from = lines.indexOf(first);
	const to = lines.indexOf(last);
	const kept = lines.slice(from, to + 1).map(l => l.text);
	kept[0] = kept[0]!.trimStart();
	kept[kept.length - 1] = kept[kept.length - 1]!.trimEnd();
	let quote = kept.join('\n');
	if (wrapsWhole(quote)) {
		quote = quote.slice(1, -1);
		start++;
		end--;
	}
	return { quote, quoteSpan: { start, end } };
}

/** The span of an attribution line without its trailing blanks. */
export function lineSpan(attribution: QuoteLine): Span {
	return { start: attribution.start, end: attribution.start + attribution.text.trimEnd().length };
}
