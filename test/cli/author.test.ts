import * as assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import { writeIfUnchanged } from '../../server/src/node/atomicWrite';
import { runInProcess } from '../helpers/inProcessCli';
import { TempProject } from '../helpers/project';
import { lines, sha256 } from '../helpers/text';

const v1 = lines('Alpha line.', 'The claim was settled.', 'Gamma line.', '');
const v2 = lines('New preface.', 'Alpha line.', 'Gamma line.', 'The claim was settled.', '');
const minutes = lines('Minutes.', 'The board met on Monday.', '');

function project(files: Record<string, string>): TempProject {
	const p = new TempProject(files);
	after(() => p.dispose());
	return p;
}

const statuses = async (p: TempProject, ...args: string[]): Promise<string[]> => JSON.parse((await runInProcess(p, ['check', '--format', 'json', ...args])).stdout).citations.map((c: { status: string }) => c.status);

suite('verbatim quote without --source', () => {
	test('Should find the one source a text occurs in and print its citation, which verifies', async () => {
		const p = project({ 'sources/minutes.md': minutes, 'notes/a.md': lines('> Minutes.', '> --- `sources/minutes.md`', '') });
		const r = await runInProcess(p, ['quote', '--text', 'board met  on Monday']);
		assert.equal(r.status, 0, r.stderr);
		assert.equal(r.stdout, `> board met on Monday\n> --- \`sources/minutes.md:2\` @ \`${sha256(minutes)}\`\n`);
		p.write('notes/b.md', r.stdout);
		assert.deepEqual(await statuses(p, 'notes/b.md'), ['verified']);
	});

	test('Should print 2–10 candidates as JSON, and refuse a quote that is too short', async () => {
		const p = project({ 'verbatim.json': '{"sources": ["sources/**"]}', 'sources/a.md': v1, 'sources/b.md': v2 });
		const r = await runInProcess(p, ['quote', '--text', 'The claim was settled.', '--pin', 'none']);
		assert.equal(r.status, 0, r.stderr);
		assert.deepEqual(JSON.parse(r.stdout).candidates.map((c: { candidate: number; source: string; startLine: number }) => [c.candidate, c.source, c.startLine]), [[1, 'sources/a.md', 2], [2, 'sources/b.md', 4]]);
		// A letter found only inside words does not occur (docs/specification.md §2 item 6); a word in eleven places is too short.
		const inWords = await runInProcess(p, ['quote', '--text', 'e']);
		assert.equal(inWords.status, 1);
		assert.match(inWords.stderr, /does not occur in any known source/);
		p.write('sources/c.md', lines(...Array.from({ length: 11 }, (_, k) => `Line ${k}: yes.`), ''));
		const short = await runInProcess(p, ['quote', '--text', 'yes']);
		assert.equal(short.status, 1);
		assert.match(short.stderr, /too short/);
		const none = await runInProcess(p, ['quote', '--text', 'never written anywhere']);
		assert.equal(none.status, 1);
		assert.match(none.stderr, /does not occur in any known source/);
	});
});

suite('verbatim fix', () => {
	const note = (pin: string): string => lines('# Note', '', '> The claim was settled.', `> --- \`sources/s.md:2\` @ \`${pin}\` — Answer, p. 2`, '', '> Gamma line.', '> --- `sources/s.md:3`', '');

	test('Should print a unified diff with --dry-run and write nothing', async () => {
		const p = project({ 'sources/s.md': v2, 'notes/n.md': note(sha256(v1)) });
		const r = await runInProcess(p, ['fix', '--dry-run']);
		assert.equal(r.status, 0, r.stderr);
		assert.equal(r.stdout, [
			'--- a/notes/n.md', '+++ b/notes/n.md', '@@ -1,7 +1,7 @@', ' # Note', ' ', ' > The claim was settled.',
			`-> --- \`sources/s.md:2\` @ \`${sha256(v1)}\` — Answer, p. 2`,
			`+> --- \`sources/s.md:4\` @ \`${sha256(v2)}\` — Answer, p. 2`,
			' ', ' > Gamma line.', ' > --- `sources/s.md:3`', '',
		].join('\n'));
		assert.equal(readFileSync(path.join(p.root, 'notes/n.md'), 'utf8'), note(sha256(v1)));
	});

	test('Should re-pin and re-range every still-true citation, atomically, keeping the words and locator', async () => {
		const p = project({ 'sources/s.md': v2, 'notes/n.md': note(sha256(v1)), 'notes/other.md': lines('> Gamma line.', '> --- `sources/s.md:1`', '') });
		assert.deepEqual(await statuses(p), ['version_mismatch', 'verified', 'out_of_range']);
		const r = await runInProcess(p, ['fix']);
		assert.equal(r.status, 0, r.stderr);
		assert.equal(r.stdout, 'notes/n.md:3 version_mismatch: re-pin to the current bytes, correct the range to 4\nnotes/other.md:1 out_of_range: correct the range to 3\n');
		assert.match(r.stderr, /applied 2 fix\(es\) in 2 note\(s\)/);
		assert.equal(readFileSync(path.join(p.root, 'notes/n.md'), 'utf8'), note(sha256(v2)).replace('s.md:2`', 's.md:4`'));
		assert.deepEqual(await statuses(p), ['verified', 'verified', 'verified']);
		assert.deepEqual(readdirSync(path.join(p.root, 'notes')).sort(), ['n.md', 'other.md'], 'no temporary file is left behind');
	});

	test('Should leave a quote that changed, and say nothing was applied', async () => {
		const text = lines('> The claim was dropped.', `> --- \`sources/s.md\` @ \`${sha256(v1)}\``, '');
		const p = project({ 'sources/s.md': v2, 'notes/n.md': text });
		const r = await runInProcess(p, ['fix']);
		assert.equal(r.status, 0);
		assert.match(r.stderr, /applied 0 fix\(es\)/);
		assert.equal(readFileSync(path.join(p.root, 'notes/n.md'), 'utf8'), text);
	});

	test('Should never overwrite a note changed after it was read', async () => {
		const p = project({ 'notes/n.md': 'as read\n' });
		const file = path.join(p.root, 'notes/n.md');
		p.write('notes/n.md', 'edited meanwhile\n');
		assert.equal(await writeIfUnchanged(file, 'as read\n', 'fixed\n', p.root), 'changed');
		assert.equal(readFileSync(file, 'utf8'), 'edited meanwhile\n');
		assert.equal(await writeIfUnchanged(file, 'edited meanwhile\n', 'fixed\n', p.root), 'written');
		assert.equal(readFileSync(file, 'utf8'), 'fixed\n');
		assert.equal(await writeIfUnchanged(path.join(p.root, 'gone.md'), '', 'x', p.root), 'missing');
		p.write('notes/bom.md', '\uFEFFold\n');
		assert.equal(await writeIfUnchanged(path.join(p.root, 'notes/bom.md'), 'old\n', 'new\n', p.root), 'written');
		assert.deepEqual([...readFileSync(path.join(p.root, 'notes/bom.md')).subarray(0, 3)], [0xEF, 0xBB, 0xBF]);
		assert.deepEqual(readdirSync(path.join(p.root, 'notes')).sort(), ['bom.md', 'n.md']);
	});
});

suite('verbatim check --changed-since', () => {
	const setup = (): TempProject => {
		const p = project({
			'sources/s.md': v1, 'sources/m.md': minutes,
			'notes/cites-s.md': lines('> The claim was settled.', '> --- `sources/s.md`', ''),
			'notes/cites-m.md': lines('> The board met on Monday.', '> --- `sources/m.md`', ''),
			'notes/plain.md': lines('> Minutes.', '> --- `sources/m.md`', ''),
		});
		p.git('init', '-q', '-b', 'main');
		p.git('add', '-A');
		p.git('commit', '-q', '-m', 'base');
		return p;
	};
	const files = async (p: TempProject, ref: string): Promise<string[]> => {
		const r = await runInProcess(p, ['check', '--format', 'json', '--changed-since', ref]);
		assert.ok(r.status === 0 || r.status === 1, r.stderr);
		return JSON.parse(r.stdout).citations.map((c: { file: string }) => c.file);
	};

	test('Should check the notes changed since REF and every note citing a changed source', async () => {
		const p = setup();
		assert.deepEqual(await files(p, 'main'), []);
		p.write('sources/s.md', `${v1}More.\n`);
		assert.deepEqual(await files(p, 'main'), ['notes/cites-s.md']);
		p.git('commit', '-qam', 'source');
		p.write('notes/new.md', lines('> Minutes.', '> --- `sources/m.md`', ''));
		p.write('notes/cites-m.md', lines('> The board met.', '> --- `sources/m.md`', ''));
		assert.deepEqual(await files(p, 'HEAD~1'), ['notes/cites-m.md', 'notes/cites-s.md', 'notes/new.md']);
		assert.deepEqual(await files(p, 'HEAD'), ['notes/cites-m.md', 'notes/new.md']);
	});

	test('Should run no filter driver the repository configures, of any name, and still see what changed', async () => {
		const p = setup();
		p.write('.gitattributes', '*.md filter=a.b\nsources/* filter=x\n');
		p.git('add', '-A');
		p.git('commit', '-q', '-m', 'attributes');
		const ran = path.join(p.root, 'ran');
		for (const [name, kind] of [['a.b', 'clean'], ['x', 'process'], ['x', 'clean']] as const) {
			p.git('config', `filter.${name}.${kind}`, `sh -c 'echo ${kind} >> "${ran}"; cat'`);
		}
		p.git('config', 'filter.a.b.required', 'true');
		// Stat-dirty and changed: Git reads both work-tree files again.
		p.write('notes/cites-m.md', lines('> The board met.', '> --- `sources/m.md`', ''));
		p.write('sources/s.md', v1);
		assert.deepEqual(await files(p, 'main'), ['notes/cites-m.md']);
		assert.ok(!existsSync(ran), 'a filter ran');
	});

	test('Should refuse a REF that is not a commit or that looks like an option, naming the flag', async () => {
		const p = setup();
		for (const ref of ['no-such-branch', '--output=/tmp/x', '-p']) {
			const r = await runInProcess(p, ['check', `--changed-since=${ref}`]);
			assert.equal(r.status, 2, ref);
			assert.match(r.stderr, /--changed-since: .* is not a commit of this repository/);
		}
		const outside = project({ 'notes/a.md': 'x\n' });
		const r = await runInProcess(outside, ['check', '--changed-since', 'main'], { env: { GIT_CEILING_DIRECTORIES: path.dirname(outside.root) } });
		assert.equal(r.status, 2);
		assert.match(r.stderr, /--changed-since: /);
	});
});

suite('verbatim check --format html', () => {
	test('Should write one self-contained page: summary, findings by note, marked passages, suggestions', async () => {
		const p = project({
			'sources/s.md': v2,
			'notes/a.md': lines('> The claim was settled.', '> --- `sources/s.md:1`', '', '> The claim was setled.', '> --- `sources/s.md`', ''),
			'notes/b.md': lines('> Gamma line.', '> --- `sources/s.md`', ''),
		});
		const r = await runInProcess(p, ['check', '--format', 'html']);
		assert.equal(r.status, 1);
		const html = r.stdout;
		assert.match(html, /^<!doctype html>/);
		assert.doesNotMatch(html, /<script|<link |src=|https?:\/\//i);
		assert.match(html, /default-src 'none'/);
		assert.equal((html.match(/<article class="finding/g) ?? []).length, 2);
		assert.match(html, /<section class="note" id="note-1"[^>]*>\n<h2[^>]*>notes\/a\.md/);
		assert.match(html, /<mark>The claim was settled\.<\/mark>/);
		assert.match(html, /nearest passage, line 4/);
		assert.match(html, /Correct the range: <code>verbatim fix<\/code>/);
		assert.match(html, /<dt>Verified<\/dt><dd>1<\/dd>/);
		const redacted = (await runInProcess(p, ['check', '--format', 'html', '--redact'])).stdout;
		assert.doesNotMatch(redacted, /The claim was setled/);
		assert.doesNotMatch(redacted, /<mark>/);
	});
});
