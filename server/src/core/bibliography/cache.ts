import type { Status } from '../types';
import { bibliographyPaths, joinBibliography, keyVerdict, lookUpKey, parseBibliographyText, type Bibliography, type BibliographyFile } from './index';

/**
 * How a bibliography file is read: as any source is, through the run's
 * source cache, so its limits apply and a change on disk drops it (and the
 * results that hung on it) like any source's.
 */
export type BibliographyReader = (path: string) => Promise<{ readonly text: string } | { readonly failure: string }>;

/** Each text read, parsed once: the source cache hands back the same object until the file changes. */
const parsed = new WeakMap<object, BibliographyFile>();

/**
 * The bibliography of a note (docs/specification.md §1.5): the paths its
 * front matter names (`notePaths`, relative to the note), else the
 * project's `configured` ones, read through `read`.
 */
export async function bibliographyOf(configured: string | readonly string[] | undefined, notePath: string, notePaths: readonly string[] | undefined, read: BibliographyReader): Promise<Bibliography> {
	const { paths, outside } = bibliographyPaths(configured, { note: notePath, paths: notePaths ?? [] });
	const files = await Promise.all(paths.map(async path => ({ path, file: await fileOf(path, read) })));
	const refused = outside.map(() => ({ path: '(outside the root)', file: { entries: [], problems: [{ path: '(bibliography)', message: 'names a file outside the project root, which is never read' }] } }));
	return joinBibliography([...files, ...refused]);
}

async function fileOf(path: string, read: BibliographyReader): Promise<BibliographyFile> {
	const got = await read(path);
	if ('failure' in got) {
		return { entries: [], problems: [{ path, message: `bibliography cannot be read (${got.failure})` }] };
	}
	let file = parsed.get(got);
	if (!file) {
		file = parseBibliographyText(got.text, path);
		parsed.set(got, file);
	}
	return file;
}

/** How a key's file is read: as a project file, with whether a failure was the file's absence. */
export type EntryFileLoader<S, F> = (path: string) => Promise<{ readonly loaded: S | F; readonly missing: boolean }>;

/**
 * The file a Pandoc key names, read as a project file, or the verdict of a
 * key that names none (docs/specification.md §1.5): an entry whose file is
 * not on this machine is `unverified`, as a clone that is not here is.
 */
export async function loadCiteKey<S, F>(key: string, bibliography: Bibliography, load: EntryFileLoader<S, F>, fail: (status: Status, message: string) => F): Promise<S | F> {
	const lookup = lookUpKey(bibliography, key);
	const verdict = keyVerdict(bibliography, key, lookup);
	if (verdict || lookup.kind !== 'file') {
		return fail(verdict?.status ?? 'source_error', verdict?.message ?? `@${key} names no file`);
	}
	const got = await load(lookup.path);
	return got.missing ? fail('unverified', `no local copy of @${key}: ${lookup.path} is not on this machine`) : got.loaded;
}
