import { checkAgainstCited, withFoundElsewhere, type CheckContext } from './check';
import { searchElsewhere, type SearchRequest } from './match/elsewhere';
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

/**
 * The one checking loop, stateless but for the memo it is given: citations
 * grouped by cited source so each source is read once and can then leave
 * memory, results of unchanged citations reused, searches of other sources
 * (for `misattributed`) run last. Reports come back in the order of `notes`;
 * undefined when cancelled.
 */
export async function checkNotes(notes: readonly NoteToCheck[], ctx: CheckContext, memo: ResultMemo, token: CancellationToken): Promise<NoteReport[] | undefined> {
	const results: CitationResult[][] = notes.map(p => new Array<CitationResult>(p.parsed.citations.length));
	const later: (Job & { absent: CitationResult; search: SearchRequest })[] = [];
	// A check that began before a source changed must not keep what it read (see ResultMemo).
	const began = memo.generation;
	for (const job of jobsBySource(notes)) {
		const file = notes[job.n]!.path;
		const known = memo.get(file, job.c);
		if (known) {
			results[job.n]![job.k] = known;
			continue;
		}
		const verdict = await checkAgainstCited(file, job.c, ctx);
		if (token.isCancellationRequested) {
			return undefined;
		}
		if (verdict.searchOthers) {
			later.push({ ...job, absent: verdict.result, search: verdict.searchOthers });
		} else {
			memo.set(verdict.result, began);
			results[job.n]![job.k] = verdict.result;
		}
	}
	// With no absent quote there is nothing to look for: reading every known source for nothing made re-checking one note cost a whole project's sources.
	const foundIn = later.length ? await searchElsewhere(later.map(l => l.search), ctx.knownSources(), ctx.sources, ctx.config, token, ctx.isNote) : [];
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
	const target = (c: Citation): string => (c.target?.kind === 'local' ? c.target.path : '');
	const jobs = notes.flatMap((p, n) => p.parsed.citations.map((c, k) => ({ n, k, c })));
	return jobs.sort((a, b) => (target(a.c) < target(b.c) ? -1 : target(a.c) > target(b.c) ? 1 : a.n - b.n || a.k - b.k));
}
