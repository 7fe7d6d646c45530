import type { Blockquote, Root } from 'mdast';
import type { Citation, Span } from '../types';
import { LineIndex } from '../text';
import { parseAttribution, type Attribution } from './attribution';
import { isInside, spanOf, walk, type Exclusions } from './tree';

/** A blockquote line with its container prefix removed. */
export interface QuoteLine {
	/** Offset of the first character after the `>` prefix. */
	readonly start: number;
	/** Offset of the end of the line, without its line break. */
	readonly end: number;
	readonly text: string;
	/** Depth of the blockquote this line's own `>` markers name (a lazy line has fewer than its quote's depth). */
	readonly owner: number;
}

/**
 * Finds attributed blockquotes (docs/specification.md §1.1): every line of a blockquote whose
 * text starts with `---` closes a citation whose body is the run of lines
 * above it, back to the blockquote's start or the previous attribution.
 */
export function findBlockquoteCitations(text: string, root: Root, lines: LineIndex, exclusions: Exclusions, notePath: string): Citation[] {
	const citations: Citation[] = [];
	for (const { node, ancestors } of walk(root)) {
		if (node.type !== 'blockquote') {
			continue;
		}
		const span = spanOf(node);
		if (!span) {
			continue;
		}
		const depth = ancestors.filter(a => a.type === 'blockquote').length;
		const quoteLines = stripLines(text, lines, node, span.start, depth);
		let bodyFrom = 0;
		for (let k = 0; k < quoteLines.length; k++) {
			const line = quoteLines[k]!;
			// One attribution line closes one citation: a lazy line (fewer `>` than this quote's depth) belongs to the quote its markers name.
			if (!line.text.startsWith('---') || line.owner !== depth || isInside(exclusions.blockSpans, line.start)) {
				continue;
			}
			citations.push(buildCitation(quoteLines.slice(bodyFrom, k), line, notePath));
			bodyFrom = k + 1;
		}
	}
	return citations;
}

/** The citation an attribution line closes, with the lines above it as its body. */
export function buildCitation(body: readonly QuoteLine[], attribution: QuoteLine, notePath: string): Citation {
	const attributionSpan = { start: attribution.start, end: attribution.start + attribution.text.trimEnd().length };
	const parsed = guardedAttribution(attribution, attributionSpan, notePath);
	const quote = body.map(l => l.text).join('\n');
	const first = body.find(l => l.text.trim() !== '');
	const last = [...body].reverse().find(l => l.text.trim() !== '');
	const quoteSpan = first && last
		? { start: first.start + (first.text.length - first.text.trimStart().length), end: last.start + last.text.trimEnd().length }
		: { start: attribution.start, end: attribution.start };
	return {
		form: 'blockquote',
		quote,
		quoteSpan,
		span: { start: quoteSpan.start, end: attributionSpan.end },
		attributionSpan,
		targetSpan: parsed.targetSpan,
		target: parsed.target,
		ranges: parsed.ranges,
		version: parsed.version,
		versionSpan: parsed.versionSpan,
		problem: parsed.problem,
	};
}

/** An attribution that cannot be read is this citation's problem alone: the rest of the note is still checked (docs/specification.md §1.1). */
function guardedAttribution(attribution: QuoteLine, span: Span, notePath: string): Attribution {
	try {
		return parseAttribution(attribution.text.slice(3), attribution.start + 3, notePath);
	} catch {
		return { problem: { status: 'invalid_attribution', message: 'attribution could not be read', span } };
	}
}

/**
 * The lines of a blockquote with `depth` outer `>` markers and its own `>`
 * (plus at most one space) removed. Lazy continuation lines keep their text.
 */
function stripLines(text: string, lines: LineIndex, node: Blockquote, start: number, depth: number): QuoteLine[] {
	const out: QuoteLine[] = [];
	const firstLine = lines.lineAt(start);
	const lastLine = node.position?.end.line ?? firstLine;
	for (let line = firstLine; line <= lastLine; line++) {
		let from = line === firstLine ? start : lines.lineStart(line);
		const end = lines.lineEnd(line);
		let markers = line === firstLine ? depth : 0;
		for (let d = markers; d <= depth; d++) {
			let i = from;
			while (i < end && (text[i] === ' ' || text[i] === '\t')) {
				i++;
			}
			// The first line may sit behind a list marker; its offset already points at the `>`.
			if (text[i] !== '>') {
				break;
			}
			i++;
			if (text[i] === ' ' || (text[i] === '\t' && d < depth)) {
				i++;
			}
			from = i;
			markers++;
		}
		out.push({ start: from, end, text: text.slice(from, end), owner: Math.max(0, markers - 1) });
	}
	return out;
}
