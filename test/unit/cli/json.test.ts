import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { buildReport } from '../../../server/src/cli/report';
import { toJson, writeJson } from '../../../server/src/cli/reporters/json';
import { createChecker, defaultConfig, noopToken } from '../../../server/src/core';
import { InMemoryWorkspace } from '../../helpers/inMemoryWorkspace';
import { lines } from '../../helpers/text';

suite('JSON reporter', () => {
	test('Should stream exactly the text of JSON.stringify(report, null, 2)', async () => {
		const workspace = new InMemoryWorkspace({ 's.md': 'alpha beta gamma\nalpha beta' });
		const checker = createChecker({ workspace, config: defaultConfig });
		const note = lines('> alpha beta', '> --- `s.md`', '', '> gamma', '> --- `s.md:2`', '', '> "q\\"uote" é', '> --- `missing.md`');
		const report = (await checker.checkNote('n.md', note, noopToken))!;
		for (const [citations, errors, redact] of [[true, true, false], [false, false, true], [true, false, true]] as const) {
			const project = { root: '/root "x"', notes: citations ? [{ report, text: note }] : [], fileErrors: errors ? [{ file: 'bad.md', message: 'note is not valid UTF-8' }] : [] };
			const built = buildReport([project], redact, '/root "x"/sub');
			let streamed = '';
			writeJson(built, chunk => {
				streamed += chunk;
			});
			assert.equal(streamed, `${JSON.stringify(toJson(built), null, 2)}\n`);
		}
	});

	test('Should stream the same text when citations span several batches', async () => {
		const workspace = new InMemoryWorkspace({ 's.md': 'alpha beta gamma\nalpha beta' });
		const checker = createChecker({ workspace, config: defaultConfig });
		// 600 citations in two notes: batches of the stream end inside a note and between notes.
		const note = Array.from({ length: 300 }, (_, k) => (k % 3 ? '> gamma\n> --- `s.md`\n' : '> alpha beta\n> --- `s.md`\n')).join('\n');
		const report = (await checker.checkNote('n.md', note, noopToken))!;
		const other = (await checker.checkNote('m.md', note, noopToken))!;
		const built = buildReport([{ root: '/r', notes: [{ report, text: note }, { report: other, text: note }], fileErrors: [] }], false, '/r');
		assert.equal(built.citations.length, 600);
		let streamed = '';
		writeJson(built, chunk => {
			streamed += chunk;
		});
		assert.equal(streamed, `${JSON.stringify(toJson(built), null, 2)}\n`);
	});
});
