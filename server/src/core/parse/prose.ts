import type { Nodes, Root } from 'mdast';
import type { Citation, Span } from '../types';
import { parseLinkDestination } from './attribution';
import { isInside, spanOf, walk, type Exclusions } from './markdown';

interface LinkInfo {
	readonly span: Span;
	readonly destination: string;
}

interface ParenGroup {
	readonly span: Span;
	readonly links: LinkInfo[];
	marker: boolean;
}

interface QuoteSpan {
	/** Offset of the opening quotation mark. */
	readonly open: number;
	/** Offset of the closing quotation mark. */
	readonly close: number;
}

/** Words that, just before `verbatim`, deny or hedge it ("not verbatim", "nearly verbatim"). */
const negators = new Set(['not', 'no', 'never', 'non', 'nor', 'without', 'neither', 'nearly', 'almost', 'near', 'roughly', 'approximately', 'essentially', 'mostly', 'partly', 'quasi', 'semi', 'isn\'t', 'aren\'t', 'wasn\'t', 'weren\'t', 'don\'t', 'doesn\'t', 'didn\'t', 'cannot', 'can\'t', 'won\'t']);

/**
 * Finds prose citations (SPEC §1.2): in one paragraph, a double-quoted span,
 * a link, and the marker word `verbatim` in the link's citation parentheses
 * or earlier in the quote's sentence.
 */
export function findProseCitations(text: string, root: Root, exclusions: Exclusions, notePath: string, taken: readonly Span[], unlinked?: Span[]): Citation[] {
	const citations: Citation[] = [];
	for (const { node, ancestors } of walk(root)) {
		if (node.type !== 'paragraph' && node.type !== 'tableCell' && node.type !== 'heading') {
			continue;
		}
		const span = spanOf(node);
		if (!span || taken.some(t => t.start < span.end && span.start < t.end)) {
			continue;
		}
		const inQuote = ancestors.some(a => a.type === 'blockquote');
		citations.push(...proseInParagraph(text, node, span, exclusions, notePath, inQuote, unlinked));
	}
	return citations;
}

/** `unlinked` collects marked quotes in paragraphs with no link at all (not citations; "Find source" offers to attribute them). */
function proseInParagraph(text: string, paragraph: Nodes, span: Span, exclusions: Exclusions, notePath: string, inQuote: boolean, unlinked?: Span[]): Citation[] {
	const base = span.start;
	// A working copy where code, HTML and links are blanked, so offsets stay aligned.
	const scan = text.slice(span.start, span.end).split('');
	const blank = (s: Span): void => {
		for (let i = Math.max(s.start, base); i < Math.min(s.end, span.end); i++) {
			if (scan[i - base] !== '\n') {
				scan[i - base] = ' ';
			}
		}
	};
	const links: LinkInfo[] = [];
	const labels: Span[] = [];
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
		} else if (node.type === 'inlineCode' || node.type === 'html' || node.type === 'image' || node.type === 'imageReference') {
			blank(s);
		} else if (node.type === 'strong') {
			labels.push(s);
		}
	}
	for (const s of exclusions.spans) {
		if (s.start < span.end && span.start < s.end) {
			blank(s);
		}
	}
	const scanText = scan.join('');
	const groups = findParenGroups(scanText, base, links);
	const markers = findMarkers(scanText, base);
	for (const m of markers) {
		const g = groups.find(g => m >= g.span.start && m < g.span.end);
		if (g) {
			g.marker = true;
		}
	}
	const outsideGroups = (offset: number): boolean => !groups.some(g => offset >= g.span.start && offset < g.span.end);
	const quotes = findQuotes(scanText, base).filter(q =>
		outsideGroups(q.open)
		&& !labels.some(l => q.open >= l.start && q.close < l.end)
		&& !isInside(exclusions.spans, q.open));
	const sentences = findSentences(scanText, base, quotes, groups);
	const sentenceOf = (offset: number): Span => sentences.find(s => offset >= s.start && offset < s.end) ?? span;

	const out: Citation[] = [];
	for (const q of quotes) {
		const sentence = sentenceOf(q.open);
		const inSentence = links.filter(l => l.span.start >= sentence.start && l.span.start < sentence.end);
		const following = inSentence.filter(l => l.span.start > q.close).sort((a, b) => a.span.start - b.span.start)[0];
		const preceding = inSentence.filter(l => l.span.end <= q.open).sort((a, b) => b.span.end - a.span.end)[0];
		const link = following ?? preceding;
		const group = link && groups.find(g => g.links.includes(link));
		const sentenceMarker = markers.some(m => m >= sentence.start && m < q.open && outsideGroups(m));
		if (!sentenceMarker && !group?.marker) {
			continue;
		}
		let quote = text.slice(q.open + 1, q.close);
		if (inQuote) {
			quote = quote.replace(/\n[ \t]*(?:>[ \t]?)+/g, '\n');
		}
		const quoteSpan = { start: q.open + 1, end: q.close };
		const attributionSpan = group?.span ?? link?.span ?? { start: q.close, end: q.close + 1 };
		const citationSpan = { start: q.open, end: Math.max(q.close + 1, attributionSpan.end) };
		const unresolved = (message: string): Citation => ({
			form: 'prose', quote, quoteSpan, span: citationSpan, attributionSpan,
			problem: { status: 'unresolved', message, span: { start: q.open, end: q.close + 1 } },
		});
		if (!link) {
			if (links.length > 0) {
				out.push(unresolved('verbatim quote has no link in its sentence to pair with'));
			} else {
				unlinked?.push(quoteSpan);
			}
			continue;
		}
		if (group && group.links.length > 1) {
			out.push(unresolved('verbatim quote is equally close to two links in its citation parentheses'));
			continue;
		}
		const destination = parseLinkDestination(link.destination, notePath);
		if ('problem' in destination) {
			out.push({
				form: 'prose', quote, quoteSpan, span: citationSpan, attributionSpan, targetSpan: link.span,
				problem: { status: 'invalid_attribution', message: destination.problem, span: link.span },
			});
			continue;
		}
		if (!destination.target) {
			out.push(unresolved('verbatim quote pairs with an in-page anchor, not a source file'));
			continue;
		}
		out.push({
			form: 'prose', quote, quoteSpan, span: citationSpan, attributionSpan, targetSpan: link.span,
			target: destination.target, ranges: destination.ranges,
		});
	}
	return out;
}

/** Citation parentheses: a `(` right before a link, up to its matching `)`. Other links inside join the group. */
function findParenGroups(scan: string, base: number, links: readonly LinkInfo[]): ParenGroup[] {
	const groups: ParenGroup[] = [];
	for (const link of [...links].sort((a, b) => a.span.start - b.span.start)) {
		if (groups.some(g => link.span.start >= g.span.start && link.span.start < g.span.end)) {
			groups.find(g => link.span.start >= g.span.start && link.span.start < g.span.end)!.links.push(link);
			continue;
		}
		let i = link.span.start - base - 1;
		while (i >= 0 && (scan[i] === ' ' || scan[i] === '\t')) {
			i--;
		}
		if (scan[i] !== '(') {
			continue;
		}
		let depth = 0;
		let j = link.span.end - base;
		for (; j < scan.length; j++) {
			if (scan[j] === '(') {
				depth++;
			} else if (scan[j] === ')') {
				if (depth === 0) {
					break;
				}
				depth--;
			}
		}
		if (j >= scan.length) {
			continue;
		}
		groups.push({ span: { start: base + i, end: base + j + 1 }, links: [link], marker: false });
	}
	return groups;
}

/** Offsets of the marker word `verbatim` standing alone: not in a compound, not negated or hedged. */
function findMarkers(scan: string, base: number): number[] {
	const out: number[] = [];
	for (const m of scan.matchAll(/verbatim/giu)) {
		const before = scan[m.index - 1] ?? ' ';
		const after = scan[m.index + m[0].length] ?? ' ';
		if (/[\p{L}\p{N}_\-/’']/u.test(before) || /[\p{L}\p{N}_\-/]/u.test(after)) {
			continue;
		}
		const previous = scan.slice(Math.max(0, m.index - 40), m.index).toLowerCase().replace(/’/g, '\'').match(/[\p{L}']+/gu) ?? [];
		if (previous.slice(-2).some(w => negators.has(w) || w.endsWith('n\'t'))) {
			continue;
		}
		out.push(base + m.index);
	}
	return out;
}

/** Double-quoted spans: straight quotes pair in order; curly quotes pair open with close. */
function findQuotes(scan: string, base: number): QuoteSpan[] {
	const out: QuoteSpan[] = [];
	let straight = -1;
	let curly = -1;
	for (let i = 0; i < scan.length; i++) {
		const ch = scan[i];
		if (ch === '"' && curly < 0) {
			if (straight < 0) {
				straight = i;
			} else {
				out.push({ open: base + straight, close: base + i });
				straight = -1;
			}
		} else if (ch === '\u201C' && straight < 0) {
			curly = i;
		} else if (ch === '\u201D' && curly >= 0) {
			out.push({ open: base + curly, close: base + i });
			curly = -1;
		}
	}
	return out;
}

/** Sentence spans; a `.`, `!` or `?` ends a sentence only outside quotes and parentheses, before a capital or the end. */
function findSentences(scan: string, base: number, quotes: readonly QuoteSpan[], groups: readonly ParenGroup[]): Span[] {
	const out: Span[] = [];
	let start = 0;
	const hidden = (i: number): boolean =>
		quotes.some(q => base + i > q.open && base + i < q.close) || groups.some(g => base + i >= g.span.start && base + i < g.span.end);
	for (let i = 0; i < scan.length; i++) {
		const ch = scan[i]!;
		if ((ch !== '.' && ch !== '!' && ch !== '?') || hidden(i)) {
			continue;
		}
		let j = i + 1;
		while (j < scan.length && /[)"”’'\]*_]/.test(scan[j]!)) {
			j++;
		}
		if (j < scan.length && !/\s/.test(scan[j]!)) {
			continue;
		}
		let k = j;
		while (k < scan.length && /\s/.test(scan[k]!)) {
			k++;
		}
		if (k < scan.length && !/[\p{Lu}\p{N}"“([*_]/u.test(scan[k]!)) {
			continue;
		}
		out.push({ start: base + start, end: base + j });
		start = j;
	}
	out.push({ start: base + start, end: base + scan.length });
	return out;
}
