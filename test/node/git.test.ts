import * as assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import { applyEdits, createChecker, defaultConfig, noopToken, type CitationResult, type ProjectConfig } from '../../server/src/core';
import { GitReader } from '../../server/src/node/git';
import { NodeWorkspace } from '../../server/src/node/nodeWorkspace';
import { git, GitRepo, writeCommitsSharingPrefix } from '../helpers/gitRepo';
import { TempProject } from '../helpers/project';
import { lines, sha256 } from '../helpers/text';

function temp(): TempProject {
	const p = new TempProject();
	after(() => p.dispose());
	return p;
}

/** Checks `note` in a project on disk, with Git through the real workspace. */
async function check(root: string, note: string, config: Partial<ProjectConfig> = {}, gitEnabled = true): Promise<readonly CitationResult[]> {
	const workspace = new NodeWorkspace(root, { git: gitEnabled });
	after(() => workspace.dispose());
	const checker = createChecker({ workspace, config: { ...defaultConfig, ...config } });
	const text = (await workspace.readFile(note, 1e6));
	assert.equal(text.kind, 'ok');
	const report = await checker.checkNote(note, new TextDecoder().decode(text.kind === 'ok' ? text.bytes : undefined), noopToken);
	return report!.results;
}

const v1 = lines('export function add(a: number, b: number) {', '\treturn a + b;', '}', '');
const v2 = lines('export function add(a: number, b: number): number {', '\treturn b + a;', '}', '');

suite('Git sources in the note\'s own repository', () => {
	test('Should read a path at a commit, follow renames by commit, and report deleted paths and absent commits', async () => {
		const p = temp();
		const repo = new GitRepo(p.root);
		const c1 = repo.commit('one', { 'src/a.ts': v1 });
		const c2 = repo.commit('two', { 'src/a.ts': v2 });
		const c3 = repo.mv('src/a.ts', 'src/b.ts', 'rename');
		const c4 = repo.commit('delete', { 'src/b.ts': null });
		p.write('notes/n.md', lines(
			'> export function add(a: number,', '>    b: number) {', `> --- \`src/a.ts:1\` @ \`${c1.slice(0, 7)}\``, '',
			'> return b + a;', `> --- \`src/a.ts\` @ \`${c1}\``, '',
			'> return b + a;', `> --- \`src/a.ts\` @ \`${c2.toUpperCase()}\``, '',
			'> return b + a;', `> --- \`src/b.ts\` @ \`${c2}\``, '',
			'> return b + a;', `> --- \`../src/b.ts:2\` @ \`${c3}\``, '',
			'> return b + a;', `> --- \`src/b.ts\` @ \`${c4}\``, '',
			'> return b + a;', '> --- `src/b.ts` @ `0123456789abcdef0123456789abcdef01234567`', '',
		));
		const r = await check(p.root, 'notes/n.md');
		assert.deepEqual(r.map(x => x.status), ['verified', 'absent', 'verified', 'source_error', 'verified', 'source_error', 'unverified']);
		assert.equal(r[0]!.profile, 'whitespace');
		assert.match(r[3]!.message, /^src\/b\.ts does not exist at commit /);
		assert.match(r[5]!.message, /does not exist at commit/);
		assert.match(r[6]!.message, /^commit 0123456789ab is not in the repository holding the note: fetch it, or check the hash; the quote was not checked$/);
	});

	test('Should call a short commit shared by two commits invalid_attribution', async () => {
		const p = temp();
		const repo = new GitRepo(p.root);
		repo.commit('one', { 'a.txt': 'alpha beta\n' });
		const prefix = writeCommitsSharingPrefix(p.root);
		p.write('n.md', lines('> alpha beta', `> --- \`a.txt\` @ \`${prefix}\``, ''));
		const [r] = await check(p.root, 'n.md');
		assert.equal(r!.status, 'invalid_attribution');
		assert.match(r!.message, /ambiguous/);
	});

	test('Should leave a note outside any repository, or Git disabled, unverified', async () => {
		const p = temp();
		p.write('a.txt', 'alpha beta\n');
		p.write('n.md', lines('> alpha beta', '> --- `a.txt` @ `abcdef1`', ''));
		const [outside] = await check(p.root, 'n.md');
		assert.equal(outside!.status, 'unverified');
		new GitRepo(p.root).commit('one', {});
		const [disabled] = await check(p.root, 'n.md', {}, false);
		assert.equal(disabled!.status, 'unverified');
		assert.match(disabled!.message, /untrusted workspace/);
	});
});

suite('Git sources in configured clones', () => {
	const setUp = (): { p: TempProject; upstream: string; c1: string; c2: string } => {
		const p = temp();
		const up = new GitRepo(path.join(p.root, 'upstream'));
		const c1 = up.commit('one', { 'docs/guide.md': lines('# Guide', 'Keep the build green.', 'Ship small steps.', '') });
		const c2 = up.commit('two', { 'docs/guide.md': lines('# Guide', 'Keep the build red.', '') });
		return { p, upstream: up.dir, c1, c2 };
	};

	test('Should map every blob URL form through a bare clone in repositories', async () => {
		const { p, upstream, c1 } = setUp();
		git(p.root, 'clone', '-q', '--bare', upstream, 'clones/guide.git');
		const gh = `https://github.com/Acme/Guide/blob/${c1}/docs/guide.md`;
		p.write('proj/verbatim.json', '{}');
		p.write('proj/n.md', lines(
			'> Keep the build green.', `> --- [guide](${gh}#L2)`, '',
			'> Keep the build green.', `> --- ${gh}#L1-L2`, '',
			'> Keep the build green.', `> --- \`https://raw.githubusercontent.com/acme/guide/${c1}/docs/guide.md\``, '',
			'> Ship small steps.', `> --- https://gitlab.example.org/acme/sub/guide/-/blob/${c1}/docs/guide.md#L3-3`, '',
			'> Ship small steps.', `> --- https://codeberg.org/acme/guide/src/commit/${c1}/docs/guide.md`, '',
			'> Ship small steps.', `> --- ${gh} @ \`sha256:${'0'.repeat(64)}\``, '',
			`The guide says "Ship small steps." ([guide](${gh}), verbatim).`, '',
		));
		const clone = path.join(p.root, 'clones/guide.git');
		const r = await check(path.join(p.root, 'proj'), 'n.md', {
			repositories: {
				'https://github.com/acme/guide.git': clone,
				'https://gitlab.example.org/acme/sub/guide': '../clones/guide.git',
				'git@codeberg.org:acme/guide.git': '../clones/guide.git',
			},
		});
		assert.deepEqual(r.map(x => x.status), ['verified', 'verified', 'verified', 'verified', 'verified', 'version_mismatch', 'verified']);
		// A Markdown file read from Git is matched under whitespace, as every Git blob is.
		assert.deepEqual(new Set(r.map(x => x.profile)), new Set(['whitespace']));
		assert.equal(r[0]!.occurrences![0]!.startLine, 2);
	});

	test('Should pin sha256 to the blob bytes', async () => {
		const { p, upstream, c1 } = setUp();
		const bytes = git(upstream, 'show', `${c1}:docs/guide.md`);
		p.write('n.md', lines('> Ship small steps.', `> --- https://github.com/acme/guide/blob/${c1}/docs/guide.md @ \`${sha256(bytes)}\``, ''));
		const [r] = await check(p.root, 'n.md', { repositories: { 'https://github.com/acme/guide': 'upstream' } });
		assert.equal(r!.status, 'verified');
	});

	test('Should report bytes not on this machine as unverified, and absent commits and paths as source_error', async () => {
		const { p, upstream, c1, c2 } = setUp();
		git(p.root, 'clone', '-q', '--depth', '1', `file://${upstream}`, 'shallow');
		const url = (c: string, file = 'docs/guide.md'): string => `https://github.com/acme/guide/blob/${c}/${file}`;
		p.write('n.md', lines(
			'> Keep the build green.', `> --- ${url(c1)}`, '',
			'> Keep the build red.', `> --- ${url(c2)}`, '',
			'> Keep the build red.', `> --- ${url(c2).replace('acme', 'other')}`, '',
			'> Keep the build red.', `> --- ${url(c2).replace('guide', 'gone')}`, '',
			'> Keep the build red.', `> --- ${url(c2, 'docs/missing.md')}`, '',
			'> Keep the build red.', `> --- ${url('0123456789abcdef0123456789abcdef01234567')}`, '',
			'> Keep the build red.', `> --- ${url('0123456789abcdef0123456789abcdef01234567').replace('acme', 'other')}`, '',
		));
		const r = await check(p.root, 'n.md', {
			repositories: { 'https://github.com/acme/guide': 'shallow', 'https://github.com/acme/gone': 'nowhere', 'https://github.com/other/guide': 'upstream' },
		});
		assert.deepEqual(r.map(x => x.status), ['unverified', 'verified', 'verified', 'unverified', 'source_error', 'unverified', 'unverified']);
		assert.match(r[0]!.message, /shallow clone/);
		assert.match(r[3]!.message, /is not on this machine/);
		assert.match(r[4]!.message, /docs\/missing\.md does not exist at commit/);
		assert.match(r[6]!.message, /^commit 0123456789ab is not in the clone of https:\/\/github\.com\/other\/guide \(upstream\): fetch it/);
		assert.equal(r.filter(x => x.severity === 'warning').length, 4);
		const [unmapped] = await check(p.root, 'n.md', {});
		assert.equal(unmapped!.status, 'unverified');
		assert.match(unmapped!.message, /has no local clone/);
	});
});

suite('A note at an earlier commit is still the note', () => {
	test('Should not verify a quote against the citations the note made at that commit, and still against its prose', async () => {
		const p = temp();
		const repo = new GitRepo(p.root);
		const c = repo.commit('one', { 'notes/n.md': lines('Plain prose the note wrote.', '', '> invented words here', '> --- `../s.md`'), 's.md': 'other text\n' });
		p.write('notes/n.md', lines(
			'> invented words here', `> --- \`notes/n.md\` @ \`${c}\``, '',
			'> Plain prose the note wrote.', `> --- \`./n.md\` @ \`${c.slice(0, 8)}\``,
		));
		const r = await check(p.root, 'notes/n.md');
		assert.deepEqual(r.map(x => x.status), ['absent', 'verified']);
	});
});

suite('Git symlinks', () => {
	test('Should refuse a symlink committed in place of a file, at the top and in a folder, and still read the file it names', async () => {
		const p = temp();
		const repo = new GitRepo(p.root);
		p.write('d/real.txt', 'hello there world\n');
		symlinkSync('/etc/hostname', path.join(p.root, 'top.txt'));
		symlinkSync('real.txt', path.join(p.root, 'd', 'link.txt'));
		// A file whose name only ends like the link's must not be taken for it.
		p.write('d/xlink.txt', 'real.txt\n');
		const c = repo.commit('links', {});
		p.write('n.md', lines(
			'> etc', `> --- \`top.txt\` @ \`${c}\``, '',
			'> real.txt', `> --- \`d/link.txt\` @ \`${c}\``, '',
			'> there', `> --- \`d/real.txt\` @ \`${c}\``, '',
			'> real.txt', `> --- \`d/xlink.txt\` @ \`${c}\``, '',
		));
		const r = await check(p.root, 'n.md');
		assert.deepEqual(r.map(x => x.status), ['source_error', 'source_error', 'verified', 'verified']);
		assert.match(r[1]!.message, /d\/link\.txt is not a file at commit/);
	});
});

suite('Git processes', () => {
	test('Should read many citations through one process per repository, blobs cached by object id', async () => {
		const p = temp();
		const repo = new GitRepo(p.root);
		const commits = [repo.commit('one', { 'a.txt': 'one\n', 'b.txt': 'same\n' }), repo.commit('two', { 'a.txt': 'two\n' })];
		const reader = new GitReader(p.root);
		after(() => reader.dispose());
		const reads = await Promise.all(Array.from({ length: 40 }, (_, k) => reader.read({
			repository: { kind: 'note', note: 'n.md' }, commit: commits[k % 2]!, path: k % 3 ? 'a.txt' : 'b.txt', maxBytes: 100,
		})));
		assert.ok(reads.every(r => r.kind === 'ok'));
		assert.equal(reader.processStarts, 1);
		const same = reads.filter((r, k) => k % 3 === 0 && r.kind === 'ok').map(r => (r.kind === 'ok' ? r.blob : ''));
		assert.equal(new Set(same).size, 1);
		const big = await reader.read({ repository: { kind: 'note', note: 'n.md' }, commit: commits[0]!, path: 'a.txt', maxBytes: 2 });
		assert.deepEqual(big, { kind: 'error', reason: 'too_large' });
	});

	test('Should run nothing a hostile repository configures: fsmonitor, hooks, pager', async () => {
		const p = temp();
		const marker = path.join(p.root, 'MARKER');
		const hostile = new GitRepo(path.join(p.root, 'hostile'));
		const c = hostile.commit('one', { 'a.txt': 'alpha beta\n' });
		const hooks = path.join(hostile.dir, 'evil-hooks');
		mkdirSync(hooks);
		const script = `#!/bin/sh\ntouch '${marker}'\n`;
		for (const hook of ['post-checkout', 'pre-commit', 'post-index-change', 'reference-transaction', 'fsmonitor-watchman']) {
			writeFileSync(path.join(hooks, hook), script);
			chmodSync(path.join(hooks, hook), 0o755);
		}
		writeFileSync(path.join(hooks, 'monitor.sh'), script);
		chmodSync(path.join(hooks, 'monitor.sh'), 0o755);
		for (const [k, v] of [['core.fsmonitor', path.join(hooks, 'monitor.sh')], ['core.hooksPath', hooks], ['core.pager', `touch '${marker}'`], ['pager.cat-file', `touch '${marker}'`]]) {
			git(hostile.dir, 'config', k!, v!);
		}
		// The project itself is the hostile repository too: its notes cite it at a commit.
		p.write('hostile/n.md', lines('> alpha beta', `> --- \`a.txt\` @ \`${c.slice(0, 8)}\``, '', '> alpha beta', `> --- https://github.com/evil/repo/blob/${c}/a.txt`, ''));
		const r = await check(hostile.dir, 'n.md', { repositories: { 'https://github.com/evil/repo': '.' } });
		assert.deepEqual(r.map(x => x.status), ['verified', 'verified']);
		assert.equal(existsSync(marker), false, 'a hook, fsmonitor or pager of the repository ran');
	});
});

suite('Re-citing a Git citation at HEAD', () => {
	test('Should offer each occurrence at HEAD when the quote now occurs more than once there, each verifying', async () => {
		const p = temp();
		const repo = new GitRepo(p.root);
		const c1 = repo.commit('one', { 'src/a.py': 'x = 1\ny = 2\n' });
		const c2 = repo.commit('two', { 'src/a.py': 'y = 2\nx = 1\ny = 2\n' });
		const note = lines('> y = 2', `> --- \`src/a.py:2\` @ \`${c1.slice(0, 8)}\``, '');
		p.write('notes/n.md', note);
		const workspace = new NodeWorkspace(p.root);
		after(() => workspace.dispose());
		const checker = createChecker({ workspace, config: defaultConfig });
		const report = await checker.checkNote('notes/n.md', note, noopToken);
		assert.deepEqual(report!.results.map(r => r.status), ['verified']);
		const fixes = await checker.edits.fixes(report!.results[0]!, note);
		assert.deepEqual(fixes.map(f => f.title), ['Cite occurrence 1 in the current version of a.py (line 1, latest commit)', 'Cite occurrence 2 in the current version of a.py (line 3, latest commit)']);
		for (const [k, fix] of fixes.entries()) {
			const fixed = applyEdits(note, fix.edits);
			assert.equal(fixed, lines('> y = 2', `> --- \`src/a.py:${k === 0 ? 1 : 3}\` @ \`${c2}\``, ''));
			assert.deepEqual((await checker.checkNote('notes/n.md', fixed, noopToken))!.results.map(r => r.status), ['verified']);
		}
	});

	test('Should offer a fix that re-cites the quote at HEAD when it is still there, and none when it is gone', async () => {
		const p = temp();
		const repo = new GitRepo(p.root);
		const c1 = repo.commit('one', { 'src/a.py': 'import os\n\ndef f():\n    return 42\n' });
		const c2 = repo.commit('two', { 'src/a.py': 'def f():\n    return 42\n', 'src/b.py': 'x = 1\n' });
		const note = lines('Intro.', '', '> return 42', `> --- \`../src/a.py:4\` @ \`${c1.slice(0, 7)}\``, '', '> import os', `> --- \`src/a.py\` @ \`${c1}\``, '');
		p.write('notes/n.md', note);
		const workspace = new NodeWorkspace(p.root);
		after(() => workspace.dispose());
		const checker = createChecker({ workspace, config: defaultConfig });
		const report = await checker.checkNote('notes/n.md', note, noopToken);
		assert.deepEqual(report!.results.map(r => r.status), ['verified', 'verified']);
		const [fix] = await checker.edits.fixes(report!.results[0]!, note);
		assert.equal(fix!.title, 'Update to the current version of a.py (latest commit)');
		const fixed = applyEdits(note, fix!.edits);
		assert.equal(fixed, note.replace(`> --- \`../src/a.py:4\` @ \`${c1.slice(0, 7)}\``, `> --- \`../src/a.py:2\` @ \`${c2}\``));
		assert.deepEqual((await checker.checkNote('notes/n.md', fixed, noopToken))!.results.map(r => r.status), ['verified', 'verified']);
		assert.deepEqual(await checker.edits.fixes(report!.results[1]!, note), []);
	});

	test('Should cite occurrence N of an ambiguous quote and correct an out-of-range one at the cited commit, keeping how the commit was written', async () => {
		const p = temp();
		const repo = new GitRepo(p.root);
		const c1 = repo.commit('one', { 'src/a.py': 'x = 1\ny = 2\nx = 1\n' });
		repo.commit('two', { 'src/a.py': 'z = 0\n' });
		const note = lines('> x = 1', `> --- \`src/a.py\` @ \`${c1.slice(0, 10)}\` — setup`, '', '> y = 2', `> --- [a](../src/a.py#L3) @ \`${c1}\`, p. 1`, '');
		p.write('notes/n.md', note);
		const workspace = new NodeWorkspace(p.root);
		after(() => workspace.dispose());
		const checker = createChecker({ workspace, config: defaultConfig });
		const report = await checker.checkNote('notes/n.md', note, noopToken);
		assert.deepEqual(report!.results.map(r => r.status), ['ambiguous', 'out_of_range']);
		const offered = [];
		for (const r of report!.results) {
			for (const fix of await checker.edits.fixes(r, note)) {
				const fixed = applyEdits(note, fix.edits);
				offered.push([fix.title, fix.preferred === true, fixed.split('\n').find(l => l.startsWith('> ---') && !note.includes(l))]);
				assert.equal((await checker.checkNote('notes/n.md', fixed, noopToken))!.results.find(x => x.citation.span.start === r.citation.span.start)!.status, 'verified');
			}
		}
		assert.deepEqual(offered, [
			['Cite occurrence 1 (line 1)', true, `> --- \`src/a.py:1\` @ \`${c1.slice(0, 10)}\` — setup`],
			['Cite occurrence 2 (line 3)', false, `> --- \`src/a.py:3\` @ \`${c1.slice(0, 10)}\` — setup`],
			['Cite line 2 instead', true, `> --- [a](../src/a.py#L2) @ \`${c1}\`, p. 1`],
		]);
	});

	test('Should keep the locator note, the link and its path style when re-citing at HEAD', async () => {
		const p = temp();
		const repo = new GitRepo(p.root);
		const c1 = repo.commit('one', { 'src/a.py': 'import os\n\ndef f():\n    return 42\n' });
		const c2 = repo.commit('two', { 'src/a.py': 'def f():\n    return 42\n' });
		const note = lines('> return 42', `> --- \`src/a.py:4\` @ \`${c1}\`, p. 2 — “answer”`, '', '> def f():', `> --- [the module](../src/a.py#L3) @ \`${c1.slice(0, 9)}\`\t(old)`, '');
		p.write('notes/n.md', note);
		const workspace = new NodeWorkspace(p.root);
		after(() => workspace.dispose());
		const checker = createChecker({ workspace, config: defaultConfig });
		const report = await checker.checkNote('notes/n.md', note, noopToken);
		const fixed = [];
		for (const r of report!.results) {
			const [fix] = await checker.edits.fixes(r, note);
			fixed.push(applyEdits(note, fix!.edits).split('\n').filter(l => l.startsWith('> ---') && !note.includes(l)));
		}
		assert.deepEqual(fixed, [[`> --- \`src/a.py:2\` @ \`${c2}\`, p. 2 — “answer”`], [`> --- [the module](../src/a.py#L1) @ \`${c2}\`\t(old)`]]);
	});
});
