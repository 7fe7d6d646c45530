import type { DocumentKindName } from './sources/kind';
/** Why a file could not be read; each becomes a `source_error` with this reason. */
export type ReadFailure =
	| 'missing'
	| 'not_a_file'
	| 'outside_root'
	| 'too_large'
	| 'unreadable';

/** The answer to a read: the raw bytes, or why there are none. */
export type ReadResult =
	| {
		readonly kind: 'ok';
		readonly bytes: Uint8Array;
		/**
		 * Tells the workspace that the reader is done with `bytes`, which it may
		 * then fill again for another read: a reader calls it at most once and
		 * never touches the bytes after. A reader that keeps the bytes, or
		 * forgets to call it, costs a fresh buffer, never a wrong read.
		 */
		readonly release?: () => void;
		/** The file's identity (device and inode, say): two paths with one id are one file, through a symlink or a hard link. */
		readonly fileId?: string;
		/** The root-relative path the file lies at once symlinks are resolved, when it is not the path read. */
		readonly realPath?: string;
	}
	| { readonly kind: 'error'; readonly reason: ReadFailure; readonly detail?: string };

/**
 * The only way the core reaches files. Paths are root-relative with `/`.
 * Implementations must confine every read to the project root (after
 * resolving symlinks), read only regular files, and refuse files larger
 * than `maxBytes`; refusals are results, never exceptions.
 */
export interface IWorkspace {
	readFile(path: string, maxBytes: number): Promise<ReadResult>;
	/**
	 * Reads a file of a Git repository at a commit (docs/specification.md §3). Optional: a
	 * workspace without it (or one that may not run Git) leaves Git citations
	 * `unverified`. Like `readFile`, every refusal is a result.
	 */
	readGitBlob?(request: GitBlobRequest): Promise<GitReadResult>;
	/** The full id of a repository's `HEAD` commit, for re-citing at HEAD; undefined when there is none or Git may not run. */
	gitHead?(repository: GitRepositoryRef): Promise<string | undefined>;
	/**
	 * Extracts the text of a document of a kind (each page of a PDF; a web
	 * page or a Word document as one page), deterministically, within limits.
	 * Optional: without it, no stored render counts (docs/specification.md §3).
	 */
	renderDocument?(kind: DocumentKindName, bytes: Uint8Array): Promise<PdfRender | { readonly error: string }>;
	/**
	 * The SHA-256 of bytes in lowercase hex, by the platform's own digest.
	 * Optional: without it the core uses web crypto, which copies the bytes
	 * and answers later (every source read was held twice until collected).
	 */
	sha256Hex?(bytes: Uint8Array): string;
	/** The identity `readFile` gives the file at `path` (`ReadResult.fileId`), confined as reads are; undefined when there is none. */
	fileId?(path: string): Promise<string | undefined>;
}

/** A document's text as an extractor made it: one string per page (one page for kinds without pages), and the extractor that made it. */
export interface PdfRender {
	readonly pages: readonly string[];
	readonly extractor: string;
	readonly extractorVersion: string;
}

/** Which repository a Git citation reads. */
export type GitRepositoryRef =
	/** The repository holding this root-relative note; the citation's path is root-relative. */
	| { readonly kind: 'note'; readonly note: string }
	/** A local clone configured in `repositories`, as written there (relative to the root or absolute); the path is repository-relative. */
	| { readonly kind: 'clone'; readonly clone: string };

export interface GitBlobRequest {
	readonly repository: GitRepositoryRef;
	/** 7 to 40 lowercase hex digits. */
	readonly commit: string;
	readonly path: string;
	readonly maxBytes: number;
}

/** Why Git bytes are not on this machine: the citation is `unverified`, never a pass. */
export type GitUnavailable = 'disabled' | 'no_git' | 'no_repository' | 'shallow';

/** Why an available repository refuses a read: `ambiguous_commit` is `invalid_attribution`, the rest `source_error`. */
export type GitFailure = 'no_commit' | 'ambiguous_commit' | 'no_path' | 'not_a_file' | 'too_large' | 'outside_repository' | 'failed';

export type GitReadResult =
	/** `commit` is the full commit id, `blob` the blob's object id. */
	| { readonly kind: 'ok'; readonly bytes: Uint8Array; readonly commit: string; readonly blob: string }
	| { readonly kind: 'unavailable'; readonly reason: GitUnavailable; readonly detail?: string }
	| { readonly kind: 'error'; readonly reason: GitFailure; readonly detail?: string };

/** Severity of a log record. */
export type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error';

/**
 * Structured logging. Records carry an event name and coordinates, counts
 * and status codes only: never quote or source text (docs/specification.md §8).
 */
export interface ILogger {
	log(level: LogLevel, event: string, data?: Readonly<Record<string, string | number | boolean | undefined>>): void;
}

export const nullLogger: ILogger = { log: () => undefined };
