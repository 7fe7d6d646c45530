import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter, type ProtocolConnection } from 'vscode-languageserver-protocol/node';
import type { Diagnostic, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { createConnection, ProposedFeatures, type Connection } from 'vscode-languageserver/node';
import type { IWorkspace, ReadResult } from '../../server/src/core';
import { nodeHost } from '../../server/src/lsp/nodeHost';
import { startServer } from '../../server/src/lsp/server';
import { LspClient } from './lspClient';
import { TempProject } from './project';

/** Records every source read of the server's projects, root-relative. */
class ReadLog {
	readonly reads: string[] = [];

	wrap(disk: IWorkspace): IWorkspace {
		return {
			readFile: (path: string, maxBytes: number): Promise<ReadResult> => {
				this.reads.push(path);
				return disk.readFile(path, maxBytes);
			},
			readGitBlob: disk.readGitBlob?.bind(disk),
			gitHead: disk.gitHead?.bind(disk),
			renderDocument: disk.renderDocument?.bind(disk),
		};
	}

	count(path: string): number {
		return this.reads.filter(r => r === path).length;
	}
}

export interface ServerOptions {
	/** The `verbatim` settings the client answers `workspace/configuration` with; none means the client cannot be asked. */
	readonly settings?: Record<string, unknown>;
	readonly capabilities?: object;
	/** Workspace folders besides the project's own (absolute paths). */
	readonly extraFolders?: readonly string[];
	/** Sent in `initialize`, as the extension sends `{ trusted }`. */
	readonly initializationOptions?: object;
}

/**
 * The real server in this process over a pair of streams, driven as an
 * editor drives it (vscode-languageserver-node tests its connection this
 * way). Each instance has its own temp project, settings and read log.
 */
export class InProcessServer {
	readonly client: ProtocolConnection;
	readonly project: TempProject;
	readonly readLog = new ReadLog();
	readonly diagnostics = new Map<string, Diagnostic[]>();
	readonly logs: string[] = [];
	readonly statuses: { verified: number; failing: number; checking: boolean }[] = [];
	settings: Record<string, unknown> | undefined;
	readonly #server: Connection;
	readonly #waiters: (() => void)[] = [];

	constructor(files: Record<string, string | Uint8Array>, readonly options: ServerOptions = {}) {
		this.project = new TempProject(files);
		this.settings = options.settings;
		const up = new PassThrough();
		const down = new PassThrough();
		this.#server = createConnection(up, down);
		startServer(this.#server, { host: nodeHost({ wrapWorkspace: disk => this.readLog.wrap(disk) }) });
		this.client = createProtocolConnection(new StreamMessageReader(down), new StreamMessageWriter(up));
		this.#listen();
		this.client.listen();
	}

	#listen(): void {
		this.client.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
			this.diagnostics.set(p.uri, p.diagnostics);
			this.#wake();
		});
		this.client.onNotification('window/logMessage', (p: { message: string }) => {
			this.logs.push(p.message);
			this.#wake();
		});
		this.client.onNotification('verbatim/status', (p: { verified: number; failing: number; checking: boolean }) => {
			this.statuses.push(p);
			this.#wake();
		});
		this.client.onRequest('workspace/configuration', (p: { items: unknown[] }) => p.items.map(() => this.settings ?? null));
		this.client.onRequest('window/workDoneProgress/create', () => null);
		this.client.onRequest('workspace/codeLens/refresh', () => null);
		this.client.onRequest('workspace/diagnostic/refresh', () => null);
		this.client.onNotification('$/progress', () => undefined);
	}

	get root(): string {
		return this.project.root;
	}

	uri(rel: string): string {
		return pathToFileURL(`${this.root}/${rel}`).toString();
	}

	/** `initialize` and `initialized`; resolves with the server's capabilities. */
	async start(): Promise<{ capabilities: Record<string, unknown> }> {
		const configuration = this.settings !== undefined;
		const result = await this.client.sendRequest('initialize', {
			processId: null,
			rootUri: pathToFileURL(this.root).toString(),
			workspaceFolders: [this.root, ...(this.options.extraFolders ?? [])].map((f, k) => ({ uri: pathToFileURL(f).toString(), name: `ws${k}` })),
			capabilities: { workspace: { configuration }, ...(this.options.capabilities ?? {}) },
			initializationOptions: this.options.initializationOptions,
		});
		await this.client.sendNotification('initialized', {});
		return result as { capabilities: Record<string, unknown> };
	}

	open(rel: string, text: string, version = 1): Promise<void> {
		return this.client.sendNotification('textDocument/didOpen', { textDocument: { uri: this.uri(rel), languageId: 'markdown', version, text } });
	}

	change(rel: string, text: string, version: number): Promise<void> {
		return this.client.sendNotification('textDocument/didChange', { textDocument: { uri: this.uri(rel), version }, contentChanges: [{ text }] });
	}

	close(rel: string): Promise<void> {
		return this.client.sendNotification('textDocument/didClose', { textDocument: { uri: this.uri(rel) } });
	}

	/** Tells the server a file changed on disk (1 created, 2 changed, 3 deleted). */
	fileEvent(rel: string, type: 1 | 2 | 3): Promise<void> {
		return this.client.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: this.uri(rel), type }] });
	}

	/** A text document request at a position of `rel`. */
	at<T>(method: string, rel: string, line: number, character: number, extra: object = {}): Promise<T> {
		return this.client.sendRequest(method, { textDocument: { uri: this.uri(rel) }, position: { line, character }, ...extra }) as Promise<T>;
	}

	#wake(): void {
		for (const w of this.#waiters.splice(0)) {
			w();
		}
	}

	/** Waits until `test` holds, checking after every message from the server; fails after `ms`. */
	async until(what: string, test: () => boolean, ms = 15_000): Promise<void> {
		const deadline = Date.now() + ms;
		while (!test()) {
			const left = deadline - Date.now();
			if (left <= 0) {
				throw new Error(`timed out waiting for ${what}`);
			}
			await new Promise<void>(resolve => {
				const timer = setTimeout(resolve, Math.min(left, 200));
				this.#waiters.push(() => {
					clearTimeout(timer);
					resolve();
				});
			});
		}
	}

	/** Waits until the diagnostics of `rel` satisfy `test`; returns them. */
	async diagnosticsOf(rel: string, test: (d: Diagnostic[]) => boolean = () => true): Promise<Diagnostic[]> {
		const get = (): Diagnostic[] | undefined => this.diagnostics.get(this.uri(rel));
		await this.until(`diagnostics of ${rel} (last: ${JSON.stringify(get()?.map(d => d.code))})`, () => {
			const d = get();
			return d !== undefined && test(d);
		});
		return get()!;
	}

	/** Log lines of an event (`[debug] note.checked {...}`), parsed. */
	events(name: string): Record<string, unknown>[] {
		return this.logs.flatMap(l => {
			const m = /^\[\w+\] (\S+)(?: (.*))?$/.exec(l);
			return m && m[1] === name ? [m[2] ? JSON.parse(m[2]) as Record<string, unknown> : {}] : [];
		});
	}

	async stop(): Promise<void> {
		await this.client.sendRequest('shutdown');
		this.client.dispose();
		this.#server.dispose();
		this.project.dispose();
	}
}

/** Runs `body` with a started server over its own temp project, and always stops it. */
export async function withServer(files: Record<string, string | Uint8Array>, options: ServerOptions, body: (s: InProcessServer) => Promise<void>): Promise<void> {
	const server = new InProcessServer(files, options);
	try {
		await server.start();
		await body(server);
	} finally {
		await server.stop();
	}
}

/**
 * An `LspClient` of the real server started as `verbatim lsp` starts it
 * (all proposed features, the disk host), but in this process: for tests
 * whose subject is what the server answers, not its process or framing.
 */
export function serverHere(root: string): LspClient {
	const toServer = new PassThrough();
	const fromServer = new PassThrough();
	const server = createConnection(ProposedFeatures.all, toServer, fromServer);
	startServer(server, { host: nodeHost() });
	return new LspClient(root, { fromServer, toServer, dispose: () => server.dispose() });
}
