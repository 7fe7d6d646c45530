import { bidiControlsIn } from './match/hidden';
import { formOf } from './forms/registry';
import { searchElsewhere, type FoundIn, type SearchRequest } from './match/elsewhere';
import type { Region } from './match/find';
import { locateQuote, maxListed, type QuoteMatch } from './match/locate';
import { nearestPassage } from './match/nearest';
import { prepareQuote, type PreparedQuote } from './match/prepare';
import { eligibleRegions, eligibleSpans, regionsOf } from './match/regions';
import type { ProjectConfig } from './projectConfig';
import { subtractSpans, type LoadedSource, type SourceCache, type SourceFailure } from './sources';
import { countDifferingWords } from './match/words';
import { normalize } from './match/normalize';
import { parseNote } from './parse/note';
import { countWords, extend, formatLines } from './text';
import type { Citation, CitationResult, RangeSpec, Severity, Span, Status } from './types';
import { defaultSeverity } from './types';
import { sourceKindOf, sourceNameOf } from './sources/registry';
import { citesKey } from './sources/citekey';
import type { ILogger } from './workspace';

/** What the checker needs besides the citation. */
export interface CheckContext {
	readonly config: ProjectConfig;
	readonly sources: SourceCache;
	/** Root-relative paths of every known source, for `misattributed` (docs/specification.md §4). */
	readonly knownSources: () => readonly string[];
	/** True for the project's notes, whose citations are claims, never evidence for `misattributed`. */
	readonly isNote?: (path: string) => boolean;
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
		return { file, citation, status, severity, message, source: sourceNameOf(citation.target), ...extra };
	};
}

/** Checks one citation of the note at `file` against its cited source (docs/specification.md §2–§4). Never throws for content problems. */
export async function checkAgainstCited(file: string, citation: Citation, ctx: CheckContext): Promise<CitedVerdict> {
	const result = outcomeFor(file, citation, ctx.config);
	const early = attributionOutcome(citation, result);
	const hidden = citation.problem ? [] : bidiControlsIn(citation.quote);
	if (hidden.length) {
		// Decided on the quote as written: every profile but `exact` folds these characters away before comparing.
		return { result: result('hidden_text', `the quote holds ${hidden.length === 1 ? 'a bidirectional control' : 'bidirectional controls'} (${hidden.join(', ')}): it can display otherwise than the text compared`) };
	}
	const target = citation.target;
	const kind = target && sourceKindOf(target);
	if (early || !target || !kind?.load) {
		return { result: early ?? result('missing_anchor', 'citation names no source') };
	}
	const source = await kind.load(target, file, ctx.sources);
	if ('failure' in source) {
		return { result: unreadOutcome(citation, source, result) };
	}
	const pinned = { profile: source.profile, currentPin: source.pin, ...(citesKey(target) ? { keyFile: source.path } : {}) };
	if (citation.version?.startsWith('sha256:') && citation.version !== source.pin) {
		return { result: result('version_mismatch', 'the source bytes no longer match the sha256 pin: it changed since it was cited', pinned) };
	}
	const quote = prepareQuote(citation.quote, source.profile, ctx.config);
	if (quote.empty) {
		return { result: result('empty_quote', 'quote is empty after normalisation', pinned) };
	}
	const self = await claimsOfSelf(citation, source, file, ctx);
	const regions = eligibleRegions(source, citation.ranges, self);
	if (typeof regions === 'string') {
		return { result: result('invalid_range', regions, pinned) };
	}
	const found = locateQuote(regions, quote, source);
	const path = source.path;
	const where = citation.ranges ? `the cited range of ${path}` : source.isExtract ? `the Quotes section of ${path}` : path;
	if (found.count > 0 || found.capped) {
		return { result: foundOutcome(citation, found, where, ctx, result, pinned) };
	}
	return missingOutcome(citation, { source, regions, quote, where, self, file }, result, pinned);
}

/**
 * A claim is never its own evidence (docs/specification.md §2): the spans a
 * note citing itself may not match in. A note, read from disk under any
 * name (a symlink, a hard link) or as Git holds it at a commit, offers its
 * prose, never its citations: the same invented sentence cited twice in one
 * note would otherwise verify each time against the other citation, and an
 * earlier version of the note holds this very claim as first written.
 */
async function claimsOfSelf(citation: Citation, source: LoadedSource, file: string, ctx: CheckContext): Promise<readonly Span[] | undefined> {
	const target = citation.target;
	const self = target && await sourceKindOf(target).self?.(target, source, file, ctx.sources);
	if (!self) {
		return undefined;
	}
	let claims = claimsIn.get(source);
	if (!claims) {
		claims = parseNote(source.text, file).citations.map(c => c.span);
		claimsIn.set(source, claims);
	}
	// The citation's own span too, for a note checked from other text than the bytes read (a buffer not yet saved).
	return self === 'now' ? [citation.span, ...claims] : claims;
}

/** The citations' spans of a source that is the citing note, parsed once per source read. */
const claimsIn = new WeakMap<LoadedSource, readonly Span[]>();

/** The outcome decided by the attribution alone: a parse problem, or a target of a kind that is never read. */
function attributionOutcome(citation: Citation, result: Outcome): CitationResult | undefined {
	const target = citation.target;
	if (citation.problem) {
		return result(citation.problem.status, citation.problem.message);
	}
	const unread = target && sourceKindOf(target).unread?.(target);
	return unread && result(unread.status, unread.message);
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
	const base = extend(pinned, { count: found.count, occurrences: found.occurrences.slice(0, maxListed) });
	// A capped count (docs/json-report.md) proves no uniqueness, whatever it reached.
	if (found.capped && found.count === 0) {
		// Counting gave up before any whole match was counted: the elisions leave too many places (docs/json-report.md).
		return result('ambiguous', `the elided quote leaves too many places to count in ${where}; quote more context or supply a range`, extend(pinned, { occurrences: [] }));
	}
	if (found.count > 1 || found.capped) {
		const more = `${found.capped ? 'at least ' : ''}${found.count} time${found.count === 1 ? '' : 's'}`;
		return result('ambiguous', `quote occurs ${more} in ${where}; quote more context or supply a range containing one occurrence`, base);
	}
	const withOmissions = extend(base, { omissions: found.omissions });
	const listed = (words: readonly string[]): string => (ctx.redact ? `${words.length} negation(s)` : words.map(w => `"${w}"`).join(', '));
	if (found.negations?.length) {
		return result('unsafe_elision', `an elision omits ${listed(found.negations)}: the quote may reverse the source`, withOmissions);
	}
	if (found.replaced?.length) {
		return result('unsafe_elision', `a bracketed insertion stands for source text holding ${listed(found.replaced)}, which it lacks: the quote may reverse the source`, withOmissions);
	}
	if (found.inserted?.length) {
		return result('unsafe_elision', `a bracketed insertion adds ${listed(found.inserted)}, absent from the source text it stands for: the quote may reverse the source`, withOmissions);
	}
	const words = countWords(citation.quote);
	const min = ctx.config.minQuoteWords;
	// The default, 1, means off (docs/specification.md §4): even a quote of punctuation alone is not flagged.
	if (min > 1 && words < min) {
		return result('short_quote', `quote has ${words} word(s), fewer than minQuoteWords (${min}): too little to be evidence`, withOmissions);
	}
	const at = found.occurrences[0]!;
	if (needsPin(citation, ctx.config)) {
		return result('unpinned', `quote occurs once (${formatLines(at)}), but the citation has no sha256 pin and this project requires one (pins: required)`, withOmissions);
	}
	return result('verified', `quote occurs once in ${where} (${formatLines(at)})`, withOmissions);
}

interface Searched {
	readonly source: LoadedSource;
	readonly regions: readonly Region[];
	readonly quote: PreparedQuote;
	readonly where: string;
	/** The claims of the note in the source, when it cites itself (`claimsOfSelf`). */
	readonly self: readonly Span[] | undefined;
	readonly file: string;
}

/** The quote does not occur where cited: out of range, outside an extract's bodies, or absent (pending the search elsewhere). */
function missingOutcome(citation: Citation, s: Searched, result: Outcome, pinned: Partial<CitationResult>): CitedVerdict {
	const suggestion = nearestPassage(s.regions, s.quote, s.source);
	const miss = extend(pinned, { suggestion });
	if (s.source.isExtract && !s.source.extractSpans()) {
		return { result: result('absent', 'the extract has no `## Quotes` section: none of its text is eligible as evidence', extend(miss, { count: 0 })) };
	}
	const outside = missedRange(s.source, citation.ranges, s.self, s.quote);
	if (outside) {
		const listed = extend(miss, { count: 0, occurrences: outside.occurrences.slice(0, maxListed) });
		return {
			result: outside.inQuotes
				? result('out_of_range', `quote is not in ${s.where} but occurs ${outside.capped ? `at least ${outside.count} times` : outside.count === 1 ? 'once' : `${outside.count} times`} elsewhere in ${s.source.isExtract ? 'its Quotes section' : 'it'} (${outside.occurrences.slice(0, 3).map(formatLines).join('; ')})`, listed)
				: result('absent', 'quote occurs in the extract but outside the bodies of its Quotes section', listed),
		};
	}
	// Cited at the wrong lines with a word changed: nothing close in the range, but the passage is elsewhere in the source.
	const near = suggestion ?? (citation.ranges ? nearestPassage(regionsOf(s.source, eligibleSpans(s.source, undefined, s.self) as Span[], !s.self), s.quote, s.source) : undefined);
	const hint = near ? ` (nearest passage: ${formatLines(near)}${differing(s.quote, near.text)})` : '';
	return {
		result: result('absent', `quote does not occur in ${s.where} nor in any other known source${hint}`, extend(pinned, { suggestion: near, count: 0 })),
		// A file at a commit is not its working copy: the working copy is searched like any other source.
		searchOthers: { quote: citation.quote, cited: (citation.target && sourceKindOf(citation.target).citedAs?.(citation.target, s.source)) ?? s.source.path, file: s.file },
	};
}

/**
 * Where a quote missing from its eligible text occurs instead: elsewhere
 * in the Quotes bodies or the source (`inQuotes`, so `out_of_range`), or in
 * an extract outside its Quotes bodies. Undefined when nowhere in the file.
 */
function missedRange(source: LoadedSource, ranges: readonly RangeSpec[] | undefined, self: readonly Span[] | undefined, quote: PreparedQuote): (QuoteMatch & { inQuotes: boolean }) | undefined {
	if (ranges) {
		const wider = eligibleSpans(source, undefined, self) as Span[];
		const found = locateQuote(regionsOf(source, wider, !self), quote, source);
		if (found.count > 0) {
			return extend(found, { inQuotes: true });
		}
	}
	if (source.isExtract) {
		const whole = subtractSpans([{ start: 0, end: source.text.length }], self ?? []);
		const found = locateQuote(whole.map(w => source.region(w)), quote, source);
		return found.count > 0 ? extend(found, { inQuotes: false }) : undefined;
	}
	return undefined;
}

/** An `absent` result once other sources were searched: `misattributed` when the quote was found in one. */
export function withFoundElsewhere(absent: CitationResult, foundIn: readonly FoundIn[], config: ProjectConfig): CitationResult {
	if (!foundIn.length) {
		return absent;
	}
	const where = foundIn.slice(0, 3).map(f => `${f.source} (${formatLines(f)})`).join(', ');
	const severity = config.severity.misattributed ?? defaultSeverity.misattributed;
	return extend(absent, { status: 'misattributed' as const, severity, message: `quote is not in ${absent.source} but occurs in ${where}`, foundIn });
}

/** A blockquote citation with no `sha256:` pin of a kind that takes one, in a project that requires pins (docs/specification.md §7). */
function needsPin(c: Citation, config: ProjectConfig): boolean {
	return config.pins === 'required' && formOf(c).pinned && c.target !== undefined && sourceKindOf(c.target).requiresPin && !c.version;
}

/** `; 3 words differ`, counted after the profile's folding, so a curly quote the profile ignores is no difference. */
function differing(quote: PreparedQuote, passage: string): string {
	const n = quote.elided ? 0 : countDifferingWords(quote.text, normalize(passage, quote.profile).text);
	return n ? `; ${n} word${n === 1 ? '' : 's'} differ${n === 1 ? 's' : ''}` : '';
}

/** Checks one citation completely: its cited source, then, for an absent quote, every other known source. */
export async function checkCitation(file: string, citation: Citation, ctx: CheckContext): Promise<CitationResult> {
	const verdict = await checkAgainstCited(file, citation, ctx);
	if (!verdict.searchOthers) {
		return verdict.result;
	}
	const [foundIn] = await searchElsewhere([verdict.searchOthers], ctx.knownSources(), ctx.sources, ctx.config, undefined, ctx.isNote);
	return withFoundElsewhere(verdict.result, foundIn!, ctx.config);
}
