import { createConnection, ProposedFeatures, type Connection } from 'vscode-languageserver/node';
import { parseNote } from '../core';
import { FramingGuard } from './framing';
import { startServer } from './server';

/** Entry point of dist/server.js: stdio or IPC, as the client chose on the command line. */
export function runServer(): void {
	const sink: { connection?: Connection } = {};
	let connected: Connection;
	if (process.argv.includes('--stdio')) {
		// A malformed header must not desynchronise the stream for good: re-frame stdin first.
		const guard = new FramingGuard(dropped => sink.connection?.console.warn(`[warn] protocol.malformedHeader {"droppedBytes":${dropped}}`));
		connected = createConnection(ProposedFeatures.all, process.stdin.pipe(guard), process.stdout);
	} else {
		connected = createConnection(ProposedFeatures.all);
	}
	sink.connection = connected;
	// Anything written with console.* goes to the client's log, not into the protocol stream.
	console.log = (...args: unknown[]) => connected.console.log(args.map(String).join(' '));
	console.error = (...args: unknown[]) => connected.console.error(args.map(String).join(' '));
	process.on('unhandledRejection', e => connected.console.error(`[error] unhandledRejection ${(e as Error)?.name ?? 'Error'}`));
	startServer(connected);
	setImmediate(warmParser);
}

/**
 * Loads and compiles the Markdown parser while the client is still starting
 * (its `initialize` waits for at most this one parse), so the first note's
 * check does not pay for it. The sample holds both citation forms.
 */
function warmParser(): void {
	parseNote('# Note\n\nShe wrote "a quoted *phrase*" (`sources/a.md`).\n\n> a quoted line\n> --- `sources/a.md:1-2` @ `sha256:0`\n', 'warm-up.md');
}
