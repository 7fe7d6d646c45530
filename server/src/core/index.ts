import picomatch from 'picomatch/posix';
import { checkCitationStaged, searchElsewhere, type CheckContext, type Elsewhere } from './check';
import { IncrementalParser } from './parse/note';
import type { ProjectConfig } from './projectConfig';
import { buildQuote, type QuoteRequest, type QuoteResult } from './quote';
import { GitResolver } from './resolve/git';
import { createProfileResolver } from './resolve/profiles';
import { SourceCache } from './sources';
import type { CancellationToken, Citation, CitationResult, ParsedNote } from './types';
import { noopToken } from './types';
import { buildFixes, type Fix } from './fixes';
import { nullLogger, type ILogger, type IWorkspace } from './workspace';

export * from './types';
export type { ILogger, IWorkspace, LogLevel, ReadFailure, ReadResult } from './workspace';
export type { GitBlobRequest, GitFailure, GitReadResult, GitRepositoryRef, GitUnavailable } from './workspace';
export { nullLogger } from './workspace';
export { defaultConfig, parseProjectConfig, type ConfigError, type ConfigResult, type ProjectConfig } from './projectConfig';
export type { QuoteOccurrence, QuoteRequest, QuoteResult } from './quote';
export { maxQuoteOccurrences } from './quote';
export { LineIndex, codePointLength } from './text';
export { normalize, type Normalized } from './match/normalize';
export { parseNote } from './parse/note';
export { decodeUtf8 } from './sources';
export { applyEdits, buildFixes, renameEdits, wordDiff, type Fix, type FixHost, type NoteEdit } from './fixes';
export { dirnamePosix, relativePosix, normalizePosix } from './text';

/** Everything the checker needs from its host. */
export interface CheckerInit {
	readonly workspace: IWorkspace;
	readonly config: ProjectConfig;
	readonly logger?: ILogger;
	/** Leave quote and source text out of messages (`--redact`). */
	readonly redact?: boolean;
	/** Bytes of loaded sources to keep in memory at once (default 256 MB); a batch check needs little. */
	readonly sourceBudgetBytes?: number;
}

/** The checks of one note. */
export interface NoteReport {
	readonly file: string;
	readonly results: readonly CitationResult[];
	/** Citations skipped by `<!-- verbatim-disable-next-citation -->`. */
	readonly skipped: number;
}

/**
 * The Verbatim core: parses notes, checks citations, builds citations. One
 * instance per project and run (or per server session); sources are read
 * and normalised once and shared by every check until invalidated.
 */
export interface Checker {
	/** Finds the citations of a note. Pure; never throws. */
	parse(notePath: string, text: string): ParsedNote;
	/**
	 * Checks many notes at once, citation by citation grouped by cited source,
	 * so each source is read and normalised once and can then leave memory;
	 * searches of other sources (for `misattributed`) run last. Reports come
	 * back in the order of `notes`.
	 */
	checkNotes(notes: readonly { readonly path: string; readonly text: string; readonly parsed?: ParsedNote }[], token: CancellationToken): Promise<NoteReport[] | undefined>;
	/** Parses and checks every citation of a note; pass `parsed` when the note was already parsed. */
	checkNote(notePath: string, text: string, token: CancellationToken, parsed?: ParsedNote): Promise<NoteReport | undefined>;
	/** Sets the known sources searched for `misattributed`, besides those matching the `sources` globs. */
	setCitedSources(paths: Iterable<string>): void;
	/** Sets the project files that match the `sources` globs are chosen from. */
	setProjectFiles(paths: Iterable<string>): void;
	/** Forgets what was read of a file, after it changed. */
	invalidate(path: string): void;
	/** The citation constructor. */
	quote(request: QuoteRequest): Promise<QuoteResult>;
	/** True when a path matches `extractFiles`. */
	isExtract(path: string): boolean;
	/** A source as read for checking: its text and `sha256:` pin, or undefined when it cannot be read. */
	readSource(path: string): Promise<{ text: string; pin: string } | undefined>;
	/** Quick fixes for a checked citation of the note `text`; each is verified before it is returned. */
	fixes(result: CitationResult, text: string): Promise<Fix[]>;
}

/** The composition root of the core. */
export function createChecker(init: CheckerInit): Checker {
	const { workspace, config } = init;
	const logger = init.logger ?? nullLogger;
	const isExtract = picomatch(config.extractFiles as string[], { dot: true });
	const isSource = config.sources.length ? picomatch(config.sources as string[], { dot: true }) : () => false;
	const profileOf = createProfileResolver(config);
	const sources = new SourceCache(workspace, config.maxSourceBytes, profileOf, p => isExtract(p), new GitResolver(workspace, config));
	sources.setBudget(init.sourceBudgetBytes ?? 256 * 1024 * 1024);
	/** One incremental parser per note, most recently used last; bounded so a workspace scan cannot grow it without end. */
	const parsers = new Map<string, IncrementalParser>();
	const parse = (notePath: string, text: string): ParsedNote => {
		let parser = parsers.get(notePath);
		if (parser) {
			parsers.delete(notePath);
		} else {
			parser = new IncrementalParser(notePath);
			if (parsers.size >= 256) {
				parsers.delete(parsers.keys().next().value!);
			}
		}
		parsers.set(notePath, parser);
		return parser.parse(text);
	};
	/**
	 * Results of unchanged citations, so re-checking a note after a keystroke
	 * checks only what changed. Cleared whenever a source that was read, or the
	 * set of known sources, changes.
	 */
	const memo = new Map<string, Omit<CitationResult, 'file' | 'citation'>>();
	const memoKey = (c: Citation): string | undefined =>
		(c.problem ? undefined : JSON.stringify([c.form, c.quote, c.target, c.ranges, c.version]));
	let cited = new Set<string>();
	let globbed: string[] = [];
	let known: string[] | undefined;
	const ctx: CheckContext = {
		config,
		sources,
		logger,
		redact: init.redact,
		knownSources: () => (known ??= [...new Set([...cited, ...globbed])].sort()),
	};
	/**
	 * The one checking loop: citations grouped by cited source, results of
	 * unchanged citations reused, searches of other sources run last.
	 */
	const checkBatch = async (notes: readonly { readonly path: string; readonly text: string; readonly parsed?: ParsedNote }[], token: CancellationToken): Promise<NoteReport[] | undefined> => {
		const parsed = notes.map(n => n.parsed ?? parse(n.path, n.text));
		const results: CitationResult[][] = parsed.map(p => new Array<CitationResult>(p.citations.length));
		const target = (c: Citation): string => (c.target?.kind === 'local' ? c.target.path : '');
		const jobs = parsed.flatMap((p, n) => p.citations.map((c, k) => ({ n, k, c })));
		jobs.sort((a, b) => (target(a.c) < target(b.c) ? -1 : target(a.c) > target(b.c) ? 1 : a.n - b.n || a.k - b.k));
		const later: { n: number; k: number; key: string | undefined; elsewhere: Elsewhere }[] = [];
		const keep = (key: string | undefined, r: CitationResult): void => {
			if (key !== undefined) {
				const { file: _file, citation: _citation, ...rest } = r;
				memo.set(key, rest);
			}
		};
		for (const { n, k, c } of jobs) {
			const key = memoKey(c);
			const known = key === undefined ? undefined : memo.get(key);
			if (known) {
				results[n]![k] = { ...known, file: notes[n]!.path, citation: c };
				continue;
			}
			const staged = await checkCitationStaged(notes[n]!.path, c, ctx);
			if (token.isCancellationRequested) {
				return undefined;
			}
			if (staged.elsewhere) {
				later.push({ n, k, key, elsewhere: staged.elsewhere });
			} else {
				keep(key, staged.result);
				results[n]![k] = staged.result;
			}
		}
		const foundIn = await searchElsewhere(later.map(l => l.elsewhere), ctx);
		if (token.isCancellationRequested) {
			return undefined;
		}
		for (const [i, { n, k, key, elsewhere }] of later.entries()) {
			const r = elsewhere.finish(foundIn[i]!);
			keep(key, r);
			results[n]![k] = r;
		}
		return notes.map((note, n) => ({ file: note.path, results: results[n]!, skipped: parsed[n]!.skipped.length }));
	};

	const checker: Checker = Object.freeze({
		parse,
		async checkNote(notePath: string, text: string, token: CancellationToken, parsed = parse(notePath, text)): Promise<NoteReport | undefined> {
			const report = (await checkBatch([{ path: notePath, text, parsed }], token))?.[0];
			if (report) {
				logger.log('debug', 'note.checked', { file: notePath, citations: report.results.length, skipped: parsed.skipped.length });
			}
			return report;
		},
		async checkNotes(notes: readonly { readonly path: string; readonly text: string; readonly parsed?: ParsedNote }[], token: CancellationToken): Promise<NoteReport[] | undefined> {
			const reports = await checkBatch(notes, token);
			if (reports) {
				logger.log('debug', 'notes.checked', { notes: notes.length, citations: reports.reduce((n, r) => n + r.results.length, 0) });
			}
			return reports;
		},
		setCitedSources(paths: Iterable<string>): void {
			const next = new Set(paths);
			if (next.size !== cited.size || [...next].some(p => !cited.has(p))) {
				memo.clear();
			}
			cited = next;
			known = undefined;
		},
		setProjectFiles(paths: Iterable<string>): void {
			const next = [...paths].filter(p => isSource(p));
			if (next.length !== globbed.length || next.some((p, k) => p !== globbed[k])) {
				memo.clear();
			}
			globbed = next;
			known = undefined;
		},
		invalidate(path: string): void {
			if (sources.invalidate(path)) {
				memo.clear();
			}
		},
		quote: (request: QuoteRequest) => buildQuote(request, ctx),
		isExtract: (path: string) => isExtract(path),
		async readSource(path: string) {
			const loaded = await sources.load(path);
			return 'failure' in loaded ? undefined : { text: loaded.text, pin: loaded.pin };
		},
		fixes(result: CitationResult, text: string): Promise<Fix[]> {
			return buildFixes(result, text, {
				quote: request => buildQuote(request, ctx),
				readSourceText: async path => {
					const loaded = await sources.load(path);
					return 'failure' in loaded ? undefined : loaded.text;
				},
				checkNote: (notePath, noteText) => checker.checkNote(notePath, noteText, noopToken),
			});
		},
	});
	return checker;
}
