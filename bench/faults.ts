import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { alternateRounds, floorScript, median, timed, type Run } from './peer';
import { synthesize } from './throughput';
import { benchWork, repoRoot, rng, table } from './util';

/**
 * The synthetic project's 200 sources (linked, not copied) with notes whose
 * quotes go wrong as real ones do: of 20,000 citations, 15% cite a source
 * other than the one the quote is from, 10% change a word inside the quote,
 * 5% are words drawn at random from a source's vocabulary, the rest are
 * genuine. Most quotes that fail then fail on every source, which is where
 * near-miss and misattribution searches cost most.
 */
export function synthesizeFaults(dir: string): void {
	if (existsSync(path.join(dir, '.done'))) {
		return;
	}
	const synthetic = freshProject(dir);
	const names = readdirSync(path.join(synthetic, 'sources')).sort();
	const texts = names.map(n => {
		linkSync(path.join(synthetic, 'sources', n), path.join(dir, 'sources', n));
		return readFileSync(path.join(synthetic, 'sources', n), 'utf8').split('\n');
	});
	const vocab = [...new Set(texts[0]!.join(' ').split(/[ ,.]+/))].filter(Boolean);
	const rand = rng(7);
	const pick = (n: number): number => Math.floor(rand() * n);
	for (let n = 0; n < 2000; n++) {
		const out = [`# Note ${n}`, ''];
		for (let c = 0; c < 10; c++) {
			const s = pick(names.length);
			const lines = texts[s]!;
			const l = pick(lines.length - 2);
			const words = `${lines[l]} ${lines[l + 1]}`.split(' ');
			const start = pick(words.length - 12);
			let quote = words.slice(start, start + 10 + pick(3));
			let cited = s;
			const r = rand();
			if (r < 0.15) {
				cited = (s + 1 + pick(names.length - 1)) % names.length;
			} else if (r < 0.25) {
				quote[5] = `zzq${pick(1000)}`;
			} else if (r < 0.3) {
				quote = Array.from({ length: 12 }, () => vocab[pick(vocab.length)]!);
			}
			out.push(`> ${quote.join(' ')}`, `> --- \`sources/${names[cited]}\``, '', 'Commentary.', '');
		}
		writeFileSync(path.join(dir, 'notes', `n${n}.md`), out.join('\n'));
	}
	writeFileSync(path.join(dir, '.done'), '');
}

/**
 * `npm run bench -- faults`: that project checked cold by the built CLI
 * beside the floor (a Node script that reads every file) and, when
 * VERBATIM_BASELINE_CLI names another build's `cli.js`, that build; rounds
 * alternate (VERBATIM_BENCH_ROUNDS, default 3), medians reported.
 */
export async function faultsBench(): Promise<string> {
	const dir = path.join(benchWork, 'faults');
	synthesizeFaults(dir);
	return compareCold(dir, 'Synthetic sources, faulty quotes');
}

/**
 * `npm run bench -- small`: the synthetic sources' lines cut into 10,000
 * sources of 10 KB, and 2,000 notes of 10 citations (5% with a fabricated
 * first word), checked as `faults` is: how the search of other sources and
 * the word indexes grow with the number of sources.
 */
export async function smallSourcesBench(): Promise<string> {
	const dir = path.join(benchWork, 'small-sources');
	synthesizeSmallSources(dir, 10_000, 10);
	return compareCold(dir, `${10_000} small sources`);
}

/** Empties `dir` into `sources/` and `notes/` folders, and returns the synthetic project (made if needed) whose sources it draws on. */
function freshProject(dir: string): string {
	const synthetic = path.join(benchWork, 'synthetic');
	synthesize(synthetic, 200, 520, 2000, 10);
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(path.join(dir, 'sources'), { recursive: true });
	mkdirSync(path.join(dir, 'notes'), { recursive: true });
	return synthetic;
}

function synthesizeSmallSources(dir: string, count: number, kb: number): void {
	if (existsSync(path.join(dir, '.done'))) {
		return;
	}
	const synthetic = freshProject(dir);
	const lines = readdirSync(path.join(synthetic, 'sources')).sort().flatMap(n => readFileSync(path.join(synthetic, 'sources', n), 'utf8').split('\n').filter(Boolean));
	const texts: string[][] = [];
	let l = 0;
	for (let s = 0; s < count; s++) {
		const own: string[] = [];
		for (let size = 0; size < kb * 1024; l = (l + 1) % lines.length) {
			own.push(lines[l]!);
			size += lines[l]!.length + 1;
		}
		texts.push(own);
		writeFileSync(path.join(dir, 'sources', `s${s}.md`), `${own.join('\n')}\n`);
	}
	const rand = rng(5);
	const pick = (n: number): number => Math.floor(rand() * n);
	for (let n = 0; n < 2000; n++) {
		const out = [`# Note ${n}`, ''];
		for (let c = 0; c < 10; c++) {
			const s = pick(count);
			const own = texts[s]!;
			const at = pick(own.length - 2);
			const words = `${own[at]} ${own[at + 1]}`.split(' ');
			const quote = words.slice(pick(words.length - 12)).slice(0, 10 + pick(3));
			if (rand() < 0.05) {
				quote[0] = 'fabricated';
			}
			out.push(`> ${quote.join(' ')}`, `> --- \`sources/s${s}.md\``, '', 'Commentary.', '');
		}
		writeFileSync(path.join(dir, 'notes', `n${n}.md`), out.join('\n'));
	}
	writeFileSync(path.join(dir, '.done'), '');
}

/** A project checked cold by the built CLI beside the floor and the baseline build, if named; reports must agree. */
function compareCold(dir: string, title: string): string {
	const srcBytes = readdirSync(path.join(dir, 'sources')).reduce((n, f) => n + statSync(path.join(dir, 'sources', f)).size, 0);
	const floorFile = path.join(benchWork, 'floor.js');
	writeFileSync(floorFile, floorScript);
	const check = (script: string) => (): Run => timed(process.execPath, [script, 'check', '--root', dir, '--format', 'json', '--no-cache'], dir);
	const variants: [string, () => Run][] = [
		['floor: read every file', () => timed(process.execPath, [floorFile, dir], dir)],
		['verbatim check (default)', check(path.join(repoRoot, 'dist', 'cli.js'))],
	];
	const baseline = process.env.VERBATIM_BASELINE_CLI;
	if (baseline) {
		variants.push([`baseline: ${baseline}`, check(baseline)]);
	}
	const runs = alternateRounds(variants);
	const rounds = runs[0]!.length;
	const summaryOf = (run: Run): string => JSON.stringify((JSON.parse(run.out) as { summary: object }).summary);
	if (baseline && runs[2]!.some((run, r) => summaryOf(run) !== summaryOf(runs[1]![r]!))) {
		throw new Error('the summaries of this build and of the baseline differ');
	}
	const rows = variants.map(([name], v) => {
		const wall = median(runs[v]!.map(x => x.wallS));
		const rss = median(runs[v]!.map(x => x.rssMiB));
		return [name, wall.toFixed(2), median(runs[v]!.map(x => x.cpuS)).toFixed(2), (srcBytes / 1e6 / wall).toFixed(1), rss.toFixed(0), (rss * 1024 * 1024 / srcBytes).toFixed(2)];
	});
	const summary = JSON.parse(runs[1]![0]!.out).summary as { citations: number; byStatus: Record<string, number> };
	return [
		`### ${title}, cold (${(srcBytes / 1e6).toFixed(1)} MB of sources, ${summary.citations} citations: ${JSON.stringify(summary.byStatus)}; median of ${rounds} alternating rounds)`,
		'',
		table(['run', 'wall s', 'CPU s', 'MB/s', 'peak RSS MiB', 'peak RSS / source bytes'], rows),
	].join('\n');
}
