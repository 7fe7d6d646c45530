import { append, extend } from '../text';
import type { Nodes, Parent, Root } from 'mdast';
import type { Citation, Span } from '../types';
import { leadInCitation } from './leadIn';
import { isInside, spanOf, walk, type Exclusions } from './tree';
import { citeLink, findMarkers, findParenGroups, findQuotes, findSentences, lastAtOrBefore, spanHolding, type LinkInfo, type ParenGroup, type QuoteSpan, type StrayMark } from './proseScan';

/** One paragraph, scanned: code, HTML and links blanked in `scan` so offsets stay aligned with the note. */
interface ParagraphScan {
	readonly span: Span;
	readonly links: readonly LinkInfo[];
	readonly groups: readonly ParenGroup[];
	readonly markers: readonly number[];
	/** Quotes outside citation parentheses, labels and code. */
	readonly quotes: readonly QuoteSpan[];
	/** Quotation marks that pair with none, where quotes would be read. */
	readonly strays: readonly StrayMark[];
	readonly sentences: readonly Span[];
}

/**
 * Finds prose citations (docs/specification.md §1.2): in one paragraph, a double-quoted span,
 * a link, and the marker word `verbatim` in the link's citation parentheses
 * or earlier in the quote's sentence; and lead-in paragraphs, whose citation
 * parentheses cite the blockquote that follows them.
 */
export function findProseCitations(text: string, root: Root, exclusions: Exclusions, notePath: string, taken: readonly Span[], unlinked?: Span[]): Citation[] {
	const citations: Citation[] = [];
	// Blockquotes a lead-in cites: their text is a quote, not prose to scan.
	const consumed: Span[] = [];
	const isTaken = overlapTest(taken);
	for (const { node, ancestors } of walk(root)) {
		if (node.type !== 'paragraph' && node.type !== 'tableCell' && node.type !== 'heading') {
			continue;
		}
		const span = spanOf(node);
		// Lead-ins consume blockquotes in document order, so only the latest can hold this paragraph.
		const lastConsumed = consumed[consumed.length - 1];
		if (!span || isTaken(span) || (lastConsumed && lastConsumed.start < span.end && span.start < lastConsumed.end)) {
			continue;
		}
		const inQuote = ancestors.some(a => a.type === 'blockquote');
		const scan = scanParagraph(text, node, span, exclusions);
		const paired = pairQuotes(text, scan, notePath, inQuote, unlinked);
		append(citations, paired.citations);
		// A paragraph ending in a colon introduces what follows with its last quote-less marked parentheses.
		const leadIn = node.type === 'paragraph' && text.slice(span.start, span.end).trimEnd().endsWith(':') ? paired.unquoted.pop() : undefined;
		append(citations, paired.unquoted.map(quotelessCitation));
		if (leadIn) {
			const found = leadInCitation(text, leadIn, nextSibling(ancestors, node), isTaken, notePath);
			append(citations, found.citations);
			append(consumed, found.consumed);
		}
	}
	return citations;
}

/** A test of overlap with any of `spans` (which may nest), in logarithmic time: starts sorted, with the furthest end so far. */
function overlapTest(spans: readonly Span[]): (span: Span) => boolean {
	const sorted = [...spans].sort((a, b) => a.start - b.start);
	const furthest: number[] = [];
	for (const [k, t] of sorted.entries()) {
		furthest.push(Math.max(t.end, furthest[k - 1] ?? -1));
	}
	return span => {
		const k = lastAtOrBefore(sorted, span.end - 1, t => t.start);
		return k >= 0 && furthest[k]! > span.start;
	};
}

/** Positions of children in their parent, built once per parent that holds a lead-in. */
const childIndex = new WeakMap<Parent, Map<Nodes, number>>();

function nextSibling(ancestors: readonly Nodes[], node: Nodes): Nodes | undefined {
	const parent = ancestors[ancestors.length - 1] as Parent | undefined;
	if (!parent) {
		return undefined;
	}
	let index = childIndex.get(parent);
	if (!index) {
		index = new Map(parent.children.map((c, k) => [c as Nodes, k]));
		childIndex.set(parent, index);
	}
	return parent.children[(index.get(node) ?? -2) + 1] as Nodes | undefined;
}

function scanParagraph(text: string, paragraph: Nodes, span: Span, exclusions: Exclusions): ParagraphScan {
	const base = span.start;
	const chars = text.slice(span.start, span.end).split('');
	const blank = (s: Span): void => {
		for (let i = Math.max(s.start, base); i < Math.min(s.end, span.end); i++) {
			if (chars[i - base] !== '\n') {
				chars[i - base] = ' ';
			}
		}
	};
	const links: LinkInfo[] = [];
	const labels: Span[] = [];
	// Where a blanked link, image or code span begins: a sentence may begin there (§1.2).
	const inlineStarts = new Set<number>();
	for (const { node } of walk({ type: 'root', children: [paragraph] } as Root)) {
		const s = spanOf(node);
		if (!s) {
			continue;
		}
		if (node.type === 'link' || node.type === 'linkReference') {
			const destination = node.type === 'link' ? node.url : exclusions.definitions.get(node.identifier);
			if (destination !== undefined) {
				links.push({ span: s, destination });
			}
			blank(s);
			inlineStarts.add(s.start);
		} else if (node.type === 'inlineCode' || node.type === 'html' || node.type === 'image' || node.type === 'imageReference') {
			blank(s);
			if (node.type !== 'html') {
				inlineStarts.add(s.start);
			}
		} else if (node.type === 'strong') {
			labels.push(s);
		}
	}
	for (const s of exclusions.spans) {
		if (s.start < span.end && span.start < s.end) {
			blank(s);
		}
	}
	const scan = chars.join('');
	const groups = findParenGroups(scan, base, links);
	const labelled = labels.sort((a, b) => a.start - b.start).map(l => ({ span: l }));
	const marks = findQuotes(scan, base);
	const readable = (q: QuoteSpan): boolean => !spanHolding(groups, q.open) && !inLabel(labelled, q) && !isInside(exclusions.spans, q.open);
	const quotes = marks.quotes.filter(readable);
	const strays = marks.strays.filter(m => readable({ open: m.at, close: m.at }));
	const sentences = findSentences(scan, base, quotes, groups, inlineStarts);
	const markers: number[] = [];
	for (const m of findMarkers(scan, base, quotes, groups, sentences)) {
		const g = spanHolding(groups, m);
		if (g) {
			g.marker = true;
		} else {
			markers.push(m);
		}
	}
	return { span, links: [...links].sort((a, b) => a.span.start - b.span.start), groups, markers, quotes, strays, sentences };
}

/** A quote inside `**bold**` is a label; bold spans may nest, so look back over the few that start before the quote. */
function inLabel(labels: readonly { span: Span }[], q: QuoteSpan): boolean {
	const last = lastAtOrBefore(labels, q.open, l => l.span.start);
	for (let k = last; k >= 0 && k > last - 8; k--) {
		if (q.close < labels[k]!.span.end) {
			return true;
		}
	}
	return false;
}

/**
 * Pairs each marked quote with its link; returns the citations and the marked
 * parentheses no quote paired with. `unlinked` collects marked quotes in
 * paragraphs with no link at all (not citations; "Find source" attributes them).
 * An unpaired quotation mark that may have belonged to a marked quote makes
 * its pairing a guess: that quote, or the mark itself, is unresolved (never skipped).
 */
function pairQuotes(text: string, p: ParagraphScan, notePath: string, inQuote: boolean, unlinked?: Span[]): { citations: Citation[]; unquoted: ParenGroup[] } {
	const citations: Citation[] = [];
	const used = new Set<ParenGroup>();
	const groupOf = new Map(p.groups.flatMap(g => g.links.map(l => [l, g] as const)));
	const resolved = new Set<number>();
	for (const q of p.quotes) {
		const sentence = sentenceOf(p, q.open);
		const link = pairedLink(p.links, q, sentence);
		const group = link && groupOf.get(link);
		if (!markedAt(p, q.open, sentence) && !group?.marker) {
			continue;
		}
		if (group) {
			used.add(group);
		}
		// A marked quote in a paragraph with no link at all is writing about quoting, not citing.
		if (link || p.links.length > 0) {
			const end = group?.span.end ?? (link && link.span.start > q.close ? link.span.end : q.close);
			resolved.add(sentence.start);
			citations.push(quoteCitation(text, q, link, group, notePath, inQuote, doubted(p, q, sentence, end)));
		} else {
			unlinked?.push({ start: q.open + 1, end: q.close });
		}
	}
	for (const s of p.strays) {
		const sentence = sentenceOf(p, s.at);
		const link = pairedLink(p.links, { open: s.at, close: s.at }, sentence);
		const group = link && groupOf.get(link);
		// A mark with nothing open before marked parentheses (`The 2" pipe ([S](s.md), verbatim):`) is an inch mark, not a quote.
		if (resolved.has(sentence.start) || p.links.length === 0 || !(markedAt(p, s.at, sentence) || (s.opened && group?.marker))) {
			continue;
		}
		resolved.add(sentence.start);
		if (group) {
			used.add(group);
		}
		citations.push(strayCitation(s.at, link, group));
	}
	return { citations, unquoted: p.groups.filter(g => g.marker && !used.has(g)) };
}

/**
 * Whether an unpaired mark of the quote's sentence may have belonged to it:
 * one between its opening mark and the end of its citation, or a quote left
 * open before it. A mark with nothing open before the quote (`A 5" disk,
 * verbatim "…"`), and any mark after the citation, cannot.
 */
function doubted(p: ParagraphScan, q: QuoteSpan, sentence: Span, end: number): boolean {
	for (let k = lastAtOrBefore(p.strays, sentence.start - 1, s => s.at) + 1; k < p.strays.length && p.strays[k]!.at < Math.min(end, sentence.end); k++) {
		const s = p.strays[k]!;
		if (s.at > q.open || s.opened) {
			return true;
		}
	}
	return false;
}

function sentenceOf(p: ParagraphScan, at: number): Span {
	return p.sentences[lastAtOrBefore(p.sentences, at, s => s.start)] ?? p.span;
}

/** Whether a marker stands before `at` in its sentence. */
function markedAt(p: ParagraphScan, at: number, sentence: Span): boolean {
	const marker = p.markers[lastAtOrBefore(p.markers, at - 1, m => m)];
	return marker !== undefined && marker >= sentence.start;
}

const unpaired = 'a quotation mark in this verbatim sentence pairs with no other, so the quoted words cannot be told: close the quote, or escape an inch mark as \\"';

/** A marked sentence whose only quotation mark pairs with none (docs/specification.md §1.2): unresolved, never skipped. */
function strayCitation(at: number, link: LinkInfo | undefined, group: ParenGroup | undefined): Citation {
	const mark = { start: at, end: at + 1 };
	const attributionSpan = group?.span ?? link?.span ?? mark;
	return {
		form: 'prose', quote: '', quoteSpan: { start: at, end: at }, span: { start: at, end: Math.max(at + 1, attributionSpan.end) }, attributionSpan,
		targetSpan: link?.span, problem: { status: 'unresolved', message: unpaired, span: mark },
	};
}

/** The nearest link after the quote in its sentence, else the nearest one before it; links are sorted and disjoint. */
function pairedLink(links: readonly LinkInfo[], q: QuoteSpan, sentence: Span): LinkInfo | undefined {
	const k = lastAtOrBefore(links, q.close, l => l.span.start);
	const following = links[k + 1];
	if (following && following.span.start < sentence.end) {
		return following;
	}
	const preceding = links[lastAtOrBefore(links, q.open, l => l.span.end)];
	return preceding && preceding.span.start >= sentence.start && preceding.span.end <= q.open ? preceding : undefined;
}

function quoteCitation(text: string, q: QuoteSpan, link: LinkInfo | undefined, group: ParenGroup | undefined, notePath: string, inQuote: boolean, doubt: boolean): Citation {
	let quote = text.slice(q.open + 1, q.close);
	if (inQuote) {
		quote = quote.replace(/\n[ \t]*(?:>[ \t]?)+/g, '\n');
	}
	const quoteSpan = { start: q.open + 1, end: q.close };
	const attributionSpan = group?.span ?? link?.span ?? { start: q.close, end: q.close + 1 };
	const span = { start: q.open, end: Math.max(q.close + 1, attributionSpan.end) };
	const base = { form: 'prose' as const, quote, quoteSpan, span, attributionSpan };
	const unresolved = (message: string): Citation => extend(base, { problem: { status: 'unresolved' as const, message, span: { start: q.open, end: q.close + 1 } } });
	if (!link) {
		return unresolved('verbatim quote has no link in its sentence to pair with');
	}
	if (doubt) {
		return unresolved(unpaired);
	}
	if (group && group.links.length > 1) {
		return unresolved('verbatim quote is equally close to two links in its citation parentheses');
	}
	return extend(base, citeLink(link, notePath, { start: q.open, end: q.close + 1 }));
}

/** Citation parentheses that carry the marker and a link but no quoted span (docs/specification.md §1.2): never silently skipped. */
function quotelessCitation(g: ParenGroup): Citation {
	const message = g.links.length > 1
		? 'verbatim citation parentheses hold two links and no quoted span to check'
		: 'verbatim citation parentheses have no quoted span to check: quote the words, or end the paragraph with a colon and put the quote in a blockquote right after it';
	return {
		form: 'prose', quote: '', quoteSpan: { start: g.span.start, end: g.span.start }, span: g.span, attributionSpan: g.span,
		targetSpan: g.links[0]!.span, problem: { status: 'unresolved', message, span: g.span },
	};
}
