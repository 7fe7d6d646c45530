import { citesGitPdf, extend, mayCiteBytes, projectFileOf, type Checker, type ParsedNote } from '../core';
import type { NodeWorkspace } from '../node/nodeWorkspace';
import { readListedNote } from '../node/readListed';
import { listedStats, type CachedNote, type ResultCache } from '../node/resultCache';
import type { FileError } from './report';
import type { NoteParsing } from './noteParsing';
import { noteParsed, noteRead } from './runtime';

/** A note to check: its text is kept only when it cites (the report positions citations in it). */
export interface CollectedNote {
	readonly path: string;
	readonly text: string;
	readonly parsed: ParsedNote;
	/** The note's stamp, taken before it was read; undefined when too recent to trust. */
	readonly stamp?: string;
}

/** A note in scope that the cache knows unchanged; its results may be reused once the sources are known. */
export interface UnchangedNote {
	readonly path: string;
	readonly entry: CachedNote;
}

export interface Collected {
	readonly notes: CollectedNote[];
	readonly unchanged: UnchangedNote[];
	readonly fileErrors: FileError[];
}

/**
 * Reads and indexes every note of the project once, in one pass: the notes
 * in scope are checked, and every note's local targets are known sources
 * (for `misattributed`). A note's text is dropped as soon as it proves to cite
 * nothing, so memory holds only the few notes that cite. A note the cache
 * knows unchanged is not read at all. A note in scope that cannot be read is
 * an error finding, never skipped silently. Citing notes may be parsed on
 * worker threads (`parsing`) while later ones are read; each is still
 * indexed in file order, as one thread would.
 */
export async function collectNotes(checker: Checker, workspace: NodeWorkspace, maxBytes: number, inScope: readonly string[], others: readonly string[], cache?: ResultCache, parsing?: NoteParsing): Promise<Collected> {
	const collected: Collected = { notes: [], unchanged: [], fileErrors: [] };
	const checked = new Set(inScope);
	let done = Promise.resolve();
	let waiting = 0;
	const inOrder = <T>(value: T | Promise<T>, step: (v: T) => void): void => {
		if (waiting === 0 && !(value instanceof Promise)) {
			// Nothing before it still waits: in order already, with no promise per note (a re-run from the cache has 2,000 of these).
			step(value);
			return;
		}
		waiting++;
		done = Promise.all([value, done]).then(([v]) => {
			waiting--;
			step(v);
		});
		// A failed parse is thrown by the `await` below; should reading fail first, it must not surface unhandled as well.
		done.catch(() => undefined);
	};
	for (const file of [...inScope, ...others.filter(f => !checked.has(f))]) {
		// Stamp before reading: a change after the stamp shows as a new stamp next run.
		const stats = cache && listedStats(workspace, file);
		const entry = stats && cache.unchangedNote(file, stats);
		if (entry) {
			inOrder(entry, e => {
				checker.indexTargets(file, e.targets, e.gitPdf === true);
				return checked.has(file) ? collected.unchanged.push({ path: file, entry: e }) : cache.record(file, e);
			});
			continue;
		}
		if (parsing?.starting) {
			await parsing.starting;
		}
		const text = await readNote(workspace, maxBytes, file, checked.has(file) ? collected.fileErrors : undefined);
		const stamp = stats && cache.trusted(stats);
		if (text !== undefined) {
			inOrder(text && (parsing?.parse(file, text) ?? checker.parse(file, text)), parsed => {
				const note = indexed(checker, file, text, parsed);
				return checked.has(file) ? collected.notes.push(extend(note, { stamp })) : cache?.record(file, { stamp, ...indexFacts(note.parsed) });
			});
		}
	}
	parsing?.flush();
	await done;
	return collected;
}

/** Reads, parses and indexes one note; a read failure is recorded in `errors` when given. */
export async function readAndIndex(checker: Checker, workspace: NodeWorkspace, maxBytes: number, file: string, errors?: FileError[]): Promise<{ path: string; text: string; parsed: ParsedNote } | undefined> {
	const text = await readNote(workspace, maxBytes, file, errors);
	return text === undefined ? undefined : indexed(checker, file, text, text && checker.parse(file, text));
}

/** A note's text: '' when it cannot cite, undefined when it cannot be read (recorded in `errors` when given). */
async function readNote(workspace: NodeWorkspace, maxBytes: number, file: string, errors?: FileError[]): Promise<string | undefined> {
	const read = await readListedNote(workspace, file, maxBytes, mayCiteBytes);
	noteRead();
	if ('error' in read) {
		errors?.push({ file, message: read.error });
		return undefined;
	}
	return 'text' in read ? read.text : '';
}

/** Indexes a note's parse ('' when it was not parsed: it cannot cite); its text is kept only when it cites. */
function indexed(checker: Checker, file: string, text: string, parse: ParsedNote | ''): { path: string; text: string; parsed: ParsedNote } {
	const parsed = parse || { citations: [], skipped: [] };
	if (parse) {
		checker.indexNote(file, parsed);
	}
	if (parsed.citations.length > 0) {
		noteParsed(text.length);
	}
	return { path: file, text: parsed.citations.length + parsed.skipped.length ? text : '', parsed };
}

export function localTargets(parsed: ParsedNote): string[] {
	return [...new Set(parsed.citations.flatMap(c => projectFileOf(c.target) ?? []))];
}

/** What a cache entry keeps of a note for the citation index: its local sources, and whether it cites a PDF at a commit. */
export function indexFacts(parsed: ParsedNote): Pick<CachedNote, 'targets' | 'gitPdf'> {
	const targets = localTargets(parsed);
	return citesGitPdf(parsed.citations) ? { targets, gitPdf: true } : { targets };
}
