import * as assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import { git, GitRepo } from '../helpers/gitRepo';
import { runInProcess } from '../helpers/inProcessCli';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

function temp(files: Record<string, string> = {}): TempProject {
	const p = new TempProject(files);
	after(() => p.dispose());
	return p;
}

const citedFiles = async (p: TempProject, ...args: string[]): Promise<string[]> => {
	const r = await runInProcess(p, ['check', '--format', 'json', ...args]);
	assert.ok(r.status === 0 || r.status === 1, r.stderr);
	return JSON.parse(r.stdout).citations.map((c: { file: string }) => c.file);
};

suite('verbatim check --changed-since runs nothing the repository names', () => {
	test('Should run no clean filter, process filter, textconv or external diff, and still see what changed', async () => {
		const p = temp();
		const marker = path.join(temp().root, 'PWNED');
		const repo = new GitRepo(p.root);
		repo.commit('base', {
			'.gitattributes': '* filter=x diff=x\n',
			'sources/s.md': 'The claim was settled.\n',
			'notes/a.md': lines('> The claim was settled.', '> --- `sources/s.md`', ''),
			'notes/b.md': lines('> The claim was settled.', '> --- `sources/s.md`', ''),
		});
		for (const [k, v] of [
			['filter.x.clean', `touch '${marker}'; cat`], ['filter.x.smudge', `touch '${marker}'; cat`], ['filter.x.process', `touch '${marker}'`],
			['filter.x.required', 'true'], ['diff.x.textconv', `touch '${marker}'; cat`], ['diff.external', `touch '${marker}'`],
			['core.fsmonitor', `touch '${marker}'`], ['core.pager', `touch '${marker}'`],
		]) {
			git(p.root, 'config', k!, v!);
		}
		// One note rewritten alike (stat-dirty, same bytes), one changed, one new.
		p.write('notes/a.md', lines('> The claim was settled.', '> --- `sources/s.md`', ''));
		p.write('notes/b.md', lines('> The claim was settled!', '> --- `sources/s.md`', ''));
		p.write('notes/c.md', lines('> The claim', '> --- `sources/s.md`', ''));
		const files = await citedFiles(p, '--changed-since', 'HEAD');
		assert.equal(existsSync(marker), false, 'a command the repository names ran');
		assert.deepEqual(files, ['notes/b.md', 'notes/c.md']);
	});

	test('Should run no filter of a submodule, and call its changed files changed', async () => {
		const p = temp();
		const marker = path.join(temp().root, 'PWNED');
		const upstream = temp();
		const sub = new GitRepo(upstream.root);
		sub.commit('sub', { '.gitattributes': '* filter=y\n', 'doc.md': 'Inner words here.\n' });
		const repo = new GitRepo(p.root);
		repo.commit('base', { 'notes/a.md': lines('> Inner words here.', '> --- `sub/doc.md`', '') });
		git(p.root, '-c', 'protocol.file.allow=always', 'submodule', '-q', 'add', upstream.root, 'sub');
		git(p.root, 'commit', '-q', '-m', 'submodule');
		git(path.join(p.root, 'sub'), 'config', 'filter.y.clean', `touch '${marker}'; cat`);
		git(path.join(p.root, 'sub'), 'config', 'filter.y.process', `touch '${marker}'`);
		p.write('sub/doc.md', 'Inner words here, changed.\n');
		const r = await runInProcess(p, ['check', '--format', 'json', '--changed-since', 'HEAD']);
		assert.equal(existsSync(marker), false, 'a command the submodule names ran');
		assert.equal(r.status, 1, r.stderr);
		assert.deepEqual(JSON.parse(r.stdout).citations.map((c: { file: string }) => c.file), ['notes/a.md']);
	});

	test('Should see changes in a project below the work tree top, and in a sha256 repository', async () => {
		const p = temp();
		const repo = new GitRepo(p.root);
		repo.commit('base', {
			'kb/verbatim.json': '{}', 'kb/s.md': 'Words of the source.\n',
			'kb/a.md': lines('> Words of the source.', '> --- `s.md`', ''), 'kb/b.md': lines('> Words', '> --- `s.md`', ''),
		});
		p.write('kb/s.md', 'Words of the source.\nMore.\n');
		assert.deepEqual(await citedFiles(p, path.join(p.root, 'kb'), '--changed-since', 'HEAD'), ['a.md', 'b.md']);
		const q = temp();
		git(q.root, 'init', '-q', '--object-format=sha256');
		q.write('s.md', 'Words of the source.\n');
		q.write('a.md', lines('> Words of the source.', '> --- `s.md`', ''));
		q.write('b.md', lines('> Words', '> --- `t.md`', ''));
		q.write('t.md', 'Words.\n');
		git(q.root, 'add', '-A');
		git(q.root, 'commit', '-q', '-m', 'base');
		assert.deepEqual(await citedFiles(q, '--changed-since', 'HEAD'), []);
		q.write('t.md', 'Words!\n');
		assert.deepEqual(await citedFiles(q, '--changed-since', 'HEAD'), ['b.md']);
	});
});

suite('A folder inside the project laid out as a repository is data', () => {
	test('Should not take a bare-repository-shaped folder, or a nested .git, for the repository of the notes in it', async () => {
		const p = temp();
		const repo = new GitRepo(p.root);
		const real = repo.commit('base', { 'src/a.txt': 'the real words\n' });
		// A bare repository committed as plain files, whose config claims the project as its work tree.
		const evil = new GitRepo(path.join(p.root, 'notes/evil'), true);
		const work = temp();
		const forged = new GitRepo(work.root).commit('forged', { 'notes/evil/fake.txt': 'words never written\n', 'src/a.txt': 'the forged words\n' });
		git(work.root, 'push', '-q', evil.dir, 'HEAD:refs/heads/main');
		git(evil.dir, 'config', 'core.bare', 'false');
		git(evil.dir, 'config', 'core.worktree', '../..');
		p.write('notes/evil/n.md', lines(
			'> words never written', `> --- \`notes/evil/fake.txt\` @ \`${forged}\``, '',
			'> the forged words', `> --- \`src/a.txt\` @ \`${forged}\``, '',
			'> the real words', `> --- \`src/a.txt\` @ \`${real}\``, '',
		));
		// A nested repository with its own .git holding the same forged commit.
		const nested = new GitRepo(path.join(p.root, 'vendor/x'));
		git(work.root, 'push', '-q', nested.dir, 'HEAD:refs/heads/forged');
		p.write('vendor/x/n.md', lines('> the forged words', `> --- \`src/a.txt\` @ \`${forged}\``, ''));
		const r = await runInProcess(p, ['check', '--format', 'json', 'notes', 'vendor']);
		const json = JSON.parse(r.stdout);
		const statuses = json.citations.map((c: { file: string; status: string }) => `${c.file} ${c.status}`);
		assert.deepEqual(statuses, [
			'notes/evil/n.md unverified', 'notes/evil/n.md unverified', 'notes/evil/n.md verified', 'vendor/x/n.md unverified',
		]);
		assert.match(json.citations[0].message, /is not in the repository holding the note/);
	});
});
