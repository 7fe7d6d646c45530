import type { Blockquote, Nodes } from 'mdast';
import type { Citation, Span } from '../types';
import { spanOf } from './tree';
import { citeLink, type ParenGroup } from './proseScan';

/** One message whatever follows, so a lead-in parsed apart from the next block reads the same as in a whole parse. */
const notFollowed = 'verbatim lead-in ends with a colon but no blockquote follows it directly: put the quoted words in a blockquote right after the paragraph';

const attributedAfter = 'the blockquote after this verbatim lead-in has an attribution line of its own, so the lead-in cites nothing: drop the attribution line, or the marker from the lead-in\'s parentheses';

/**
 * The citation of a lead-in paragraph (docs/specification.md §1.2): its marked citation
 * parentheses cite the blockquote right after it. A blockquote with an
 * attribution line of its own stands alone, and the lead-in is unresolved
 * (docs/specification.md §1.2: a lead-in followed by anything else). Returns the
 * blockquote's span as consumed: its text is the quote, not more prose.
 */
export function leadInCitation(text: string, group: ParenGroup, next: Nodes | undefined, isTaken: (span: Span) => boolean, notePath: string): { citations: Citation[]; consumed: Span[] } {
	const unresolved = (message: string): Citation => ({
		form: 'prose', quote: '', quoteSpan: { start: group.span.start, end: group.span.start }, span: group.span, attributionSpan: group.span,
		targetSpan: group.links[0]!.span, problem: { status: 'unresolved', message, span: group.span },
	});
	const blockSpan = next?.type === 'blockquote' ? spanOf(next) : undefined;
	if (!next || next.type !== 'blockquote' || !blockSpan) {
		return { citations: [unresolved(notFollowed)], consumed: [] };
	}
	// A blockquote with an attribution line of its own is checked as that citation; the lead-in cites nothing checkable.
	if (isTaken(blockSpan)) {
		return { citations: [unresolved(attributedAfter)], consumed: [] };
	}
	const body = blockquoteBody(text, next);
	if (!body) {
		return { citations: [unresolved('the blockquote after this verbatim lead-in is blank: nothing to check')], consumed: [blockSpan] };
	}
	if (group.links.length > 1) {
		return { citations: [unresolved('verbatim lead-in is equally close to two links in its citation parentheses')], consumed: [blockSpan] };
	}
	const span = { start: body.from, end: blockSpan.end };
	const citation: Citation = {
		form: 'prose', quote: body.quote, quoteSpan: body.quoteSpan, span, attributionSpan: group.span, leadIn: blockSpan,
		...citeLink(group.links[0]!, notePath, group.span),
	};
	return { citations: [citation], consumed: [blockSpan] };
}

/** The blockquote's text with its `>` prefixes removed, without quotation marks that wrap all of it; undefined when blank. */
function blockquoteBody(text: string, node: Blockquote): { quote: string; quoteSpan: Span; from: number } | undefined {
	const first = node.children[0] && spanOf(node.children[0]);
	const last = node.children.length ? spanOf(node.children[node.children.length - 1]!) : undefined;
	if (!first || !last) {
		return undefined;
	}
	let start = first.start;
	let end = last.end;
	while (end > start && /\s/.test(text[end - 1]!)) {
		end--;
	}
	if (end <= start) {
		return undefined;
	}
	const from = start;
	if (wrapsWhole(text.slice(start, end))) {
		start++;
		end--;
	}
	const quote = text.slice(start, end).replace(/(?:\r\n|\r|\n)[ \t]*(?:>[ \t]?)*/g, '\n');
	return { quote, quoteSpan: { start, end }, from };
}

/** True when the text opens and closes with quotation marks that pair with each other, not with marks inside. */
export function wrapsWhole(s: string): boolean {
	if (s.length < 2) {
		return false;
	}
	const inner = s.slice(1, -1);
	if (s.startsWith('"') && s.endsWith('"')) {
		return !inner.includes('"');
	}
	if (!s.startsWith('\u201C') || !s.endsWith('\u201D')) {
		return false;
	}
	// The outer pair wraps unless a closing mark inside ends it early.
	let depth = 0;
	for (const ch of inner) {
		if (ch === '\u201C') {
			depth++;
		} else if (ch === '\u201D' && --depth < 0) {
			return false;
		}
	}
	return true;
}
