import { fork, type ChildProcess } from 'node:child_process';

/**
 * Starts the bundled language server (dist/server.js) over Node IPC, as
 * vscode-languageclient would for `TransportKind.ipc`: the extension host's
 * own runtime as Node, piped output, and the inspector when the extension host
 * itself is being debugged.
 */
export function forkServer(module: string): ChildProcess {
	const debugged = process.execArgv.some(a => /^--(inspect|debug)(-brk)?(=|$)/.test(a));
	return fork(module, ['--node-ipc', `--clientProcessId=${process.pid}`], {
		silent: true,
		execArgv: debugged ? ['--nolazy', '--inspect=6009'] : [],
		env: { ...process.env, ELECTRON_RUN_AS_NODE: '1', ELECTRON_NO_ASAR: '1' },
	});
}
