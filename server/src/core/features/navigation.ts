import { localTarget } from '../sources/local';
import { projectFileOf } from '../sources/registry';
import { LineIndex } from '../text';
import { formOf } from '../forms/registry';
import type { CitationResult, ParsedNote, Span } from '../types';

/** A place in a source file to open: whole lines, with the length of the last one. */
export interface SourceLocation {
	readonly path: string;
	/** Undefined when the quote was not found: open the file at its top. */
	readonly lines?: { readonly startLine: number; readonly endLine: number; readonly endLineLength: number };
}

/** Where "go to definition" on a citation leads: its occurrence, else its nearest passage. */
export function definitionOf(r: CitationResult, sourceText: string | undefined): SourceLocation | undefined {
	if (!r.source || projectFileOf(r.citation.target) === undefined) {
		return undefined;
	}
	const o = r.occurrences?.[0] ?? r.suggestion;
	if (!o || sourceText === undefined) {
		return { path: r.source };
	}
	const index = new LineIndex(sourceText);
	return { path: r.source, lines: { startLine: o.startLine, endLine: o.endLine, endLineLength: index.lineEnd(o.endLine) - index.lineStart(o.endLine) } };
}

/** A link from a code-span attribution path to its source. */
export interface SourceLink {
	readonly span: Span;
	readonly path: string;
	/** The first cited line, when the citation names lines. */
	readonly line?: number;
}

/** Links for the code-span paths of blockquote attributions (Markdown links are links already). */
export function sourceLinks(text: string, parsed: ParsedNote): SourceLink[] {
	return parsed.citations.flatMap(c => {
		const target = localTarget(c.target);
		if (!target || !c.targetSpan || !formOf(c).ownLine || !text.startsWith('`', c.targetSpan.start)) {
			return [];
		}
		const first = c.ranges?.[0];
		return [{ span: c.targetSpan, path: target.path, line: first?.kind === 'lines' ? first.start : undefined }];
	});
}
