import { existsSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { PdfRender } from '../core';
import { workerThreads } from './builtins';
import { extractionJob, pdfLimits, type ExtractionJob, type ExtractionReply } from './pdfLimits';

/**
 * An extractor bundle (`pdfjs.js`, `html.js`, `docx.js`): beside this bundle
 * (the npm package, the VSIX), or in the `dist/` of the package this code
 * runs from (tests run from out/). The search stops at the first folder with
 * a package.json, so code is never loaded from a user's project or any folder
 * above the package.
 */
export function extractorPath(bundle = 'pdfjs.js'): string {
	const beside = path.join(__dirname, bundle);
	if (existsSync(beside)) {
		return beside;
	}
	for (let dir = path.dirname(__dirname); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
		if (existsSync(path.join(dir, 'package.json'))) {
			const built = path.join(dir, 'dist', bundle);
			if (existsSync(built)) {
				return built;
			}
			break;
		}
	}
	throw new Error(`the extractor bundle (${bundle}) is missing`);
}

export type PdfLimits = { readonly [K in keyof typeof pdfLimits]: number };

/**
 * Extracts each page's text with pdf.js in a worker thread of its own, so a
 * document built to exhaust memory or time ends that thread, never the
 * process: its heap is capped, it is ended past the time limit, and the
 * bundle itself stops at the page and inflated-bytes limits. Every breach is
 * an error naming its limit.
 */
export async function extractPdf(bytes: Uint8Array, limits: PdfLimits = pdfLimits): Promise<PdfRender | { readonly error: string }> {
	const job: ExtractionJob = { [extractionJob]: true, bytes, maxPages: limits.maxPages, maxInflatedBytes: limits.maxInflatedBytes };
	return extractInThread('pdfjs.js', job, limits);
}

/**
 * Runs an extractor bundle in a worker thread of its own on `job`: its heap
 * capped, ended past the time limit; every breach an error naming its limit.
 */
export async function extractInThread(bundle: string, job: object, limits: { readonly maxHeapMb: number; readonly maxSeconds: number }): Promise<PdfRender | { readonly error: string }> {
	// A run citing many documents loads them together: each thread holds the extractor and up to its limits, so a few run at once.
	while (running >= maxRunning()) {
		await new Promise<void>(resolve => waiting.push(resolve));
	}
	running++;
	try {
		return await runThread(bundle, job, limits);
	} finally {
		running--;
		waiting.shift()?.();
	}
}

let running = 0;
const waiting: (() => void)[] = [];
const maxRunning = (): number => Math.max(1, Math.min(4, os.availableParallelism?.() ?? os.cpus().length));

async function runThread(bundle: string, job: object, limits: { readonly maxHeapMb: number; readonly maxSeconds: number }): Promise<PdfRender | { readonly error: string }> {
	let file: string;
	try {
		file = extractorPath(bundle);
	} catch (e) {
		return { error: (e as Error).message };
	}
	const { Worker } = workerThreads();
	return new Promise(resolve => {
		// The caller's flags (an inspector, a heap size) are not the extractor's; its console is not the caller's stdout.
		const worker = new Worker(file, {
			workerData: job, execArgv: [], stdout: true, stderr: true,
			resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: Math.min(32, limits.maxHeapMb), stackSizeMb: 4 },
		});
		worker.stdout.resume();
		worker.stderr.resume();
		let done = false;
		const finish = (reply: ExtractionReply): void => {
			if (!done) {
				done = true;
				clearTimeout(timer);
				void worker.terminate();
				resolve(reply);
			}
		};
		const timer = setTimeout(() => finish({ error: `extraction exceeded ${limits.maxSeconds} s` }), limits.maxSeconds * 1000);
		worker.on('message', (m: unknown) => finish(asReply(m)));
		worker.on('error', (e: Error & { code?: string }) => finish({
			error: e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `extraction exceeded ${limits.maxHeapMb} MB of memory` : 'the extractor failed',
		}));
		worker.on('exit', () => finish({ error: 'the extractor ended without a text' }));
	});
}

/** The thread's answer, checked: anything else is an error, never a text. */
function asReply(m: unknown): ExtractionReply {
	const r = m as Partial<PdfRender & { error: string }> | null;
	if (r && typeof r.error === 'string') {
		return { error: r.error };
	}
	if (r && Array.isArray(r.pages) && r.pages.every(p => typeof p === 'string') && typeof r.extractor === 'string' && typeof r.extractorVersion === 'string') {
		return { pages: r.pages, extractor: r.extractor, extractorVersion: r.extractorVersion };
	}
	return { error: 'the extractor gave no text' };
}
