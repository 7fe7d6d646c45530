import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import * as path from 'node:path';
import { benchData, repoRoot, skipped, table } from './util';

const work = path.join(repoRoot, '.bench-work');

/** The floor: a Node script that only reads every file of the project (and counts lines, so the reads are used). */
export const floorScript = `const fs = require('node:fs'), path = require('node:path');
let files = 0, lines = 0;
(function walk(d) {
	for (const e of fs.readdirSync(d, { withFileTypes: true })) {
		const p = path.join(d, e.name);
		if (e.isDirectory()) { if (e.name !== '.git' && e.name !== '.verbatim') walk(p); continue; }
		const b = fs.readFileSync(p); files++;
		for (let i = b.indexOf(10); i >= 0; i = b.indexOf(10, i + 1)) lines++;
	}
})(process.argv[2]);
process.stdout.write(files + ' files, ' + lines + ' lines\\n');
`;

export interface Run {
	wallS: number;
	cpuS: number;
	rssMiB: number;
	out: string;
	code: number;
}

/** Runs each variant once per round (VERBATIM_BENCH_ROUNDS, default 3), alternating, so load falls on all alike; the runs of each variant. */
export function alternateRounds(variants: readonly (readonly [string, () => Run])[]): Run[][] {
	const rounds = Number(process.env.VERBATIM_BENCH_ROUNDS ?? 3);
	const runs = variants.map((): Run[] => []);
	for (let r = 0; r < rounds; r++) {
		variants.forEach(([, run], v) => runs[v]!.push(run()));
	}
	return runs;
}

/** Runs a command as a whole process: wall time around it, peak RSS and CPU from GNU time. */
export function timed(cmd: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Run {
	const t0 = performance.now();
	const r = spawnSync('/usr/bin/time', ['-f', 'TIME %M %U %S', cmd, ...args], { cwd, env, encoding: 'utf8', maxBuffer: 1 << 28 });
	const wallS = (performance.now() - t0) / 1000;
	const m = /TIME (\d+) ([\d.]+) ([\d.]+)\s*$/.exec(r.stderr ?? '');
	if (!m) {
		throw new Error(`${cmd} did not run under /usr/bin/time: ${r.stderr}`);
	}
	return { wallS, cpuS: Number(m[2]) + Number(m[3]), rssMiB: Number(m[1]) / 1024, out: r.stdout, code: r.status ?? -1 };
}

/**
 * The peer checker (zby/commonplace, `commonplace-verify-quotes`), from
 * VERBATIM_PEER (a checkout), or extracted from VERBATIM_PEER_GIT (a Git
 * directory, e.g. the one the `fetch` tool brings) into .bench-work.
 */
function peerSource(): string | undefined {
	const ready = (dir: string): boolean => existsSync(path.join(dir, 'commonplace', 'cli', 'verify_quotes.py'));
	const given = process.env.VERBATIM_PEER;
	if (given) {
		return ready(path.join(given, 'src')) ? path.join(given, 'src') : undefined;
	}
	const extracted = path.join(work, 'commonplace-peer');
	if (ready(path.join(extracted, 'src'))) {
		return path.join(extracted, 'src');
	}
	const git = process.env.VERBATIM_PEER_GIT ?? '/work/.mirror/zby+commonplace/repo';
	if (!existsSync(git)) {
		return undefined;
	}
	mkdirSync(extracted, { recursive: true });
	const r = spawnSync('sh', ['-c', `git --git-dir "${git}" archive HEAD src | tar -x -C "${extracted}"`], { encoding: 'utf8' });
	return r.status === 0 && ready(path.join(extracted, 'src')) ? path.join(extracted, 'src') : undefined;
}

export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The commonplace KB checked by Verbatim and by the peer checker, side by
 * side with the floor, as whole processes: 5 paired runs, each pair in a
 * rotating order so neither tool always runs on a warmer cache.
 */
export async function peerBench(pairs = 5): Promise<string> {
	const corpus = benchData('corpora/commonplace-kb');
	if (!corpus) {
		return `### Side by side with the peer checker\n\n${skipped('the side-by-side run with the peer checker', 'corpora/commonplace-kb')}`;
	}
	const peer = peerSource();
	if (!peer) {
		return '### Side by side with the peer checker\n\nSkipped: the peer checker was not found. Set VERBATIM_PEER to a checkout of github.com/zby/commonplace, or VERBATIM_PEER_GIT to its Git directory.';
	}
	if (!existsSync('/usr/bin/time')) {
		return '### Side by side with the peer checker\n\nSkipped: GNU time (/usr/bin/time) is needed for peak RSS.';
	}
	const kb = path.join(work, 'commonplace-kb');
	if (!existsSync(kb)) {
		cpSync(corpus, kb, { recursive: true });
	}
	const floorFile = path.join(work, 'floor.js');
	writeFileSync(floorFile, floorScript);
	const cli = path.join(repoRoot, 'dist', 'cli.js');
	// Process start alone, and Verbatim's start (bundle load): what no check can go below, in the same rounds.
	const tools: Record<string, () => Run> = {
		'node -e 0': () => timed(process.execPath, ['-e', '0'], kb),
		'verbatim --version': () => timed(process.execPath, [cli, '--version'], kb),
		floor: () => timed(process.execPath, [floorFile, kb], kb),
		verbatim: () => timed(process.execPath, [cli, 'check', '--root', '.', '--format', 'json', '--no-cache'], kb),
		peer: () => timed('python3', ['-m', 'commonplace.cli.verify_quotes', '.'], kb, { ...process.env, PYTHONPATH: peer }),
	};
	const names = Object.keys(tools);
	const runs: Record<string, Run[]> = Object.fromEntries(names.map(n => [n, []]));
	const loadBefore = loadavg()[0]!;
	for (let p = 0; p < pairs; p++) {
		for (let k = 0; k < names.length; k++) {
			const name = names[(p + k) % names.length]!;
			runs[name]!.push(tools[name]!());
		}
	}
	const summary = JSON.parse(runs.verbatim![0]!.out).summary as { files: number; citations: number; verified: number };
	const peerLine = /Checked .*/.exec(runs.peer![0]!.out)?.[0] ?? '(no summary line)';
	const m = (name: string, f: (r: Run) => number): number => median(runs[name]!.map(f));
	const rows = names.map(name => [
		name === 'floor' ? 'floor (Node, read every file)' : name === 'verbatim' ? 'verbatim check' : name === 'peer' ? 'peer: commonplace-verify-quotes' : name,
		m(name, r => r.wallS).toFixed(2),
		`${Math.min(...runs[name]!.map(r => r.wallS)).toFixed(2)}–${Math.max(...runs[name]!.map(r => r.wallS)).toFixed(2)}`,
		m(name, r => r.cpuS).toFixed(2),
		m(name, r => r.rssMiB).toFixed(0),
		(m(name, r => r.wallS) / m('floor', r => r.wallS)).toFixed(2),
		(m(name, r => r.wallS) / m('peer', r => r.wallS)).toFixed(2),
	]);
	const cache = cacheRuns(kb, cli, pairs);
	return [
		`### Side by side with the peer checker (commonplace KB, ${pairs} paired runs, whole processes)`,
		'',
		`Load average (1 min) at the start of the rounds: ${loadBefore.toFixed(2)} on ${availableParallelism()} cores; above about 1 the wall times are loaded figures, and only ratios within this run mean anything.`,
		'',
		table(['process', 'wall s (median)', 'wall s (range)', 'CPU s', 'peak RSS MiB', 'wall / floor', 'wall / peer'], rows),
		'',
		`Verbatim: ${summary.files} notes, ${summary.citations} citations, ${summary.verified} verified. Peer: ${peerLine}`,
		'',
		`### The result cache on the KB (${pairs} rounds: cold with an empty cache, re-run, re-run after editing one citing note)`,
		'',
		cacheTable(cache),
	].join('\n');
}

/**
 * The floor of a re-run: a Node script that walks the project and stats
 * every file, reading none — what a re-run cannot skip (a note is known
 * unchanged by its stamp), besides process start and loading the bundle.
 */
export const statFloorScript = `const fs = require('node:fs'), path = require('node:path');
let files = 0;
(function walk(d) {
	for (const e of fs.readdirSync(d, { withFileTypes: true })) {
		const p = path.join(d, e.name);
		if (e.isDirectory()) { if (e.name !== '.git' && e.name !== '.verbatim') walk(p); continue; }
		fs.statSync(p); files++;
	}
})(process.argv[2]);
process.stdout.write(files + ' files\\n');
`;

const cacheRunNames: Record<string, string> = {
	start: 'node -e 0 (process start)',
	version: 'verbatim --version (start + bundle load)',
	statFloor: 'floor: walk and stat every file (Node)',
	cold: 'cold (empty cache, writes it)',
	warm: 're-run, nothing changed',
	edited: 're-run after editing one note',
};

/**
 * Cold run with an empty cache, an unchanged re-run, and a re-run after
 * editing one note that cites, `rounds` times; in each round also process
 * start, Verbatim's start and the stat floor, so every ratio is within one run.
 * VERBATIM_BASELINE_CLI names another build's `cli.js` (e.g. main's) to run
 * the same rounds with, for a before/after in one run.
 */
function cacheRuns(kb: string, cli: string, rounds: number): (string | number)[][] {
	const note = path.join(kb, 'agent-memory-systems', 'reviews', 'ai-research-os-workshop.md');
	const original = readFileSync(note);
	const statFloor = path.join(work, 'stat-floor.js');
	writeFileSync(statFloor, statFloorScript);
	const baseline = process.env.VERBATIM_BASELINE_CLI;
	const names = [...Object.keys(cacheRunNames), ...(baseline ? ['baseline cold', 'baseline warm', 'baseline edited'] : [])];
	const runs: Record<string, Run[]> = Object.fromEntries(names.map(n => [n, []]));
	// Cold, re-run, edit, re-run: of `bundle`, into the runs named with `prefix`.
	const round = (bundle: string, prefix: string, k: number): void => {
		const check = (): Run => timed(process.execPath, [bundle, 'check', '--root', '.', '--format', 'json'], kb);
		rmSync(path.join(kb, '.verbatim'), { recursive: true, force: true });
		// The note edited by the round before is trusted again only 2 s after its edit: else the unchanged re-run would parse it too.
		Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2100);
		runs[`${prefix}cold`]!.push(check());
		runs[`${prefix}warm`]!.push(check());
		appendFileSync(note, `\nEdited in round ${k}.\n`);
		runs[`${prefix}edited`]!.push(check());
	};
	try {
		for (let k = 0; k < rounds; k++) {
			runs.start!.push(timed(process.execPath, ['-e', '0'], kb));
			runs.version!.push(timed(process.execPath, [cli, '--version'], kb));
			runs.statFloor!.push(timed(process.execPath, [statFloor, kb], kb));
			round(cli, '', k);
			if (baseline) {
				round(baseline, 'baseline ', k);
			}
		}
	} finally {
		writeFileSync(note, original);
	}
	const wall = (name: string): number => median(runs[name]!.map(r => r.wallS));
	return Object.entries(runs).map(([name, rs]) => [
		cacheRunNames[name] ?? `${name} (VERBATIM_BASELINE_CLI)`,
		wall(name).toFixed(3), median(rs.map(r => r.cpuS)).toFixed(2), median(rs.map(r => r.rssMiB)).toFixed(0),
		(wall(name) / wall('cold')).toFixed(2),
		(wall(name) / wall('start')).toFixed(2),
		(wall(name) / wall('statFloor')).toFixed(2),
	]);
}

/** `npm run bench -- rerun`: the result cache's rounds alone (cold, re-run, re-run after an edit, with their floors). */
export function rerunBench(rounds = 5): string {
	const corpus = benchData('corpora/commonplace-kb');
	if (!corpus) {
		return `### The result cache on the KB\n\n${skipped('the result cache rounds', 'corpora/commonplace-kb')}`;
	}
	const kb = path.join(work, 'commonplace-kb');
	if (!existsSync(kb)) {
		cpSync(corpus, kb, { recursive: true });
		// A file changed within 2 s of a run is not trusted by the cache: a fresh copy would make the first re-run cold.
		Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2500);
	}
	const loadBefore = loadavg()[0]!;
	const rows = cacheRuns(kb, path.join(repoRoot, 'dist', 'cli.js'), rounds);
	return [
		`### The result cache on the KB (${rounds} rounds: cold with an empty cache, re-run, re-run after editing one citing note)`,
		'',
		`Load average (1 min) at the start of the rounds: ${loadBefore.toFixed(2)} on ${availableParallelism()} cores; above about 1 the wall times are loaded figures, and only ratios within this run mean anything.`,
		'',
		cacheTable(rows),
	].join('\n');
}

function cacheTable(rows: (string | number)[][]): string {
	return table(['run', 'wall s (median)', 'CPU s', 'peak RSS MiB', 'wall / cold', 'wall / node -e 0', 'wall / stat floor'], rows);
}
