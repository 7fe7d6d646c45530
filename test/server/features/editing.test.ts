import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, CompletionItem, TextEdit } from 'vscode-languageserver-protocol';
import { withServer } from '../../helpers/inProcessServer';
import { filing, note, projectFiles } from '../../helpers/serverFixtures';
import { sha256 } from '../../helpers/text';

suite('Language server in process: quick fixes, completion, rename', () => {
	test('Should offer one verified fix per occurrence of an ambiguous quote, and applying one clears the diagnostic', () => withServer(projectFiles(), {}, async s => {
		await s.open('notes/n.md', note);
		const [diagnostic] = await s.diagnosticsOf('notes/n.md', ds => ds.length > 0);
		const actions = await s.client.sendRequest('textDocument/codeAction', {
			textDocument: { uri: s.uri('notes/n.md') }, range: diagnostic!.range, context: { diagnostics: [diagnostic] },
		}) as CodeAction[];
		assert.deepEqual(actions.map(a => [a.title.split(':')[0], a.kind, a.diagnostics?.length]), [
			['Cite occurrence 1 (line 2)', 'quickfix', 1],
			['Cite occurrence 2 (line 4)', 'quickfix', 1],
		]);
		const fixed = TextDocument.applyEdits(TextDocument.create('x', 'markdown', 1, note), actions[1]!.edit!.changes![s.uri('notes/n.md')]! as TextEdit[]);
		assert.match(fixed, /> --- `sources\/filing\.md:4-4` @ `sha256:[0-9a-f]{64}`/);
		await s.change('notes/n.md', fixed, 2);
		await s.diagnosticsOf('notes/n.md', ds => ds.length === 0);
	}));

	test('Should complete project files in an attribution path, root- or note-relative as typed', () => withServer(projectFiles({ 'sources/other.md': 'x' }), {}, async s => {
		const text = '> Quote.\n> --- `sources/f\n\n> Quote.\n> --- `../sources/o\n';
		await s.open('notes/n.md', text);
		const rooted = await s.at<CompletionItem[]>('textDocument/completion', 'notes/n.md', 1, 17);
		assert.deepEqual(rooted.map(i => [i.label, i.insertText, i.kind]), [['sources/filing.md', 'iling.md', 17]]);
		const relative = await s.at<CompletionItem[]>('textDocument/completion', 'notes/n.md', 4, 20);
		assert.deepEqual(relative.map(i => [i.label, i.insertText]), [['../sources/other.md', 'ther.md']]);
		assert.deepEqual(await s.at('textDocument/completion', 'notes/n.md', 0, 4), []);
	}));

	test('Should complete the source\'s current pin after @', () => withServer(projectFiles(), {}, async s => {
		const text = '> Quote.\n> --- `../sources/filing.md` @ `sha';
		await s.open('notes/n.md', text);
		const items = await s.at<CompletionItem[]>('textDocument/completion', 'notes/n.md', 1, 38);
		const pin = sha256(filing);
		assert.deepEqual(items.map(i => [i.label, i.insertText, i.filterText]), [[pin, pin.slice(3), pin]]);
	}));

	test('Should rewrite the citations of a renamed source, keeping each path\'s style', () => withServer(projectFiles({
		'notes/rel.md': '> Preamble.\n> --- `../sources/filing.md`\n\n> Other text here.\n> --- [the filing](../sources/filing.md)\n',
	}), {}, async s => {
		const edit = await s.client.sendRequest('workspace/willRenameFiles', { files: [{ oldUri: s.uri('sources/filing.md'), newUri: s.uri('archive/filing.md') }] }) as { changes: Record<string, TextEdit[]> };
		assert.deepEqual(edit.changes[s.uri('notes/n.md')]!.map(e => e.newText), ['archive/filing.md', 'archive/filing.md']);
		assert.deepEqual(edit.changes[s.uri('notes/rel.md')]!.map(e => e.newText), ['../archive/filing.md', '../archive/filing.md']);
		assert.equal(await s.client.sendRequest('workspace/willRenameFiles', { files: [{ oldUri: s.uri('notes/n.md'), newUri: s.uri('notes/m.md') }] }), null);
	}));
});
