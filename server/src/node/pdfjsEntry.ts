// The PDF extractor as its own bundle (dist/pdfjs.js), run only in a worker
// thread (./pdf.ts), so starting the CLI or the server never pays for it and
// no document can take the process that asked for its text.
import './pdfjsGlobals';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
// @ts-expect-error The worker module ships no types; Node runs it in-process as pdf.js's "fake worker".
import * as worker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { extractionJob, type ExtractionJob, type ExtractionReply } from './pdfLimits';

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;

/** One text item of pdf.js's text content; marked-content items carry no `str`. */
interface TextItem {
	readonly str?: string;
	readonly hasEOL?: boolean;
}

/**
 * Extracts each page's text with pdf.js: items in content order, a line
 * break where pdf.js marks an end of line. Fonts, evaluation and the network
 * are off, so the same bytes give the same text every time. The page and
 * inflated-bytes limits are checked here; time and memory by the thread's owner.
 */
async function extract(job: ExtractionJob): Promise<ExtractionReply> {
	let inflated = 0;
	let breach: string | undefined;
	// Called by pdf.js (patched at build time) before a decoded stream's buffer grows.
	(globalThis as { __verbatimInflated?: (n: number) => void }).__verbatimInflated = n => {
		inflated += n;
		if (inflated > job.maxInflatedBytes) {
			breach ??= `PDF streams inflate to more than ${job.maxInflatedBytes / 2 ** 20} MB`;
			throw new Error(breach);
		}
	};
	const task = pdfjs.getDocument({
		data: job.bytes, verbosity: 0, isEvalSupported: false, useSystemFonts: false, disableFontFace: true, stopAtErrors: false,
	});
	try {
		const doc = await task.promise;
		if (doc.numPages > job.maxPages) {
			return { error: `PDF has more than ${job.maxPages} pages` };
		}
		const pages: string[] = [];
		for (let n = 1; n <= doc.numPages && breach === undefined; n++) {
			const page = await doc.getPage(n);
			const content = await page.getTextContent();
			pages.push((content.items as TextItem[]).map(it => (it.str ?? '') + (it.hasEOL ? '\n' : '')).join(''));
			page.cleanup();
		}
		// pdf.js recovers from many errors, the limit's among them: a breach is never a partial text.
		return breach !== undefined ? { error: breach } : { pages, extractor: 'pdfjs-dist', extractorVersion: pdfjs.version };
	} catch (e) {
		return { error: breach ?? (e as Error)?.name ?? 'error' };
	} finally {
		await task.destroy();
	}
}

const job = workerData as Partial<ExtractionJob> | undefined;
if (!isMainThread && parentPort && job?.[extractionJob] === true) {
	const port = parentPort;
	void extract(job as ExtractionJob).then(reply => port.postMessage(reply), () => port.postMessage({ error: 'error' } satisfies ExtractionReply));
}
