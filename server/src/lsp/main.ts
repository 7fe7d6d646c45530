import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { startServer } from './server';

/** Entry point of dist/server.js: stdio or IPC, as the client chose on the command line. */
export function runServer(): void {
	const connection = createConnection(ProposedFeatures.all);
	// Anything written with console.* goes to the client's log, not into the protocol stream.
	console.log = (...args: unknown[]) => connection.console.log(args.map(String).join(' '));
	console.error = (...args: unknown[]) => connection.console.error(args.map(String).join(' '));
	process.on('unhandledRejection', e => connection.console.error(`[error] unhandledRejection ${(e as Error)?.name ?? 'Error'}`));
	startServer(connection);
}
