import { checkAgainstCited, type CheckContext } from '../check';
import { gitTarget } from '../sources/git';
import { sourceKindOf } from '../sources/registry';
import type { CitationResult, Occurrence, SourcePlace } from '../types';

/**
 * Where a quote stands in a newer version of its source than the one its
 * citation pins: the current bytes of a `sha256:`-pinned source that changed
 * (`version_mismatch`), or the file at HEAD for a citation at an older commit.
 */
export interface Standing {
	/** How many times the quote occurs in the whole newer version (0: no longer there). */
	readonly count: number;
	/** Its one occurrence, when it occurs once. */
	readonly occurrence?: Occurrence;
	/** Its occurrences (the first ten), when it occurs. */
	readonly occurrences?: readonly Occurrence[];
	/** The passage closest to the quote there, when it no longer occurs. */
	readonly suggestion?: { readonly text: string } & SourcePlace;
}

/** A commit-pinned citation seen from HEAD (docs/specification.md §6). */
export interface HeadStanding extends Standing {
	/** The HEAD commit. */
	readonly head: string;
	/** True when the quoted lines are not what they were at the cited commit: the quote moved, changed or went. */
	readonly changed: boolean;
}

/** The quote of a `version_mismatch` in the source's current bytes, checked as if unpinned; undefined for other results. */
export async function currentStanding(r: CitationResult, ctx: CheckContext): Promise<Standing | undefined> {
	const c = r.citation;
	const kind = c.target && sourceKindOf(c.target);
	if (r.status !== 'version_mismatch' || !c.target || !kind?.load) {
		return undefined;
	}
	return standingOf((await checkAgainstCited(r.file, { ...c, version: kind.ownVersion?.(c.target), versionSpan: undefined, ranges: undefined }, ctx)).result);
}

/**
 * A verified citation at a commit older than HEAD, checked at HEAD: with its
 * range first (the same lines, so unchanged), then in the whole file. Undefined
 * when the citation is not at a commit, HEAD cannot be had, or it is HEAD.
 */
export async function headStanding(r: CitationResult, ctx: CheckContext, headOf: (repository: string | undefined, notePath: string) => Promise<string | undefined>): Promise<HeadStanding | undefined> {
	const c = r.citation;
	const t = gitTarget(c.target);
	if (r.status !== 'verified' || !t) {
		return undefined;
	}
	const head = await headOf(t.repository, r.file);
	if (!head || head.toLowerCase().startsWith(t.commit.toLowerCase())) {
		return undefined;
	}
	const atHead = { ...c, target: { ...t, commit: head }, version: head };
	const same = (await checkAgainstCited(r.file, atHead, ctx)).result;
	if (same.status === 'source_error' || same.status === 'unverified') {
		// The file cannot be read at HEAD (gone, or a PDF with no render there): nothing to say of its lines.
		return undefined;
	}
	const was = r.occurrences?.[0];
	const o = same.occurrences?.[0];
	if (same.status === 'verified' && was && o && o.startLine === was.startLine && o.endLine === was.endLine) {
		return { head, changed: false, count: 1, occurrence: o };
	}
	const whole = c.ranges ? (await checkAgainstCited(r.file, { ...atHead, ranges: undefined }, ctx)).result : same;
	return { head, changed: true, ...standingOf(whole) };
}

function standingOf(r: CitationResult): Standing {
	const count = r.status === 'verified' || r.status === 'ambiguous' || r.status === 'unpinned' || r.status === 'short_quote' ? r.count ?? 0 : 0;
	const o = count === 1 ? r.occurrences?.[0] : undefined;
	return {
		count, ...(o ? { occurrence: o } : {}), ...(count > 0 && r.occurrences?.length ? { occurrences: r.occurrences.slice(0, 10) } : {}),
		...(count === 0 && r.suggestion ? { suggestion: r.suggestion } : {}),
	};
}
