import { createConnection, ProposedFeatures, StreamMessageReader, StreamMessageWriter, type Connection } from 'vscode-languageserver/node';
import { FramingGuard, MessageShapeGuard } from './framing';
import { nodeHost } from './nodeHost';
import { startServer } from './server';
import { warmParser } from './warmParser';

/** Entry point of dist/server.js: stdio or IPC, as the client chose on the command line; projects on disk. */
export function runServer(): void {
	const sink: { connection?: Connection } = {};
	let connected: Connection;
	if (process.argv.includes('--stdio')) {
		// A malformed header must not desynchronise the stream for good: re-frame stdin first.
		const guard = new FramingGuard(dropped => sink.connection?.console.warn(`[warn] protocol.malformedHeader {"droppedBytes":${dropped}}`));
		const input = process.stdin.pipe(guard);
		const messages = new MessageShapeGuard(new StreamMessageReader(input), () => sink.connection?.console.warn('[warn] protocol.invalidMessage'));
		// As the library does for a stdin it reads itself: the input's end ends the server, with 1 unless a shutdown came first.
		const end = (): never => process.exit(messages.shutdownRequested ? 0 : 1);
		input.on('end', end);
		input.on('close', end);
		connected = createConnection(ProposedFeatures.all, messages, new StreamMessageWriter(process.stdout));
	} else {
		connected = createConnection(ProposedFeatures.all);
	}
	sink.connection = connected;
	// Anything written with console.* goes to the client's log, not into the protocol stream.
	console.log = (...args: unknown[]) => connected.console.log(args.map(String).join(' '));
	console.error = (...args: unknown[]) => connected.console.error(args.map(String).join(' '));
	process.on('unhandledRejection', e => connected.console.error(`[error] unhandledRejection ${(e as Error)?.name ?? 'Error'}`));
	startServer(connected, { host: nodeHost() });
	setImmediate(warmParser);
}
