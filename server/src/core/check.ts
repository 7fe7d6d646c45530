import approxSearch from 'approx-string-match';
import { findAll, findNegations, matchElided, splitElisions, type ElidedQuote, type Region } from './match/find';
import { normalize, originalExtent, toOriginalSpan } from './match/normalize';
import { outsideRoot } from './parse/attribution';
import type { WordFilter } from './match/wordFilter';
import type { ProjectConfig } from './projectConfig';
import type { LoadedSource, SourceCache } from './sources';
import { countWords, detach, type LineIndex } from './text';
import type {
	Citation, CitationResult, Occurrence, Omission, ProfileName, RangeSpec, Severity, SourcePlace, Status,
} from './types';
import { defaultSeverity } from './types';
import type { ILogger } from './workspace';

/** What the checker needs besides the citation. */
export interface CheckContext {
	readonly config: ProjectConfig;
	readonly sources: SourceCache;
	/** Root-relative paths of every known source, for `misattributed` (SPEC §4). */
	readonly knownSources: () => readonly string[];
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
	if (target.kind === 'local' && target.path === outsideRoot) {
		return done(result('source_error', 'source path leads outside the project root'));
	}
	const loaded = target.kind === 'git' ? await ctx.sources.loadGit(target, file) : await ctx.sources.load(target.path);
	if ('failure' in loaded) {
		// Bytes that were read but lack their text (a PDF without a render) still answer a pin.
		if (loaded.pin && citation.version?.startsWith('sha256:') && citation.version !== loaded.pin) {
			return done(result('version_mismatch', 'the source bytes no longer match the sha256 pin: it changed since it was cited', { currentPin: loaded.pin }));
		}
		return done(result(loaded.status ?? 'source_error', loaded.failure, loaded.pin ? { currentPin: loaded.pin } : {}));
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
	let regions: Region[];
	if (citation.ranges) {
		const sliced = sliceRanges(source, citation.ranges);
		if (typeof sliced === 'string') {
			return done(result('invalid_range', sliced, { profile, currentPin }));
		}
		regions = source.isExtract ? source.extractRegions().filter(r => overlapsAny(r, sliced)) : sliced;
	} else {
		regions = source.isExtract ? source.extractRegions() : [{ normalized: source.whole() }];
	}
	const found = findQuote(regions, quote, source.lines, source.text);
	const base = { profile, currentPin, count: found.count, occurrences: found.occurrences.slice(0, maxListed) };
	const where = citation.ranges ? 'the cited range' : source.isExtract ? 'the Quotes section of the extract' : 'the source';
	if (found.count === 1) {
		if (found.negations?.length) {
			const words = ctx.redact ? `${found.negations.length} negation(s)` : found.negations.map(w => `"${w}"`).join(', ');
			return done(result('unsafe_elision', `an elision omits ${words}: the quote may reverse the source`, { ...base, omissions: found.omissions }));
		}
		const words = countWords(citation.quote);
		// The default, 1, means off (SPEC §4): even a quote of punctuation alone is not flagged.
		if (ctx.config.minQuoteWords > 1 && words < ctx.config.minQuoteWords) {
			return done(result('short_quote', `quote has ${words} word(s), fewer than minQuoteWords (${ctx.config.minQuoteWords}): too little to be evidence`, { ...base, omissions: found.omissions }));
		}
		const at = found.occurrences[0]!;
		return done(result('verified', `quote occurs once in ${where} (${lineText(at)}, ${profile})`, { ...base, omissions: found.omissions }));
	}
	if (found.count > 1) {
		const more = found.count >= 10_000 ? 'at least 10000' : String(found.count);
		return done(result('ambiguous', `quote occurs ${more} times in ${where}; quote more context or supply a range containing one occurrence`, base));
	}
	const suggestion = nearestPassage(regions, quote, source);
	const miss = { profile, currentPin, suggestion };
	if (citation.ranges || source.isExtract) {
		const whole = findQuote([{ normalized: source.whole() }], quote, source.lines, source.text);
		if (whole.count > 0 && citation.ranges) {
			return done(result('out_of_range', `quote is not in the cited range but occurs ${whole.count} time(s) elsewhere in the source (${whole.occurrences.slice(0, 3).map(lineText).join('; ')})`, { ...miss, count: 0, occurrences: whole.occurrences.slice(0, maxListed) }));
		}
		if (whole.count > 0) {
			return done(result('absent', 'quote occurs in the extract but outside the bodies of its Quotes section', { ...miss, count: 0, occurrences: whole.occurrences.slice(0, maxListed) }));
		}
	}
	const hint = suggestion ? ` (nearest passage: ${lineText(suggestion)})` : '';
	const absent = result('absent', `quote does not occur in ${where} nor in any other known source${hint}`, { ...miss, count: 0 });
	const cited = target.kind === 'git' ? `${sourceName(citation)} @ ${target.commit}` : target.path;
	return {
		result: absent,
		elsewhere: {
			quote: citation.quote,
			cited,
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
	for (const gap of match.gaps) {
		const o = toOriginalSpan(region.normalized, gap.start, gap.end);
		const omitted = detach(text.slice(o.start, o.end));
		omissions.push({ startLine: lines.lineAt(o.start), endLine: lines.lineAt(Math.max(o.start, o.end - 1)), text: omitted });
		negations.push(...findNegations(region.normalized.text.slice(gap.start, gap.end)));
	}
	return { count, occurrences: [place(region, match.start, match.end, lines)], omissions, negations };
}

function place(region: Region, start: number, end: number, lines: LineIndex): Occurrence {
	const o = toOriginalSpan(region.normalized, start, end);
	return { start: o.start, end: o.end, startLine: lines.lineAt(o.start), endLine: lines.lineAt(Math.max(o.start, o.end - 1)) };
}

/** Slices cited lines or pages from the ORIGINAL text, then normalises each region (SPEC §2.1). */
function sliceRanges(source: LoadedSource, ranges: readonly RangeSpec[]): Region[] | string {
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
	// Overlapping ranges merge; disjoint ones stay separate regions.
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
	return merged.map(s => ({ normalized: normalize(source.text.slice(s.start, s.end), source.profile, s.start) }));
}

function overlapsAny(region: Region, spans: readonly Region[]): boolean {
	const a = originalExtent(region.normalized);
	return a !== undefined && spans.some(s => {
		const b = originalExtent(s.normalized);
		return b !== undefined && b.start < a.end && a.start < b.end;
	});
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
	let best: { region: Region; start: number; end: number; errors: number } | undefined;
	const searchIn = (region: Region, from: number, to: number): void => {
		const slice = from === 0 && to === region.normalized.text.length ? region.normalized.text : region.normalized.text.slice(from, to);
		for (const m of approxSearch(slice, pattern, Math.min(maxErrors, best ? best.errors : maxErrors))) {
			if (!best || m.errors < best.errors) {
				best = { region, start: from + m.start, end: from + m.end, errors: m.errors };
			}
		}
	};
	for (const region of regions) {
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
	const parts = quote.elided ? quote.elided.fragments : [quote.text];
	return parts.every(part => words.mightContain(part.split(' ').slice(1, -1)));
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
			if (p.cited === path || found[i]!.length >= maxListed) {
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
			const hits = findQuote([{ normalized: loaded.whole() }], quote, loaded.lines, loaded.text);
			for (const o of hits.occurrences.slice(0, 3)) {
				found[i]!.push({ source: path, startLine: o.startLine, endLine: o.endLine, start: o.start, end: o.end });
			}
		}
	}
	return found;
}
