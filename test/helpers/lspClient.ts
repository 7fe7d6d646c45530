import { spawn, type ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter, type ProtocolConnection } from 'vscode-languageserver-protocol/node';
import type { Diagnostic, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { cliPath } from './project';

/** A server this process talks to over a pair of streams (test/helpers/inProcessServer.ts `serverHere`). */
export interface ServerStreams {
	/** What the server writes. */
	readonly fromServer: NodeJS.ReadableStream;
	/** What the server reads. */
	readonly toServer: NodeJS.WritableStream;
	/** Ends the server, after its `shutdown`. */
	dispose(): void;
}

/**
 * The real server driven as an editor drives it: by default `verbatim lsp
 * --stdio` in a child process; given `streams`, one running in this process
 * (for tests that use the protocol as a tool, not as their subject).
 */
export class LspClient {
	readonly connection: ProtocolConnection;
	readonly diagnostics = new Map<string, Diagnostic[]>();
	readonly logs: string[] = [];
	readonly #process: ChildProcess | undefined;
	readonly #streams: ServerStreams | undefined;
	readonly #waiters: (() => void)[] = [];

	constructor(readonly root: string, streams?: ServerStreams) {
		this.#streams = streams;
		this.#process = streams ? undefined : spawn(process.execPath, [cliPath, 'lsp', '--stdio'], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
		const [from, to] = streams ? [streams.fromServer, streams.toServer] : [this.#process!.stdout!, this.#process!.stdin!];
		this.connection = createProtocolConnection(new StreamMessageReader(from), new StreamMessageWriter(to));
		this.connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
			this.diagnostics.set(p.uri, p.diagnostics);
			this.#wake();
		});
		this.connection.onNotification('window/logMessage', (p: { message: string }) => {
			this.logs.push(p.message);
		});
		this.connection.onNotification('verbatim/status', () => this.#wake());
		this.connection.onRequest('window/workDoneProgress/create', () => null);
		this.connection.onNotification('$/progress', () => undefined);
		this.connection.listen();
	}

	/** The server's process id, for measuring it. */
	get pid(): number | undefined {
		return this.#process?.pid;
	}

	uri(rel: string): string {
		return pathToFileURL(`${this.root}/${rel}`).toString();
	}

	async start(capabilities: object = {}, initializationOptions?: object): Promise<unknown> {
		const result = await this.connection.sendRequest('initialize', {
			// A server in this process would watch its own id on a timer that never ends.
			processId: this.#streams ? null : process.pid,
			rootUri: pathToFileURL(this.root).toString(),
			workspaceFolders: [{ uri: pathToFileURL(this.root).toString(), name: 'ws' }],
			capabilities,
			initializationOptions,
		});
		await this.connection.sendNotification('initialized', {});
		return result;
	}

	open(rel: string, text: string, version = 1): Promise<void> {
		return this.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: this.uri(rel), languageId: 'markdown', version, text } });
	}

	change(rel: string, text: string, version: number): Promise<void> {
		return this.connection.sendNotification('textDocument/didChange', { textDocument: { uri: this.uri(rel), version }, contentChanges: [{ text }] });
	}

	#wake(): void {
		for (const w of this.#waiters.splice(0)) {
			w();
		}
	}

	/** Waits until `test` holds for the diagnostics of `rel`, or fails after `ms`. */
	async waitFor(rel: string, test: (d: Diagnostic[]) => boolean, ms = 15_000): Promise<Diagnostic[]> {
		const deadline = Date.now() + ms;
		for (;;) {
			const d = this.diagnostics.get(this.uri(rel));
			if (d && test(d)) {
				return d;
			}
			const left = deadline - Date.now();
			if (left <= 0) {
				throw new Error(`diagnostics of ${rel} never matched; last: ${JSON.stringify(d?.map(x => x.code))}`);
			}
			await new Promise<void>(resolve => {
				const timer = setTimeout(resolve, Math.min(left, 500));
				this.#waiters.push(() => {
					clearTimeout(timer);
					resolve();
				});
			});
		}
	}

	async stop(): Promise<void> {
		try {
			await this.connection.sendRequest('shutdown');
			// `exit` ends the process the server runs in: only its own.
			if (this.#process) {
				await this.connection.sendNotification('exit');
			}
		} catch {
			// The server may already be gone.
		}
		this.connection.dispose();
		this.#streams?.dispose();
		this.#process?.kill();
	}
}
