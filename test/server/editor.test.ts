// What a writer sees of changed sources in the editor, over the real server:
// the hint and hover of a citation at an older commit, the hover of a changed
// pinned source, and the passage the side view marks or opens for each kind.
import * as assert from 'node:assert/strict';
import { after, before, suite, test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, Diagnostic, Hover, TextEdit } from 'vscode-languageserver-protocol';
import type { CitedPassageResponse, GitBlobResponse } from '../../server/src/protocol';
import { GitRepo } from '../helpers/gitRepo';
import { runInProcess } from '../helpers/inProcessCli';
import { serverHere } from '../helpers/inProcessServer';
import type { LspClient } from '../helpers/lspClient';
import { makePdf } from '../helpers/pdf';
import { TempProject } from '../helpers/project';
import { lines, sha256 } from '../helpers/text';

const minutes1 = lines('# Minutes', 'The board met at nine.', 'The motion carried without dissent.', 'Lunch followed.', '');
const minutes2 = lines('# Minutes', 'The board met at nine.', 'The motion carried without any dissent.', 'Lunch followed.', '');
const log1 = lines('Log.', 'The ship left port at dawn.', '');
const log2 = lines('Preface added later.', 'Log.', 'The ship left port at dawn.', '');
const memoBefore = lines('# Memo', 'Customs released it on Friday.', '');
const memoNow = lines('# Memo', 'A new first line.', 'Customs released it on Friday.', '');

suite('Language server: changed sources as the writer meets them (docs/specification.md §6)', () => {
	let project: TempProject;
	let client: LspClient;
	let c1: string;
	let c2: string;
	let note: string;

	before(async () => {
		project = new TempProject({ 'verbatim.json': '{}' });
		const repo = new GitRepo(project.root);
		c1 = repo.commit('one', { 'sources/minutes.md': minutes1, 'sources/log.md': log1, 'sources/memo.md': memoNow });
		c2 = repo.commit('two', { 'sources/minutes.md': minutes2, 'sources/log.md': log2 });
		project.write('sources/filing.pdf', await makePdf([{ lines: ['Answer to the complaint.'] }, { lines: ['No further action is warranted.'] }]));
		assert.equal((await runInProcess(project, ['render', 'sources/filing.pdf'])).status, 0);
		note = lines(
			'> The motion carried without dissent.', `> --- \`sources/minutes.md:3\` @ \`${c1.slice(0, 7)}\``, '',
			'> The board met at nine.', `> --- \`sources/minutes.md:2\` @ \`${c1}\``, '',
			'> The ship left port at dawn.', `> --- \`sources/log.md:2\` @ \`${c1.slice(0, 9)}\``, '',
			'> Customs released it on Friday.', `> --- \`sources/memo.md\` @ \`${sha256(memoBefore)}\``, '',
			'> No further action is warranted.', '> --- `sources/filing.pdf:p2`', '',
			'> A remote claim.', '> --- https://example.com/paper.html', '',
		);
		project.write('notes/n.md', note);
		client = serverHere(project.root);
		await client.start();
		await client.open('notes/n.md', note);
	});

	after(async () => {
		await client.stop();
		project.dispose();
	});

	const line = (needle: string): number => note.split('\n').findIndex(l => l.includes(needle));
	const hover = async (needle: string): Promise<string> => {
		const h = await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: client.uri('notes/n.md') }, position: { line: line(needle), character: 4 } }) as Hover;
		return (h.contents as { value: string }).value;
	};
	const passage = (needle: string): Promise<CitedPassageResponse> => client.connection.sendRequest('verbatim/citedPassage', { textDocument: { uri: client.uri('notes/n.md') }, position: { line: line(needle), character: 4 } }) as Promise<CitedPassageResponse>;

	test('Should keep a citation whose quoted lines changed at HEAD verified, with an information hint on its commit', async () => {
		const ds = await client.waitFor('notes/n.md', d => d.filter(x => x.code === 'verified').length === 2);
		const hints = ds.filter(d => d.code === 'verified').map(d => [d.severity, d.range.start.line, d.message]);
		assert.deepEqual(hints, [
			[3, 1, `changed since: re-cite at HEAD (the quote no longer occurs; nearest passage line 3 at HEAD, ${c2.slice(0, 7)})`],
			[3, 7, `changed since: re-cite at HEAD (the quote still occurs once, line 3 at HEAD, ${c2.slice(0, 7)})`],
		]);
		// The citation of unchanged lines has no hint; the verdict counts stay as they were.
		assert.deepEqual(ds.filter(d => d.code !== 'verified').map(d => d.code), ['version_mismatch', 'unverified']);
	});

	test('Should name the commit in the hover of a commit-pinned citation and say whether the quote still occurs at HEAD', async () => {
		const changed = await hover('without dissent');
		assert.match(changed, /^\*\*Verbatim: verified\*\*/);
		assert.match(changed, new RegExp(`pin: commit \`${c1.slice(0, 7)}\``));
		assert.match(changed, new RegExp(`Changed since: At HEAD \\(\`${c2.slice(0, 7)}\`\\), the quote no longer occurs; nearest passage line 3; re-cite at HEAD\\.`));
		assert.match(await hover('The board met'), new RegExp(`At HEAD \\(\`${c2.slice(0, 7)}\`\\): unchanged, the quote still occurs once, line 2\\.`));
		assert.match(await hover('The ship left'), /Changed since: At HEAD \(`[0-9a-f]{7}`\), the quote still occurs once, line 3; re-cite at HEAD\./);
	});

	test('Should say in the hover of a version mismatch whether the quote is still in the current version', async () => {
		const text = await hover('Customs released');
		assert.match(text, /pin: does not match the source/);
		assert.match(text, /In the current version of sources\/memo\.md: the quote still occurs once, line 3\./);
	});

	test('Should offer, for the hint, a fix that cites the current version, and it verifies', async () => {
		const uri = client.uri('notes/n.md');
		const ds = client.diagnostics.get(uri) ?? [];
		const fixOf = async (needle: string): Promise<CodeAction[]> => {
			const d = ds.find(x => x.code === 'verified' && x.range.start.line === line(needle) + 1) as Diagnostic;
			return await client.connection.sendRequest('textDocument/codeAction', { textDocument: { uri }, range: d.range, context: { diagnostics: [d] } }) as CodeAction[];
		};
		const moved = await fixOf('The ship left');
		assert.deepEqual(moved.map(a => a.title), ['Update to the current version of log.md (latest commit)']);
		const changed = await fixOf('without dissent');
		assert.deepEqual(changed.map(a => [a.title, a.isPreferred]), [['Replace with the source\'s words in the current version of minutes.md (latest commit)', true]]);
		// Both computed on the note as it was: the later citation's edit first.
		let text = note;
		for (const a of [moved[0]!, changed[0]!]) {
			text = TextDocument.applyEdits(TextDocument.create(uri, 'markdown', 0, text), a.edit!.changes![uri] as TextEdit[]);
		}
		await client.change('notes/n.md', text, 2);
		assert.ok(text.includes(`> The motion carried without any dissent.\n> --- \`sources/minutes.md:3\` @ \`${c2}\`\n`), text);
		assert.ok(text.includes(`> The ship left port at dawn.\n> --- \`sources/log.md:3\` @ \`${c2}\`\n`), text);
		const after = await client.waitFor('notes/n.md', d => d.filter(x => x.code === 'verified').length === 0);
		assert.deepEqual(after.map(d => d.code), ['version_mismatch', 'unverified']);
		await client.change('notes/n.md', note, 10);
		await client.waitFor('notes/n.md', d => d.filter(x => x.code === 'verified').length === 2);
	});

	test('Should mark where the quote of a version mismatch stands now, and say the source changed', async () => {
		const p = await passage('Customs released');
		assert.equal(p?.status, 'version_mismatch');
		assert.equal(p?.sourceUri, client.uri('sources/memo.md'));
		assert.deepEqual(p?.ranges.map(r => [r.start.line, r.start.character, r.end.line, r.end.character]), [[2, 0, 2, 30]]);
		assert.match(p?.explain ?? '', /^sources\/memo\.md changed since it was pinned; the quote still occurs in the current version\.$/);
	});

	test('Should open a commit-pinned citation\'s file as it was at that commit, read from Git', async () => {
		const p = await passage('without dissent');
		assert.match(p?.sourceUri ?? '', new RegExp(`^verbatim-git:/@${c1.slice(0, 7)}/sources/minutes\\.md\\?`));
		assert.deepEqual(p?.ranges.map(r => [r.start.line, r.start.character, r.end.character]), [[2, 0, 35]]);
		const blob = await client.connection.sendRequest('verbatim/gitBlob', { uri: p!.sourceUri }) as GitBlobResponse;
		assert.deepEqual(blob, { kind: 'ok', text: minutes1 });
		// As VS Code sends it back: `@` and the query re-encoded.
		const reencoded = p!.sourceUri!.replace('/@', '/%40').replace(/%3A/g, '%3a');
		assert.deepEqual(await client.connection.sendRequest('verbatim/gitBlob', { uri: reencoded }), { kind: 'ok', text: minutes1 });
		const bad = await client.connection.sendRequest('verbatim/gitBlob', { uri: 'verbatim-git:/@abcdef0/sources/minutes.md?%7B%7D' }) as GitBlobResponse;
		assert.equal(bad.kind, 'error');
	});

	test('Should open a PDF citation in the PDF\'s text document, the quote marked past the page markers', async () => {
		const p = await passage('No further action');
		assert.match(p?.sourceUri ?? '', /^verbatim-pdf:.*\/sources\/filing\.pdf\.txt$/);
		// Page 1's marker and line, page 2's marker, then the quote.
		assert.deepEqual(p?.ranges.map(r => [r.start.line, r.start.character, r.end.character]), [[3, 0, 31]]);
	});

	test('Should sign each lens as the preview signs its badge: a tick for verified only, ! for a warning', async () => {
		const lenses = await client.connection.sendRequest('textDocument/codeLens', { textDocument: { uri: client.uri('notes/n.md') } }) as { command?: { title: string } }[];
		assert.deepEqual(lenses.map(l => l.command?.title), ['✓ verified', '✓ verified', '✓ verified', '✗ version mismatch', '✓ verified', '! unverified']);
	});

	test('Should say why there is nothing to show for a citation whose source is not on this machine', async () => {
		const p = await passage('A remote claim');
		assert.equal(p?.sourceUri, undefined);
		assert.match(p?.explain ?? '', /^Nothing to show: remote source with no local capture/);
	});
});
