import { extend } from './text';
import { checkAgainstCited, withFoundElsewhere, type CheckContext, type CitedVerdict } from './check';
import { searchElsewhere, type FoundIn, type SearchRequest } from './match/elsewhere';
import { projectFileOf } from './sources/registry';
import type { ResultMemo } from './state/resultMemo';
import type { CancellationToken, Citation, CitationResult, ParsedNote } from './types';

/** A parsed note to check. */
export interface NoteToCheck {
	readonly path: string;
	readonly parsed: ParsedNote;
}

/** The checks of one note. */
export interface NoteReport {
	readonly file: string;
	readonly results: readonly CitationResult[];
	/** Citations skipped by `<!-- verbatim-disable-next-citation -->`. */
	readonly skipped: number;
}

interface Job {
	readonly n: number;
	readonly k: number;
	readonly c: Citation;
}

/** One citation of a note, to check against its cited source. */
export interface CitedJob {
	readonly file: string;
	readonly citation: Citation;
}

/**
 * Who runs the two phases of a check: this thread by default, or a pool of
 * workers that splits the citations by cited source and the search by
 * source, and answers exactly as this thread would (same order, same lists).
 */
export interface CheckRunner {
	/** The verdict of each job from its cited source alone, in the order given. */
	checkCited(jobs: readonly CitedJob[], token: CancellationToken): Promise<CitedVerdict[] | undefined>;
	/** Where else each quote occurs, as `searchElsewhere` over `known` finds it. */
	searchElsewhere(pending: readonly SearchRequest[], known: readonly string[], token: CancellationToken): Promise<FoundIn[][]>;
}

/** The runner of this thread: citations in the order given (grouped by source by the caller), then one pass over the known sources. */
export function localRunner(ctx: CheckContext): CheckRunner {
	return {
		async checkCited(jobs, token) {
			const out: CitedVerdict[] = [];
			for (const [i, job] of jobs.entries()) {
				// Jobs come grouped by source: at a group's start, the next groups' sources are read ahead, as far as the cache takes them.
				if (i === 0 || localPath(job) !== localPath(jobs[i - 1]!)) {
					readAhead(jobs, i, ctx);
				}
				out.push(await checkAgainstCited(job.file, job.citation, ctx));
				if (token.isCancellationRequested) {
					return undefined;
				}
			}
			return out;
		},
		searchElsewhere: (pending, known, token) => searchElsewhere(pending, known, ctx.sources, ctx.config, token, ctx.isNote),
	};
}

/** Reads ahead the sources of the groups after the one starting at `i`, until the source cache declines or eight are asked. */
function readAhead(jobs: readonly CitedJob[], i: number, ctx: CheckContext): void {
	let path = localPath(jobs[i]!);
	for (let k = i + 1, asked = 0; k < jobs.length && asked < 8; k++) {
		const next = localPath(jobs[k]!);
		if (next === path) {
			continue;
		}
		path = next;
		if (next !== undefined) {
			asked++;
			if (!ctx.sources.prefetch(next)) {
				return;
			}
		}
	}
}

/** The project file a job cites, if any. */
function localPath(job: CitedJob): string | undefined {
	return projectFileOf(job.citation.target);
}

/**
 * The one checking loop, stateless but for the memo it is given: citations
 * grouped by cited source so each source is read once and can then leave
 * memory, results of unchanged citations reused, searches of other sources
 * (for `misattributed`) run last. Reports come back in the order of `notes`;
 * undefined when cancelled.
 */
export async function checkNotes(notes: readonly NoteToCheck[], ctx: CheckContext, memo: ResultMemo, token: CancellationToken, runner: CheckRunner = localRunner(ctx)): Promise<NoteReport[] | undefined> {
	const results: CitationResult[][] = notes.map(p => new Array<CitationResult>(p.parsed.citations.length));
	// A check that began before a source changed must not keep what it read (see ResultMemo).
	const began = memo.generation;
	const todo: Job[] = [];
	for (const job of jobsBySource(notes)) {
		const known = memo.get(notes[job.n]!.path, job.c);
		if (known) {
			results[job.n]![job.k] = known;
		} else {
			todo.push(job);
		}
	}
	const verdicts = await runner.checkCited(todo.map(j => ({ file: notes[j.n]!.path, citation: j.c })), token);
	if (!verdicts || token.isCancellationRequested) {
		return undefined;
	}
	const later: (Job & { absent: CitationResult; search: SearchRequest })[] = [];
	for (const [i, job] of todo.entries()) {
		const verdict = verdicts[i]!;
		if (verdict.searchOthers) {
			later.push(extend(job, { absent: verdict.result, search: verdict.searchOthers }));
		} else {
			memo.set(verdict.result, began);
			results[job.n]![job.k] = verdict.result;
		}
	}
	const foundIn = later.length ? await runner.searchElsewhere(later.map(l => l.search), ctx.knownSources(), token) : [];
	if (token.isCancellationRequested) {
		return undefined;
	}
	for (const [i, { n, k, absent }] of later.entries()) {
		const r = withFoundElsewhere(absent, foundIn[i]!, ctx.config);
		memo.set(r, began);
		results[n]![k] = r;
	}
	return notes.map((note, n) => ({ file: note.path, results: results[n]!, skipped: note.parsed.skipped.length }));
}

/** Every citation of the notes, sorted by cited source, then note and position. */
function jobsBySource(notes: readonly NoteToCheck[]): Job[] {
	const target = (c: Citation): string => projectFileOf(c.target) ?? '';
	const jobs = notes.flatMap((p, n) => p.parsed.citations.map((c, k) => ({ n, k, c })));
	return jobs.sort((a, b) => (target(a.c) < target(b.c) ? -1 : target(a.c) > target(b.c) ? 1 : a.n - b.n || a.k - b.k));
}
