import { leadInBody } from './leadInQuote';
import type { Citation, Span } from './types';

/**
 * The edit that writes constructor output over the blockquote a lead-in
 * cites (docs/specification.md §1.2, §6): the source's words as the blockquote's new text
 * (`bodyOnly`), or the whole attributed blockquote, which then stands alone.
 * Undefined for a blockquote nested in a list or another quote, which the
 * output would take out of its container.
 */
export function leadInEdit(c: Citation, noteText: string, blockquoteCitation: string, bodyOnly: boolean): { span: Span; text: string } | undefined {
	const block = c.leadIn;
	if (!block || noteText.lastIndexOf('\n', block.start - 1) + 1 !== block.start || /^>[ \t]*>/.test(noteText.slice(block.start, block.start + 4))) {
		return undefined;
	}
	const lines = blockquoteCitation.replace(/\n$/, '').split('\n');
	return { span: block, text: (bodyOnly ? leadInBody(lines.slice(0, -1)) : lines).join('\n') };
}
