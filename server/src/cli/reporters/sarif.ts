import { allStatuses } from '../../core';
import { isFinding, type Report } from '../report';

/** SARIF 2.1.0, for code-scanning dashboards. One rule per status. */
export function toSarif(report: Report, version: string): object {
	const level = (s: string): string => (s === 'error' ? 'error' : s === 'warning' ? 'warning' : 'note');
	return {
		$schema: 'https://json.schemastore.org/sarif-2.1.0.json',
		version: '2.1.0',
		runs: [{
			tool: {
				driver: {
					name: 'verbatim',
					version,
					informationUri: 'https://github.com/verbatim/verbatim',
					rules: allStatuses.map(id => ({ id, shortDescription: { text: id.replace(/_/g, ' ') } })),
				},
			},
			originalUriBaseIds: { ROOT: { uri: `file://${report.root.endsWith('/') ? report.root : `${report.root}/`}` } },
			results: [
				...report.fileErrors.map(e => ({
					ruleId: 'source_error',
					level: 'error',
					message: { text: e.message },
					locations: [{ physicalLocation: { artifactLocation: { uri: e.file, uriBaseId: 'ROOT' }, region: { startLine: 1, startColumn: 1 } } }],
				})),
				...report.citations.filter(isFinding).map(c => ({
					ruleId: c.result.status,
					level: level(c.result.severity),
					message: { text: c.result.message },
					locations: [{
						physicalLocation: {
							artifactLocation: { uri: c.result.file, uriBaseId: 'ROOT' },
							region: { startLine: c.line, startColumn: c.column, endLine: c.endLine, endColumn: c.endColumn + 1 },
						},
					}],
				})),
			],
		}],
	};
}
