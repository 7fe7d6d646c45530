import { fork, type ChildProcess } from 'node:child_process';
import * as path from 'node:path';
import type * as vscode from 'vscode';

/** What starts the bundled server: its boot script and where the bundles' code cache lives. */
export interface ServerLaunch {
	readonly module: string;
	readonly cacheDir: string | undefined;
}

/** The extension's code cache folder, in its global storage; none where that is not a local folder. */
export function codeCacheDir(context: vscode.ExtensionContext): string | undefined {
	const storage = context.globalStorageUri;
	return storage.scheme === 'file' ? path.join(storage.fsPath, 'code-cache') : undefined;
}

export function serverLaunch(context: vscode.ExtensionContext): ServerLaunch {
	return { module: context.asAbsolutePath('dist/serverBoot.js'), cacheDir: codeCacheDir(context) };
}

/**
 * Starts the bundled language server (dist/serverBoot.js, which loads
 * dist/server.js) over Node IPC, as vscode-languageclient would for
 * `TransportKind.ipc`: the extension host's own runtime as Node, piped
 * output, and the inspector when the extension host itself is being debugged.
 */
export function forkServer(launch: ServerLaunch): ChildProcess {
	const debugged = process.execArgv.some(a => /^--(inspect|debug)(-brk)?(=|$)/.test(a));
	return fork(launch.module, ['--node-ipc', `--clientProcessId=${process.pid}`], {
		silent: true,
		execArgv: debugged ? ['--nolazy', '--inspect=6009'] : [],
		env: { ...process.env, ELECTRON_RUN_AS_NODE: '1', ELECTRON_NO_ASAR: '1', VERBATIM_CODE_CACHE: launch.cacheDir ?? '' },
	});
}
