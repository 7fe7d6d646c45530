import type { CheckContext } from './check';
import { formNamed } from './forms/registry';
import { mayContain } from './match/elsewhere';
import { locateQuote } from './match/locate';
import { wholeAt } from './match/edges';
import { prepareQuote, type PreparedQuote } from './match/prepare';
import { applyEdits, type NoteEdit } from './edits';
import type { Region } from './match/find';
import { collectExclusions, parseMarkdown, spanOf, walk } from './parse/markdown';
import { findBlockquoteCitations } from './parse/blockquote';
import { findProseCitations } from './parse/prose';
import type { QuoteResult } from './quote';
import { dirnamePosix, relativePosix } from './paths';
import { LineIndex } from './text';
import type { NoteReport } from './checkNotes';
import type { Occurrence, ProfileName, Span } from './types';

/** A quote in a note that names no source: a blockquote with no attribution line, or a `verbatim`-marked quoted span in a paragraph with no link. */
export interface Unattributed {
	readonly form: 'blockquote' | 'prose';
	/** The quote as written (blockquote: the body with `>` prefixes removed). */
	readonly quote: string;
	/** The quote in the note (prose: between the quotation marks). */
	readonly quoteSpan: Span;
	/** Where an attribution goes: the end of the blockquote's last line, or just after the closing quotation mark. */
	readonly insertAt: number;
	/** The lines of the whole blockquote (blockquote form only), replaced when only constructor output verifies. */
	readonly blockSpan?: Span;
}

/** A search of every known source for a quote (`verbatim quote --text` without `--source`, `verbatim/findSource`). */
export interface FindSourceRequest {
	readonly text: string;
	/** Root-relative path of the note the quote is in: never searched, and paths become relative to it. */
	readonly from?: string;
	readonly pin: 'sha256' | 'none';
}

/** One place a quote occurs, with the constructor's citation of it. */
export interface SourceCandidate {
	readonly source: string;
	readonly startLine: number;
	readonly endLine: number;
	/** The source line(s) of the occurrence, trimmed, for a menu. */
	readonly context: string;
	/** Constructor output for the occurrence; insert it unchanged. */
	readonly citation: string;
}

export type FindSourceResult =
	| { readonly kind: 'ok'; readonly candidates: readonly SourceCandidate[] }
	| { readonly kind: 'none' | 'too_short'; readonly message: string };

/** More occurrences than this, across every known source, and the quote is too short to attribute. */
export const maxSourceCandidates = 10;

/**
 * Searches every known source but the citing note (the `misattributed` index)
 * for a quote under each source's profile. Each occurrence becomes a
 * constructor-built citation, so each candidate verifies on its own.
 */
export async function findSource(req: FindSourceRequest, ctx: CheckContext, quote: (r: { source: string; text: string; from?: string; pin: 'sha256' | 'none' }) => Promise<QuoteResult>): Promise<FindSourceResult> {
	const hits = await searchEverySource(req, ctx);
	if (typeof hits === 'string') {
		return { kind: hits === 'too many' ? 'too_short' : 'none', message: hits === 'too many' ? `quote occurs more than ${maxSourceCandidates} times in the known sources: it is too short to attribute; quote more` : hits };
	}
	if (!hits.length) {
		return { kind: 'none', message: 'quote does not occur in any known source' };
	}
	const candidates: SourceCandidate[] = [];
	for (const { source, text, o } of hits) {
		const built = await quote({ source, text: text.slice(o.start, o.end), from: req.from, pin: req.pin });
		const chosen = built.kind === 'ok' ? built.occurrences.find(b => b.startLine === o.startLine) ?? built.occurrences[0] : undefined;
		if (!chosen || candidates.some(c => c.citation === chosen.citation)) {
			continue;
		}
		const lines = new LineIndex(text);
		const context = text.slice(lines.lineStart(o.startLine), lines.lineEnd(o.endLine)).replace(/\s+/g, ' ').trim().slice(0, 200);
		candidates.push({ source, startLine: chosen.startLine, endLine: chosen.endLine, context, citation: chosen.citation });
	}
	return candidates.length ? { kind: 'ok', candidates } : { kind: 'none', message: 'quote occurs in a known source, but no citation of it verifies' };
}

/** Occurrences in every known source but `from`, at most `maxSourceCandidates`; a string says why there are none. */
async function searchEverySource(req: FindSourceRequest, ctx: CheckContext): Promise<{ source: string; text: string; o: Occurrence }[] | string> {
	const hits: { source: string; text: string; o: Occurrence }[] = [];
	// Prepared once per profile, not per source: a long selection was normalised and hashed again for every source.
	const preparedBy = new Map<ProfileName, PreparedQuote>();
	for (const path of ctx.knownSources()) {
		const info = path === req.from ? undefined : await ctx.sources.info(path);
		if (!info) {
			continue;
		}
		let prepared = preparedBy.get(info.profile);
		if (!prepared) {
			prepared = prepareQuote(req.text, info.profile, ctx.config);
			preparedBy.set(info.profile, prepared);
		}
		if (prepared.empty) {
			return 'the quote is empty';
		}
		if (!mayContain(info.words, prepared)) {
			continue;
		}
		const loaded = await ctx.sources.load(path);
		if ('failure' in loaded) {
			continue;
		}
		// An extract offers only its Quotes bodies as evidence (docs/specification.md §1.3).
		const regions: Region[] = loaded.isExtract ? loaded.extractRegions() : [loaded.wholeRegion()];
		const found = locateQuote(regions, prepared, loaded);
		// Only occurrences that cut no word or number of the source (§2 item 6); past the listed ones, each is counted as one.
		const whole = found.occurrences.filter(o => wholeAt(loaded.text, o.start, o.end));
		if (hits.length + whole.length + (found.count - found.occurrences.length) > maxSourceCandidates) {
			return 'too many';
		}
		hits.push(...whole.map(o => ({ source: path, text: loaded.text, o })));
	}
	return hits;
}

/**
 * The quotes of a note that name no source. A blockquote counts when it is
 * not a top-level citation or a lead-in's quote; a marked prose quote counts
 * when its paragraph has no link at all (it is then not a citation).
 */
export function findUnattributed(text: string, notePath: string): Unattributed[] {
	const root = parseMarkdown(text);
	const exclusions = collectExclusions(root);
	const lines = new LineIndex(text);
	const quotes = findBlockquoteCitations(text, root, lines, exclusions, notePath);
	const unlinked: Span[] = [];
	const prose = findProseCitations(text, root, exclusions, notePath, quotes.map(c => c.span), unlinked);
	const cited = [...quotes, ...prose].map(c => c.span);
	const out: Unattributed[] = [];
	for (const { node, ancestors } of walk(root)) {
		const span = node.type === 'blockquote' && !ancestors.some(a => a.type === 'blockquote' || a.type === 'listItem') ? spanOf(node) : undefined;
		if (!span || cited.some(c => c.start < span.end && span.start < c.end) || text[span.start] !== '>') {
			continue;
		}
		const first = lines.lineAt(span.start);
		const last = lines.lineAt(Math.max(span.start, span.end - 1));
		const body = [];
		for (let line = first; line <= last; line++) {
			body.push(text.slice(lines.lineStart(line), lines.lineEnd(line)).replace(/^>[ \t]?/, ''));
		}
		const quote = body.join('\n');
		if (quote.trim() !== '') {
			const blockSpan = { start: lines.lineStart(first), end: lines.lineEnd(last) };
			out.push({ form: 'blockquote', quote, quoteSpan: span, insertAt: blockSpan.end, blockSpan });
		}
	}
	for (const q of unlinked) {
		out.push({ form: 'prose', quote: text.slice(q.start, q.end), quoteSpan: q, insertAt: q.end + 1 });
	}
	return out.sort((a, b) => a.quoteSpan.start - b.quoteSpan.start);
}

/** What attributing a quote needs from the checker. */
export interface AttributeHost {
	findSource(req: FindSourceRequest): Promise<FindSourceResult>;
	checkNote(notePath: string, text: string): Promise<NoteReport | undefined>;
}

/** A way to attribute an unattributed quote: edits of the note that leave it a verified citation. */
export interface Attribution {
	readonly candidate: SourceCandidate;
	readonly title: string;
	readonly edits: readonly NoteEdit[];
}

export type AttributeResult =
	| { readonly kind: 'ok'; readonly attributions: readonly Attribution[] }
	| { readonly kind: 'none' | 'too_short'; readonly message: string };

/**
 * Edits that attribute `u` to each source it occurs in. The writer's words
 * stay: a blockquote gains the constructor's attribution line, a prose quote
 * a link after it. Only when that does not verify (two occurrences on one
 * line) is the blockquote replaced by the constructor's whole citation.
 * Every edit is applied to a copy of the note and checked first.
 */
export async function attribute(notePath: string, noteText: string, u: Unattributed, pin: 'sha256' | 'none', host: AttributeHost): Promise<AttributeResult> {
	// Blockquotes get root-relative paths, as the constructor writes without --from; links are always note-relative.
	const found = await host.findSource({ text: u.quote, from: formNamed(u.form)?.inlineQuote ? notePath : undefined, pin });
	if (found.kind !== 'ok') {
		return found;
	}
	const attributions: Attribution[] = [];
	for (const candidate of found.candidates) {
		const lines = candidate.startLine === candidate.endLine ? `line ${candidate.startLine}` : `lines ${candidate.startLine}-${candidate.endLine}`;
		const title = `Attribute to ${candidate.source} (${lines})`;
		for (const edits of attributionEdits(u, candidate, notePath)) {
			if (await verifiesAt(host, notePath, noteText, edits, u.quoteSpan)) {
				attributions.push({ candidate, title, edits });
				break;
			}
		}
	}
	return attributions.length ? { kind: 'ok', attributions } : { kind: 'none', message: 'no citation of the quote verifies in this note' };
}

/** The edits to try, in order of preference. */
function attributionEdits(u: Unattributed, candidate: SourceCandidate, notePath: string): NoteEdit[][] {
	if (formNamed(u.form)?.inlineQuote) {
		const fragment = candidate.startLine === candidate.endLine ? `#L${candidate.startLine}` : `#L${candidate.startLine}-L${candidate.endLine}`;
		let link = relativePosix(dirnamePosix(notePath), candidate.source).split('/').map(encodeURIComponent).join('/');
		link = link.replace(/^\.\//, '');
		const name = candidate.source.slice(candidate.source.lastIndexOf('/') + 1).replace(/[[\]]/g, '');
		return [[{ span: { start: u.insertAt, end: u.insertAt }, text: ` ([${name}](${link}${fragment}))` }]];
	}
	const citation = candidate.citation.replace(/\n$/, '');
	const attributionLine = citation.slice(citation.lastIndexOf('\n') + 1);
	const out: NoteEdit[][] = [[{ span: { start: u.insertAt, end: u.insertAt }, text: `\n${attributionLine}` }]];
	if (u.blockSpan) {
		out.push([{ span: u.blockSpan, text: citation }]);
	}
	return out;
}

/** True when, after the edits, every citation overlapping `at` (offsets before the edits, which only insert after or replace from its start) verifies. */
async function verifiesAt(host: AttributeHost, notePath: string, noteText: string, edits: readonly NoteEdit[], at: Span): Promise<boolean> {
	const report = await host.checkNote(notePath, applyEdits(noteText, edits));
	const hit = report?.results.filter(r => r.citation.span.start < at.end && at.start < r.citation.span.end);
	return Boolean(hit?.length) && hit!.every(r => r.status === 'verified');
}
