import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, before, suite, test } from 'node:test';
import { decodeCacheFile, Hash128, hash128, ResultCache, stampOf } from '../../server/src/node/resultCache';
import { defaultConfig } from '../../server/src/core';
import { checkedNotes, checkedReads } from '../helpers/cachedRun';
import { runInProcess } from '../helpers/inProcessCli';
import { cliPath, TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

const sourceA = lines('The first sentence of source A.', 'A second sentence, only in A.', '');
const cite = (quote: string, source: string): string => lines(`> ${quote}`, `> --- \`${source}\``, '');

// Files written by a test are seconds old at most: without this, the cache trusts no stamp and reuses nothing.
const racy = process.env.VERBATIM_CACHE_RACY_MS;
before(() => {
	process.env.VERBATIM_CACHE_RACY_MS = '0';
});
after(() => {
	if (racy === undefined) {
		delete process.env.VERBATIM_CACHE_RACY_MS;
	} else {
		process.env.VERBATIM_CACHE_RACY_MS = racy;
	}
});

function project(files: Record<string, string>): TempProject {
	const p = new TempProject(files);
	after(() => p.dispose());
	return p;
}

/** Statuses by note, from a CLI run in this process with the cache on (the default). */
async function statuses(p: TempProject, ...flags: string[]): Promise<Record<string, string[]>> {
	const r = await runInProcess(p, ['check', '--format', 'json', ...flags], { env: { VERBATIM_CACHE_RACY_MS: '0' } });
	assert.ok(r.status === 0 || r.status === 1, r.stderr);
	const out: Record<string, string[]> = {};
	for (const c of JSON.parse(r.stdout).citations as { file: string; status: string }[]) {
		(out[c.file] ??= []).push(c.status);
	}
	return out;
}

suite('Result cache', () => {
	test('Should reuse the results of unchanged notes and check only the edited one', async () => {
		const p = project({
			'sources/a.md': sourceA,
			'notes/one.md': cite('The first sentence of source A.', 'sources/a.md'),
			'notes/two.md': cite('A second sentence, only in A.', 'sources/a.md'),
			'notes/three.md': cite('A sentence in no source.', 'sources/a.md'),
			// Stored in the short form of a note that cites nothing.
			'notes/none.md': 'Cites nothing.\n',
		});
		const cold = await checkedNotes(p.root);
		assert.equal(cold.checked, 4);
		const dir = path.join(p.root, '.verbatim', 'cache');
		const written = decodeCacheFile(readFileSync(path.join(dir, readdirSync(dir).find(f => f.endsWith('.json'))!)))!.notes;
		assert.equal(written['notes/none.md'], stampOf(statSync(path.join(p.root, 'notes/none.md'))));
		assert.equal(typeof written['notes/one.md'], 'object');
		const warm = await checkedNotes(p.root);
		assert.equal(warm.checked, 0);
		assert.deepEqual(warm.statuses, cold.statuses);
		p.write('notes/two.md', cite('A second sentence, not in A.', 'sources/a.md'));
		const edited = await checkedNotes(p.root);
		assert.equal(edited.checked, 1);
		assert.deepEqual(edited.statuses, ['notes/one.md verified', 'notes/three.md absent', 'notes/two.md absent']);
	});

	test('Should reuse a Git citation of a repository with no clone, and recheck one read from a clone', async () => {
		const url = 'https://github.com/owner/repo/blob/0123456789abcdef0123456789abcdef01234567/README.md';
		const p = project({ 'notes/n.md': cite('A quote from a repository.', url) });
		assert.deepEqual(await checkedNotes(p.root), { checked: 1, statuses: ['notes/n.md unverified'] });
		// Its verdict follows from the configuration alone (part of the cache key).
		assert.deepEqual(await checkedNotes(p.root), { checked: 0, statuses: ['notes/n.md unverified'] });
		// With a clone the verdict hangs on the clone's state (a fetch may bring the commit), so it is never reused.
		const withClone = { ...defaultConfig, repositories: { 'https://github.com/owner/repo': 'clones/repo' } };
		assert.equal((await checkedNotes(p.root, withClone)).checked, 1);
		assert.equal((await checkedNotes(p.root, withClone)).checked, 1);
	});

	test('Should print the very report of a run without the cache, cold, warm and after an edit', async () => {
		const url = 'https://github.com/owner/repo/blob/0123456789abcdef0123456789abcdef01234567/README.md';
		const p = project({
			'sources/a.md': sourceA,
			'sources/b.md': 'Words that only source B holds.\n',
			'notes/verified.md': lines('# Title', '', cite('The first sentence of source A.', 'sources/a.md'), 'Prose after.'),
			'notes/absent.md': cite('A sentence in no source.', 'sources/a.md'),
			'notes/misattributed.md': cite('Words that only source B holds.', 'sources/a.md'),
			'notes/b.md': cite('Words that only', 'sources/b.md'),
			'notes/git.md': cite('A quote from a repository.', url),
			'notes/none.md': '---\ntitle: no citation\n---\nVerbatim is a word here, with no link.\n',
		});
		const report = async (...flags: string[]): Promise<string> => {
			const r = await runInProcess(p, ['check', '--format', 'json', ...flags], { env: { VERBATIM_CACHE_RACY_MS: '0' } });
			assert.ok(r.status === 0 || r.status === 1, r.stderr);
			return r.stdout;
		};
		const uncached = await report('--no-cache');
		assert.match(uncached, /"misattributed"/);
		assert.equal(await report(), uncached);
		assert.equal(await report(), uncached);
		p.write('notes/absent.md', cite('A second sentence, only in A.', 'sources/a.md'));
		const edited = await report('--no-cache');
		assert.notEqual(edited, uncached);
		assert.equal(await report(), edited);
		assert.equal(await report(), edited);
	});

	test('Should hash the same bytes alike at any alignment, and tell one changed byte or a longer run of zeros apart', async () => {
		const bytes = Buffer.from('{"format":2,"notes":{}} with some more text to span words\u00e9');
		const expected = hash128(bytes);
		assert.match(expected, /^[0-9a-f]{32}$/);
		for (let offset = 1; offset < 8; offset++) {
			// A Buffer, whose slice is a view: the hash must copy to align.
			const shifted = Buffer.alloc(bytes.length + offset);
			bytes.copy(shifted, offset);
			assert.equal(hash128(shifted.subarray(offset)), expected);
		}
		const changed = Buffer.from(bytes);
		changed[5] = changed[5]! ^ 1;
		assert.notEqual(hash128(changed), expected);
		assert.notEqual(hash128(new Uint8Array(4)), hash128(new Uint8Array(8)));
		// Given in parts, cut anywhere (as the cache file is written), the same digest.
		for (let a = 0; a <= bytes.length; a++) {
			for (let b = a; b <= bytes.length; b += 3) {
				assert.equal(new Hash128().update(bytes.subarray(0, a)).update(bytes.subarray(a, b)).update(bytes.subarray(b)).digest(), expected, `${a} ${b}`);
			}
		}
	});

	test('Should recheck a note when the source it cites is edited, appears or disappears', async () => {
		const p = project({ 'notes/n.md': cite('The first sentence of source A.', 'sources/a.md') });
		assert.deepEqual(await statuses(p), { 'notes/n.md': ['source_error'] });
		p.write('sources/a.md', sourceA);
		assert.deepEqual(await statuses(p), { 'notes/n.md': ['verified'] });
		// Same size, other words: a stamp of size and mtime alone could miss it.
		p.write('sources/a.md', sourceA.replace('first', 'fi rst'));
		assert.deepEqual(await statuses(p), { 'notes/n.md': ['absent'] });
		p.write('sources/a.md', `${sourceA}The first sentence of source A.\n`);
		assert.deepEqual(await statuses(p), { 'notes/n.md': ['ambiguous'] });
	});

	test('Should find a quote misattributed once a new source holding it becomes known', async () => {
		const p = project({
			'sources/a.md': sourceA,
			'notes/n.md': cite('Words that only source B holds.', 'sources/a.md'),
		});
		assert.deepEqual(await statuses(p), { 'notes/n.md': ['absent'] });
		// A new source is known once a note cites it...
		p.write('sources/b.md', 'Words that only source B holds.\n');
		p.write('notes/other.md', cite('Words that only', 'sources/b.md'));
		assert.deepEqual((await statuses(p))['notes/n.md'], ['misattributed']);
		// ...or once the `sources` globs select it.
		const q = project({
			'verbatim.json': '{ "sources": ["library/**"] }',
			'sources/a.md': sourceA,
			'notes/n.md': cite('Words that only source B holds.', 'sources/a.md'),
		});
		assert.deepEqual(await statuses(q), { 'notes/n.md': ['absent'] });
		q.write('library/b.md', 'Words that only source B holds.\n');
		assert.deepEqual(await statuses(q), { 'notes/n.md': ['misattributed'] });
	});

	test('Should search other sources on a re-run by the word sketches kept, reading only those that may hold the quote', async () => {
		const sentence = (k: number): string => `Source ${k} alone says ${['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta'][k % 6]} number ${k} here and nowhere else.`;
		const files: Record<string, string> = {};
		for (let k = 0; k < 12; k++) {
			files[`sources/s${k}.md`] = lines(sentence(k), `A line every source shares, word for word, number ${k % 3}.`, '');
			files[`notes/n${k}.md`] = cite(sentence(k), `sources/s${k}.md`);
		}
		const p = project({ ...files, 'notes/edited.md': cite('A quote in no source at all.', 'sources/s0.md') });
		const sources = (reads: string[]): string[] => [...new Set(reads.filter(r => r.startsWith('sources/')))].sort();
		const cold = await checkedReads(p.root);
		assert.equal(sources(cold.reads).length, 12);
		const dir = path.join(p.root, '.verbatim', 'cache');
		assert.ok(readdirSync(dir).some(f => /^sketches-[0-9a-f]{24}\.bin$/.test(f)));
		// Still absent everywhere: only the cited source is read.
		p.write('notes/edited.md', cite('Another quote in no source at all.', 'sources/s0.md'));
		const absent = await checkedReads(p.root);
		assert.deepEqual(sources(absent.reads), ['sources/s0.md']);
		const coldly = async (): Promise<string[]> => (await checkedNotes(p.root, defaultConfig, false)).statuses;
		assert.deepEqual(absent.statuses, await coldly());
		assert.ok(absent.statuses.includes('notes/edited.md absent'));
		// Misattributed: the cited source and the one that holds it.
		p.write('notes/edited.md', cite(sentence(7), 'sources/s0.md'));
		const moved = await checkedReads(p.root);
		assert.deepEqual(sources(moved.reads), ['sources/s0.md', 'sources/s7.md']);
		assert.ok(moved.statuses.includes('notes/edited.md misattributed'));
		assert.deepEqual(moved.statuses, await coldly());
		// A source rewritten since its sketch is read again, and found.
		p.write('sources/s3.md', lines('Another quote in no source at all.', ''));
		p.write('notes/edited.md', cite('Another quote in no source at all.', 'sources/s0.md'));
		const rewritten = await checkedReads(p.root);
		assert.deepEqual(sources(rewritten.reads), ['sources/s0.md', 'sources/s3.md']);
		assert.ok(rewritten.statuses.includes('notes/edited.md misattributed'));
		assert.deepEqual(rewritten.statuses, await coldly());
		// A damaged sketch file is not trusted: every source is read, and the verdicts stay those of a cold run.
		const file = path.join(dir, readdirSync(dir).find(f => f.startsWith('sketches-'))!);
		const bytes = readFileSync(file);
		bytes[bytes.length - 40] = bytes[bytes.length - 40]! ^ 0xFF;
		writeFileSync(file, bytes);
		p.write('notes/edited.md', cite('A third quote in no source.', 'sources/s0.md'));
		const damaged = await checkedReads(p.root);
		assert.equal(sources(damaged.reads).length, 12);
		assert.ok(damaged.statuses.includes('notes/edited.md absent'));
	});

	test('Should not reuse results across configurations, --redact or versions', async () => {
		const p = project({
			'sources/a.md': sourceA,
			'notes/n.md': cite('A sentence in no source.', 'sources/a.md'),
		});
		assert.deepEqual(await statuses(p), { 'notes/n.md': ['absent'] });
		p.write('verbatim.json', '{ "severity": { "absent": "off" } }');
		const r = await runInProcess(p, ['check', '--format', 'json'], { env: { VERBATIM_CACHE_RACY_MS: '0' } });
		assert.equal(JSON.parse(r.stdout).citations[0].severity, 'off');
		// --redact changes messages: its results live in a cache file of their own.
		const cacheFiles = (): number => readdirSync(path.join(p.root, '.verbatim', 'cache')).filter(f => f.endsWith('.json')).length;
		assert.equal(cacheFiles(), 2);
		await runInProcess(p, ['check', '--redact'], { env: { VERBATIM_CACHE_RACY_MS: '0' } });
		assert.equal(cacheFiles(), 3);
		// The version is part of the key: another version opens another file.
		const dir = path.join(p.root, 'cache-versions');
		const v1 = ResultCache.open(dir, JSON.stringify({ version: '1' }));
		v1.record('notes/n.md', { stamp: 'x', targets: [] });
		v1.save();
		assert.equal(readdirSync(dir).filter(f => f.endsWith('.json')).length, 1);
		const v2 = ResultCache.open(dir, JSON.stringify({ version: '2' }));
		v2.record('notes/n.md', { stamp: 'x', targets: [] });
		v2.save();
		assert.equal(readdirSync(dir).filter(f => f.endsWith('.json')).length, 2);
	});

	test('Should ignore a corrupted, torn or foreign cache file and give the right verdicts', async () => {
		const p = project({
			'sources/a.md': sourceA,
			'notes/n.md': cite('The first sentence of source A.', 'sources/a.md'),
		});
		assert.deepEqual(await statuses(p), { 'notes/n.md': ['verified'] });
		const dir = path.join(p.root, '.verbatim', 'cache');
		const file = path.join(dir, readdirSync(dir).find(f => f.endsWith('.json'))!);
		const good = readFileSync(file, 'utf8');
		// The source changes, so a trusted stale cache would say verified.
		p.write('sources/a.md', sourceA.replace('first', 'fi rst'));
		const damaged = [
			'{not json',
			good.slice(0, Math.floor(good.length / 2)),
			good.replace('"verified"', '"ambiguous"'),
			good.replace(/\n[0-9a-f]{32}\n$/, `\n${'0'.repeat(32)}\n`),
			'',
		];
		for (const bad of damaged) {
			assert.notEqual(bad, good);
			writeFileSync(file, bad);
			assert.deepEqual(await statuses(p), { 'notes/n.md': ['absent'] });
		}
		// A leftover temporary file of an interrupted write is never read.
		writeFileSync(`${file}.123.deadbeef.tmp`, good);
		assert.deepEqual(await statuses(p), { 'notes/n.md': ['absent'] });
	});

	test('Should stay correct when runs write the cache at the same time', async () => {
		const files: Record<string, string> = { 'sources/a.md': sourceA };
		for (let k = 0; k < 20; k++) {
			files[`notes/n${k}.md`] = cite(k % 2 ? 'The first sentence of source A.' : 'Not in the source.', 'sources/a.md');
		}
		const p = project(files);
		const run = (): Promise<string> => new Promise((resolve, reject) => {
			const child = spawn(process.execPath, [cliPath, 'check', '--format', 'json'], { cwd: p.root, env: { ...process.env, VERBATIM_CACHE_RACY_MS: '0' } });
			let out = '';
			child.stdout.on('data', d => { out += d; });
			child.on('error', reject);
			child.on('close', () => resolve(out));
		});
		const expected = JSON.stringify(Object.fromEntries(Array.from({ length: 20 }, (_, k) => [`notes/n${k}.md`, [k % 2 ? 'verified' : 'absent']]).sort()));
		const byNote = (out: string): string => {
			const o: Record<string, string[]> = {};
			for (const c of JSON.parse(out).citations as { file: string; status: string }[]) {
				(o[c.file] ??= []).push(c.status);
			}
			return JSON.stringify(Object.fromEntries(Object.entries(o).sort()));
		};
		for (const out of await Promise.all([run(), run(), run()])) {
			assert.equal(byNote(out), expected);
		}
		assert.equal(byNote(await run()), expected);
	});

	test('Should write nothing with --no-cache, write into --cache=DIR, and keep the cache out of Git', async () => {
		const p = project({ 'sources/a.md': sourceA, 'notes/n.md': cite('The first sentence of source A.', 'sources/a.md') });
		assert.equal((await runInProcess(p, ['check', '--no-cache'])).status, 0);
		assert.equal(existsSync(path.join(p.root, '.verbatim')), false);
		assert.equal((await runInProcess(p, ['check', '--cache=elsewhere'])).status, 0);
		assert.ok(readdirSync(path.join(p.root, 'elsewhere')).some(f => f.endsWith('.json')));
		assert.equal(readFileSync(path.join(p.root, 'elsewhere', '.gitignore'), 'utf8').split('\n').includes('*'), true);
		const both = await runInProcess(p, ['check', '--cache', '--no-cache']);
		assert.equal(both.status, 2);
		assert.match(both.stderr, /--cache and --no-cache/);
	});
});
