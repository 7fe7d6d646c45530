import { docxKind } from './docx';
import { htmlKind } from './html';
import type { DocumentKind, DocumentKindName } from './kind';
import { pdfKind } from './pdf';

/** Every kind of document cited through a canonical text (docs/specification.md §3.1). */
export const documentKinds: readonly DocumentKind[] = [pdfKind, htmlKind, docxKind];

/** The kind of this name. */
export function documentKind(name: DocumentKindName): DocumentKind {
	return documentKinds.find(k => k.name === name)!;
}

/** The kind a path's extension names, if any. */
export function documentKindNamed(path: string): DocumentKind | undefined {
	const dot = path.lastIndexOf('.');
	if (dot < 0 || path.indexOf('/', dot) >= 0) {
		return undefined;
	}
	const ext = path.slice(dot).toLowerCase();
	return documentKinds.find(k => k.extensions.includes(ext));
}

/** Whether a path names a document with a canonical text. */
export function isDocumentPath(path: string): boolean {
	return documentKindNamed(path) !== undefined;
}

/**
 * The kind of a source: the one its name gives (so a page quoting `%PDF-`
 * stays a page), else one that recognises its bytes (a PDF, whatever its
 * name); undefined for a plain text source.
 */
export function documentKindOf(path: string, bytes: Uint8Array): DocumentKind | undefined {
	return documentKindNamed(path) ?? documentKinds.find(k => k.recognises?.(bytes));
}

/** The extensions of every kind, for a writer: ".pdf, .html, .htm, .docx". */
export function documentExtensions(): string[] {
	return documentKinds.flatMap(k => k.extensions);
}
