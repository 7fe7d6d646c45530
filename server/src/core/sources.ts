import { extractForm } from './forms/registry';
import type { Blockquote, Heading, Root } from 'mdast';
import { normalize, type Normalized } from './match/normalize';
import type { Region } from './match/find';
import { WordIndex, WordPlaces } from './match/wordIndex';
import type { WordFilter, WordSketch } from './match/wordSketch';
import { findBlockquoteCitations } from './parse/blockquote';
import { collectExclusions, parseMarkdown, spanOf } from './parse/markdown';
import { beyondParseLimits } from './parse/limits';
import { parseNote } from './parse/note';
import type { GitResolver } from './resolve/git';
import { canonicalText, rendersFolder } from './resolve/pdf';
import type { DocumentKind } from './sources/kind';
import { documentKindOf } from './sources/documents';
import { blobUrl } from './resolve/repositoryUrl';
import type { ProfileName, Span, Status, Target } from './types';
import { dirnamePosix } from './paths';
import { LineIndex } from './text';
import type { Bibliography } from './bibliography';
import { bibliographyOf, loadCiteKey } from './bibliography/cache';
import type { IWorkspace, ReadFailure } from './workspace';

/** A source read once per run: original text plus lazily built normalised forms. */
export class LoadedSource {
	readonly lines: LineIndex;
	/** `sha256:<hex>` of the raw bytes; the bytes themselves are not kept. */
	readonly pin: string;
	#whole = new Map<ProfileName, Normalized>();
	#extractRegions: Region[] | undefined;
	#extractSpans: readonly Span[] | undefined | null = null;
	#searchRegions: Region[] | undefined;
	/** The regions last asked for by spans (`regions`). */
	#lastRegions: { readonly spans: readonly Span[]; readonly inQuote: boolean; readonly regions: Region[] } | undefined;
	#index: WordIndex | undefined;
	/** For a source read again: its index, built when first asked for, and meanwhile the places kept of it (`readAgain`). */
	#buildIndex: (() => WordIndex) | undefined;
	#places: WordPlaces | undefined;
	/** The identity of the file read (`ReadResult.fileId`); undefined for a Git blob or where the workspace gives none. */
	fileId: string | undefined;
	/** Where the file read lies once symlinks are resolved (`ReadResult.realPath`), when elsewhere. */
	realPath: string | undefined;

	/** `document`: the text is the canonical text of a document of this kind (a PDF's pages are separated by form feeds). */
	constructor(readonly path: string, readonly text: string, pin: string, readonly profile: ProfileName, readonly isExtract: boolean, readonly document?: DocumentKind) {
		this.lines = new LineIndex(text);
		this.pin = pin;
	}

	/** The text is a paged document's (a PDF's): form feeds separate its pages, cited as `pN-M`. */
	get isPdf(): boolean {
		return this.document?.paged === true;
	}

	/** The whole text normalised under `profile` (the source's own by default), built once. */
	whole(profile: ProfileName = this.profile): Normalized {
		let n = this.#whole.get(profile);
		if (!n) {
			n = normalize(this.text, profile);
			this.#whole.set(profile, n);
		}
		return n;
	}

	/** The word index of the whole text under the source's own profile, when the cache built one (or builds it now, for a source read again). */
	get index(): WordIndex | undefined {
		if (!this.#index && this.#buildIndex) {
			this.#index = this.#buildIndex();
			this.#buildIndex = undefined;
		}
		return this.#index;
	}

	set index(index: WordIndex | undefined) {
		this.#index = index;
		this.#buildIndex = undefined;
	}

	/** The index when it was built; never builds it. */
	get builtIndex(): WordIndex | undefined {
		return this.#index;
	}

	/**
	 * A source read again, of which the run kept places (`WordIndex.kept`):
	 * finds go through those, and the index is built only when asked for (a
	 * near miss). A search of other sources reads a source again for the
	 * quotes it may hold, and the places find them without a second index.
	 */
	readAgain(places: WordPlaces, build: () => WordIndex): void {
		this.#index = undefined;
		this.#places = places;
		this.#buildIndex = build;
	}

	/** The whole text under the source's own profile as one region, with its word index (or, read again, its places and an index built on demand). */
	wholeRegion(): Region {
		const normalized = this.whole();
		if (!this.#buildIndex) {
			return { normalized, index: this.#index };
		}
		// eslint-disable-next-line @typescript-eslint/no-this-alias
		const source = this;
		return {
			normalized,
			places: this.#places,
			get index(): WordIndex | undefined {
				return source.index;
			},
		};
	}

	/** Approximate memory held, for the cache's budget. */
	get approxBytes(): number {
		let n = this.text.length * 2 + this.lines.starts.length * 8;
		for (const w of this.#whole.values()) {
			n += w.text.length * 2 + w.map.runs * 12;
		}
		return n;
	}

	/** Spans of the bodies of the attributed blockquotes in the `## Quotes` section (docs/specification.md §1.3); undefined when there is no such section. */
	extractSpans(): readonly Span[] | undefined {
		if (this.#extractSpans === null) {
			this.#extractSpans = quoteBodies(this.text, this.path);
		}
		return this.#extractSpans;
	}

	/** Bodies of the attributed blockquotes in the `## Quotes` section, each its own region (docs/specification.md §1.3). */
	extractRegions(): Region[] {
		this.#extractRegions ??= (this.extractSpans() ?? []).map(span => this.region(span, true));
		return this.#extractRegions;
	}

	/**
	 * The original text of `span` normalised as one region. In an extract,
	 * `>` prefixes of continuation lines are blanked, so offsets still point
	 * into the file while the prefixes never count as quoted text.
	 */
	region(span: Span, inQuote = false): Region {
		let slice = this.text.slice(span.start, span.end);
		if (inQuote) {
			const atLineStart = span.start === 0 || this.text[span.start - 1] === '\n';
			slice = slice.replace(atLineStart ? /(^|\n)([ \t]*>[ \t]?)+/g : /(\n)([ \t]*>[ \t]?)+/g, (m, nl: string) => nl + ' '.repeat(m.length - nl.length));
		}
		return { normalized: normalize(slice, this.profile, span.start) };
	}

	/**
	 * The regions of `spans`, each normalised apart (`region`); the last list
	 * asked for is kept. Every citation of a note citing itself asks for the
	 * same pieces, the note less its claims: normalising them anew for each
	 * citation made a note of K such citations cost K times its length.
	 */
	regions(spans: readonly Span[], inQuote = false): Region[] {
		const last = this.#lastRegions;
		if (last && last.inQuote === inQuote && sameSpans(last.spans, spans)) {
			return last.regions;
		}
		const regions = spans.map(span => this.region(span, inQuote));
		this.#lastRegions = { spans: spans.map(span => ({ start: span.start, end: span.end })), inQuote, regions };
		return regions;
	}

	/**
	 * What a search for `misattributed` may find in this source (docs/specification.md §2):
	 * an extract offers its Quotes bodies; a note offers its text minus the
	 * citations it makes, which are claims, not evidence; any other file all.
	 * A path that leads to a note through a symlink is that note: otherwise
	 * `ln -s ../notes/n.md src/a.txt`, cited anywhere, made n's invented
	 * quote `misattributed`, "found" in its own claim.
	 */
	searchRegions(isNote: (path: string) => boolean): Region[] {
		if (!this.#searchRegions) {
			if (this.isExtract) {
				this.#searchRegions = this.extractRegions();
			} else if (isNote(this.path) || (this.realPath !== undefined && isNote(this.realPath))) {
				const claims = parseNote(this.text, this.path);
				const holes = [...claims.citations, ...claims.skipped].map(c => c.span);
				// A note that cites nothing offers its whole text: the normalisation already held, not a second copy.
				this.#searchRegions = holes.length ? subtractSpans([{ start: 0, end: this.text.length }], holes).map(span => this.region(span)) : [this.wholeRegion()];
			} else {
				this.#searchRegions = [this.wholeRegion()];
			}
		}
		return this.#searchRegions;
	}
}

function sameSpans(a: readonly Span[], b: readonly Span[]): boolean {
	if (a.length !== b.length) {
		return false;
	}
	for (let k = 0; k < a.length; k++) {
		if (a[k]!.start !== b[k]!.start || a[k]!.end !== b[k]!.end) {
			return false;
		}
	}
	return true;
}

/** `spans` with every `holes` span cut out; pieces stay separate regions. */
export function subtractSpans(spans: readonly Span[], holes: readonly Span[]): Span[] {
	// Holes in order, so each span is cut in one pass: a note citing itself thousands of times has as many holes.
	const sorted = holes.filter(h => h.end > h.start).sort((a, b) => a.start - b.start);
	const out: Span[] = [];
	for (const s of spans) {
		if (s.end <= s.start) {
			// An empty span stays unless a hole runs across it (an empty source is still one empty region).
			if (!sorted.some(h => h.start < s.start && h.end > s.start)) {
				out.push(s);
			}
			continue;
		}
		let start = s.start;
		for (const h of sorted) {
			if (h.start >= s.end) {
				break;
			}
			if (h.end > start) {
				if (h.start > start) {
					out.push({ start, end: h.start });
				}
				start = h.end;
			}
		}
		if (start < s.end) {
			out.push({ start, end: s.end });
		}
	}
	return out;
}

/** Why a source could not be used, as shown to the writer. */
export interface SourceFailure {
	readonly failure: string;
	/** The outcome, when it is not `source_error` (bytes not on this machine are `unverified`). */
	readonly status?: Status;
	/** The pin of bytes that were read, when only their text was missing (a PDF without a render). */
	readonly pin?: string;
	/** Why the workspace refused the read, when it did. */
	readonly reason?: ReadFailure;
}

const failureText: Record<ReadFailure, string> = {
	missing: 'source file does not exist',
	not_a_file: 'source is not a regular file',
	outside_root: 'source resolves outside the project root',
	too_large: 'source is larger than maxSourceBytes',
	unreadable: 'source could not be read',
};

/** A source read ahead of its load: the read, its size, and the SHA-256 of its bytes. */
interface ReadAhead {
	readonly read: Awaited<ReturnType<IWorkspace['readFile']>>;
	readonly bytes: number;
	readonly hex?: string;
}

/** What is kept of a source after it leaves the cache: small, and enough to rule it out of a search. */
export interface SourceInfo {
	readonly profile: ProfileName;
	readonly pin: string;
	/**
	 * Which words the source's normalised text has: what this run kept of its
	 * `WordIndex` once read (the index, or its places), else a sketch kept by
	 * an earlier run (`SketchStore`); each only rules it out of a search.
	 */
	readonly words: WordFilter;
}

/** A source's word sketch as an earlier run kept it. */
export interface KeptSketch {
	readonly profile: ProfileName;
	readonly pin: string;
	readonly sketch: WordSketch;
}

/**
 * Word sketches kept between runs (a host's persistent cache), so a search
 * of other sources reads only those that may hold a quote. `get` answers
 * only for a file unchanged since its sketch was taken.
 */
export interface SketchStore {
	get(path: string): KeptSketch | undefined;
	/** A sketch of the bytes just read from `path`. */
	put(path: string, kept: KeptSketch): void;
}

/**
 * Reads and decodes sources; concurrent loads of one path share a promise.
 * Loaded sources stay while they fit in `budgetBytes` (least recently used
 * leave first); their small `SourceInfo` stays for the whole run.
 */
export class SourceCache {
	#entries = new Map<string, Promise<LoadedSource | SourceFailure>>();
	/** What each entry of `#entries` that has settled holds, for the budget (a loaded source grows as its forms are built). */
	readonly #settled = new Map<string, number>();
	/** The sum of `#settled`: what the budget is held against. */
	#charged = 0;
	#info = new Map<string, SourceInfo | undefined>();
	#budget = Number.POSITIVE_INFINITY;
	readonly #workspace: IWorkspace;
	readonly #maxBytes: number;
	readonly #profileOf: (path: string, text: string, fromGit?: boolean, fallback?: ProfileName) => ProfileName;
	readonly #isExtract: (path: string) => boolean;
	readonly #git: GitResolver | undefined;
	readonly #autoRender: boolean;
	/** Reads started ahead of their load (`prefetch`): the bytes and their SHA-256, taken by the load. */
	readonly #prefetched = new Map<string, Promise<ReadAhead>>();
	/** Bytes of reads ahead that have arrived and wait, reads still under way, and the largest read ahead so far (a guess at the next). */
	#aheadBytes = 0;
	#aheadReading = 0;
	#aheadLargest: number | undefined;
	/** Keys of loaded sources that are PDFs, whose text is a stored render. */
	readonly #documents = new Set<string>();
	readonly #displayPath: (path: string) => string;
	#sketches: SketchStore | undefined;
	/** The identity of each note asked about (`isSameFile`), once per note. */
	readonly #noteIds = new Map<string, Promise<string | undefined>>();
	/** `bibliography` of verbatim.json: what Pandoc keys cite. */
	readonly #bibliography: string | readonly string[] | undefined;

	constructor(
		workspace: IWorkspace, maxBytes: number, profileOf: (path: string, text: string, fromGit?: boolean, fallback?: ProfileName) => ProfileName,
		isExtract: (path: string) => boolean, options: { git?: GitResolver; autoRender?: boolean; displayPath?: (path: string) => string; bibliography?: string | readonly string[] } = {},
	) {
		this.#bibliography = options.bibliography;
		this.#workspace = workspace;
		this.#maxBytes = maxBytes;
		this.#profileOf = profileOf;
		this.#isExtract = isExtract;
		this.#git = options.git;
		this.#autoRender = options.autoRender ?? false;
		this.#displayPath = options.displayPath ?? (p => p);
	}

	/** Where sketches of sources' words are kept between runs; none by default. */
	setSketches(store: SketchStore | undefined): void {
		this.#sketches = store;
	}

	/** Keeps a sketch of a source read elsewhere (a worker thread of a batch check), where sketches are kept. */
	keepSketch(path: string, kept: KeptSketch): void {
		this.#sketches?.put(path, kept);
	}

	/** Bytes of loaded sources to keep; the one in use is always kept. */
	setBudget(bytes: number): void {
		this.#budget = bytes;
	}

	/**
	 * A file of a Git repository at a commit (docs/specification.md §3), cached like a local
	 * source; the note matters only for a path in the note's own repository.
	 */
	loadGit(target: Extract<Target, { kind: 'git' }>, notePath: string): Promise<LoadedSource | SourceFailure> {
		const key = `\u0000git\u0000${target.repository ?? dirnamePosix(notePath)}\u0000${target.commit}\u0000${target.path}`;
		return this.load(key, async () => {
			const got = this.#git ? await this.#git.read(target, notePath) : { status: 'unverified' as const, message: 'Git sources cannot be read here' };
			// A PDF blob's render is made by naming the blob: `verbatim render URL`, or `verbatim render PATH --commit C`.
			const renderArgs = target.repository ? blobUrl(target.repository, target.commit, target.path) : `${target.path} --commit ${target.commit}`;
			return 'bytes' in got ? this.#fromBytes(target.path, got.bytes, true, key, renderArgs) : { failure: got.message, status: got.status };
		});
	}

	load(path: string, read = () => this.#read(path)): Promise<LoadedSource | SourceFailure> {
		const entry = this.#entries.get(path);
		if (entry) {
			// Most recently used last; a hit adds nothing, so nothing needs evicting.
			this.#entries.delete(path);
			this.#entries.set(path, entry);
			return entry;
		}
		const started = read();
		this.#entries.set(path, started);
		void started.then(loaded => {
			// Only the entry still in place counts: one replaced or dropped meanwhile holds no memory of the cache's.
			if (this.#entries.get(path) === started) {
				// Charged with room for the normalised form a source builds when searched, so the total needs no recount.
				const size = 'failure' in loaded ? 0 : Math.max(loaded.approxBytes, 4 * loaded.text.length);
				this.#settled.set(path, size);
				this.#charged += size;
			}
			this.#evict(path);
		});
		return started;
	}

	/** The small, lasting facts of a source (reading it once if needed); undefined when it cannot be read. */
	async info(path: string): Promise<SourceInfo | undefined> {
		const kept = this.#info.has(path) || this.#entries.has(path) ? undefined : this.#sketches?.get(path);
		if (kept) {
			const info = { profile: kept.profile, pin: kept.pin, words: kept.sketch };
			this.#info.set(path, info);
			return info;
		}
		if (!this.#info.has(path)) {
			const loaded = await this.load(path);
			if ('failure' in loaded) {
				this.#info.set(path, undefined);
			}
		}
		return this.#info.get(path);
	}

	/**
	 * Starts reading and hashing a source that is about to be loaded, so the
	 * file system and the hash (both off this thread) overlap the checks
	 * before it. Only the bytes wait, outside the budget: reads ahead start
	 * while those waiting and under way (guessed at the largest so far) stay
	 * within 2 MB, at most eight, and always one. False when declined.
	 */
	prefetch(path: string): boolean {
		if (this.#entries.has(path) || this.#prefetched.has(path)) {
			return true;
		}
		const guess = this.#aheadLargest ?? 512 * 1024;
		if (this.#prefetched.size >= 8 || (this.#prefetched.size > 0 && this.#aheadBytes + (this.#aheadReading + 1) * guess > 2 * 1024 * 1024)) {
			return false;
		}
		this.#aheadReading++;
		const reading = this.#workspace.readFile(path, this.#maxBytes).finally(() => this.#aheadReading--);
		const ahead = reading.then(async (read): Promise<ReadAhead> => {
			const bytes = read.kind === 'ok' ? read.bytes.byteLength : 0;
			this.#aheadBytes += bytes;
			this.#aheadLargest = Math.max(this.#aheadLargest ?? 0, bytes);
			return { read, bytes, hex: read.kind === 'ok' ? await this.#sha256Hex(read.bytes) : undefined };
		});
		// A failure surfaces when the load takes it, never as an unhandled rejection.
		ahead.catch(() => undefined);
		this.#prefetched.set(path, ahead);
		return true;
	}

	/** Takes a read ahead of `path` out of the waiting ones. */
	#takeAhead(path: string): Promise<ReadAhead> | undefined {
		const ahead = this.#prefetched.get(path);
		if (ahead) {
			this.#prefetched.delete(path);
			void ahead.then(a => (this.#aheadBytes -= a.bytes), () => undefined);
		}
		return ahead;
	}

	/**
	 * Whether a source read from disk is the file of the note at `note`: by
	 * path, or by the file's identity, so a symlink or a hard link to the
	 * note is the note (a claim is never its own evidence).
	 */
	async isSameFile(source: LoadedSource, note: string): Promise<boolean> {
		if (source.path === note) {
			return true;
		}
		if (source.fileId === undefined || !this.#workspace.fileId) {
			return false;
		}
		let id = this.#noteIds.get(note);
		if (!id) {
			id = this.#workspace.fileId(note);
			this.#noteIds.set(note, id);
		}
		return await id === source.fileId;
	}

	/** The bibliography a note's Pandoc keys cite (its front matter's `notePaths`, else the project's), its files read as sources. */
	bibliography(note: string, notePaths: readonly string[] | undefined): Promise<Bibliography> {
		return bibliographyOf(this.#bibliography, note, notePaths, path => this.load(path));
	}

	/** The file a Pandoc key's entry names, read as a project file, or why none is (docs/specification.md §1.5). */
	async loadCiteKey(key: string, note: string, notePaths: readonly string[] | undefined): Promise<LoadedSource | SourceFailure> {
		const load = async (path: string) => {
			const loaded = await this.load(path);
			return { loaded, missing: 'failure' in loaded && loaded.reason === 'missing' };
		};
		return loadCiteKey(key, await this.bibliography(note, notePaths), load, (status, failure): SourceFailure => ({ failure, status }));
	}

	/** Forgets a source, so the next load reads it again (it changed on disk or in an editor). True when it had been read. */
	invalidate(path: string): boolean {
		void this.#takeAhead(path);
		if (path.startsWith(`${rendersFolder}/`)) {
			// A stored render changed: every document read so far may now have another text.
			return [...this.#documents].map(p => this.invalidate(p)).some(Boolean);
		}
		this.#documents.delete(path);
		this.#noteIds.delete(path);
		const had = this.#info.delete(path);
		this.#charged -= this.#settled.get(path) ?? 0;
		this.#settled.delete(path);
		return this.#entries.delete(path) || had;
	}

	/**
	 * Drops the least recently used loaded sources while the loaded ones
	 * exceed the budget. Synchronous: an eviction that awaited each entry in
	 * turn fell behind a loop of loads, and the cache grew to every source.
	 */
	#evict(keep: string): void {
		for (const path of this.#entries.keys()) {
			if (this.#charged <= this.#budget) {
				return;
			}
			const size = this.#settled.get(path);
			// A load still under way is never dropped: its promise is what the next load of the path would share.
			if (path !== keep && size !== undefined) {
				this.#entries.delete(path);
				this.#settled.delete(path);
				this.#charged -= size;
			}
		}
	}

	async #read(path: string): Promise<LoadedSource | SourceFailure> {
		const ahead = this.#takeAhead(path);
		const { read: result, hex } = ahead ? await ahead : { read: await this.#workspace.readFile(path, this.#maxBytes), hex: undefined };
		if (result.kind === 'error') {
			// Name the path that was looked for, so a wrong root or a typo shows at once.
			return { failure: `${failureText[result.reason]}: ${this.#displayPath(path)}`, reason: result.reason };
		}
		let loaded: LoadedSource | SourceFailure;
		try {
			loaded = await this.#fromBytes(path, result.bytes, false, path, path, hex);
		} finally {
			// The text is decoded (a document's rendered): the workspace may fill the bytes' buffer again.
			result.release?.();
		}
		if ('failure' in loaded) {
			return loaded;
		}
		loaded.fileId = result.fileId;
		loaded.realPath = result.realPath;
		const pin = loaded.pin;
		// The lasting facts are taken at first read, so a search never reads a source again only to rule it out.
		// A read that raced a change may have left the facts of other bytes: the index must be of this text.
		const known = this.#info.get(path);
		const same = known?.pin === pin && known.profile === loaded.profile;
		if (same && known.words instanceof WordIndex) {
			loaded.index = known.words;
			return loaded;
		}
		if (same && known.words instanceof WordPlaces) {
			loaded.readAgain(known.words, () => new WordIndex(loaded.whole().text));
			return loaded;
		}
		const text = loaded.whole().text;
		const built = new WordIndex(text, this.#sketches !== undefined && !loaded.document);
		loaded.index = built;
		// What stays for the run is what rules the source out of searches (`WordIndex.kept`); a sketch from an earlier run gives way to it.
		if (!known || !(known.words instanceof WordIndex || known.words instanceof WordPlaces)) {
			this.#info.set(path, { profile: loaded.profile, pin, words: built.kept(text.length) });
		}
		if (built.sketch) {
			this.#sketches!.put(path, { profile: loaded.profile, pin, sketch: built.sketch });
		}
		return loaded;
	}

	/** Decodes a source's bytes into its text (a document's is its canonical render); the pin is always of the bytes themselves. */
	/** By the workspace's own digest where it has one (`IWorkspace.sha256Hex`). */
	async #sha256Hex(bytes: Uint8Array): Promise<string> {
		return this.#workspace.sha256Hex?.(bytes) ?? await sha256Hex(bytes);
	}

	async #fromBytes(path: string, bytes: Uint8Array, fromGit: boolean, key = path, renderArgs = path, hashed?: string): Promise<LoadedSource | SourceFailure> {
		const hex = hashed ?? await this.#sha256Hex(bytes);
		const pin = `sha256:${hex}`;
		let text: string | undefined;
		const kind = documentKindOf(path, bytes);
		if (kind) {
			const notOne = kind.notThisKind(bytes);
			if (notOne !== undefined) {
				// Named as a document, cited as one: with nothing to extract, there is no text to check, whatever its bytes say.
				return { failure: `source is not a ${kind.noun} (${notOne}), so it has no text to check: ${this.#displayPath(path)}`, pin };
			}
			this.#documents.add(key);
			const got = await canonicalText(this.#workspace, kind, renderArgs, hex, { auto: this.#autoRender, maxBytes: this.#maxBytes, bytes }, decodeUtf8, b => this.#sha256Hex(b));
			if (typeof got !== 'string') {
				return { failure: got.failure, status: got.status, pin };
			}
			text = got;
		} else {
			text = decodeUtf8(bytes);
		}
		if (text === undefined) {
			return { failure: `source is not valid UTF-8: ${this.#displayPath(path)}` };
		}
		// A document's profile is its kind's (prose), unless verbatim.json's `profiles` names another.
		return new LoadedSource(path, text, pin, this.#profileOf(path, text, fromGit && !kind, kind?.profile), !fromGit && this.#isExtract(path), kind);
	}
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Strict UTF-8 decoding: undefined for any invalid byte sequence. */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
	try {
		return decoder.decode(bytes);
	} catch {
		return undefined;
	}
}

/** SHA-256 of raw bytes, as lowercase hex (web crypto, so the core stays free of Node modules). */
async function sha256Hex(bytes: Uint8Array): Promise<string> {
	const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
	return Array.from(new Uint8Array(digest), b => b.toString(16).padStart(2, '0')).join('');
}

/** Spans of the bodies of attributed blockquotes under the `## Quotes` heading; undefined when there is none. */
function quoteBodies(text: string, path: string): Span[] | undefined {
	// An extract beyond the parse limits offers nothing as evidence rather than stall or crash the run.
	if (beyondParseLimits(text) !== undefined) {
		return [];
	}
	let root: Root;
	try {
		root = parseMarkdown(text);
	} catch {
		return [];
	}
	let from = -1;
	let to = text.length;
	for (const node of root.children) {
		if (node.type !== 'heading') {
			continue;
		}
		const h = node as Heading;
		const span = spanOf(h);
		if (!span) {
			continue;
		}
		if (from < 0 && h.depth === 2 && extractForm.evidenceHeading.test(text.slice(span.start, span.end))) {
			from = span.end;
		} else if (from >= 0 && h.depth <= 2) {
			to = span.start;
			break;
		}
	}
	if (from < 0) {
		return undefined;
	}
	const lines = new LineIndex(text);
	const exclusions = collectExclusions(root);
	const section = { ...root, children: root.children.filter(c => {
		const s = spanOf(c);
		return s !== undefined && s.start >= from && s.end <= to && c.type === 'blockquote';
	}) as Blockquote[] };
	return findBlockquoteCitations(text, section, lines, exclusions, path)
		.filter(c => c.quoteSpan.end > c.quoteSpan.start)
		.map(c => c.quoteSpan);
}
