import * as assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { after, before, suite, test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, Hover, Location, TextEdit } from 'vscode-languageserver-protocol';
import { LspClient } from '../helpers/lspClient';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

const filing = lines('Preamble.', 'The claim was settled in full.', 'Other text here.', 'The claim was settled in full.', 'The confidential figure was large.', '');
const note = lines(
	'# Note', '',
	'> The claim was settled in full.', '> --- `sources/filing.md`', '',
	'> The confidential figure was large.', '> --- `sources/filing.md`', '',
);

suite('Language server over stdio', () => {
	let project: TempProject;
	let client: LspClient;

	before(async () => {
		project = new TempProject({ 'sources/filing.md': filing, 'notes/n.md': note });
		client = new LspClient(project.root);
		const init = await client.start() as { capabilities: { codeActionProvider: unknown; hoverProvider: boolean } };
		assert.ok(init.capabilities.codeActionProvider && init.capabilities.hoverProvider);
		await client.open('notes/n.md', note);
	});

	after(async () => {
		await client.stop();
		project.dispose();
	});

	test('Should publish a diagnostic on the quote with source verbatim and the status as code', async () => {
		const d = await client.waitFor('notes/n.md', ds => ds.length > 0);
		assert.deepEqual(d.map(x => [x.code, x.source, x.severity, x.range.start.line, x.range.start.character]), [['ambiguous', 'verbatim', 1, 2, 2]]);
		assert.match(d[0]!.message, /occurs 2 times/);
		assert.equal(d[0]!.relatedInformation?.length, 2);
	});

	test('Should hover with status, profile, pin state and the passage', async () => {
		const hover = await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: client.uri('notes/n.md') }, position: { line: 5, character: 5 } }) as Hover;
		const value = (hover.contents as { value: string }).value;
		assert.match(value, /\*\*Verbatim: verified\*\*/);
		assert.match(value, /profile: `prose`/);
		assert.match(value, /pin: none/);
		assert.match(value, /sources\/filing\.md:5/);
	});

	test('Should go to the occurrence in the source', async () => {
		const loc = await client.connection.sendRequest('textDocument/definition', { textDocument: { uri: client.uri('notes/n.md') }, position: { line: 5, character: 5 } }) as Location;
		assert.equal(loc.uri, client.uri('sources/filing.md'));
		assert.equal(loc.range.start.line, 4);
	});

	test('Should offer one quick fix per occurrence, and applying one clears the diagnostic', async () => {
		const [diagnostic] = await client.waitFor('notes/n.md', ds => ds.length > 0);
		const actions = await client.connection.sendRequest('textDocument/codeAction', {
			textDocument: { uri: client.uri('notes/n.md') }, range: diagnostic!.range, context: { diagnostics: [diagnostic] },
		}) as CodeAction[];
		assert.deepEqual(actions.map(a => a.title), ['Cite occurrence 1 (line 2): …Preamble. [The claim was settled in full.] Other text here. The…', 'Cite occurrence 2 (line 4): …full. Other text here. [The claim was settled in full.] The confidential…']);
		const edits = actions[1]!.edit!.changes![client.uri('notes/n.md')]! as TextEdit[];
		const fixed = TextDocument.applyEdits(TextDocument.create('x', 'markdown', 1, note), edits);
		assert.match(fixed, /> --- `sources\/filing\.md:4-4` @ `sha256:[0-9a-f]{64}`/);
		await client.change('notes/n.md', fixed, 2);
		await client.waitFor('notes/n.md', ds => ds.length === 0);
	});

	test('Should recheck the note when a cited source changes on disk', async () => {
		writeFileSync(`${project.root}/sources/filing.md`, filing.replace('confidential figure', 'final figure'));
		await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: client.uri('sources/filing.md'), type: 2 }] });
		const d = await client.waitFor('notes/n.md', ds => ds.some(x => x.code !== 'ambiguous'));
		assert.ok(d.some(x => x.code === 'version_mismatch' || x.code === 'absent'), JSON.stringify(d.map(x => x.code)));
	});

	test('Should rewrite citations of a renamed source', async () => {
		const edit = await client.connection.sendRequest('workspace/willRenameFiles', { files: [{ oldUri: client.uri('sources/filing.md'), newUri: client.uri('archive/filing.md') }] }) as { changes: Record<string, TextEdit[]> };
		assert.deepEqual(edit.changes[client.uri('notes/n.md')]!.map(e => e.newText), ['archive/filing.md', 'archive/filing.md']);
	});

	test('Should never log quote or source text', () => {
		assert.ok(client.logs.length > 0, 'the server logs something to check');
		for (const log of client.logs) {
			assert.ok(!/confidential|claim was settled/.test(log), log);
		}
	});
});

suite('Language server in an untrusted workspace', () => {
	test('Should keep the project to the folder, never reading a source above it', async () => {
		const outer = new TempProject({ 'verbatim.json': '{}', 'secret.md': 'words above the folder', 'inner/n.md': lines('> words above the folder', '> --- `../secret.md`', '') });
		const untrusted = new LspClient(`${outer.root}/inner`);
		try {
			await untrusted.connection.sendRequest('initialize', {
				processId: process.pid, rootUri: null, capabilities: {}, initializationOptions: { trusted: false },
				workspaceFolders: [{ uri: untrusted.uri(''), name: 'inner' }],
			});
			await untrusted.connection.sendNotification('initialized', {});
			await untrusted.open('n.md', lines('> words above the folder', '> --- `../secret.md`', ''));
			const d = await untrusted.waitFor('n.md', ds => ds.length > 0);
			assert.equal(d[0]!.code, 'source_error');
			assert.match(d[0]!.message, /outside the project root/);
		} finally {
			await untrusted.stop();
			outer.dispose();
		}
	});
});
