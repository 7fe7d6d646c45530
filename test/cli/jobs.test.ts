import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import fc from 'fast-check';
import { createChecker, defaultConfig } from '../../server/src/core';
import { CheckPool, chunks, mergeFound, threadsForJobs } from '../../server/src/node/checkPool';
import { NodeWorkspace } from '../../server/src/node/nodeWorkspace';
import { runInProcess } from '../helpers/inProcessCli';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';
import { deep, sample, some } from '../helpers/depth';

/** Thread counts beyond one to compare with one thread: two in `npm test`, more under test:deep. */
const pools = deep ? ['2', '3'] : ['2'];

/** Deterministic words, so sources share vocabulary and quotes are found in several places. */
function words(seed: number, n: number): string[] {
	const vocab = ['alpha', 'beta', 'gamma', 'delta', 'omega', 'sigma', 'kappa', 'theta', 'lambda', 'zeta'];
	let x = seed;
	return Array.from({ length: n }, () => {
		x = (x * 1103515245 + 12345) % 2147483648;
		return vocab[x % vocab.length]!;
	});
}

/**
 * Every status the two phases decide: verified, ambiguous, out of range,
 * absent with a nearest passage, and misattributed to one source or to
 * more than ten places in many sources (the merged lists are cut as one
 * thread cuts them).
 */
function project(): TempProject {
	const files: Record<string, string> = {};
	const shared = 'This sentence is copied into every source verbatim.';
	for (let s = 0; s < 8; s++) {
		const body = words(s + 1, 400);
		const text = Array.from({ length: 40 }, (_, l) => body.slice(l * 10, l * 10 + 10).join(' ')).join('\n');
		files[`sources/s${s}.md`] = `${text}\n${shared}\n${shared}\nOnly source ${s} holds this line.\n`;
	}
	for (let n = 0; n < 12; n++) {
		const s = n % 8;
		const other = (n + 3) % 8;
		const body = files[`sources/s${s}.md`]!.split('\n');
		files[`notes/n${n}.md`] = lines(
			`> ${body[n]!}`, `> --- \`sources/s${s}.md\``, '',
			`> ${body[n + 1]!}`, `> --- \`sources/s${s}.md:${n + 5}\``, '',
			`> ${body[n + 2]!.replace(/^\S+/, 'fabricated')}`, `> --- \`sources/s${s}.md\``, '',
			`> Only source ${other} holds this line.`, `> --- \`sources/s${s}.md\``, '',
			`> ${shared}`, '> --- `notes/elsewhere.md`', '',
			`> ${body[3]!.split(' ').slice(0, 3).join(' ')}`, `> --- \`sources/s${s}.md\``, '',
		);
	}
	files['notes/elsewhere.md'] = 'A note that holds nothing quoted.\n';
	const p = new TempProject(files);
	after(() => p.dispose());
	return p;
}

/**
 * A run of the CLI: with one thread in this process, with more in a real
 * process, whose bundle a pool's workers run (from this test bundle there
 * is no pool).
 */
function oneOrMore(p: TempProject, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
	return args[args.indexOf('--jobs') + 1] === '1' ? runInProcess(p, args) : Promise.resolve(p.run(args));
}

suite('verbatim check --jobs', () => {
	test('Should give the same report with worker threads as without', async () => {
		const p = project();
		const run = async (jobs: string): Promise<string> => {
			const r = await oneOrMore(p, ['check', '--format', 'json', '--no-cache', '--jobs', jobs]);
			assert.equal(r.status, 1, r.stderr);
			return r.stdout;
		};
		const one = await run('1');
		const statuses = new Set((JSON.parse(one).citations as { status: string }[]).map(c => c.status));
		for (const s of ['verified', 'absent', 'misattributed', 'out_of_range']) {
			assert.ok(statuses.has(s), `the project lacks a ${s} citation: ${[...statuses].join(', ')}`);
		}
		for (const jobs of pools) {
			assert.equal(await run(jobs), one, `--jobs ${jobs}`);
		}
	});

	test('Should keep in the result cache the word sketches of the sources every thread read', async () => {
		const p = project();
		const sketched = async (jobs: string): Promise<string[]> => {
			rmSync(path.join(p.root, '.verbatim'), { recursive: true, force: true });
			const args = ['check', '--format', 'json', '--jobs', jobs];
			const options = { env: { VERBATIM_CACHE_RACY_MS: '0' } };
			const r = jobs === '1' ? await runInProcess(p, args, options) : p.run(args, options);
			assert.equal(r.status, 1, r.stderr);
			const dir = path.join(p.root, '.verbatim', 'cache');
			const file = readdirSync(dir).find(f => f.startsWith('sketches-'));
			assert.ok(file, `no sketch file with --jobs ${jobs}`);
			// The file's first line names each source it holds a sketch of.
			const head = JSON.parse(readFileSync(path.join(dir, file), 'utf8').split('\n', 1)[0]!) as { entries: [string, ...unknown[]][] };
			return head.entries.map(e => e[0]).sort();
		};
		const one = await sketched('1');
		assert.equal(one.filter(s => s.startsWith('sources/')).length, 8);
		for (const jobs of pools) {
			assert.deepEqual(await sketched(jobs), one, `--jobs ${jobs}`);
		}
	});

	test('Should collect the same notes when worker threads parse them: in a scope, among notes that cite nothing, and from the cache', async () => {
		const p = project();
		for (let k = 0; k < 20; k++) {
			p.write(`notes/plain${k}.md`, `Plain note ${k}, nothing quoted.\n`);
		}
		p.write('notes/sub/inner.md', lines('> Only source 2 holds this line.', '> --- `sources/s2.md`'));
		const run = async (jobs: string, ...extra: string[]): Promise<string> => (await oneOrMore(p, ['check', '--format', 'json', '--jobs', jobs, ...extra])).stdout;
		// The scope of a file and a folder first: `npm test` tries only it (the whole project is the first test's).
		for (const scope of some([['notes/n3.md', 'notes/sub'], [], ['notes/sub']])) {
			const one = await run('1', '--no-cache', ...scope);
			assert.ok(JSON.parse(one).citations.length > 0, scope.join(' '));
			assert.equal(await run('2', '--no-cache', ...scope), one, scope.join(' '));
		}
		const cold = await run('2');
		p.write('notes/n5.md', lines('> Only source 5 holds this line.', '> --- `sources/s5.md`'));
		const warm = await run('2');
		assert.notEqual(warm, cold);
		assert.equal(warm, await run('1', '--no-cache'));
	});

	test('Should send a worker its part in runs of whole sources, every job once and in order within each run', () => {
		fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 60 }), fc.integer({ min: 1, max: 12 }), (keys, size) => {
			// Jobs come grouped by source; the part of one worker is some of them, ascending.
			const sorted = [...keys].sort((a, b) => a - b);
			const members = sorted.flatMap((_, i) => (i % 3 === 1 ? [] : [i]));
			const runs = chunks(members, i => `s${sorted[i]}`, size);
			assert.deepEqual(runs.flat().sort((a, b) => a - b), members);
			for (const run of runs) {
				assert.deepEqual(run, [...run].sort((a, b) => a - b));
				const sources = new Set(run.map(i => sorted[i]));
				// A run is over the size only when it is one source's jobs.
				assert.ok(run.length <= size || sources.size === 1, JSON.stringify({ run, size }));
			}
			for (const key of new Set(members.map(i => sorted[i]))) {
				assert.equal(runs.filter(run => run.some(i => sorted[i] === key)).length, 1, `source ${key} in one run`);
			}
		}));
	});

	test('Should fail a request to a worker that stopped before it, never wait for its answer', async () => {
		const p = new TempProject({ 'n.md': 'Nothing.\n' });
		after(() => p.dispose());
		const checker = createChecker({ workspace: new NodeWorkspace(p.root), config: defaultConfig });
		// Built into the tests' bundle, the pool's worker script is not there: its one worker stops at once.
		const pool = new CheckPool({ root: p.root, config: defaultConfig, redact: false, cwd: p.root, sketches: false }, 2, f => path.join(p.root, f), checker.batch.localRunner(), () => undefined);
		await pool.ready();
		const note = { path: 'n.md', text: '> A quote.\n> --- `s.md`\n' };
		assert.equal((await pool.parseNotes([note]))[0]!.citations.length, 1, 'this thread parses its turn');
		await assert.rejects(pool.parseNotes([note]), /a check worker stopped/);
		await pool.close();
	});

	test('Should start the threads asked for, never more than twice the cores', () => {
		assert.equal(threadsForJobs(1, 2), 1);
		assert.equal(threadsForJobs(3, 2), 3);
		assert.equal(threadsForJobs(64, 2), 4);
		assert.equal(threadsForJobs(64, 1), 2);
		assert.equal(threadsForJobs(8, 16), 8);
	});

	test('Should give the same report when more threads are asked for than twice the cores', async () => {
		const p = project();
		const run = async (jobs: string): Promise<string> => (await oneOrMore(p, ['check', '--format', 'json', '--no-cache', '--jobs', jobs])).stdout;
		assert.equal(await run('64'), await run('1'));
	});

	test('Should refuse a number of jobs that is not a whole number from 1 to 64 with exit 2', async () => {
		const p = new TempProject({ 'n.md': 'Nothing.\n' });
		after(() => p.dispose());
		for (const bad of ['0', '-1', 'two', '1.5', '65']) {
			const r = await runInProcess(p, ['check', '--jobs', bad]);
			assert.equal(r.status, 2, bad);
			assert.match(r.stderr, /--jobs/);
		}
	});

	test('Should list the places one thread lists when workers each searched a part of the sources', () => {
		const at = (source: string, line: number): { source: string; start: number; end: number; startLine: number; endLine: number } => ({ source, start: line, end: line + 1, startLine: line, endLine: line });
		const known = ['a', 'b', 'c', 'd', 'e'];
		// Workers searched {a, c, e} and {b, d}; one thread would stop taking sources once 10 places are listed.
		const merged = mergeFound(known, [
			[at('a', 1), at('a', 2), at('a', 3), at('c', 1), at('c', 2), at('c', 3), at('e', 1)],
			[at('b', 1), at('b', 2), at('b', 3), at('d', 1)],
		]);
		assert.deepEqual(merged.map(f => `${f.source}${f.startLine}`), ['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'c1', 'c2', 'c3', 'd1']);
	});

	test('Should merge any split of the sources into the one thread\'s list', () => {
		const at = (source: string, line: number): { source: string; start: number; end: number; startLine: number; endLine: number } => ({ source, start: line, end: line + 1, startLine: line, endLine: line });
		fc.assert(fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 })), { maxLength: 12 }), cases => {
			const known = cases.map((_, k) => `s${k}`);
			// One thread: sources in order, up to 3 places each, none once 10 are listed.
			const one: string[] = [];
			// Each worker applies the same cut to what it alone has listed.
			const parts: ReturnType<typeof at>[][] = [[], [], []];
			for (const [k, [places, worker]] of cases.entries()) {
				const found = Array.from({ length: places }, (_, l) => at(known[k]!, l));
				if (one.length < 10) {
					one.push(...found.map(f => `${f.source}:${f.startLine}`));
				}
				if (parts[worker]!.length < 10) {
					parts[worker]!.push(...found);
				}
			}
			assert.deepEqual(mergeFound(known, parts).map(f => `${f.source}:${f.startLine}`), one);
		}), sample(300));
	});
});
