import { diffWords, type DiffPart } from '../match/diff';
import { LineIndex } from '../text';
import type { CitationResult, Omission } from '../types';

/** What a hover shows of a checked citation, as data; the host renders it. */
export interface CitationDetails {
	readonly result: CitationResult;
	/** Whether a `sha256:` pin matches the source; `none` for an unpinned blockquote. */
	readonly pin?: 'matches' | 'mismatch' | 'none';
	/** The quote in its source lines, for a verified citation. */
	readonly passage?: {
		readonly source: string;
		readonly startLine: number;
		readonly endLine: number;
		readonly before: string;
		readonly quote: string;
		readonly after: string;
	};
	/** The nearest passage, as a word diff against the quote. */
	readonly suggestion?: { readonly source: string; readonly startLine: number; readonly diff: readonly DiffPart[] };
	readonly omissions: readonly Omission[];
}

/** The details of a result; `sourceText` is the cited local source's text when it could be read. */
export function describeResult(r: CitationResult, sourceText: string | undefined): CitationDetails {
	const c = r.citation;
	const pin = c.version?.startsWith('sha256:') ? (r.status === 'version_mismatch' ? 'mismatch' : 'matches') : c.form === 'blockquote' ? 'none' : undefined;
	const o = r.occurrences?.[0];
	let passage: CitationDetails['passage'];
	if (sourceText !== undefined && r.source && o && (r.status === 'verified' || r.status === 'unsafe_elision')) {
		const lines = new LineIndex(sourceText);
		passage = {
			source: r.source, startLine: o.startLine, endLine: o.endLine,
			before: sourceText.slice(lines.lineStart(o.startLine), o.start),
			quote: sourceText.slice(o.start, o.end),
			after: sourceText.slice(o.end, lines.lineEnd(o.endLine)),
		};
	}
	const suggestion = r.suggestion && r.source ? { source: r.source, startLine: r.suggestion.startLine, diff: diffWords(c.quote, r.suggestion.text) } : undefined;
	return { result: r, pin, passage, suggestion, omissions: r.omissions ?? [] };
}
