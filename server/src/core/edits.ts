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

/** The line end a note uses: its first one, LF when it has none. */
export function lineEndOf(text: string): '\n' | '\r\n' | '\r' {
	const at = text.search(/[\r\n]/);
	return at < 0 || text[at] === '\n' ? '\n' : text[at + 1] === '\n' ? '\r\n' : '\r';
}

/** An edit whose new line breaks (the constructor writes LF) use the note's line end; breaks copied from the note stay as they are. */
export function inNoteLineEnds(noteText: string, edit: NoteEdit): NoteEdit {
	const eol = lineEndOf(noteText);
	return eol === '\n' || !edit.text.includes('\n') ? edit : { span: edit.span, text: edit.text.replace(/(?<!\r)\n/g, eol) };
}
