import {
	CompletionItemKind, DiagnosticSeverity,
	type CodeLens, type CompletionItem, type Diagnostic, type Hover, type Location, type Range, type TextEdit,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type {
	AttributionCompletion, CitationDetails, CitationResult, DiffPart, NoteEdit, Severity, SourceLocation, Span, Status,
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
	const related = [
		...(r.status === 'ambiguous' || r.status === 'out_of_range' ? r.occurrences ?? [] : []).map(o => ({ path: r.source, o, what: 'occurs here' })),
		...(r.foundIn ?? []).map(f => ({ path: f.source, o: f, what: 'found here instead' })),
	].flatMap(({ path, o, what }) => {
		const uri = path === undefined ? undefined : sourceUri(path);
		return uri ? [{ location: { uri, range: { start: { line: o.startLine - 1, character: 0 }, end: { line: o.endLine, character: 0 } } }, message: `${what} (${path}:${o.startLine})` }] : [];
	});
	const data: DiagnosticData = { start: r.citation.span.start, status: r.status };
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

/** A status as words: `out_of_range` → `out of range`. */
function statusWords(status: Status): string {
	return status.replace(/_/g, ' ');
}

/** The hover of a checked citation: verdict, facts, the passage in its source, the nearest passage, omissions. */
export function toHover(doc: TextDocument, d: CitationDetails): Hover {
	const r = d.result;
	const parts = [`**Verbatim: ${statusWords(r.status)}** — ${r.message}`];
	const pin = { matches: 'pin: matches the source', mismatch: 'pin: does not match the source', none: 'pin: none' } as const;
	const facts = [
		r.count !== undefined ? `occurrences: ${r.count}` : undefined,
		r.profile ? `profile: \`${r.profile}\`` : undefined,
		d.pin ? pin[d.pin] : undefined,
	].filter(Boolean);
	if (facts.length) {
		parts.push(facts.join(' · '));
	}
	const p = d.passage;
	if (p) {
		const lines = p.endLine !== p.startLine ? `${p.startLine}-${p.endLine}` : `${p.startLine}`;
		const passage = `${escapeMarkdown(p.before)}**${escapeMarkdown(p.quote)}**${escapeMarkdown(p.after)}`;
		parts.push(`${p.source}:${lines}\n\n> ${passage.replace(/\n/g, '\n> ')}`);
	}
	if (d.suggestion) {
		parts.push(`Nearest passage, ${d.suggestion.source}:${d.suggestion.startLine}: ${renderDiff(d.suggestion.diff)}`);
	}
	for (const om of d.omissions) {
		parts.push(`An elision omits (line ${om.startLine}): “${escapeMarkdown(om.text.trim())}”`);
	}
	return { contents: { kind: 'markdown', value: parts.join('\n\n') }, range: toRange(doc, r.citation.span) };
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
	const title = r.status === 'verified' ? `✓ verified (${r.profile})` : `✗ ${statusWords(r.status)}`;
	return { range: { start: { line, character: 0 }, end: { line, character: 0 } }, command: { title, command: '' } };
}

export function toCompletionItem(c: AttributionCompletion): CompletionItem {
	return c.kind === 'pin'
		? { label: c.label, kind: CompletionItemKind.Value, detail: 'current sha256 of the source', insertText: c.insertText, filterText: c.label }
		: { label: c.label, kind: CompletionItemKind.File, insertText: c.insertText, filterText: c.label };
}
