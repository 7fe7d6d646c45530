import picomatch from 'picomatch/posix';
import { checkCitation, type CheckContext } from './check';
import { parseNote } from './parse/note';
import type { ProjectConfig } from './projectConfig';
import { buildQuote, type QuoteRequest, type QuoteResult } from './quote';
import { createProfileResolver } from './resolve/profiles';
import { SourceCache } from './sources';
import type { CancellationToken, CitationResult, ParsedNote } from './types';
import { noopToken } from './types';
import { buildFixes, type Fix } from './fixes';
import { nullLogger, type ILogger, type IWorkspace } from './workspace';

export * from './types';
export type { ILogger, IWorkspace, LogLevel, ReadFailure, ReadResult } from './workspace';
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
	const sources = new SourceCache(workspace, config.maxSourceBytes, (p, t) => profileOf(p, t), p => isExtract(p));
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
	const checker: Checker = Object.freeze({
		parse: (notePath: string, text: string) => parseNote(text, notePath),
		async checkNote(notePath: string, text: string, token: CancellationToken, parsed = parseNote(text, notePath)): Promise<NoteReport | undefined> {
			const results: CitationResult[] = [];
			for (const citation of parsed.citations) {
				const result = await checkCitation(notePath, citation, ctx);
				if (token.isCancellationRequested) {
					return undefined;
				}
				results.push(result);
			}
			logger.log('debug', 'note.checked', { file: notePath, citations: results.length, skipped: parsed.skipped.length });
			return { file: notePath, results, skipped: parsed.skipped.length };
		},
		setCitedSources(paths: Iterable<string>): void {
			cited = new Set(paths);
			known = undefined;
		},
		setProjectFiles(paths: Iterable<string>): void {
			globbed = [...paths].filter(p => isSource(p));
			known = undefined;
		},
		invalidate(path: string): void {
			sources.invalidate(path);
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
