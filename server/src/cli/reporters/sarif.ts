import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import { allStatuses, projectFileOf } from '../../core';
import { displayPath, isFinding, type Report, type ReportedCitation } from '../report';

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
				...report.citations.filter(isFinding).map(c => {
					const related = relatedPlaces(c).map((place, k) => ({
						id: k + 1,
						message: { text: place.text },
						physicalLocation: { artifactLocation: artifact(c.root, place.source), region: { startLine: place.startLine, endLine: place.endLine } },
					}));
					return {
						ruleId: c.result.status,
						level: level(c.result.severity),
						message: { text: c.result.message },
						locations: [{
							physicalLocation: {
								artifactLocation: artifact(c.root, c.result.file),
								region: { startLine: c.line, startColumn: c.column, endLine: c.endLine, endColumn: c.endColumn + 1 },
							},
						}],
						...(related.length ? { relatedLocations: related } : {}),
					};
				}),
			],
		}],
	};
}

/**
 * Where else a finding points, as the text report lists it: the sources a
 * misattributed quote occurs in, the occurrences of an ambiguous or
 * out-of-range one in the cited file. Root-relative project files only: an
 * occurrence in a Git commit or behind a URL is no file of the checkout.
 */
function relatedPlaces(c: ReportedCitation): { source: string; startLine: number; endLine: number; text: string }[] {
	const r = c.result;
	const places = (r.foundIn ?? []).map(f => ({ source: f.source, startLine: f.startLine, endLine: f.endLine, text: 'where the quote occurs' }));
	if (projectFileOf(r.citation.target) !== undefined && r.source !== undefined && (r.status === 'ambiguous' || r.status === 'out_of_range')) {
		const occurrences = r.occurrences ?? [];
		const count = Math.max(r.count ?? 0, occurrences.length);
		places.push(...occurrences.map((o, k) => ({
			source: r.source!, startLine: o.startLine, endLine: o.endLine,
			text: r.status === 'ambiguous' ? `occurrence ${k + 1} of ${count}` : 'where the quote occurs, outside the cited range',
		})));
	}
	return places;
}
