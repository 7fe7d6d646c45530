import { createChecker, sourceKindOf, type Checker, type CitationResult, type NoteReport } from '../core';
import { carryOver, checkCollected, openCache } from './cachedCheck';
import { startParsePool, startPool, type CheckPool } from '../node/checkPool';
import { collectNotes, type Collected } from './collectNotes';
import { NoteParsing } from './noteParsing';
import { tuneHeapsForPool } from './runtime';
import type { CheckScope } from './project';
import type { ProjectResults } from './report';
import { inShard, type Shard } from './shard';

export interface CheckOptions {
	readonly paths: readonly string[];
	readonly root?: string;
	readonly config?: string;
	readonly redact: boolean;
	/** The result cache: its folder, true for the default one, false for none (default: false). */
	readonly cache?: string | boolean;
	/** Check only one part of the notes. */
	readonly shard?: Shard;
	/** `--changed-since`: check only notes in this set, or citing a file in it. */
	readonly changed?: ReadonlySet<string>;
	/** Worker threads (`--jobs`; 1 = none); by default one per core for a project with many source bytes. */
	readonly jobs?: number;
	/** Told what the user should know that is no finding (a cache that could not be written). */
	readonly warn?: (message: string) => void;
	/** `--verbose`: each project's root and configuration file on stderr. */
	readonly verbose?: boolean;
	/** Added to every `source_error` of a local source: where the root is, when nothing chose it (cli/project.ts, rootReason). */
	readonly rootNote?: string;
}

/**
 * Text of notes that cite parsed in this thread before the rest may go to
 * worker threads (at once when `--jobs` asks for them). Workers start only
 * when the known sources call for them too (`startParsePool`); on the
 * synthetic project 64 KB made the run 12.5 -> 10.8 s against 1 MB.
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
export interface CheckedProject extends ProjectResults {
	readonly checker: Checker;
}

/**
 * Checks the notes in scope of one project with its own configuration;
 * messages name files from `cwd`. A shard checks its part of the notes, but
 * every note is still indexed, so its verdicts match an unsharded run; so
 * does `changed` (`--changed-since`), which keeps only the notes it names or
 * that cite a file it names.
 */
export async function checkProject({ project, files, scopes }: CheckScope, options: Pick<CheckOptions, 'redact' | 'cache' | 'shard' | 'changed' | 'jobs' | 'warn' | 'rootNote'>, cwd: string): Promise<CheckedProject> {
	const inScope = (f: string): boolean => scopes.length === 0 || scopes.some(s => s === '' || f === s || f.startsWith(`${s}/`));
	const explicit = new Set(scopes);
	const shard = options.shard;
	// A file named on the command line is checked though `include` leaves it out, never when `exclude` takes it out (as `.gitignore` does).
	const notes = files.filter(f => inScope(f) && (explicit.has(f) ? !project.isExcluded(f) : project.isNote(f)) && (!shard || inShard(f, shard)));

	// A batch check goes source by source, so a small budget of loaded sources suffices.
	const checker = createChecker({
		workspace: project.workspace, config: project.config, redact: options.redact, sourceBudgetBytes: 4 * 1024 * 1024, rememberResults: false,
	});
	checker.setProjectFiles(files);
	const cache = openCache(project, options, cwd, options.warn ?? (() => undefined));
	const maxBytes = project.config.maxSourceBytes;
	// Every file cited anywhere in the project is a known source (docs/specification.md §4), so every note is indexed.
	const parsing = new NoteParsing(checker, () => untuned(startParsePool(checker, project, { ...options, cache }, cwd)), options.jobs ? 0 : parseHereBytes);
	const all = await collectNotes(checker, project.workspace, maxBytes, notes, files.filter(f => project.isNote(f)), cache, parsing).catch(async (e: unknown) => {
		await parsing.pool?.close();
		throw e;
	});
	const collected = options.changed ? onlyChanged(all, options.changed, checker) : all;
	carryOver(cache, all, collected);
	const pool = untuned(startPool(checker, project, { ...options, cache }, cwd, collected.notes.reduce((n, note) => n + note.parsed.citations.length, 0), parsing.pool));
	const checked = await checkCollected(checker, project.workspace, project.config, collected, cache).finally(() => {
		checker.runBatchesOn(undefined);
		return pool?.close();
	});
	return { root: project.root, notes: options.rootNote ? withRootNote(checked, options.rootNote) : checked, fileErrors: collected.fileErrors, checker };
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
function onlyChanged(collected: Collected, changed: ReadonlySet<string>, checker: Checker): Collected {
	if (changed.has('verbatim.json')) {
		return collected;
	}
	const citing = new Set([...changed].flatMap(f => checker.citers(f)));
	const affected = (path: string, targets: readonly string[] = []): boolean => changed.has(path) || citing.has(path) || targets.some(t => changed.has(t));
	return {
		notes: collected.notes.filter(n => affected(n.path)),
		unchanged: collected.unchanged.filter(u => affected(u.path, u.entry.targets)),
		fileErrors: collected.fileErrors.filter(e => affected(e.file)),
	};
}
