import type { Checker } from './manager';
import type { ParsedNote } from './types';

/**
 * The stages of a batch check, in the order a note meets them: `list` the
 * notes, `stamp` each before it is read, `reuse` what a store kept of a note
 * whose stamp is unchanged (it is then indexed without being read), `read`
 * and `parse` the others, `check` the notes in scope, `save` what the next
 * run may reuse. The CLI and the Action (node/batch/) and the editor's
 * workspace check (lsp/workspaceCheck.ts) run the same pipeline with their
 * own stages; a host without a store has no `stamp`, `reuse` or `save`.
 */
export const batchStages = ['list', 'stamp', 'reuse', 'read', 'parse', 'check', 'save'] as const;

/** A note that could not be read or decoded; it counts as an error. */
export interface FileError {
	/** Relative to the project root. */
	readonly file: string;
	readonly message: string;
}

/** A note read and parsed: its text is kept only when it cites (a report positions citations in it). */
export interface CollectedNote {
	readonly path: string;
	readonly text: string;
	readonly parsed: ParsedNote;
	/** The note's stamp, taken before it was read; undefined when there is none or it is too recent to trust. */
	readonly stamp?: string;
}

/** What a store kept of an unchanged note: the local sources it cites, and whether it cites a PDF at a commit. */
export interface KeptNote {
	readonly targets: readonly string[];
	readonly gitPdf?: boolean;
}

/** A note in scope that the store knows unchanged; its results may be reused once the sources are known. */
export interface UnchangedNote<Kept extends KeptNote> {
	readonly path: string;
	readonly entry: Kept;
}

export interface Collected<Kept extends KeptNote> {
	readonly notes: CollectedNote[];
	readonly unchanged: UnchangedNote<Kept>[];
	readonly fileErrors: FileError[];
}

/** The notes a batch reads: those in scope are checked; the others only indexed, since every file cited anywhere is a known source. */
export interface ListedNotes {
	readonly inScope: readonly string[];
	readonly others: readonly string[];
}

/** A note's stamp as the `stamp` stage takes it; `trusted` is what is recorded (undefined when too recent to trust). */
export interface NoteStamp {
	readonly trusted: string | undefined;
}

/** The stages a host supplies (see `batchStages`). */
export interface BatchStages<Kept extends KeptNote, Stamp extends NoteStamp, Checked> {
	list(): ListedNotes;
	stamp?(path: string): Stamp | undefined;
	reuse?(path: string, stamp: Stamp): Kept | undefined;
	/** The note's text: '' when it cannot cite, undefined when it cannot be read (recorded in `errors` when given). */
	read(path: string, errors?: FileError[]): Promise<string | undefined>;
	/** The note's parse, now or once a worker answers; `parsedAll` follows the last note. */
	parse(path: string, text: string): ParsedNote | Promise<ParsedNote>;
	parsedAll?(): void;
	check(collected: Collected<Kept>): Promise<Checked>;
	/** Keeps what the next run may reuse: a note out of scope as it was indexed (`note`), and the run once checked (`run`). */
	save?: {
		note(path: string, kept: Kept | { stamp?: string; parsed: ParsedNote }): void;
		run(checked: Checked): void;
	};
}

/** Runs a batch through its stages (see `batchStages`) with a checker that indexes every note listed. */
export async function runBatch<Kept extends KeptNote, Stamp extends NoteStamp, Checked>(checker: Checker, stages: BatchStages<Kept, Stamp, Checked>): Promise<Checked> {
	const checked = await stages.check(await collect(checker, stages));
	stages.save?.run(checked);
	return checked;
}

/**
 * The list, stamp, reuse, read and parse stages: reads and indexes every
 * listed note once, in one pass. A note's text is dropped as soon as it
 * proves to cite nothing, so memory holds only the few notes that cite. A
 * note the store knows unchanged is not read at all. A note in scope that
 * cannot be read is an error finding, never skipped silently. Notes may be
 * parsed on worker threads while later ones are read; each is still
 * indexed in list order, as one thread would.
 */
export async function collect<Kept extends KeptNote, Stamp extends NoteStamp>(checker: Checker, stages: Omit<BatchStages<Kept, Stamp, unknown>, 'check'>): Promise<Collected<Kept>> {
	const collected: Collected<Kept> = { notes: [], unchanged: [], fileErrors: [] };
	const { inScope, others } = stages.list();
	const checked = new Set(inScope);
	const inOrder = orderKeeper();
	for (const file of [...inScope, ...others.filter(f => !checked.has(f))]) {
		// Stamp before reading: a change after the stamp shows as a new stamp next run.
		const stamp = stages.stamp?.(file);
		const entry = stamp && stages.reuse?.(file, stamp);
		if (entry) {
			inOrder(entry, e => {
				checker.index.indexTargets(file, e.targets, e.gitPdf === true);
				return checked.has(file) ? collected.unchanged.push({ path: file, entry: e }) : stages.save?.note(file, e);
			});
			continue;
		}
		const text = await stages.read(file, checked.has(file) ? collected.fileErrors : undefined);
		if (text !== undefined) {
			inOrder(text && stages.parse(file, text), parse => {
				const note = indexed(checker, file, text, parse, stamp?.trusted);
				return checked.has(file) ? collected.notes.push(note) : stages.save?.note(file, { stamp: note.stamp, parsed: note.parsed });
			});
		}
	}
	stages.parsedAll?.();
	await inOrder.done();
	return collected;
}

/** Runs each step in the order given, at once while nothing before it waits (a re-run from a store has thousands of such notes, with no promise each). */
function orderKeeper(): (<T>(value: T | Promise<T>, step: (v: T) => void) => void) & { done(): Promise<void> } {
	let done = Promise.resolve();
	let waiting = 0;
	const inOrder = <T>(value: T | Promise<T>, step: (v: T) => void): void => {
		if (waiting === 0 && !(value instanceof Promise)) {
			step(value);
			return;
		}
		waiting++;
		done = Promise.all([value, done]).then(([v]) => {
			waiting--;
			step(v);
		});
		// A failed parse is thrown by `done()`; should reading fail first, it must not surface unhandled as well.
		done.catch(() => undefined);
	};
	return Object.assign(inOrder, { done: () => done });
}

/** Indexes a note's parse ('' when it was not parsed: it cannot cite); its text is kept only when it cites. */
export function indexed(checker: Checker, file: string, text: string, parse: ParsedNote | '', stamp?: string): CollectedNote {
	const parsed = parse || { citations: [], skipped: [] };
	if (parse) {
		checker.index.indexNote(file, parsed);
	}
	const kept = parsed.citations.length + parsed.skipped.length ? text : '';
	return stamp === undefined ? { path: file, text: kept, parsed } : { path: file, text: kept, parsed, stamp };
}
