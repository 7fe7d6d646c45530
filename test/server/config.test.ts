// verbatim.json's errors as an editor shows them, over the real server:
// each a squiggle on the file at the exact range of what it blames, closed
// or open, gone once the file is fixed.
import * as assert from 'node:assert/strict';
import { after, before, suite, test } from 'node:test';
import { serverHere } from '../helpers/inProcessServer';
import type { LspClient } from '../helpers/lspClient';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

const secret = 'SECRET_TOKEN=hunter2';

suite('Language server: verbatim.json errors as diagnostics (docs/specification.md §7)', () => {
	let project: TempProject;
	let client: LspClient;

	before(async () => {
		project = new TempProject({
			'verbatim.json': lines('{', '  "strict": "yes",', '  "severity": { "absent": "error", "nonsense": "off" },', '  "include": ["**/*.md"]', '}'),
			'sources/s.md': 'alpha beta\n',
			'notes/n.md': lines('> alpha beta', '> --- `sources/s.md`'),
		});
		client = serverHere(project.root);
		await client.start();
	});

	after(async () => {
		await client.stop();
		project.dispose();
	});

	const changed = (): Promise<void> => client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: client.uri('verbatim.json'), type: 2 }] });

	test('Should squiggle each error of a closed verbatim.json at the range of the value or key it blames', async () => {
		const d = await client.waitFor('verbatim.json', ds => ds.length === 2);
		assert.deepEqual(d.map(x => [x.code, x.severity, x.message, x.range]), [
			['config', 1, 'strict: must be true or false', { start: { line: 1, character: 12 }, end: { line: 1, character: 17 } }],
			['config', 1, 'severity.nonsense: unknown status', { start: { line: 2, character: 35 }, end: { line: 2, character: 45 } }],
		]);
	});

	test('Should move the squiggle to a syntax error, name what was expected, and echo none of the file', async () => {
		project.write('verbatim.json', lines('{', `  "strict": ${secret},`, '}'));
		await client.open('verbatim.json', lines('{', `  "strict": ${secret},`, '}'));
		await changed();
		const d = await client.waitFor('verbatim.json', ds => ds.length === 1 && ds[0]!.range.start.line === 1);
		assert.deepEqual(d[0]!.range, { start: { line: 1, character: 12 }, end: { line: 1, character: 12 + secret.length } });
		assert.match(d[0]!.message, /^not valid JSON: /);
		assert.doesNotMatch(JSON.stringify(d), /hunter2|SECRET/);
	});

	test('Should clear the squiggles once the file is fixed', async () => {
		project.write('verbatim.json', lines('{', '  "strict": true', '}'));
		await changed();
		await client.waitFor('verbatim.json', ds => ds.length === 0);
	});
});
