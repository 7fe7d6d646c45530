import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { suite, test } from 'node:test';
import type { CodeAction, Diagnostic, Location } from 'vscode-languageserver';
import { GitRepo } from '../../helpers/gitRepo';
import { withServer } from '../../helpers/inProcessServer';
import { repoRoot } from '../../helpers/project';
import { formatRenderMeta } from '../../../server/src/core';
import { lines, sha256 } from '../../helpers/text';

const filing = readFileSync(path.join(repoRoot, 'test/fixtures/pdf/filing.pdf'));
const note = lines('# Filing', '', '> No further action is warranted.', '> --- `sources/filing.pdf:p2`', '');

suite('Language server in process: PDF sources', () => {
	test('Should offer to create the render of an unverified PDF, and verify once it exists', () => withServer({ 'sources/filing.pdf': filing, 'notes/n.md': note }, {}, async s => {
		await s.open('notes/n.md', note);
		const [d] = await s.diagnosticsOf('notes/n.md', ds => ds.length === 1) as Diagnostic[];
		assert.equal(d!.code, 'unverified');
		const actions = await s.client.sendRequest('textDocument/codeAction', { textDocument: { uri: s.uri('notes/n.md') }, range: d!.range, context: { diagnostics: [d] } }) as CodeAction[];
		assert.equal(actions[0]!.title, 'Create the canonical text of sources/filing.pdf (verbatim render)');
		assert.deepEqual(actions[0]!.command, { title: 'Create the canonical text', command: 'verbatim.renderPdf', arguments: [s.uri('sources/filing.pdf')] });
		const made = await s.client.sendRequest('verbatim/renderPdf', { uri: s.uri('sources/filing.pdf') }) as { ok: boolean; message: string };
		assert.deepEqual(made, { ok: true, message: 'rendered sources/filing.pdf: 2 page(s)' });
		await s.diagnosticsOf('notes/n.md', ds => ds.length === 0);
	}));

	test('Should offer to create the render of a PDF cited at a commit (gone from the work tree) by a note not yet on disk, and verify once it exists', () => withServer({ 'sources/filing.pdf': filing }, {}, async s => {
		const repo = new GitRepo(s.root);
		const c1 = repo.commit('filing', {});
		repo.commit('withdrawn', { 'sources/filing.pdf': null });
		const atCommit = lines('> No further action is warranted.', `> --- \`sources/filing.pdf:p2\` @ \`${c1.slice(0, 8)}\``, '');
		await s.open('notes/n.md', atCommit);
		const [d] = await s.diagnosticsOf('notes/n.md', ds => ds.length === 1) as Diagnostic[];
		assert.equal(d!.code, 'unverified');
		assert.match(d!.message, new RegExp(`run \`verbatim render sources/filing\\.pdf --commit ${c1.slice(0, 8)}\``));
		const actions = await s.client.sendRequest('textDocument/codeAction', { textDocument: { uri: s.uri('notes/n.md') }, range: d!.range, context: { diagnostics: [d] } }) as CodeAction[];
		const render = actions.find(a => a.command?.command === 'verbatim.renderPdf')!;
		assert.equal(render.title, `Create the canonical text of sources/filing.pdf at ${c1.slice(0, 7)} (verbatim render)`);
		const made = await s.client.sendRequest('verbatim/renderPdf', render.command!.arguments![0]) as { ok: boolean; message: string };
		assert.deepEqual(made, { ok: true, message: `rendered sources/filing.pdf at ${c1.slice(0, 8)}: 2 page(s)` });
		await s.diagnosticsOf('notes/n.md', ds => ds.length === 0);
	}));

	test('Should show the canonical text with page markers, cite a selection of it by page, and land definitions on the page', () => withServer({ 'sources/filing.pdf': filing, 'notes/n.md': note }, {}, async s => {
		await s.client.sendRequest('verbatim/renderPdf', { uri: s.uri('sources/filing.pdf') });
		const virtual = `verbatim-pdf:${s.uri('sources/filing.pdf').replace(/^file:\/\//, '')}.txt`;
		const shown = await s.client.sendRequest('verbatim/pdfText', { uri: virtual }) as { kind: string; text: string };
		assert.equal(shown.text, lines('──────── page 1 ────────', 'Answer to the Complaint', 'The defendant denied liability in', 'every filing.',
			'──────── page 2 ────────', 'No further action is warranted.', 'Signed, p. 2', ''));
		const quoted = await s.client.sendRequest('verbatim/quote', { sourceUri: virtual, text: 'every filing.\n──────── page 2 ────────\nNo further', noteUri: s.uri('notes/n.md'), pin: 'none' }) as { kind: string; occurrences: { startLine: number; citation: string }[] };
		assert.equal(quoted.occurrences[0]!.citation, '> every filing.\n> No further\n> --- `../sources/filing.pdf:p1-2`\n');
		assert.equal(quoted.occurrences[0]!.startLine, 4);
		await s.open('notes/n.md', note);
		const location = await s.at<Location>('textDocument/definition', 'notes/n.md', 2, 4);
		assert.equal(location.uri, virtual);
		assert.deepEqual(location.range, { start: { line: 5, character: 0 }, end: { line: 5, character: 31 } });
	}));

	test('Should never show a forged render as the PDF\'s text, and report its citation as source_error', () => {
		const hex = sha256(filing).slice(7);
		const forged = 'Answer to the Complaint\nThe defendant admitted liability.\n\fNo further action is warranted.\n';
		const meta = formatRenderMeta({ pdf: `sha256:${hex}`, text: sha256(forged), pages: 2, extractor: 'pdfjs-dist', extractorVersion: '0.0.1' });
		const admitted = lines('> The defendant admitted liability.', '> --- `sources/filing.pdf:p1`', '');
		return withServer({ 'sources/filing.pdf': filing, [`.verbatim/renders/${hex}.txt`]: forged, [`.verbatim/renders/${hex}.json`]: meta }, {}, async s => {
			const virtual = `verbatim-pdf:${s.uri('sources/filing.pdf').replace(/^file:\/\//, '')}.txt`;
			const shown = await s.client.sendRequest('verbatim/pdfText', { uri: virtual }) as { kind: string; message: string };
			assert.deepEqual(shown, { kind: 'error', message: 'no canonical text of this PDF counts (none is stored, or the extractor does not give the stored one): run "Verbatim: Create Canonical Text of Document"' });
			await s.open('notes/n.md', admitted);
			const [d] = await s.diagnosticsOf('notes/n.md', ds => ds.length === 1) as Diagnostic[];
			assert.equal(d!.code, 'source_error');
			assert.match(d!.message, /re-render and re-check/);
		});
	});
});
