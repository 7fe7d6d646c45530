import { allStatuses } from '../core';
import { displayPath, isFinding, type Report } from '../cli/report';

/**
 * The job summary (GITHUB_STEP_SUMMARY): a table of counts per status, then
 * every error with its location, relative to `base` (the checkout).
 */
export function toJobSummary(report: Report, base: string): string {
	const s = report.summary;
	const out = [
		'## Verbatim',
		'',
		`${s.citations} citation(s) in ${s.files} file(s): ${s.verified} verified, ${s.errors} error(s), ${s.warnings} warning(s).`,
		'',
		'| status | citations |',
		'|---|---:|',
		...allStatuses.filter(st => s.byStatus[st]).map(st => `| ${st} | ${s.byStatus[st]} |`),
	];
	if (report.fileErrors.length) {
		out.push(`| unreadable note | ${report.fileErrors.length} |`);
	}
	out.push(`| skipped (verbatim-disable) | ${s.skipped} |`);
	const errors = [
		...report.fileErrors.map(e => [displayPath(base, e.root, e.file), 1, 1, 'source_error', e.message] as const),
		...report.citations.filter(c => isFinding(c) && c.result.severity === 'error')
			.map(c => [displayPath(base, c.root, c.result.file), c.line, c.column, c.result.status, c.result.message] as const),
	];
	if (errors.length) {
		out.push('', '### Errors', '', '| location | status | message |', '|---|---|---|');
		for (const [file, line, column, status, message] of errors) {
			out.push(`| \`${cell(file)}:${line}:${column}\` | ${status} | ${cell(message)} |`);
		}
	}
	return `${out.join('\n')}\n`;
}

/** Table cells cannot hold a pipe or a line break. */
function cell(s: string): string {
	return s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}
