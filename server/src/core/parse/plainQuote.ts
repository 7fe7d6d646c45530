import type { Citation } from '../types';
import type { QuoteLine } from './blockquote';
import { opensNothing } from './plainTree';
import { attributionLines, unlinedScans } from '../forms/registry';

/**
 * The citations of a unit that is one plain blockquote, found without a
 * Markdown parse; undefined when the unit is not of that shape (the caller
 * parses it). A note of thousands of citations is mostly such units, and
 * parsing them was the largest cost of checking it (micromark runs at a few
 * MB/s on them).
 *
 * The shape, where CommonMark and GFM can build nothing but one blockquote
 * holding paragraphs: every line up to the trailing blank lines starts at
 * column 0 with `>`, and its text (after `>` and one optional space) starts
 * with a character that opens no block (no heading, list, fence, HTML,
 * indented code, nested quote, thematic break, setext underline,
 * definition or table row), or is a registered attribution line (`--- x`).
 * The unit holds no tab or CR (indentation), no `<` (HTML, so no disable
 * comment), no `|` (tables), and nothing a form without an attribution line
 * may cite from (no prose citation: no marker word). Inline syntax
 * (code spans, links, emphasis) never changes which lines form the
 * blockquote, and the blockquote finder reads the lines themselves, so the
 * citations are those of a whole parse (property-tested).
 */
export function plainQuoteCitations(text: string, notePath: string): Citation[] | undefined {
	if (!text.startsWith('>') || /[\t\r<|]/.test(text) || unlinedScans.some(s => s.mayCite(text))) {
		return undefined;
	}
	const lines: QuoteLine[] = [];
	let at = 0;
	for (; at < text.length && text.charCodeAt(at) === 62 /* > */;) {
		const nl = text.indexOf('\n', at);
		const end = nl < 0 ? text.length : nl;
		const start = text.charCodeAt(at + 1) === 32 ? at + 2 : at + 1;
		const line = text.slice(start, end);
		if (!opensNothing(line)) {
			return undefined;
		}
		lines.push({ start, end, text: line, owner: 0 });
		at = end + 1;
	}
	// Only blank lines may follow: a lazy line would continue the quote's paragraph.
	if (at < text.length && !/^[\n ]*$/.test(text.slice(at))) {
		return undefined;
	}
	const citations: Citation[] = [];
	let bodyFrom = 0;
	for (let k = 0; k < lines.length; k++) {
		const closing = attributionLines.find(a => a.closes(lines[k]!.text));
		if (closing) {
			citations.push(closing.build(lines.slice(bodyFrom, k), lines[k]!, notePath));
			bodyFrom = k + 1;
		}
	}
	return citations;
}
