import * as assert from 'node:assert/strict';
import { after, suite, test } from 'node:test';
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
function shard(p: TempProject, spec?: string): Map<string, string> {
	const r = p.run(['check', '--format', 'json', '--no-cache', ...(spec ? ['--shard', spec] : [])]);
	assert.ok(r.status === 0 || r.status === 1, r.stderr);
	return new Map((JSON.parse(r.stdout).citations as { file: string; status: string }[]).map(c => [c.file, c.status]));
}

suite('verbatim check --shard', () => {
	test('Should put every note in exactly one shard, with the verdicts of an unsharded run', () => {
		const p = project(40);
		// The quote is in t.md, which only a note cites: its verdict needs every note indexed, whatever the shard.
		p.write('notes/wrong.md', lines('> Only the other source says this.', '> --- `sources/s.md`', ''));
		p.write('notes/cites-t.md', lines('> Only the other', '> --- `sources/t.md`', ''));
		const whole = shard(p);
		const parts = [1, 2, 3].map(i => shard(p, `${i}/3`));
		assert.equal(parts.reduce((n, s) => n + s.size, 0), whole.size);
		for (const s of parts) {
			assert.ok(s.size > 0);
			for (const [file, status] of s) {
				assert.equal(status, whole.get(file));
			}
		}
		assert.equal(whole.get('notes/wrong.md'), 'misattributed');
	});

	test('Should keep every note in its shard when notes are added', () => {
		const p = project(30);
		const before = shard(p, '2/4');
		for (let k = 30; k < 60; k++) {
			p.write(`notes/n${k}.md`, lines('> Epsilon zeta eta theta.', '> --- `sources/s.md`', ''));
		}
		const afterAdding = shard(p, '2/4');
		for (const file of before.keys()) {
			assert.ok(afterAdding.has(file), `${file} left its shard`);
		}
		for (const file of afterAdding.keys()) {
			assert.ok(before.has(file) || Number(/n(\d+)/.exec(file)![1]) >= 30);
		}
	});

	test('Should refuse a malformed shard with exit 2', () => {
		const p = project(1);
		for (const bad of ['0/3', '4/3', '1/0', 'a/b', '1', '1/2/3']) {
			const r = p.run(['check', '--shard', bad]);
			assert.equal(r.status, 2, bad);
			assert.match(r.stderr, /--shard/);
		}
	});
});
