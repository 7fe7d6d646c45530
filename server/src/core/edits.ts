import type { Span } from './types';

/** A text edit of a note: replace `span` (UTF-16 offsets) with `text`. */
export interface NoteEdit {
	readonly span: Span;
	readonly text: string;
}

/** Applies non-overlapping edits to a text. */
export function applyEdits(text: string, edits: readonly NoteEdit[]): string {
	let out = text;
	for (const e of [...edits].sort((a, b) => b.span.start - a.span.start)) {
		out = out.slice(0, e.span.start) + e.text + out.slice(e.span.end);
	}
	return out;
}
