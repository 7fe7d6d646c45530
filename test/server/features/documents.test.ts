import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import type { CodeAction, Diagnostic, Hover, Location } from 'vscode-languageserver';
import { makeDocx, newsPage, wordMemo, wordParts } from '../../helpers/documents';
import { withServer } from '../../helpers/inProcessServer';
import { lines } from '../../helpers/text';

const note = lines('# Harbour', '', '> The council approved the harbour budget on Tuesday,', '> --- `sources/ledger.html`', '');

suite('Language server in process: web pages and Word documents', () => {
	test('Should offer to create a page\'s canonical text, show it read-only as numbered lines, cite a selection by line, and hover and land definitions there', () => withServer({ 'sources/ledger.html': newsPage.html, 'sources/memo.docx': makeDocx(wordParts(wordMemo.body)), 'notes/n.md': note }, {}, async s => {
		await s.open('notes/n.md', note);
		const [d] = await s.diagnosticsOf('notes/n.md', ds => ds.length === 1) as Diagnostic[];
		assert.equal(d!.code, 'unverified');
		const actions = await s.client.sendRequest('textDocument/codeAction', { textDocument: { uri: s.uri('notes/n.md') }, range: d!.range, context: { diagnostics: [d] } }) as CodeAction[];
		assert.equal(actions[0]!.title, 'Create the canonical text of sources/ledger.html (verbatim render)');
		assert.deepEqual(actions[0]!.command!.arguments, [s.uri('sources/ledger.html')]);
		const made = await s.client.sendRequest('verbatim/renderPdf', { uri: s.uri('sources/ledger.html') }) as { ok: boolean; message: string };
		assert.deepEqual(made, { ok: true, message: 'rendered sources/ledger.html: 13 line(s)' });
		await s.diagnosticsOf('notes/n.md', ds => ds.length === 0);

		const virtual = `verbatim-pdf:${s.uri('sources/ledger.html').replace(/^file:\/\//, '')}.txt`;
		const shown = await s.client.sendRequest('verbatim/pdfText', { uri: virtual }) as { kind: string; text: string };
		const shownLines = shown.text.split('\n');
		assert.equal(shownLines[6], 'The council approved the harbour\u00a0budget on Tuesday,');
		assert.ok(!shown.text.includes('────') && !newsPage.invisible.some(sentence => shown.text.includes(sentence)));
		const quoted = await s.client.sendRequest('verbatim/quote', { sourceUri: virtual, text: 'after a debate that lasted four hours.', noteUri: s.uri('notes/n.md'), pin: 'none' }) as { kind: string; occurrences: { startLine: number; citation: string }[] };
		assert.equal(quoted.kind, 'ok', JSON.stringify(quoted));
		assert.equal(quoted.occurrences[0]!.startLine, 8);
		assert.match(quoted.occurrences[0]!.citation, /^> after a debate that lasted four hours\.\n> --- `\.\.\/sources\/ledger\.html(?::8)?`\n$/);

		const location = await s.at<Location>('textDocument/definition', 'notes/n.md', 2, 4);
		assert.equal(location.uri, virtual);
		assert.equal(location.range.start.line, 6);
		const hover = await s.at<Hover>('textDocument/hover', 'notes/n.md', 2, 4);
		assert.match((hover.contents as { value: string }).value, /verified/i);

		const memo = await s.client.sendRequest('verbatim/renderPdf', { uri: s.uri('sources/memo.docx') }) as { ok: boolean; message: string };
		assert.deepEqual(memo, { ok: true, message: 'rendered sources/memo.docx: 10 line(s)' });
		const memoText = await s.client.sendRequest('verbatim/pdfText', { uri: `verbatim-pdf:${s.uri('sources/memo.docx').replace(/^file:\/\//, '')}.txt` }) as { kind: string; text: string };
		assert.ok(memoText.text.startsWith('Harbour works: decision memo\nThe board approved the dredging contract on Monday.\n'));
		assert.ok(!wordMemo.deleted.some(words => memoText.text.includes(words)));
	}));
});
