import { createChecker, noopToken } from '../core';
import { collectNotes } from './collectNotes';
import type { CheckScope } from './project';
import { displayPath, type ProjectResults } from './report';

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
	// Every file cited anywhere in the project is a known source (docs/specification.md §4), so every note is indexed.
	const { notes: batch, fileErrors } = await collectNotes(checker, project.workspace, project.config.maxSourceBytes, notes, files.filter(f => project.isNote(f)));
	const checked = await checker.checkNotes(batch, noopToken) ?? [];
	return { root: project.root, notes: checked.map((report, n) => ({ report, text: batch[n]!.text })), fileErrors };
}
