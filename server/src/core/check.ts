import approxSearch from 'approx-string-match';
import { findAll, findNegations, insertedNegations, matchElided, splitElisions, type ElidedQuote, type Region } from './match/find';
import { normalize, originalExtent, toOriginalSpan } from './match/normalize';
import { outsideRoot } from './parse/attribution';
import type { WordFilter } from './match/wordFilter';
import type { ProjectConfig } from './projectConfig';
import { subtractSpans, type LoadedSource, type SourceCache } from './sources';
import { countWords, detach, type LineIndex } from './text';
import type {
	Citation, CitationResult, Occurrence, Omission, ProfileName, RangeSpec, Severity, SourcePlace, Span, Status,
} from './types';
import { defaultSeverity } from './types';
import type { ILogger } from './workspace';

/** What the checker needs besides the citation. */
export interface CheckContext {
	readonly config: ProjectConfig;
	readonly sources: SourceCache;
	/** Root-relative paths of every known source, for `misattributed` (SPEC §4). */
	readonly knownSources: () => readonly string[];
	/** True for the project's notes, whose citations are claims, never evidence for `misattributed`. */
	readonly isNote?: (path: string) => boolean;
	readonly logger: ILogger;
	/** Leave quote and source text out of messages. */
	readonly redact?: boolean;
}

/** A match of a quote in eligible text, in original source offsets. */
interface Found {
	readonly count: number;
	readonly occurrences: Occurrence[];
	readonly omissions?: Omission[];
	readonly negations?: string[];
	/** Negations a bracketed insertion adds that the source text it stands for lacks. */
	readonly inserted?: string[];
}

const maxListed = 10;

/** Checks one citation of the note at `file` (SPEC §2–§4). Never throws for content problems. */
export async function checkCitation(file: string, citation: Citation, ctx: CheckContext): Promise<CitationResult> {
	const staged = await checkCitationStaged(file, citation, ctx);
	if (!staged.elsewhere) {
		return staged.result;
	}
	const [foundIn] = await searchElsewhere([staged.elsewhere], ctx);
	return staged.elsewhere.finish(foundIn!);
}

/** A quote absent from its cited source, waiting for the search of every other known source. */
export interface Elsewhere {
	readonly quote: string;
	readonly cited: string;
	/** The citing note: never searched, a claim is not its own evidence. */
	readonly file: string;
	/** `misattributed` when the search found the quote, else the `absent` result. */
	finish(foundIn: readonly FoundIn[]): CitationResult;
}

type FoundIn = { source: string; start: number; end: number } & SourcePlace;

/**
 * A check in two stages: `result` from the cited source alone, and, for a
 * quote absent from it, `elsewhere`. A batch searches for all of those last,
 * source by source (`searchElsewhere`), so no source is read twice.
 */
export interface StagedCheck {
	readonly result: CitationResult;
	readonly elsewhere?: Elsewhere;
}

export async function checkCitationStaged(file: string, citation: Citation, ctx: CheckContext): Promise<StagedCheck> {
	const done = (r: CitationResult): StagedCheck => ({ result: r });
	const result = (status: Status, message: string, extra: Partial<CitationResult> = {}): CitationResult => {
		const severity: Severity = ctx.config.severity[status] ?? defaultSeverity[status];
		return { file, citation, status, severity, message, source: sourceName(citation), ...extra };
	};
	if (citation.problem) {
		return done(result(citation.problem.status, citation.problem.message));
	}
	const target = citation.target;
	if (!target) {
		return done(result('missing_anchor', 'citation names no source'));
	}
	if (target.kind === 'url') {
		return done(result('unverified', 'remote source with no local capture: its bytes are not on this machine'));
	}
	if (target.kind === 'git') {
		return done(result('unverified', 'Git sources are not read by this version: the quote was not checked'));
	}
	if (target.path === outsideRoot) {
		return done(result('source_error', 'source path leads outside the project root'));
	}
	const loaded = await ctx.sources.load(target.path);
	if ('failure' in loaded) {
		return done(result('source_error', loaded.failure));
	}
	const source = loaded;
	const profile = source.profile;
	const currentPin = source.pin;
	if (citation.version?.startsWith('sha256:') && citation.version !== currentPin) {
		return done(result('version_mismatch', 'the source bytes no longer match the sha256 pin: it changed since it was cited', { profile, currentPin }));
	}
	const quote = prepareQuote(citation.quote, profile, ctx.config);
	if (quote.empty) {
		return done(result('empty_quote', 'quote is empty after normalisation', { profile, currentPin }));
	}
	// A claim is never its own evidence (SPEC §2.5): a note citing itself loses the citation's own span.
	const self = target.path === file ? citation.span : undefined;
	const eligible = eligibleSpans(source, citation.ranges, self);
	if (typeof eligible === 'string') {
		return done(result('invalid_range', eligible, { profile, currentPin }));
	}
	const regions = regionsOf(source, eligible, !citation.ranges && !self);
	const found = findQuote(regions, quote, source.lines, source.text);
	const base = { profile, currentPin, count: found.count, occurrences: found.occurrences.slice(0, maxListed) };
	const where = citation.ranges ? 'the cited range' : source.isExtract ? 'the Quotes section of the extract' : 'the source';
	if (found.count === 1) {
		return done(oneOccurrence(found, base, where, citation, ctx, result));
	}
	if (found.count > 1) {
		const more = found.count >= 10_000 ? 'at least 10000' : String(found.count);
		return done(result('ambiguous', `quote occurs ${more} times in ${where}; quote more context or supply a range containing one occurrence`, base));
	}
	const suggestion = nearestPassage(regions, quote, source);
	const miss = { profile, currentPin, suggestion };
	if (source.isExtract && !source.extractSpans()) {
		return done(result('absent', 'the extract has no `## Quotes` section: none of its text is eligible as evidence', { ...miss, count: 0 }));
	}
	const outside = missedRange(source, citation.ranges, self, quote);
	if (outside) {
		const listed = { ...miss, count: 0, occurrences: outside.occurrences.slice(0, maxListed) };
		return done(outside.inQuotes
			? result('out_of_range', `quote is not in the cited range but occurs ${outside.count} time(s) elsewhere in the ${source.isExtract ? 'Quotes section' : 'source'} (${outside.occurrences.slice(0, 3).map(lineText).join('; ')})`, listed)
			: result('absent', 'quote occurs in the extract but outside the bodies of its Quotes section', listed));
	}
	const hint = suggestion ? ` (nearest passage: ${lineText(suggestion)})` : '';
	const absent = result('absent', `quote does not occur in ${where} nor in any other known source${hint}`, { ...miss, count: 0 });
	const cited = target.path;
	return {
		result: absent,
		elsewhere: {
			quote: citation.quote,
			cited,
			file,
			finish: foundIn => (foundIn.length
				? result('misattributed', `quote is not in ${cited} but occurs in ${foundIn.slice(0, 3).map(f => `${f.source} (${lineText(f)})`).join(', ')}`, { ...miss, count: 0, foundIn })
				: absent),
		},
	};
}

function sourceName(c: Citation): string | undefined {
	const t = c.target;
	if (!t) {
		return undefined;
	}
	if (t.kind === 'url') {
		return t.url;
	}
	if (t.kind === 'git') {
		return t.repository ? `${t.repository}/blob/${t.commit}/${t.path}` : t.path;
	}
	return t.path === outsideRoot ? undefined : t.path;
}

function lineText(p: SourcePlace): string {
	return p.startLine === p.endLine ? `line ${p.startLine}` : `lines ${p.startLine}-${p.endLine}`;
}

/** A quote normalised under a profile, and its elision split when elisions apply. */
export interface PreparedQuote {
	readonly text: string;
	readonly elided?: ElidedQuote;
	readonly maxElisionGap: number;
	readonly empty: boolean;
	readonly profile: ProfileName;
}

export function prepareQuote(raw: string, profile: ProfileName, config: ProjectConfig): PreparedQuote {
	const text = normalize(raw, profile).text;
	const allow = (profile === 'prose' || profile === 'lenient') && config.elisions === 'allow' && !config.strict;
	const elided = allow ? splitElisions(text) : undefined;
	const empty = text === '' || (elided !== undefined && elided.fragments.every(f => f === ''));
	return { text, elided, maxElisionGap: config.maxElisionGap, empty, profile };
}

/**
 * Counts occurrences over regions: literal first; when there is none and the
 * quote has elision markers, whole elided matches. Each region is searched
 * apart, so no match spans two regions.
 */
export function findQuote(regions: readonly Region[], quote: PreparedQuote, lines: LineIndex, text: string): Found {
	let count = 0;
	const occurrences: Occurrence[] = [];
	for (const region of regions) {
		const hits = findAll(region.normalized.text, quote.text);
		count += hits.length;
		for (const h of hits.slice(0, maxListed)) {
			occurrences.push(place(region, h, h + quote.text.length, lines));
		}
	}
	if (count > 0 || !quote.elided) {
		return { count, occurrences };
	}
	let only: { region: Region; match: NonNullable<ReturnType<typeof matchElided>['match']> } | undefined;
	for (const region of regions) {
		const r = matchElided(region.normalized.text, quote.elided, quote.maxElisionGap);
		count += r.count;
		if (r.match) {
			only = { region, match: r.match };
		}
	}
	if (count !== 1 || !only) {
		return { count, occurrences: [] };
	}
	const { region, match } = only;
	const omissions: Omission[] = [];
	const negations: string[] = [];
	const inserted: string[] = [];
	const normalized = region.normalized.text;
	for (const [g, gap] of match.gaps.entries()) {
		const o = toOriginalSpan(region.normalized, gap.start, gap.end);
		const omitted = detach(text.slice(o.start, o.end));
		omissions.push({ startLine: lines.lineAt(o.start), endLine: lines.lineAt(Math.max(o.start, o.end - 1)), text: omitted });
		const stands = normalized.slice(gap.start, gap.end);
		if (gap.kind === 'insertion') {
			inserted.push(...insertedNegations(quote.elided.inserted[g] ?? '', stands));
		} else {
			negations.push(...findNegations(stands));
		}
	}
	// An insertion before or after the quote stands for nearby source text.
	const around = normalized.slice(Math.max(0, match.start - 62), match.start) + normalized.slice(match.end, match.end + 62);
	for (const outer of quote.elided.outerInserted) {
		inserted.push(...insertedNegations(outer, around));
	}
	return { count, occurrences: [place(region, match.start, match.end, lines)], omissions, negations, inserted };
}

function place(region: Region, start: number, end: number, lines: LineIndex): Occurrence {
	const o = toOriginalSpan(region.normalized, start, end);
	return { start: o.start, end: o.end, startLine: lines.lineAt(o.start), endLine: lines.lineAt(Math.max(o.start, o.end - 1)) };
}

type ResultOf = (status: Status, message: string, extra?: Partial<CitationResult>) => CitationResult;

/** The verdict on a quote found exactly once: verified, unless an elision reverses it or it is too short. */
function oneOccurrence(found: Found, base: Partial<CitationResult>, where: string, citation: Citation, ctx: CheckContext, result: ResultOf): CitationResult {
	const listed = (words: readonly string[]): string => (ctx.redact ? `${words.length} negation(s)` : words.map(w => `"${w}"`).join(', '));
	if (found.negations?.length) {
		return result('unsafe_elision', `an elision omits ${listed(found.negations)}: the quote may reverse the source`, { ...base, omissions: found.omissions });
	}
	if (found.inserted?.length) {
		return result('unsafe_elision', `a bracketed insertion adds ${listed(found.inserted)}, absent from the source text it stands for: the quote may reverse the source`, { ...base, omissions: found.omissions });
	}
	const words = countWords(citation.quote);
	// The default, 1, means off (SPEC §4): even a quote of punctuation alone is not flagged.
	if (ctx.config.minQuoteWords > 1 && words < ctx.config.minQuoteWords) {
		return result('short_quote', `quote has ${words} word(s), fewer than minQuoteWords (${ctx.config.minQuoteWords}): too little to be evidence`, { ...base, omissions: found.omissions });
	}
	const at = found.occurrences[0]!;
	return result('verified', `quote occurs once in ${where} (${lineText(at)}, ${base.profile})`, { ...base, omissions: found.omissions });
}

/**
 * Where a quote missing from its eligible text occurs instead: elsewhere
 * in the Quotes bodies or the source (`inQuotes`, so `out_of_range`), or in
 * an extract outside its Quotes bodies. Undefined when nowhere in the file.
 */
function missedRange(source: LoadedSource, ranges: readonly RangeSpec[] | undefined, self: Span | undefined, quote: PreparedQuote): (Found & { inQuotes: boolean }) | undefined {
	if (!ranges && !source.isExtract) {
		return undefined;
	}
	if (ranges) {
		const wider = eligibleSpans(source, undefined, self) as Span[];
		const found = findQuote(regionsOf(source, wider, !self), quote, source.lines, source.text);
		if (found.count > 0) {
			return { ...found, inQuotes: true };
		}
	}
	if (source.isExtract) {
		const whole = subtractSpans([{ start: 0, end: source.text.length }], self ? [self] : []);
		const found = findQuote(whole.map(s => source.region(s)), quote, source.lines, source.text);
		return found.count > 0 ? { ...found, inQuotes: false } : undefined;
	}
	return undefined;
}

/**
 * The eligible text of a citation as ORIGINAL spans (SPEC §2.1): the cited
 * lines or pages, within an extract only its Quotes bodies, never the
 * citation's own span. A message when a range lies outside the source.
 */
function eligibleSpans(source: LoadedSource, ranges: readonly RangeSpec[] | undefined, self: Span | undefined): Span[] | string {
	let spans: Span[] = [{ start: 0, end: source.text.length }];
	if (ranges) {
		const sliced = sliceRanges(source, ranges);
		if (typeof sliced === 'string') {
			return sliced;
		}
		spans = sliced;
	}
	if (source.isExtract) {
		spans = intersectSpans(source.extractSpans() ?? [], spans);
	}
	return self ? subtractSpans(spans, [self]) : spans;
}

/** Normalised regions of spans; `whole` reuses the source's cached normalisations when the spans are all it offers. */
function regionsOf(source: LoadedSource, spans: readonly Span[], whole: boolean): Region[] {
	if (whole) {
		return source.isExtract ? source.extractRegions() : [{ normalized: source.whole() }];
	}
	return spans.map(s => source.region(s, source.isExtract));
}

/** Each span of `a` cut to each span of `b` it overlaps; every piece its own region. */
function intersectSpans(a: readonly Span[], b: readonly Span[]): Span[] {
	const out: Span[] = [];
	for (const x of a) {
		for (const y of b) {
			const start = Math.max(x.start, y.start);
			const end = Math.min(x.end, y.end);
			if (end > start) {
				out.push({ start, end });
			}
		}
	}
	return out;
}

/** Cited lines or pages as ORIGINAL spans, sliced before normalising (SPEC §2.1); overlapping ranges merge. */
function sliceRanges(source: LoadedSource, ranges: readonly RangeSpec[]): Span[] | string {
	const spans: { start: number; end: number }[] = [];
	if (ranges[0]!.kind === 'lines') {
		const count = source.lines.lineCount;
		for (const r of ranges) {
			if (r.end > count) {
				return `line range ${r.start}-${r.end} is outside the source's 1-${count}`;
			}
			spans.push({ start: source.lines.lineStart(r.start), end: source.lines.lineEnd(r.end) });
		}
	} else {
		const pageStarts = [0];
		for (let i = source.text.indexOf('\f'); i >= 0; i = source.text.indexOf('\f', i + 1)) {
			pageStarts.push(i + 1);
		}
		for (const r of ranges) {
			if (r.end > pageStarts.length) {
				return `page range p${r.start}-${r.end} is outside the source's 1-${pageStarts.length}`;
			}
			const end = r.end < pageStarts.length ? pageStarts[r.end]! - 1 : source.text.length;
			spans.push({ start: pageStarts[r.start - 1]!, end });
		}
	}
	spans.sort((a, b) => a.start - b.start);
	const merged: { start: number; end: number }[] = [];
	for (const s of spans) {
		const last = merged[merged.length - 1];
		if (last && s.start < last.end) {
			last.end = Math.max(last.end, s.end);
		} else {
			merged.push({ ...s });
		}
	}
	return merged;
}

/**
 * The passage of the eligible text closest to the quote, by bounded edit
 * distance (bit-parallel search), in original text; only when it is close.
 */
export function nearestPassage(regions: readonly Region[], quote: PreparedQuote, source: LoadedSource): ({ text: string } & SourcePlace) | undefined {
	const pattern = quote.elided ? longest(quote.elided.fragments) : quote.text;
	if (pattern.length < 3 || pattern.length > 4000) {
		return undefined;
	}
	const maxErrors = Math.max(1, Math.floor(pattern.length * 0.3));
	// A quote typed in another letter case differs in every letter; the exact source text is still its suggestion.
	let best: { region: Region; start: number; end: number; errors: number } | undefined = quote.elided ? undefined : caseFoldedHit(regions, pattern);
	const searchIn = (region: Region, from: number, to: number): void => {
		const slice = from === 0 && to === region.normalized.text.length ? region.normalized.text : region.normalized.text.slice(from, to);
		for (const m of approxSearch(slice, pattern, Math.min(maxErrors, best ? best.errors : maxErrors))) {
			if (!best || m.errors < best.errors) {
				best = { region, start: from + m.start, end: from + m.end, errors: m.errors };
			}
		}
	};
	for (const region of best ? [] : regions) {
		const text = region.normalized.text;
		if (text.length === 0) {
			continue;
		}
		const windows = text.length > anchoredSearchFrom ? anchorWindows(text, pattern) : undefined;
		if (windows) {
			for (const w of windows) {
				searchIn(region, w.start, w.end);
			}
		} else if (text.length <= fullSearchUpTo || text.length <= anchoredSearchFrom) {
			searchIn(region, 0, text.length);
		}
	}
	if (!best) {
		return undefined;
	}
	const o = toOriginalSpan(best.region.normalized, best.start, best.end);
	// The edit-distance optimum may stop inside a word; a suggestion reads better in whole words.
	let start = o.start;
	let end = o.end;
	const extent = originalExtent(best.region.normalized)!;
	while (start > extent.start && /[\p{L}\p{N}]/u.test(source.text[start - 1]!) && o.start - start < 40) {
		start--;
	}
	while (end < extent.end && /[\p{L}\p{N}]/u.test(source.text[end]!) && end - o.end < 40) {
		end++;
	}
	return { text: detach(source.text.slice(start, end)), startLine: source.lines.lineAt(start), endLine: source.lines.lineAt(Math.max(start, end - 1)) };
}

/** The first occurrence of `pattern` ignoring letter case, when folding keeps every offset. */
function caseFoldedHit(regions: readonly Region[], pattern: string): { region: Region; start: number; end: number; errors: number } | undefined {
	const folded = pattern.toLowerCase();
	if (folded.length !== pattern.length) {
		return undefined;
	}
	for (const region of regions) {
		const text = region.normalized.text.toLowerCase();
		const at = text.length === region.normalized.text.length ? text.indexOf(folded) : -1;
		if (at >= 0) {
			return { region, start: at, end: at + pattern.length, errors: 0 };
		}
	}
	return undefined;
}

/** Regions longer than this are searched around anchor words first. */
const anchoredSearchFrom = 256 * 1024;
/** Regions up to this size are searched in full when no anchor word occurs. */
const fullSearchUpTo = 2 * 1024 * 1024;

/**
 * Windows around occurrences of the pattern's longest words. A passage within
 * 30% edits of the quote keeps most of its words intact, so one of them
 * anchors it; searching only near anchors keeps a near miss on a 10 MB source
 * fast. Undefined when anchors are missing or too common to help.
 */
function anchorWindows(text: string, pattern: string): { start: number; end: number }[] | undefined {
	const words = [...new Set(pattern.split(' ').filter(w => w.length >= 4))].slice(0, 12);
	if (words.length === 0) {
		return undefined;
	}
	// The rarest words anchor best: fewest windows, and a near miss keeps most of them.
	const anchors = words.map(w => findAll(text, w, 200)).sort((x, y) => x.length - y.length).slice(0, 3);
	const spans = anchors.flat().map(h => ({ start: Math.max(0, h - 2 * pattern.length), end: Math.min(text.length, h + 2 * pattern.length) }));
	spans.sort((x, y) => x.start - y.start);
	const merged: { start: number; end: number }[] = [];
	let total = 0;
	for (const sp of spans) {
		const last = merged[merged.length - 1];
		if (last && sp.start <= last.end) {
			total += Math.max(0, sp.end - last.end);
			last.end = Math.max(last.end, sp.end);
		} else {
			merged.push({ ...sp });
			total += sp.end - sp.start;
		}
	}
	return merged.length && total < text.length / 4 ? merged : undefined;
}

/**
 * False when a word, or pair of adjacent words, that the quote must contain is
 * missing from the source. Only interior words count: a quote may start or
 * end inside a word.
 */
function mayContain(words: WordFilter, quote: PreparedQuote): boolean {
	const parts = quote.elided ? quote.elided.variants : [[quote.text]];
	return parts.every(spellings => spellings.some(part => words.mightContain(part.split(' ').slice(1, -1))));
}

function longest(parts: readonly string[]): string {
	return parts.reduce((a, b) => (b.length > a.length ? b : a), '');
}

/**
 * Where else each quote occurs, among every known source but its cited one.
 * Sources are visited once each, in turn: a source's word filter rules out
 * most quotes, and only then is the source itself read.
 */
export async function searchElsewhere(pending: readonly Elsewhere[], ctx: CheckContext): Promise<FoundIn[][]> {
	const found: FoundIn[][] = pending.map(() => []);
	const prepared = pending.map(() => new Map<ProfileName, PreparedQuote>());
	for (const path of ctx.knownSources()) {
		const info = await ctx.sources.info(path);
		if (!info) {
			continue;
		}
		const candidates: number[] = [];
		for (const [i, p] of pending.entries()) {
			if (p.cited === path || p.file === path || found[i]!.length >= maxListed) {
				continue;
			}
			let quote = prepared[i]!.get(info.profile);
			if (!quote) {
				quote = prepareQuote(p.quote, info.profile, ctx.config);
				prepared[i]!.set(info.profile, quote);
			}
			if (!quote.empty && mayContain(info.filter, quote)) {
				candidates.push(i);
			}
		}
		if (!candidates.length) {
			continue;
		}
		const loaded = await ctx.sources.load(path);
		if ('failure' in loaded) {
			continue;
		}
		for (const i of candidates) {
			const quote = prepared[i]!.get(info.profile)!;
			const hits = findQuote(loaded.searchRegions(ctx.isNote ?? (() => false)), quote, loaded.lines, loaded.text);
			for (const o of hits.occurrences.slice(0, 3)) {
				found[i]!.push({ source: path, startLine: o.startLine, endLine: o.endLine, start: o.start, end: o.end });
			}
		}
	}
	return found;
}
