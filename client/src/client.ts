import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';

/** The language client for the bundled server (dist/server.js), over IPC. */
export function createClient(context: vscode.ExtensionContext, outputChannel: vscode.OutputChannel): LanguageClient {
	const module = context.asAbsolutePath('dist/server.js');
	const serverOptions: ServerOptions = {
		run: { module, transport: TransportKind.ipc },
		debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009'] } },
	};
	const clientOptions: LanguageClientOptions = {
		documentSelector: [{ scheme: 'file', language: 'markdown' }],
		synchronize: {
			configurationSection: 'verbatim',
			// Sources may be any file; verbatim.json changes reload the project.
			fileEvents: vscode.workspace.createFileSystemWatcher('**/*'),
		},
		outputChannel,
		// Untrusted: the server keeps each project to its folder (no verbatim.json or Git tree above it).
		// findSourceCommand: 2–10 sources become one "Find source…" action that opens a quick pick.
		initializationOptions: { trusted: vscode.workspace.isTrusted, findSourceCommand: 'verbatim.findSource' },
	};
	return new LanguageClient('verbatim', 'Verbatim', serverOptions, clientOptions);
}
