import { formatLines, formatRange, projectFileOf } from '../../core';
import { displayPath, isFinding, type Report, type ReportedCitation } from '../report';

export interface TextOptions {
	readonly color: boolean;
	readonly quiet: boolean;
}

const colors = { error: '\x1b[31m', warning: '\x1b[33m', info: '\x1b[36m', dim: '\x1b[2m', reset: '\x1b[0m' } as const;

/** One line per finding (`file:line:col status message`), context for failures, then a summary line. */
export function toText(report: Report, options: TextOptions): string {
	const paint = (code: keyof typeof colors, s: string): string => (options.color ? `${colors[code]}${s}${colors.reset}` : s);
	const lines: string[] = [];
	for (const e of report.fileErrors) {
		lines.push(`${displayPath(report.cwd, e.root, e.file)}:1:1 ${paint('error', 'source_error')} ${e.message}`);
	}
	for (const c of report.citations.filter(isFinding)) {
		if (options.quiet && c.result.severity !== 'error') {
			continue;
		}
		const sev = c.result.severity === 'error' ? 'error' : c.result.severity === 'warning' ? 'warning' : 'info';
		lines.push(`${displayPath(report.cwd, c.root, c.result.file)}:${c.line}:${c.column} ${paint(sev, c.result.status)} ${c.result.message}`);
		lines.push(...context(c, report).map(l => paint('dim', `    ${l}`)));
	}
	if (!options.quiet) {
		const s = report.summary;
		const notChecked = `skipped ${s.skipped}, unresolved ${s.unresolved}, unverified ${s.unverified}`;
		lines.push(`${s.files} file(s), ${s.citations} citation(s): ${s.verified} verified, ${s.errors} error(s), ${s.warnings} warning(s); not checked: ${notChecked}`);
	}
	return lines.length ? `${lines.join('\n')}\n` : '';
}

/** What the writer needs to fix a failure: the nearest passage, where it occurs, what an elision omitted. */
function context(c: ReportedCitation, report: Report): string[] {
	const r = c.result;
	const redact = report.redact;
	const out: string[] = [];
	// Project files are named from the working folder, like the notes; a URL or Git source as written.
	const local = projectFileOf(r.citation.target) !== undefined;
	const source = local && r.source ? displayPath(report.cwd, c.root, r.source) : r.source;
	if (r.suggestion) {
		out.push(redact
			? `nearest passage: ${source}:${formatRange(r.suggestion)}`
			: `nearest passage (${source}:${formatRange(r.suggestion)}): ${oneLine(r.suggestion.text)}`);
	}
	if (r.status === 'ambiguous' || r.status === 'out_of_range') {
		for (const o of r.occurrences ?? []) {
			out.push(`occurs at ${source}:${formatRange(o)}`);
		}
	}
	for (const f of r.foundIn ?? []) {
		out.push(`found in ${displayPath(report.cwd, c.root, f.source)}:${formatRange(f)}`);
	}
	if (r.status === 'unsafe_elision' && !redact) {
		for (const o of r.omissions ?? []) {
			out.push(`omitted (${formatLines(o)}): ${oneLine(o.text)}`);
		}
	}
	return out;
}

function oneLine(text: string): string {
	const flat = text.replace(/\s+/g, ' ').trim();
	return flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;
}
