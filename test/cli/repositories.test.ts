import * as assert from 'node:assert/strict';
import { rmSync, symlinkSync } from 'node:fs';
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

suite('repositories: clones inside the root from verbatim.json, elsewhere from the user', () => {
	const setUp = (): { p: TempProject; other: TempProject; c: string; note: string } => {
		const p = temp();
		const other = temp();
		const c = new GitRepo(other.root).commit('one', { 'secret.txt': 'SECRET_TOKEN=hunter2 line one\nthe public line\n' });
		const note = lines(
			'> SECRET_TOKEN=hunter3 line one', `> --- https://github.com/acme/other/blob/${c}/secret.txt`, '',
			'> the public line', `> --- https://github.com/acme/other/blob/${c}/secret.txt`, '',
		);
		p.write('notes/n.md', note);
		return { p, other, c, note };
	};

	test('Should refuse a clone outside the root in verbatim.json, naming the key, and print nothing of it', async () => {
		const { p, other } = setUp();
		symlinkSync(other.root, path.join(p.root, 'linked'));
		for (const clone of [other.root, path.relative(p.root, other.root), 'linked', './linked/.']) {
			p.write('verbatim.json', JSON.stringify({ repositories: { 'https://github.com/acme/other': clone } }));
			const r = await runInProcess(p, ['check']);
			assert.equal(r.status, 2, `${clone}: ${r.stdout}`);
			assert.match(r.stderr, /verbatim\.json:1:\d+: repositories\["https:\/\/github\.com\/acme\/other"\]: .*outside the project root.*--repository/);
			assert.doesNotMatch(r.stdout + r.stderr, /hunter|public line/);
		}
	});

	test('Should read a clone inside the root named in verbatim.json', async () => {
		const { p, other } = setUp();
		git(p.root, 'clone', '-q', '--bare', other.root, 'clones/other.git');
		p.write('verbatim.json', JSON.stringify({ repositories: { 'https://github.com/acme/other': 'clones/other.git' } }));
		const r = await runInProcess(p, ['check', '--format', 'json', '--redact']);
		assert.deepEqual(JSON.parse(r.stdout).citations.map((c: { status: string }) => c.status), ['absent', 'verified']);
	});

	test('Should not follow a clone inside the root to objects outside it (alternates, commondir, a config include, a .git file)', async () => {
		const { p, other } = setUp();
		const ways: [string, () => void][] = [
			['alternates', () => {
				git(p.root, 'init', '-q', '--bare', 'clones/other.git');
				p.write('clones/other.git/objects/info/alternates', `${path.join(other.root, '.git/objects')}\n`);
			}],
			['commondir', () => {
				git(p.root, 'init', '-q', '--bare', 'clones/other.git');
				p.write('clones/other.git/commondir', `${path.join(other.root, '.git')}\n`);
			}],
			['a config include', () => {
				git(p.root, 'init', '-q', '--bare', 'clones/other.git');
				p.write('clones/other.git/config', `[core]\n\tbare = true\n[include]\n\tpath = ${path.join(other.root, '.git/config')}\n`);
			}],
			['a .git file', () => {
				p.write('clones/other.git/.git', `gitdir: ${path.join(other.root, '.git')}\n`);
			}],
		];
		p.write('verbatim.json', JSON.stringify({ repositories: { 'https://github.com/acme/other': 'clones/other.git' } }));
		for (const [way, make] of ways) {
			rmSync(path.join(p.root, 'clones'), { recursive: true, force: true });
			make();
			const r = await runInProcess(p, ['check', '--format', 'json']);
			const json = JSON.parse(r.stdout);
			assert.deepEqual(json.citations.map((c: { status: string }) => c.status), ['source_error', 'source_error'], way);
			assert.match(json.citations[0].message, /outside the project/, way);
			assert.doesNotMatch(r.stdout + r.stderr, /hunter2/, way);
		}
	});

	test('Should read a clone elsewhere granted by --repository or VERBATIM_REPOSITORIES, over verbatim.json', async () => {
		const { p, other } = setUp();
		const statuses = async (args: string[], env: Record<string, string> = {}): Promise<string[]> => {
			const r = await runInProcess(p, ['check', '--format', 'json', '--redact', ...args], { env });
			assert.ok(r.status === 0 || r.status === 1, r.stderr);
			return JSON.parse(r.stdout).citations.map((c: { status: string }) => c.status);
		};
		assert.deepEqual(await statuses([]), ['unverified', 'unverified']);
		assert.deepEqual(await statuses(['--repository', `https://github.com/acme/other=${other.root}`]), ['absent', 'verified']);
		assert.deepEqual(await statuses([`--repository=git@github.com:acme/other.git=${path.relative(p.root, other.root)}`]), ['absent', 'verified']);
		assert.deepEqual(await statuses([], { VERBATIM_REPOSITORIES: JSON.stringify({ 'https://github.com/acme/other': other.root }) }), ['absent', 'verified']);
		p.write('verbatim.json', JSON.stringify({ repositories: { 'https://github.com/acme/other': 'nowhere' } }));
		assert.deepEqual(await statuses(['--repository', `https://github.com/acme/other=${other.root}`]), ['absent', 'verified']);
	});

	test('Should refuse a malformed grant, naming the flag or the variable', async () => {
		const { p, other } = setUp();
		for (const bad of ['no-equals-sign', `not a url=${other.root}`, 'https://github.com/acme/other=']) {
			const r = await runInProcess(p, ['check', '--repository', bad]);
			assert.equal(r.status, 2, bad);
			assert.match(r.stderr, /--repository: /);
		}
		for (const bad of ['not json', '["a"]', JSON.stringify({ 'not a url': other.root }), JSON.stringify({ 'https://github.com/acme/other': 3 })]) {
			const r = await runInProcess(p, ['check'], { env: { VERBATIM_REPOSITORIES: bad } });
			assert.equal(r.status, 2, bad);
			assert.match(r.stderr, /VERBATIM_REPOSITORIES: /);
		}
	});
});
