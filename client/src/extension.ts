import type { ChildProcess } from 'node:child_process';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { checkWorkspaceRequest, statusNotification, type CheckWorkspaceResponse, type StatusParams } from '../../server/src/protocol';
import { createClient } from './client';
import { startupTimes } from './startupTimes';
import { registerCitationCommands } from './commands/citations';
import { registerFindSource } from './commands/findSource';
import { registerFixAll } from './commands/fixAll';
import { registerPaste } from './paste';
import { VerdictCache } from './preview';
import { verdictPlugin } from './previewTokens';
import { CitedPassageView } from './sideView';
import { registerPdfCommands } from './commands/pdf';
import { log } from './log';
import { StatusBar } from './statusBar';

let client: LanguageClient | undefined;
/** Server processes this extension started that have not exited. */
const processes = new Set<ChildProcess>();

/** What the extension gives VS Code's Markdown preview (`markdown.markdownItPlugins`). */
export interface VerbatimApi {
	extendMarkdownIt: ReturnType<typeof verdictPlugin>;
}

/** `early`: the server process the entry (start.ts) forked before this bundle loaded, at `activated`. */
export async function activate(context: vscode.ExtensionContext, early?: ChildProcess, activated = Date.now()): Promise<VerbatimApi> {
	const status = new StatusBar();
	context.subscriptions.push(log, status);
	client = createClient(context, log, { early, processes, middleware: startupTimes(activated) });
	context.subscriptions.push(
		vscode.commands.registerCommand('verbatim.showOutput', () => log.show()),
		vscode.commands.registerCommand('verbatim.restartServer', async () => {
			log.info('restarting the language server');
			await client?.restart();
		}),
		vscode.commands.registerCommand('verbatim.checkWorkspace', async () => {
			const r = await client?.sendRequest<CheckWorkspaceResponse>(checkWorkspaceRequest);
			if (r) {
				void vscode.window.showInformationMessage(`Verbatim: ${r.citations} citation(s) in ${r.notes} note(s): ${r.verified} verified, ${r.failing} failing.`);
			}
		}),
		...registerCitationCommands(client),
		registerFindSource(client),
		registerFixAll(client),
		registerPaste(client),
		new CitedPassageView(client),
		...registerPdfCommands(client),
		vscode.workspace.onDidGrantWorkspaceTrust(async () => {
			log.info('workspace trusted: restarting the language server with full project discovery');
			await client?.restart();
		}),
	);
	const verdicts = new VerdictCache(client);
	context.subscriptions.push(verdicts);
	const api: VerbatimApi = { extendMarkdownIt: verdictPlugin(uri => verdicts.get(uri)) };
	try {
		// Timings only (npm run bench:editor): the client bundle is loaded and the client starts.
		log.info(`startup.clientStarting ${JSON.stringify({ at: Date.now(), activatedAt: activated })}`);
		await client.start();
		context.subscriptions.push(client.onNotification(statusNotification, (s: StatusParams) => status.update(s)));
		// Timings only: how long the server took to spawn, load its bundle and answer `initialize`.
		log.info(`Verbatim ${context.extension.packageJSON.version as string} started (activation to server ready: ${Date.now() - activated} ms)`);
		return api;
	} catch (e) {
		void vscode.window.showErrorMessage(`Verbatim could not start its language server: ${(e as Error).message}`);
		// A failed activation is never deactivated: end the server process here.
		endServers();
		throw e;
	}
}

export async function deactivate(): Promise<void> {
	try {
		await client?.stop();
	} finally {
		endServers();
	}
}

/** Kills every server process still alive: one that missed `exit`, or whose client never started, must not outlive the extension. */
function endServers(): void {
	for (const child of processes) {
		child.kill();
	}
}
