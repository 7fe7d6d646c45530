import { subtractSpans, type LoadedSource } from '../sources';
import type { RangeSpec, Span } from '../types';
import type { Region } from './find';
import { formatLines } from '../text';
import { findBlock, findHeading, headingsOf } from './sections';

/**
 * The eligible text of a citation as ORIGINAL spans (docs/specification.md §2): the cited
 * lines or pages, within an extract only its Quotes bodies, never the
 * citation's own span (docs/specification.md §2). A message when a range lies outside the source.
 */
export function eligibleSpans(source: LoadedSource, ranges: readonly RangeSpec[] | undefined, self: readonly Span[] | undefined): Span[] | string {
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
	return self ? subtractSpans(spans, self) : spans;
}

/**
 * The regions of a source a quote may match in (docs/specification.md §2), each normalised
 * apart; `self` are the claims a note citing itself makes there (`claimsOfSelf`). A message when
 * a range lies outside the source.
 */
export function eligibleRegions(source: LoadedSource, ranges: readonly RangeSpec[] | undefined, self?: readonly Span[]): Region[] | string {
	const spans = eligibleSpans(source, ranges, self);
	return typeof spans === 'string' ? spans : regionsOf(source, spans, !ranges && !self);
}

/** Normalised regions of spans; `whole` reuses the source's cached normalisations when the spans are all it offers. */
export function regionsOf(source: LoadedSource, spans: readonly Span[], whole: boolean): Region[] {
	if (whole) {
		return source.isExtract ? source.extractRegions() : [source.wholeRegion()];
	}
	return source.regions(spans, source.isExtract);
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

/** `page 3` or `pages 2-4`: a one-page range is written with one number. */
function pagesOf(r: { readonly start: number; readonly end: number }): string {
	return r.start === r.end ? `page ${r.start}` : `pages ${r.start}-${r.end}`;
}

/** Cited lines or pages as ORIGINAL spans, sliced before normalising (docs/specification.md §2); overlapping ranges merge. */
function sliceRanges(source: LoadedSource, ranges: readonly RangeSpec[]): Span[] | string {
	const spans: { start: number; end: number }[] = [];
	const named = ranges[0]!.name;
	if (named !== undefined) {
		const section = sectionOf(source.text, ranges[0]!.kind, named);
		if (typeof section === 'string') {
			return section;
		}
		spans.push(section);
	} else if (ranges[0]!.kind === 'lines') {
		const count = source.lines.lineCount;
		for (const r of ranges) {
			if (r.end > count) {
				return `the range cites ${formatLines({ startLine: r.start, endLine: r.end })}, but the source has ${count} line${count === 1 ? '' : 's'}`;
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
				return `the range cites ${pagesOf(r)}, but the source has ${pageStarts.length} page${pageStarts.length === 1 ? '' : 's'}`;
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

/** The section a heading names, or the block a `^id` names (docs/specification.md §1.4); a message naming the headings there are when there is none. */
function sectionOf(text: string, kind: RangeSpec['kind'], name: string): Span | string {
	if (kind === 'block') {
		return findBlock(text, name) ?? `the source has no block ^${name}`;
	}
	const headings = headingsOf(text);
	const found = findHeading(headings, name);
	if (found) {
		return found.section;
	}
	const listed = headings.slice(0, 12).map(h => `"${h.text}"`).join(', ');
	return headings.length === 0 ? `the source has no heading "${name}": it has no headings` : `the source has no heading "${name}"; its headings are ${listed}${headings.length > 12 ? `, and ${headings.length - 12} more` : ''}`;
}
