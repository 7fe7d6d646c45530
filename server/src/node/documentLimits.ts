import type { PdfRender } from '../core';

/**
 * What one web page or Word document may cost to extract (docs/decisions.md),
 * as `pdfLimits` for PDFs: past any of these it has no text, and its
 * citations are `source_error` naming the limit. A Word document is a zip:
 * a bomb is a few kilobytes that inflate to gigabytes, or claim a million entries.
 */
export const documentLimits = {
	/** Bytes of a Word document's entries inflated, together. */
	maxInflatedBytes: 256 * 2 ** 20,
	maxEntries: 10_000,
	/** The extractor thread's JavaScript heap. */
	maxHeapMb: 256,
	maxSeconds: 30,
} as const;

/** The marker of `workerData` that makes a document extractor bundle extract. */
export const documentJob = 'verbatimDocumentExtraction';

/** What a document extractor thread is given. */
export interface DocumentJob {
	readonly [documentJob]: 'html' | 'docx';
	readonly bytes: Uint8Array;
	readonly maxInflatedBytes: number;
	readonly maxEntries: number;
}

/** What it answers: the text as one page. */
export type DocumentReply = PdfRender | { readonly error: string };

/**
 * The canonical form of a text without pages: one block or paragraph a line,
 * each line trimmed, no empty lines, no form feeds (they separate a PDF's
 * pages), ending with a line break.
 */
export function oneBlockALine(text: string): string {
	const lines = text.replace(/\r\n?/g, '\n').replace(/[\f\v]/g, ' ').split('\n').map(l => l.trim()).filter(l => l !== '');
	return lines.length ? `${lines.join('\n')}\n` : '';
}
