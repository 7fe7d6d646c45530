import * as assert from 'node:assert/strict';
import { after, before, suite, test } from 'node:test';
import type { CodeAction, CompletionItem, Hover, Location, TextEdit } from 'vscode-languageserver-protocol';
import { serverHere } from '../helpers/inProcessServer';
import type { LspClient } from '../helpers/lspClient';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

const library = lines(
	'@book{smith2020,',
	'  author = {Smith, Jane},',
	'  title = {The {Archive}},',
	'  year = {2020},',
	'  file = {Full Text:files/smith.txt:text/plain}',
	'}',
	'@book{smyth1999, author = {Smyth, A.}, title = {Other}, year = 1999}',
);
const note = lines(
	'> The archive is never neutral.',
	'> --- [@smith2020, l. 1]',
	'',
	'"Every record" [@sm',
	'',
	'> The archive is always neutral.',
	'> --- [@smith2020]',
	'',
	'"Every record was kept by nobody." [@smith2020, l. 2]',
	'',
);

suite('Pandoc keys in the language server', () => {
	let project: TempProject;
	let client: LspClient;

	before(async () => {
		project = new TempProject({
			'verbatim.json': JSON.stringify({ bibliography: 'refs/library.bib' }),
			'refs/library.bib': library,
			'refs/files/smith.txt': 'The archive is never neutral.\nEvery record was kept by someone.\n',
		});
		client = serverHere(project.root);
		await client.start();
		await client.open('notes/n.md', note);
	});

	after(async () => {
		await client.stop();
		project.dispose();
	});

	const at = <T>(method: string, line: number, character: number): Promise<T> =>
		client.connection.sendRequest(method, { textDocument: { uri: client.uri('notes/n.md') }, position: { line, character } }) as Promise<T>;

	test('Should complete keys after [@ with their author, year and title', async () => {
		const items = await at<CompletionItem[]>('textDocument/completion', 3, 19);
		assert.deepEqual(items.map(i => [i.label, i.insertText, i.detail]), [
			['smith2020', 'ith2020', 'Smith, Jane (2020). The Archive'],
			['smyth1999', 'yth1999', 'Smyth, A. (1999). Other'],
		]);
	});

	test('Should hover on a key with its entry, and verify its quote', async () => {
		const hover = await at<Hover>('textDocument/hover', 1, 10);
		assert.match((hover.contents as { value: string }).value, /\*\*@smith2020\*\*\n\nSmith, Jane \(2020\)\n\n\*The Archive\*\n\nin refs\/library\\\.bib/);
		const verdict = await at<Hover>('textDocument/hover', 0, 5);
		assert.match((verdict.contents as { value: string }).value, /^\*\*Verbatim: verified\*\* — quote occurs once in the cited range of refs\/files\/smith\.txt \(line 1\)/);
		const d = await client.waitFor('notes/n.md', ds => ds.length > 0);
		assert.deepEqual(d.map(x => [x.code, x.range.start.line]), [['absent', 5], ['absent', 8]]);
	});

	test('Should go from a key to its entry in the bibliography', async () => {
		const location = await at<Location>('textDocument/definition', 1, 10);
		assert.equal(location.uri, client.uri('refs/library.bib'));
		assert.deepEqual(location.range.start, { line: 0, character: 0 });
	});

	test('Should insert a citation in Pandoc\'s form', async () => {
		const r = await client.connection.sendRequest('verbatim/quote', { sourceUri: client.uri('refs/files/smith.txt'), text: 'Every record was kept', noteUri: client.uri('notes/n.md'), form: 'pandoc' }) as { kind: string; occurrences: { citation: string }[] };
		assert.deepEqual(r.occurrences.map(o => o.citation), ['> Every record was kept\n> --- [@smith2020, l. 2]\n']);
	});

	test('Should offer the source\'s words as fixes written with the key', async () => {
		const d = await client.waitFor('notes/n.md', ds => ds.length > 1);
		const fixes = async (line: number) => (await client.connection.sendRequest('textDocument/codeAction', {
			textDocument: { uri: client.uri('notes/n.md') },
			range: { start: { line, character: 3 }, end: { line, character: 3 } },
			context: { diagnostics: d.filter(x => x.range.start.line === line) },
		}) as CodeAction[]).filter(a => a.kind === 'quickfix').map(a => [a.title, (a.edit!.changes![client.uri('notes/n.md')]! as TextEdit[]).map(e => e.newText).join('')]);
		assert.deepEqual(await fixes(5), [['Replace with the source\'s words', '> The archive is never neutral.\n> --- [@smith2020, l. 1]']]);
		assert.deepEqual(await fixes(8), [['Replace with the source\'s words', 'Every record was kept by someone.']]);
	});
});

suite('Pandoc keys when the bibliography changes on disk', () => {
	test('Should recheck an open note when its key comes to name another file', async () => {
		const bib = (file: string) => `@book{smith2020, title = {The Archive}, file = {Full Text:${file}:text/plain}}\n`;
		const project = new TempProject({
			'verbatim.json': JSON.stringify({ bibliography: 'refs/library.bib' }),
			'refs/library.bib': bib('files/smith.txt'),
			'refs/files/smith.txt': 'The archive is never neutral.\n',
			'refs/files/other.txt': 'Nothing of the kind.\n',
		});
		const client = serverHere(project.root);
		after(async () => {
			await client.stop();
			project.dispose();
		});
		await client.start();
		await client.open('notes/n.md', lines('> The archive is never neutral.', '> --- [@smith2020]', ''));
		const status = async () => ((await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: client.uri('notes/n.md') }, position: { line: 0, character: 5 } })) as Hover | null);
		assert.match(((await status())!.contents as { value: string }).value, /Verbatim: verified/);
		const bibChanged = async (file: string) => {
			project.write('refs/library.bib', bib(file));
			await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: client.uri('refs/library.bib'), type: 2 }] });
		};
		await bibChanged('files/other.txt');
		const d = await client.waitFor('notes/n.md', ds => ds.length > 0);
		assert.deepEqual(d.map(x => [x.code, x.range.start.line]), [['absent', 0]]);
		// Twice: the first change may be seen by the recheck of open notes that follows startup.
		await bibChanged('files/smith.txt');
		await client.waitFor('notes/n.md', ds => ds.length === 0, 5_000);
	});
});
