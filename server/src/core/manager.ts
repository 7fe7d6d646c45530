import picomatch from 'picomatch/posix';
import type { CheckContext } from './check';
import { checkNotes, localRunner, type CheckRunner, type NoteReport } from './checkNotes';
import { completeAttribution, type AttributionCompletion } from './features/completion';
import { citeKeyAt, citeKeyHover, completeCiteKeys, entryLocation, mayCompleteCiteKey } from './features/citeKeys';
import { noteBibliography, type Bibliography } from './bibliography';
import { describeResult, type CitationDetails } from './features/details';
import { currentStanding, headStanding, type HeadStanding, type Standing } from './features/standing';
import { definitionOf, sourceLinks, type SourceLink, type SourceLocation } from './features/navigation';
import { attribute, findSource, findUnattributed, type AttributeResult, type FindSourceRequest, type FindSourceResult, type Unattributed } from './findSource';
import { buildFixes, renameEdits, type Fix, type NoteEdit } from './fixes';
import { safeFixes, type AppliedFix } from './safeFixes';
import type { ProjectConfig } from './projectConfig';
import { buildQuote, type QuoteRequest, type QuoteResult } from './quote';
import { GitResolver } from './resolve/git';
import { rendersFolder } from './resolve/pdf';
import { isDocumentPath, projectFileOf } from './sources/registry';
import { createProfileResolver } from './resolve/profiles';
import { SourceCache, type KeptSketch, type SketchStore } from './sources';
import { CitationIndex } from './state/citationIndex';
import { ParserCache } from './state/parserCache';
import { ResultMemo } from './state/resultMemo';
import { LineIndex } from './text';
import { noopToken, type CancellationToken, type CitationResult, type ParsedNote, type Target } from './types';
import { nullLogger, type ILogger, type IWorkspace } from './workspace';

/** Everything the checker needs from its host. */
export interface CheckerInit {
	readonly workspace: IWorkspace;
	readonly config: ProjectConfig;
	readonly logger?: ILogger;
	/** Leave quote and source text out of messages (`--redact`). */
	readonly redact?: boolean;
	/** Bytes of loaded sources to keep in memory at once (default 256 MB); a batch check needs little. */
	readonly sourceBudgetBytes?: number;
	/** How messages name a project file (default: project-relative); the CLI names it from the working folder. */
	readonly displayPath?: (projectPath: string) => string;
	/** Keep results to reuse when a note is checked again (default true); a one-shot batch checks each citation once. */
	readonly rememberResults?: boolean;
}

/** A note and its text, as a host hands it in. */
export interface NoteText {
	readonly path: string;
	readonly text: string;
	/** The note's parse when the host indexed this very text already (`updateNote`): a batch of thousands of notes outruns the parser cache, and parsing twice doubled the time. */
	readonly parsed?: ParsedNote;
}

/**
 * The state of one project, over the stateless checker (`checkNotes`): the
 * citation index (which notes cite which sources), the result memo, the
 * parser cache and the source cache. Hosts tell it what changed
 * (`updateNote`, `removeNote`, `sourceChanged`, `setProjectFiles`) and ask
 * it questions; read-only questions (`results` and what is built on it)
 * never change the index or clear the memo.
 */
/** The project's notes (`include` minus `exclude`): their citations are claims, never evidence. */
function noteMatcher(config: ProjectConfig): (path: string) => boolean {
	const included = picomatch(config.include as string[]);
	const excluded = config.exclude.length ? picomatch(config.exclude as string[], { dot: true }) : () => false;
	return path => included(path) && !excluded(path);
}

export class CheckManager {
	readonly config: ProjectConfig;
	readonly #logger: ILogger;
	readonly #sources: SourceCache;
	readonly #git: GitResolver;
	readonly #parsers = new ParserCache();
	readonly #index = new CitationIndex();
	readonly #memo: ResultMemo;
	readonly #isSource: (path: string) => boolean;
	readonly #ctx: CheckContext;
	#files: readonly string[] = [];
	#globbed: readonly string[] = [];
	#known: string[] | undefined;
	/** Who runs batch checks (`checkNotes`); this thread unless a host hands in a pool. */
	#runner: CheckRunner | undefined;

	constructor(init: CheckerInit) {
		this.config = init.config;
		this.#logger = init.logger ?? nullLogger;
		this.#memo = new ResultMemo(init.rememberResults ?? true);
		const isExtract = picomatch(init.config.extractFiles as string[], { dot: true });
		this.#isSource = init.config.sources.length ? picomatch(init.config.sources as string[], { dot: true }) : () => false;
		const profileOf = createProfileResolver(init.config);
		this.#git = new GitResolver(init.workspace, init.config);
		this.#sources = new SourceCache(init.workspace, init.config.maxSourceBytes, profileOf, isExtract, {
			git: this.#git, autoRender: init.config.renders === 'auto', displayPath: init.displayPath, bibliography: init.config.bibliography,
		});
		this.#sources.setBudget(init.sourceBudgetBytes ?? 256 * 1024 * 1024);
		this.#ctx = {
			config: init.config, sources: this.#sources, logger: this.#logger, redact: init.redact,
			knownSources: () => (this.#known ??= [...new Set([...this.#index.sources(), ...this.#globbed])].sort()),
			isNote: noteMatcher(init.config),
		};
	}

	/** Finds the citations of a note (through the parser cache). Pure; never throws. */
	parse(notePath: string, text: string): ParsedNote {
		return this.#parsers.parse(notePath, text);
	}

	/** A note's text is now `text`: indexes what it cites; returns its parse. */
	updateNote(notePath: string, text: string): ParsedNote {
		const parsed = this.parse(notePath, text);
		this.indexNote(notePath, parsed);
		return parsed;
	}

	/** Indexes what a note cites from its parse, made elsewhere (a worker thread of a batch check). */
	indexNote(notePath: string, parsed: ParsedNote): void {
		if (this.#index.updateNote(notePath, parsed.citations)) {
			this.#knownChanged();
		}
	}

	/** Indexes what an unchanged note cites without reading it (a persistent cache remembered its targets, and whether it cites a PDF at a commit). */
	indexTargets(notePath: string, targets: readonly string[], gitPdf = false): void {
		if (this.#index.updateTargets(notePath, targets, gitPdf)) {
			this.#knownChanged();
		}
	}

	/** Keeps sketches of the sources read, and rules sources out of searches by those kept earlier (a persistent cache); off by default. */
	useSketches(store: SketchStore | undefined): void {
		this.#sources.setSketches(store);
	}

	/** Keeps the sketch of a source that a worker thread read, as if read here (`useSketches`). */
	keepSketch(path: string, kept: KeptSketch): void {
		this.#sources.keepSketch(path, kept);
	}

	/** Every source searched for `misattributed`: the cited ones and those the `sources` globs select. */
	knownSources(): readonly string[] {
		return this.#ctx.knownSources();
	}

	/** A note is gone (deleted, or no longer a note). */
	removeNote(notePath: string): void {
		this.#parsers.forget(notePath);
		if (this.#index.removeNote(notePath)) {
			this.#knownChanged();
		}
	}

	/** Notes that cite a source. */
	citers(source: string): string[] {
		if (source.startsWith(`${rendersFolder}/`)) {
			// A stored render is the text of some document: recheck every note citing one.
			return [...new Set([...[...this.#index.sources()].filter(s => isDocumentPath(s)).flatMap(s => this.#index.citers(s)), ...this.#index.gitPdfCiters()])];
		}
		return this.#index.citers(source);
	}

	/** The project's files: completion offers them, and those matching `sources` are searched for `misattributed`. */
	setProjectFiles(paths: Iterable<string>): void {
		this.#files = [...paths];
		const next = this.#files.filter(p => this.#isSource(p));
		if (next.length !== this.#globbed.length || next.some((p, k) => p !== this.#globbed[k])) {
			this.#globbed = next;
			this.#knownChanged();
		}
	}

	/** Results the memo holds, for tests and logs. */
	get memoSize(): number {
		return this.#memo.size;
	}

	get files(): readonly string[] {
		return this.#files;
	}

	/** A file changed on disk or in an editor: forget what was read of it. */
	sourceChanged(path: string): void {
		if (this.#sources.invalidate(path)) {
			this.#clearMemo('source_changed');
		}
	}

	/** Indexes and checks a note. */
	async checkNote(notePath: string, text: string, token: CancellationToken): Promise<NoteReport | undefined> {
		const parsed = this.updateNote(notePath, text);
		const hits = this.#memo.hits;
		const report = (await checkNotes([{ path: notePath, parsed }], this.#ctx, this.#memo, token))?.[0];
		if (report) {
			this.#logger.log('debug', 'note.checked', { file: notePath, citations: report.results.length, skipped: report.skipped, reused: this.#memo.hits - hits });
		}
		return report;
	}

	/** Indexes and checks many notes at once, source by source (see `checkNotes`). */
	async checkNotes(notes: readonly NoteText[], token: CancellationToken): Promise<NoteReport[] | undefined> {
		const parsed = notes.map(n => ({ path: n.path, parsed: n.parsed ?? this.updateNote(n.path, n.text) }));
		const hits = this.#memo.hits;
		const reports = await checkNotes(parsed, this.#ctx, this.#memo, token, this.#runner);
		if (reports) {
			const citations = reports.reduce((n, r) => n + r.results.length, 0);
			this.#logger.log('debug', 'notes.checked', { notes: notes.length, citations, reused: this.#memo.hits - hits });
		}
		return reports;
	}

	/** Batch checks (`checkNotes`) run on `runner` from now on (a pool of workers); undefined for this thread. */
	runBatchesOn(runner: CheckRunner | undefined): void {
		this.#runner = runner;
	}

	/** The two phases of a check run in this thread, for a worker of a pool to serve. */
	localRunner(): CheckRunner {
		return localRunner(this.#ctx);
	}

	/** The results of a note's text as it is now, without indexing it: for hover, lenses and other read-only requests. */
	async results(notePath: string, text: string, token: CancellationToken): Promise<readonly CitationResult[]> {
		const reports = await checkNotes([{ path: notePath, parsed: this.parse(notePath, text) }], this.#ctx, this.#memo, token);
		return reports?.[0]?.results ?? [];
	}

	/** The checked citation under an offset of a note. */
	async resultAt(notePath: string, text: string, offset: number, token: CancellationToken): Promise<CitationResult | undefined> {
		const within = (s: { start: number; end: number } | undefined): boolean => s !== undefined && offset >= s.start && offset <= s.end;
		// A lead-in's citation parentheses stand apart from the blockquote it cites.
		return (await this.results(notePath, text, token)).find(r => within(r.citation.span) || (r.citation.leadIn && within(r.citation.attributionSpan)));
	}

	/** What a hover shows of the citation under an offset (read-only). */
	async details(notePath: string, text: string, offset: number, token: CancellationToken): Promise<CitationDetails | undefined> {
		const r = await this.resultAt(notePath, text, offset, token);
		if (!r) {
			return undefined;
		}
		const source = r.source && projectFileOf(r.citation.target) !== undefined ? await this.readSource(r.source) : undefined;
		const found = r.status === 'misattributed' && r.foundIn?.[0] ? await this.readSource(r.foundIn[0].source) : undefined;
		return { ...describeResult(r, source?.text, found?.text), current: await this.currentStanding(r), head: await this.headStanding(r) };
	}

	/** Where the quote of a `version_mismatch` stands in the source's current bytes (read-only). */
	currentStanding(r: CitationResult): Promise<Standing | undefined> {
		return currentStanding(r, this.#ctx);
	}

	/** A verified citation at a commit older than HEAD, seen from HEAD (read-only). */
	headStanding(r: CitationResult): Promise<HeadStanding | undefined> {
		return headStanding(r, this.#ctx, (repository, notePath) => this.#git.head(repository, notePath));
	}

	/** Where the citation under an offset leads in its source (read-only); from a Pandoc key, its entry in the bibliography. */
	async definition(notePath: string, text: string, offset: number, token: CancellationToken): Promise<SourceLocation | undefined> {
		const key = citeKeyAt(text, offset);
		if (key) {
			const entry = (await this.bibliography(notePath, text)).entries.get(key.key);
			return entry && entryLocation(entry, (await this.readSource(entry.path))?.text);
		}
		const r = await this.resultAt(notePath, text, offset, token);
		return r?.source ? definitionOf(r, (await this.readSource(r.source))?.text) : undefined;
	}

	/** Links from attribution paths to their sources. */
	links(notePath: string, text: string): SourceLink[] {
		return sourceLinks(text, this.parse(notePath, text));
	}

	/** Completions of an attribution at the end of `linePrefix`; with the note's `text`, also of Pandoc keys. */
	async complete(notePath: string, linePrefix: string, text?: string): Promise<AttributionCompletion[]> {
		const keys = text !== undefined && mayCompleteCiteKey(linePrefix) ? completeCiteKeys(linePrefix, await this.bibliography(notePath, text)) : [];
		return keys.length ? keys : completeAttribution(linePrefix, notePath, this.#files, async path => (await this.readSource(path))?.pin);
	}

	/** The bibliography a note's Pandoc keys cite (docs/specification.md §1.5), read through the source cache. */
	bibliography(notePath: string, text: string): Promise<Bibliography> {
		return this.#sources.bibliography(notePath, noteBibliography(text));
	}

	/** What a hover shows of the Pandoc key under an offset: its entry's author, title and year. */
	async keyHover(notePath: string, text: string, offset: number): Promise<string | undefined> {
		const key = citeKeyAt(text, offset);
		if (!key) {
			return undefined;
		}
		const bibliography = await this.bibliography(notePath, text);
		return citeKeyHover(key.key, bibliography.entries.get(key.key), bibliography);
	}

	/** Edits of every note citing `oldPath` so it cites `newPath` (a source is being renamed). */
	async renameEdits(oldPath: string, newPath: string, textOf: (note: string) => Promise<string | undefined>): Promise<Map<string, NoteEdit[]>> {
		const out = new Map<string, NoteEdit[]>();
		for (const note of this.citers(oldPath)) {
			const text = await textOf(note);
			const edits = text === undefined ? [] : renameEdits(text, note, this.parse(note, text).citations, oldPath, newPath);
			if (edits.length) {
				out.set(note, edits);
			}
		}
		return out;
	}

	/** The whole source lines `startLine..endLine`, trimmed and cut to `maxLength`: context for a menu. */
	async excerpt(path: string, startLine: number, endLine: number, maxLength = 200): Promise<string> {
		const text = (await this.readSource(path))?.text;
		if (text === undefined) {
			return '';
		}
		const lines = new LineIndex(text);
		return text.slice(lines.lineStart(startLine), lines.lineEnd(endLine)).trim().slice(0, maxLength);
	}

	/** The citation constructor. */
	quote(request: QuoteRequest): Promise<QuoteResult> {
		return buildQuote(request, this.#ctx);
	}

	/** A source as read for checking: its text and `sha256:` pin, or undefined when it cannot be read. */
	async readSource(path: string): Promise<{ text: string; pin: string } | undefined> {
		const loaded = await this.#sources.load(path);
		return 'failure' in loaded ? undefined : { text: loaded.text, pin: loaded.pin };
	}

	/** A file at a Git commit as read for checking (a Git citation's source), or undefined when it cannot be read. */
	async readGit(target: Extract<Target, { kind: 'git' }>, notePath: string): Promise<string | undefined> {
		const loaded = await this.#sources.loadGit(target, notePath);
		return 'failure' in loaded ? undefined : loaded.text;
	}

	/** Quick fixes for a checked citation of the note `text`; each is verified, without indexing, before it is returned. */
	fixes(result: CitationResult, text: string): Promise<Fix[]> {
		return buildFixes(result, text, {
			quote: request => this.quote(request),
			readSourceText: async path => (await this.readSource(path))?.text,
			headCommit: (repository, notePath) => this.#git.head(repository, notePath),
			atHead: r => this.headStanding(r),
			checkNote: async (notePath, noteText) => ({ file: notePath, results: await this.results(notePath, noteText, noopToken), skipped: 0 }),
			pins: this.config.pins,
		});
	}

	/** Searches every known source but `from` for a quote; each occurrence becomes a constructor citation. */
	findSource(request: FindSourceRequest): Promise<FindSourceResult> {
		return findSource(request, this.#ctx, r => this.quote(r));
	}

	/** The quotes of a note that name no source (blockquotes with no attribution, marked quotes with no link). */
	unattributed(notePath: string, text: string): Unattributed[] {
		return findUnattributed(text, notePath);
	}

	/** Edits that attribute a quote to each source it occurs in; each is checked, without indexing, to leave a verified citation. */
	attribute(notePath: string, text: string, quote: Unattributed, pin: 'sha256' | 'none'): Promise<AttributeResult> {
		return attribute(notePath, text, quote, pin, {
			findSource: request => this.findSource(request),
			checkNote: (p, t) => this.#readOnlyReport(p, t),
		});
	}

	/** The fixes of a checked note that keep the writer's words (`verbatim fix`), each re-checked without indexing. */
	safeFixes(notePath: string, text: string, report: NoteReport): Promise<AppliedFix[]> {
		return safeFixes(notePath, text, report, {
			checkNote: (p, t) => this.#readOnlyReport(p, t),
			readSourceText: async path => (await this.readSource(path))?.text,
		});
	}

	async #readOnlyReport(notePath: string, text: string): Promise<NoteReport> {
		return { file: notePath, results: await this.results(notePath, text, noopToken), skipped: 0 };
	}

	#knownChanged(): void {
		this.#known = undefined;
		this.#clearMemo('known_sources_changed');
	}

	#clearMemo(reason: string): void {
		if (this.#memo.size > 0) {
			this.#logger.log('debug', 'memo.cleared', { reason, results: this.#memo.size });
		}
		// Also when empty: a check in flight must not store what it read before the change.
		this.#memo.clear();
	}
}

/** The composition root of the core: one manager per project and run (or server session). */
export function createChecker(init: CheckerInit): CheckManager {
	return new CheckManager(init);
}
