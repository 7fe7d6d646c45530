import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, type Stats } from 'node:fs';
import * as path from 'node:path';
import type { CitationResult } from '../core';
import { crypto, sha256Hex } from './builtins';

/**
 * What a file looked like on disk: size, modification and change times, inode.
 * The change time cannot be set by tools that restore modification times
 * (tar, `cp -p`, `touch -r`), so a rewrite with the same size and mtime
 * still shows. `missing:CODE` when it cannot be stat'ed.
 */
export type Stamp = string;

/**
 * A stamp of a file changed this close to the run's start (ms) may hide a
 * later change within the file system's time resolution (2 s on FAT), so it
 * is not trusted. VERBATIM_CACHE_RACY_MS overrides it, for tests only.
 */
const racyWindowMs = (): number => Number(process.env.VERBATIM_CACHE_RACY_MS ?? 2000);

export function stampOf(stats: Stats): Stamp {
	return `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;
}

export function statOrUndefined(absolute: string): Stats | undefined {
	try {
		return statSync(absolute);
	} catch {
		return undefined;
	}
}

/** The stamp of a path (following symlinks, as a read does). */
export function stampPath(absolute: string): Stamp {
	try {
		return stampOf(statSync(absolute));
	} catch (e) {
		return `missing:${(e as NodeJS.ErrnoException).code ?? 'EIO'}`;
	}
}

/** A note as the previous run saw it. */
export interface CachedNote {
	/** Undefined when the note changed too close to that run to be trusted. */
	readonly stamp?: Stamp;
	/** Local sources it cites (for the citation index). */
	readonly targets: readonly string[];
	/** For notes that were checked: their results, disabled count and text (kept for positions). */
	readonly checked?: {
		readonly results: readonly CitationResult[];
		readonly skipped: number;
		readonly text: string;
		/** Stamps of the cited local sources as they were checked. */
		readonly sources: Readonly<Record<string, Stamp>>;
		/** True when a result depends on every known source (`absent`, `misattributed`). */
		readonly elsewhere: boolean;
	};
}

interface CacheBody {
	readonly format: 1;
	readonly key: string;
	/** Fingerprint of the known sources (paths and stamps); undefined when one was racy. */
	readonly known?: string;
	readonly notes: Readonly<Record<string, CachedNote>>;
}

/**
 * A persistent cache of check results, content-addressed by everything that
 * decides a verdict: the cache file's name hashes Verbatim's version and the
 * configuration; a note's results are reused only when the note, each source
 * it cites, and (for results that searched other sources) the set of known
 * sources are unchanged on disk. One file per configuration, written to a
 * temporary file and renamed (atomic), with a checksum: a torn, corrupted or
 * foreign file is ignored, never trusted.
 */
export class ResultCache {
	readonly #file: string;
	readonly #key: string;
	readonly #startedAt = Date.now();
	readonly #previous: CacheBody | undefined;
	readonly #next: Record<string, CachedNote> = {};
	#known: string | undefined;

	constructor(file: string, key: string, previous: CacheBody | undefined) {
		this.#file = file;
		this.#key = key;
		this.#previous = previous;
	}

	/** Opens the cache of `dir` for a configuration `key` (any string that changes with whatever decides verdicts). */
	static open(dir: string, key: string): ResultCache {
		const digest = sha256Hex(key);
		const file = path.join(dir, `results-${digest.slice(0, 24)}.json`);
		return new ResultCache(file, digest, load(file, digest));
	}

	/** The stamp to record for a file stat'ed before it was read in this run; undefined when it is too recent to trust. */
	trusted(stats: Stats): Stamp | undefined {
		return Math.max(stats.mtimeMs, stats.ctimeMs) >= this.#startedAt - racyWindowMs() ? undefined : stampOf(stats);
	}

	/** A note's previous record when its stamp still matches. */
	unchangedNote(note: string, stats: Stats): CachedNote | undefined {
		const entry = this.#previous?.notes[note];
		return entry?.stamp !== undefined && entry.stamp === stampOf(stats) ? entry : undefined;
	}

	/** Previous results of an unchanged note, when every source it depends on is unchanged too. */
	reusable(entry: CachedNote, sourceStamp: (source: string) => Stamp): CachedNote['checked'] {
		const checked = entry.checked;
		if (!checked || Object.entries(checked.sources).some(([s, stamp]) => sourceStamp(s) !== stamp)) {
			return undefined;
		}
		return checked.elsewhere && (this.#known === undefined || this.#known !== this.#previous?.known) ? undefined : checked;
	}

	/** Sets the fingerprint of the known sources of this run, before `reusable` is asked. */
	setKnown(known: readonly string[], sourceStamp: (source: string) => Stamp, trusted: (source: string) => boolean): void {
		this.#known = known.every(trusted)
			? sha256Hex(JSON.stringify(known.map(s => [s, sourceStamp(s)])))
			: undefined;
	}

	record(note: string, entry: CachedNote): void {
		this.#next[note] = entry;
	}

	/** Writes this run's records, unless they are the previous ones; a cache that cannot be written is no error (the next run is cold). */
	save(): void {
		const previous = this.#previous;
		const same = previous !== undefined && previous.known === this.#known
			&& Object.keys(previous.notes).length === Object.keys(this.#next).length
			&& Object.entries(this.#next).every(([note, entry]) => previous.notes[note] === entry);
		if (same) {
			return;
		}
		const body: CacheBody = { format: 1, key: this.#key, known: this.#known, notes: this.#next };
		const json = JSON.stringify(body);
		const dir = path.dirname(this.#file);
		const temp = `${this.#file}.${process.pid}.${crypto().randomBytes(4).toString('hex')}.tmp`;
		try {
			mkdirSync(dir, { recursive: true });
			// The cache is never part of the project: Git ignores it, and so does the file walk.
			writeFileSync(path.join(dir, '.gitignore'), '# Written by verbatim: a cache, never committed.\n*\n');
			writeFileSync(temp, `${json}\n${checksum(json)}\n`);
			renameSync(temp, this.#file);
		} catch {
			rmSync(temp, { force: true });
		}
	}
}

function checksum(json: string): string {
	return sha256Hex(json);
}

/** The previous body, or undefined when the file is missing, torn, corrupted or for another key. */
function load(file: string, key: string): CacheBody | undefined {
	let raw: string;
	try {
		raw = readFileSync(file, 'utf8');
	} catch {
		return undefined;
	}
	const m = /^([^\n]*)\n([0-9a-f]{64})\n$/.exec(raw);
	if (!m || checksum(m[1]!) !== m[2]) {
		return undefined;
	}
	try {
		const body = JSON.parse(m[1]!) as CacheBody;
		return body.format === 1 && body.key === key && typeof body.notes === 'object' && body.notes !== null ? body : undefined;
	} catch {
		return undefined;
	}
}
