import type { Blockquote, Paragraph, PhrasingContent, Root } from 'mdast';
import { LineIndex } from '../text';
import { attributionLines } from '../forms/registry';

/**
 * The tree remark gives a text of plain blocks, built without micromark;
 * undefined for any other text (the caller parses it). Notes of prose and
 * lead-in citations are mostly such blocks, and micromark parsed them at
 * about half a megabyte a second: a quarter of a check of real prose.
 *
 * The shape, where CommonMark can build nothing else (the caller has ruled
 * out what GFM reacts to, `mayHoldGfm`):
 *
 * - blocks are paragraphs and blockquotes of one paragraph, between empty
 *   lines; every line's text opens no block (`opensNothing`: no heading,
 *   list, fence, HTML, indented code, nested quote, break, setext underline,
 *   definition or table row) and ends in no space (no hard break); a
 *   blockquote is `>` lines, each with text, and an empty line or the end
 *   after it (a lazy line would continue its paragraph);
 * - inline content is text, code spans of one backtick holding text that
 *   neither starts nor ends with a space, and inline links `[label](path)`
 *   whose label is plain text and whose path is plain path characters;
 * - no tab, CR, NUL, backslash (escapes, hard breaks), `*` (emphasis),
 *   `<` (HTML, autolinks) or `&` (character references) anywhere; no `_`
 *   (emphasis) but in code spans and paths; and no `[`, `]` or `` ` `` but
 *   in those links and code spans.
 *
 * Positions are those remark gives (line, column in UTF-16 units, offset).
 * A property test holds the two trees equal on random texts in and around
 * the shape.
 */
export function plainTree(text: string): Root | undefined {
	if (banned.test(text)) {
		return undefined;
	}
	// Lines from 1, as `LineIndex` counts them; the shape has no CR, so they end at `\n` alone.
	const lines = new LineIndex(text);
	const children: (Paragraph | Blockquote)[] = [];
	const count = lines.starts.length;
	for (let k = 1; k <= count;) {
		if (lines.lineStart(k) === lines.lineEnd(k)) {
			k++;
			continue;
		}
		const quoted = text.charCodeAt(lines.lineStart(k)) === 62; /* > */
		const segments: Segment[] = [];
		for (; k <= count && lines.lineStart(k) < lines.lineEnd(k); k++) {
			const at = lines.lineStart(k);
			const isQuote = text.charCodeAt(at) === 62;
			if (isQuote !== quoted) {
				// A `>` line interrupts a paragraph; a line without `>` after a quote is lazy (its paragraph goes on).
				if (quoted) {
					return undefined;
				}
				break;
			}
			const from = isQuote ? at + (text.charCodeAt(at + 1) === 32 ? 2 : 1) : at;
			const end = lines.lineEnd(k);
			if (from >= end || text.charCodeAt(end - 1) === 32 || !opensNothing(text.slice(from, end))) {
				return undefined;
			}
			segments.push({ from, end });
		}
		const inline = phrasing(text, segments, lines);
		if (!inline) {
			return undefined;
		}
		const paragraph: Paragraph = { type: 'paragraph', children: inline, position: span(lines, segments[0]!.from, segments[segments.length - 1]!.end) };
		if (quoted) {
			const start = lines.lineStart(lines.lineAt(segments[0]!.from));
			children.push({ type: 'blockquote', children: [paragraph], position: span(lines, start, paragraph.position!.end.offset!) });
		} else {
			children.push(paragraph);
		}
	}
	return { type: 'root', children, position: span(lines, 0, text.length) };
}

/** Anything that starts an inline or block construct outside the shape, or that a paragraph's lines would lose (tab indentation); `_` is refused in text (emphasis) but not in code spans and paths. */
const banned = /[\t\r\0\\*<&]|!\[/;
/** Characters of a link's path that CommonMark keeps as they are (no escape, reference, parenthesis or space), a URL's among them. */
const pathChar = /[A-Za-z0-9/.#:?=+@_-]/;

/** A line's text within a paragraph: `[from, end)` of the note. */
interface Segment {
	readonly from: number;
	readonly end: number;
}

/** The inline nodes of a paragraph's lines; undefined outside the shape. */
function phrasing(text: string, segments: readonly Segment[], lines: LineIndex): PhrasingContent[] | undefined {
	const out: PhrasingContent[] = [];
	// The current text node: its pieces and where it started; a line break inside it is `\n` at the line's end.
	let pieces: string[] = [];
	let textFrom = -1;
	let textEnd = -1;
	const add = (from: number, to: number): void => {
		if (from < to) {
			textFrom = textFrom < 0 ? from : textFrom;
			pieces.push(text.slice(from, to));
			textEnd = to;
		}
	};
	const flush = (): void => {
		if (textFrom >= 0) {
			out.push({ type: 'text', value: pieces.join(''), position: span(lines, textFrom, textEnd) });
		}
		pieces = [];
		textFrom = -1;
	};
	for (let s = 0; s < segments.length; s++) {
		const { from, end } = segments[s]!;
		if (s > 0) {
			// The line break belongs to the text around it, starting at the end of the previous line.
			if (textFrom < 0) {
				textFrom = segments[s - 1]!.end;
			}
			pieces.push('\n');
			textEnd = from;
		}
		let run = from;
		for (let i = from; i < end; i++) {
			const c = text.charCodeAt(i);
			if (c !== 96 /* ` */ && c !== 91 /* [ */ && c !== 93 /* ] */ && c !== 95 /* _ */) {
				continue;
			}
			if (c === 93 || c === 95) {
				return undefined;
			}
			const node = c === 96 ? codeSpan(text, i, end, lines) : link(text, i, end, lines);
			if (!node) {
				return undefined;
			}
			add(run, i);
			flush();
			out.push(node);
			i = node.position!.end.offset! - 1;
			run = i + 1;
		}
		add(run, end);
	}
	flush();
	return out;
}

/** `` `code` `` at `at`: one backtick each side, text between that neither starts nor ends with a space. */
function codeSpan(text: string, at: number, end: number, lines: LineIndex): PhrasingContent | undefined {
	const close = text.indexOf('`', at + 1);
	if (close < 0 || close >= end || close === at + 1 || text.charCodeAt(at + 1) === 32 || text.charCodeAt(close - 1) === 32 || text.charCodeAt(close + 1) === 96) {
		return undefined;
	}
	return { type: 'inlineCode', value: text.slice(at + 1, close), position: span(lines, at, close + 1) };
}

/** `[label](path)` at `at`, on one line: a label without brackets or backticks, a path of `pathChar`. */
function link(text: string, at: number, end: number, lines: LineIndex): PhrasingContent | undefined {
	const close = text.indexOf(']', at + 1);
	if (close < 0 || close >= end || close === at + 1 || text.charCodeAt(close + 1) !== 40 /* ( */) {
		return undefined;
	}
	for (let i = at + 1; i < close; i++) {
		const c = text.charCodeAt(i);
		if (c === 91 || c === 95 || c === 96) {
			return undefined;
		}
	}
	let p = close + 2;
	while (p < end && pathChar.test(text[p]!)) {
		p++;
	}
	if (p === close + 2 || p >= end || text.charCodeAt(p) !== 41 /* ) */) {
		return undefined;
	}
	return {
		type: 'link', title: null, url: text.slice(close + 2, p),
		children: [{ type: 'text', value: text.slice(at + 1, close), position: span(lines, at + 1, close) }],
		position: span(lines, at, p + 1),
	};
}

/**
 * `text` with the paths of the tree's links blanked out: what GFM could
 * react to, since a link's destination is never text where an autolink
 * literal could start (`parseMarkdown` asks `mayHoldGfm` of it, so that a
 * citation linking to a URL is built here too).
 */
export function outsideLinkPaths(text: string, tree: Root): string {
	const pieces: string[] = [];
	let at = 0;
	for (const block of tree.children) {
		const paragraph = block.type === 'blockquote' ? block.children[0] : block;
		for (const node of paragraph?.type === 'paragraph' ? paragraph.children : []) {
			if (node.type === 'link') {
				// The path ends just before the link's closing parenthesis.
				const end = node.position!.end.offset! - 1;
				pieces.push(text.slice(at, end - node.url.length), 'x'.repeat(node.url.length));
				at = end;
			}
		}
	}
	pieces.push(text.slice(at));
	return pieces.join('');
}

/** The unist position of `[start, end)`: lines from 1, columns from 1 in UTF-16 units (as micromark counts), offsets. */
function span(lines: LineIndex, start: number, end: number): NonNullable<Root['position']> {
	return { start: point(lines, start), end: point(lines, end) };
}

function point(lines: LineIndex, offset: number): { line: number; column: number; offset: number } {
	const line = lines.lineAt(offset);
	return { line, column: offset - lines.lineStart(line) + 1, offset };
}

/** A first character that may open a block, or a blank line inside a quote. */
const blockOpener = /^(?:$|[\s>#*+\-_=`~[!:\\]|\d+[.)])/;
/** Attribution lines of the registered forms that CommonMark reads as text though they start like a block. */
const plainLines = attributionLines.flatMap(a => (a.plainLine ? [a.plainLine] : []));

/** True when a line's text (after any `>`) opens no block and is not blank: a paragraph's line, or an attribution such as `--- x`. */
export function opensNothing(line: string): boolean {
	return !blockOpener.test(line) || plainLines.some(p => p.test(line));
}
