import * as assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import { runInProcess } from '../helpers/inProcessCli';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

interface Related { id: number; message: { text: string }; physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string }; region: { startLine: number; endLine: number } } }
interface Result { ruleId: string; message: { text: string }; relatedLocations?: Related[] }

suite('SARIF', () => {
	test('Should give misattributed results the sources the quote occurs in, and ambiguous and out-of-range ones its occurrences, as related locations from %SRCROOT%', async () => {
		const p = new TempProject({
			'kb/verbatim.json': JSON.stringify({ sources: ['sources/**'] }),
			'kb/sources/a.md': lines('one two three four', 'filler', 'one two three four', 'five six seven eight', ''),
			'kb/sources/b.md': lines('intro', 'nine ten eleven twelve', ''),
			'kb/notes/n.md': lines(
				'> one two three four', '> --- `../sources/a.md`', '',
				'> nine ten eleven twelve', '> --- `../sources/a.md`', '',
				'> five six seven eight', '> --- `../sources/a.md:1-2`', '',
				'> one two three four', '> --- `../sources/a.md:1`', ''),
		});
		after(() => p.dispose());
		// From above the project, so every URI is a path from the working folder, not from the root.
		const r = await runInProcess(p, ['check', 'kb', '--format', 'sarif']);
		assert.equal(r.status, 1, r.stderr);
		const results = (JSON.parse(r.stdout) as { runs: { results: Result[] }[] }).runs[0]!.results;
		const related = (ruleId: string): { uri: string; lines: string; text: string }[] | undefined => results.find(x => x.ruleId === ruleId)!.relatedLocations?.map((l, k) => {
			assert.equal(l.id, k + 1);
			assert.equal(l.physicalLocation.artifactLocation.uriBaseId, '%SRCROOT%');
			assert.ok(existsSync(path.join(p.root, l.physicalLocation.artifactLocation.uri)), l.physicalLocation.artifactLocation.uri);
			const { startLine, endLine } = l.physicalLocation.region;
			return { uri: l.physicalLocation.artifactLocation.uri, lines: `${startLine}-${endLine}`, text: l.message.text };
		});
		assert.deepEqual(related('ambiguous'), [
			{ uri: 'kb/sources/a.md', lines: '1-1', text: 'occurrence 1 of 2' },
			{ uri: 'kb/sources/a.md', lines: '3-3', text: 'occurrence 2 of 2' },
		]);
		assert.deepEqual(related('misattributed'), [{ uri: 'kb/sources/b.md', lines: '2-2', text: 'where the quote occurs' }]);
		assert.deepEqual(related('out_of_range'), [{ uri: 'kb/sources/a.md', lines: '4-4', text: 'where the quote occurs, outside the cited range' }]);
		// A verified citation is no result; a finding with nothing elsewhere has no related location.
		assert.equal(results.length, 3);
	});
});
