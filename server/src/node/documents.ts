import type { DocumentKindName, PdfRender } from '../core';
import { documentJob, documentLimits, type DocumentJob } from './documentLimits';
import { extractInThread, extractPdf } from './pdf';

export type DocumentLimits = { readonly [K in keyof typeof documentLimits]: number };

/**
 * The text of a document of a kind, by its extractor in a worker thread of
 * its own (a bundle loaded only then: `pdfjs.js`, `html.js`, `docx.js`), within
 * its limits; every breach is an error naming its limit.
 */
export function extractDocument(kind: DocumentKindName, bytes: Uint8Array, limits: DocumentLimits = documentLimits): Promise<PdfRender | { readonly error: string }> {
	if (kind === 'pdf') {
		return extractPdf(bytes);
	}
	const job: DocumentJob = { [documentJob]: kind, bytes, maxInflatedBytes: limits.maxInflatedBytes, maxEntries: limits.maxEntries };
	return extractInThread(`${kind}.js`, job, limits);
}
