import * as vscode from 'vscode';
import { BaseLanguageClient, BrowserMessageReader, BrowserMessageWriter, type LanguageClientOptions, type Message, type MessageTransports } from 'vscode-languageclient/browser';

/** The names of the server's chunks (dist/web/chunks/), which the build writes in from `webChunks` in esbuild.mjs. */
declare const VERBATIM_WEB_CHUNKS: readonly string[];
const webChunks = VERBATIM_WEB_CHUNKS;

/** A Web Worker, as much of it as the client uses (the build's types have no DOM). */
interface WorkerLike {
	postMessage(message: unknown): void;
	terminate(): void;
}
declare const Worker: new (url: string) => WorkerLike;

/**
 * Writes each message as the JSON it stands for: a Worker's messages are
 * structured clones, which refuse what the editor hands out as proxies (the
 * settings' objects) where a Node process's IPC took their JSON.
 */
class PlainMessageWriter extends BrowserMessageWriter {
	override write(msg: Message): Promise<void> {
		return super.write(JSON.parse(JSON.stringify(msg)) as Message);
	}
}

/** Where the server runs: its port, and how to end it. */
interface ServerChannel {
	readonly port: ConstructorParameters<typeof BrowserMessageReader>[0];
	terminate(): void;
}

/**
 * The language client of the browser entry. Each start runs a fresh server
 * (dist/web/server.js): in a Web Worker, or, where the editor refuses an
 * extension Workers (code-server, for extensions installed on its server),
 * in the extension host itself over a MessageChannel.
 */
export class WebLanguageClient extends BaseLanguageClient {
	readonly #serverUri: vscode.Uri;
	readonly #log: vscode.LogOutputChannel;
	#running: ServerChannel | undefined;

	constructor(options: LanguageClientOptions, extensionUri: vscode.Uri, log: vscode.LogOutputChannel) {
		super('verbatim', 'Verbatim', options);
		this.#serverUri = vscode.Uri.joinPath(extensionUri, 'dist', 'web', 'server.js');
		this.#log = log;
	}

	protected async createMessageTransports(): Promise<MessageTransports> {
		this.#running?.terminate();
		const channel = await this.#startServer();
		this.#running = channel;
		return { reader: new BrowserMessageReader(channel.port), writer: new PlainMessageWriter(channel.port) };
	}

	override async dispose(timeout?: number): Promise<void> {
		try {
			await super.dispose(timeout);
		} finally {
			this.#running?.terminate();
			this.#running = undefined;
		}
	}

	async #startServer(): Promise<ServerChannel> {
		try {
			const worker = new Worker(this.#serverUri.toString(true));
			return { port: worker, terminate: () => worker.terminate() };
		} catch (e) {
			this.#log.info(`the language server runs in the extension host: ${(e as Error).message}`);
		}
		const { port1, port2 } = new MessageChannel();
		// The server bundle is a classic script that serves `verbatimServerPort` when it is given one; it runs a chunk
		// (server/src/lsp/chunks.ts) from the text `verbatimChunkText` gives, read here beside it as it cannot wait for a read.
		const [server, ...chunks] = await Promise.all([this.#source(this.#serverUri), ...webChunks.map(name => this.#source(this.#chunkUri(name)))]);
		const chunkText = (name: string) => chunks[webChunks.indexOf(name)];
		const run = new Function('verbatimServerPort', 'verbatimChunkText', server) as (port: ServerChannel['port'], text: typeof chunkText) => void;
		run(port2, chunkText);
		return { port: port1, terminate: () => {
			port1.close();
			port2.close();
		} };
	}

	#chunkUri(name: string): vscode.Uri {
		return vscode.Uri.joinPath(this.#serverUri, '..', 'chunks', `${name}.js`);
	}

	/** A bundle's text: through the editor's file system, else over HTTP where the extension is served so. */
	async #source(uri: vscode.Uri): Promise<string> {
		try {
			return new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
		} catch {
			const response = await fetch(uri.toString(true));
			return response.text();
		}
	}
}
