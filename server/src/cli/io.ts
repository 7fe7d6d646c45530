/** Exit codes (docs/specification.md, CLI): no error findings, error findings, usage or configuration error, internal error. */
export const exitCodes = { ok: 0, findings: 1, usage: 2, internal: 3 } as const;

/** A usage or configuration error: printed on stderr, exit 2. */
export class UsageError extends Error { }

/** What the CLI reads and writes; injected so tests and the bench can run it in-process. */
export interface Io {
	readonly cwd: string;
	readonly env: Readonly<Record<string, string | undefined>>;
	readonly isTTY: boolean;
	stdout(s: string): void;
	stderr(s: string): void;
	readStdin(): Promise<string>;
	/**
	 * Starts the language server on this process (`verbatim lsp`). Given by the
	 * entry point, the only module that knows both front ends (they are peers).
	 */
	readonly startServer?: () => void;
}
