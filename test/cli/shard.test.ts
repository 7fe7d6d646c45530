import * as assert from 'node:assert/strict';
import { after, suite, test } from 'node:test';
import { inShard } from '../../server/src/node/batch/shard';
import { parseShard } from '../../server/src/cli/shard';
import { runInProcess } from '../helpers/inProcessCli';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

const source = lines('Alpha beta gamma delta.', 'Epsilon zeta eta theta.', '');

function project(notes: number): TempProject {
	const files: Record<string, string> = { 'sources/s.md': source, 'sources/t.md': 'Only the other source says this.\n' };
	for (let k = 0; k < notes; k++) {
		files[`notes/n${k}.md`] = lines('> Alpha beta gamma delta.', '> --- `sources/s.md`', '');
	}
	const p = new TempProject(files);
	after(() => p.dispose());
	return p;
}

/** The notes a shard checked, and their statuses. */
async function shard(p: TempProject, spec?: string): Promise<Map<string, string>> {
	const r = await runInProcess(p, ['check', '--format', 'json', '--no-cache', ...(spec ? ['--shard', spec] : [])]);
	assert.ok(r.status === 0 || r.status === 1, r.stderr);
	return new Map((JSON.parse(r.stdout).citations as { file: string; status: string }[]).map(c => [c.file, c.status]));
}

suite('verbatim check --shard', () => {
	test('Should put every note in exactly one shard, with the verdicts of an unsharded run', async () => {
		const p = project(40);
		// The quote is in t.md, which only a note cites: its verdict needs every note indexed, whatever the shard.
		p.write('notes/wrong.md', lines('> Only the other source says this.', '> --- `sources/s.md`', ''));
		p.write('notes/cites-t.md', lines('> Only the other', '> --- `sources/t.md`', ''));
		const whole = await shard(p);
		const parts = await Promise.all([1, 2, 3].map(i => shard(p, `${i}/3`)));
		assert.equal(parts.reduce((n, s) => n + s.size, 0), whole.size);
		for (const s of parts) {
			assert.ok(s.size > 0);
			for (const [file, status] of s) {
				assert.equal(status, whole.get(file));
			}
		}
		assert.equal(whole.get('notes/wrong.md'), 'misattributed');
	});

	test('Should keep every note in its shard when notes are added or removed', async () => {
		const p = project(30);
		const before = await shard(p, '2/4');
		for (let k = 30; k < 60; k++) {
			p.write(`notes/n${k}.md`, lines('> Epsilon zeta eta theta.', '> --- `sources/s.md`', ''));
		}
		const afterAdding = await shard(p, '2/4');
		for (const file of before.keys()) {
			assert.ok(afterAdding.has(file), `${file} left its shard`);
		}
		for (const file of afterAdding.keys()) {
			assert.ok(before.has(file) || Number(/n(\d+)/.exec(file)![1]) >= 30);
		}
		for (let k = 0; k < 30; k += 2) {
			p.remove(`notes/n${k}.md`);
		}
		const afterRemoving = await shard(p, '2/4');
		assert.deepEqual([...afterRemoving.keys()].sort(), [...afterAdding.keys()].filter(f => !/n([02468]|[12][02468])\.md$/.test(f)).sort());
	});

	test('Should refuse a malformed shard with exit 2', async () => {
		const p = project(1);
		for (const bad of ['0/3', '4/3', '3/2', '1/0', 'a/b', '1', '1/2/3', ' 1/2', '1/2 ', '1 /2', '', '+1/2', '1.0/2', '\u0661/2', '1/10000']) {
			const r = await runInProcess(p, ['check', '--shard', bad]);
			assert.equal(r.status, 2, bad);
			assert.match(r.stderr, /^verbatim: --shard: /, bad);
		}
	});

	test('Should put each of many paths in exactly one shard for every N from 1 to 7, and keep it there as others come and go', async () => {
		assert.deepEqual(parseShard('07/7'), { index: 7, count: 7 });
		const paths = Array.from({ length: 700 }, (_, k) => `notes/${k % 7}/n${k}.md`);
		for (let count = 1; count <= 7; count++) {
			const sizes = Array.from({ length: count }, () => 0);
			for (const p of paths) {
				const owners = sizes.map((_, i) => i + 1).filter(index => inShard(p, { index, count }));
				assert.equal(owners.length, 1, `${p} in ${owners.length} of ${count} shards`);
				sizes[owners[0]! - 1]!++;
			}
			// Shards are of like size: none empty, none more than twice its share.
			assert.ok(sizes.every(n => n > 0 && n < (2 * paths.length) / count), `${count}: ${sizes.join(' ')}`);
		}
	});

	test('Should give, across shards, the very citations, summary counts, SARIF results and exit code of an unsharded run', async () => {
		const p = project(12);
		p.write('notes/wrong.md', lines('> Only the other source says this.', '> --- `sources/s.md`', ''));
		p.write('notes/cites-t.md', lines('> Only the other', '> --- `sources/t.md`', ''));
		p.write('notes/absent.md', lines('> Nowhere at all.', '> --- `sources/s.md`', ''));
		interface Out { citations: unknown[]; summary: Record<string, number>; runs: { results: unknown[] }[] }
		const runOf = async (format: string, spec?: string): Promise<{ status: number | null; out: Out }> => {
			const r = await runInProcess(p, ['check', '--format', format, '--no-cache', ...(spec ? ['--shard', spec] : [])]);
			return { status: r.status, out: JSON.parse(r.stdout) as Out };
		};
		const whole = await runOf('json');
		assert.equal(whole.status, 1);
		const sarifWhole = (await runOf('sarif')).out.runs[0]!.results;
		const key = (x: unknown): string => JSON.stringify(x);
		for (const count of [2, 7]) {
			const parts = await Promise.all(Array.from({ length: count }, (_, i) => runOf('json', `${i + 1}/${count}`)));
			assert.deepEqual(parts.flatMap(s => s.out.citations).map(key).sort(), whole.out.citations.map(key).sort(), `${count}`);
			for (const k of ['files', 'citations', 'verified', 'errors', 'warnings']) {
				assert.equal(parts.reduce((n, s) => n + s.out.summary[k]!, 0), whole.out.summary[k], `${count} ${k}`);
			}
			// A shard fails exactly when it holds an error finding; so some shard fails, as the whole run does.
			for (const s of parts) {
				assert.equal(s.status, s.out.summary.errors! > 0 ? 1 : 0);
			}
			const sarifParts = (await Promise.all(Array.from({ length: count }, (_, i) => runOf('sarif', `${i + 1}/${count}`)))).map(r => r.out.runs[0]!.results);
			assert.deepEqual(sarifParts.flat().map(key).sort(), sarifWhole.map(key).sort(), `${count} sarif`);
		}
	});
});
