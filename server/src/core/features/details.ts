import { diffWords, type DiffPart } from '../match/diff';
import { formOf } from '../forms/registry';
import { LineIndex } from '../text';
import { describeMatch } from '../match/allowances';
import type { CitationResult, Occurrence, Omission } from '../types';
import type { HeadStanding, Standing } from './standing';
import { gitTarget } from '../sources/git';

/** Source lines around a passage, with the passage marked. */
export interface MarkedPassage {
	readonly source: string;
	readonly startLine: number;
	readonly endLine: number;
	readonly before: string;
	readonly quote: string;
	readonly after: string;
}

/** What a hover shows of a checked citation, as data; the host renders it. */
export interface CitationDetails {
	readonly result: CitationResult;
	/** Whether a `sha256:` pin matches the source; `commit` for a citation at a Git commit; `none` for an unpinned blockquote. */
	readonly pin?: 'matches' | 'mismatch' | 'commit' | 'none';
	/** The commit a Git citation reads, as written. */
	readonly commit?: string;
	/** For a `version_mismatch`: where the quote stands in the source's current bytes. */
	readonly current?: Standing;
	/** For a verified citation at a commit older than HEAD: where the quote stands at HEAD. */
	readonly head?: HeadStanding;
	/** The quote in its source lines, for a verified citation. */
	readonly passage?: MarkedPassage;
	/** In plain words, what the profile let pass between the quote and its passage ("Typographic quotes were ignored."). */
	readonly allowed?: string;
	/** Where a misattributed or out-of-range quote was found instead: the first place, in its source lines. */
	readonly found?: MarkedPassage;
	/** The nearest passage, as a word diff against the quote. */
	readonly suggestion?: { readonly source: string; readonly startLine: number; readonly endLine: number; readonly diff: readonly DiffPart[] };
	readonly omissions: readonly Omission[];
}

/**
 * The details of a result. `sourceText` is the cited local source's text
 * when it could be read; `foundText` the text of the first source a
 * misattributed quote was found in.
 */
export function describeResult(r: CitationResult, sourceText: string | undefined, foundText?: string): CitationDetails {
	const c = r.citation;
	const commit = gitTarget(c.target)?.commit;
	const pin = c.version?.startsWith('sha256:') ? (r.status === 'version_mismatch' ? 'mismatch' : 'matches') : commit ? 'commit' : formOf(c).pinned ? 'none' : undefined;
	const o = r.occurrences?.[0];
	const shown = new Set(['verified', 'unsafe_elision', 'unpinned', 'short_quote']);
	const passage = sourceText !== undefined && r.source && o && shown.has(r.status) ? mark(r.source, sourceText, o) : undefined;
	const allowed = passage && r.profile ? describeMatch(c.quote, passage.quote, r.profile, (r.omissions ?? []).length > 0) : undefined;
	const f = r.status === 'misattributed' ? r.foundIn?.[0] : undefined;
	// An out-of-range quote was found in its own source, outside the cited range.
	const elsewhere = r.status === 'out_of_range' && sourceText !== undefined && r.source ? r.occurrences?.[0] : undefined;
	const found = f && foundText !== undefined && f.start !== undefined && f.end !== undefined
		? mark(f.source, foundText, { ...f, start: f.start, end: f.end })
		: elsewhere && mark(r.source!, sourceText!, elsewhere);
	const s = r.suggestion;
	const suggestion = s && r.source ? { source: r.source, startLine: s.startLine, endLine: s.endLine, diff: diffWords(c.quote, s.text) } : undefined;
	return { result: r, pin, ...(commit ? { commit } : {}), passage, allowed, found, suggestion, omissions: r.omissions ?? [] };
}

function mark(source: string, text: string, o: Occurrence): MarkedPassage {
	const lines = new LineIndex(text);
	return {
		source, startLine: o.startLine, endLine: o.endLine,
		before: text.slice(lines.lineStart(o.startLine), o.start),
		quote: text.slice(o.start, o.end),
		after: text.slice(o.end, lines.lineEnd(o.endLine)),
	};
}
