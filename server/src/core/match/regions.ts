import type { LoadedSource } from '../sources';
import type { RangeSpec } from '../types';
import type { Region } from './find';
import { normalize, originalExtent } from './normalize';

/**
 * The regions of a source a quote may match in (docs/specification.md §2): the cited ranges,
 * the bodies of an extract's Quotes section (those overlapping the ranges,
 * when there are ranges), or the whole source. A message when a range lies
 * outside the source.
 */
export function eligibleRegions(source: LoadedSource, ranges: readonly RangeSpec[] | undefined): Region[] | string {
	if (!ranges) {
		return source.isExtract ? source.extractRegions() : [{ normalized: source.whole() }];
	}
	const sliced = sliceRanges(source, ranges);
	if (typeof sliced === 'string' || !source.isExtract) {
		return sliced;
	}
	return source.extractRegions().filter(r => overlapsAny(r, sliced));
}

/** Slices cited lines or pages from the ORIGINAL text, then normalises each region (docs/specification.md §2). */
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
