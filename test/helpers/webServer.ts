import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { BrowserMessageReader, BrowserMessageWriter, createProtocolConnection, type ProtocolConnection } from 'vscode-languageserver-protocol/browser';
import type { Diagnostic, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { hostRequests, type HostEntryKind, type ReadDirectoryResponse, type ReadFileResponse } from '../../server/src/protocol';
import { repoRoot, TempProject } from './project';

/** The browser's server as built for the package (the `browser` entry runs it in a Web Worker). */
export const webServerBundle = path.join(repoRoot, 'dist', 'web', 'server.js');

/**
 * The browser's language server, the built dist/web/server.js, run as the
 * extension host runs it where Workers are refused: evaluated with a
 * MessagePort, here with Node's globals (`process`, `setImmediate`,
 * `Buffer`, `require`, `global`) hidden from it. This side is the client: it
 * answers the server's file requests from a real temp folder served under a
 * virtual folder URI, as client/src/web/files.ts answers them through
 * `vscode.workspace.fs`, and records every URI asked for.
 */
export class WebServer {
	readonly client: ProtocolConnection;
	readonly project: TempProject;
	readonly diagnostics = new Map<string, Diagnostic[]>();
	/** Every URI the server asked the client about. */
	readonly asked: string[] = [];
	readonly #ports: { close(): void }[];
	readonly #waiters: (() => void)[] = [];

	constructor(files: Record<string, string | Uint8Array>, readonly folder = 'vscode-test-web://mount/my%20notes') {
		this.project = new TempProject(files);
		const { port1, port2 } = new MessageChannel();
		this.#ports = [port1, port2];
		const run = new Function('verbatimServerPort', 'verbatimChunkText', 'process', 'setImmediate', 'Buffer', 'require', 'global', readFileSync(webServerBundle, 'utf8')) as
			(port: unknown, chunkText: (name: string) => string | undefined, ...hidden: undefined[]) => void;
		run(port2, name => this.#chunkText(name), undefined, undefined, undefined, undefined, undefined);
		const port = port1 as unknown as ConstructorParameters<typeof BrowserMessageReader>[0];
		this.client = createProtocolConnection(new BrowserMessageReader(port), new BrowserMessageWriter(port));
		this.#answerFiles();
		this.client.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
			this.diagnostics.set(p.uri, p.diagnostics);
			this.#wake();
		});
		this.client.onNotification('verbatim/status', () => this.#wake());
		this.client.onNotification('window/logMessage', () => undefined);
		this.client.onRequest('window/workDoneProgress/create', () => null);
		this.client.onNotification('$/progress', () => undefined);
		this.client.listen();
	}

	/** The server's chunks (dist/web/chunks/) it asked for, in order: the client reads them all up front, the server runs one when a note needs it. */
	readonly chunksRun: string[] = [];

	#chunkText(name: string): string | undefined {
		this.chunksRun.push(name);
		return readFileSync(path.join(path.dirname(webServerBundle), 'chunks', `${name}.js`), 'utf8');
	}

	/** The URI of a project path, encoded as VS Code encodes it. */
	uri(rel: string): string {
		return `${this.folder}/${rel.split('/').map(s => encodeURIComponent(s).replace(/[!'()*]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join('/')}`;
	}

	/** The file on disk of a URI inside the folder. */
	#file(uri: string): string | undefined {
		this.asked.push(uri);
		if (uri !== this.folder && !uri.startsWith(`${this.folder}/`)) {
			return undefined;
		}
		const rel = decodeURIComponent(uri.slice(this.folder.length + 1));
		return rel.split('/').includes('..') ? undefined : path.join(this.project.root, rel);
	}

	#answerFiles(): void {
		const kind = (file: string): HostEntryKind => {
			const s = statSync(file, { throwIfNoEntry: false });
			return s?.isDirectory() ? 'folder' : s?.isFile() ? 'file' : 'other';
		};
		this.client.onRequest(hostRequests.readDirectory, (p: { uri: string }): ReadDirectoryResponse => {
			const dir = this.#file(p.uri);
			try {
				return dir ? { kind: 'ok', entries: readdirSync(dir, { withFileTypes: true }).map(e => [e.name, e.isSymbolicLink() ? 'link' : kind(path.join(dir, e.name))] as const) } : { kind: 'error', reason: 'outside_root' };
			} catch {
				return { kind: 'error', reason: 'missing' };
			}
		});
		this.client.onRequest(hostRequests.readFile, (p: { uri: string; maxBytes: number }): ReadFileResponse => {
			const file = this.#file(p.uri);
			const s = file ? statSync(file, { throwIfNoEntry: false }) : undefined;
			if (!file || !s) {
				return { kind: 'error', reason: file ? 'missing' : 'outside_root' };
			}
			return !s.isFile() ? { kind: 'error', reason: 'not_a_file' } : s.size > p.maxBytes ? { kind: 'error', reason: 'too_large' } : { kind: 'ok', base64: readFileSync(file).toString('base64') };
		});
	}

	async start(): Promise<void> {
		await this.client.sendRequest('initialize', { processId: null, rootUri: this.folder, workspaceFolders: [{ uri: this.folder, name: 'notes' }], capabilities: {} });
		await this.client.sendNotification('initialized', {});
	}

	open(rel: string, text: string, version = 1): Promise<void> {
		return this.client.sendNotification('textDocument/didOpen', { textDocument: { uri: this.uri(rel), languageId: 'markdown', version, text } });
	}

	change(rel: string, text: string, version: number): Promise<void> {
		return this.client.sendNotification('textDocument/didChange', { textDocument: { uri: this.uri(rel), version }, contentChanges: [{ text }] });
	}

	/** Waits until the diagnostics of `rel` satisfy `test`; returns them. */
	async diagnosticsOf(rel: string, test: (d: Diagnostic[]) => boolean, ms = 20_000): Promise<Diagnostic[]> {
		const deadline = Date.now() + ms;
		for (;;) {
			const d = this.diagnostics.get(this.uri(rel));
			if (d && test(d)) {
				return d;
			}
			if (Date.now() > deadline) {
				throw new Error(`diagnostics of ${rel} never matched; last: ${JSON.stringify(d?.map(x => [x.code, x.message]))}`);
			}
			await new Promise<void>(resolve => {
				const timer = setTimeout(resolve, 200);
				this.#waiters.push(() => {
					clearTimeout(timer);
					resolve();
				});
			});
		}
	}

	#wake(): void {
		for (const w of this.#waiters.splice(0)) {
			w();
		}
	}

	async stop(): Promise<void> {
		await this.client.sendRequest('shutdown').catch(() => undefined);
		this.client.dispose();
		this.#ports.forEach(p => p.close());
		this.project.dispose();
	}
}

/** Runs `body` with a started browser server over its own temp project, and always stops it. */
export async function withWebServer(files: Record<string, string | Uint8Array>, body: (s: WebServer) => Promise<void>): Promise<void> {
	const server = new WebServer(files);
	try {
		await server.start();
		await body(server);
	} finally {
		await server.stop();
	}
}
