import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, realpathSync, renameSync, rmSync, statSync, writeSync, type Stats } from 'node:fs';
import * as path from 'node:path';
import { allStatuses, documentKinds, isReportedForm, profileNames, rendersFolder, type CitationResult } from '../core';
import { sha256Hex } from './builtins';
import type { NodeWorkspace } from './nodeWorkspace';
import { isWithinRoot } from './files';
import { cacheFileName, Hash128, hash128, readCacheFile, writeExclusive, type Stamp } from './cacheFiles';
import { SketchFile, sketchFileName, type SketchStamps } from './wordSketches';

export { Hash128, hash128, type Stamp } from './cacheFiles';


/**
 * A stamp of a file changed this close to the run's start (ms) may hide a
 * later change within the file system's time resolution (2 s on FAT), so it
 * is not trusted. VERBATIM_CACHE_RACY_MS overrides it, for tests only.
 */
const racyWindowMs = (): number => {
	const given = Number(process.env.VERBATIM_CACHE_RACY_MS ?? 2000);
	// Anything but a whole number of ms keeps the safe default: a typo must never make every stamp trusted.
	return Number.isInteger(given) && given >= 0 ? given : 2000;
};

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

/** A note as the previous run saw it. */
export interface CachedNote {
	/** Undefined when the note changed too close to that run to be trusted. */
	readonly stamp?: Stamp;
	/** Local sources it cites (for the citation index). */
	readonly targets: readonly string[];
	/** It cites a PDF at a commit, whose stored render is its text too (for the citation index). */
	readonly gitPdf?: true;
	/** For notes that were checked: their results, disabled count and text (kept for positions). */
	readonly checked?: {
		readonly results: readonly CitationResult[];
		readonly skipped: number;
		readonly text: string;
		/** Stamps of the cited local sources as they were checked ('racy' when too recent to trust). */
		readonly sources: Readonly<Record<string, Stamp>>;
		/** SHA-256 pins (`sha256:<hex>`) of the cited local sources' bytes as the checker read them, where known. */
		readonly pins?: Readonly<Record<string, string>>;
		/** True when a result depends on every known source (`absent`, `misattributed`). */
		readonly elsewhere: boolean;
		/**
		 * Cited sources that were the note's own file under another name (a
		 * symlink, a hard link), which offer its prose and none of its
		 * citations; absent when none was.
		 */
		readonly self?: readonly string[];
		/**
		 * With `elsewhere`: the fingerprint of the known sources the results
		 * were found against (an entry can outlive its run: a run of a few
		 * paths or a shard carries the others' entries over).
		 */
		readonly known?: string;
	};
}

export interface CacheOptions {
	/**
	 * The folder is Verbatim's own (the default), so it gets its `.gitignore`
	 * even when it exists; a folder the user named gets one only when the
	 * cache creates it, never over a file of the user's.
	 */
	readonly ownFolder?: boolean;
	/**
	 * Told the error code when the cache could not be written, and the name
	 * of the word sketches' file when only it could not (the results were).
	 */
	readonly unwritten?: (code: string, sketches?: string) => void;
	/**
	 * Whether a note or source whose stamp changed may still be matched by
	 * content. Only for a folder outside the project: one inside is
	 * repository content, which a pull request controls, and a committed
	 * cache file can name the text and SHA-256 of any note and source, but
	 * never a checkout's stamps (inode, change time).
	 */
	readonly byContent?: boolean;
}

interface CacheBody {
	readonly key: string;
	/** Fingerprint of the known sources (paths and stamps); undefined when one was racy. */
	readonly known?: string;
	/**
	 * Each note's entry as written (JSON text, a slice of the file's), parsed
	 * and checked for its shape when first asked for (a warm run asks for
	 * every note's; a run of a few paths, for few), and written again as
	 * they are when unchanged. A note checked and found to cite nothing,
	 * with a trusted stamp, is written as its stamp alone: most notes are
	 * such, and the file is read whole by every run.
	 */
	readonly notes: ReadonlyMap<string, string>;
}

/**
 * A persistent cache of check results, content-addressed by everything that
 * decides a verdict: the cache file's name hashes Verbatim's version and
 * build and the configuration; a note's results are reused only when the
 * note, each source it cites (by stamp, else by content), and for results
 * that searched other sources the known sources they were found against are
 * unchanged. One file per configuration, written to a temporary file and
 * renamed (atomic), with a checksum, each entry checked for its shape: a
 * torn, corrupted or foreign file is ignored, never trusted.
 */
export class ResultCache {
	readonly #file: string;
	readonly #key: string;
	readonly #startedAt = Date.now();
	readonly #previous: CacheBody | undefined;
	/** Entries of the previous file checked so far: valid ones, and undefined for the others. */
	readonly #checked = new Map<string, CachedNote | undefined>();
	// No prototype: a note path is only ever its own entry's key.
	readonly #next: Record<string, CachedNote> = Object.create(null) as Record<string, CachedNote>;
	#known: string | undefined;
	readonly #options: CacheOptions;
	#sketches: { file: SketchFile; known: () => readonly string[] } | undefined;

	constructor(file: string, key: string, previous: CacheBody | undefined, options: CacheOptions = {}) {
		this.#file = file;
		this.#key = key;
		this.#previous = previous;
		this.#options = options;
	}

	/** Opens the cache of `dir` for a configuration `key` (any string that changes with whatever decides verdicts). */
	static open(dir: string, key: string, options: CacheOptions = {}): ResultCache {
		const digest = hash128(Buffer.from(key));
		const file = path.join(dir, `results-${digest.slice(0, 24)}.json`);
		return new ResultCache(file, digest, load(file, digest), options);
	}

	/** The stamp to record for a file stat'ed before it was read in this run; undefined when it is too recent to trust. */
	trusted(stats: Stats): Stamp | undefined {
		return Math.max(stats.mtimeMs, stats.ctimeMs) >= this.#startedAt - racyWindowMs() ? undefined : stampOf(stats);
	}

	/** A note's previous record when its stamp still matches. */
	unchangedNote(note: string, stats: Stats): CachedNote | undefined {
		const entry = this.previousEntry(note);
		return entry?.stamp !== undefined && entry.stamp === stampOf(stats) ? entry : undefined;
	}

	get byContent(): boolean {
		return this.#options.byContent === true;
	}

	/** A note's previous record, whatever its stamp (its text may still be the same). */
	previousEntry(note: string): CachedNote | undefined {
		const raw = this.#previous?.notes.get(note);
		if (raw === undefined) {
			return undefined;
		}
		let entry = this.#checked.get(note);
		if (entry === undefined && !this.#checked.has(note)) {
			entry = validEntry(parseJson(raw), note);
			this.#checked.set(note, entry);
		}
		return entry;
	}

	/** The fingerprint of this run's known sources (paths and stamps), undefined when one is too new to trust; `setKnown` first. */
	get known(): string | undefined {
		return this.#known;
	}

	/** Sets the fingerprint of the known sources of this run, before `reusable` is asked. */
	setKnown(known: readonly string[], sourceStamp: (source: string) => Stamp, trusted: (source: string) => boolean): void {
		this.#known = known.every(trusted)
			? hash128(Buffer.from(JSON.stringify(known.map(s => [s, sourceStamp(s)]))))
			: undefined;
	}

	record(note: string, entry: CachedNote): void {
		this.#next[note] = entry;
	}

	/**
	 * Writes this run's records, unless they are the previous ones. Returns
	 * why it could not (an error code), which is no error of the check: the
	 * next run is only cold.
	 */
	save(): string | undefined {
		const code = this.#saveResults();
		const sketches = code === undefined ? this.#sketches?.file.save(this.#sketches.known()) : undefined;
		if (sketches !== undefined) {
			this.#options.unwritten?.(sketches, sketchFileName(this.#key));
		}
		return code ?? sketches;
	}

	/**
	 * The word sketches kept beside these results (wordSketches.ts), saved
	 * with them; `known` lists the sources whose sketches to keep.
	 */
	sketches(stamps: SketchStamps, known: () => readonly string[]): SketchFile {
		const file = new SketchFile(path.join(path.dirname(this.#file), sketchFileName(this.#key)), this.#key, stamps);
		this.#sketches = { file, known };
		return file;
	}

	#saveResults(): string | undefined {
		const previous = this.#previous;
		const same = previous !== undefined && previous.known === this.#known
			&& previous.notes.size === Object.keys(this.#next).length
			&& Object.entries(this.#next).every(([note, entry]) => this.#checked.get(note) === entry);
		if (same) {
			return undefined;
		}
		const dir = path.dirname(this.#file);
		const temp = `${this.#file}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`;
		let fd: number | undefined;
		try {
			const created = mkdirSync(dir, { recursive: true }) !== undefined;
			if (created || this.#options.ownFolder) {
				// The cache is never part of the project: Git ignores it, and so does the file walk. Never over a file of the user's.
				writeExclusive(path.join(dir, '.gitignore'), Buffer.from('# Written by verbatim: a cache, never committed.\n*\n'), true);
			}
			fd = openSync(temp, 'wx');
			const out = fd;
			// An entry unchanged since the file was read is written as the very bytes read.
			const unchanged = (note: string, entry: CachedNote): string | undefined => (this.#checked.get(note) === entry ? previous?.notes.get(note) : undefined);
			writeBody(bytes => writeAll(out, bytes), this.#key, this.#known, this.#next, unchanged);
			closeSync(fd);
			fd = undefined;
			renameSync(temp, this.#file);
			pruneStale(dir, this.#key.slice(0, 24));
			return undefined;
		} catch (e) {
			if (fd !== undefined) {
				closeSync(fd);
			}
			rmSync(temp, { force: true });
			const code = (e as NodeJS.ErrnoException).code ?? 'EIO';
			this.#options.unwritten?.(code);
			return code;
		}
	}
}

/**
 * The cache file: a line of JSON (format, key, the known sources'
 * fingerprint), then a line per note, `[path, entry]`, then 32 hex digits of
 * the hash of all before them and a newline. Written in pieces of about a
 * megabyte: the synthetic project's cache (22 MB) was held three times over
 * (string, bytes, bytes and hash) at the end of the run, when its peak RSS is
 * reached; and a line per note lets a re-run write an unchanged entry as the
 * bytes it read, where it had turned every entry back into JSON.
 */
function writeBody(write: (bytes: Uint8Array) => void, key: string, known: string | undefined, entries: Readonly<Record<string, CachedNote>>, unchanged: (note: string, entry: CachedNote) => string | undefined = () => undefined): void {
	const hash = new Hash128();
	let pending: string[] = [];
	let size = 0;
	const flush = (): void => {
		const bytes = Buffer.from(pending.join(''));
		hash.update(bytes);
		write(bytes);
		pending = [];
		size = 0;
	};
	const emit = (text: string): void => {
		pending.push(text);
		size += text.length;
		if (size >= 1 << 20) {
			flush();
		}
	};
	emit(`${JSON.stringify({ format: 4, key, known })}\n`);
	for (const note in entries) {
		const entry = entries[note]!;
		const raw = unchanged(note, entry);
		if (raw !== undefined) {
			emit(`[${JSON.stringify(note)},${raw}]\n`);
		} else {
			emit(`[${JSON.stringify(note)},${JSON.stringify(compact(entry))}]\n`);
		}
	}
	flush();
	write(Buffer.from(`${hash.digest()}\n`));
}

/** A cache file's bytes for a body (tests forge files with it; runs write theirs in pieces, `writeBody`). */
export function encodeCacheFile(body: { key: string; known?: string; notes: Readonly<Record<string, unknown>> }): Buffer {
	const parts: Uint8Array[] = [];
	// Any value as an entry, as a forged file could hold.
	writeBody(bytes => parts.push(Buffer.from(bytes)), body.key, body.known, body.notes as Record<string, CachedNote>, (_, entry) => JSON.stringify(entry) ?? 'null');
	return Buffer.concat(parts);
}

/** A cache file's body with each entry parsed, or undefined when the file is damaged (tests read files with it). */
export function decodeCacheFile(bytes: Buffer): { key: string; known?: string; notes: Record<string, unknown> } | undefined {
	const body = parseCacheFile(bytes);
	return body && { key: body.key, known: body.known, notes: Object.fromEntries([...body.notes].map(([note, raw]) => [note, parseJson(raw)])) };
}

function writeAll(fd: number, bytes: Uint8Array): void {
	for (let at = 0; at < bytes.length;) {
		at += writeSync(fd, bytes, at);
	}
}

const hourMs = 60 * 60 * 1000;

/**
 * Removes what no run will read again: temporary files of interrupted
 * writes (an hour old) and cache files of other keys untouched for 30 days
 * (another version, an old configuration). Only names this cache writes,
 * only regular files: a folder the user named keeps everything else.
 */
function pruneStale(dir: string, keep: string): void {
	// `keep`: the 24 hex digits naming this key's files.
	const now = Date.now();
	let names: string[];
	try {
		names = readdirSync(dir);
	} catch {
		return;
	}
	for (const name of names) {
		const ours = cacheFileName.exec(name);
		const temp = ours?.[2] !== undefined;
		const other = ours !== null && !temp && !name.includes(`-${keep}.`);
		try {
			const stats = temp || other ? lstatSync(path.join(dir, name)) : undefined;
			if (stats?.isFile() && now - stats.mtimeMs > (temp ? hourMs : 30 * 24 * hourMs)) {
				rmSync(path.join(dir, name), { force: true });
			}
		} catch {
			// Gone already, or not ours to remove: the next save tries again.
		}
	}
}

/** The previous body, or undefined when the file is missing, torn, corrupted, of another shape or for another key. */
function load(file: string, key: string): CacheBody | undefined {
	const raw = readCacheFile(file);
	const body = raw && parseCacheFile(raw);
	return body?.key === key ? body : undefined;
}

function parseCacheFile(raw: Buffer): CacheBody | undefined {
	// The lines, then 32 hex digits of their hash and a newline.
	const bytes = raw.subarray(0, Math.max(0, raw.length - 33));
	const tail = raw.subarray(bytes.length).toString('latin1');
	if (!/^[0-9a-f]{32}\n$/.test(tail) || bytes.length === 0 || bytes[bytes.length - 1] !== 0x0A || hash128(bytes) !== tail.slice(0, 32)) {
		return undefined;
	}
	// One string, and each entry a slice of it: a decode and a parse per line was a visible part of a re-run.
	const lines = bytes.toString('utf8');
	const first = lines.indexOf('\n');
	const head = parseJson(lines.slice(0, first));
	if (!isRecord(head) || head.format !== 4 || typeof head.key !== 'string' || !(head.known === undefined || typeof head.known === 'string')) {
		return undefined;
	}
	const notes = new Map<string, string>();
	for (let start = first + 1; start < lines.length;) {
		const end = lines.indexOf('\n', start);
		const split = entryStart(lines, start, end);
		if (split === undefined) {
			return undefined;
		}
		notes.set(split.note, lines.slice(split.at, end - 1));
		start = end + 1;
	}
	return { key: head.key, known: head.known, notes };
}

/** For a line `["path",ENTRY]`, the path and where ENTRY starts; undefined for any other line. */
function entryStart(lines: string, start: number, end: number): { note: string; at: number } | undefined {
	if (!lines.startsWith('["', start) || lines.charCodeAt(end - 1) !== 0x5D) {
		return undefined;
	}
	// The path's closing quote: the first one not escaped by a backslash.
	let q = start + 2;
	let escaped = false;
	while (q < end && lines.charCodeAt(q) !== 0x22) {
		escaped ||= lines.charCodeAt(q) === 0x5C;
		q += lines.charCodeAt(q) === 0x5C ? 2 : 1;
	}
	if (q >= end || lines.charCodeAt(q + 1) !== 0x2C) {
		return undefined;
	}
	const note = escaped ? parseJson(lines.slice(start + 1, q + 1)) : lines.slice(start + 2, q);
	return typeof note === 'string' ? { note, at: q + 2 } : undefined;
}

/** The value of JSON text; undefined when it is not JSON. */
function parseJson(text: string): unknown {
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return undefined;
	}
}

function isRecord(v: unknown): v is Record<string, unknown> {
	return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const isString = (v: unknown): v is string => typeof v === 'string';

/**
 * An entry of the shape this version writes, or undefined: a file whose
 * checksum holds but whose shape does not (another build, a hand edit) loses
 * those entries, so their notes are checked again, never misread.
 */
function validEntry(v: unknown, note: string): CachedNote | undefined {
	if (isString(v)) {
		return { stamp: v, targets: noTargets, checked: nothingFound };
	}
	if (!isRecord(v) || !(v.stamp === undefined || isString(v.stamp)) || !Array.isArray(v.targets) || !v.targets.every(isString) || !(v.gitPdf === undefined || v.gitPdf === true)) {
		return undefined;
	}
	if (v.checked === 0) {
		return { ...(v as unknown as CachedNote), checked: nothingFound };
	}
	const c = v.checked;
	if (c === undefined) {
		return v as unknown as CachedNote;
	}
	const valid = isRecord(c) && isString(c.text) && Array.isArray(c.results) && c.results.every(r => validResult(r, (c.text as string).length, note))
		&& Number.isInteger(c.skipped) && isString(c.text) && isRecord(c.sources) && Object.values(c.sources).every(isString)
		&& (c.pins === undefined || (isRecord(c.pins) && Object.values(c.pins).every(isString))) && (c.known === undefined || isString(c.known))
		&& typeof c.elsewhere === 'boolean' && (c.self === undefined || (Array.isArray(c.self) && c.self.every(isString)));
	return valid ? (v as unknown as CachedNote) : undefined;
}

const statuses = new Set<unknown>(allStatuses);
const severities = new Set<unknown>(['error', 'warning', 'info', 'off']);

/** A span of the note's text: whole offsets, in order, within it. */
function isSpan(v: unknown, length: number, optional = false): boolean {
	if (v === undefined) {
		return optional;
	}
	return isRecord(v) && Number.isInteger(v.start) && Number.isInteger(v.end) && 0 <= (v.start as number) && (v.start as number) <= (v.end as number) && (v.end as number) <= length;
}

/** Places in a source, where given: objects with whole line numbers. */
function arePlaces(v: unknown, many: boolean, place: (p: Record<string, unknown>) => boolean): boolean {
	const valid = (p: unknown): boolean => isRecord(p) && isLine(p.startLine) && isLine(p.endLine) && (p.startLine as number) <= (p.endLine as number) && place(p);
	return v === undefined || (many ? Array.isArray(v) && v.every(valid) : valid(v));
}

/** A line number a source can have: whole, from 1, and within what a 32-bit offset reaches. */
const isLine = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 0x7FFFFFFF;
const isOptional = (v: unknown, is: (v: unknown) => boolean): boolean => v === undefined || is(v);
const isCount = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0;
/** Offsets into a source, where given: whole, in order. */
const areOffsets = (p: Record<string, unknown>): boolean => (p.start === undefined && p.end === undefined) || (isCount(p.start) && isCount(p.end) && (p.start as number) <= (p.end as number));
const profiles = new Set<unknown>(profileNames);

/**
 * What the reporters read of a result, in the shape they read it, and of
 * the note it is filed under: anything else is not a result this version
 * wrote, and is never trusted (a cache file from elsewhere may say anything).
 */
function validResult(r: unknown, length: number, note: string): boolean {
	if (!isRecord(r) || r.file !== note || !statuses.has(r.status) || !severities.has(r.severity) || !isString(r.message) || !isRecord(r.citation)) {
		return false;
	}
	const c = r.citation;
	return isReportedForm(c.form) && isString(c.quote) && isSpan(c.quoteSpan, length) && isSpan(c.span, length)
		&& isSpan(c.attributionSpan, length) && isSpan(c.targetSpan, length, true) && (c.target === undefined || isRecord(c.target))
		&& isOptional(r.source, isString) && isOptional(r.profile, p => profiles.has(p)) && isOptional(r.count, isCount) && isOptional(r.currentPin, isString)
		&& arePlaces(r.occurrences, true, areOffsets) && arePlaces(r.foundIn, true, p => isString(p.source) && areOffsets(p))
		&& arePlaces(r.suggestion, false, p => isString(p.text)) && arePlaces(r.omissions, true, p => isString(p.text));
}

/** The results of a note checked and found to cite nothing. */
const nothingFound: NonNullable<CachedNote['checked']> = { results: [], skipped: 0, text: '', sources: {}, elsewhere: false };
const noTargets: readonly string[] = [];

/** An entry as written: its stamp alone for a note checked and found to cite nothing, `checked: 0` for one whose stamp is not trusted. */
function compact(entry: CachedNote): unknown {
	if (!citesNothing(entry.checked)) {
		return entry;
	}
	return entry.stamp !== undefined && entry.targets.length === 0 && !entry.gitPdf ? entry.stamp : { ...entry, checked: 0 };
}

function citesNothing(checked: CachedNote['checked']): boolean {
	// Most entries of a re-run are the very object the file's short forms stand for: no need to look inside.
	return checked === nothingFound || checked !== undefined && checked.results.length === 0 && checked.skipped === 0 && checked.text === ''
		&& Object.keys(checked.sources).length === 0 && Object.keys(checked.pins ?? {}).length === 0 && !checked.elsewhere;
}

/**
 * What one run knows of each source: its stamp (one stat, taken before the
 * checker reads it), whether its bytes still hash to a recorded pin (read as
 * the checker reads them: confined to the root, a regular file within the
 * size limit), and whether it is a PDF.
 */
export class SourceStates implements SketchStamps {
	readonly #workspace: NodeWorkspace;
	readonly #cache: ResultCache | undefined;
	readonly #maxBytes: number;
	readonly #realRoot: string;
	readonly #stamps = new Map<string, FileStamp>();
	readonly #pins = new Map<string, Promise<string | undefined>>();
	readonly #pdfs = new Map<string, boolean>();

	constructor(workspace: NodeWorkspace, cache: ResultCache | undefined, maxBytes: number) {
		this.#workspace = workspace;
		this.#cache = cache;
		this.#maxBytes = maxBytes;
		this.#realRoot = realpathSync(workspace.root);
	}

	takenBefore(source: string): Stamp | undefined {
		const s = this.#stamps.get(source);
		return s?.trusted ? s.stamp : undefined;
	}

	current(source: string): Stamp {
		return this.stamp(source).stamp;
	}

	stamp(source: string): FileStamp {
		let s = this.#stamps.get(source);
		if (!s) {
			s = sourceStamp(this.#workspace, source, this.#cache);
			this.#stamps.set(source, s);
		}
		return s;
	}

	/**
	 * The local targets that are, under another path, the very file of
	 * `note` (a symlink or hard link to it, or the note a link to them), as
	 * the checker tells a note citing itself: by device and inode, for paths
	 * inside the root. Sorted; empty for nearly every note.
	 */
	selfOf(note: string, targets: readonly string[]): string[] {
		const others = targets.filter(t => t !== note);
		if (others.length === 0) {
			return others;
		}
		// A note read is inside the root: one stat tells its identity (a note also cited has its stamp's).
		let own = this.#stamps.get(note)?.id;
		try {
			own ??= idOf(statSync(this.#workspace.toAbsolute(note)));
		} catch {
			return [];
		}
		return others.filter(t => this.stamp(t).id === own).sort();
	}

	/** Whether a source is as recorded: the same stamp, or else bytes hashing to the recorded pin. */
	async unchanged(source: string, stamp: Stamp, pin: string | undefined): Promise<boolean> {
		if (this.stamp(source).stamp === stamp) {
			return true;
		}
		return pin !== undefined && this.#cache?.byContent === true && await this.#pin(source) === pin;
	}

	#pin(source: string): Promise<string | undefined> {
		let pin = this.#pins.get(source);
		if (!pin) {
			pin = this.#workspace.readFile(source, this.#maxBytes).then(r => (r.kind === 'ok' ? `sha256:${sha256Hex(r.bytes)}` : undefined));
			this.#pins.set(source, pin);
		}
		return pin;
	}

	/** Whether a source inside the root has a document's first bytes (a PDF's), whatever its name: its verdict hangs on its stored render too. */
	isPdf(source: string): boolean {
		let pdf = this.#pdfs.get(source);
		if (pdf === undefined) {
			pdf = looksLikePdf(this.#workspace.toAbsolute(source), this.#realRoot);
			this.#pdfs.set(source, pdf);
		}
		return pdf;
	}
}

function looksLikePdf(absolute: string, realRoot: string): boolean {
	let fd: number | undefined;
	try {
		// Nothing outside the project root is read: a source that resolves there is a source_error, which no render decides.
		const real = realpathSync(absolute);
		if (!isWithinRoot(real, realRoot)) {
			return false;
		}
		fd = openSync(real, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
		if (!fstatSync(fd).isFile()) {
			return false;
		}
		const head = Buffer.alloc(1024);
		const read = head.subarray(0, readSync(fd, head, 0, head.length, 0));
		// A kind known by its bytes whatever the name (the registry's: a PDF's header).
		return documentKinds.some(k => k.recognises?.(read));
	} catch {
		return false;
	} finally {
		if (fd !== undefined) {
			closeSync(fd);
		}
	}
}

/**
 * A source's stamp, from one stat taken before the checker reads it, and
 * whether it is old enough to trust; `outside` when its path now leads out
 * of the root through a symlink (the checker refuses it, whatever the file).
 * A path that leads elsewhere through a symlink adds where it leads: the
 * file's stat stays the same when a link is pointed at another path of it
 * (a hard link, a folder moved and linked back), while whether that path is
 * a note, whose claims a search leaves out, may not.
 */
function sourceStamp(workspace: NodeWorkspace, source: string, cache: ResultCache | undefined): FileStamp {
	let stats: Stats;
	try {
		stats = statSync(workspace.toAbsolute(source));
	} catch (e) {
		return { stamp: `missing:${(e as NodeJS.ErrnoException).code ?? 'EIO'}`, trusted: true };
	}
	const real = cache ? workspace.realInside(source) : source;
	if (real === undefined) {
		return { stamp: 'outside', trusted: true };
	}
	const stamp = real === source ? stampOf(stats) : `${stampOf(stats)}:${real}`;
	return { stamp, trusted: cache?.trusted(stats) !== undefined, id: idOf(stats) };
}

const idOf = (stats: Stats): string => `${stats.dev}:${stats.ino}`;

/** A file's stamp in one run, whether it is old enough to trust, and its identity (device and inode) when it is a file inside the root. */
interface FileStamp {
	readonly stamp: Stamp;
	readonly trusted: boolean;
	readonly id?: string;
}

/**
 * The stats of a note the file walk listed, for its stamp; undefined when it
 * cannot be stat'ed or is a symlink leading out of the root (its verdict is
 * then never reused). The walk enters no symlinked folder, so a listed
 * regular file lies inside the root, and its `lstat` is its `stat`; only a
 * listed symlink costs a resolution.
 */
export function listedStats(workspace: NodeWorkspace, note: string): Stats | undefined {
	const absolute = workspace.toAbsolute(note);
	try {
		const stats = lstatSync(absolute);
		return !stats.isSymbolicLink() ? stats : workspace.resolvesInside(note) ? statSync(absolute) : undefined;
	} catch {
		return undefined;
	}
}

declare const VERBATIM_BUILD: string;

/**
 * What identifies the running build: it joins the cache key, so a build of
 * other code under the same version number starts cold, while the same
 * build installed anew (a CI job) still finds its results. A bundle carries
 * the hash of its own bytes, written in at build time (scripts/stampBundle.mjs),
 * so a run does not hash 0.8 MB of itself; its size joins it, so a bundle
 * patched by hand afterwards to another size is another build too (one
 * patched to the same size is not: whoever can patch it runs code anyway;
 * docs/decisions.md). Anything unstamped (a test bundle) hashes its bytes
 * as it runs.
 */
export function buildStamp(): string {
	// Once per process: the code running is the code loaded, whatever the file becomes later.
	runningBuild ??= stampOfThisBundle();
	return runningBuild;
}

let runningBuild: string | undefined;

function stampOfThisBundle(): string {
	try {
		const stamped = typeof VERBATIM_BUILD === 'string' && /^[0-9a-f]{32}$/.test(VERBATIM_BUILD);
		return stamped ? `${VERBATIM_BUILD}:${statSync(__filename).size}` : hash128(readFileSync(__filename));
	} catch {
		return '';
	}
}

/**
 * The stored renders folder and, when it lies inside the root, each file in
 * it (root-relative): the text a known PDF is searched in for `absent` and
 * `misattributed` is its stored render, which comes and goes while the PDF's
 * bytes stay as they were, so these join the known sources' fingerprint.
 */
export function storedRenders(workspace: NodeWorkspace): string[] {
	try {
		const names = workspace.resolvesInside(rendersFolder) ? readdirSync(workspace.toAbsolute(rendersFolder)) : [];
		return [rendersFolder, ...names.sort().map(name => `${rendersFolder}/${name}`)];
	} catch {
		return [rendersFolder];
	}
}

/** Whether `.verbatim` and `.verbatim/cache` are, where they exist, real folders (not links) of the root. */
export function isOwnCacheFolder(root: string): boolean {
	let at = root;
	for (const part of ['.verbatim', 'cache']) {
		at = path.join(at, part);
		try {
			if (!lstatSync(at).isDirectory()) {
				return false;
			}
		} catch {
			return true;
		}
	}
	return true;
}

/** Whether a folder (existing or not) lies outside the root, after resolving the links of the part that exists. */
export function isOutside(folder: string, root: string): boolean {
	let existing = path.resolve(folder);
	const rest: string[] = [];
	while (!statOrUndefined(existing) && path.dirname(existing) !== existing) {
		rest.unshift(path.basename(existing));
		existing = path.dirname(existing);
	}
	try {
		const real = path.join(realpathSync(existing), ...rest);
		const realRoot = realpathSync(root);
		return !isWithinRoot(real, realRoot);
	} catch {
		return false;
	}
}

export function isFolderOrMissing(folder: string): boolean {
	try {
		return statSync(folder).isDirectory();
	} catch (e) {
		return (e as NodeJS.ErrnoException).code === 'ENOENT';
	}
}
