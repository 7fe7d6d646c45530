import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { alternateRounds, floorScript, median, timed, type Run } from './peer';
import { synthesize } from './throughput';
import { benchWork, repoRoot, table } from './util';

/**
 * The synthetic project (200 sources of 520 KB, 2,000 notes, 20,000
 * citations, 1,000 of them fabricated) checked cold (`--no-cache`) by the
 * built CLI as whole processes, side by side in one run: the floor (a Node
 * script that only reads every file), one thread (`--jobs 1`), two threads
 * (`--jobs 2`: this one and a worker), the default (a thread per core once
 * the sources pass 80 MB) and, when
 * VERBATIM_BASELINE_CLI names another build's `cli.js` (e.g. main's), that
 * build. Rounds alternate the variants (VERBATIM_BENCH_ROUNDS, default 3);
 * medians are reported, and the reports of one thread, the workers and
 * the default must be identical. VERBATIM_SYNTH_SCALE scales the project (0.25: 50
 * sources, 500 notes); VERBATIM_SYNTH_TYPOGRAPHY=1 puts curly apostrophes and dashes in the sources;
 * VERBATIM_SYNTH_DENSE=1 makes 50 sources of 200 KB and 20 citations per note (40,000). Then, as a user runs it, with the result cache on
 * (the default): cold, writing the cache, and a re-run after editing a note
 * that holds a fabricated quote (so the re-run searches the other sources
 * for it); each build with a cache of its own.
 */
export async function syntheticBench(): Promise<string> {
	// VERBATIM_SYNTH_SCALE (e.g. 0.25) scales sources and notes alike, to see how time and memory grow with the project.
	const scale = Number(process.env.VERBATIM_SYNTH_SCALE ?? 1);
	if (!(scale > 0 && scale <= 4)) {
		throw new Error('VERBATIM_SYNTH_SCALE must be a number above 0, at most 4');
	}
	// VERBATIM_SYNTH_TYPOGRAPHY=1: sources with curly apostrophes and em dashes, as real ones have (`synthesize`).
	const typographic = process.env.VERBATIM_SYNTH_TYPOGRAPHY === '1';
	// VERBATIM_SYNTH_DENSE=1: many citations per source byte, as a knowledge base of mid-sized sources has (50 of 200 KB, 40,000 citations).
	const dense = process.env.VERBATIM_SYNTH_DENSE === '1';
	const synth = path.join(benchWork, `synthetic${typographic ? '-typographic' : ''}${dense ? '-dense' : ''}${scale === 1 ? '' : `-x${scale}`}`);
	synthesize(synth, Math.max(1, Math.round((dense ? 50 : 200) * scale)), dense ? 200 : 520, Math.max(1, Math.round(2000 * scale)), dense ? 20 : 10, typographic);
	const srcBytes = sourceBytes(synth);
	const floorFile = path.join(benchWork, 'floor.js');
	writeFileSync(floorFile, floorScript);
	const cli = path.join(repoRoot, 'dist', 'cli.js');
	const check = (script: string, extra: string[] = []) => (): Run => timed(process.execPath, [script, 'check', '--root', synth, '--format', 'json', '--no-cache', ...extra], synth);
	const variants: [string, () => Run][] = [
		['floor: read every file', () => timed(process.execPath, [floorFile, synth], synth)],
		['verbatim check, one thread (--jobs 1)', check(cli, ['--jobs', '1'])],
		['verbatim check, two threads (--jobs 2)', check(cli, ['--jobs', '2'])],
		['verbatim check, default (a thread per core above 80 MB of sources)', check(cli)],
	];
	const baseline = process.env.VERBATIM_BASELINE_CLI;
	if (baseline) {
		variants.push([`baseline: ${baseline}`, check(baseline)]);
	}
	// As a user runs it: the result cache on (the default), first cold, writing it, then again after an edit of one note.
	// Each build keeps a cache folder of its own inside the project (as `.verbatim/cache` is), so stamps alone vouch.
	const cached = (script: string, dir: string) => (): Run => timed(process.execPath, [script, 'check', '--root', synth, '--format', 'json', '--cache', dir], synth);
	const cold = (script: string, dir: string) => (): Run => {
		rmSync(dir, { recursive: true, force: true });
		return cached(script, dir)();
	};
	// A note holding a fabricated quote: its edit sends the re-run to search every other source for it.
	const edited = path.join(synth, 'notes', readdirSync(path.join(synth, 'notes')).find(n => readFileSync(path.join(synth, 'notes', n), 'utf8').includes('fabricated'))!);
	const afterEdit = (script: string, dir: string) => (): Run => {
		if (!existsSync(dir)) {
			cached(script, dir)();
		}
		appendFileSync(edited, '\n');
		// A note edited within 2 s of a run is not trusted by its stamp (docs/specification.md): wait as a writer would.
		Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2100);
		return cached(script, dir)();
	};
	const ours = path.join(synth, '.verbatim', 'bench-cache');
	variants.push(
		['default, result cache written (cold, no cache folder)', cold(cli, ours)],
		['default, re-run after editing a note with a fabricated quote', afterEdit(cli, ours)],
	);
	if (baseline) {
		const theirs = path.join(synth, '.verbatim', 'bench-cache-baseline');
		variants.push([`baseline, result cache written: ${baseline}`, cold(baseline, theirs)], [`baseline, re-run after the edit: ${baseline}`, afterEdit(baseline, theirs)]);
	}
	const runs = alternateRounds(variants);
	const rounds = runs[0]!.length;
	const ourRuns = variants.flatMap(([name], v) => (v >= 2 && !name.startsWith('baseline') ? [v] : []));
	const same = runs[1]!.every((one, r) => ourRuns.every(v => runs[v]![r]!.out === one.out));
	if (!same) {
		throw new Error('the reports of one thread, of two threads, of the default and of the runs with the cache differ');
	}
	const floorS = median(runs[0]!.map(x => x.wallS));
	const rows = variants.map(([name], v) => {
		const wall = median(runs[v]!.map(x => x.wallS));
		const rss = median(runs[v]!.map(x => x.rssMiB));
		return [name, wall.toFixed(2), median(runs[v]!.map(x => x.cpuS)).toFixed(2), (srcBytes / 1e6 / wall).toFixed(1), rss.toFixed(0), (rss * 1024 * 1024 / srcBytes).toFixed(2), (wall / floorS).toFixed(1)];
	});
	const summary = JSON.parse(runs[1]![0]!.out).summary as { citations: number; byStatus: Record<string, number> };
	return [
		`### Synthetic project, cold (--no-cache) and with the result cache (${(srcBytes / 1e6).toFixed(1)} MB of sources, ${summary.citations} citations: ${JSON.stringify(summary.byStatus)}; median of ${rounds} alternating rounds)`,
		'',
		table(['run', 'wall s', 'CPU s', 'MB/s', 'peak RSS MiB', 'peak RSS / source bytes', 'wall / floor'], rows),
		'',
		'Reports of one thread, of two threads, of the default and of the runs with the result cache: identical in every round.',
	].join('\n');
}

function sourceBytes(dir: string): number {
	const sources = path.join(dir, 'sources');
	return readdirSync(sources).reduce((n, f) => n + statSync(path.join(sources, f)).size, 0);
}
