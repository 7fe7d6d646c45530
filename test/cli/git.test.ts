import * as assert from 'node:assert/strict';
import { after, suite, test } from 'node:test';
import * as path from 'node:path';
import { GitRepo } from '../helpers/gitRepo';
import { runInProcess } from '../helpers/inProcessCli';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

suite('verbatim check with Git sources', () => {
	test('Should verify a commit-pinned citation, count the unverified one, and exit once done', async () => {
		const p = new TempProject();
		after(() => p.dispose());
		const c = new GitRepo(p.root).commit('one', { 'src/a.py': 'def f():\n    return 42\n' });
		p.write('verbatim.json', JSON.stringify({ repositories: { 'https://github.com/acme/tool': './clones/tool' } }));
		p.write('notes/n.md', lines(
			'> def f(): return 42', `> --- \`src/a.py:1-2\` @ \`${c.slice(0, 10)}\``, '',
			'> def f(): return 42', `> --- https://github.com/acme/tool/blob/${c}/src/a.py`, '',
		));
		const r = await runInProcess(p, ['check', '--format', 'json']);
		assert.equal(r.status, 0, r.stderr);
		const json = JSON.parse(r.stdout);
		assert.deepEqual(json.summary.byStatus, { verified: 1, unverified: 1 });
		assert.equal(json.summary.unverified, 1);
		assert.equal(json.citations[0].version, c.slice(0, 10));
		assert.equal(json.citations[0].profile, 'whitespace');
		assert.match(json.citations[1].message, /clone of https:\/\/github\.com\/acme\/tool \(\.\/clones\/tool\) is not on this machine/);
	});

	test('Should build a citation at a commit (full id), and as a blob URL of a configured clone', async () => {
		const p = new TempProject();
		const other = new TempProject();
		after(() => {
			p.dispose();
			other.dispose();
		});
		const repo = new GitRepo(p.root);
		const c1 = repo.commit('one', { 'src/a.ts': 'const answer = 42;\nexport default answer;\n' });
		repo.commit('two', { 'src/a.ts': 'export const answer = 43;\n' });
		const built = await runInProcess(p, ['quote', '--source', 'src/a.ts', '--commit', 'HEAD~1', '--text', 'const answer = 42;']);
		assert.equal(built.status, 0, built.stderr);
		assert.equal(built.stdout, `> const answer = 42;\n> --- \`src/a.ts:1\` @ \`${c1}\`\n`);
		const tool = new GitRepo(other.root);
		const t1 = tool.commit('one', { 'lib/x y.py': 'def f():\n    return 42\n' });
		// verbatim.json may not name a clone outside the project; the user grants it.
		p.write('verbatim.json', JSON.stringify({ repositories: { 'https://github.com/Acme/Tool.git': other.root } }));
		assert.match((await runInProcess(p, ['check'])).stderr, /repositories\["https:\/\/github\.com\/Acme\/Tool\.git"\]: names a folder outside the project root/);
		p.write('verbatim.json', '{}');
		const grant = ['--repository', `https://github.com/Acme/Tool.git=${other.root}`];
		const byUrl = await runInProcess(p, ['quote', '--source', path.join(other.root, 'lib/x y.py'), '--commit', t1.slice(0, 9), '--url', '--text', 'return 42', ...grant]);
		assert.equal(byUrl.status, 0, byUrl.stderr);
		assert.equal(byUrl.stdout, `> return 42\n> --- https://github.com/acme/tool/blob/${t1}/lib/x%20y.py#L2\n`);
		p.write('notes/n.md', `${built.stdout}\n${byUrl.stdout}`);
		const r = await runInProcess(p, ['check', '--format', 'json', ...grant]);
		assert.equal(r.status, 0, r.stdout);
		assert.deepEqual(JSON.parse(r.stdout).summary.byStatus, { verified: 2 });
		const unmapped = await runInProcess(p, ['quote', '--source', 'src/a.ts', '--commit', 'HEAD', '--url', '--text', 'answer']);
		assert.equal(unmapped.status, 2);
		assert.match(unmapped.stderr, /--url: no URL in "repositories"/);
	});
});
