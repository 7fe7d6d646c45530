import { createChecker, decodeUtf8, noopToken, type Checker, type NoteReport } from '../core';
import type { LoadedProject } from '../node/loadProject';
import type { FileError } from './report';

/** A checked project: the checker (its sources still cached), each note's report with the text it was checked on. */
export interface CheckedProject {
	readonly checker: Checker;
	readonly notes: readonly { readonly report: NoteReport; readonly text: string }[];
	readonly fileErrors: readonly FileError[];
}

export interface CheckOptions {
	readonly redact: boolean;
	/** With `--changed-since`: only notes in this set, or citing a file in it, are checked. */
	readonly changed?: ReadonlySet<string>;
}

/**
 * Indexes every note of the project (each cited file is a known source,
 * SPEC §4) and checks `notes` in one batch, source by source.
 */
export async function checkProject(project: LoadedProject, notes: readonly string[], options: CheckOptions): Promise<CheckedProject> {
	// A batch check goes source by source, so a small budget of loaded sources suffices.
	const checker = createChecker({ workspace: project.workspace, config: project.config, redact: options.redact, sourceBudgetBytes: 16 * 1024 * 1024 });
	checker.setProjectFiles(project.files);
	const { texts, fileErrors } = await readNotes(project, notes);
	await indexProject(checker, project, texts);
	let chosen = [...texts.keys()];
	const changed = options.changed;
	// A changed note, or a note citing a changed file; a changed configuration changes every verdict.
	if (changed && !changed.has('verbatim.json')) {
		const affected = new Set([...changed, ...[...changed].flatMap(f => checker.citers(f))]);
		chosen = chosen.filter(n => affected.has(n));
	}
	const batch = chosen.map(path => ({ path, text: texts.get(path)! }));
	const checked = await checker.checkNotes(batch, noopToken) ?? [];
	return { checker, notes: checked.map((report, n) => ({ report, text: batch[n]!.text })), fileErrors: fileErrors.filter(e => !changed || chosen.includes(e.file) || changed.has(e.file)) };
}

/** Reads notes as strict UTF-8; a note that cannot be read is an error finding, never skipped silently. */
async function readNotes(project: LoadedProject, notes: readonly string[]): Promise<{ texts: Map<string, string>; fileErrors: FileError[] }> {
	const texts = new Map<string, string>();
	const fileErrors: FileError[] = [];
	for (const file of notes) {
		const read = await project.workspace.readFile(file, project.config.maxSourceBytes);
		if (read.kind === 'error') {
			fileErrors.push({ file, message: `note cannot be read: ${read.reason.replace(/_/g, ' ')}` });
			continue;
		}
		const text = decodeUtf8(read.bytes);
		if (text === undefined) {
			fileErrors.push({ file, message: 'note is not valid UTF-8' });
			continue;
		}
		texts.set(file, text);
	}
	return { texts, fileErrors };
}

/** Every file cited anywhere in the project is a known source (SPEC §4), so every note is indexed first. */
async function indexProject(checker: Checker, project: LoadedProject, known: ReadonlyMap<string, string>): Promise<void> {
	for (const file of project.files.filter(f => project.isNote(f))) {
		let text = known.get(file);
		if (text === undefined) {
			const read = await project.workspace.readFile(file, project.config.maxSourceBytes);
			text = read.kind === 'ok' ? decodeUtf8(read.bytes) : undefined;
		}
		if (text !== undefined) {
			checker.updateNote(file, text);
		}
	}
}
