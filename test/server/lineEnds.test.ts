import * as assert from 'node:assert/strict';
import { after, before, suite, test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, Diagnostic, TextEdit } from 'vscode-languageserver-protocol';
import { serverHere } from '../helpers/inProcessServer';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

const other = lines('Unrelated.', 'The board met', 'on Monday.', '');

suite('Language server: a quick fix keeps the note\'s line ends', () => {
	const notes = {
		crlf: ['Intro.', '', '> The board met on Monday.', '> --- `sources/paper.md` — Motion', '', 'After.', ''].join('\r\n'),
		cr: ['Intro.', '', '> The board met on Monday.', '> --- `sources/paper.md` — Motion', '', 'After.', ''].join('\r'),
	};
	const project = new TempProject({ 'verbatim.json': '{ "sources": ["sources/**"] }', 'sources/paper.md': 'Nothing here.\n', 'sources/other.md': other, 'notes/crlf.md': notes.crlf, 'notes/cr.md': notes.cr });
	const client = serverHere(project.root);
	after(async () => {
		await client.stop();
		project.dispose();
	});

	before(async () => {
		await client.start({ workspace: { configuration: false } });
	});

	for (const [name, eol] of [['crlf', '\r\n'], ['cr', '\r']] as const) {
		test(`Should write a re-attributed block of several lines with ${name.toUpperCase()} line ends`, async () => {
			const rel = `notes/${name}.md`;
			await client.open(rel, notes[name]);
			const [d] = (await client.waitFor(rel, ds => ds.some(x => x.code === 'misattributed'))).filter(x => x.code === 'misattributed') as Diagnostic[];
			const actions = await client.connection.sendRequest('textDocument/codeAction', {
				textDocument: { uri: client.uri(rel) },
				range: { start: { line: 2, character: 3 }, end: { line: 2, character: 3 } },
				context: { diagnostics: [d] },
			}) as CodeAction[];
			assert.deepEqual(actions.map(a => a.title), ['Cite sources/other.md (lines 2-3) instead']);
			const uri = client.uri(rel);
			const fixed = TextDocument.applyEdits(TextDocument.create(uri, 'markdown', 1, notes[name]), actions[0]!.edit!.changes![uri]! as TextEdit[]);
			assert.equal(fixed, ['Intro.', '', '> The board met', '> on Monday.', '> --- `sources/other.md:2-3` — Motion', '', 'After.', ''].join(eol));
		});
	}
});
