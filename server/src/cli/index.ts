import { exitCodes, main } from './main';

/**
 * Runs the CLI for this process. A reader that closes the pipe early
 * (`verbatim check | head -1`) is not an error: the rest of the output is
 * dropped and the process exits with the code the run would have had.
 */
export function runCli(startServer?: () => void): void {
	let closed = false;
	const guard = (stream: NodeJS.WriteStream) => (s: string): void => {
		if (!closed) {
			stream.write(s);
		}
	};
	for (const stream of [process.stdout, process.stderr]) {
		stream.on('error', (e: NodeJS.ErrnoException) => {
			// A write racing the close may report the stream destroyed rather than the pipe broken.
			if (!closed && e.code !== 'EPIPE' && e.code !== 'ERR_STREAM_DESTROYED') {
				internalError(e);
			}
			closed = true;
		});
	}
	process.on('uncaughtException', internalError);
	main(process.argv.slice(2), {
		cwd: process.cwd(),
		env: process.env,
		isTTY: Boolean(process.stdout.isTTY),
		stdout: guard(process.stdout),
		stderr: guard(process.stderr),
		readStdin,
		startServer,
	}).then(code => {
		process.exitCode = code;
	}, internalError);
}

/** A bug, not a finding: one line, no quote or source text, and where to take it. VERBATIM_DEBUG=1 adds the stack. */
function internalError(e: unknown): void {
	const error = e instanceof Error ? e : new Error(String(e));
	const detail = process.env.VERBATIM_DEBUG ? `\n${error.stack}` : '';
	process.stderr.write(`verbatim: internal error (${error.name}: ${error.message.split('\n')[0]}); please report it with the command you ran (VERBATIM_DEBUG=1 shows the stack)${detail}\n`);
	process.exit(exitCodes.internal);
}

async function readStdin(): Promise<string> {
	if (process.stdin.isTTY) {
		return '';
	}
	const chunks: Buffer[] = [];
	for await (const chunk of process.stdin) {
		chunks.push(chunk as Buffer);
	}
	return Buffer.concat(chunks).toString('utf8');
}
