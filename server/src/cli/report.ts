import * as path from 'node:path';
import type { CitationResult, FileError, NoteReport, Status } from '../core';
import { LineIndex, allStatuses, append } from '../core';

export type { FileError } from '../core';

/** A file error with the root of its project. */
export interface ReportedFileError extends FileError {
	readonly root: string;
}

/** One citation, positioned for reporting (1-based lines; columns in code points). */
export interface ReportedCitation {
	readonly result: CitationResult;
	/** The root of the citation's project, absolute (`result.file` is relative to it). */
	readonly root: string;
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
	/** The working folder: reporters name files relative to it. */
	readonly cwd: string;
	/** The outermost project's root. */
	readonly root: string;
	/** Every project checked, outermost first (nested projects keep their own root and configuration). */
	readonly roots: readonly string[];
	readonly citations: readonly ReportedCitation[];
	readonly fileErrors: readonly ReportedFileError[];
	readonly summary: Summary;
	readonly redact: boolean;
}

/** The checked notes of one project. */
export interface ProjectResults {
	readonly root: string;
	readonly notes: readonly { report: NoteReport; text: string }[];
	readonly fileErrors: readonly FileError[];
}

/** A project file's path as the user can open it: relative to `base` with `/`, or absolute when on another drive. */
export function displayPath(base: string, root: string, file: string): string {
	const abs = path.join(root, ...file.split('/'));
	const rel = path.relative(base, abs);
	return (rel === '' ? '.' : path.isAbsolute(rel) ? abs : rel).split(path.sep).join('/');
}

/** Positions results in their notes and sums them up over every project; citations come ordered by path, then line. */
export function buildReport(projects: readonly ProjectResults[], redact: boolean, cwd: string): Report {
	const citations: ReportedCitation[] = [];
	const fileErrors: ReportedFileError[] = [];
	let skipped = 0;
	let files = 0;
	for (const project of projects) {
		skipped += position(project, citations);
		files += project.notes.length + project.fileErrors.length;
		append(fileErrors, project.fileErrors.map(e => ({ ...e, root: project.root })));
	}
	const root = projects[0]?.root ?? cwd;
	// Ordered by the path from the outermost root, as the JSON report names files, wherever the command ran.
	const shown = new Map<string, string>();
	const where = (c: ReportedCitation): string => {
		const key = `${c.root}\0${c.result.file}`;
		let p = shown.get(key);
		if (p === undefined) {
			shown.set(key, p = displayPath(root, c.root, c.result.file));
		}
		return p;
	};
	citations.sort((a, b) => compare(where(a), where(b)) || a.line - b.line || a.column - b.column);
	return { cwd, root, roots: projects.map(p => p.root), citations, fileErrors, redact, summary: summarize(citations, fileErrors, files, skipped) };
}

/** Adds the project's citations with their line and column; returns how many were skipped. */
function position(project: ProjectResults, citations: ReportedCitation[]): number {
	let skipped = 0;
	for (const { report, text } of project.notes) {
		skipped += report.skipped;
		const lines = new LineIndex(text);
		for (const result of report.results) {
			const { start, end } = result.citation.span;
			const last = Math.max(start, end - 1);
			citations.push({
				result,
				root: project.root,
				line: lines.lineAt(start),
				column: lines.columnAt(start),
				endLine: lines.lineAt(last),
				// The column of the last character, whose UTF-16 offset may be the second half of a surrogate pair.
				endColumn: lines.columnAt(last),
			});
		}
	}
	return skipped;
}

function summarize(citations: readonly ReportedCitation[], fileErrors: readonly FileError[], files: number, skipped: number): Summary {
	const byStatus: Partial<Record<Status, number>> = {};
	for (const status of allStatuses) {
		const n = citations.filter(c => c.result.status === status).length;
		if (n) {
			byStatus[status] = n;
		}
	}
	return {
		files,
		citations: citations.length,
		verified: byStatus.verified ?? 0,
		errors: citations.filter(c => c.result.severity === 'error').length + fileErrors.length,
		warnings: citations.filter(c => c.result.severity === 'warning').length,
		byStatus,
		skipped,
		unresolved: byStatus.unresolved ?? 0,
		unverified: byStatus.unverified ?? 0,
	};
}

function compare(a: string, b: string): number {
	return a < b ? -1 : a > b ? 1 : 0;
}

/** Findings are results worth a line: anything not verified whose severity is not `off`. */
export function isFinding(c: ReportedCitation): boolean {
	return c.result.status !== 'verified' && c.result.severity !== 'off';
}
