import { rmSync } from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createChecker, defaultConfig, noopToken, type ProjectConfig } from '../server/src/core';
import { NodeWorkspace } from '../server/src/node/nodeWorkspace';
import { extractPdf } from '../server/src/node/pdf';
import { renderPdfFile } from '../server/src/node/renders';
import { GitRepo } from '../test/helpers/gitRepo';
import { makePdf } from '../test/helpers/pdf';
import { TempProject } from '../test/helpers/project';
import { rng } from './util';

const words = ['court', 'filing', 'answer', 'liability', 'claim', 'record', 'motion', 'order', 'party', 'notice', 'ground', 'appeal', 'hearing', 'panel'];

function sentence(next: () => number, n: number): string {
	return Array.from({ length: n }, () => words[Math.floor(next() * words.length)]).join(' ');
}

/** Checks one note of `count` citations in-process; milliseconds for the whole note. */
async function timeNote(root: string, note: string, text: string, config: Partial<ProjectConfig> = {}): Promise<{ ms: number; statuses: Record<string, number> }> {
	const workspace = new NodeWorkspace(root);
	try {
		const checker = createChecker({ workspace, config: { ...defaultConfig, ...config } });
		const started = performance.now();
		const report = await checker.checkNote(note, text, noopToken);
		const ms = performance.now() - started;
		const statuses: Record<string, number> = {};
		for (const r of report!.results) {
			statuses[r.status] = (statuses[r.status] ?? 0) + 1;
		}
		return { ms, statuses };
	} finally {
		workspace.dispose();
	}
}

/** Git citations per second against one repository, after its first blob, beside the same citations of local files. */
async function gitBench(files: number): Promise<string[]> {
	const p = new TempProject();
	try {
		const next = rng(7);
		const sources: Record<string, string> = {};
		for (let k = 0; k < files; k++) {
			sources[`src/f${k}.txt`] = Array.from({ length: 40 }, (_, l) => `${k}.${l} ${sentence(next, 12)}`).join('\n') + '\n';
		}
		const commit = new GitRepo(p.root).commit('sources', sources);
		const cite = (k: number, version: string): string => `> ${sources[`src/f${k}.txt`]!.split('\n')[20]}\n> --- \`src/f${k}.txt:21\`${version}\n\n`;
		const local = Array.from({ length: files }, (_, k) => cite(k, '')).join('');
		const git = Array.from({ length: files }, (_, k) => cite(k, ` @ \`${commit.slice(0, 10)}\``)).join('');
		// One untimed round of each warms the JIT, so neither side pays for compiling the checker.
		await timeNote(p.root, 'local.md', local);
		await timeNote(p.root, 'git.md', git);
		const first = await timeNote(p.root, 'first.md', cite(0, ` @ \`${commit.slice(0, 10)}\``));
		const l = await timeNote(p.root, 'local.md', local);
		const g = await timeNote(p.root, 'git.md', `${cite(0, ` @ \`${commit.slice(0, 10)}\``)}${git}`);
		// The git note holds one more citation (the first blob, which starts the process); time per citation after it.
		const perLocal = files / (l.ms / 1000);
		const perGit = (files + 1) / (g.ms / 1000);
		return [
			`| Git vs local (${files} citations, one repository) | citations/s | notes |`,
			'|---|---|---|',
			`| local files | ${perLocal.toFixed(0)} | ${JSON.stringify(l.statuses)} |`,
			`| Git at a commit (one cat-file process) | ${perGit.toFixed(0)} | ${JSON.stringify(g.statuses)}; ${(perLocal / perGit).toFixed(2)}x local |`,
			`| first Git citation alone (process start, commit resolved) | ${(1000 / first.ms).toFixed(1)} | ${first.ms.toFixed(0)} ms |`,
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
			await renderPdfFile(workspace, `pdfs/d${d}.pdf`, 1e8);
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
			`| check, stored renders | ${stored.ms.toFixed(0)} ms for ${pdfs * pages} citations | ${JSON.stringify(stored.statuses)} |`,
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
