import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import { allStatuses } from '../../core';
import { displayPath, isFinding, type Report } from '../report';

/**
 * SARIF 2.1.0, for code-scanning dashboards. One rule per status. File URIs
 * are relative to `%SRCROOT%`, the working folder, as code scanning expects.
 */
export function toSarif(report: Report, version: string): object {
	const level = (s: string): string => (s === 'error' ? 'error' : s === 'warning' ? 'warning' : 'note');
	const artifact = (root: string, file: string): object => {
		const shown = displayPath(report.cwd, root, file);
		return isAbsolute(shown) ? { uri: pathToFileURL(shown).href } : { uri: encodeURI(shown), uriBaseId: '%SRCROOT%' };
	};
	const base = pathToFileURL(report.cwd).href;
	return {
		$schema: 'https://json.schemastore.org/sarif-2.1.0.json',
		version: '2.1.0',
		runs: [{
			tool: {
				driver: {
					name: 'verbatim',
					version,
					rules: allStatuses.map(id => ({ id, shortDescription: { text: id.replace(/_/g, ' ') } })),
				},
			},
			// Columns count code points, as in every other format; said, not left to a reader's default.
			columnKind: 'unicodeCodePoints',
			originalUriBaseIds: { '%SRCROOT%': { uri: base.endsWith('/') ? base : `${base}/` } },
			results: [
				...report.fileErrors.map(e => ({
					ruleId: 'source_error',
					level: 'error',
					message: { text: e.message },
					locations: [{ physicalLocation: { artifactLocation: artifact(e.root, e.file), region: { startLine: 1, startColumn: 1 } } }],
				})),
				...report.citations.filter(isFinding).map(c => ({
					ruleId: c.result.status,
					level: level(c.result.severity),
					message: { text: c.result.message },
					locations: [{
						physicalLocation: {
							artifactLocation: artifact(c.root, c.result.file),
							region: { startLine: c.line, startColumn: c.column, endLine: c.endLine, endColumn: c.endColumn + 1 },
						},
					}],
				})),
			],
		}],
	};
}
