/**
 * Custom requests and notifications between the VS Code extension and the
 * language server. Types only: both sides import this file, nothing else.
 */

import type { Range, WorkspaceEdit } from 'vscode-languageserver-types';

// ---- from client to server -------------------------------------------------

/** `verbatim/quote`: build citations for a selection of a source file. */
export const quoteRequest = 'verbatim/quote';

export interface QuoteParams {
	/** URI of the source file the selection is in. */
	readonly sourceUri: string;
	readonly text: string;
	/** URI of the note the citation is for; paths become note-relative unless `paths` is `root`. */
	readonly noteUri?: string;
	/** Default `sha256`. */
	readonly pin?: 'sha256' | 'none';
	/** How the path is written: `root` (project-root-relative) or `note` (`./`/`../`, the default with `noteUri`). */
	readonly paths?: 'root' | 'note';
	/** Text written after the attribution, such as a locator note `— Answer, p. 2`. */
	readonly locator?: string;
	/** Write the attribution as a Markdown link with this text, `[text](PATH#Lstart-Lend)`; `angle` puts the destination in `<…>`. */
	readonly link?: { readonly text: string; readonly angle?: boolean };
	/**
	 * The form to write: `lead-in` (citation parentheses ending in a colon, then the passage as a blockquote,
	 * docs/specification.md §1.2), `wikilink` or `em-dash` (§1.4), `pandoc` (a blockquote attributed
	 * `--- [@key, p. 2]`, §1.5); by default the form the note's citations are written in, else an attributed blockquote.
	 */
	readonly form?: 'blockquote' | 'lead-in' | 'wikilink' | 'em-dash' | 'pandoc';
	/**
	 * Cite the source at this Git revision (`HEAD`, a branch, a commit id;
	 * the full commit id is written), as `verbatim quote --commit REV`. The
	 * selection is the current text, so the file's current text (the open
	 * buffer, else the disk) must equal its blob at that commit; a changed or
	 * untracked file, or a workspace where Git may not run, is `kind: 'error'`.
	 */
	readonly commit?: string;
	/** With `commit`: the repository's blob URL as named in `repositories`, as `verbatim quote --commit REV --url`. */
	readonly url?: boolean;
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
 * `verbatim/findSource`: where does a quote come from? Searches every known
 * source of the note's project (the index `misattributed` uses) for the
 * unattributed quote at `position` (a blockquote with no attribution line,
 * or a `verbatim`-marked quoted span with no link), or for `text`. Any LSP
 * client can call it; the code action "Find source…" is built on it.
 */
export const findSourceRequest = 'verbatim/findSource';

export interface FindSourceParams {
	/** The note; its project is searched and it is never searched itself. */
	readonly textDocument: { readonly uri: string };
	/** A position inside an unattributed quote of the note: candidates then carry the edit that attributes it. */
	readonly position?: { readonly line: number; readonly character: number };
	/** Or the text to search for (no edits). */
	readonly text?: string;
	readonly pin?: 'sha256' | 'none';
}

export interface FindSourceCandidate {
	/** Root-relative path of the source. */
	readonly source: string;
	readonly sourceUri: string;
	readonly startLine: number;
	readonly endLine: number;
	/** The source line(s) of the occurrence, for a menu. */
	readonly context: string;
	/** The constructor's citation of the occurrence. */
	readonly citation: string;
	/** With `position`: the edit of the note that attributes the quote to this source, checked to verify. */
	readonly edit?: WorkspaceEdit;
	readonly title?: string;
}

export type FindSourceResponse =
	| { readonly kind: 'ok'; readonly candidates: readonly FindSourceCandidate[] }
	/** `none`: in no known source; `too_short`: in more than ten places; `no_quote`: nothing unattributed at the position. */
	| { readonly kind: 'none' | 'too_short' | 'no_quote'; readonly message: string };

/**
 * `verbatim/fixAll`: the fixes of every note (or of `uris`) that keep the
 * writer's words, as one workspace edit: add a missing pin, re-pin a
 * `version_mismatch` whose quote still occurs once, correct the range of an
 * `out_of_range` quote that occurs once elsewhere. Each edit is checked
 * before it is returned; each carries a change annotation naming the fix.
 */
export const fixAllRequest = 'verbatim/fixAll';

export interface FixAllParams {
	/** Notes to fix; all notes of every project when absent. */
	readonly uris?: readonly string[];
	/** True: every annotation asks for confirmation (a client may then show a preview, VS Code's with every change unticked). Default false. */
	readonly confirm?: boolean;
}

export interface FixAllResponse {
	readonly edit: WorkspaceEdit;
	readonly fixes: number;
	readonly notes: number;
}

/** `verbatim/citedPassage`: the source passage a citation at a position points to (every occurrence, for an ambiguous quote). */
export const citedPassageRequest = 'verbatim/citedPassage';

export interface CitedPassageParams {
	readonly textDocument: { readonly uri: string };
	readonly position: { readonly line: number; readonly character: number };
}

export type CitedPassageResponse = {
	/**
	 * The document to show: the source file; for a citation at a Git commit, a
	 * read-only `verbatim-git:` document of the file at that commit; for a PDF,
	 * its canonical text (`verbatim-pdf:`). Absent when there is nothing to show.
	 */
	readonly sourceUri?: string;
	readonly status: string;
	/**
	 * Where the quote occurs in that document; for a `version_mismatch`, where it
	 * occurs in the current version; for a quote not found, the nearest passage;
	 * empty when none.
	 */
	readonly ranges: readonly Range[];
	/** The citation in the note, so an editor can tell when the cursor leaves it. */
	readonly citationRange: Range;
	readonly message: string;
	/** When nothing is marked or nothing can be shown: why, in words for the writer. */
	readonly explain?: string;
} | null;

/**
 * A file at a Git commit as a read-only document:
 * `verbatim-git:/@<short commit>/<root-relative path>?<query>`, the query holding `note` (the
 * citing note's URI), `commit` and, for another repository, `repository`.
 */
export const gitBlobScheme = 'verbatim-git';

/** `verbatim/gitBlob`: the text of a `verbatim-git:` document. */
export const gitBlobRequest = 'verbatim/gitBlob';

export interface GitBlobParams {
	readonly uri: string;
}

export type GitBlobResponse = { readonly kind: 'ok'; readonly text: string } | { readonly kind: 'error'; readonly message: string };

/** `verbatim/verdicts`: each citation of a note with its verdict, for the Markdown preview. */
export const verdictsRequest = 'verbatim/verdicts';

export interface VerdictsParams {
	readonly textDocument: { readonly uri: string };
}

export interface Verdict {
	/** `lead-in`: a prose citation whose quote is the blockquote after it (startLine..endLine are the blockquote's). */
	readonly form: 'blockquote' | 'prose' | 'lead-in';
	/** 0-based lines of the citation: first line of the quote to the attribution. */
	readonly startLine: number;
	readonly endLine: number;
	readonly status: string;
	readonly severity: string;
	readonly message: string;
	/** Prose form: the quote as written between its quotation marks, to find it in the rendered text. */
	readonly quote?: string;
}

export interface VerdictsResponse {
	readonly verdicts: readonly Verdict[];
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
	/** The PDF's URI; with `git`, the URI of the note whose citation reads the PDF from Git. */
	readonly uri: string;
	/** A PDF cited at a commit: its blob is rendered, as `verbatim render PATH --commit C` or `verbatim render BLOB-URL` does. */
	readonly git?: { readonly repository?: string; readonly commit: string; readonly path: string };
}

export interface RenderPdfResponse {
	readonly ok: boolean;
	readonly message: string;
}

// ---- from server to client -------------------------------------------------

/*
 * The browser host's file system (lsp/webHost.ts): a language server in a
 * Web Worker has no files of its own, so it asks the extension, which
 * answers through `vscode.workspace.fs` (client/src/web/files.ts). Every URI
 * is inside a workspace folder; the client refuses any other. Limits of the
 * answers: `hostLimits` in lsp/requestLimits.ts.
 */

/** Why a file or folder could not be read through the editor (the core's `ReadFailure`). */
export type HostReadFailure = 'missing' | 'not_a_file' | 'outside_root' | 'too_large' | 'unreadable';

/** What an entry is: a symlink, to a file or a folder, is `link` (listed, never walked). */
export type HostEntryKind = 'file' | 'folder' | 'link' | 'other';

/**
 * The requests the browser's server sends the client (the only ones that go
 * that way, so not named `…Request` as the client's are):
 * `verbatim/readDirectory`, the entries of a folder
 * (`vscode.workspace.fs.readDirectory`); `verbatim/readFile`, a file's bytes
 * (`stat`, then `readFile`), refused past `maxBytes` before it is read, or
 * why it cannot be (missing, not a regular file, too large).
 */
export const hostRequests = {
	readDirectory: 'verbatim/readDirectory',
	readFile: 'verbatim/readFile',
} as const;

export interface ReadDirectoryParams {
	readonly uri: string;
}

export type ReadDirectoryResponse =
	| { readonly kind: 'ok'; readonly entries: readonly (readonly [name: string, kind: HostEntryKind])[] }
	| { readonly kind: 'error'; readonly reason: HostReadFailure };

export interface ReadFileParams {
	readonly uri: string;
	readonly maxBytes: number;
}

/** The bytes as base64: a plain JSON value over any transport (a Worker's messages, a MessageChannel). */
export type ReadFileResponse =
	| { readonly kind: 'ok'; readonly base64: string }
	| { readonly kind: 'error'; readonly reason: HostReadFailure };

/** `verbatim/status`: counts for the status bar, sent after every check. */
export const statusNotification = 'verbatim/status';

export interface StatusParams {
	readonly verified: number;
	/** Citations with an error or warning. */
	readonly failing: number;
	readonly checking: boolean;
}
