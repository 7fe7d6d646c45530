import { displayPath, isFinding, type Report } from '../report';

/**
 * GitHub Actions workflow commands: one annotation per finding, on the
 * citation's lines. GitHub attaches an annotation only when its path is
 * relative to the checkout, `base` (GITHUB_WORKSPACE when set).
 */
export function toGithub(report: Report, base: string): string {
	const lines: string[] = [];
	for (const e of report.fileErrors) {
		lines.push(`::error file=${prop(displayPath(base, e.root, e.file))},line=1,col=1,title=verbatim source_error::${data(e.message)}`);
	}
	for (const c of report.citations.filter(isFinding)) {
		const level = c.result.severity === 'error' ? 'error' : c.result.severity === 'warning' ? 'warning' : 'notice';
		lines.push(`::${level} file=${prop(displayPath(base, c.root, c.result.file))},line=${c.line},col=${c.column},endLine=${c.endLine},endColumn=${c.endColumn},title=verbatim ${c.result.status}::${data(c.result.message)}`);
	}
	const s = report.summary;
	lines.push(`verbatim: ${s.citations} citation(s), ${s.verified} verified, ${s.errors} error(s), ${s.warnings} warning(s); not checked: skipped ${s.skipped}, unresolved ${s.unresolved}, unverified ${s.unverified}`);
	return `${lines.join('\n')}\n`;
}

function data(s: string): string {
	return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function prop(s: string): string {
	return data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
