import { DiagnosticSeverity, type Diagnostic, type Range } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { CitationResult, Severity, Span, Status } from '../core';
import { LineIndex } from '../core';

/** The one place core offsets become LSP positions. */
export function toRange(doc: { positionAt(offset: number): { line: number; character: number } }, span: Span): Range {
	return { start: doc.positionAt(span.start), end: doc.positionAt(span.end) };
}

/** An LSP range for 1-based inclusive source lines of a text. */
export function linesRange(text: string, startLine: number, endLine: number): Range {
	const index = new LineIndex(text);
	return {
		start: { line: startLine - 1, character: 0 },
		end: { line: endLine - 1, character: index.lineEnd(endLine) - index.lineStart(endLine) },
	};
}

const severities: Record<Exclude<Severity, 'off'>, DiagnosticSeverity> = {
	error: DiagnosticSeverity.Error,
	warning: DiagnosticSeverity.Warning,
	info: DiagnosticSeverity.Information,
};

/** Statuses about the attribution (its path, range or version) rather than the quote. */
const attributionStatuses: ReadonlySet<Status> = new Set(['missing_anchor', 'invalid_attribution', 'invalid_range', 'source_error', 'unverified', 'out_of_range', 'version_mismatch']);

/** The part of the note a status is about: the quote, or the attribution part at fault. */
export function spanAtFault(r: CitationResult): Span {
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
