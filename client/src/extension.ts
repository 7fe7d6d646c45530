import * as vscode from 'vscode';
import type { BaseLanguageClient, Middleware } from 'vscode-languageclient';
import { checkWorkspaceRequest, statusNotification, type CheckWorkspaceResponse, type StatusParams } from '../../server/src/protocol';
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

let client: BaseLanguageClient | undefined;
let ending: (() => void) | undefined;

/**
 * How an entry starts the language server: a forked Node process on the
 * desktop (node/main.ts), a Web Worker in the browser (web/main.ts).
 */
export interface ClientStarter {
	create(log: vscode.LogOutputChannel, middleware: Middleware): BaseLanguageClient;
	/** Ends what the entry started that may outlive the client (server processes). */
	end?(): void;
}

/** What the extension gives VS Code's Markdown preview (`markdown.markdownItPlugins`). */
export interface VerbatimApi {
	extendMarkdownIt: ReturnType<typeof verdictPlugin>;
}

/** The extension, whichever entry started it; `activated`: when the entry was activated. */
export async function activate(context: vscode.ExtensionContext, starter: ClientStarter, activated = Date.now()): Promise<VerbatimApi> {
	const status = new StatusBar();
	context.subscriptions.push(log, status);
	ending = starter.end;
	client = starter.create(log, startupTimes(activated));
	context.subscriptions.push(
		vscode.commands.registerCommand('verbatim.showOutput', () => log.show()),
		vscode.commands.registerCommand('verbatim.restartServer', async () => {
			log.info('restarting the language server');
			await restart();
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
		registerPaste(client, log),
		new CitedPassageView(client),
		...registerPdfCommands(client),
		vscode.workspace.onDidGrantWorkspaceTrust(async () => {
			log.info('workspace trusted: restarting the language server with full project discovery');
			await restart();
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
		// A failed activation is never deactivated: end the server here.
		ending?.();
		throw e;
	}
}

/** Stops the server and starts a new one (either entry's client: the browser's has no `restart`). */
async function restart(): Promise<void> {
	await client?.stop();
	await client?.start();
}

export async function deactivate(): Promise<void> {
	try {
		await client?.stop();
	} finally {
		ending?.();
	}
}
