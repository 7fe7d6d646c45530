import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { LspClient } from '../test/helpers/lspClient';
import { WebServer } from '../test/helpers/webServer';
import { copyKb, repoRoot, rng, skipped, table } from './util';

const work = path.join(repoRoot, '.bench-work');
/** The server's debounce; latency is reported after it, as the goal is stated. */
const debounceMs = 150;

function peakRssMB(pid: number | undefined): number {
	if (!pid) {
		return NaN;
	}
	const status = readFileSync(`/proc/${pid}/status`, 'utf8');
	return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

/** A project with one 300 KB source and a note of 1,000 citations of it. */
function thousandCitations(dir: string): { note: string } {
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(path.join(dir, 'sources'), { recursive: true });
	mkdirSync(path.join(dir, 'notes'), { recursive: true });
	const rand = rng(7);
	const words = Array.from({ length: 5000 }, (_, i) => `w${i.toString(36)}${'abcdefgh'[i % 8]}`);
	const lines = Array.from({ length: 4000 }, () => Array.from({ length: 10 }, () => words[Math.floor(rand() * words.length)]).join(' '));
	writeFileSync(path.join(dir, 'sources', 'big.md'), `${lines.join('\n')}\n`);
	const out: string[] = ['# Many citations', ''];
	for (let k = 0; k < 1000; k++) {
		const l = Math.floor(rand() * lines.length);
		out.push(`> ${lines[l]!.split(' ').slice(2, 9).join(' ')}`, '> --- `sources/big.md`', '');
	}
	writeFileSync(path.join(dir, 'notes', 'many.md'), out.join('\n'));
	writeFileSync(path.join(dir, 'verbatim.json'), '{}');
	return { note: out.join('\n') };
}

export async function lspBench(): Promise<string> {
	const rows: (string | number)[][] = [];

	// 1. Keystroke to diagnostics on a note of 1,000 citations, warm caches.
	const dir = path.join(work, 'lsp-1000');
	const { note } = thousandCitations(dir);
	const client = new LspClient(dir);
	const t0 = performance.now();
	await client.start();
	await client.open('notes/many.md', note);
	await client.waitFor('notes/many.md', () => true, 60_000);
	const firstMs = performance.now() - t0;
	// Alternately break and restore one quote, as typing does.
	const typed = await keystrokes(client, 'notes/many.md', note, (text, k) => (k % 2 === 0 ? text.replace('> w', '> x') : text.replace('> x', '> w')));
	rows.push(['keystroke → diagnostics, 1,000 citations (after the 150 ms debounce)', typed]);
	rows.push(['open → first diagnostics, 1,000 citations', `${firstMs.toFixed(0)} ms`]);
	await client.stop();

	// 2. The browser's server (dist/web/server.js with Node's globals hidden), its files read by a client that answers from disk.
	rows.push(...await webRows(dir, note));

	// 3. The commonplace KB as a workspace: time to first diagnostics of a note, workspace check, server memory.
	const kb = copyKb();
	const notes = kb ? [] : ['', skipped('the commonplace KB rows', 'corpora/commonplace-kb')];
	if (kb) {
		rows.push(...await kbRows(kb));
	}
	return ['### Language server (`verbatim lsp --stdio`, driven over stdio)', '', table(['measure', 'result'], rows), ...notes].join('\n');
}

/** The browser's server: open → first diagnostics and keystrokes, on the web test's note and on 1,000 citations. */
async function webRows(dir: string, many: string): Promise<(string | number)[][]> {
	const fixture = path.join(repoRoot, 'test', 'fixtures', 'web');
	const small = readFileSync(path.join(fixture, 'notes', 'web.md'), 'utf8');
	const rows: (string | number)[][] = [];
	for (const [label, files, rel, text, edit] of [
		['the browser test\'s note (3 citations)', { 'verbatim.json': '{}', 'sources/memo.md': readFileSync(path.join(fixture, 'sources', 'memo.md')) }, 'notes/web.md', small, (t: string, k: number) => (k % 2 === 0 ? t.replace('airport', 'airpor') : t.replace('airpor', 'airport'))],
		['1,000 citations', { 'verbatim.json': '{}', 'sources/big.md': readFileSync(path.join(dir, 'sources', 'big.md')) }, 'notes/many.md', many, (t: string, k: number) => (k % 2 === 0 ? t.replace('> w', '> x') : t.replace('> x', '> w'))],
	] as const) {
		const web = new WebServer(files);
		try {
			await web.start();
			const t0 = performance.now();
			await web.open(rel, text);
			await web.diagnosticsOf(rel, () => true, 60_000);
			rows.push([`browser server: open → first diagnostics, ${label}`, `${(performance.now() - t0).toFixed(0)} ms`]);
			const samples: number[] = [];
			let current = text;
			for (let k = 0; k < 40; k++) {
				current = edit(current, k);
				const before = web.diagnostics.get(web.uri(rel));
				const sent = performance.now();
				await web.change(rel, current, k + 2);
				await web.diagnosticsOf(rel, d => d !== before, 30_000);
				samples.push(performance.now() - sent - debounceMs);
			}
			rows.push([`browser server: keystroke → diagnostics, ${label} (after the 150 ms debounce)`, percentiles(samples)]);
		} finally {
			await web.stop();
		}
	}
	return rows;
}

function percentiles(samples: number[]): string {
	const sorted = [...samples].sort((a, b) => a - b);
	const pct = (p: number): string => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1);
	return `p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${pct(1)} ms`;
}

/** Edits a note 40 times, each `edit` of the last text; the change → diagnostics time after the debounce, as percentiles. */
async function keystrokes(client: LspClient, rel: string, first: string, edit: (text: string, k: number) => string): Promise<string> {
	const samples: number[] = [];
	let text = first;
	for (let k = 0; k < 40; k++) {
		text = edit(text, k);
		const sent = performance.now();
		const before = client.diagnostics.get(client.uri(rel));
		await client.change(rel, text, k + 2);
		await client.waitFor(rel, d => d !== before, 30_000);
		samples.push(performance.now() - sent - debounceMs);
	}
	samples.sort((a, b) => a - b);
	const pct = (p: number): string => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!.toFixed(1);
	return `p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${pct(1)} ms`;
}

/** The KB as a workspace: time to first diagnostics of a note, the workspace check, keystrokes in the note, server memory. */
async function kbRows(kb: string): Promise<string[][]> {
	// The copy lives inside this repository's work tree; its own verbatim.json makes it its own project (docs/specification.md §7).
	writeFileSync(path.join(kb, 'verbatim.json'), '{}');
	const kbNote = 'work/dialectical-sample/notes/whether-the-lhc-could-produce-a-dangerous-micro-black-hole.md';
	const kbClient = new LspClient(kb);
	const k0 = performance.now();
	await kbClient.start();
	await kbClient.open(kbNote, readFileSync(path.join(kb, kbNote), 'utf8'));
	await kbClient.waitFor(kbNote, () => true, 120_000);
	const kbFirst = performance.now() - k0;
	const done = await kbClient.connection.sendRequest('verbatim/checkWorkspace') as { notes: number; citations: number };
	const kbAll = performance.now() - k0;
	// Typing at the end of the note (a word, then deleting it), with the whole workspace checked and indexed.
	const text = readFileSync(path.join(kb, kbNote), 'utf8');
	const typed = await keystrokes(kbClient, kbNote, text, (_, k) => (k % 2 === 0 ? `${text}\nword` : text));
	const rows = [
		['commonplace KB: open → first diagnostics of a note (goal ≤ 1 s)', `${kbFirst.toFixed(0)} ms`],
		[`commonplace KB: whole workspace checked (${done.notes} notes, ${done.citations} citations)`, `${(kbAll / 1000).toFixed(1)} s`],
		['commonplace KB: keystroke → diagnostics in that note (after the 150 ms debounce; goal p95 ≤ 50 ms)', typed],
		['commonplace KB: server peak RSS (goal ≤ 150 MB)', `${peakRssMB(kbClient.pid).toFixed(0)} MB`],
	];
	await kbClient.stop();
	rows.splice(1, 0, ['commonplace KB: open → first diagnostics of a note, pull client as VS Code (goal ≤ 1 s)', `${(await firstPull(kb, kbNote)).toFixed(0)} ms`]);
	return rows;
}

/** Spawn → the first answered `textDocument/diagnostic` of a note, for a client that pulls diagnostics (VS Code). */
async function firstPull(root: string, rel: string): Promise<number> {
	const client = new LspClient(root);
	const t0 = performance.now();
	await client.start({ textDocument: { diagnostic: {} } });
	await client.open(rel, readFileSync(path.join(root, rel), 'utf8'));
	await client.connection.sendRequest('textDocument/diagnostic', { textDocument: { uri: client.uri(rel) } });
	const ms = performance.now() - t0;
	await client.stop();
	return ms;
}
