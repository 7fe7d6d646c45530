import {
	CompletionItemKind, DiagnosticSeverity, MarkupKind,
	type CodeLens, type CompletionItem, type Diagnostic, type DiagnosticRelatedInformation, type Hover, type Location, type Range, type TextEdit,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { formatLines, formatRange } from '../core';
import type {
	AttributionCompletion, CitationDetails, CitationResult, DiffPart, HeadStanding, MarkedPassage, NoteEdit, Severity, SourceLocation, Span, Standing, Status,
} from '../core';

/** The one place core offsets become LSP positions. */
export function toRange(doc: { positionAt(offset: number): { line: number; character: number } }, span: Span): Range {
	return { start: doc.positionAt(span.start), end: doc.positionAt(span.end) };
}

/** Note edits as LSP text edits of the document. */
export function toTextEdits(doc: TextDocument, edits: readonly NoteEdit[]): TextEdit[] {
	return edits.map(e => ({ range: toRange(doc, e.span), newText: e.text }));
}

/** A location in a source: its whole cited lines, or the top of the file. */
export function toLocation(uri: string, at: SourceLocation): Location {
	const l = at.lines;
	return l
		? { uri, range: { start: { line: l.startLine - 1, character: 0 }, end: { line: l.endLine - 1, character: l.endLineLength } } }
		: { uri, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } };
}

const severities: Record<Exclude<Severity, 'off'>, DiagnosticSeverity> = {
	error: DiagnosticSeverity.Error,
	warning: DiagnosticSeverity.Warning,
	info: DiagnosticSeverity.Information,
};

/** Statuses about the attribution (its path, range or version) rather than the quote. */
const attributionStatuses: ReadonlySet<Status> = new Set(['missing_anchor', 'invalid_attribution', 'invalid_range', 'source_error', 'unverified', 'out_of_range', 'version_mismatch']);

/** The part of the note a status is about: the quote, or the attribution part at fault. */
function spanAtFault(r: CitationResult): Span {
	const c = r.citation;
	if (c.problem) {
		return c.problem.span;
	}
	if (r.status === 'version_mismatch' && c.versionSpan) {
		return c.versionSpan;
	}
	if (attributionStatuses.has(r.status)) {
		return c.targetSpan ?? c.attributionSpan;
	}
	return c.quoteSpan.end > c.quoteSpan.start ? c.quoteSpan : c.span;
}

/** Data carried by a diagnostic, to find its citation again for a quick fix. */
export interface DiagnosticData {
	readonly start: number;
	readonly status: Status;
}

/** A diagnostic for a finding; undefined for verified citations and severity `off`. */
export function toDiagnostic(doc: TextDocument, r: CitationResult, sourceUri: (path: string) => string | undefined): Diagnostic | undefined {
	if (r.status === 'verified' || r.severity === 'off') {
		return undefined;
	}
	const data: DiagnosticData = { start: r.citation.span.start, status: r.status };
	const related = relatedPlaces(r, sourceUri);
	return {
		range: toRange(doc, spanAtFault(r)),
		severity: severities[r.severity],
		source: 'verbatim',
		code: r.status,
		message: r.message,
		relatedInformation: related.length ? related : undefined,
		data,
	};
}

/**
 * The hint of a verified citation at an older commit whose quoted lines
 * changed at HEAD (docs/specification.md §6): information on the commit,
 * carrying the status `verified`, with the re-cite fix as its quick fix.
 */
export function toHeadHint(doc: TextDocument, r: CitationResult, head: HeadStanding): Diagnostic {
	const c = r.citation;
	const data: DiagnosticData = { start: c.span.start, status: r.status };
	return {
		range: toRange(doc, c.versionSpan ?? c.targetSpan ?? c.attributionSpan),
		severity: DiagnosticSeverity.Information,
		source: 'verbatim',
		code: r.status,
		message: `changed since: re-cite at HEAD (${standingWords(head)} at HEAD, ${head.head.slice(0, 7)})`,
		data,
	};
}

/** Whether a quote still occurs in a newer version of its source, in words. */
function standingWords(s: Standing): string {
	if (s.count === 0) {
		return `the quote no longer occurs${s.suggestion ? `; nearest passage ${formatLines(s.suggestion)}` : ''}`;
	}
	return s.count === 1 ? `the quote still occurs once, ${formatLines(s.occurrence!)}` : `the quote still occurs ${s.count} times`;
}

/** The places in sources a writer may want to open: each occurrence, where it was found instead, the nearest passage. */
function relatedPlaces(r: CitationResult, sourceUri: (path: string) => string | undefined): DiagnosticRelatedInformation[] {
	const places = [
		...(r.status === 'ambiguous' || r.status === 'out_of_range' ? r.occurrences ?? [] : []).map(o => ({ path: r.source, o, what: 'occurs here' })),
		...(r.foundIn ?? []).map(f => ({ path: f.source, o: f, what: 'found here instead' })),
		...(r.suggestion && (r.status === 'absent' || r.status === 'out_of_range') ? [{ path: r.source, o: r.suggestion, what: 'nearest passage' }] : []),
	];
	return places.flatMap(({ path, o, what }) => {
		const uri = path === undefined ? undefined : sourceUri(path);
		return uri ? [{ location: { uri, range: { start: { line: o.startLine - 1, character: 0 }, end: { line: o.endLine, character: 0 } } }, message: `${what} (${path}:${formatRange(o)})` }] : [];
	});
}

/** A status as words: `out_of_range` → `out of range`. */
function statusWords(status: Status): string {
	return status.replace(/_/g, ' ');
}

/** The hover of a checked citation: verdict, facts, the passage in its source, where else it was found, the nearest passage, omissions. */
/** The hover of a Pandoc key: its entry, as the core wrote it (Markdown, the bibliography's text escaped). */
export function toKeyHover(markdown: string): Hover {
	return { contents: { kind: MarkupKind.Markdown, value: markdown } };
}

export function toHover(doc: TextDocument, d: CitationDetails): Hover {
	const r = d.result;
	const parts = [`**Verbatim: ${statusWords(r.status)}** — ${r.message}`];
	const pin = {
		matches: 'pin: matches the source', mismatch: 'pin: does not match the source', none: 'pin: none',
		commit: `pin: commit \`${d.commit?.slice(0, 7) ?? ''}\``,
	} as const;
	const facts = [
		// A misattributed quote has no occurrence in its cited source; where it was found says more.
		r.count !== undefined && !d.found ? `occurrences: ${r.count}` : undefined,
		r.profile ? `profile: \`${r.profile}\`` : undefined,
		d.pin ? pin[d.pin] : undefined,
	].filter(Boolean);
	if (facts.length) {
		parts.push(facts.join(' · '));
	}
	if (d.current) {
		parts.push(`In the current version of ${escapeMarkdown(r.source ?? 'the source')}: ${standingWords(d.current)}.`);
	}
	if (d.head) {
		const at = `At HEAD (\`${d.head.head.slice(0, 7)}\`)`;
		parts.push(d.head.changed ? `Changed since: ${at}, ${standingWords(d.head)}; re-cite at HEAD.` : `${at}: unchanged, ${standingWords(d.head)}.`);
	}
	if (d.passage) {
		parts.push(markedPassage(d.passage));
	}
	if (d.allowed) {
		parts.push(d.allowed);
	}
	if (d.found) {
		parts.push(`Found in ${markedPassage(d.found)}`);
	}
	if (d.suggestion) {
		parts.push(`Nearest passage, ${d.suggestion.source}:${formatRange(d.suggestion)}: ${renderDiff(d.suggestion.diff)}`);
	}
	for (const om of d.omissions) {
		parts.push(`An elision omits (${formatLines(om)}): “${escapeMarkdown(om.text.trim())}”`);
	}
	return { contents: { kind: 'markdown', value: parts.join('\n\n') }, range: toRange(doc, r.citation.span) };
}

/** `source:lines`, then the source lines as a quote with the passage in bold. */
function markedPassage(p: MarkedPassage): string {
	const passage = `${escapeMarkdown(p.before)}**${escapeMarkdown(p.quote)}**${escapeMarkdown(p.after)}`;
	return `${p.source}:${formatRange(p)}\n\n> ${passage.replace(/\n/g, '\n> ')}`;
}

/** A word diff as Markdown: ~~only in the quote~~ **only in the source**. */
export function renderDiff(parts: readonly DiffPart[]): string {
	return parts.map(p => (p.kind === 'same' ? escapeMarkdown(p.word) : p.kind === 'source' ? `**${escapeMarkdown(p.word)}**` : `~~${escapeMarkdown(p.word)}~~`)).join(' ');
}

function escapeMarkdown(s: string): string {
	return s.replace(/[\\`*_~[\]<>|#]/g, m => `\\${m}`);
}

/** The verdict of each citation, above its attribution line. */
export function toCodeLens(doc: TextDocument, r: CitationResult): CodeLens {
	const line = doc.positionAt(r.citation.attributionSpan.start).line;
	// The profile is jargon; the hover says in words what it allowed.
	// The signs of the preview's badges: a warning is not shown as an error.
	const sign = r.severity === 'error' ? '✗' : r.severity === 'warning' ? '!' : 'i';
	const title = r.status === 'verified' ? '✓ verified' : `${sign} ${statusWords(r.status)}`;
	return { range: { start: { line, character: 0 }, end: { line, character: 0 } }, command: { title, command: '' } };
}

export function toCompletionItem(c: AttributionCompletion): CompletionItem {
	if (c.kind === 'key') {
		return { label: c.label, kind: CompletionItemKind.Reference, detail: c.detail, insertText: c.insertText, filterText: c.label };
	}
	return c.kind === 'pin'
		? { label: c.label, kind: CompletionItemKind.Value, detail: 'current sha256 of the source', insertText: c.insertText, filterText: c.label }
		: { label: c.label, kind: CompletionItemKind.File, insertText: c.insertText, filterText: c.label };
}
