import { BrowserMessageReader, BrowserMessageWriter, createConnection, type Connection } from 'vscode-languageserver/browser';
import { setChunkSource } from './chunks';
import { startServer } from './server';
import { warmParser } from './warmParser';
import { webHost } from './webHost';

/** What the browser server talks over: its own Worker's scope, or a MessagePort where the editor refuses Workers. */
export type ServerPort = ConstructorParameters<typeof BrowserMessageReader>[0];

/**
 * The language server in the browser (dist/web/server.js): the same server
 * as on the desktop, with projects on the editor's file system (`webHost`).
 * Messages are structured, so no framing guard is needed. `ownWorker`: the
 * server has the Worker to itself (not the extension host's fallback).
 */
export function runBrowserServer(port: ServerPort, ownWorker: boolean): Connection {
	const connection = createConnection(new BrowserMessageReader(port), new BrowserMessageWriter(port));
	if (ownWorker) {
		// Anything written with console.* goes to the client's log; in the extension host the console is the host's.
		console.log = (...args: unknown[]) => connection.console.log(args.map(String).join(' '));
		console.error = (...args: unknown[]) => connection.console.error(args.map(String).join(' '));
		const scope = globalThis as unknown as { addEventListener?(type: string, listener: (e: { reason?: unknown }) => void): void };
		scope.addEventListener?.('unhandledrejection', e => connection.console.error(`[error] unhandledRejection ${(e.reason as Error)?.name ?? 'Error'}`));
	}
	// A Worker's own URL is the editor's wrapper, not the extension's: the client names the chunks' folder.
	const chunks = (options: Record<string, unknown> | undefined) => typeof options?.webChunks === 'string' && setChunkSource({ base: options.webChunks });
	// The parser warms while the first project's files are on their way (each a round trip through the editor), not before initialize.
	startServer(connection, { host: webHost(connection, warmParser), initializationOptions: chunks });
	return connection;
}
