import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { suite, test } from 'node:test';
import type { Hover } from 'vscode-languageserver-protocol';
import { runInProcess } from '../helpers/inProcessCli';
import { repoRoot } from '../helpers/project';
import { webServerBundle, withWebServer } from '../helpers/webServer';

const source = '# Memo\nThe shipment was delayed at the port.\nCustoms released it on Friday.\n';
const files = {
	'verbatim.json': '{ "sources": ["sources/**"] }\n',
	'sources/memo.md': source,
	'.gitignore': 'drafts/\n',
	'drafts/ignored.md': '> Not checked at all.\n> --- `sources/memo.md`\n',
};
const wrong = '# Note\n\n> The shipment was delayed at the airport.\n> --- `sources/memo.md:2`\n';
const right = wrong.replace('airport', 'port');

suite('The browser\'s language server (dist/web/server.js) over the editor\'s file system', () => {
	test('Should load no Node built-in module (every test here runs the bundle with process, setImmediate, Buffer and require hidden)', () => {
		const code = readFileSync(webServerBundle, 'utf8');
		assert.doesNotMatch(code, /require\(["']node:|require\(["'](fs|path|os|child_process|crypto|worker_threads|url|stream|buffer)["']\)/);
	});

	test('Should show an absent quote through files read by the client, and clear it when the quote is corrected', () => withWebServer({ ...files }, async s => {
		await s.open('notes/a note.md', wrong);
		const d = await s.diagnosticsOf('notes/a note.md', ds => ds.length > 0);
		assert.deepEqual(d.map(x => [x.code, x.range.start.line]), [['absent', 2]]);
		await s.change('notes/a note.md', right, 2);
		await s.diagnosticsOf('notes/a note.md', ds => ds.length === 0);
		assert.ok(s.asked.every(uri => uri.startsWith(`${s.folder}/`) || uri === s.folder), `asked outside the folder: ${s.asked.filter(u => !u.startsWith(s.folder)).join(', ')}`);
	}));

	test('Should leave Git and documents without a stored canonical text unverified, naming the command that checks them', () => withWebServer({ ...files, 'sources/filing.pdf': readFileSync(path.join(repoRoot, 'test/fixtures/pdf/filing.pdf')) }, async s => {
		await s.open('notes/n.md', `${right}\n> The shipment was delayed at the port.\n> --- \`sources/memo.md:2\` @ \`0123abcd\`\n\n> No further action is warranted.\n> --- \`sources/filing.pdf:p2\`\n`);
		const d = await s.diagnosticsOf('notes/n.md', ds => ds.length === 2);
		assert.deepEqual(d.map(x => x.code), ['unverified', 'unverified']);
		assert.match(d[0]!.message, /VS Code for the Web: `verbatim check` reads it/);
		assert.match(d[1]!.message, /run `verbatim render sources\/filing\.pdf`/);
	}));

	test('Should read a stored canonical text through the client, and say that `verbatim check` checks it against its PDF', () => {
		const project = { ...files, 'sources/filing.pdf': readFileSync(path.join(repoRoot, 'test/fixtures/pdf/filing.pdf')) };
		return withWebServer(project, async s => {
			const rendered = await runInProcess(s.project, ['render', 'sources/filing.pdf']);
			assert.equal(rendered.status, 0, rendered.stderr);
			await s.open('notes/n.md', '> No further action is warranted.\n> --- `sources/filing.pdf:p2`\n');
			const d = await s.diagnosticsOf('notes/n.md', ds => ds.length === 1);
			assert.equal(d[0]!.code, 'unverified');
			assert.match(d[0]!.message, /cannot be checked against its PDF here \(no extractor runs\); run `verbatim check`/);
			assert.ok(s.asked.some(u => u.includes('/.verbatim/renders/')), 'the stored render was read through the client');
		});
	});

	test('Should honour .gitignore when listing through the client: an ignored note is not checked', () => withWebServer({ ...files, 'notes/kept.md': wrong }, async s => {
		const counts = await s.client.sendRequest('verbatim/checkWorkspace') as { notes: number; citations: number; failing: number };
		// notes/kept.md and sources/memo.md (Markdown, so a note by default); drafts/ignored.md would be a third, with a second citation.
		assert.deepEqual(counts, { notes: 2, citations: 1, verified: 0, failing: 1 });
	}));

	test('Should hover a citation, and build a citation of a selection (Copy as Citation) but not one at a commit', () => withWebServer({ ...files }, async s => {
		await s.open('notes/n.md', wrong);
		await s.diagnosticsOf('notes/n.md', ds => ds.length > 0);
		const hover = await s.client.sendRequest('textDocument/hover', { textDocument: { uri: s.uri('notes/n.md') }, position: { line: 2, character: 5 } }) as Hover;
		assert.match(JSON.stringify(hover.contents), /absent/);
		const quote = await s.client.sendRequest('verbatim/quote', { sourceUri: s.uri('sources/memo.md'), text: 'Customs released it on Friday.', noteUri: s.uri('notes/n.md') }) as { kind: string; occurrences: { citation: string }[] };
		assert.equal(quote.kind, 'ok');
		assert.match(quote.occurrences[0]!.citation, /^> Customs released it on Friday\.\n> --- `\.\.\/sources\/memo\.md:3` @ `sha256:[0-9a-f]{64}`\n$/);
		const atHead = await s.client.sendRequest('verbatim/quote', { sourceUri: s.uri('sources/memo.md'), text: 'Customs released it on Friday.', commit: 'HEAD' }) as { kind: string; message: string };
		assert.deepEqual(atHead, { kind: 'error', message: 'citing at a commit needs Git, which VS Code for the Web does not read: use `verbatim quote --commit HEAD` in a clone' });
	}));

	test('Should check a Pandoc key of a front matter bibliography, running the bibliography readers only for such a note', () => withWebServer({ ...files, 'refs/refs.bib': '@report{memo, file = {../sources/memo.md}}\n' }, async s => {
		await s.open('notes/n.md', right);
		await s.diagnosticsOf('notes/n.md', ds => ds.length === 0);
		assert.deepEqual(s.chunksRun, [], 'a note of paths needs no chunk');
		const keys = '---\nbibliography: ../refs/refs.bib\n---\n# Keys\n\n> The shipment was delayed at the port.\n> --- [@memo, l. 2]\n\n> The shipment was delayed at the airport.\n> --- [@memo, l. 2]\n';
		await s.open('notes/keys.md', keys);
		const d = await s.diagnosticsOf('notes/keys.md', ds => ds.length > 0);
		assert.deepEqual(d.map(x => [x.code, x.range.start.line]), [['absent', 8]]);
		assert.deepEqual(s.chunksRun, ['bibliography']);
	}));

	test('Should run GFM and the named character references as chunks when a note needs them, and once', () => withWebServer({ ...files }, async s => {
		await s.open('notes/n.md', `${wrong.replace('airport', 'air&shy;port')}\n- A list:\n  > The shipment was ~~not~~ delayed at the port.\n  > --- \`sources/memo.md:2\`\n`);
		const d = await s.diagnosticsOf('notes/n.md', ds => ds.length > 0);
		assert.deepEqual(d.map(x => [x.code, x.range.start.line]), [['absent', 2], ['absent', 6]]);
		assert.deepEqual(s.chunksRun.sort(), ['entities', 'gfm']);
		await s.change('notes/n.md', `${right.replace('# Note', '# Caf&eacute; ~~notes~~')}\n- A list:\n  > The shipment was delayed at the port.\n  > --- \`sources/memo.md:2\`\n`, 2);
		await s.diagnosticsOf('notes/n.md', ds => ds.length === 0);
		assert.deepEqual(s.chunksRun.sort(), ['entities', 'gfm']);
	}));

	test('Should read verbatim.json in one request, and report one that is a folder', async () => {
		await withWebServer({ ...files }, async s => {
			await s.open('notes/n.md', wrong);
			await s.diagnosticsOf('notes/n.md', ds => ds.length > 0);
			assert.deepEqual(s.asked.filter(u => u.endsWith('/verbatim.json')), [s.uri('verbatim.json')]);
		});
		await withWebServer({ 'verbatim.json/a.md': '# A folder\n', 'sources/memo.md': source }, async s => {
			await s.open('notes/n.md', wrong);
			const d = await s.diagnosticsOf('verbatim.json', ds => ds.length > 0);
			assert.match(d[0]!.message, /is not a regular file/);
		});
	});

	test('Should refuse a path that leaves the folder without asking the client for it', () => withWebServer({ ...files }, async s => {
		await s.open('notes/n.md', '> Anything at all here.\n> --- `../../outside.md`\n');
		const d = await s.diagnosticsOf('notes/n.md', ds => ds.length === 1);
		assert.notEqual(d[0]!.code, 'verified');
		assert.ok(!s.asked.some(u => u.includes('outside')), s.asked.join(', '));
	}));
});
