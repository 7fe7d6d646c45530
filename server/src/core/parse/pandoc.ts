import type { Root } from 'mdast';
import { parseCiteKeys, type CiteKey } from '../bibliography/citeKeys';
import type { Citation, Span } from '../types';
import { isInside, spanOf, walk, type Exclusions } from './tree';

/**
 * Pandoc citations in prose (docs/specification.md §1.5): a double-quoted
 * span followed directly (white space, at most one line break, between) by
 * a bracketed citation `[@key…]` that is not a link. The first key is the
 * cited source; further keys in the bracket are context for readers.
 */
export function findPandocCitations(text: string, root: Root, exclusions: Exclusions, taken: readonly Span[]): Citation[] {
	const citations: Citation[] = [];
	for (const { node } of walk(root)) {
		if (node.type !== 'paragraph' && node.type !== 'tableCell' && node.type !== 'heading') {
			continue;
		}
		const span = spanOf(node);
		if (!span) {
			continue;
		}
		for (const found of citesIn(text, span, exclusions)) {
			if (!taken.some(t => t.start < found.span.end && found.span.start < t.end)) {
				citations.push(found);
			}
		}
	}
	return citations;
}

/** The bracket after a quote: `[`, a body without brackets holding `@`, `]`, and no `(`/`[`/`:` after it (a link or a definition). */
const bracketAfterQuote = /(["\u201D])[ \t]*(?:\r?\n[ \t]*)?\[([^[\]]{1,2000})\](?![([:])/g;

function citesIn(text: string, span: Span, exclusions: Exclusions): Citation[] {
	const paragraph = text.slice(span.start, span.end);
	const out: Citation[] = [];
	const straight = straightMarks(paragraph);
	bracketAfterQuote.lastIndex = 0;
	for (let m = bracketAfterQuote.exec(paragraph); m; m = bracketAfterQuote.exec(paragraph)) {
		const close = span.start + m.index;
		const bracketStart = close + m[0].indexOf('[', 1);
		const bodyStart = bracketStart + 1;
		const keys = parseCiteKeys(m[2]!, bodyStart);
		if (!keys.length || isInside(exclusions.spans, close) || isInside(exclusions.spans, bracketStart) || text[bracketStart - 1] === '\\') {
			continue;
		}
		const open = openingMark(paragraph, close - span.start, m[1]!, straight);
		if (open < 0) {
			continue;
		}
		const quoteSpan = { start: span.start + open + 1, end: close };
		if (isInside(exclusions.spans, span.start + open)) {
			continue;
		}
		out.push(pandocCitation(text, quoteSpan, { start: bracketStart, end: bracketStart + m[2]!.length + 2 }, keys));
	}
	return out;
}

/** The opening mark of the quote that `close` ends: the last `“` before a `”`; for `"`, the straight mark before it when it closes a pair. */
function openingMark(paragraph: string, close: number, mark: string, straight: (close: number) => number): number {
	return mark === '\u201D' ? paragraph.lastIndexOf('\u201C', close - 1) : straight(close);
}

/**
 * Straight marks pair in order, first with second: for a mark, the one it
 * closes, or -1 when it opens. Asked with increasing offsets, so one pass.
 */
function straightMarks(paragraph: string): (close: number) => number {
	let count = 0;
	let previous = -1;
	let next = paragraph.indexOf('"');
	return close => {
		while (next >= 0 && next < close) {
			count++;
			previous = next;
			next = paragraph.indexOf('"', next + 1);
		}
		return count % 2 === 1 ? previous : -1;
	};
}

/** A prose citation of a Pandoc key: its target is the key, its ranges the locator's pages or lines; its span starts at the opening mark. */
function pandocCitation(text: string, quoteSpan: Span, attributionSpan: Span, keys: readonly CiteKey[]): Citation {
	const first = keys[0]!;
	return {
		form: 'prose',
		quote: text.slice(quoteSpan.start, quoteSpan.end),
		quoteSpan,
		span: { start: quoteSpan.start - 1, end: attributionSpan.end },
		attributionSpan,
		targetSpan: first.span,
		target: { kind: 'citekey', key: first.key },
		ranges: first.ranges,
	};
}
