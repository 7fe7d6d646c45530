import { collect, indexed, mayCiteBytes, citesGitPdf, projectFileOf, type BatchStages, type Checker, type Collected, type FileError, type NoteStamp, type ParsedNote } from '../../core';
import type { Stats } from 'node:fs';
import { noteParsed, noteRead } from '../heapTuning';
import type { NodeWorkspace } from '../nodeWorkspace';
import { readListedNote } from '../readListed';
import { listedStats, type CachedNote, type ResultCache } from '../resultCache';
import type { NoteParsing } from './noteParsing';

/** A note's stamp from the file walk's stats, before it is read. */
export interface ListedStamp extends NoteStamp {
	readonly stats: Stats;
}

/** The note stages of a batch run on disk (`stamp`, `reuse`, `read`, `parse`, and `save` of the notes out of scope), over the result cache when there is one. */
export type NoteStages = Omit<BatchStages<CachedNote, ListedStamp, never>, 'check'>;

/**
 * The note stages of a run on disk: each note stamped from the file walk's
 * stats and reused by the cache when unchanged, else read (only whole when
 * its bytes may cite) and parsed, on worker threads once `parsing` starts them.
 */
export function noteStages(checker: Checker, workspace: NodeWorkspace, maxBytes: number, inScope: readonly string[], others: readonly string[], cache?: ResultCache, parsing?: NoteParsing): NoteStages {
	return {
		list: () => ({ inScope, others }),
		...cache && {
			stamp: (path: string) => {
				const stats = listedStats(workspace, path);
				return stats && { stats, trusted: cache.trusted(stats) };
			},
			reuse: (path: string, stamp: ListedStamp) => cache.unchangedNote(path, stamp.stats),
		},
		read: async (path, errors) => {
			if (parsing?.starting) {
				// A pool just started: reading waits for it, so this thread allocates little meanwhile.
				await parsing.starting;
			}
			return readNote(workspace, maxBytes, path, errors);
		},
		parse: (path, text) => counted(text, parsing?.parse(path, text) ?? checker.index.parse(path, text)),
		parsedAll: () => parsing?.flush(),
		save: cache && {
			note: (path, kept) => cache.record(path, 'parsed' in kept ? { stamp: kept.stamp, ...indexFacts(kept.parsed) } : kept),
			run: () => undefined,
		},
	};
}

/** Reads and indexes every listed note once, in one pass (see `collect`). */
export function collectNotes(checker: Checker, workspace: NodeWorkspace, maxBytes: number, inScope: readonly string[], others: readonly string[], cache?: ResultCache, parsing?: NoteParsing): Promise<Collected<CachedNote>> {
	return collect(checker, noteStages(checker, workspace, maxBytes, inScope, others, cache, parsing));
}

/** Counts the text of a note that cites as parsed (the heap tuning tells a large run by it). */
function counted(text: string, parse: ParsedNote | Promise<ParsedNote>): ParsedNote | Promise<ParsedNote> {
	const count = (parsed: ParsedNote): ParsedNote => {
		if (parsed.citations.length > 0) {
			noteParsed(text.length);
		}
		return parsed;
	};
	return parse instanceof Promise ? parse.then(count) : count(parse);
}

/** Reads, parses and indexes one note; a read failure is recorded in `errors` when given. */
export async function readAndIndex(checker: Checker, workspace: NodeWorkspace, maxBytes: number, file: string, errors?: FileError[]): Promise<{ path: string; text: string; parsed: ParsedNote } | undefined> {
	const text = await readNote(workspace, maxBytes, file, errors);
	return text === undefined ? undefined : indexed(checker, file, text, text && counted(text, checker.index.parse(file, text)) as ParsedNote);
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

export function localTargets(parsed: ParsedNote): string[] {
	return [...new Set(parsed.citations.flatMap(c => projectFileOf(c.target) ?? []))];
}

/** What a cache entry keeps of a note for the citation index: its local sources, and whether it cites a PDF at a commit. */
export function indexFacts(parsed: ParsedNote): Pick<CachedNote, 'targets' | 'gitPdf'> {
	const targets = localTargets(parsed);
	return citesGitPdf(parsed.citations) ? { targets, gitPdf: true } : { targets };
}
