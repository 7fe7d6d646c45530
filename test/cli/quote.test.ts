import * as assert from 'node:assert/strict';
import { after, suite, test } from 'node:test';
import { runInProcess } from '../helpers/inProcessCli';
import { TempProject } from '../helpers/project';
import { lines, sha256 } from '../helpers/text';

const source = lines('The court held that', 'the contract was void.', 'one two one', 'Repeated line.', 'Repeated line.', '');

function project(files: Record<string, string>): TempProject {
	const p = new TempProject(files);
	after(() => p.dispose());
	return p;
}

/** Writes a citation into a note and checks it with the CLI, in this process. */
async function verifies(p: TempProject, note: string, citation: string): Promise<void> {
	p.write(note, citation);
	const r = await runInProcess(p, ['check', '--format', 'json', note]);
	assert.equal(r.status, 0, r.stdout);
	assert.deepEqual(JSON.parse(r.stdout).citations.map((c: { status: string }) => c.status), ['verified']);
}

suite('verbatim quote', () => {
	test('Should write one citation from the original text, with range and pin', async () => {
		const p = project({ 'sources/s.md': source });
		const r = await runInProcess(p, ['quote', '--source', 'sources/s.md', '--text', 'held that the   contract']);
		assert.equal(r.status, 0, r.stderr);
		assert.equal(r.stdout, `> held that\n> the contract\n> --- \`sources/s.md:1-2\` @ \`${sha256(source)}\`\n`);
		await verifies(p, 'notes/n.md', r.stdout);
	});

	test('Should write note-relative paths with --from, read stdin, and omit the pin with --pin none', async () => {
		const p = project({ 'sources/s.md': source });
		const r = await runInProcess(p, ['quote', '--source', 'sources/s.md', '--from', 'notes/deep/n.md', '--pin', 'none'], { input: 'the contract was void.' });
		assert.equal(r.stdout, '> the contract was void.\n> --- `../../sources/s.md:2`\n');
		await verifies(p, 'notes/deep/n.md', r.stdout);
	});

	test('Should read the selection from --text-file', async () => {
		const p = project({ 's.md': source, 'sel.txt': 'the contract\nwas void.\n' });
		const r = await runInProcess(p, ['quote', '--source', 's.md', '--text-file', 'sel.txt', '--pin', 'none']);
		assert.equal(r.status, 0, r.stderr);
		assert.equal(r.stdout, '> the contract was void.\n> --- `s.md:2`\n');
	});

	test('Should keep a root-relative path with --from and --paths root, and write a locator note after the attribution', async () => {
		const p = project({ 'sources/s.md': source });
		const r = await runInProcess(p, ['quote', '--source', 'sources/s.md', '--from', 'notes/deep/n.md', '--paths', 'root', '--pin', 'none', '--locator', '— Holding, p. 4', '--text', 'the contract was void.']);
		assert.equal(r.status, 0, r.stderr);
		assert.equal(r.stdout, '> the contract was void.\n> --- `sources/s.md:2` — Holding, p. 4\n');
		await verifies(p, 'notes/deep/n.md', r.stdout);
		const bad = await runInProcess(p, ['quote', '--source', 'sources/s.md', '--paths', 'absolute', '--text', 'void']);
		assert.equal(bad.status, 2);
		assert.match(bad.stderr, /--paths/);
	});

	test('Should write a link attribution with --link, its destination escaped and its locator as given', async () => {
		const p = project({ 'sources/field notes/s (v2).md': source });
		const r = await runInProcess(p, ['quote', '--source', 'sources/field notes/s (v2).md', '--from', 'notes/n.md', '--pin', 'none', '--link', 'the *ruling*', '--locator', ', p. 4', '--text', 'the contract was void.']);
		assert.equal(r.status, 0, r.stderr);
		assert.equal(r.stdout, '> the contract was void.\n> --- [the *ruling*](../sources/field%20notes/s%20%28v2%29.md#L2), p. 4\n');
		await verifies(p, 'notes/n.md', r.stdout);
		const root = await runInProcess(p, ['quote', '--source', 'sources/field notes/s (v2).md', '--link', 'S', '--locator', '— Holding', '--text', 'held that the contract']);
		assert.equal(root.stdout, `> held that\n> the contract\n> --- [S](/sources/field%20notes/s%20%28v2%29.md#L1-L2) @ \`${sha256(source)}\` — Holding\n`);
		await verifies(p, 'n.md', root.stdout);
	});

	test('Should refuse --pin none where the project requires pins', async () => {
		const p = project({ 'verbatim.json': '{ "pins": "required" }', 'sources/s.md': source });
		const none = await runInProcess(p, ['quote', '--source', 'sources/s.md', '--pin', 'none', '--text', 'the contract was void.']);
		assert.equal(none.status, 1);
		assert.match(none.stderr, /unpinned/);
		const pinned = await runInProcess(p, ['quote', '--source', 'sources/s.md', '--text', 'the contract was void.']);
		await verifies(p, 'n.md', pinned.stdout);
	});

	test('Should list 2–10 occurrences as JSON, growing same-line excerpts until unique', async () => {
		const p = project({ 's.md': source });
		const r = await runInProcess(p, ['quote', '--source', 's.md', '--text', 'one', '--pin', 'none']);
		assert.equal(r.status, 0, r.stderr);
		const { occurrences } = JSON.parse(r.stdout);
		assert.deepEqual(occurrences.map((o: { citation: string }) => o.citation.split('\n')[0]), ['> one two', '> two one']);
		assert.deepEqual(occurrences.map((o: Record<string, number>) => [o.occurrence, o.startLine, o.endLine, o.startOffset, o.endOffset]), [[1, 3, 3, 43, 50], [2, 3, 3, 47, 54]]);
		for (const o of occurrences) {
			await verifies(p, 'n.md', o.citation);
		}
		const lines2 = JSON.parse((await runInProcess(p, ['quote', '--source', 's.md', '--text', 'Repeated line.'])).stdout).occurrences;
		assert.deepEqual(lines2.map((o: { startLine: number }) => o.startLine), [4, 5]);
	});

	test('Should fail with exit 1 for no occurrence, an empty selection, and more than ten', async () => {
		const p = project({ 's.md': source, 'many.md': 'x '.repeat(20) });
		assert.match((await runInProcess(p, ['quote', '--source', 's.md', '--text', 'absent words'])).stderr, /does not occur/);
		assert.equal((await runInProcess(p, ['quote', '--source', 's.md', '--text', '   '])).status, 1);
		const r = await runInProcess(p, ['quote', '--source', 'many.md', '--text', 'x']);
		assert.equal(r.status, 1);
		assert.match(r.stderr, /choose a longer quote/);
	});

	test('Should refuse a passage that would contain an attribution line', async () => {
		const p = project({ 's.md': 'Above\n--- below\n' });
		const r = await runInProcess(p, ['quote', '--source', 's.md', '--text', 'Above --- below']);
		assert.equal(r.status, 1);
		assert.match(r.stderr, /attribution line/);
	});

	test('Should exit 2 for a source outside the root (without --source it searches every known source)', async () => {
		const p = project({ 's.md': source, 'verbatim.json': '{}' });
		assert.equal((await runInProcess(p, ['quote', '--text', 'x'])).status, 1);
		assert.equal((await runInProcess(p, ['quote', '--source', '/etc/hostname', '--text', 'x', '--root', '.'])).status, 2);
	});
});
