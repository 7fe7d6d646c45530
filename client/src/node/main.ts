// The desktop client (dist/client.js), loaded by the entry (start.ts) once it
// has forked the server: the shared extension over a Node language client.
import type { ChildProcess } from 'node:child_process';
import type * as vscode from 'vscode';
import * as extension from '../extension';
import { createClient } from './client';

/** Server processes this extension started that have not exited. */
const processes = new Set<ChildProcess>();

/** `early`: the server process the entry forked before this bundle loaded, at `activated`. */
export function activate(context: vscode.ExtensionContext, early?: ChildProcess, activated = Date.now()): Promise<extension.VerbatimApi> {
	return extension.activate(context, {
		create: (log, middleware) => createClient(context, log, { early, processes, middleware }),
		end: endServers,
	}, activated);
}

export function deactivate(): Promise<void> {
	return extension.deactivate();
}

/** Kills every server process still alive: one that missed `exit`, or whose client never started, must not outlive the extension. */
function endServers(): void {
	for (const child of processes) {
		child.kill();
	}
}
