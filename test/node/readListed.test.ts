import * as assert from 'node:assert/strict';
import { after, suite, test } from 'node:test';
import { mayCiteBytes } from '../../server/src/core';
import { NodeWorkspace } from '../../server/src/node/nodeWorkspace';
import { readListedNote } from '../../server/src/node/readListed';
import { TempProject } from '../helpers/project';

suite('Reading listed notes', () => {
	test('Should give each of many reads in flight its own text, though they share one buffer', async () => {
		const files: Record<string, string> = {};
		for (let k = 0; k < 20; k++) {
			// Sizes differ so that a later read growing the buffer or overwriting it would show.
			files[`notes/n${k}.md`] = `> Quote number ${k}${' padding'.repeat(k * 500)}\n> --- \`s.md\`\n`;
		}
		files['notes/plain.md'] = 'Cites nothing.\n';
		const p = new TempProject(files);
		after(() => p.dispose());
		const workspace = new NodeWorkspace(p.root);
		const names = [...Object.keys(files)];
		const reads = await Promise.all(names.map(f => readListedNote(workspace, f, 1 << 20, mayCiteBytes)));
		for (const [k, name] of names.entries()) {
			assert.deepEqual(reads[k], name === 'notes/plain.md' ? { cites: false } : { text: files[name] }, name);
		}
	});

	test('Should refuse a note larger than the limit, and report a missing one', async () => {
		const p = new TempProject({ 'big.md': `> ${'x'.repeat(5000)}\n> --- \`s.md\`\n` });
		after(() => p.dispose());
		const workspace = new NodeWorkspace(p.root);
		assert.deepEqual(await readListedNote(workspace, 'big.md', 1000, mayCiteBytes), { error: 'note cannot be read: too large' });
		assert.deepEqual(await readListedNote(workspace, 'big.md', 1 << 20, mayCiteBytes), { text: `> ${'x'.repeat(5000)}\n> --- \`s.md\`\n` });
		assert.deepEqual(await readListedNote(workspace, 'missing.md', 1000, mayCiteBytes), { error: 'note cannot be read: missing' });
	});
});
