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
	/** `lead-in`: citation parentheses ending in a colon, then the passage as a blockquote (SPEC §1.2). */
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

// ---- from server to client -------------------------------------------------

/** `verbatim/status`: counts for the status bar, sent after every check. */
export const statusNotification = 'verbatim/status';

export interface StatusParams {
	readonly verified: number;
	/** Citations with an error or warning. */
	readonly failing: number;
	readonly checking: boolean;
}
