import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { batchStages, createChecker, defaultConfig, parseNote, runBatch, type FileError, type KeptNote, type NoteStamp } from '../../server/src/core';
import { InMemoryWorkspace } from '../helpers/inMemoryWorkspace';

const cites = (source: string): string => `> The claim.\n> --- \`${source}\`\n`;

suite('The batch pipeline', () => {
	test('Should name its stages in the order a note meets them', () => {
		assert.deepEqual([...batchStages], ['list', 'stamp', 'reuse', 'read', 'parse', 'check', 'save']);
	});

	test('Should reuse unchanged notes unread, read and parse the others in list order, check those in scope and save the rest', async () => {
		const checker = createChecker({ workspace: new InMemoryWorkspace({ 's.md': 'The claim.\n' }), config: defaultConfig });
		const texts: Record<string, string | undefined> = { 'a.md': cites('s.md'), 'b.md': '', 'c.md': undefined, 'd.md': cites('t.md') };
		const calls: string[] = [];
		const saved: string[] = [];
		const result = await runBatch<KeptNote, NoteStamp, string>(checker, {
			list: () => ({ inScope: ['a.md', 'b.md', 'c.md', 'k.md'], others: ['a.md', 'd.md'] }),
			stamp: path => ({ trusted: `stamp of ${path}` }),
			reuse: path => (path === 'k.md' ? { targets: ['kept.md'] } : undefined),
			read: async (path: string, errors?: FileError[]) => {
				calls.push(`read ${path}`);
				if (texts[path] === undefined) {
					errors?.push({ file: path, message: 'unreadable' });
				}
				return texts[path];
			},
			// The first parse answers late: the notes are still indexed in list order.
			parse: (path, text) => (calls.push(`parse ${path}`), path === 'a.md' ? new Promise(resolve => setTimeout(() => resolve(parseNote(text, path)), 20)) : parseNote(text, path)),
			check: async collected => {
				calls.push('check');
				assert.deepEqual(collected.notes.map(n => [n.path, n.stamp, n.parsed.citations.length, n.text === '']), [['a.md', 'stamp of a.md', 1, false], ['b.md', 'stamp of b.md', 0, true]]);
				assert.deepEqual(collected.unchanged.map(u => u.path), ['k.md']);
				assert.deepEqual(collected.fileErrors, [{ file: 'c.md', message: 'unreadable' }]);
				return 'checked';
			},
			save: { note: path => saved.push(path), run: checked => saved.push(checked) },
		});
		assert.equal(result, 'checked');
		assert.deepEqual(calls, ['read a.md', 'parse a.md', 'read b.md', 'read c.md', 'read d.md', 'parse d.md', 'check']);
		assert.deepEqual(saved, ['d.md', 'checked']);
		assert.deepEqual([...checker.index.knownSources()], ['kept.md', 's.md', 't.md']);
	});
});
