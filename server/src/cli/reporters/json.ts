import { displayPath, type Report, type ReportedCitation, type ReportedFileError } from '../report';

/** The `--format json` object (docs/specification.md §5.2): a public contract, documented in docs/json-report.md. */
export function toJson(report: Report): object {
	return {
		version: 1,
		root: report.root,
		cwd: report.cwd,
		roots: report.roots,
		summary: report.summary,
		citations: report.citations.map(c => citationJson(c, report)),
		...(report.fileErrors.length ? { fileErrors: report.fileErrors.map(e => fileErrorJson(e, report)) } : {}),
	};
}

/**
 * Writes the same text as `JSON.stringify(toJson(report), null, 2)`, one
 * citation at a time, so a report of many citations is never one huge string.
 */
export function writeJson(report: Report, output: (chunk: string) => void): void {
	// Pieces go out joined, 64 KB at a time: a pipe read slower than it is written queues each
	// write, and 20,000 small ones held four times their text in the heap.
	let pending: string[] = [];
	let size = 0;
	const flush = (): void => {
		if (pending.length) {
			output(pending.join(''));
		}
		pending = [];
		size = 0;
	};
	const write = (chunk: string): void => {
		pending.push(chunk);
		size += chunk.length;
		if (size >= 64 * 1024) {
			flush();
		}
	};
	const indent = (text: string, by: number): string => text.replace(/\n/g, `\n${' '.repeat(by)}`);
	const head = { version: 1, root: report.root, cwd: report.cwd, roots: report.roots };
	write(`${JSON.stringify(head, null, 2).slice(0, -2)},\n  "summary": ${indent(JSON.stringify(report.summary, null, 2), 2)},\n  "citations": [`);
	// A batch at the depth it has in the whole, so its text needs no re-indenting (a copy of the report, and much of its cost).
	const paths = new Map<string, string>();
	for (let k = 0; k < report.citations.length; k += 256) {
		const batch = report.citations.slice(k, k + 256).map(c => citationJson(c, report, paths));
		const text = JSON.stringify({ citations: batch }, null, 2);
		write(`${k ? ',' : ''}\n${text.slice(text.indexOf('[') + 2, text.length - '\n  ]\n}'.length)}`);
	}
	write(report.citations.length ? '\n  ]' : ']');
	if (report.fileErrors.length) {
		write(`,\n  "fileErrors": ${indent(JSON.stringify(report.fileErrors.map(e => fileErrorJson(e, report)), null, 2), 2)}`);
	}
	write('\n}\n');
	flush();
}

/** `file` is relative to the report's (outermost) root, wherever the command ran; `root` and `projectFile` keep where it lies in its own project. */
function fileErrorJson(e: ReportedFileError, report: Report): object {
	return { file: displayPath(report.root, e.root, e.file), root: e.root, projectFile: e.file, message: e.message };
}

/** `paths`: report paths already worked out, by root and file (a note has many citations). */
function citationJson(c: ReportedCitation, report: Report, paths?: Map<string, string>): object {
	const redact = report.redact;
	const r = c.result;
	const cit = r.citation;
	const key = `${c.root}\u0000${r.file}`;
	let file = paths?.get(key);
	if (file === undefined) {
		file = displayPath(report.root, c.root, r.file);
		paths?.set(key, file);
	}
	const out: Record<string, unknown> = {
		file,
		root: c.root,
		projectFile: r.file,
		line: c.line,
		column: c.column,
		endLine: c.endLine,
		endColumn: c.endColumn,
		form: cit.form,
		quote: redact ? undefined : cit.quote,
		source: r.source,
		version: cit.version,
		ranges: cit.ranges,
		profile: r.profile,
		status: r.status,
		severity: r.severity,
		count: r.count,
		message: r.message,
		occurrences: r.occurrences?.map(o => ({ startLine: o.startLine, endLine: o.endLine })),
		foundIn: r.foundIn?.map(f => ({ source: f.source, startLine: f.startLine, endLine: f.endLine })),
		suggestion: r.suggestion && (redact ? { startLine: r.suggestion.startLine, endLine: r.suggestion.endLine } : r.suggestion),
		omissions: r.omissions?.map(o => (redact ? { startLine: o.startLine, endLine: o.endLine } : o)),
	};
	// `JSON.stringify` leaves out undefined values; `delete` would turn each of 20,000 objects into a slow dictionary.
	for (const key of Object.keys(out)) {
		if (Array.isArray(out[key]) && (out[key] as unknown[]).length === 0) {
			out[key] = undefined;
		}
	}
	return out;
}
