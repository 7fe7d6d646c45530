import type { LineIndex } from '../text';
import { detach } from '../text';
import type { Occurrence, Omission } from '../types';
import { findAcrossBrokenCompounds } from './compounds';
import { findNegations, insertedNegations, matchElided } from './elisions';
import { findIn, type Region } from './find';
import { toOriginalSpan } from './normalize';
import type { PreparedQuote } from './prepare';

/** Occurrences listed in a result at most; counting goes on past them. */
export const maxListed = 10;

/** Where a quote occurs in eligible text, in original source offsets. */
export interface QuoteMatch {
	readonly count: number;
	readonly occurrences: Occurrence[];
	/** What each elision of a unique elided match stands for in the source. */
	readonly omissions?: Omission[];
	/** Negation words inside the omitted text. */
	readonly negations?: string[];
	/** Negations a bracketed insertion adds that the source text it stands for lacks. */
	readonly inserted?: string[];
}

/** The original text of a source, with its line index. */
export interface SourceText {
	readonly text: string;
	readonly lines: LineIndex;
}

/**
 * Counts and locates a quote over regions: literal first; when there is none
 * and the quote has elision markers, whole elided matches. Each region is
 * searched apart, so no match spans two regions.
 */
export function locateQuote(regions: readonly Region[], quote: PreparedQuote, source: SourceText): QuoteMatch {
	let count = 0;
	const occurrences: Occurrence[] = [];
	for (const region of regions) {
		const hits = findIn(region, quote.text);
		count += hits.length;
		for (const h of hits.slice(0, maxListed)) {
			occurrences.push(place(region, h, h + quote.text.length, source.lines));
		}
	}
	if (count === 0) {
		const broken = locateBrokenCompounds(regions, quote, source);
		if (broken.count > 0) {
			return broken;
		}
	}
	return count > 0 || !quote.elided ? { count, occurrences } : locateElided(regions, quote, source);
}

/** A quote's hyphenated compound against a source that breaks it at a line end (see `findAcrossBrokenCompounds`). */
function locateBrokenCompounds(regions: readonly Region[], quote: PreparedQuote, source: SourceText): QuoteMatch {
	let count = 0;
	const occurrences: Occurrence[] = [];
	for (const region of regions) {
		const hits = findAcrossBrokenCompounds(region, quote.text, source.text);
		count += hits.length;
		for (const [start, end] of hits.slice(0, maxListed)) {
			occurrences.push(place(region, start, end, source.lines));
		}
	}
	return { count, occurrences };
}

/** Whole elided matches; the unique one, when there is one, with what its elisions omit. */
function locateElided(regions: readonly Region[], quote: PreparedQuote, source: SourceText): QuoteMatch {
	let count = 0;
	let only: { region: Region; match: NonNullable<ReturnType<typeof matchElided>['match']> } | undefined;
	for (const region of regions) {
		const r = matchElided(region.normalized.text, quote.elided!, quote.maxElisionGap);
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
		const omitted = detach(source.text.slice(o.start, o.end));
		omissions.push({ startLine: source.lines.lineAt(o.start), endLine: source.lines.lineAt(Math.max(o.start, o.end - 1)), text: omitted });
		const stands = normalized.slice(gap.start, gap.end);
		if (gap.kind === 'insertion') {
			inserted.push(...insertedNegations(quote.elided!.inserted[g] ?? '', stands));
		} else {
			negations.push(...findNegations(stands));
		}
	}
	// An insertion before or after the quote stands for nearby source text.
	const around = normalized.slice(Math.max(0, match.start - 62), match.start) + normalized.slice(match.end, match.end + 62);
	for (const outer of quote.elided!.outerInserted) {
		inserted.push(...insertedNegations(outer, around));
	}
	return { count, occurrences: [place(region, match.start, match.end, source.lines)], omissions, negations, inserted };
}

function place(region: Region, start: number, end: number, lines: LineIndex): Occurrence {
	const o = toOriginalSpan(region.normalized, start, end);
	return { start: o.start, end: o.end, startLine: lines.lineAt(o.start), endLine: lines.lineAt(Math.max(o.start, o.end - 1)) };
}
