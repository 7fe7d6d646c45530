import type { LineIndex } from '../text';
import { detach } from '../text';
import type { Occurrence, Omission } from '../types';
import { findAcrossBrokenCompounds } from './compounds';
import { insertedNegations, matchElided, replacedNegations, type ElidedQuote, type TextMatch } from './elisions';
import { wholeAt } from './edges';
import { countCap, findIn, type Region } from './find';
import { normalize, toOriginalSpan } from './normalize';
import type { PreparedQuote } from './prepare';

/** Occurrences listed in a result at most; counting goes on past them. */
export const maxListed = 10;

/** Where a quote occurs in eligible text, in original source offsets. */
export interface QuoteMatch {
	/** Occurrences counted, at most `countCap`. */
	readonly count: number;
	/** Counting stopped at a cap: there may be more than `count` (docs/json-report.md). */
	readonly capped?: boolean;
	readonly occurrences: Occurrence[];
	/** What each elision of a unique elided match stands for in the source. */
	readonly omissions?: Omission[];
	/** Negation words inside the omitted text. */
	readonly negations?: string[];
	/** Negations a bracketed insertion adds that the source text it stands for lacks. */
	readonly inserted?: string[];
	/** Negations of the source text a bracketed insertion stands for that the insertion lacks. */
	readonly replaced?: string[];
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
	let capped = false;
	const occurrences: Occurrence[] = [];
	for (const region of regions) {
		const hits = findIn(region, quote.text, countCap - count).filter(h => isWhole(region, source.text, h, h + quote.text.length));
		count += hits.length;
		capped ||= count >= countCap;
		for (const h of hits.slice(0, maxListed)) {
			occurrences.push(place(region, h, h + quote.text.length, source.lines));
		}
		if (capped) {
			break;
		}
	}
	if (count === 0) {
		const broken = locateBrokenCompounds(regions, quote, source);
		if (broken.count > 0) {
			return broken;
		}
	}
	return count > 0 || !quote.elided ? { count, occurrences, ...(capped ? { capped } : {}) } : locateElided(regions, quote, source);
}

/** A quote's hyphenated compound against a source that breaks it at a line end (see `findAcrossBrokenCompounds`). */
function locateBrokenCompounds(regions: readonly Region[], quote: PreparedQuote, source: SourceText): QuoteMatch {
	let count = 0;
	const occurrences: Occurrence[] = [];
	for (const region of regions) {
		const hits = findAcrossBrokenCompounds(region, quote.text, source.text).filter(([start, end]) => isWhole(region, source.text, start, end));
		count = Math.min(countCap, count + hits.length);
		for (const [start, end] of hits.slice(0, maxListed)) {
			occurrences.push(place(region, start, end, source.lines));
		}
	}
	return { count, occurrences };
}

/** Whole elided matches; the unique one, when there is one, with what its elisions omit. */
function locateElided(regions: readonly Region[], quote: PreparedQuote, source: SourceText): QuoteMatch {
	let count = 0;
	let capped = false;
	let only: { region: Region; match: NonNullable<ReturnType<typeof matchElided>['match']> } | undefined;
	for (const region of regions) {
		const r = matchElided(region.normalized.text, quote.elided!, quote.maxElisionGap);
		count = Math.min(countCap, count + r.count);
		capped ||= r.capped === true || count >= countCap;
		if (r.match) {
			only = { region, match: r.match };
		}
	}
	if (capped) {
		return { count, capped, occurrences: [] };
	}
	if (count !== 1 || !only) {
		return { count, occurrences: [] };
	}
	const { region, match } = only;
	const omissions: Omission[] = [];
	for (const gap of match.gaps) {
		const o = toOriginalSpan(region.normalized, gap.start, gap.end);
		const omitted = detach(source.text.slice(o.start, o.end));
		omissions.push({ startLine: source.lines.lineAt(o.start), endLine: source.lines.lineAt(Math.max(o.start, o.end - 1)), text: omitted });
	}
	return { count, occurrences: [place(region, match.start, match.end, source.lines)], omissions, ...reversals(region, source.text, match, quote.elided!) };
}

/**
 * The negations an elided match loses or adds (docs/specification.md §2.2):
 * an ellipsis must not omit one; a bracketed insertion must neither add one
 * absent from the source text it stands for nor drop one that text holds.
 * Each is read on the text compared, on the original, and on the original
 * with look-alike letters folded, and the longest finding wins: a fold may
 * hide a negation from one of them (NFKC splits `isn´t` into a space and a
 * combining accent), and a reader reads a Cyrillic `о` in `nоt` as Latin.
 */
function reversals(region: Region, original: string, match: TextMatch, quote: ElidedQuote): Pick<QuoteMatch, 'negations' | 'inserted' | 'replaced'> {
	const normalized = region.normalized.text;
	const both = (start: number, end: number): string[] => {
		const o = toOriginalSpan(region.normalized, start, end);
		const written = original.slice(o.start, o.end);
		// Look-alike letters read as Latin whatever the profile: `nоt` with a Cyrillic `о` reads "not".
		return [normalized.slice(start, end), written, normalize(written, 'lenient').text];
	};
	const negations: string[] = [];
	const inserted: string[] = [];
	const replaced: string[] = [];
	for (const [g, gap] of match.gaps.entries()) {
		const stands = both(gap.start, gap.end);
		const insertion = quote.inserted[g] ?? '';
		inserted.push(...longer(stands.map(t => insertedNegations(insertion, t))));
		(gap.kind === 'ellipsis' ? negations : replaced).push(...longer(stands.map(t => replacedNegations(insertion, t))));
	}
	// An insertion before or after the quote stands for the source words next to it.
	const outer = (insertion: string, at: number, side: -1 | 1): void => {
		const stands = outerStands(normalized, at, insertion, side);
		const readings = [stands, normalize(stands, 'lenient').text];
		inserted.push(...longer(readings.map(t => insertedNegations(insertion, t))));
		replaced.push(...longer(readings.map(t => replacedNegations(insertion, t))));
	};
	if (quote.leadInserted) {
		outer(quote.leadInserted, match.start, -1);
	}
	if (quote.trailInserted) {
		outer(quote.trailInserted, match.end, 1);
	}
	return { negations, inserted, replaced };
}

function longer(lists: readonly string[][]): string[] {
	return lists.reduce((a, b) => (b.length > a.length ? b : a), []);
}

/**
 * The source text an insertion outside the matched fragments stands for:
 * on its side of the match, within the sentence and 62 characters, as many
 * words as the insertion holds and one more (`[The drug is] safe` stands
 * for "The drug is not" in "The drug is not safe").
 */
export function outerStands(text: string, at: number, insertion: string, side: -1 | 1): string {
	const want = (insertion.match(/\S+/g)?.length ?? 0) + 1;
	let window = side < 0 ? text.slice(Math.max(0, at - 62), at) : text.slice(at, at + 62);
	const stop = side < 0 ? window.search(/[.!?](?=\s[^.!?]*$)/) : window.search(/[.!?](?:\s|$)/);
	if (stop >= 0) {
		window = side < 0 ? window.slice(stop + 1) : window.slice(0, stop);
	}
	const words = window.match(/\S+/g) ?? [];
	return (side < 0 ? words.slice(-want) : words.slice(0, want)).join(' ');
}

/**
 * An occurrence that cuts a word or number of the source is not the quote
 * (docs/specification.md §2 item 6). Both texts are asked: the compared one
 * sees a digit joined across a removed soft hyphen, the original one sees
 * past a region's edge (a self-citing note's claims cut out of a line).
 */
export function isWhole(region: Region, original: string, start: number, end: number): boolean {
	if (!wholeAt(region.normalized.text, start, end)) {
		return false;
	}
	const o = toOriginalSpan(region.normalized, start, end);
	return wholeAt(original, o.start, o.end);
}

function place(region: Region, start: number, end: number, lines: LineIndex): Occurrence {
	const o = toOriginalSpan(region.normalized, start, end);
	return { start: o.start, end: o.end, startLine: lines.lineAt(o.start), endLine: lines.lineAt(Math.max(o.start, o.end - 1)) };
}
