import picomatch from 'picomatch';
import { createChecker, decodeUtf8, noopToken, type Checker, type NoteReport, type ParsedNote, type ProjectConfig } from '../core';
import { listProjectFiles } from '../node/listFiles';
import type { NodeWorkspace } from '../node/nodeWorkspace';
import type { FileError } from './report';

/** What a CLI command knows of its project. */
export interface CliProject {
	readonly root: string;
	readonly config: ProjectConfig;
	readonly workspace: NodeWorkspace;
}

/** A checked project: the checker (its sources still cached), each note's report with the text it was checked on. */
export interface CheckedProject {
	readonly checker: Checker;
	readonly notes: readonly { readonly report: NoteReport; readonly text: string }[];
	readonly fileErrors: readonly FileError[];
}

export interface CheckScope {
	/** Root-relative paths given on the command line; none means the whole project. */
	readonly scopes: readonly string[];
	readonly redact: boolean;
	/** With `--changed-since`: only notes in this set, or citing a source in it, are checked. */
	readonly changed?: ReadonlySet<string>;
	/** Bytes of loaded sources to keep at once. */
	readonly sourceBudgetBytes?: number;
}

/**
 * Finds the notes in scope, indexes every note of the project (each cited
 * file is a known source, SPEC §4) and checks the chosen ones in one batch.
 */
export async function checkProject(project: CliProject, scope: CheckScope): Promise<CheckedProject> {
	const files = await listProjectFiles(project.root);
	const isIncluded = picomatch(project.config.include as string[], { dot: false });
	const isExcluded = project.config.exclude.length ? picomatch(project.config.exclude as string[], { dot: true }) : () => false;
	const inScope = (f: string): boolean => scope.scopes.length === 0 || scope.scopes.some(s => s === '' || f === s || f.startsWith(`${s}/`));
	const explicit = new Set(scope.scopes);
	let notes = files.filter(f => inScope(f) && (explicit.has(f) || (isIncluded(f) && !isExcluded(f))));

	// A batch check goes source by source, so a small budget of loaded sources suffices.
	const checker = createChecker({ workspace: project.workspace, config: project.config, redact: scope.redact, sourceBudgetBytes: scope.sourceBudgetBytes ?? 16 * 1024 * 1024 });
	const allNotes = files.filter(f => isIncluded(f) && !isExcluded(f));
	const parsed = new Map<string, ParsedNote>();
	const texts = new Map<string, string>();
	checker.setCitedSources(await citedSources(checker, project, [...new Set([...allNotes, ...notes])], new Set(notes), texts, parsed));
	checker.setProjectFiles(files);
	const changed = scope.changed;
	if (changed && !changed.has('verbatim.json')) {
		// A changed note, or a note citing a changed source (a changed configuration changes every verdict).
		notes = notes.filter(n => changed.has(n) || (parsed.get(n)?.citations ?? []).some(c => c.target?.kind === 'local' && changed.has(c.target.path)));
	}
	const { batch, fileErrors } = await readNotes(project, notes, texts, parsed);
	const checked = await checker.checkNotes(batch, noopToken) ?? [];
	return { checker, notes: checked.map((report, n) => ({ report, text: batch[n]!.text })), fileErrors };
}

/** Reads notes as strict UTF-8; a note that cannot be read is an error finding, never skipped silently. */
async function readNotes(project: CliProject, notes: readonly string[], known: ReadonlyMap<string, string>, parsed: ReadonlyMap<string, ParsedNote>): Promise<{ batch: { path: string; text: string; parsed?: ParsedNote }[]; fileErrors: FileError[] }> {
	const batch: { path: string; text: string; parsed?: ParsedNote }[] = [];
	const fileErrors: FileError[] = [];
	for (const file of notes) {
		const read = known.has(file) ? { text: known.get(file)! } : await readNote(project, file);
		if ('error' in read) {
			fileErrors.push({ file, message: read.error });
			continue;
		}
		batch.push({ path: file, text: read.text, parsed: parsed.get(file) });
	}
	return { batch, fileErrors };
}

async function readNote(project: CliProject, file: string): Promise<{ text: string } | { error: string }> {
	const read = await project.workspace.readFile(file, project.config.maxSourceBytes);
	if (read.kind === 'error') {
		return { error: `note cannot be read: ${read.reason.replace(/_/g, ' ')}` };
	}
	const text = decodeUtf8(read.bytes);
	return text === undefined ? { error: 'note is not valid UTF-8' } : { text };
}

/** Parses every note once (keeping parses, and the texts of notes to check) and collects the files they cite. */
async function citedSources(checker: Checker, project: CliProject, notes: readonly string[], keep: ReadonlySet<string>, texts: Map<string, string>, parsed: Map<string, ParsedNote>): Promise<Set<string>> {
	const cited = new Set<string>();
	for (const file of notes) {
		const read = await readNote(project, file);
		if ('error' in read) {
			continue;
		}
		const text = read.text;
		if (keep.has(file)) {
			texts.set(file, text);
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
