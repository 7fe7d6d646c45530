import type { DocumentKindName, PdfRender } from '../core';
import { documentJob, documentLimits, type DocumentJob } from './documentLimits';
import { extractInThread, extractPdf } from './pdf';
import { pdfLimits } from './pdfLimits';

export type DocumentLimits = { readonly [K in keyof typeof documentLimits]: number };

/** The host part of a document kind (core/sources/<kind>.ts): how its extractor runs, and the memo folder its texts are kept in. */
interface DocumentHost {
	extract(bytes: Uint8Array, limits: DocumentLimits): Promise<PdfRender | { readonly error: string }>;
	/** The extractor and the limits it ran under name the folder: another build reads none of it. */
	memoFolder(extractor: string, version: string): string;
}

/** A kind extracted by its bundle `<kind>.js` in a worker thread of its own, under the shared document limits. */
function inThread(kind: DocumentJob[typeof documentJob]): DocumentHost {
	return {
		extract: (bytes, limits) => {
			const job: DocumentJob = { [documentJob]: kind, bytes, maxInflatedBytes: limits.maxInflatedBytes, maxEntries: limits.maxEntries };
			return extractInThread(`${kind}.js`, job, limits);
		},
		memoFolder: (extractor, version) => `${kind}-${extractor}-${version}-e${documentLimits.maxEntries}-i${documentLimits.maxInflatedBytes}`.replace(/[^\w.+-]/g, '_'),
	};
}

/** Every document kind's host part, by name. */
const documentHosts: { readonly [K in DocumentKindName]: DocumentHost } = {
	// pdf.js runs under its own limits (pages, inflated bytes).
	pdf: {
		extract: bytes => extractPdf(bytes),
		memoFolder: (_extractor, version) => `pdfjs-dist-${version}-p${pdfLimits.maxPages}-i${pdfLimits.maxInflatedBytes}`,
	},
	html: inThread('html'),
	docx: inThread('docx'),
};

/**
 * The text of a document of a kind, by its extractor in a worker thread of
 * its own (a bundle loaded only then: `pdfjs.js`, `html.js`, `docx.js`), within
 * its limits; every breach is an error naming its limit.
 */
export function extractDocument(kind: DocumentKindName, bytes: Uint8Array, limits: DocumentLimits = documentLimits): Promise<PdfRender | { readonly error: string }> {
	return documentHosts[kind].extract(bytes, limits);
}

/** The memo folder of a kind's texts (`PdfTextMemo`). */
export function memoFolderOf(kind: DocumentKindName, extractor: string, version: string): string {
	return documentHosts[kind].memoFolder(extractor, version);
}
