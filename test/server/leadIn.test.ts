import * as assert from 'node:assert/strict';
import { after, before, suite, test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, Hover, TextEdit } from 'vscode-languageserver-protocol';
import { serverHere } from '../helpers/inProcessServer';
import type { LspClient } from '../helpers/lspClient';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

const spec = lines('Preamble.', 'If there are two different branches for a specific stream\'s commit', 'log, the canonical branch is determined by the earliest anchor.', '');
const note = lines(
	'# Ordering', '',
	'Ceramic\'s ordering rule ([legacy spec](../sources/spec.md), verbatim):', '',
	'> "If there are two different branches for a specific stream\'s commit', '> log, the canonical branch is chosen by the earliest anchor."', '',
);

suite('Lead-in citations in the language server', () => {
	let project: TempProject;
	let client: LspClient;

	before(async () => {
		project = new TempProject({ 'verbatim.json': '{}', 'sources/spec.md': spec, 'notes/n.md': note });
		client = serverHere(project.root);
		await client.start();
		await client.open('notes/n.md', note);
	});

	after(async () => {
		await client.stop();
		project.dispose();
	});

	test('Should mark the blockquote\'s text, inside its wrapping quotation marks', async () => {
		const d = await client.waitFor('notes/n.md', ds => ds.length > 0);
		assert.deepEqual(d.map(x => [x.code, x.range.start.line, x.range.start.character, x.range.end.line, x.range.end.character]), [['absent', 4, 3, 5, 61]]);
	});

	test('Should hover on the blockquote and on the lead-in\'s link with the word diff', async () => {
		for (const position of [{ line: 5, character: 10 }, { line: 2, character: 30 }]) {
			const hover = await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: client.uri('notes/n.md') }, position }) as Hover;
			const value = (hover.contents as { value: string }).value;
			assert.match(value, /\*\*Verbatim: /, JSON.stringify(position));
			assert.match(value, /\*\*determined\*\* ~~chosen~~/);
		}
	});

	test('Should offer to replace the blockquote\'s text with the source\'s words; applying it verifies', async () => {
		const [diagnostic] = await client.waitFor('notes/n.md', ds => ds.length > 0);
		const actions = await client.connection.sendRequest('textDocument/codeAction', {
			textDocument: { uri: client.uri('notes/n.md') }, range: diagnostic!.range, context: { diagnostics: [diagnostic] },
		}) as CodeAction[];
		assert.deepEqual(actions.map(a => [a.title, a.isPreferred]), [
			['Replace with the source\'s words', true],
			['Replace with the source\'s words and name the source under the quote', undefined],
		]);
		const fixed = TextDocument.applyEdits(TextDocument.create('x', 'markdown', 1, note), actions[0]!.edit!.changes![client.uri('notes/n.md')]! as TextEdit[]);
		assert.equal(fixed, note.replace(/> "If[^]*anchor\."/, '> If there are two different branches for a specific stream\'s commit\n> log, the canonical branch is determined by the earliest anchor.'));
		await client.change('notes/n.md', fixed, 2);
		await client.waitFor('notes/n.md', ds => ds.length === 0);
	});

	test('Should recheck the pair when either block is edited', async () => {
		const fabricated = note.replace('chosen by', 'picked by');
		await client.change('notes/n.md', fabricated, 3);
		await client.waitFor('notes/n.md', ds => ds.length === 1 && ds[0]!.code === 'absent');
		await client.change('notes/n.md', fabricated.replace('verbatim):', 'verbatim).'), 4);
		const d = await client.waitFor('notes/n.md', ds => ds.length === 1 && ds[0]!.code === 'unresolved');
		assert.equal(d[0]!.range.start.line, 2);
	});

	test('Should build a lead-in for the editor\'s Insert Citation command', async () => {
		const r = await client.connection.sendRequest('verbatim/quote', {
			sourceUri: client.uri('sources/spec.md'), text: 'the canonical branch is determined', noteUri: client.uri('notes/n.md'), form: 'lead-in',
		}) as { kind: string; occurrences: { citation: string }[] };
		assert.equal(r.kind, 'ok');
		assert.equal(r.occurrences[0]!.citation, '([spec.md](../sources/spec.md#L3), verbatim):\n\n> the canonical branch is determined\n');
	});
});
