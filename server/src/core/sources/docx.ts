import type { DocumentKind } from './kind';

declare const VERBATIM_MAMMOTH_VERSION: string;

/** True when bytes begin as a zip archive does (a local file header), as every Word document does. */
export function isZip(bytes: Uint8Array): boolean {
	return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Word documents: mammoth's raw text of the body, one paragraph a line, table cells included, deleted text never. */
export const docxKind: DocumentKind = {
	name: 'docx',
	extensions: ['.docx'],
	noun: 'Word document',
	profile: 'prose',
	extractor: 'mammoth',
	extractorVersion: VERBATIM_MAMMOTH_VERSION,
	paged: false,
	notThisKind: bytes => (isZip(bytes) ? undefined : 'not a zip archive'),
};
