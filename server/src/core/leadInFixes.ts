import { leadInBody } from './forms/leadIn';
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
	if (bodyOnly) {
		return { span: block, text: leadInBody(lines.slice(0, -1)).join('\n') };
	}
	// A lead-in before an attributed blockquote is unresolved: its parentheses lose the marker in the same edit.
	const group = c.attributionSpan;
	const unmarked = withoutMarker(noteText.slice(group.start, group.end));
	if (unmarked === undefined || group.end > block.start) {
		return undefined;
	}
	return { span: { start: group.start, end: block.end }, text: unmarked + noteText.slice(group.end, block.start) + lines.join('\n') };
}

/** Citation parentheses without their marker word (`, verbatim` or `verbatim, `), or undefined when it stands elsewhere. */
function withoutMarker(group: string): string | undefined {
	const after = /,[ \t]*[*_~]*verbatim[*_~]*(?=[ \t]*[,)])/i.exec(group);
	if (after) {
		return group.slice(0, after.index) + group.slice(after.index + after[0].length);
	}
	const before = /^\([ \t]*[*_~]*verbatim[*_~]*[ \t]*,[ \t]*/i.exec(group);
	return before ? `(${group.slice(before[0].length)}` : undefined;
}
