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
});
