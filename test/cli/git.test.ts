import * as assert from 'node:assert/strict';
import { after, suite, test } from 'node:test';
import { GitRepo } from '../helpers/gitRepo';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

suite('verbatim check with Git sources', () => {
	test('Should verify a commit-pinned citation, count the unverified one, and exit once done', () => {
		const p = new TempProject();
		after(() => p.dispose());
		const c = new GitRepo(p.root).commit('one', { 'src/a.py': 'def f():\n    return 42\n' });
		p.write('verbatim.json', JSON.stringify({ repositories: { 'https://github.com/acme/tool': './clones/tool' } }));
		p.write('notes/n.md', lines(
			'> def f(): return 42', `> --- \`src/a.py:1-2\` @ \`${c.slice(0, 10)}\``, '',
			'> def f(): return 42', `> --- https://github.com/acme/tool/blob/${c}/src/a.py`, '',
		));
		const r = p.run(['check', '--format', 'json']);
		assert.equal(r.status, 0, r.stderr);
		const json = JSON.parse(r.stdout);
		assert.deepEqual(json.summary.byStatus, { verified: 1, unverified: 1 });
		assert.equal(json.summary.unverified, 1);
		assert.equal(json.citations[0].version, c.slice(0, 10));
		assert.equal(json.citations[0].profile, 'whitespace');
		assert.match(json.citations[1].message, /clone of https:\/\/github\.com\/acme\/tool \(\.\/clones\/tool\) is not on this machine/);
	});
});
