import * as assert from 'node:assert/strict';
import { after, before, suite, test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, TextDocumentEdit, TextEdit, WorkspaceEdit } from 'vscode-languageserver-protocol';
import type { CitedPassageResponse, FindSourceResponse, FixAllResponse, VerdictsResponse } from '../../server/src/protocol';
import { serverHere } from '../helpers/inProcessServer';
import type { LspClient } from '../helpers/lspClient';
import { TempProject } from '../helpers/project';
import { lines, sha256 } from '../helpers/text';

const memo = lines('# Memo', 'The committee approved the budget without debate.', 'The budget is final.', '');
const minutes = lines('Minutes.', 'The budget is final.', '');
const v2 = lines('New preface.', 'Alpha line.', 'The claim was settled.', '');
const index = lines('> Minutes.', '> --- `sources/minutes.md`', '', '> Alpha line.', '> --- `sources/s.md`', '');
const quotes = lines('# Draft', '', '> The committee approved the budget', '> without debate.', '', '> The budget is final.', '', 'The memo says, verbatim, "approved the budget without debate" today.', '');
const stale = lines('> The claim was settled.', `> --- \`sources/s.md:2\` @ \`sha256:${'0'.repeat(64)}\` — p. 2`, '', '> Alpha line.', '> --- `sources/s.md:1`', '');

/** Applies the edits of one document from a workspace edit (`changes` or `documentChanges`). */
function applied(edit: WorkspaceEdit, uri: string, text: string): string {
	const edits: TextEdit[] = edit.changes?.[uri] ?? (edit.documentChanges as TextDocumentEdit[] | undefined)?.find(d => d.textDocument.uri === uri)?.edits ?? [];
	return TextDocument.applyEdits(TextDocument.create(uri, 'markdown', 0, text), edits);
}

suite('Language server: find source, fix all, cited passage, verdicts', () => {
	let project: TempProject;
	let client: LspClient;
	let vscodeLike: LspClient;

	before(async () => {
		project = new TempProject({ 'sources/memo.md': memo, 'sources/minutes.md': minutes, 'sources/s.md': v2, 'notes/index.md': index, 'notes/draft.md': quotes, 'notes/stale.md': stale });
		project.write('notes/index.md', `${index}\n> budget\n> --- \`sources/memo.md\`\n`);
		client = serverHere(project.root);
		await client.start();
		vscodeLike = serverHere(project.root);
		await vscodeLike.start({}, { findSourceCommand: 'verbatim.findSource' });
		await client.open('notes/draft.md', quotes);
		await vscodeLike.open('notes/draft.md', quotes);
	});

	after(async () => {
		await client.stop();
		await vscodeLike.stop();
		project.dispose();
	});

	const actionsAt = (c: LspClient, line: number): Promise<CodeAction[]> => c.connection.sendRequest('textDocument/codeAction', {
		textDocument: { uri: c.uri('notes/draft.md') }, range: { start: { line, character: 3 }, end: { line, character: 3 } }, context: { diagnostics: [] },
	}) as Promise<CodeAction[]>;

	test('Should offer one "Find source" action with a verified edit for a quote found in one source', async () => {
		const actions = await actionsAt(client, 2);
		assert.deepEqual(actions.map(a => a.title), ['Find source: attribute to sources/memo.md (line 2)']);
		const text = applied(actions[0]!.edit!, client.uri('notes/draft.md'), quotes);
		assert.equal(text.split('\n')[4], `> --- \`sources/memo.md:2\` @ \`${sha256(memo)}\``);
	});

	test('Should give other clients one action per source, and VS Code one action running its quick pick', async () => {
		assert.deepEqual((await actionsAt(client, 5)).map(a => a.title), ['Find source: attribute to sources/memo.md (line 3)', 'Find source: attribute to sources/minutes.md (line 2)']);
		const [pick] = await actionsAt(vscodeLike, 5);
		assert.deepEqual([pick!.title, pick!.command?.command, pick!.command?.arguments?.[0]], ['Find source… (2 sources)', 'verbatim.findSource', vscodeLike.uri('notes/draft.md')]);
	});

	test('Should answer verbatim/findSource with candidates and edits, for a position or a text', async () => {
		const r = await client.connection.sendRequest('verbatim/findSource', { textDocument: { uri: client.uri('notes/draft.md') }, position: { line: 7, character: 30 } }) as FindSourceResponse;
		assert.equal(r.kind, 'ok');
		const c = r.kind === 'ok' ? r.candidates : [];
		assert.deepEqual(c.map(x => [x.source, x.sourceUri, x.startLine]), [['sources/memo.md', client.uri('sources/memo.md'), 2]]);
		assert.equal(applied(c[0]!.edit!, client.uri('notes/draft.md'), quotes).split('\n')[7], 'The memo says, verbatim, "approved the budget without debate" ([memo.md](../sources/memo.md#L2)) today.');
		const byText = await client.connection.sendRequest('verbatim/findSource', { textDocument: { uri: client.uri('notes/draft.md') }, text: 'Minutes.' }) as FindSourceResponse;
		assert.deepEqual(byText.kind === 'ok' && byText.candidates.map(x => [x.source, x.edit]), [['sources/minutes.md', undefined]]);
		const nothing = await client.connection.sendRequest('verbatim/findSource', { textDocument: { uri: client.uri('notes/draft.md') }, position: { line: 0, character: 1 } }) as FindSourceResponse;
		assert.equal(nothing.kind, 'no_quote');
	});

	test('Should return every safe fix as one annotated workspace edit that leaves the notes verified', async () => {
		const r = await client.connection.sendRequest('verbatim/fixAll', {}) as FixAllResponse;
		assert.deepEqual([r.fixes, r.notes], [2, 1]);
		const doc = (r.edit.documentChanges as TextDocumentEdit[])[0]!;
		assert.equal(doc.textDocument.uri, client.uri('notes/stale.md'));
		assert.deepEqual(Object.values(r.edit.changeAnnotations!).map(a => [a.label, a.needsConfirmation]), [['Update each citation to the current version of its source', false], ['Cite the lines where each quote now stands', false]]);
		const fixed = applied(r.edit, client.uri('notes/stale.md'), stale);
		assert.equal(fixed, lines('> The claim was settled.', `> --- \`sources/s.md:3\` @ \`${sha256(v2)}\` — p. 2`, '', '> Alpha line.', '> --- `sources/s.md:2`', ''));
		// A client that asks for confirmation gets it; by default none is asked, so a preview never starts unticked.
		const asked = await client.connection.sendRequest('verbatim/fixAll', { confirm: true }) as FixAllResponse;
		assert.ok(Object.values(asked.edit.changeAnnotations!).every(a => a.needsConfirmation === true));
		await client.open('notes/stale.md', fixed);
		await client.waitFor('notes/stale.md', d => d.length === 0);
	});

	test('Should point verbatim/citedPassage at the occurrence in the source', async () => {
		const r = await client.connection.sendRequest('verbatim/citedPassage', { textDocument: { uri: client.uri('notes/draft.md') }, position: { line: 7, character: 1 } }) as CitedPassageResponse;
		assert.equal(r, null);
		await client.open('notes/index.md', `${index}\n> budget\n> --- \`sources/memo.md\`\n`);
		const p = await client.connection.sendRequest('verbatim/citedPassage', { textDocument: { uri: client.uri('notes/index.md') }, position: { line: 6, character: 3 } }) as CitedPassageResponse;
		assert.equal(p?.status, 'ambiguous');
		assert.equal(p?.sourceUri, client.uri('sources/memo.md'));
		assert.deepEqual(p?.ranges.map(x => [x.start.line, x.start.character, x.end.character]), [[1, 27, 33], [2, 4, 10]]);
	});

	test('Should list each citation\'s verdict by line for the preview', async () => {
		const r = await client.connection.sendRequest('verbatim/verdicts', { textDocument: { uri: client.uri('notes/index.md') } }) as VerdictsResponse;
		assert.deepEqual(r.verdicts.map(v => [v.form, v.startLine, v.endLine, v.status]), [['blockquote', 0, 1, 'verified'], ['blockquote', 3, 4, 'verified'], ['blockquote', 6, 7, 'ambiguous']]);
	});
});
