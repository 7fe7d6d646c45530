import picomatch from 'picomatch';
import { createChecker, decodeUtf8, noopToken, type Checker, type ParsedNote } from '../core';
import type { Project } from './project';
import { displayPath, type FileError, type ProjectResults } from './report';

/** One project's part of a check: its files (root-relative) and what to check of them. */
export interface CheckScope {
	readonly project: Project;
	/** Every file of the project, root-relative with `/`. */
	readonly files: readonly string[];
	/** Folders or files to check, root-relative; empty or `''` means the whole project. */
	readonly scopes: readonly string[];
}

/** Checks the notes in scope of one project with its own configuration; messages name files from `cwd`. */
export async function checkProject({ project, files, scopes }: CheckScope, redact: boolean, cwd: string): Promise<ProjectResults> {
	const isIncluded = picomatch(project.config.include as string[], { dot: false });
	const isExcluded = project.config.exclude.length ? picomatch(project.config.exclude as string[], { dot: true }) : () => false;
	const inScope = (f: string): boolean => scopes.length === 0 || scopes.some(s => s === '' || f === s || f.startsWith(`${s}/`));
	const explicit = new Set(scopes);
	const notes = files.filter(f => inScope(f) && (explicit.has(f) || (isIncluded(f) && !isExcluded(f))));

	// A batch check goes source by source, so a small budget of loaded sources suffices.
	const checker = createChecker({
		workspace: project.workspace, config: project.config, redact, sourceBudgetBytes: 16 * 1024 * 1024,
		displayPath: p => displayPath(cwd, project.root, p),
	});
	const { texts, fileErrors } = await readNotes(project, notes);
	// Every file cited anywhere in the project is a known source, so the whole project is parsed first.
	const allNotes = files.filter(f => isIncluded(f) && !isExcluded(f));
	const parsed = new Map<string, ParsedNote>();
	checker.setCitedSources(await citedSources(checker, project, allNotes, texts, parsed));
	checker.setProjectFiles(files);

	const batch = [...texts].map(([file, text]) => ({ path: file, text, parsed: parsed.get(file) }));
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

async function citedSources(checker: Checker, project: Project, notes: readonly string[], known: ReadonlyMap<string, string>, parsed: Map<string, ParsedNote>): Promise<Set<string>> {
	const cited = new Set<string>();
	for (const file of notes) {
		let text = known.get(file);
		if (text === undefined) {
			const read = await project.workspace.readFile(file, project.config.maxSourceBytes);
			text = read.kind === 'ok' ? decodeUtf8(read.bytes) : undefined;
		}
		if (text === undefined) {
			continue;
		}
		const note = checker.parse(file, text);
		parsed.set(file, note);
		for (const c of note.citations) {
			if (c.target?.kind === 'local') {
				cited.add(c.target.path);
			}
		}
	}
	return cited;
}
