import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { after, before, suite, test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, Hover, Location, TextEdit } from 'vscode-languageserver-protocol';
import { GitRepo } from '../helpers/gitRepo';
import { runInProcess } from '../helpers/inProcessCli';
import { LspClient } from '../helpers/lspClient';
import { makePdf } from '../helpers/pdf';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

const filing = lines('Preamble.', 'The claim was settled in full.', 'Other text here.', 'The claim was settled in full.', 'The confidential figure was large.', '');
const note = lines(
	'# Note', '',
	'> The claim was settled in full.', '> --- `sources/filing.md`', '',
	'> The confidential figure was large.', '> --- `sources/filing.md`', '',
);

/** Runs `body` against the real server over stdio, on its own temp project. */
async function withStdio(files: Record<string, string>, body: (client: LspClient, project: TempProject) => Promise<void>): Promise<void> {
	const project = new TempProject(files);
	const client = new LspClient(project.root);
	try {
		const init = await client.start() as { capabilities: { codeActionProvider: unknown; hoverProvider: boolean } };
		assert.ok(init.capabilities.codeActionProvider && init.capabilities.hoverProvider);
		await client.open('notes/n.md', note);
		await body(client, project);
	} finally {
		await client.stop();
		project.dispose();
	}
}

const files = { 'sources/filing.md': filing, 'notes/n.md': note };

suite('Language server over stdio', () => {
	// Requests that change nothing on disk or in the server share one server; each test below that edits starts its own.
	suite('on one server, for requests that change nothing', () => {
		let client: LspClient;
		let project: TempProject;
		before(async () => {
			project = new TempProject(files);
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

		test('Should rewrite citations of a renamed source', async () => {
			const edit = await client.connection.sendRequest('workspace/willRenameFiles', { files: [{ oldUri: client.uri('sources/filing.md'), newUri: client.uri('archive/filing.md') }] }) as { changes: Record<string, TextEdit[]> };
			assert.deepEqual(edit.changes[client.uri('notes/n.md')]!.map(e => e.newText), ['archive/filing.md', 'archive/filing.md']);
		});

		test('Should never log quote or source text', async () => {
			await client.waitFor('notes/n.md', ds => ds.length > 0);
			await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: client.uri('notes/n.md') }, position: { line: 5, character: 5 } });
			assert.ok(client.logs.length > 0, 'the server logs something to check');
			for (const log of client.logs) {
				assert.ok(!/confidential|claim was settled/.test(log), log);
			}
		});
	});

	test('Should offer one quick fix per occurrence, and applying one clears the diagnostic', () => withStdio(files, async client => {
		const [diagnostic] = await client.waitFor('notes/n.md', ds => ds.length > 0);
		const actions = await client.connection.sendRequest('textDocument/codeAction', {
			textDocument: { uri: client.uri('notes/n.md') }, range: diagnostic!.range, context: { diagnostics: [diagnostic] },
		}) as CodeAction[];
		assert.deepEqual(actions.map(a => a.title), ['Cite occurrence 1 (line 2): …Preamble. [The claim was settled in full.] Other text here. The…', 'Cite occurrence 2 (line 4): …full. Other text here. [The claim was settled in full.] The confidential…']);
		const edits = actions[1]!.edit!.changes![client.uri('notes/n.md')]! as TextEdit[];
		const fixed = TextDocument.applyEdits(TextDocument.create('x', 'markdown', 1, note), edits);
		assert.match(fixed, /> --- `sources\/filing\.md:4`\n/);
		await client.change('notes/n.md', fixed, 2);
		await client.waitFor('notes/n.md', ds => ds.length === 0);
	}));

	test('Should recheck the note when a cited source changes on disk', () => withStdio(files, async (client, project) => {
		await client.waitFor('notes/n.md', ds => ds.length === 1);
		writeFileSync(`${project.root}/sources/filing.md`, filing.replace('confidential figure', 'final figure'));
		await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: client.uri('sources/filing.md'), type: 2 }] });
		const d = await client.waitFor('notes/n.md', ds => ds.length === 2);
		assert.deepEqual(d.map(x => x.code), ['ambiguous', 'absent']);
	}));

	test('Should recheck a note citing a PDF at a commit when the PDF\'s stored render changes on disk', async () => {
		const project = new TempProject({ 'verbatim.json': '{}' });
		project.write('docs/filing.pdf', await makePdf([{ lines: ['The seal was broken on arrival.'] }]));
		const repo = new GitRepo(project.root);
		const c1 = repo.commit('filing', {});
		const cites = lines('> The seal was broken on arrival.', `> --- \`docs/filing.pdf\` @ \`${c1.slice(0, 9)}\``, '');
		repo.commit('note', { 'docs/filing.pdf': null, 'notes/g.md': cites });
		assert.equal((await runInProcess(project, ['render', 'docs/filing.pdf', '--commit', c1])).status, 0);
		const renders = path.join(project.root, '.verbatim', 'renders');
		const render = path.join(renders, readdirSync(renders).find(f => f.endsWith('.txt'))!);
		const client = new LspClient(project.root);
		try {
			await client.start();
			await client.open('notes/g.md', cites);
			await client.waitFor('notes/g.md', ds => ds.length === 0);
			// Edited by hand, the render is no longer the text recorded for those bytes: the note says so at once.
			writeFileSync(render, readFileSync(render, 'utf8').replace('broken', 'intact'));
			await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: pathToFileURL(render).href, type: 2 }] });
			const d = await client.waitFor('notes/g.md', ds => ds.length === 1);
			assert.deepEqual(d.map(x => x.code), ['source_error']);
		} finally {
			await client.stop();
			project.dispose();
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

suite('Language server: projects, pull diagnostics, robustness', () => {
	test('Should treat each folder of a multi-root workspace as its own project', async () => {
		const a = new TempProject({ 'verbatim.json': '{}', 'sources/s.md': 'Alpha words here.', 'n.md': lines('> Alpha words here.', '> --- `sources/s.md`', '') });
		const b = new TempProject({ 'verbatim.json': '{}', 'sources/s.md': 'Beta words here.', 'n.md': lines('> Alpha words here.', '> --- `sources/s.md`', '') });
		const client = new LspClient(a.root);
		try {
			await client.connection.sendRequest('initialize', {
				processId: process.pid, rootUri: null, capabilities: {},
				workspaceFolders: [{ uri: pathToFileURL(a.root).toString(), name: 'a' }, { uri: pathToFileURL(b.root).toString(), name: 'b' }],
			});
			await client.connection.sendNotification('initialized', {});
			const bNote = pathToFileURL(`${b.root}/n.md`).toString();
			await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: bNote, languageId: 'markdown', version: 1, text: lines('> Alpha words here.', '> --- `sources/s.md`', '') } });
			await client.open('n.md', lines('> Alpha words here.', '> --- `sources/s.md`', ''));
			// b's note resolves sources/s.md against b's root, where the quote is absent.
			const deadline = Date.now() + 15_000;
			while (!(client.diagnostics.get(bNote)?.length) && Date.now() < deadline) {
				await new Promise(r => setTimeout(r, 50));
			}
			assert.deepEqual(client.diagnostics.get(bNote)?.map(d => d.code), ['absent']);
			assert.deepEqual(await client.waitFor('n.md', () => true), []);
		} finally {
			await client.stop();
			a.dispose();
			b.dispose();
		}
	});

	test('Should answer pull diagnostics for clients that support them', async () => {
		const p = new TempProject({ 'sources/s.md': 'One two three.', 'n.md': lines('> One two four.', '> --- `sources/s.md`', '') });
		const client = new LspClient(p.root);
		try {
			const init = await client.start({ textDocument: { diagnostic: { dynamicRegistration: false } } }) as { capabilities: { diagnosticProvider?: unknown } };
			assert.ok(init.capabilities.diagnosticProvider);
			await client.open('n.md', lines('> One two four.', '> --- `sources/s.md`', ''));
			const report = await client.connection.sendRequest('textDocument/diagnostic', { textDocument: { uri: client.uri('n.md') } }) as { kind: string; items: { code: string; source: string }[] };
			assert.deepEqual([report.kind, report.items.map(d => [d.code, d.source])], ['full', [['absent', 'verbatim']]]);
		} finally {
			await client.stop();
			p.dispose();
		}
	});

	test('Should survive arbitrary documents and keep answering', async () => {
		const p = new TempProject({ 'sources/s.md': 'Some source text.' });
		const client = new LspClient(p.root);
		try {
			await client.start();
			const docs = fc.sample(fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.array(fc.constantFrom('> ', '--- ', '`', 's.md', ':', '1-2', '@', '"', 'verbatim', '[x](', ')', '\n', '```', '<!--', '\u0000', '\uD800'), { maxLength: 60 }).map(a => a.join(''))), { numRuns: 40, seed: 11 });
			for (const [k, text] of docs.entries()) {
				await client.open(`fuzz${k}.md`, text);
				await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: client.uri(`fuzz${k}.md`) }, position: { line: 0, character: 1 } });
				await client.connection.sendRequest('textDocument/codeAction', { textDocument: { uri: client.uri(`fuzz${k}.md`) }, range: { start: { line: 0, character: 0 }, end: { line: 5, character: 0 } }, context: { diagnostics: [] } });
			}
			// Still answering after the fuzz: a real citation gets a real hover.
			await client.open('real.md', '> Some source text.\n> --- `sources/s.md`\n');
			const hover = await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: client.uri('real.md') }, position: { line: 0, character: 4 } }) as Hover;
			assert.match((hover.contents as { value: string }).value, /^\*\*Verbatim: verified\*\*/);
			assert.ok(!client.logs.some(l => l.includes('handler.failed')), client.logs.filter(l => l.includes('handler.failed')).join('\n'));
		} finally {
			await client.stop();
			p.dispose();
		}
	});
});
