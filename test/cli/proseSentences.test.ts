import * as assert from 'node:assert/strict';
import { after, suite, test } from 'node:test';
import { runInProcess } from '../helpers/inProcessCli';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

suite('verbatim check: a sentence that begins with a link or a code span (docs/specification.md §1.2)', () => {
	test('Should not check a quote of the next sentence against the link a verbatim sentence before it cites', async () => {
		const p = new TempProject({
			'sources/memo.md': lines('The board met on Monday.', ''),
			'notes/n.md': lines(
				'The minutes were copied verbatim from [the memo](../sources/memo.md). [The memo](../sources/memo.md) calls the meeting "a waste of an afternoon" in passing.',
				'',
				'We keep the memo verbatim! `sources/memo.md` says it was "the longest meeting ever" ([memo](../sources/memo.md)).',
				'',
				'Copied verbatim? *the memo* calls it "a quiet meeting" ([memo](../sources/memo.md)).',
				'',
				'As the memo puts it, verbatim, "The board met on Monday." ([memo](../sources/memo.md)).',
				'',
			),
		});
		after(() => p.dispose());
		const r = await runInProcess(p, ['check', '--format', 'json']);
		assert.equal(r.status, 0, r.stdout);
		const report = JSON.parse(r.stdout) as { citations: { line: number; status: string }[] };
		assert.deepEqual(report.citations.map(c => [c.line, c.status]), [[7, 'verified']]);
	});
});
