import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import { unifiedDiff } from '../../../server/src/cli/unifiedDiff';
import { sample } from '../../helpers/depth';
import { TempProject } from '../../helpers/project';

/** A note's lines, from a small alphabet so that edits meet repeated lines; `\r\n` ends and a missing final newline included. */
const text = fc.tuple(fc.array(fc.constantFrom('> alpha', '> --- `s.md:2`', '', 'beta', '# H', 'x\r'), { maxLength: 30 }), fc.boolean())
	.map(([lines, last]) => lines.join('\n') + (last && lines.length ? '\n' : ''));

suite('verbatim fix --dry-run: the unified diff', () => {
	test('Should write the diff -u shape: file headers, hunks of 3 lines of context, a missing final newline marked', () => {
		const before = 'a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\n';
		const after = 'a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nK';
		assert.equal(unifiedDiff('n.md', before, after), [
			'--- a/n.md', '+++ b/n.md', '@@ -1,5 +1,5 @@', ' a', '-b', '+B', ' c', ' d', ' e',
			'@@ -8,4 +8,4 @@', ' h', ' i', ' j', '-k', '+K', '\\ No newline at end of file', '',
		].join('\n'));
		assert.equal(unifiedDiff('n.md', before, before), '');
	});

	test('Should make diffs that git apply takes, and that turn each text into its edit', () => {
		const cases = fc.sample(fc.tuple(text, text), sample(200) as fc.Parameters<[string, string]>);
		const p = new TempProject({});
		try {
			const patches = cases.map(([before, after], k) => {
				p.write(`f${k}.md`, before);
				return unifiedDiff(`f${k}.md`, before, after);
			});
			// One git apply for every case: a patch that did not apply to its file would fail it whole.
			p.write('all.patch', patches.join(''));
			execFileSync('git', ['apply', 'all.patch'], { cwd: p.root, stdio: 'pipe' });
			cases.forEach(([, after], k) => assert.equal(readFileSync(`${p.root}/f${k}.md`, 'utf8'), after, `case ${k}`));
		} finally {
			p.dispose();
		}
	});
});
