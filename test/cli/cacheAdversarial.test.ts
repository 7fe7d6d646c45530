import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, suite, test } from 'node:test';
import { decodeCacheFile, encodeCacheFile, hash128, stampOf } from '../../server/src/node/resultCache';
import { checkedNotes } from '../helpers/cachedRun';
import { runInProcess } from '../helpers/inProcessCli';
import { some } from '../helpers/depth';
import { repoRoot, TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

const sourceA = lines('The first sentence of source A.', 'A second sentence, only in A.', '');
const cite = (quote: string, source: string): string => lines(`> ${quote}`, `> --- \`${source}\``, '');
// Files written by a test are seconds old at most: without this, the cache trusts no stamp and reuses nothing.
const env = { VERBATIM_CACHE_RACY_MS: '0' };

function project(files: Record<string, string | Uint8Array>): TempProject {
	const p = new TempProject(files);
	after(() => p.dispose());
	return p;
}

/** `file status` of each citation, and the run's stderr, from a CLI run in this process. */
async function run(p: TempProject, ...flags: string[]): Promise<{ statuses: string[]; stderr: string }> {
	const r = await runInProcess(p, ['check', '--format', 'json', ...flags], { env });
	assert.ok(r.status === 0 || r.status === 1, r.stderr);
	const statuses = (JSON.parse(r.stdout).citations as { file: string; status: string }[]).map(c => `${c.file} ${c.status}`);
	return { statuses, stderr: r.stderr };
}

const statuses = async (p: TempProject, ...flags: string[]): Promise<string[]> => (await run(p, ...flags)).statuses;

/** What esbuild.mjs defines the build stamp as before stamping (scripts/stampBundle.mjs). */
const placeholder = 'VERBATIM-BUILD-STAMP-PLACEHOLDER';
const stampOf32 = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** A bundle's text installed alone in a folder of its own: the path of its `cli.js`. */
function installed(text: string): string {
	const dir = project({}).root;
	writeFileSync(path.join(dir, 'cli.js'), text);
	return path.join(dir, 'cli.js');
}

/** The status of the project's one citation, checked by the bundle `cli`. */
function checkWith(p: TempProject, cli: string): string {
	const r = spawnSync(process.execPath, [cli, 'check', '--format', 'json'], { cwd: p.root, encoding: 'utf8', env: { ...process.env, ...env } });
	assert.equal(r.status, 0, r.stderr);
	return JSON.parse(r.stdout).citations[0].status as string;
}

const cacheFiles = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).filter(f => /^results-.*\.json$/.test(f)) : []);

/** A project of one verified citation, checked once: the path of its cache file. */
async function checkedOnce(): Promise<{ p: TempProject; file: string }> {
	const p = project({ 'sources/a.md': sourceA, 'notes/n.md': cite('The first sentence of source A.', 'sources/a.md') });
	assert.deepEqual(await statuses(p), ['notes/n.md verified']);
	const dir = path.join(p.root, '.verbatim', 'cache');
	return { p, file: path.join(dir, cacheFiles(dir)[0]!) };
}

suite('Result cache against adversarial changes', () => {
	test('Should never reuse the verdict of a PDF known by its bytes alone, whose stored render can change', async () => {
		const filing = readFileSync(path.join(repoRoot, 'test/fixtures/pdf/filing.pdf'));
		const p = project({ 'verbatim.json': '{}', 'paper.bin': filing, 'n.md': cite('No further action is warranted.', 'paper.bin') });
		assert.equal(p.run(['render', 'paper.bin']).status, 0);
		assert.deepEqual(await statuses(p), ['n.md verified']);
		assert.deepEqual(await statuses(p), ['n.md verified']);
		// The stored render goes: the PDF's bytes and stamp are as they were, its verdict is not.
		for (const f of readdirSync(path.join(p.root, '.verbatim', 'renders'))) {
			p.remove(`.verbatim/renders/${f}`);
		}
		assert.deepEqual(await statuses(p), ['n.md unverified']);
	});

	test('Should take --cache DIR (relative or absolute) as the folder, and never overwrite a .gitignore it did not create', async () => {
		const p = project({ '.gitignore': 'private/\n', 'sources/a.md': sourceA, 'notes/n.md': cite('The first sentence of source A.', 'sources/a.md') });
		assert.deepEqual(await statuses(p, '--cache', 'kept'), ['notes/n.md verified']);
		assert.equal(cacheFiles(path.join(p.root, 'kept')).length, 1);
		// A folder the cache created is kept out of Git.
		assert.match(readFileSync(path.join(p.root, 'kept', '.gitignore'), 'utf8'), /^\*$/m);
		const outside = project({});
		assert.deepEqual(await statuses(p, '--cache', path.join(outside.root, 'c')), ['notes/n.md verified']);
		assert.equal(cacheFiles(path.join(outside.root, 'c')).length, 1);
		// The project root itself: its .gitignore (and so its notes) stay as they were.
		assert.deepEqual(await statuses(p, '--cache', '.'), ['notes/n.md verified']);
		assert.deepEqual(await statuses(p, '--cache', '.'), ['notes/n.md verified']);
		assert.equal(readFileSync(path.join(p.root, '.gitignore'), 'utf8'), 'private/\n');
		assert.equal(cacheFiles(p.root).length, 1);
		// A bare --cache before another flag is the default folder.
		assert.deepEqual(await statuses(p, '--cache', '--redact'), ['notes/n.md verified']);
		assert.equal(cacheFiles(path.join(p.root, '.verbatim', 'cache')).length, 1);
	});

	test('Should refuse --cache naming a file with exit 2, and read or write nothing with --no-cache', async () => {
		const p = project({ 'sources/a.md': sourceA, 'notes/n.md': cite('The first sentence of source A.', 'sources/a.md') });
		const file = await runInProcess(p, ['check', '--cache', 'sources/a.md']);
		assert.equal(file.status, 2);
		assert.match(file.stderr, /--cache: sources\/a\.md is not a folder/);
		assert.equal(readFileSync(path.join(p.root, 'sources/a.md'), 'utf8'), sourceA);
		// A cache that says verified for a quote now absent: --no-cache must not read it.
		assert.deepEqual(await statuses(p), ['notes/n.md verified']);
		const dir = path.join(p.root, '.verbatim', 'cache');
		const before = readdirSync(dir).map(f => `${f}:${statSync(path.join(dir, f)).mtimeMs}`);
		p.write('notes/n.md', cite('The first sentence of source B.', 'sources/a.md'));
		assert.deepEqual(await statuses(p, '--no-cache'), ['notes/n.md absent']);
		assert.deepEqual(readdirSync(dir).map(f => `${f}:${statSync(path.join(dir, f)).mtimeMs}`), before);
	});

	test('Should turn the cache off, with a warning, when .verbatim/cache leads out of the root', async () => {
		const outside = project({ 'keep.txt': 'untouched\n' });
		const p = project({ 'sources/a.md': sourceA, 'notes/n.md': cite('The first sentence of source A.', 'sources/a.md') });
		mkdirSync(path.join(p.root, '.verbatim'));
		symlinkSync(outside.root, path.join(p.root, '.verbatim', 'cache'));
		for (let k = 0; k < 2; k++) {
			const r = (await run(p));
			assert.deepEqual(r.statuses, ['notes/n.md verified']);
			assert.match(r.stderr, /^verbatim: \.verbatim\/cache is a link or a file, not a folder of the project: the result cache is off for this run\n$/);
		}
		assert.deepEqual(readdirSync(outside.root), ['keep.txt']);
		// The same for a linked .verbatim.
		const q = project({ 'sources/a.md': sourceA, 'notes/n.md': cite('The first sentence of source A.', 'sources/a.md') });
		symlinkSync(outside.root, path.join(q.root, '.verbatim'));
		assert.match((await run(q)).stderr, /the result cache is off/);
		assert.deepEqual(readdirSync(outside.root), ['keep.txt']);
	});

	test('Should say when the cache cannot be written, and still give the right verdicts', async () => {
		const { p, file } = await checkedOnce();
		// A folder where the cache file should be: it can be neither read nor replaced.
		rmSync(file);
		mkdirSync(file);
		p.write('sources/a.md', sourceA.replace('first', 'fi5st'));
		for (let k = 0; k < 2; k++) {
			const r = (await run(p));
			assert.deepEqual(r.statuses, ['notes/n.md absent']);
			assert.match(r.stderr, /^verbatim: the result cache could not be written in \.verbatim\/cache \(E[A-Z]+\): the next run starts cold\n$/);
		}
	});

	test('Should not wait on a FIFO where the cache file should be', async () => {
		const { p, file } = await checkedOnce();
		rmSync(file);
		assert.equal(spawnSync('mkfifo', [file]).status, 0);
		// A real process, which the test's timeout ends if it waits.
		const r = p.run(['check', '--format', 'json'], { env });
		assert.equal(r.status, 0, r.stderr);
	});

	test('Should drop entries of a well-formed, checksummed cache file whose shape is wrong, and recheck their notes', async () => {
		const { p, file } = await checkedOnce();
		const body = decodeCacheFile(readFileSync(file))!;
		const stamp = stampOf(statSync(path.join(p.root, 'notes/n.md')));
		p.write('sources/a.md', sourceA.replace('first', 'fi5st'));
		const shapes: unknown[] = [
			{ stamp, targets: 'sources/a.md', checked: 0 },
			{ stamp, targets: [], checked: { results: 'verified', skipped: 0, text: '', sources: {}, elsewhere: false } },
			{ stamp, targets: [], checked: { results: [{ status: 'verified' }], skipped: 0, text: '', sources: {}, elsewhere: false } },
			// A result missing what reporters read (the citation's spans) would stop the run with an internal error.
			{ stamp, targets: [], checked: { results: [{ file: 'notes/n.md', status: 'verified', severity: 'info', message: '', citation: {} }], skipped: 0, text: 'x', sources: {}, elsewhere: false } },
			{ stamp, targets: [], checked: { results: [], skipped: 0, text: '', sources: null, elsewhere: false } },
			{ stamp: 7, targets: [] },
			null,
			// The short form of a note that cites nothing: its stamp alone, which must still match.
			'1:2:3:4',
			[stamp],
		];
		for (const shape of some(shapes)) {
			writeFileSync(file, encodeCacheFile({ ...body, notes: { 'notes/n.md': shape } }));
			const r = await runInProcess(p, ['check', '--format', 'json'], { env });
			assert.equal(r.status, 1, r.stderr);
			assert.equal(JSON.parse(r.stdout).citations[0].status, 'absent');
		}
	});

	test('Should drop a cached result that the reporters could not print or that belongs to another note, and recheck its note', async () => {
		const { p, file } = await checkedOnce();
		const body = decodeCacheFile(readFileSync(file))!;
		const real = body.notes['notes/n.md'] as { stamp: string; checked: { results: Record<string, unknown>[]; sources: Record<string, string> } };
		p.write('sources/a.md', sourceA.replace('first', 'fi5st'));
		// The note's own entry, made blind to its source's change: trusted as it is, so only the field changed below can make it refused.
		const forged = (change: (r: Record<string, unknown>) => void): unknown => {
			const result = { ...real.checked.results[0]! };
			change(result);
			return { ...real, stamp: stampOf(statSync(path.join(p.root, 'notes/n.md'))), checked: { ...real.checked, sources: {}, results: [result] } };
		};
		const withEntry = async (entry: unknown): Promise<string[]> => {
			// The text reporter first: it reads the most of a result (and had crashed on such entries with exit 3).
			for (const format of ['text', 'json']) {
				writeFileSync(file, encodeCacheFile({ ...body, notes: { 'notes/n.md': entry } }));
				const r = await runInProcess(p, ['check', '--format', format], { env });
				assert.ok(r.status === 0 || r.status === 1, r.stderr);
				if (format === 'json') {
					return (JSON.parse(r.stdout).citations as { file: string; status: string }[]).map(c => `${c.file} ${c.status}`);
				}
			}
			return [];
		};
		assert.deepEqual(await withEntry(forged(() => undefined)), ['notes/n.md verified'], 'the forged entry is trusted as it is');
		const changes: [string, (r: Record<string, unknown>) => void][] = [
			['another note', r => void (r.file = '../../etc/passwd')],
			['a source that is no path', r => void (r.source = 7)],
			['found in no source', r => void (r.foundIn = [{ startLine: 1, endLine: 1 }])],
			['found in a number', r => void (r.foundIn = [{ source: 5, startLine: 1, endLine: 1 }])],
			['lines before the first', r => void (r.occurrences = [{ start: 0, end: 3, startLine: -5, endLine: 1 }])],
			['lines past any source', r => void (r.occurrences = [{ start: 0, end: 3, startLine: 1, endLine: 1e12 }])],
			['lines backwards', r => void (r.suggestion = { text: 'x', startLine: 3, endLine: 2 })],
			['a suggestion without text', r => void (r.suggestion = { startLine: 1, endLine: 1 })],
			['a count that is no number', r => void (r.count = 'x')],
			['an unknown profile', r => void (r.profile = 5)],
			['omissions without text', r => void (r.omissions = [{ startLine: 1, endLine: 1 }])],
		];
		for (const [what, change] of some(changes)) {
			assert.deepEqual(await withEntry(forged(change)), ['notes/n.md absent'], what);
		}
	});

	test('Should write an unchanged entry as the bytes it read, and recheck only the note whose line is damaged under a valid checksum', async t => {
		// Stamps of files written here trusted at once, as in the runs with `env`.
		const racy = process.env.VERBATIM_CACHE_RACY_MS;
		process.env.VERBATIM_CACHE_RACY_MS = '0';
		t.after(() => (racy === undefined ? delete process.env.VERBATIM_CACHE_RACY_MS : (process.env.VERBATIM_CACHE_RACY_MS = racy)));
		const p = project({
			'sources/a.md': sourceA,
			'notes/one.md': cite('The first sentence of source A.', 'sources/a.md'),
			'notes/two.md': cite('A second sentence, only in A.', 'sources/a.md'),
			'notes/three.md': cite('A sentence in no source.', 'sources/a.md'),
		});
		assert.equal((await checkedNotes(p.root)).checked, 3);
		const dir = path.join(p.root, '.verbatim', 'cache');
		const file = path.join(dir, cacheFiles(dir)[0]!);
		const lineOf = (bytes: Buffer, note: string): string => bytes.toString('utf8').split('\n').find(l => l.startsWith(`[${JSON.stringify(note)},`))!;
		const before = readFileSync(file);
		p.write('notes/two.md', cite('A second sentence, not in A.', 'sources/a.md'));
		assert.deepEqual(await checkedNotes(p.root), { checked: 1, statuses: ['notes/one.md verified', 'notes/three.md absent', 'notes/two.md absent'] });
		const after = readFileSync(file);
		assert.equal(lineOf(after, 'notes/one.md'), lineOf(before, 'notes/one.md'));
		assert.notEqual(lineOf(after, 'notes/two.md'), lineOf(before, 'notes/two.md'));
		// One line that is not JSON, under a checksum that holds: that note is checked again, the others are reused.
		const lines = after.toString('utf8').split('\n');
		const damaged = lines.map(l => (l.startsWith('["notes/one.md",') ? '["notes/one.md",{"stamp":' + ']' : l)).slice(0, -2).join('\n') + '\n';
		writeFileSync(file, `${damaged}${hash128(Buffer.from(damaged))}\n`);
		assert.deepEqual(await checkedNotes(p.root), { checked: 1, statuses: ['notes/one.md verified', 'notes/three.md absent', 'notes/two.md absent'] });
		// A line of another form altogether: the whole file is foreign, every note is checked.
		const foreign = `${lines[0]}\nnot an entry\n`;
		writeFileSync(file, `${foreign}${hash128(Buffer.from(foreign))}\n`);
		assert.equal((await checkedNotes(p.root)).checked, 3);
	});

	test('Should reuse by content, from a cache outside the project, what stamps cannot vouch for (files too new to trust, rewritten alike), and recheck what changed', async () => {
		// The default racy window: every file here is too new for its stamp to be trusted.
		const outside = project({}).root;
		const p = project({
			'sources/a.md': sourceA,
			'notes/n.md': cite('The first sentence of source A.', 'sources/a.md'),
			'notes/m.md': cite('A sentence in no source.', 'sources/a.md'),
		});
		assert.deepEqual(await checkedNotes(p.root, undefined, outside), { checked: 2, statuses: ['notes/m.md absent', 'notes/n.md verified'] });
		// The note's text and the source's bytes are as checked: n is reused; m's verdict searched every known source, whose stamps are untrusted.
		assert.deepEqual(await checkedNotes(p.root, undefined, outside), { checked: 1, statuses: ['notes/m.md absent', 'notes/n.md verified'] });
		// Same size, other bytes, within the same instant for all a stamp can tell.
		p.write('sources/a.md', sourceA.replace('first', 'fi5st'));
		assert.deepEqual(await checkedNotes(p.root, undefined, outside), { checked: 2, statuses: ['notes/m.md absent', 'notes/n.md absent'] });
		p.write('sources/a.md', sourceA);
		assert.deepEqual(await checkedNotes(p.root, undefined, outside), { checked: 2, statuses: ['notes/m.md absent', 'notes/n.md verified'] });
		// Every file written anew with the same bytes (a fresh checkout): new stamps, same content.
		for (const f of ['sources/a.md', 'notes/n.md', 'notes/m.md']) {
			const bytes = readFileSync(path.join(p.root, f));
			p.remove(f);
			p.write(f, bytes);
		}
		assert.deepEqual(await checkedNotes(p.root, undefined, outside), { checked: 1, statuses: ['notes/m.md absent', 'notes/n.md verified'] });
	});

	test('Should not reuse by content a source that now leads out of the root, however alike its bytes', async () => {
		const outside = project({ 'a.md': sourceA });
		const cache = path.join(outside.root, 'cache');
		const p = project({ 'sources/a.md': sourceA, 'notes/n.md': cite('The first sentence of source A.', 'sources/a.md') });
		assert.deepEqual(await checkedNotes(p.root, undefined, cache), { checked: 1, statuses: ['notes/n.md verified'] });
		p.remove('sources/a.md');
		symlinkSync(path.join(outside.root, 'a.md'), path.join(p.root, 'sources/a.md'));
		assert.deepEqual(await checkedNotes(p.root, undefined, cache), { checked: 1, statuses: ['notes/n.md source_error'] });
		assert.deepEqual(await statuses(p), ['notes/n.md source_error']);
	});

	test('Should keep one cache file per build: another version starts cold, the same build installed anew does not', async () => {
		const p = project({ 'sources/a.md': sourceA, 'notes/n.md': cite('The first sentence of source A.', 'sources/a.md') });
		const shipped = readFileSync(path.join(repoRoot, 'dist', 'cli.js'), 'utf8');
		// The version as the bundle holds it, built for the tests or minified for the package alike.
		const own = JSON.stringify((JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version);
		assert.ok(shipped.includes(own));
		const install = (version: string): string => installed(shipped.replaceAll(own, JSON.stringify(version)));
		const dir = path.join(p.root, '.verbatim', 'cache');
		assert.equal(checkWith(p, install('9.0.0')), 'verified');
		assert.equal(cacheFiles(dir).length, 1);
		assert.equal(checkWith(p, install('9.0.0')), 'verified');
		assert.equal(cacheFiles(dir).length, 1);
		assert.equal(checkWith(p, install('9.0.1')), 'verified');
		assert.equal(cacheFiles(dir).length, 2);
	});

	test('Should start cold with another build of the same version and size, and with a bundle patched after its build', async () => {
		const p = project({ 'sources/a.md': sourceA, 'notes/n.md': cite('The first sentence of source A.', 'sources/a.md') });
		const shipped = readFileSync(path.join(repoRoot, 'dist', 'cli.js'), 'utf8');
		// The bundle carries the hash of its own bytes as built (with the placeholder in place of the stamp).
		const stamps = [...new Set(shipped.match(/"[0-9a-f]{32}"/g))].map(s => s.slice(1, -1)).filter(s => stampOf32(shipped.replaceAll(s, placeholder)) === s);
		assert.equal(stamps.length, 1);
		const unstamped = shipped.replaceAll(stamps[0]!, placeholder);
		const dir = path.join(p.root, '.verbatim', 'cache');
		assert.equal(checkWith(p, installed(shipped)), 'verified');
		assert.equal(cacheFiles(dir).length, 1);
		// Other code of the same length, built (stamped) as esbuild.mjs does.
		const rebuilt = installed(unstamped.replace('checks that every quotation', 'checks that EVERY quotation'));
		const stamp = spawnSync(process.execPath, ['--input-type=module', '-e', `import { stampBundle } from ${JSON.stringify(pathToFileURL(path.join(repoRoot, 'scripts', 'stampBundle.mjs')).href)}; console.log(stampBundle(${JSON.stringify(rebuilt)}));`], { encoding: 'utf8' });
		assert.match(stamp.stdout, /^[0-9a-f]{32}\n$/, stamp.stderr);
		assert.notEqual(stamp.stdout.trim(), stamps[0]);
		assert.equal(checkWith(p, rebuilt), 'verified');
		assert.equal(cacheFiles(dir).length, 2);
		// The shipped bundle edited by hand keeps its stamp, but not its size.
		assert.equal(checkWith(p, installed(shipped.replace('checks that every quotation', 'checks that every single quotation'))), 'verified');
		assert.equal(cacheFiles(dir).length, 3);
		assert.equal(checkWith(p, installed(shipped)), 'verified');
		assert.equal(cacheFiles(dir).length, 3);
	});

	test('Should recheck an absent quote carried over by a run of other paths or another shard, once a new source holds it', async () => {
		for (const narrow of [['notes/y.md'], ['--shard', '1/1', 'notes/y.md'], ['notes/z.md']]) {
			const p = project({
				'sources/a.md': 'Alpha beta gamma.\n',
				'notes/x.md': cite('Only source B says this.', 'sources/a.md'),
				'notes/y.md': cite('Alpha beta gamma.', 'sources/a.md'),
			});
			assert.deepEqual(await statuses(p), ['notes/x.md absent', 'notes/y.md verified']);
			p.write('sources/b.md', 'Only source B says this.\n');
			p.write('notes/z.md', cite('Only source B', 'sources/b.md'));
			// A run that does not check x.md keeps x.md's entry, found against the known sources of before.
			assert.equal((await runInProcess(p, ['check', ...narrow], { env })).status, 0);
			assert.deepEqual(await statuses(p), ['notes/x.md misattributed', 'notes/y.md verified', 'notes/z.md verified'], narrow.join(' '));
		}
	});

	test('Should keep the entries of notes --changed-since leaves unchecked, for the next full run', async () => {
		const p = project({
			'sources/a.md': sourceA,
			'notes/a.md': cite('The first sentence of source A.', 'sources/a.md'),
			'notes/b.md': cite('A second sentence, only in A.', 'sources/a.md'),
		});
		p.git('init', '-q');
		p.git('add', '-A');
		p.git('commit', '-qm', 'one');
		const checkedIn = (): string[] => {
			const dir = path.join(p.root, '.verbatim', 'cache');
			const notes = decodeCacheFile(readFileSync(path.join(dir, cacheFiles(dir)[0]!)))!.notes as Record<string, { checked?: unknown }>;
			return Object.keys(notes).filter(n => notes[n]!.checked).sort();
		};
		assert.deepEqual(await statuses(p), ['notes/a.md verified', 'notes/b.md verified']);
		assert.deepEqual(checkedIn(), ['notes/a.md', 'notes/b.md']);
		p.write('notes/a.md', cite('A sentence in no source.', 'sources/a.md'));
		assert.deepEqual(await statuses(p, '--changed-since', 'HEAD'), ['notes/a.md absent']);
		assert.deepEqual(checkedIn(), ['notes/a.md', 'notes/b.md']);
		assert.deepEqual(await statuses(p), ['notes/a.md absent', 'notes/b.md verified']);
	});

	test('Should follow every change of verbatim.json and .gitignore from a warm cache, as a cold run does', async () => {
		const p = project({
			'sources/a.md': sourceA.replace('first', '"first"'),
			'library/b.md': 'Words that only the library holds.\n',
			// Curly quotes: the source's straight ones under prose, absent under exact.
			'notes/n.md': cite('The \u201cfirst\u201d sentence', 'sources/a.md'),
			'notes/m.md': cite('Words that only the library holds.', 'sources/a.md'),
		});
		// Each step changes a verdict or a severity (absent/misattributed, verified/absent/unpinned, m.md checked or not).
		const steps: [string, string][] = [
			['verbatim.json', '{}'],
			['verbatim.json', '{ "sources": ["library/**"] }'],
			['.gitignore', 'library/\n'],
			['.gitignore', ''],
			['verbatim.json', '{ "sources": ["library/**"], "strict": true }'],
			['verbatim.json', '{ "sources": ["library/**"], "profiles": [{ "glob": "sources/**", "profile": "exact" }] }'],
			['verbatim.json', '{ "sources": ["library/**"], "pins": "required" }'],
			['verbatim.json', '{ "sources": ["library/**"], "exclude": ["notes/m.md"] }'],
			['verbatim.json', '{ "sources": ["library/**"], "severity": { "misattributed": "warning" } }'],
		];
		for (const [file, text] of steps) {
			p.write(file, text);
			// The warm run follows the previous step's, whose results it must not reuse where they changed.
			const warm = await runInProcess(p, ['check', '--format', 'json'], { env });
			const cold = await runInProcess(p, ['check', '--format', 'json', '--no-cache'], { env });
			assert.equal(warm.stdout, cold.stdout, `${file}: ${text}`);
			assert.equal(warm.status, cold.status, `${file}: ${text}`);
		}
	});

	test('Should recheck a citation at a commit whenever it runs: the commit may come or go with the repository', async () => {
		const p = project({ 'sources/a.md': 'Alpha beta gamma.\n', 'notes/keep.md': 'No citation.\n' });
		p.git('init', '-q', '-b', 'main');
		p.git('add', '-A');
		p.git('commit', '-qm', 'one');
		p.git('checkout', '-q', '-b', 'side');
		p.write('sources/a.md', 'Delta epsilon zeta.\n');
		p.git('commit', '-qam', 'two');
		const side = p.git('rev-parse', 'HEAD').trim();
		p.git('checkout', '-q', 'main');
		p.write('notes/n.md', lines('> Delta epsilon zeta.', `> --- \`sources/a.md\` @ \`${side}\``, ''));
		assert.deepEqual(await statuses(p), ['notes/n.md verified']);
		assert.deepEqual(await statuses(p), ['notes/n.md verified']);
		// The commit leaves the repository: the note, the work tree and every stamp are as they were.
		p.git('branch', '-qD', 'side');
		p.git('reflog', 'expire', '--expire=now', '--all');
		p.git('gc', '-q', '--prune=now');
		const cold = await statuses(p, '--no-cache');
		assert.notDeepEqual(cold, ['notes/n.md verified']);
		assert.deepEqual(await statuses(p), cold);
	});

	test('Should remove only its own stale files: cache files of other keys a month old, temporary files an hour old', async () => {
		const { p, file } = await checkedOnce();
		const dir = path.dirname(file);
		const old = new Date(Date.now() - 40 * 24 * 3600 * 1000);
		const names = [
			'results-0123456789abcdef01234567.json', 'results-0123456789abcdef01234567.json.99.abc.tmp', 'sketches-0123456789abcdef01234567.bin',
			'sketches-0123456789abcdef01234567.bin.99.abc.tmp', 'results-fedcba9876543210fedcba98.json', 'notes.md', 'results-old.json',
		];
		for (const name of names) {
			writeFileSync(path.join(dir, name), 'x');
			if (name !== 'results-fedcba9876543210fedcba98.json') {
				utimesSync(path.join(dir, name), old, old);
			}
		}
		utimesSync(file, old, old);
		// A change, so the run writes its cache and tidies the folder.
		p.write('notes/n.md', cite('A second sentence, only in A.', 'sources/a.md'));
		assert.deepEqual(await statuses(p), ['notes/n.md verified']);
		// The word sketches of this key's sources stay beside its results.
		const sketches = path.basename(file).replace(/^results-(\w+)\.json$/, 'sketches-$1.bin');
		assert.deepEqual(readdirSync(dir).sort(), ['.gitignore', path.basename(file), sketches, 'notes.md', 'results-fedcba9876543210fedcba98.json', 'results-old.json'].sort());
	});

	test('Should never let a cache file committed in the project vouch by content: a fresh checkout of a forged verified stays absent', async () => {
		const p = project({ 'sources/a.md': sourceA, 'notes/n.md': cite('A sentence in no source.', 'sources/a.md') });
		assert.deepEqual(await statuses(p), ['notes/n.md absent']);
		const dir = path.join(p.root, '.verbatim', 'cache');
		const file = path.join(dir, cacheFiles(dir)[0]!);
		// What a pull request can commit: the note's text and the source's SHA-256 are public, its checkout's stamps are not.
		const body = decodeCacheFile(readFileSync(file))!;
		const forged = body.notes['notes/n.md'] as { stamp?: string; checked: { results: { status: string; severity: string }[]; sources: Record<string, string> } };
		forged.stamp = 'forged';
		forged.checked.sources = { 'sources/a.md': 'forged' };
		forged.checked.results = forged.checked.results.map(r => ({ ...r, status: 'verified', severity: 'info' }));
		writeFileSync(file, encodeCacheFile(body));
		assert.deepEqual(await statuses(p), ['notes/n.md absent']);
	});
});
