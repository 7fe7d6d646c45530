/**
 * Custom requests and notifications between the VS Code extension and the
 * language server. Types only: both sides import this file, nothing else.
 */

// ---- from client to server -------------------------------------------------

/** `verbatim/quote`: build citations for a selection of a source file. */
export const quoteRequest = 'verbatim/quote';

export interface QuoteParams {
	/** URI of the source file the selection is in. */
	readonly sourceUri: string;
	readonly text: string;
	/** URI of the note the citation is for; paths become note-relative. */
	readonly noteUri?: string;
	readonly pin?: 'sha256' | 'none';
	/** `lead-in`: citation parentheses ending in a colon, then the passage as a blockquote (docs/specification.md §1.2). */
	readonly form?: 'blockquote' | 'lead-in';
}

export interface QuoteResponseOccurrence {
	readonly occurrence: number;
	readonly startLine: number;
	readonly endLine: number;
	readonly citation: string;
	/** The source line(s) around the occurrence, for a quick pick. */
	readonly context: string;
}

export type QuoteResponse =
	| { readonly kind: 'ok'; readonly occurrences: readonly QuoteResponseOccurrence[] }
	| { readonly kind: 'error'; readonly message: string };

/** `verbatim/checkWorkspace`: check every note of every project, with progress. */
export const checkWorkspaceRequest = 'verbatim/checkWorkspace';

export interface CheckWorkspaceResponse {
	readonly notes: number;
	readonly citations: number;
	readonly verified: number;
	readonly failing: number;
}

/**
 * The scheme of a PDF's canonical text shown as a read-only document:
 * `verbatim-pdf:<path of the PDF>.txt`. The server maps it back to the PDF.
 */
export const pdfTextScheme = 'verbatim-pdf';

/** `verbatim/pdfText`: a PDF's canonical text with a marker line before each page. */
export const pdfTextRequest = 'verbatim/pdfText';

export interface PdfTextParams {
	/** URI of the PDF (`file:`) or of its text document (`verbatim-pdf:`). */
	readonly uri: string;
}

export type PdfTextResponse =
	| { readonly kind: 'ok'; readonly text: string }
	| { readonly kind: 'error'; readonly message: string };

/** `verbatim/renderPdf`: store the canonical text of a PDF (as `verbatim render` does), then recheck its citers. */
export const renderPdfRequest = 'verbatim/renderPdf';

export interface RenderPdfParams {
	readonly uri: string;
}

export interface RenderPdfResponse {
	readonly ok: boolean;
	readonly message: string;
}

// ---- from server to client -------------------------------------------------

/** `verbatim/status`: counts for the status bar, sent after every check. */
export const statusNotification = 'verbatim/status';

export interface StatusParams {
	readonly verified: number;
	/** Citations with an error or warning. */
	readonly failing: number;
	readonly checking: boolean;
}
