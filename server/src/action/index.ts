import { exitCodes, UsageError } from '../cli/io';
import { runAction } from './main';

// Entry point of dist/action.js, run by action.yml.
runAction({
	cwd: process.cwd(),
	env: process.env,
	isTTY: false,
	stdout: s => process.stdout.write(s),
	stderr: s => process.stderr.write(s),
	readStdin: async () => '',
}).then(code => {
	process.exitCode = code;
}, (e: unknown) => {
	// A workflow command, so the problem shows on the run's page, not only in the log.
	const usage = e instanceof UsageError;
	process.stdout.write(`::error title=verbatim::${usage ? '' : 'internal error: '}${(e as Error).message}\n`);
	process.exitCode = usage ? exitCodes.usage : exitCodes.internal;
});
