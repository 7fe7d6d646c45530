import { createChecker, decodeUtf8, noopToken, type CheckManager } from '../core';
import type { CheckScope, Project } from './project';
import { displayPath, type FileError, type ProjectResults } from './report';

/** Checks the notes in scope of one project with its own configuration; messages name files from `cwd`. */
export async function checkProject({ project, files, scopes }: CheckScope, redact: boolean, cwd: string): Promise<ProjectResults> {
	const inScope = (f: string): boolean => scopes.length === 0 || scopes.some(s => s === '' || f === s || f.startsWith(`${s}/`));
	const explicit = new Set(scopes);
	const notes = files.filter(f => inScope(f) && (explicit.has(f) || project.isNote(f)));

	// A batch check goes source by source, so a small budget of loaded sources suffices.
	const checker = createChecker({
		workspace: project.workspace, config: project.config, redact, sourceBudgetBytes: 16 * 1024 * 1024,
		displayPath: p => displayPath(cwd, project.root, p),
	});
	checker.setProjectFiles(files);
	const { texts, fileErrors } = await readNotes(project, notes);
	await indexProject(checker, project, files, texts);
	const batch = [...texts].map(([file, text]) => ({ path: file, text }));
	const checked = await checker.checkNotes(batch, noopToken) ?? [];
	return { root: project.root, notes: checked.map((report, n) => ({ report, text: batch[n]!.text })), fileErrors };
}

/** Reads notes as strict UTF-8; a note that cannot be read is an error finding, never skipped silently. */
async function readNotes(project: Project, notes: readonly string[]): Promise<{ texts: Map<string, string>; fileErrors: FileError[] }> {
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

/** Every file cited anywhere in the project is a known source (docs/specification.md, Matching), so every note is indexed first. */
async function indexProject(checker: CheckManager, project: Project, files: readonly string[], known: ReadonlyMap<string, string>): Promise<void> {
	for (const file of files.filter(f => project.isNote(f))) {
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
