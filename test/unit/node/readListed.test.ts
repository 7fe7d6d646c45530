import * as assert from 'node:assert/strict';
import { after, suite, test } from 'node:test';
import { mayCiteBytes } from '../../../server/src/core';
import { NodeWorkspace } from '../../../server/src/node/nodeWorkspace';
import { readListedNote } from '../../../server/src/node/readListed';
import { TempProject } from '../../helpers/project';

suite('Reading listed notes', () => {
	test('Should give each of many concurrent reads its own note, though they share one read buffer', async () => {
		const files: Record<string, string> = {};
		for (let i = 0; i < 40; i++) {
			// Sizes differ, so a read that saw another note's bytes could not pass for its own.
			files[`notes/n${i}.md`] = `> quote ${i} ${'x'.repeat(i * 97)}\n> --- \`s${i}.md\`\n`;
		}
		const p = new TempProject(files);
		after(() => p.dispose());
		const workspace = new NodeWorkspace(p.root);
		const names = Object.keys(files);
		const read = await Promise.all(names.map(f => readListedNote(workspace, f, 1 << 20, mayCiteBytes)));
		assert.deepEqual(read, names.map(f => ({ text: files[f] })));
	});

	test('Should refuse a note larger than the limit, read it under a larger one, and report a missing one', async () => {
		const big = `> ${'x'.repeat(100_000)}\n> --- \`s.md\`\n`;
		const p = new TempProject({ 'big.md': big });
		after(() => p.dispose());
		const workspace = new NodeWorkspace(p.root);
		assert.deepEqual(await readListedNote(workspace, 'big.md', 1000, mayCiteBytes), { error: 'note cannot be read: too large' });
		// Larger than the first shared buffer: it grows.
		assert.deepEqual(await readListedNote(workspace, 'big.md', 1 << 20, mayCiteBytes), { text: big });
		assert.deepEqual(await readListedNote(workspace, 'missing.md', 1000, mayCiteBytes), { error: 'note cannot be read: missing' });
	});

	test('Should give a note its own line ends: the scan for citations reads lone CRs as LFs without changing the bytes read', async () => {
		const text = '# Note\r\r> The claim.\r> --- `s.md`\r\r\nAfter.\r';
		const p = new TempProject({ 'n.md': text });
		after(() => p.dispose());
		assert.deepEqual(await readListedNote(new NodeWorkspace(p.root), 'n.md', 1 << 20, mayCiteBytes), { text });
	});
});
