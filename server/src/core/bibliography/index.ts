import { dirnamePosix, normalizePosix } from '../paths';
import type { Status } from '../types';
import type { IWorkspace } from '../workspace';
import type { ParsedBibliography } from './bibtex';
import { parseCslJson } from './cslJson';
import { formatProblem, type BibEntry, type BibliographyProblem } from './entry';
import { parseFileField, pickEntryFile } from './fileField';
import { parseBibtex } from './readers';

export type { BibEntry, BibliographyProblem } from './entry';
export { formatProblem } from './entry';
export { parseFileField, pickEntryFile, type EntryFile } from './fileField';
export { holdsCiteKey, parseCiteKeys, readLocator, type CiteKey } from './citeKeys';
export { noteBibliography } from './frontMatter';

/**
 * A project's bibliography (docs/specification.md §1.5): the entries of its
 * files by key (the first file that holds a key wins), and what could not be
 * read. Pure: files come through the workspace.
 */
export interface Bibliography {
	/** The root-relative paths read, in order. */
	readonly paths: readonly string[];
	readonly entries: ReadonlyMap<string, BibEntry>;
	readonly problems: readonly BibliographyProblem[];
}

/** The parsed text of one bibliography file, as a cache may keep it. */
export type BibliographyFile = ParsedBibliography;

/** Parses one bibliography file's text by its extension: `.json` is CSL JSON, anything else BibTeX. */
export function parseBibliographyText(text: string, path: string): BibliographyFile {
	return /\.json$/i.test(path) ? parseCslJson(text, path) : parseBibtex(text, path);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(bytes: Uint8Array): string | undefined {
	try {
		return utf8.decode(bytes);
	} catch {
		return undefined;
	}
}

/** Reads and parses one bibliography file; an unreadable one is a problem that names it. */
export async function readBibliographyFile(workspace: IWorkspace, path: string, maxBytes: number): Promise<BibliographyFile> {
	const read = await workspace.readFile(path, maxBytes);
	if (read.kind !== 'ok') {
		const why = read.reason === 'missing' ? 'no such file' : read.reason === 'too_large' ? `larger than ${maxBytes} bytes` : read.reason.replace(/_/g, ' ');
		return { entries: [], problems: [{ path, message: `bibliography cannot be read: ${why}` }] };
	}
	const text = decodeUtf8(read.bytes);
	read.release?.();
	if (text === undefined) {
		return { entries: [], problems: [{ path, message: 'bibliography is not valid UTF-8' }] };
	}
	return parseBibliographyText(text, path);
}

/** Joins parsed files, in order, into one bibliography. */
export function joinBibliography(files: readonly { readonly path: string; readonly file: BibliographyFile }[]): Bibliography {
	const entries = new Map<string, BibEntry>();
	const problems: BibliographyProblem[] = [];
	for (const { file } of files) {
		for (const entry of file.entries) {
			if (!entries.has(entry.key)) {
				entries.set(entry.key, entry);
			}
		}
		problems.push(...file.problems);
	}
	return { paths: files.map(f => f.path), entries, problems };
}

/**
 * The root-relative paths of the bibliography a note uses: its front
 * matter's `bibliography` (relative to the note) when it names one, else
 * `verbatim.json`'s (relative to the root). A path that climbs above the
 * root is kept as written, marked, and never read.
 */
export function bibliographyPaths(configured: string | readonly string[] | undefined, fromNote?: { readonly note: string; readonly paths: readonly string[] }): { paths: string[]; outside: string[] } {
	const listed = fromNote?.paths.length ? fromNote.paths.map(p => ({ written: p, base: p.startsWith('/') ? '' : dirnamePosix(fromNote.note) }))
		: (typeof configured === 'string' ? [configured] : configured ?? []).map(p => ({ written: p, base: '' }));
	const paths: string[] = [];
	const outside: string[] = [];
	for (const { written, base } of listed) {
		const slashed = written.replace(/\\/g, '/');
		// `/` starts at the root, as a link's path does; a drive or home folder is elsewhere on the machine.
		const path = /^(?:[A-Za-z]:|~)/.test(slashed) ? undefined : normalizePosix(`${base}/${slashed}`);
		if (path === undefined || path === '') {
			outside.push(written);
		} else if (!paths.includes(path)) {
			paths.push(path);
		}
	}
	return { paths, outside };
}

/** What a key names, once looked up. */
export type KeyLookup =
	/** A local file, root-relative; `written` is the path as the entry gives it. */
	| { readonly kind: 'file'; readonly entry: BibEntry; readonly path: string; readonly written: string }
	| { readonly kind: 'no_file'; readonly entry: BibEntry }
	| { readonly kind: 'outside'; readonly entry: BibEntry; readonly written: string }
	| { readonly kind: 'unknown' }
	| { readonly kind: 'no_bibliography' };

/** Looks a key up; its file is resolved from the folder of the bibliography that holds it. */
export function lookUpKey(bibliography: Bibliography, key: string): KeyLookup {
	if (!bibliography.paths.length) {
		return { kind: 'no_bibliography' };
	}
	const entry = bibliography.entries.get(key);
	if (!entry) {
		return { kind: 'unknown' };
	}
	const chosen = pickEntryFile(parseFileField(entry.file ?? ''));
	if (!chosen) {
		return { kind: 'no_file', entry };
	}
	const written = chosen.path.trim();
	const path = resolveEntryPath(entry.path, written);
	return path === undefined ? { kind: 'outside', entry, written } : { kind: 'file', entry, path, written };
}

/** A `file` path relative to its bibliography's folder; undefined when it is absolute or climbs above the root. */
export function resolveEntryPath(bibliographyPath: string, written: string): string | undefined {
	const slashed = written.replace(/\\/g, '/');
	if (/^(?:\/|[A-Za-z]:|~|[A-Za-z][\w+.-]*:\/\/)/.test(slashed)) {
		return undefined;
	}
	const path = normalizePosix(`${dirnamePosix(bibliographyPath)}/${slashed}`);
	return path === '' ? undefined : path;
}

/**
 * The verdict of a key that names no readable file, by the rules of
 * docs/specification.md §1.5; undefined when the key names a file to read.
 */
export function keyVerdict(bibliography: Bibliography, key: string, lookup: KeyLookup = lookUpKey(bibliography, key)): { readonly status: Status; readonly message: string } | undefined {
	switch (lookup.kind) {
		case 'file':
			return undefined;
		case 'no_file':
			return { status: 'unverified', message: `no local copy of @${key}: its bibliography entry names no PDF or text file` };
		case 'outside':
			return { status: 'source_error', message: `the file of @${key} lies outside the project root and is never read; keep the bibliography's files inside the project` };
		case 'no_bibliography':
			return { status: 'invalid_attribution', message: `@${key} cites a bibliography, but none is set: add "bibliography" to verbatim.json or the note's front matter` };
		case 'unknown':
		// The key may be in the part that could not be read: that is the bibliography's error, never a pass.
			return bibliography.problems.length
				? { status: 'source_error', message: `@${key} is not in the bibliography, which could not be read whole: ${formatProblem(bibliography.problems[0]!)}` }
				: { status: 'invalid_attribution', message: `@${key} is not in the bibliography (${bibliography.paths.join(', ')})` };
	}
}
