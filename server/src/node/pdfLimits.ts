import type { PdfRender } from '../core';

/**
 * What one PDF may cost to extract (docs/decisions.md): past any of these it
 * has no text, and its citations are `source_error` naming the limit. A
 * bomb is a few kilobytes that claim thousands of pages or inflate to
 * gigabytes; no real document a writer cites comes near these.
 */
export const pdfLimits = {
	maxPages: 2000,
	/** Bytes of decoded streams (content, fonts, object streams) across the document. */
	maxInflatedBytes: 256 * 2 ** 20,
	/** The extractor thread's JavaScript heap. */
	maxHeapMb: 256,
	maxSeconds: 30,
} as const;

/** The marker of `workerData` that makes the extractor bundle extract. */
export const extractionJob = 'verbatimPdfExtraction';

/** What the extractor thread is given. */
export interface ExtractionJob {
	readonly [extractionJob]: true;
	readonly bytes: Uint8Array;
	readonly maxPages: number;
	readonly maxInflatedBytes: number;
}

/** What the extractor thread answers. */
export type ExtractionReply = PdfRender | { readonly error: string };
