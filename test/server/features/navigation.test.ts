import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import type { CodeLens, DocumentLink, Hover, Location } from 'vscode-languageserver-protocol';
import { withServer } from '../../helpers/inProcessServer';
import { note, projectFiles, verbose } from '../../helpers/serverFixtures';

suite('Language server in process: hover, definition, links, code lens', () => {
	test('Should hover a verified citation with its verdict, facts and passage, and nothing away from citations', () => withServer(projectFiles(), {}, async s => {
		await s.open('notes/n.md', note);
		const hover = await s.at<Hover>('textDocument/hover', 'notes/n.md', 5, 5);
		const value = (hover.contents as { value: string }).value;
		assert.match(value, /^\*\*Verbatim: verified\*\* — quote occurs once in the cited range/);
		assert.match(value, /occurrences: 1 · profile: `prose` · pin: none/);
		assert.match(value, /sources\/filing\.md:5\n\n> \*\*The confidential figure was large\.\*\*/);
		assert.deepEqual(hover.range, { start: { line: 5, character: 2 }, end: { line: 6, character: 27 } });
		assert.equal(await s.at('textDocument/hover', 'notes/n.md', 0, 2), null);
	}));

	test('Should hover an absent quote with the nearest passage as a word diff', () => withServer(projectFiles(), {}, async s => {
		await s.open('notes/n.md', '> The confidential figure was small.\n> --- `sources/filing.md`\n');
		const hover = await s.at<Hover>('textDocument/hover', 'notes/n.md', 0, 4);
		assert.match((hover.contents as { value: string }).value, /Nearest passage, sources\/filing\.md:5: The confidential figure was \*\*large\*\* ~~small\.~~/);
	}));

	test('Should go to the cited lines of the source', () => withServer(projectFiles(), {}, async s => {
		await s.open('notes/n.md', note);
		const loc = await s.at<Location>('textDocument/definition', 'notes/n.md', 5, 5);
		assert.deepEqual(loc, { uri: s.uri('sources/filing.md'), range: { start: { line: 4, character: 0 }, end: { line: 4, character: 34 } } });
		assert.equal(await s.at('textDocument/definition', 'notes/n.md', 0, 2), null);
	}));

	test('Should link attribution paths to their sources, at the first cited line', () => withServer(projectFiles(), {}, async s => {
		await s.open('notes/n.md', note);
		const links = await s.client.sendRequest('textDocument/documentLink', { textDocument: { uri: s.uri('notes/n.md') } }) as DocumentLink[];
		assert.deepEqual(links.map(l => [l.range.start.line, l.range.start.character, l.target]), [
			[3, 6, s.uri('sources/filing.md')],
			[6, 6, `${s.uri('sources/filing.md')}#L5`],
		]);
	}));

	test('Should put each verdict above its attribution, and none when lenses are off', () => withServer(projectFiles(), { settings: { codeLens: { enable: true } } }, async s => {
		await s.open('notes/n.md', note);
		const lenses = await s.client.sendRequest('textDocument/codeLens', { textDocument: { uri: s.uri('notes/n.md') } }) as CodeLens[];
		assert.deepEqual(lenses.map(l => [l.range.start.line, l.command?.title]), [[3, '✗ ambiguous'], [6, '✓ verified']]);
		s.settings = { codeLens: { enable: false } };
		await s.client.sendNotification('workspace/didChangeConfiguration', { settings: null });
		await s.until('settings applied', () => s.events('settings.changed').length > 0);
		assert.deepEqual(await s.client.sendRequest('textDocument/codeLens', { textDocument: { uri: s.uri('notes/n.md') } }), []);
	}));

	test('Should read each source once across checks and read-only requests, reusing unchanged results', () => withServer(projectFiles(), { settings: { ...verbose, validate: { workspace: false } } }, async s => {
		await s.open('notes/n.md', note);
		await s.diagnosticsOf('notes/n.md', d => d.length === 1);
		await s.until('the first check', () => s.events('note.checked').length === 1);
		for (let k = 0; k < 3; k++) {
			await s.at('textDocument/hover', 'notes/n.md', 5, 5);
			await s.at('textDocument/definition', 'notes/n.md', 5, 5);
			await s.client.sendRequest('textDocument/codeLens', { textDocument: { uri: s.uri('notes/n.md') } });
		}
		await s.change('notes/n.md', `Intro.\n${note}`, 2);
		await s.until('the recheck after the edit', () => s.events('note.checked').length >= 2);
		// The first check may itself reuse what a read-only request computed first; after the edit, every result is reused.
		const checked = s.events('note.checked');
		assert.deepEqual(checked.map(e => e.citations), [2, 2]);
		assert.equal(checked.at(-1)!.reused, 2);
		assert.deepEqual(s.events('memo.cleared'), []);
		assert.equal(s.readLog.count('sources/filing.md'), 1, s.readLog.reads.join(', '));
	}));

	test('Should read a source again, and recheck its citers, only after it changes', () => withServer(projectFiles(), { settings: verbose }, async s => {
		await s.open('notes/n.md', note);
		await s.diagnosticsOf('notes/n.md', d => d.length === 1);
		s.project.write('sources/filing.md', 'The claim was settled in full.\n');
		await s.fileEvent('sources/filing.md', 2);
		const d = await s.diagnosticsOf('notes/n.md', ds => ds.length === 1 && ds[0]!.code === 'invalid_range');
		assert.equal(d[0]!.range.start.line, 6);
		assert.deepEqual(s.events('memo.cleared').map(e => e.reason), ['source_changed']);
		assert.equal(s.readLog.count('sources/filing.md'), 2);
	}));
});
