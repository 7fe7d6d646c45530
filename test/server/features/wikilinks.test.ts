import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import type { CodeAction, CompletionItem, Location, TextEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { withServer } from '../../helpers/inProcessServer';
import { lines } from '../../helpers/text';

/** A small wiki: two source pages (one name twice over) and a note that cites with wikilinks. */
const wiki = (extra: Record<string, string> = {}): Record<string, string> => ({
	'verbatim.json': '{}',
	'wiki/sources/survey.md': lines('# Survey', '', '## Findings', '', 'Retrieval quality bounds answer quality.', '', 'Index quality bounds recall.', ''),
	'wiki/sources/method.md': lines('We read every paper twice.', ''),
	...extra,
});
const cited = lines('# Note', '', '> "Retrieval quality bounds answer quality."', '> \u2014 [[wiki/sources/survey#Findings]]', '', '> We read every paper twice.', '> \u2014 [[method]]', '');

suite('Language server in process: wikilinks (docs/specification.md §1.4)', () => {
	test('Should complete wikilink targets, a unique name or a path, `.md` implied', () => withServer(wiki({ 'notes/n.md': '> Quote.\n> \u2014 [[wiki/sources/su\n\n> Quote.\n> -- Someone, [[meth\n' }), {}, async s => {
		await s.open('notes/n.md', '> Quote.\n> \u2014 [[wiki/sources/su\n\n> Quote.\n> -- Someone, [[meth\n');
		const byPath = await s.at<CompletionItem[]>('textDocument/completion', 'notes/n.md', 1, 21);
		assert.deepEqual(byPath.map(i => [i.label, i.insertText]), [['wiki/sources/survey', 'rvey']]);
		const byName = await s.at<CompletionItem[]>('textDocument/completion', 'notes/n.md', 4, 20);
		assert.deepEqual(byName.map(i => [i.label, i.insertText]), [['method', 'od']]);
	}));

	test('Should check wikilink citations, go to the cited passage, and rewrite wikilinks when a source is renamed', () => withServer(wiki({ 'notes/n.md': cited }), {}, async s => {
		await s.open('notes/n.md', cited);
		await s.diagnosticsOf('notes/n.md', ds => ds.length === 0);
		const loc = await s.at<Location>('textDocument/definition', 'notes/n.md', 2, 5);
		assert.deepEqual(loc, { uri: s.uri('wiki/sources/survey.md'), range: { start: { line: 4, character: 0 }, end: { line: 4, character: 40 } } });
		const byName = await s.at<Location>('textDocument/definition', 'notes/n.md', 5, 5);
		assert.equal(byName.uri, s.uri('wiki/sources/method.md'));
		const moved = await s.client.sendRequest('workspace/willRenameFiles', { files: [{ oldUri: s.uri('wiki/sources/survey.md'), newUri: s.uri('wiki/pages/survey-2.md') }] }) as { changes: Record<string, TextEdit[]> };
		assert.deepEqual(moved.changes[s.uri('notes/n.md')]!.map(e => e.newText), ['wiki/pages/survey-2']);
		const renamed = await s.client.sendRequest('workspace/willRenameFiles', { files: [{ oldUri: s.uri('wiki/sources/method.md'), newUri: s.uri('wiki/sources/approach.md') }] }) as { changes: Record<string, TextEdit[]> };
		assert.deepEqual(renamed.changes[s.uri('notes/n.md')]!.map(e => e.newText), ['approach']);
	}));

	test('Should fix a wikilink citation as a wikilink, and see a new file of the same name make a name ambiguous', () => withServer(wiki(), {}, async s => {
		const text = lines('> Retrieval quality bounds answer quality.', '> \u2014 [[survey#Missing]]', '');
		await s.open('notes/n.md', text);
		const [d] = await s.diagnosticsOf('notes/n.md', ds => ds.length === 1 && ds[0]!.code === 'invalid_range');
		assert.match(d!.message, /no heading "Missing"; its headings are "Survey", "Findings"/);
		const good = lines('> Retrieval quality bounds answer quality.', '> \u2014 [[survey]] (the survey)', '');
		await s.change('notes/n.md', lines('> Retrieval quality bounds answer qualities.', '> \u2014 [[survey]] (the survey)', ''), 2);
		const [absent] = await s.diagnosticsOf('notes/n.md', ds => ds.length === 1 && ds[0]!.code === 'absent');
		const actions = await s.client.sendRequest('textDocument/codeAction', { textDocument: { uri: s.uri('notes/n.md') }, range: absent!.range, context: { diagnostics: [absent] } }) as CodeAction[];
		const words = actions.find(a => a.edit && /source's words/i.test(a.title)) ?? actions.find(a => a.edit)!;
		const fixed = TextDocument.applyEdits(TextDocument.create('x', 'markdown', 1, lines('> Retrieval quality bounds answer qualities.', '> \u2014 [[survey]] (the survey)', '')), words.edit!.changes![s.uri('notes/n.md')]! as TextEdit[]);
		assert.equal(fixed, lines('> Retrieval quality bounds answer quality.', '> \u2014 [[wiki/sources/survey]] (the survey)', ''), words.title);
		await s.change('notes/n.md', good, 3);
		await s.diagnosticsOf('notes/n.md', ds => ds.length === 0);
		s.project.write('archive/survey.md', 'Retrieval quality bounds answer quality.\n');
		await s.fileEvent('archive/survey.md', 1);
		await s.change('notes/n.md', `${good}\n`, 4);
		const [two] = await s.diagnosticsOf('notes/n.md', ds => ds.length === 1 && ds[0]!.code === 'invalid_attribution');
		assert.match(two!.message, /archive\/survey\.md, wiki\/sources\/survey\.md/);
	}));
});
