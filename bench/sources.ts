import { rmSync } from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createChecker, defaultConfig, noopToken, type ProjectConfig } from '../server/src/core';
import { NodeWorkspace } from '../server/src/node/nodeWorkspace';
import { extractPdf } from '../server/src/node/pdf';
import { renderDocumentFile } from '../server/src/node/renders';
import { GitRepo } from '../test/helpers/gitRepo';
import { makePdf } from '../test/helpers/pdf';
import { TempProject } from '../test/helpers/project';
import { rng } from './util';

const words = ['court', 'filing', 'answer', 'liability', 'claim', 'record', 'motion', 'order', 'party', 'notice', 'ground', 'appeal', 'hearing', 'panel'];

function sentence(next: () => number, n: number): string {
	return Array.from({ length: n }, () => words[Math.floor(next() * words.length)]).join(' ');
}

/** Per-status counts of a note's results. */
type Statuses = Record<string, number>;

/** Checks one note with a fresh checker over `workspace` (nothing of an earlier check is reused but the workspace's own state); milliseconds. */
async function timeCheck(workspace: NodeWorkspace, note: string, text: string, config: Partial<ProjectConfig> = {}): Promise<{ ms: number; statuses: Statuses }> {
	const checker = createChecker({ workspace, config: { ...defaultConfig, ...config } });
	const started = performance.now();
	const report = await checker.checkNote(note, text, noopToken);
	const ms = performance.now() - started;
	const statuses: Statuses = {};
	for (const r of report!.results) {
		statuses[r.status] = (statuses[r.status] ?? 0) + 1;
	}
	return { ms, statuses };
}

/** Checks one note in-process over a workspace of its own; milliseconds for the whole note. */
async function timeNote(root: string, note: string, text: string, config: Partial<ProjectConfig> = {}): Promise<{ ms: number; statuses: Statuses }> {
	const workspace = new NodeWorkspace(root);
	try {
		return await timeCheck(workspace, note, text, config);
	} finally {
		workspace.dispose();
	}
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Git citations per second against one repository after its first blob,
 * beside the same citations of local files, in the same run. Each round uses
 * a fresh workspace on both sides: the Git side first checks one citation of
 * a file outside the timed set (starting `cat-file` and resolving the commit,
 * timed apart), then the timed note, whose blobs were never read. Rounds
 * alternate local and Git, and the median of each is reported.
 */
async function gitBench(files: number, rounds = 5): Promise<string[]> {
	const p = new TempProject();
	try {
		const next = rng(7);
		const sources: Record<string, string> = {};
		for (let k = 0; k <= files; k++) {
			sources[`src/f${k}.txt`] = Array.from({ length: 40 }, (_, l) => `${k}.${l} ${sentence(next, 12)}`).join('\n') + '\n';
		}
		const commit = new GitRepo(p.root).commit('sources', sources);
		const cite = (k: number, version: string): string => `> ${sources[`src/f${k}.txt`]!.split('\n')[20]}\n> --- \`src/f${k}.txt:21\`${version}\n\n`;
		const at = ` @ \`${commit.slice(0, 10)}\``;
		const local = Array.from({ length: files }, (_, k) => cite(k, '')).join('');
		const git = Array.from({ length: files }, (_, k) => cite(k, at)).join('');
		const times = { local: [] as number[], git: [] as number[], first: [] as number[] };
		let statuses = { local: {} as Statuses, git: {} as Statuses };
		// Round 0 warms the JIT and is not counted.
		for (let round = 0; round <= rounds; round++) {
			const l = await timeNote(p.root, 'local.md', local);
			const workspace = new NodeWorkspace(p.root);
			try {
				const first = await timeCheck(workspace, 'first.md', cite(files, at));
				const g = await timeCheck(workspace, 'git.md', git);
				if (round > 0) {
					times.local.push(l.ms);
					times.git.push(g.ms);
					times.first.push(first.ms);
				}
				statuses = { local: l.statuses, git: g.statuses };
			} finally {
				workspace.dispose();
			}
		}
		const perLocal = files / (median(times.local) / 1000);
		const perGit = files / (median(times.git) / 1000);
		const ratio = perLocal / perGit;
		return [
			`| Git vs local (${files} citations, one repository, median of ${rounds} rounds) | citations/s | notes |`,
			'|---|---|---|',
			`| local files | ${perLocal.toFixed(0)} | ${JSON.stringify(statuses.local)} |`,
			`| Git at a commit, after the first blob (one cat-file process) | ${perGit.toFixed(0)} | ${JSON.stringify(statuses.git)}; Git takes ${ratio.toFixed(2)}x the time of local files (goal <= 2x: ${ratio <= 2 ? 'met' : 'not met'}) |`,
			`| first Git citation (process start, commit resolved, first blob) | ${(1000 / median(times.first)).toFixed(1)} | ${median(times.first).toFixed(0)} ms |`,
		];
	} finally {
		p.dispose();
	}
}

/** PDF extraction speed, and a check against stored renders versus extracting on the fly. */
async function pdfBench(pdfs: number, pages: number): Promise<string[]> {
	const p = new TempProject();
	try {
		const next = rng(11);
		const docs = await Promise.all(Array.from({ length: pdfs }, (_, d) => makePdf(Array.from({ length: pages }, (_, k) => ({
			lines: Array.from({ length: 12 }, (_, l) => `${d}.${k}.${l} ${sentence(next, 8)}`),
		})))));
		const loadStart = performance.now();
		await extractPdf(docs[0]!);
		const firstMs = performance.now() - loadStart;
		const started = performance.now();
		for (const doc of docs) {
			await extractPdf(doc);
		}
		const pagesPerSec = (pdfs * pages) / ((performance.now() - started) / 1000);
		docs.forEach((doc, d) => p.write(`pdfs/d${d}.pdf`, doc));
		const workspace = new NodeWorkspace(p.root, { git: false });
		for (let d = 0; d < pdfs; d++) {
			await renderDocumentFile(workspace, `pdfs/d${d}.pdf`, 1e8);
		}
		const note = Array.from({ length: pdfs * pages }, (_, i) => {
			const d = Math.floor(i / pages);
			const k = i % pages;
			return `> ${d}.${k}.5\n> --- \`pdfs/d${d}.pdf:p${k + 1}\`\n\n`;
		}).join('');
		const stored = await timeNote(p.root, 'n.md', note);
		rmSync(path.join(p.root, '.verbatim'), { recursive: true, force: true });
		const onTheFly = await timeNote(p.root, 'n.md', note, { renders: 'auto' });
		return [
			`| PDF (${pdfs} PDFs x ${pages} pages) | result | notes |`,
			'|---|---|---|',
			`| first extraction (loads pdf.js) | ${firstMs.toFixed(0)} ms | one ${pages}-page PDF |`,
			`| extraction after load | ${pagesPerSec.toFixed(0)} pages/s | pdf.js text content |`,
			`| check, stored renders | ${stored.ms.toFixed(0)} ms for ${pdfs * pages} citations (${((pdfs * pages) / (stored.ms / 1000)).toFixed(0)} citations/s) | ${JSON.stringify(stored.statuses)} |`,
			`| check, \`renders: "auto"\`, none stored | ${onTheFly.ms.toFixed(0)} ms | ${JSON.stringify(onTheFly.statuses)} |`,
		];
	} finally {
		p.dispose();
	}
}

/** `npm run bench sources`: Git and PDF sources. */
export async function sourcesBench(): Promise<string> {
	const git = await gitBench(300);
	const pdf = await pdfBench(10, 20);
	return ['### Git and PDF sources', '', ...git, '', ...pdf].join('\n');
}
