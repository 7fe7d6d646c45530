import type { CitationResult, NoteReport, Status } from '../core';
import { LineIndex, allStatuses, codePointLength } from '../core';

/** A note that could not be read or decoded; it counts as an error. */
export interface FileError {
	readonly file: string;
	readonly message: string;
}

/** One citation, positioned for reporting (1-based lines; columns in code points). */
export interface ReportedCitation {
	readonly result: CitationResult;
	readonly line: number;
	readonly column: number;
	readonly endLine: number;
	readonly endColumn: number;
}

export interface Summary {
	readonly files: number;
	readonly citations: number;
	readonly verified: number;
	readonly errors: number;
	readonly warnings: number;
	readonly byStatus: Partial<Record<Status, number>>;
	readonly skipped: number;
	readonly unresolved: number;
	readonly unverified: number;
}

/** Everything a reporter prints. */
export interface Report {
	readonly root: string;
	readonly citations: readonly ReportedCitation[];
	readonly fileErrors: readonly FileError[];
	readonly summary: Summary;
	readonly redact: boolean;
}

/** Positions results in their notes and sums them up; citations come ordered by file, then line. */
export function buildReport(root: string, notes: readonly { report: NoteReport; text: string }[], fileErrors: readonly FileError[], redact: boolean): Report {
	const citations: ReportedCitation[] = [];
	let skipped = 0;
	for (const { report, text } of [...notes].sort((a, b) => compare(a.report.file, b.report.file))) {
		skipped += report.skipped;
		const lines = new LineIndex(text);
		for (const result of report.results) {
			const { start, end } = result.citation.span;
			const last = Math.max(start, end - 1);
			citations.push({
				result,
				line: lines.lineAt(start),
				column: lines.columnAt(start),
				endLine: lines.lineAt(last),
				endColumn: lines.columnAt(last) + (end > start ? codePointLength(text, last, end) - 1 : 0),
			});
		}
	}
	citations.sort((a, b) => compare(a.result.file, b.result.file) || a.line - b.line || a.column - b.column);
	const byStatus: Partial<Record<Status, number>> = {};
	for (const status of allStatuses) {
		const n = citations.filter(c => c.result.status === status).length;
		if (n) {
			byStatus[status] = n;
		}
	}
	return {
		root,
		citations,
		fileErrors,
		redact,
		summary: {
			files: notes.length + fileErrors.length,
			citations: citations.length,
			verified: byStatus.verified ?? 0,
			errors: citations.filter(c => c.result.severity === 'error').length + fileErrors.length,
			warnings: citations.filter(c => c.result.severity === 'warning').length,
			byStatus,
			skipped,
			unresolved: byStatus.unresolved ?? 0,
			unverified: byStatus.unverified ?? 0,
		},
	};
}

function compare(a: string, b: string): number {
	return a < b ? -1 : a > b ? 1 : 0;
}

/** Findings are results worth a line: anything not verified whose severity is not `off`. */
export function isFinding(c: ReportedCitation): boolean {
	return c.result.status !== 'verified' && c.result.severity !== 'off';
}
