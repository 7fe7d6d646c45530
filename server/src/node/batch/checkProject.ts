import { createChecker, runBatch, sourceKindOf, type Checker, type CitationResult, type Collected, type FileError, type NoteReport } from '../../core';
import { startParsePool, startPool, type CheckPool } from '../checkPool';
import { tuneHeapsForPool } from '../heapTuning';
import type { LoadedProject } from '../loadProject';
import type { CachedNote, ResultCache } from '../resultCache';
import { carryOver, checkCollected, type CheckedNote } from './cachedCheck';
import { NoteParsing } from './noteParsing';
import { noteStages } from './notes';
import { inShard, type Shard } from './shard';

/** One project's part of a check: the files that are its own, and what to check of them. */
export interface CheckScope {
	readonly project: LoadedProject;
	/** The project's own files, root-relative with `/` (nested projects' files left out). */
	readonly files: readonly string[];
	/** Folders or files to check, root-relative; empty means the whole project. */
	readonly scopes: readonly string[];
}

export interface BatchOptions {
	readonly redact: boolean;
	/** The project's result cache, if any (cli/cacheFlag.ts opens it). */
	readonly cache?: ResultCache;
	/** Check only one part of the notes. */
	readonly shard?: Shard;
	/** `--changed-since`: check only notes in this set, or citing a file in it. */
	readonly changed?: ReadonlySet<string>;
	/** Worker threads (`--jobs`; 1 = none); by default one per core for a project with many source bytes. */
	readonly jobs?: number;
	/** Added to every `source_error` of a local source: where the root is, when nothing chose it. */
	readonly rootNote?: string;
}

/**
 * Text of notes that cite parsed in this thread before the rest may go to
 * worker threads (at once when `--jobs` asks for them). Workers start only
 * when the known sources call for them too (`startParsePool`).
 */
const parseHereBytes = 64 * 1024;

/** A pool whose workers (started at its first request) get the heap tuning of a check on several threads. */
function untuned(pool: CheckPool | undefined): CheckPool | undefined {
	if (pool) {
		tuneHeapsForPool();
	}
	return pool;
}

/** A project's results, with the checker that produced them (its sources still cached, for reporters and fixes). */
export interface CheckedProject {
	readonly root: string;
	readonly notes: readonly CheckedNote[];
	readonly fileErrors: readonly FileError[];
	readonly checker: Checker;
}

/**
 * Checks the notes in scope of one project with its own configuration, as
 * the batch pipeline of the core (`runBatch`) with the stages on disk:
 * messages name files from `cwd`. A shard checks its part of the notes, but
 * every note is still indexed, so its verdicts match an unsharded run; so
 * does `changed` (`--changed-since`), which keeps only the notes it names or
 * that cite a file it names.
 */
export async function checkProject({ project, files, scopes }: CheckScope, options: BatchOptions, cwd: string): Promise<CheckedProject> {
	const inScope = (f: string): boolean => scopes.length === 0 || scopes.some(s => s === '' || f === s || f.startsWith(`${s}/`));
	const explicit = new Set(scopes);
	const shard = options.shard;
	// A file named on the command line is checked though `include` leaves it out, never when `exclude` takes it out (as `.gitignore` does).
	const notes = files.filter(f => inScope(f) && (explicit.has(f) ? !project.isExcluded(f) : project.isNote(f)) && (!shard || inShard(f, shard)));

	// A batch check goes source by source, so a small budget of loaded sources suffices.
	const checker = createChecker({
		workspace: project.workspace, config: project.config, redact: options.redact, sourceBudgetBytes: 4 * 1024 * 1024, rememberResults: false,
	});
	checker.index.setProjectFiles(files);
	const cache = options.cache;
	// Every file cited anywhere in the project is a known source (docs/specification.md §4), so every note is indexed.
	const parsing = new NoteParsing(checker, () => untuned(startParsePool(checker, project, options, cwd)), options.jobs ? 0 : parseHereBytes);
	const stages = noteStages(checker, project.workspace, project.config.maxSourceBytes, notes, files.filter(f => project.isNote(f)), cache, parsing);
	let pool: CheckPool | undefined;
	const checked = await runBatch(checker, {
		...stages,
		check: async all => {
			const collected = options.changed ? onlyChanged(all, options.changed, checker) : all;
			carryOver(cache, all, collected);
			pool = untuned(startPool(checker, project, options, cwd, collected.notes.reduce((n, note) => n + note.parsed.citations.length, 0), parsing.pool));
			return { collected, notes: await checkCollected(checker, project.workspace, project.config, collected, cache) };
		},
		save: { note: (path, kept) => stages.save?.note(path, kept), run: () => cache?.save() },
	}).catch(async (e: unknown) => {
		await (pool ?? parsing.pool)?.close();
		throw e;
	}).finally(() => checker.batch.runBatchesOn(undefined));
	await pool?.close();
	const notesOut = options.rootNote ? withRootNote(checked.notes, options.rootNote) : checked.notes;
	return { root: project.root, notes: notesOut, fileErrors: checked.collected.fileErrors, checker };
}

/** The notes' results with `note` after the message of each `source_error` of a local source, whose path the root decides. */
function withRootNote<N extends { readonly report: NoteReport }>(notes: readonly N[], note: string): N[] {
	return notes.map(n => (n.report.results.some(rootDecides)
		? { ...n, report: { ...n.report, results: n.report.results.map(r => (rootDecides(r) ? { ...r, message: `${r.message} (${note})` } : r)) } }
		: n));
}

function rootDecides(r: CitationResult): boolean {
	return r.status === 'source_error' && r.citation.target !== undefined && sourceKindOf(r.citation.target).rootRelative;
}

/** The collected notes that changed or cite a changed file; all of them when `verbatim.json` changed, since every verdict may have. */
function onlyChanged(collected: Collected<CachedNote>, changed: ReadonlySet<string>, checker: Checker): Collected<CachedNote> {
	if (changed.has('verbatim.json')) {
		return collected;
	}
	const citing = new Set([...changed].flatMap(f => checker.index.citers(f)));
	const affected = (path: string, targets: readonly string[] = []): boolean => changed.has(path) || citing.has(path) || targets.some(t => changed.has(t));
	return {
		notes: collected.notes.filter(n => affected(n.path)),
		unchanged: collected.unchanged.filter(u => affected(u.path, u.entry.targets)),
		fileErrors: collected.fileErrors.filter(e => affected(e.file)),
	};
}
