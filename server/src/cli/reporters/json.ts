import type { Report, ReportedCitation } from '../report';

/** The `--format json` object (SPEC §5): a public contract, documented in docs/json-report.md. */
export function toJson(report: Report): object {
	return {
		version: 1,
		root: report.root,
		summary: report.summary,
		citations: report.citations.map(c => citationJson(c, report.redact)),
		...(report.fileErrors.length ? { fileErrors: report.fileErrors } : {}),
	};
}

function citationJson(c: ReportedCitation, redact: boolean): object {
	const r = c.result;
	const cit = r.citation;
	const out: Record<string, unknown> = {
		file: r.file,
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
	for (const key of Object.keys(out)) {
		if (out[key] === undefined || (Array.isArray(out[key]) && (out[key] as unknown[]).length === 0)) {
			delete out[key];
		}
	}
	return out;
}
