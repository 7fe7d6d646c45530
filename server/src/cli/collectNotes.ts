import { mayCite, type Checker, type ParsedNote } from '../core';
import type { NodeWorkspace } from '../node/nodeWorkspace';
import { readListedNote } from '../node/readListed';
import type { FileError } from './report';

/** A note to check: its text is kept only when it cites (the report positions citations in it). */
export interface CollectedNote {
	readonly path: string;
	readonly text: string;
	readonly parsed: ParsedNote;
}

/**
 * Reads and indexes every note of the project once, in one pass: the notes
 * in scope are checked, and every note's local targets are known sources
 * (for `misattributed`). A note's text is dropped as soon as it proves to cite
 * nothing, so memory holds only the few notes that cite. A note in scope
 * that cannot be read is an error finding, never skipped silently.
 */
export async function collectNotes(checker: Checker, workspace: NodeWorkspace, maxBytes: number, inScope: readonly string[], others: readonly string[]): Promise<{ notes: CollectedNote[]; fileErrors: FileError[] }> {
	const notes: CollectedNote[] = [];
	const fileErrors: FileError[] = [];
	const checked = new Set(inScope);
	for (const file of [...inScope, ...others.filter(f => !checked.has(f))]) {
		const read = await readListedNote(workspace, file, maxBytes, mayCite);
		if ('error' in read) {
			if (checked.has(file)) {
				fileErrors.push({ file, message: read.error });
			}
			continue;
		}
		const text = 'text' in read ? read.text : '';
		const parsed = 'text' in read ? checker.updateNote(file, text) : { citations: [], skipped: [] };
		if (checked.has(file)) {
			notes.push({ path: file, text: parsed.citations.length ? text : '', parsed });
		}
	}
	return { notes, fileErrors };
}
