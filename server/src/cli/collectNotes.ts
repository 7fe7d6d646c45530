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
 * Reads and parses every note of the project once, in one pass: the notes in
 * scope are checked, and every note's local targets are known sources (for
 * `misattributed`). A note's text is dropped as soon as it proves to cite
 * nothing, so memory holds only the few notes that cite. A note in scope
 * that cannot be read is an error finding, never skipped silently.
 */
export async function collectNotes(checker: Checker, workspace: NodeWorkspace, maxBytes: number, inScope: readonly string[], others: readonly string[]): Promise<{ notes: CollectedNote[]; fileErrors: FileError[]; cited: Set<string> }> {
	const notes: CollectedNote[] = [];
	const fileErrors: FileError[] = [];
	const cited = new Set<string>();
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
		const parsed = 'text' in read ? checker.parse(file, text) : { citations: [], skipped: [] };
		for (const c of parsed.citations) {
			if (c.target?.kind === 'local') {
				cited.add(c.target.path);
			}
		}
		if (checked.has(file)) {
			notes.push({ path: file, text: parsed.citations.length ? text : '', parsed });
		}
	}
	return { notes, fileErrors, cited };
}
