import { searchElsewhere, type FoundIn, type SearchRequest } from './match/elsewhere';
import type { Region } from './match/find';
import { locateQuote, maxListed, type QuoteMatch } from './match/locate';
import { nearestPassage } from './match/nearest';
import { prepareQuote, type PreparedQuote } from './match/prepare';
import { eligibleRegions } from './match/regions';
import type { ProjectConfig } from './projectConfig';
import type { LoadedSource, SourceCache, SourceFailure } from './sources';
import { countWords } from './text';
import type { Citation, CitationResult, Severity, SourcePlace, Status } from './types';
import { defaultSeverity } from './types';
import type { ILogger } from './workspace';

/** What the checker needs besides the citation. */
export interface CheckContext {
	readonly config: ProjectConfig;
	readonly sources: SourceCache;
	/** Root-relative paths of every known source, for `misattributed` (docs/specification.md §4). */
	readonly knownSources: () => readonly string[];
	readonly logger: ILogger;
	/** Leave quote and source text out of messages. */
	readonly redact?: boolean;
}

/**
 * The verdict of a citation from its cited source alone. A quote absent
 * from a local source also names the search still to run: every other known
 * source is searched for it (`searchOthers`), and `withFoundElsewhere` turns
 * the `absent` result into `misattributed` when the search finds it.
 */
export interface CitedVerdict {
	readonly result: CitationResult;
	readonly searchOthers?: SearchRequest;
}

/** Builds results of one citation with the configured severity of each status. */
type Outcome = (status: Status, message: string, extra?: Partial<CitationResult>) => CitationResult;

function outcomeFor(file: string, citation: Citation, config: ProjectConfig): Outcome {
	return (status, message, extra = {}) => {
		const severity: Severity = config.severity[status] ?? defaultSeverity[status];
		return { file, citation, status, severity, message, source: sourceName(citation), ...extra };
	};
}

/** Checks one citation of the note at `file` against its cited source (docs/specification.md §2–§4). Never throws for content problems. */
export async function checkAgainstCited(file: string, citation: Citation, ctx: CheckContext): Promise<CitedVerdict> {
	const result = outcomeFor(file, citation, ctx.config);
	const early = attributionOutcome(citation, result);
	const target = citation.target;
	if (early || (target?.kind !== 'local' && target?.kind !== 'git')) {
		return { result: early ?? result('missing_anchor', 'citation names no source') };
	}
	const source = target.kind === 'git' ? await ctx.sources.loadGit(target, file) : await ctx.sources.load(target.path);
	if ('failure' in source) {
		return { result: unreadOutcome(citation, source, result) };
	}
	const pinned = { profile: source.profile, currentPin: source.pin };
	if (citation.version?.startsWith('sha256:') && citation.version !== source.pin) {
		return { result: result('version_mismatch', 'the source bytes no longer match the sha256 pin: it changed since it was cited', pinned) };
	}
	const quote = prepareQuote(citation.quote, source.profile, ctx.config);
	if (quote.empty) {
		return { result: result('empty_quote', 'quote is empty after normalisation', pinned) };
	}
	const regions = eligibleRegions(source, citation.ranges);
	if (typeof regions === 'string') {
		return { result: result('invalid_range', regions, pinned) };
	}
	const found = locateQuote(regions, quote, source);
	const where = citation.ranges ? 'the cited range' : source.isExtract ? 'the Quotes section of the extract' : 'the source';
	if (found.count > 0) {
		return { result: foundOutcome(citation, found, where, ctx, result, pinned) };
	}
	return missingOutcome(citation, { source, regions, quote, where }, result, pinned);
}

/** The outcome decided by the attribution alone: a parse problem, or a target that is not a readable local file. */
function attributionOutcome(citation: Citation, result: Outcome): CitationResult | undefined {
	const target = citation.target;
	if (citation.problem) {
		return result(citation.problem.status, citation.problem.message);
	}
	if (target?.kind === 'url') {
		return result('unverified', 'remote source with no local capture: its bytes are not on this machine');
	}
	if (target?.kind === 'outside_root') {
		return result('source_error', 'source path leads outside the project root');
	}
	return undefined;
}

/** A source whose text could not be had: why (bytes not here are `unverified`); bytes that were read still answer a pin. */
function unreadOutcome(citation: Citation, source: SourceFailure, result: Outcome): CitationResult {
	const pinned = source.pin ? { currentPin: source.pin } : {};
	if (source.pin && citation.version?.startsWith('sha256:') && citation.version !== source.pin) {
		return result('version_mismatch', 'the source bytes no longer match the sha256 pin: it changed since it was cited', pinned);
	}
	return result(source.status ?? 'source_error', source.failure, pinned);
}

/** The quote occurs: verified when once (unless an elision reverses it or it is too short), ambiguous when more. */
function foundOutcome(citation: Citation, found: QuoteMatch, where: string, ctx: CheckContext, result: Outcome, pinned: Partial<CitationResult>): CitationResult {
	const base = { ...pinned, count: found.count, occurrences: found.occurrences.slice(0, maxListed) };
	if (found.count > 1) {
		const more = found.count >= 10_000 ? 'at least 10000' : String(found.count);
		return result('ambiguous', `quote occurs ${more} times in ${where}; quote more context or supply a range containing one occurrence`, base);
	}
	const withOmissions = { ...base, omissions: found.omissions };
	if (found.negations?.length) {
		const words = ctx.redact ? `${found.negations.length} negation(s)` : found.negations.map(w => `"${w}"`).join(', ');
		return result('unsafe_elision', `an elision omits ${words}: the quote may reverse the source`, withOmissions);
	}
	const words = countWords(citation.quote);
	const min = ctx.config.minQuoteWords;
	// The default, 1, means off (docs/specification.md §4): even a quote of punctuation alone is not flagged.
	if (min > 1 && words < min) {
		return result('short_quote', `quote has ${words} word(s), fewer than minQuoteWords (${min}): too little to be evidence`, withOmissions);
	}
	return result('verified', `quote occurs once in ${where} (${lineText(found.occurrences[0]!)}, ${pinned.profile})`, withOmissions);
}

interface Searched {
	readonly source: LoadedSource;
	readonly regions: readonly Region[];
	readonly quote: PreparedQuote;
	readonly where: string;
}

/** The quote does not occur where cited: out of range, outside an extract's bodies, or absent (pending the search elsewhere). */
function missingOutcome(citation: Citation, s: Searched, result: Outcome, pinned: Partial<CitationResult>): CitedVerdict {
	const suggestion = nearestPassage(s.regions, s.quote, s.source);
	const miss = { ...pinned, suggestion };
	if (citation.ranges || s.source.isExtract) {
		const whole = locateQuote([{ normalized: s.source.whole() }], s.quote, s.source);
		const elsewhere = { ...miss, count: 0, occurrences: whole.occurrences.slice(0, maxListed) };
		if (whole.count > 0 && citation.ranges) {
			return { result: result('out_of_range', `quote is not in the cited range but occurs ${whole.count} time(s) elsewhere in the source (${whole.occurrences.slice(0, 3).map(lineText).join('; ')})`, elsewhere) };
		}
		if (whole.count > 0) {
			return { result: result('absent', 'quote occurs in the extract but outside the bodies of its Quotes section', elsewhere) };
		}
	}
	const hint = suggestion ? ` (nearest passage: ${lineText(suggestion)})` : '';
	return {
		result: result('absent', `quote does not occur in ${s.where} nor in any other known source${hint}`, { ...miss, count: 0 }),
		// A file at a commit is not its working copy: the working copy is searched like any other source.
		searchOthers: { quote: citation.quote, cited: citation.target?.kind === 'git' ? `${sourceName(citation)} @ ${citation.target.commit}` : s.source.path },
	};
}

/** An `absent` result once other sources were searched: `misattributed` when the quote was found in one. */
export function withFoundElsewhere(absent: CitationResult, foundIn: readonly FoundIn[], config: ProjectConfig): CitationResult {
	if (!foundIn.length) {
		return absent;
	}
	const where = foundIn.slice(0, 3).map(f => `${f.source} (${lineText(f)})`).join(', ');
	const severity = config.severity.misattributed ?? defaultSeverity.misattributed;
	return { ...absent, status: 'misattributed', severity, message: `quote is not in ${absent.source} but occurs in ${where}`, foundIn };
}

function sourceName(c: Citation): string | undefined {
	const t = c.target;
	switch (t?.kind) {
		case 'url': return t.url;
		case 'git': return t.repository ? `${t.repository}/blob/${t.commit}/${t.path}` : t.path;
		case 'local': return t.path;
		default: return undefined;
	}
}

function lineText(p: SourcePlace): string {
	return p.startLine === p.endLine ? `line ${p.startLine}` : `lines ${p.startLine}-${p.endLine}`;
}

/** Checks one citation completely: its cited source, then, for an absent quote, every other known source. */
export async function checkCitation(file: string, citation: Citation, ctx: CheckContext): Promise<CitationResult> {
	const verdict = await checkAgainstCited(file, citation, ctx);
	if (!verdict.searchOthers) {
		return verdict.result;
	}
	const [foundIn] = await searchElsewhere([verdict.searchOthers], ctx.knownSources(), ctx.sources, ctx.config);
	return withFoundElsewhere(verdict.result, foundIn!, ctx.config);
}
