import * as vscode from 'vscode';
import type { DocumentSelector, LanguageClientOptions, Middleware } from 'vscode-languageclient';

/**
 * The language client's options, the same for the Node and the browser
 * entries but for which documents are notes: `file:` ones on the desktop,
 * those of the workspace folders' file systems in the browser.
 */
export function clientOptions(documentSelector: DocumentSelector, outputChannel: vscode.OutputChannel, middleware: Middleware | undefined, extra: Record<string, unknown> = {}): LanguageClientOptions {
	return {
		documentSelector,
		synchronize: {
			configurationSection: 'verbatim',
			// Sources may be any file; verbatim.json changes reload the project.
			fileEvents: vscode.workspace.createFileSystemWatcher('**/*'),
		},
		outputChannel,
		middleware,
		// Untrusted: the server keeps each project to its folder (no verbatim.json or Git tree above it).
		// findSourceCommand: 2–10 sources become one "Find source…" action that opens a quick pick.
		// repositories: the clones the user grants (a machine-scope setting, never a workspace's), known before any project loads.
		initializationOptions: {
			trusted: vscode.workspace.isTrusted, findSourceCommand: 'verbatim.findSource',
			repositories: vscode.workspace.getConfiguration('verbatim').get<Record<string, string>>('repositories', {}),
			...extra,
		},
	};
}
