import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import { runInProcess } from '../helpers/inProcessCli';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

function project(files: Record<string, string | Uint8Array> = {}): TempProject {
	const p = new TempProject(files);
	after(() => p.dispose());
	return p;
}

const secret = 'SECRET_TOKEN=hunter2-do-not-print';

suite('verbatim.json obeys the source rules (docs/specification.md §7)', () => {
	test('Should refuse a config symlinked outside the root, naming the file and echoing none of its bytes', async () => {
		const outside = new TempProject({ 'secret.json': secret });
		after(() => outside.dispose());
		const p = project({ 'n.md': 'x' });
		symlinkSync(path.join(outside.root, 'secret.json'), path.join(p.root, 'verbatim.json'));
		const r = await runInProcess(p, ['check']);
		assert.equal(r.status, 2);
		assert.match(r.stderr, /verbatim\.json: resolves outside the project root/);
		assert.doesNotMatch(r.stdout + r.stderr, /hunter2|SECRET/);
	});

	test('Should refuse /dev/zero and a FIFO without hanging', async () => {
		const p = project({ 'n.md': 'x' });
		symlinkSync('/dev/zero', path.join(p.root, 'verbatim.json'));
		const r = await runInProcess(p, ['check']);
		assert.equal(r.status, 2);
		assert.match(r.stderr, /verbatim\.json: resolves outside the project root/);
		const q = project({ 'n.md': 'x' });
		assert.equal(spawnSync('mkfifo', [path.join(q.root, 'verbatim.json')]).status, 0);
		const s = await runInProcess(q, ['check']);
		assert.equal(s.status, 2, s.stderr);
		assert.match(s.stderr, /verbatim\.json: is not a regular file/);
	});

	test('Should refuse a config over 1 MB, or not UTF-8, and accept a BOM', async () => {
		const big = project({ 'verbatim.json': `{"include": ["${'a'.repeat(1024 * 1024)}"]}` });
		assert.match((await runInProcess(big, ['check'])).stderr, /verbatim\.json: is larger than 1 MB/);
		const latin = project({ 'verbatim.json': Buffer.from([0x7B, 0x22, 0xE9, 0x22, 0x3A, 0x31, 0x7D]) });
		assert.match((await runInProcess(latin, ['check'])).stderr, /verbatim\.json: is not valid UTF-8/);
		const bom = project({ 'verbatim.json': '\uFEFF{"strict": true}', 's.txt': 'alpha beta', 'n.md': lines('> alpha beta', '> --- `s.txt`') });
		const r = await runInProcess(bom, ['check']);
		assert.equal(r.status, 0, r.stderr);
	});

	test('Should report a JSON syntax error by position, without quoting the file', async () => {
		const p = project({ 'verbatim.json': `{\n  "strict": ${secret},\n  "include": [],\n  "exclude": []\n}\n` });
		const r = await runInProcess(p, ['check']);
		assert.equal(r.status, 2);
		assert.match(r.stderr, /verbatim\.json:2:13: not valid JSON/);
		assert.doesNotMatch(r.stderr, /hunter2|SECRET/);
	});
});

suite('Paths inside the root (docs/specification.md §3)', () => {
	test('Should read a file whose name starts with two dots', async () => {
		const p = project({ '..data.txt': 'alpha beta gamma', 'n.md': lines('> alpha beta gamma', '> --- `..data.txt`'), '..notes/m.md': lines('> alpha beta gamma', '> --- `../..data.txt`') });
		const r = await runInProcess(p, ['check', '--format', 'json']);
		assert.equal(r.status, 0, r.stdout + r.stderr);
		assert.deepEqual(JSON.parse(r.stdout).citations.map((c: { status: string }) => c.status), ['verified']);
		// A dot folder is not walked by default, but naming it is not leaving the root.
		const named = await runInProcess(p, ['check', '..notes/m.md', '--format', 'json']);
		assert.equal(named.status, 0, named.stderr);
		assert.deepEqual(JSON.parse(named.stdout).citations.map((c: { status: string }) => c.status), ['verified']);
	});

	test('Should resolve quote --source against the same base as the rest of the CLI, naming the resolved path', async () => {
		const p = project({ 'verbatim.json': '{}', 'sources/s.txt': 'alpha beta gamma', 'notes/n.md': '' });
		const fromRoot = await runInProcess(p, ['quote', '--source', '../sources/s.txt', '--text', 'beta'], { cwd: path.join(p.root, 'notes') });
		assert.equal(fromRoot.status, 0, fromRoot.stderr);
		assert.match(fromRoot.stdout, /--- `sources\/s\.txt:1`/);
		const missing = await runInProcess(p, ['quote', '--source', 'sources/none.txt', '--text', 'beta']);
		assert.equal(missing.status, 1);
		assert.match(missing.stderr, new RegExp(`resolved to ${path.join(p.root, 'sources', 'none.txt').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
	});
});

suite('Pathological notes end in a finding (docs/specification.md §8)', () => {
	test('Should report a note too deep to parse at 1:1 and still check the others', async () => {
		const p = project({ 's.txt': 'alpha beta', 'deep.md': `${'> '.repeat(6000)}x\n> --- \`s.txt\`\n`, 'list.md': `${'- '.repeat(3000)}a "q" ([S](s.md), verbatim)\n`, 'ok.md': lines('> alpha beta', '> --- `s.txt`') });
		const r = await runInProcess(p, ['check', '--format', 'json']);
		assert.equal(r.status, 1, r.stderr);
		const report = JSON.parse(r.stdout) as { citations: { file: string; line: number; column: number; status: string }[] };
		assert.deepEqual(report.citations.map(c => [c.file, c.line, c.column, c.status]), [['deep.md', 1, 1, 'source_error'], ['list.md', 1, 1, 'source_error'], ['ok.md', 1, 3, 'verified']]);
	});
});
