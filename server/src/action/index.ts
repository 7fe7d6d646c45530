import { actionEntry } from './main';

// Entry point of dist/action.js, run by action.yml.
void actionEntry({
	cwd: process.cwd(),
	env: process.env,
	isTTY: false,
	stdout: s => process.stdout.write(s),
	stderr: s => process.stderr.write(s),
	readStdin: async () => '',
}).then(code => {
	process.exitCode = code;
});
