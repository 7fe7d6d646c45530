import picomatch from 'picomatch/posix';
import type { CheckContext } from './check';
import { checkNotes, localRunner, type CheckRunner, type NoteReport } from './checkNotes';
import { CitationEdits } from './checker/citationEdits';
import { EditorQueries } from './checker/editorQueries';
import { ProjectIndex } from './checker/projectIndex';
import { SourceReader } from './checker/sourceReader';
import type { ProjectConfig } from './projectConfig';
import { noteSelection } from './noteSelection';
import { GitResolver } from './resolve/git';
import { createProfileResolver } from './resolve/profiles';
import { SourceCache, type KeptSketch, type SketchStore } from './sources';
import { ResultMemo } from './state/resultMemo';
import type { CancellationToken, CitationResult, ParsedNote } from './types';
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

/** How batch checks run: on which threads, and with which word sketches kept between runs. */
export interface BatchHooks {
	/** Batch checks (`checkNotes`) run on `runner` from now on (a pool of workers); undefined for this thread. */
	runBatchesOn(runner: CheckRunner | undefined): void;
	/** The two phases of a check run in this thread, for a worker of a pool to serve. */
	localRunner(): CheckRunner;
	/** Keeps sketches of the sources read, and rules sources out of searches by those kept earlier (a persistent cache); off by default. */
	useSketches(store: SketchStore | undefined): void;
	/** Keeps the sketch of a source that a worker thread read, as if read here (`useSketches`). */
	keepSketch(path: string, kept: KeptSketch): void;
	/** Results the memo holds, for tests and logs. */
	readonly memoSize: number;
}

/**
 * The checks of one project, as hosts see them. Hosts tell it what changed
 * (`index`, `sourceChanged`) and ask it to check notes; read-only questions
 * (`results`, `editor`, `edits`) never change the index or clear the memo.
 */
export interface Checker {
	readonly config: ProjectConfig;
	/** The project's files, notes and who cites what. */
	readonly index: ProjectIndex;
	/** Sources as the checker reads them. */
	readonly sources: SourceReader;
	/** What an editor asks of a note's citations (hover, definition, links, completion). */
	readonly editor: EditorQueries;
	/** The constructor, fixes, the search for a source, renames. */
	readonly edits: CitationEdits;
	readonly batch: BatchHooks;
	/** A file changed on disk or in an editor: forget what was read of it. */
	sourceChanged(path: string): void;
	/** Indexes and checks a note. */
	checkNote(notePath: string, text: string, token: CancellationToken): Promise<NoteReport | undefined>;
	/** Indexes and checks many notes at once, source by source (see `checkNotes`). */
	checkNotes(notes: readonly NoteText[], token: CancellationToken): Promise<NoteReport[] | undefined>;
	/** The results of a note's text as it is now, without indexing it: for hover, lenses and other read-only requests. */
	results(notePath: string, text: string, token: CancellationToken): Promise<readonly CitationResult[]>;
}

/**
 * The state of one project over the stateless checker (`checkNotes`): the
 * project index, the result memo and the source cache, with the editor's
 * questions and the edits as objects of their own over the same state.
 */
class CheckManager implements Checker {
	readonly config: ProjectConfig;
	readonly index: ProjectIndex;
	readonly sources: SourceReader;
	readonly editor: EditorQueries;
	readonly edits: CitationEdits;
	readonly batch: BatchHooks;
	readonly #logger: ILogger;
	readonly #sources: SourceCache;
	readonly #memo: ResultMemo;
	readonly #ctx: CheckContext;
	/** Who runs batch checks (`checkNotes`); this thread unless a host hands in a pool. */
	#runner: CheckRunner | undefined;

	constructor(init: CheckerInit) {
		this.config = init.config;
		this.#logger = init.logger ?? nullLogger;
		this.#memo = new ResultMemo(init.rememberResults ?? true);
		const isExtract = picomatch(init.config.extractFiles as string[], { dot: true });
		const isSource = init.config.sources.length ? picomatch(init.config.sources as string[], { dot: true }) : () => false;
		this.index = new ProjectIndex(isSource, () => this.#clearMemo('known_sources_changed'), init.config.bibliography);
		const git = new GitResolver(init.workspace, init.config);
		this.#sources = new SourceCache(init.workspace, init.config.maxSourceBytes, createProfileResolver(init.config), isExtract, {
			git, autoRender: init.config.renders === 'auto', displayPath: init.displayPath, bibliography: init.config.bibliography,
		});
		this.#sources.setBudget(init.sourceBudgetBytes ?? 256 * 1024 * 1024);
		this.#ctx = {
			config: init.config, sources: this.#sources, logger: this.#logger, redact: init.redact,
			knownSources: () => this.index.knownSources(), isNote: noteSelection(init.config).isNote,
		};
		const results = this.results.bind(this);
		this.sources = new SourceReader(this.#sources);
		this.editor = new EditorQueries(this.#ctx, results, this.index, this.sources, git);
		this.edits = new CitationEdits(this.#ctx, results, this.index, this.sources, git, this.editor);
		this.batch = this.#batchHooks();
	}

	sourceChanged(path: string): void {
		if (this.#sources.invalidate(path)) {
			this.#clearMemo('source_changed');
		}
	}

	async checkNote(notePath: string, text: string, token: CancellationToken): Promise<NoteReport | undefined> {
		const parsed = this.index.updateNote(notePath, text);
		const hits = this.#memo.hits;
		const report = (await checkNotes([{ path: notePath, parsed }], this.#ctx, this.#memo, token))?.[0];
		if (report) {
			this.#logger.log('debug', 'note.checked', { file: notePath, citations: report.results.length, skipped: report.skipped, reused: this.#memo.hits - hits });
		}
		return report;
	}

	async checkNotes(notes: readonly NoteText[], token: CancellationToken): Promise<NoteReport[] | undefined> {
		const parsed = notes.map(n => ({ path: n.path, parsed: n.parsed ? this.index.resolve(n.parsed) : this.index.updateNote(n.path, n.text) }));
		const hits = this.#memo.hits;
		const reports = await checkNotes(parsed, this.#ctx, this.#memo, token, this.#runner);
		if (reports) {
			const citations = reports.reduce((n, r) => n + r.results.length, 0);
			this.#logger.log('debug', 'notes.checked', { notes: notes.length, citations, reused: this.#memo.hits - hits });
		}
		return reports;
	}

	async results(notePath: string, text: string, token: CancellationToken): Promise<readonly CitationResult[]> {
		const reports = await checkNotes([{ path: notePath, parsed: this.index.parse(notePath, text) }], this.#ctx, this.#memo, token);
		return reports?.[0]?.results ?? [];
	}

	#batchHooks(): BatchHooks {
		const memo = this.#memo;
		return {
			runBatchesOn: runner => {
				this.#runner = runner;
			},
			localRunner: () => localRunner(this.#ctx),
			useSketches: store => this.#sources.setSketches(store),
			keepSketch: (path, kept) => this.#sources.keepSketch(path, kept),
			get memoSize() {
				return memo.size;
			},
		};
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
export function createChecker(init: CheckerInit): Checker {
	return new CheckManager(init);
}
