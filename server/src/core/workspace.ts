/** Why a file could not be read; each becomes a `source_error` with this reason. */
export type ReadFailure =
	| 'missing'
	| 'not_a_file'
	| 'outside_root'
	| 'too_large'
	| 'unreadable';

/** The answer to a read: the raw bytes, or why there are none. */
export type ReadResult =
	| { readonly kind: 'ok'; readonly bytes: Uint8Array }
	| { readonly kind: 'error'; readonly reason: ReadFailure; readonly detail?: string };

/**
 * The only way the core reaches files. Paths are root-relative with `/`.
 * Implementations must confine every read to the project root (after
 * resolving symlinks), read only regular files, and refuse files larger
 * than `maxBytes`; refusals are results, never exceptions.
 */
export interface IWorkspace {
	readFile(path: string, maxBytes: number): Promise<ReadResult>;
}

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
