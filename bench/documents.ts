import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createChecker, defaultConfig, noopToken, type DocumentKindName, type ProjectConfig } from '../server/src/core';
import { extractDocument } from '../server/src/node/documents';
import { NodeWorkspace } from '../server/src/node/nodeWorkspace';
import { renderDocumentFile } from '../server/src/node/renders';
import { makeDocx, wordParts } from '../test/helpers/documents';
import { makePdf } from '../test/helpers/pdf';
import { TempProject } from '../test/helpers/project';
import { rng } from './util';

const words = ['harbour', 'council', 'budget', 'dredging', 'contract', 'mayor', 'board', 'works', 'residents', 'vote', 'debate', 'cost', 'tender', 'quay'];

/** One document's text as sections of lines, the same for every kind: `sections` pages of a PDF, headed blocks of a page or a memo. */
function sections(next: () => number, d: number, count: number): string[][] {
	return Array.from({ length: count }, (_, k) => Array.from({ length: 12 }, (_, l) => `${d}.${k}.${l} ${Array.from({ length: 8 }, () => words[Math.floor(next() * words.length)]).join(' ')}`));
}

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

async function make(kind: DocumentKindName, text: string[][]): Promise<Uint8Array> {
	if (kind === 'pdf') {
		return makePdf(text.map(lines => ({ lines })));
	}
	if (kind === 'html') {
		const body = text.map((lines, k) => `<section><h2>Part ${k + 1}</h2>${lines.map(l => `<p class="x">${escape(l).replace(/ (\w+)$/, ' <em>$1</em>')}</p>`).join('\n')}</section>`).join('\n');
		return new TextEncoder().encode(`<!doctype html><html><head><title>t</title><style>.x{}</style><script>var a = 1;</script></head><body><nav><a href="/">Home</a></nav><main>${body}</main></body></html>`);
	}
	const para = (l: string): string => `<w:p><w:r><w:t xml:space="preserve">${escape(l).replace(/ (\w+)$/, ' </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>$1')}</w:t></w:r></w:p>`;
	return makeDocx(wordParts(text.map((lines, k) => para(`Part ${k + 1}`) + lines.map(para).join('')).join('')));
}

type Statuses = Record<string, number>;

async function timeCheck(root: string, note: string, config: Partial<ProjectConfig>, memo: string | false): Promise<{ ms: number; statuses: Statuses }> {
	const workspace = new NodeWorkspace(root, { git: false, pdfMemo: memo });
	try {
		const checker = createChecker({ workspace, config: { ...defaultConfig, ...config } });
		const started = performance.now();
		const report = await checker.checkNote('n.md', note, noopToken);
		const ms = performance.now() - started;
		const statuses: Statuses = {};
		for (const r of report!.results) {
			statuses[r.status] = (statuses[r.status] ?? 0) + 1;
		}
		return { ms, statuses };
	} finally {
		workspace.dispose();
	}
}

const fmt = (s: Statuses): string => (Object.keys(s).length === 1 && s.verified ? 'all verified' : JSON.stringify(s));

/** One kind: extraction speed, and checks against stored renders (each vouched for by extracting, then from a warm memo). */
async function kindRow(kind: DocumentKindName, docs: number, parts: number): Promise<string> {
	const p = new TempProject();
	const memo = mkdtempSync(path.join(tmpdir(), 'verbatim-bench-memo-'));
	try {
		const next = rng(23);
		const texts = Array.from({ length: docs }, (_, d) => sections(next, d, parts));
		const made = await Promise.all(texts.map(t => make(kind, t)));
		const bytes = made.reduce((n, b) => n + b.length, 0);
		const first = performance.now();
		await extractDocument(kind, made[0]!);
		const firstMs = performance.now() - first;
		const started = performance.now();
		for (const doc of made) {
			const r = await extractDocument(kind, doc);
			if ('error' in r) {
				throw new Error(`${kind}: ${r.error}`);
			}
		}
		const seconds = (performance.now() - started) / 1000;
		const ext = kind === 'pdf' ? 'pdf' : kind === 'html' ? 'html' : 'docx';
		made.forEach((doc, d) => p.write(`docs/d${d}.${ext}`, doc));
		const workspace = new NodeWorkspace(p.root, { git: false, pdfMemo: false });
		for (let d = 0; d < docs; d++) {
			await renderDocumentFile(workspace, `docs/d${d}.${ext}`, 1e8);
		}
		workspace.dispose();
		const citations = docs * parts;
		const note = texts.flatMap((t, d) => t.map(lines => `> ${lines[5]}\n> --- \`docs/d${d}.${ext}\`\n\n`)).join('');
		const vouched = await timeCheck(p.root, note, {}, false);
		await timeCheck(p.root, note, {}, memo);
		const warm = await timeCheck(p.root, note, {}, memo);
		return `| ${kind} | ${firstMs.toFixed(0)} ms | ${(docs / seconds).toFixed(1)} docs/s, ${(bytes / 2 ** 20 / seconds).toFixed(2)} MB/s (${(bytes / docs / 1024).toFixed(0)} KB each) | ${(citations / (vouched.ms / 1000)).toFixed(0)} citations/s | ${(citations / (warm.ms / 1000)).toFixed(0)} citations/s | ${fmt(warm.statuses)} |`;
	} finally {
		p.dispose();
		rmSync(memo, { recursive: true, force: true });
	}
}

/** `npm run bench documents`: PDFs, web pages and Word documents side by side, each of the same text. */
export async function documentsBench(docs = 10, parts = 20): Promise<string> {
	const rows = [];
	for (const kind of ['pdf', 'html', 'docx'] as const) {
		rows.push(await kindRow(kind, docs, parts));
	}
	return [
		'### Documents with a canonical text',
		'',
		`${docs} documents of each kind, each of the same ${parts} x 12 lines of text; ${docs * parts} citations of each kind.`,
		'',
		'| kind | first extraction (worker and extractor load) | extraction after | check, stored renders, each extracted to vouch | check, stored renders, memo warm | statuses |',
		'|---|---|---|---|---|---|',
		...rows,
	].join('\n');
}
