import * as assert from 'node:assert/strict';
import { copyFileSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import { GitRepo } from '../helpers/gitRepo';
import { runInProcess } from '../helpers/inProcessCli';
import { makePdf } from '../helpers/pdf';
import { repoRoot, TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

/**
 * Changes between runs that a held-out judge makes, each followed by a warm
 * run whose report must be the very report of a cold (`--no-cache`) run of
 * the same tree: the same bytes on stdout, the same exit code.
 */

// Files written by a test are seconds old at most: without this, the cache trusts no stamp and reuses nothing.
const env = { VERBATIM_CACHE_RACY_MS: '0' };
const cite = (quote: string, source: string): string => lines(`> ${quote}`, `> --- \`${source}\``, '');

/** A folder of its own in the system temp folder, beside (never inside) the projects. */
function folder(): string {
	const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'verbatim-outside-')));
	after(() => rmSync(dir, { recursive: true, force: true }));
	return dir;
}

function project(files: Record<string, string | Uint8Array>): TempProject {
	const p = new TempProject(files);
	after(() => p.dispose());
	return p;
}

/** Runs a warm check (with `flags`), then a cold one, in this process, and asserts they print the same report and exit alike; returns the statuses. */
async function warmIsCold(p: TempProject, what: string, ...flags: string[]): Promise<string[]> {
	const warm = await runInProcess(p, ['check', '--format', 'json', ...flags], { env });
	const coldFlags = flags.filter((f, k) => f !== '--cache' && flags[k - 1] !== '--cache');
	const cold = await runInProcess(p, ['check', '--format', 'json', '--no-cache', ...coldFlags], { env });
	assert.ok(cold.status === 0 || cold.status === 1, cold.stderr);
	assert.equal(warm.stdout, cold.stdout, what);
	assert.equal(warm.status, cold.status, what);
	return (JSON.parse(cold.stdout).citations as { file: string; status: string }[]).map(c => `${c.file} ${c.status}`);
}

suite('Result cache: a warm run reports what a cold run does (held-out changes)', () => {
	test('Should recheck a source, and a note, whose folder moved out of the root and is linked back: same bytes, same stamp, now outside', async () => {
		const outside = folder();
		const p = project({
			'sources/a.md': 'Alpha beta gamma delta.\n',
			'notes/n.md': cite('Alpha beta gamma delta.', 'sources/a.md'),
			// A note that is a link to a file of a folder inside the root.
			'store/m.md': cite('Alpha beta gamma delta.', 'sources/a.md'),
			'verbatim.json': '{ "include": ["notes/**"] }',
		});
		symlinkSync('../store/m.md', path.join(p.root, 'notes/m.md'));
		assert.deepEqual(await warmIsCold(p, 'cold'), ['notes/m.md verified', 'notes/n.md verified']);
		assert.deepEqual(await warmIsCold(p, 'warm'), ['notes/m.md verified', 'notes/n.md verified']);
		// Moving a folder changes nothing of the files in it (size, times, inode): only where their paths lead.
		for (const dir of ['sources', 'store']) {
			renameSync(path.join(p.root, dir), path.join(outside, dir));
			symlinkSync(path.join(outside, dir), path.join(p.root, dir));
		}
		assert.deepEqual(await warmIsCold(p, 'moved out'), ['notes/n.md source_error']);
		// And back in: the very files, inside the root again.
		for (const dir of ['sources', 'store']) {
			rmSync(path.join(p.root, dir));
			renameSync(path.join(outside, dir), path.join(p.root, dir));
		}
		assert.deepEqual(await warmIsCold(p, 'moved back'), ['notes/m.md verified', 'notes/n.md verified']);
	});

	test('Should search a known source anew once its symlink leads to another path of the same file, a note or not', async () => {
		const p = project({
			'sources/a.md': 'Alpha text only.\n',
			'notes/n.md': cite('Zebra quantum lantern whispers softly', 'sources/a.md'),
			// A note's own citations are no evidence for another note; out of the notes, a file's text is.
			'notes/sub/x.md': cite('Zebra quantum lantern whispers softly', 'sources/a.md'),
			'verbatim.json': '{ "sources": ["sources/**"], "exclude": ["archive/**"] }',
		});
		// A hard link of the citing note outside the notes: the same file (size, times, inode), but no note.
		mkdirSync(path.join(p.root, 'archive'));
		linkSync(path.join(p.root, 'notes/n.md'), path.join(p.root, 'archive/h.txt'));
		symlinkSync('../notes/n.md', path.join(p.root, 'sources/mirror.txt'));
		assert.deepEqual(await warmIsCold(p, 'cold'), ['notes/n.md absent', 'notes/sub/x.md absent']);
		assert.deepEqual(await warmIsCold(p, 'warm'), ['notes/n.md absent', 'notes/sub/x.md absent']);
		rmSync(path.join(p.root, 'sources/mirror.txt'));
		symlinkSync('../archive/h.txt', path.join(p.root, 'sources/mirror.txt'));
		assert.deepEqual(await warmIsCold(p, 'now the hard link'), ['notes/n.md misattributed', 'notes/sub/x.md misattributed']);
		rmSync(path.join(p.root, 'sources/mirror.txt'));
		symlinkSync('../notes/n.md', path.join(p.root, 'sources/mirror.txt'));
		assert.deepEqual(await warmIsCold(p, 'the note again'), ['notes/n.md absent', 'notes/sub/x.md absent']);
		// A folder of notes archived and linked back where it was: its files are as they were.
		symlinkSync('notes/sub', path.join(p.root, 'zone'));
		symlinkSync('../zone/x.md', path.join(p.root, 'sources/claims.txt'));
		assert.deepEqual(await warmIsCold(p, 'a claim in a note'), ['notes/n.md absent', 'notes/sub/x.md absent']);
		renameSync(path.join(p.root, 'notes/sub'), path.join(p.root, 'archive/sub'));
		rmSync(path.join(p.root, 'zone'));
		symlinkSync('archive/sub', path.join(p.root, 'zone'));
		assert.deepEqual(await warmIsCold(p, 'the folder archived'), ['notes/n.md misattributed']);
	});

	test('Should take, under --changed-since, an unchanged note citing a PDF at a commit once that PDF\'s stored render changed', async () => {
		const p = project({ 'verbatim.json': '{}' });
		const pdf = await makePdf([{ lines: ['The seal was broken on arrival.'] }]);
		p.write('docs/filing.pdf', pdf);
		const repo = new GitRepo(p.root);
		const c1 = repo.commit('filing', {});
		repo.commit('notes', {
			'docs/filing.pdf': null,
			'notes/n.md': cite('The seal was broken on arrival.', `docs/filing.pdf\` @ \`${c1.slice(0, 9)}`),
			'notes/other.md': cite('Nothing here.', 'notes/n.md'),
		});
		assert.equal((await runInProcess(p, ['render', 'docs/filing.pdf', '--commit', c1])).status, 0);
		repo.commit('render', {});
		assert.deepEqual(await warmIsCold(p, 'cold'), ['notes/n.md verified', 'notes/other.md absent']);
		assert.deepEqual(await warmIsCold(p, 'warm'), ['notes/n.md verified', 'notes/other.md absent']);
		// The render edited by hand, not committed: the note citing the PDF is among the changed, from the cache as without it.
		const render = readdirSync(path.join(p.root, '.verbatim', 'renders')).find(f => f.endsWith('.txt'))!;
		const renderPath = path.join(p.root, '.verbatim', 'renders', render);
		writeFileSync(renderPath, readFileSync(renderPath, 'utf8').replace('broken', 'intact'));
		const changed = await warmIsCold(p, 'render changed', '--changed-since', 'HEAD');
		assert.ok(changed.some(c => c.startsWith('notes/n.md ')), changed.join(', '));
	});

	test('Should search a known PDF anew for an absent quote once its stored render comes or goes, though the PDF is as it was', async () => {
		const p = project({
			'verbatim.json': '{}',
			'sources/paper.pdf': readFileSync(path.join(repoRoot, 'test/fixtures/pdf/filing.pdf')),
			'sources/a.md': 'Nothing of the filing here.\n',
			// The quote is in the PDF's text, not in a.md: absent while the PDF has no text, misattributed once it has.
			'notes/n.md': cite('No further action is warranted.', 'sources/a.md'),
			'notes/m.md': cite('Some words.', 'sources/paper.pdf'),
		});
		assert.deepEqual(await warmIsCold(p, 'cold'), ['notes/m.md unverified', 'notes/n.md absent']);
		assert.equal((await runInProcess(p, ['render', 'sources/paper.pdf'])).status, 0);
		assert.deepEqual(await warmIsCold(p, 'rendered'), ['notes/m.md absent', 'notes/n.md misattributed']);
		for (const f of readdirSync(path.join(p.root, '.verbatim', 'renders'))) {
			p.remove(`.verbatim/renders/${f}`);
		}
		assert.deepEqual(await warmIsCold(p, 'render removed'), ['notes/m.md unverified', 'notes/n.md absent']);
	});

	test('Should not let the same bytes vouch, from a cache outside the project, for a source that became or stopped being the citing note itself', async () => {
		const cache = folder();
		// The sentence stands in the note's prose and in its citation: a copy of the note holds it twice (ambiguous); the note itself offers its prose alone (verified).
		const note = lines('The invented sentence here.', '', cite('The invented sentence here.', 'sources/a.txt'));
		const p = project({ 'notes/n.md': note, 'sources/a.txt': note });
		const at = (rel: string): string => path.join(p.root, rel);
		const copy = (): void => {
			rmSync(at('sources/a.txt'));
			copyFileSync(at('notes/n.md'), at('sources/a.txt'));
		};
		const steps: [string, () => void, string][] = [
			['a copy', () => undefined, 'ambiguous'],
			['a symlink to the note', () => {
				rmSync(at('sources/a.txt'));
				symlinkSync('../notes/n.md', at('sources/a.txt'));
			}, 'verified'],
			['a copy again', copy, 'ambiguous'],
			['a hard link to the note', () => {
				rmSync(at('sources/a.txt'));
				linkSync(at('notes/n.md'), at('sources/a.txt'));
			}, 'verified'],
			['a copy once more', copy, 'ambiguous'],
			// The note's text is as it was, read through the link; the source is untouched.
			['the note a symlink to the source', () => {
				rmSync(at('notes/n.md'));
				symlinkSync('../sources/a.txt', at('notes/n.md'));
			}, 'verified'],
		];
		for (const [what, change, status] of steps) {
			change();
			assert.deepEqual(await warmIsCold(p, what, '--cache', cache), [`notes/n.md ${status}`], what);
		}
	});

	test('Should start cold under a runtime of another Unicode version, which decides what a letter or a word is', async () => {
		const p = project({ 'sources/a.md': 'Alpha beta gamma delta.\n', 'notes/n.md': cite('Alpha beta gamma delta.', 'sources/a.md') });
		const dir = path.join(p.root, '.verbatim', 'cache');
		const results = (): string[] => readdirSync(dir).filter(f => /^results-/.test(f)).sort();
		assert.deepEqual(await warmIsCold(p, 'this runtime'), ['notes/n.md verified']);
		const mine = results();
		assert.equal(mine.length, 1);
		// What a Node of other Unicode tables reports; the same code runs under it.
		const versions = process.versions;
		Object.defineProperty(process, 'versions', { value: { ...versions, unicode: '0.1' }, configurable: true });
		const other = await runInProcess(p, ['check', '--format', 'json'], { env }).finally(() => Object.defineProperty(process, 'versions', { value: versions, configurable: true }));
		assert.equal(other.status, 0, other.stderr);
		assert.equal(results().length, 2);
		assert.deepEqual(await warmIsCold(p, 'this runtime again'), ['notes/n.md verified']);
		assert.equal(results().length, 2);
		assert.ok(results().includes(mine[0]!));
	});

	test('Should never take the cache\'s own files for sources, in a folder of the project the user made for it', async () => {
		// The folder exists (a CI step made it, or restored it), so the cache writes no .gitignore into it; every file is a source.
		const p = project({ 'verbatim.json': '{ "sources": ["**"] }', 'sources/a.md': 'Alpha beta gamma delta.\n', 'notes/n.md': cite('A sentence in no source.', 'sources/a.md'), 'kept/readme.txt': 'Cache.\n' });
		for (const run of ['cold', 'warm', 'warm again']) {
			// The cache file holds the quote (the results name it): it must not make the quote misattributed.
			assert.deepEqual(await warmIsCold(p, run, '--cache', 'kept'), ['notes/n.md absent'], run);
		}
		assert.ok(readdirSync(path.join(p.root, 'kept')).some(f => /^results-/.test(f)));
	});

	test('Should say which file of the cache could not be written, and not call a run cold whose results were kept', async () => {
		const p = project({ 'sources/a.md': 'Alpha beta gamma delta.\n', 'notes/n.md': cite('A sentence in no source.', 'sources/a.md'), 'notes/m.md': cite('Alpha beta gamma delta.', 'sources/a.md') });
		const dir = path.join(p.root, '.verbatim', 'cache');
		assert.deepEqual(await warmIsCold(p, 'cold'), ['notes/m.md verified', 'notes/n.md absent']);
		// A folder where the word sketches should be: the results can still be written, the sketches cannot.
		const sketches = readdirSync(dir).find(f => /^sketches-/.test(f))!;
		rmSync(path.join(dir, sketches));
		mkdirSync(path.join(dir, sketches));
		p.write('sources/a.md', 'Alpha beta gamma delta. Another sentence.\n');
		const r = await runInProcess(p, ['check', '--format', 'json'], { env });
		assert.equal(r.status, 1);
		assert.equal(r.stderr, `verbatim: the result cache could not write its word sketches (.verbatim/cache/${sketches}: EISDIR): the next run reads every source it searches\n`);
		// The results were written: the next run reuses them, with no word of a cold start.
		assert.deepEqual(await warmIsCold(p, 'results kept'), ['notes/m.md verified', 'notes/n.md absent']);
	});
});
