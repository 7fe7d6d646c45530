import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { createHash } from 'node:crypto';
import { createChecker, defaultConfig, noopToken, normalize } from '../server/src/core';
import { main } from '../server/src/cli/main';
import { tuneHeapForBatch } from '../server/src/node/heapTuning';
import { copyKb, MapWorkspace, repoRoot, rng, skipped, table } from './util';

const work = path.join(repoRoot, '.bench-work');

/** Runs the CLI in this process and reports wall time and peak RSS; the bench runs it in a child, one per measurement. */
export async function childCheck(dir: string): Promise<void> {
	// The same runtime as the `verbatim` command.
	tuneHeapForBatch();
	const t0 = performance.now();
	let bytes = 0;
	// The summary is in the first chunk of the streamed report; the rest is only counted, not kept.
	let head = '';
	const code = await main(['check', '--root', dir, '--format', 'json'], {
		cwd: dir, env: {}, isTTY: false,
		stdout: s => {
			if (bytes === 0) {
				head = s;
			}
			bytes += s.length;
		},
		stderr: s => { process.stderr.write(s); },
		readStdin: async () => '',
	});
	const wallMs = performance.now() - t0;
	const summary = code === 2 ? undefined : JSON.parse(/"summary": (\{[\s\S]*?\n {2}\}),\n {2}"citations"/.exec(head)![1]!);
	process.stdout.write(`${JSON.stringify({ code, wallMs, maxRssKB: process.resourceUsage().maxRSS, reportBytes: bytes, summary })}\n`);
}

interface Measured {
	code: number;
	wallMs: number;
	maxRssKB: number;
	summary: { files: number; citations: number; verified: number };
}

function measure(dir: string): Measured {
	const r = spawnSync(process.execPath, [path.join(repoRoot, 'out', 'bench', 'index.js'), '--child', dir], { encoding: 'utf8', maxBuffer: 1 << 26 });
	const m = r.status === 0 ? JSON.parse(r.stdout.trim().split('\n').pop()!) as Measured : undefined;
	// A run that checked nothing measures nothing: fail rather than print a fast, false figure.
	if (!m || m.code === 2 || m.summary.files === 0) {
		throw new Error(`child check of ${dir} failed or checked nothing: ${r.stderr}${r.stdout}`);
	}
	return m;
}

function sizeOf(dir: string, filter: (f: string) => boolean = () => true): number {
	let total = 0;
	for (const name of readdirSync(dir)) {
		const full = path.join(dir, name);
		const s = statSync(full);
		total += s.isDirectory() ? sizeOf(full, filter) : filter(full) ? s.size : 0;
	}
	return total;
}

const syllables = ['ka', 'lo', 'mi', 're', 'su', 'ta', 'ne', 'vo', 'di', 'pa', 'ri', 'go', 'fe', 'zu', 'ha', 'ny', 'el', 'or', 'an', 'is'];

/** A deterministic project: `sources` files of `sourceKB` each, `notes` notes of `perNote` citations. */
/**
 * `typographic`: about one line in ten gets a curly apostrophe and one in
 * twenty a spaced em dash, as real sources have (quotes are drawn from the
 * lines as written, so they verify alike); drawn from a stream of their
 * own, so the words are those of the plain project.
 */
export function synthesize(dir: string, sources: number, sourceKB: number, notes: number, perNote: number, typographic = false): void {
	if (existsSync(path.join(dir, '.done-zipf'))) {
		return;
	}
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(path.join(dir, 'sources'), { recursive: true });
	mkdirSync(path.join(dir, 'notes'), { recursive: true });
	const rand = rng(42);
	// Word frequencies follow Zipf's law, as in real prose: a few very common words, a long tail of rare ones.
	const vocab = Array.from({ length: 30_000 }, () => Array.from({ length: 2 + Math.floor(rand() * 4) }, () => syllables[Math.floor(rand() * syllables.length)]).join(''));
	const cdf: number[] = [];
	let acc = 0;
	for (let r = 1; r <= vocab.length; r++) {
		acc += 1 / Math.pow(r, 1.07);
		cdf.push(acc);
	}
	const word = (): string => {
		const x = rand() * acc;
		let lo = 0;
		let hi = cdf.length - 1;
		while (lo < hi) {
			const mid = (lo + hi) >> 1;
			if (cdf[mid]! < x) {
				lo = mid + 1;
			} else {
				hi = mid;
			}
		}
		return vocab[lo]!;
	};
	const marks = rng(99);
	const typeset = (line: string): string => {
		if (!typographic) {
			return line;
		}
		const r = marks();
		return r < 0.1 ? line.replace(' ', '\u2019s ') : r < 0.15 ? line.replace(/ (\S+) /, ' $1 \u2014 ') : line;
	};
	const texts: string[][] = [];
	for (let s = 0; s < sources; s++) {
		const lines: string[] = [];
		let size = 0;
		while (size < sourceKB * 1024) {
			const n = 8 + Math.floor(rand() * 6);
			const line = typeset(Array.from({ length: n }, word).join(' ') + (rand() < 0.3 ? '.' : ','));
			lines.push(line);
			size += line.length + 1;
		}
		texts.push(lines);
		writeFileSync(path.join(dir, 'sources', `s${s}.md`), `${lines.join('\n')}\n`);
	}
	const pins = texts.map(lines => `sha256:${createHash('sha256').update(`${lines.join('\n')}\n`).digest('hex')}`);
	for (let n = 0; n < notes; n++) {
		const out: string[] = [`# Note ${n}`, ''];
		for (let c = 0; c < perNote; c++) {
			const s = Math.floor(rand() * sources);
			const lines = texts[s]!;
			const l = Math.floor(rand() * (lines.length - 1));
			const words = `${lines[l]} ${lines[l + 1]}`.split(' ');
			const start = Math.floor(rand() * (words.length - 12));
			let quote = words.slice(start, start + 10 + Math.floor(rand() * 3)).join(' ');
			if (rand() < 0.05) {
				quote = quote.replace(/^\S+/, 'fabricated');
			}
			const range = rand() < 0.3 ? `:${l + 1}-${l + 2}` : '';
			const pin = rand() < 0.3 ? ` @ \`${pins[s]}\`` : '';
			out.push(`> ${quote}`, `> --- \`sources/s${s}.md${range}\`${pin}`, '', 'Some commentary between citations.', '');
		}
		writeFileSync(path.join(dir, 'notes', `n${n}.md`), out.join('\n'));
	}
	writeFileSync(path.join(dir, '.done-zipf'), '');
}

export async function throughputBench(): Promise<string> {
	const rows: (string | number)[][] = [];
	const notes: string[] = [];
	// 1. The shared commonplace KB, copied (it is read-only).
	const kb = copyKb();
	if (kb) {
		const kbBytes = sizeOf(kb);
		const kbRun = measure(kb);
		rows.push(['commonplace KB', `${(kbBytes / 1e6).toFixed(1)} MB, ${kbRun.summary.files} notes, ${kbRun.summary.citations} citations`, (kbRun.wallMs / 1000).toFixed(2), (kbBytes / 1e6 / (kbRun.wallMs / 1000)).toFixed(1), (kbRun.maxRssKB / 1024).toFixed(0), (kbRun.maxRssKB * 1024 / kbBytes).toFixed(2)]);
	} else {
		notes.push('', skipped('the commonplace KB row', 'corpora/commonplace-kb'));
	}

	// 2. The synthetic project: 2,000 notes, 20,000 citations, 200 sources, ≥ 100 MB.
	const synth = path.join(work, 'synthetic');
	synthesize(synth, 200, 520, 2000, 10);
	const srcBytes = sizeOf(path.join(synth, 'sources'));
	const synthRun = measure(synth);
	rows.push(['synthetic', `${(srcBytes / 1e6).toFixed(1)} MB of sources, ${synthRun.summary.files} files, ${synthRun.summary.citations} citations (${synthRun.summary.verified} verified)`, (synthRun.wallMs / 1000).toFixed(2), (srcBytes / 1e6 / (synthRun.wallMs / 1000)).toFixed(1), (synthRun.maxRssKB / 1024).toFixed(0), (synthRun.maxRssKB * 1024 / srcBytes).toFixed(2)]);

	// 3. Normalisation alone, side by side with a native pass over the same text (toLowerCase) in one run.
	const text = Array.from({ length: 40 }, (_, i) => `${readSource(synth, i)}`).join('\n');
	const mb = text.length / 1e6;
	const time = (f: () => unknown): number => {
		const t0 = performance.now();
		f();
		return (performance.now() - t0) / 1000;
	};
	time(() => normalize(text.slice(0, 1e6), 'prose'));
	const tLower = time(() => text.toLowerCase());
	const tWs = time(() => normalize(text, 'whitespace'));
	const tProse = time(() => normalize(text, 'prose'));
	const normRows = [
		['String.prototype.toLowerCase (native baseline)', (mb / tLower).toFixed(0), '1.0'],
		['normalize, whitespace', (mb / tWs).toFixed(1), (tWs / tLower).toFixed(1)],
		['normalize, prose', (mb / tProse).toFixed(1), (tProse / tLower).toFixed(1)],
	];

	// 4. Near-miss search on a 10 MB source, beside an exact check of the same quote length, in one run.
	const workspace = new MapWorkspace();
	const big = text.slice(0, 10e6);
	workspace.set('big.md', big);
	const checker = createChecker({ workspace, config: defaultConfig });
	// A fresh quote for every sample: unchanged citations are answered from a memo.
	const quoteAt = (k: number): string => big.slice(5e6 + k * 997, 5e6 + k * 997 + 120).replace(/^\S*\s/, '').replace(/\s\S*$/, '');
	const cite = (q: string): string => `> ${q}\n> --- \`big.md\`\n`;
	await checker.checkNote('n.md', cite(quoteAt(100)), noopToken);
	const timeCheck = async (q: string): Promise<{ ms: number; status: string }> => {
		const t0 = performance.now();
		const r = await checker.checkNote('n.md', cite(q), noopToken);
		if (!r) {
			throw new Error('cancelled');
		}
		return { ms: performance.now() - t0, status: r.results[0]!.status };
	};
	const exactMs: number[] = [];
	const nearMs: number[] = [];
	let status = '';
	for (let k = 0; k < 7; k++) {
		const q = quoteAt(k);
		exactMs.push((await timeCheck(q)).ms);
		const near = await timeCheck(q.replace(/a/, 'o').replace(/e(?=[^e]*$)/, 'i'));
		nearMs.push(near.ms);
		status = near.status;
	}
	const median = (xs: number[]): number => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

	return [
		'### Throughput and memory (`verbatim check --format json`, one process each)',
		'',
		table(['project', 'size', 'wall s', 'MB/s', 'peak RSS MiB', 'peak RSS / bytes'], rows),
		...notes,
		'',
		`### Normalisation alone (${mb.toFixed(0)} MB of synthetic prose, one run)`,
		'',
		table(['pass', 'MB/s', 'time vs native'], normRows),
		'',
		'### Near-miss search on a 10 MB source (median of 7 different quotes, source cached)',
		'',
		table(['check', 'ms'], [
			['exact quote, verified (indexOf)', median(exactMs).toFixed(1)],
			[`near miss (2 edits), ${status} with suggestion`, median(nearMs).toFixed(1)],
		]),
	].join('\n');
}

function readSource(dir: string, i: number): string {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	return (require('node:fs') as typeof import('node:fs')).readFileSync(path.join(dir, 'sources', `s${i}.md`), 'utf8');
}
