// The extension's entry (dist/extension.js). It forks the language server
// before anything else loads: the client's bundle (dist/client.js) takes a few
// hundred milliseconds to load while VS Code starts up, and the server boots
// in the meantime instead of after it. Both bundles load through V8's code
// cache (docs/decisions.md).
import * as path from 'node:path';
import type * as vscode from 'vscode';
import type * as Client from './main';
import { requireCached } from './codeCache';
import { codeCacheDir, forkServer, serverLaunch } from './serverProcess';

let main: typeof Client | undefined;

export function activate(context: vscode.ExtensionContext): ReturnType<typeof Client.activate> {
	const activatedAt = Date.now();
	const early = forkServer(serverLaunch(context));
	try {
		// A run-time path, so esbuild leaves the client in its own bundle.
		main = requireCached(path.join(__dirname, 'client.js'), codeCacheDir(context)) as typeof Client;
	} catch (e) {
		// No client will ever talk to this process: it must not outlive the failed activation.
		early.kill();
		throw e;
	}
	return main.activate(context, early, activatedAt);
}

export function deactivate(): Promise<void> | undefined {
	return main?.deactivate();
}
