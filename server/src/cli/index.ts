import { main } from './main';

/** Runs the CLI for this process. */
export function runCli(): void {

	main(process.argv.slice(2), {
		cwd: process.cwd(),
		env: process.env,
		isTTY: Boolean(process.stdout.isTTY),
		stdout: s => process.stdout.write(s),
		stderr: s => process.stderr.write(s),
		readStdin,
	}).then(code => {
		process.exitCode = code;
	}, (e: unknown) => {
		// A bug, not a finding: say so plainly, without quote or source text.
		process.stderr.write(`verbatim: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
		process.exitCode = 3;
	});
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
