import type { DocumentKind } from './kind';

declare const VERBATIM_PDFJS_VERSION: string;

/** True when bytes are a PDF: `%PDF-` within the first 1024 bytes, as readers accept. */
export function isPdf(bytes: Uint8Array): boolean {
	const head = bytes.subarray(0, 1024);
	for (let i = head.indexOf(0x25); i >= 0 && i + 5 <= head.length; i = head.indexOf(0x25, i + 1)) {
		if (head[i + 1] === 0x50 && head[i + 2] === 0x44 && head[i + 3] === 0x46 && head[i + 4] === 0x2d) {
			return true;
		}
	}
	return false;
}

/** PDFs: pdf.js's text of each page, a form feed between pages; known by their header whatever their name. */
export const pdfKind: DocumentKind = {
	name: 'pdf',
	extensions: ['.pdf'],
	noun: 'PDF',
	profile: 'prose',
	extractor: 'pdfjs-dist',
	extractorVersion: VERBATIM_PDFJS_VERSION,
	paged: true,
	recognises: isPdf,
	notThisKind: bytes => (isPdf(bytes) ? undefined : 'no %PDF- header'),
};
