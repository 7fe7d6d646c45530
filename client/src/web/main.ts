// The browser entry (package.json `browser`, dist/web/extension.js): the
// same extension as on the desktop, its language server in a Web Worker and
// its files read through the editor (VS Code for the Web, github.dev,
// code-server's web worker extension host).
import * as vscode from 'vscode';
import { clientOptions } from '../clientOptions';
import * as extension from '../extension';
import { WebLanguageClient } from './client';
import { answerFileRequests } from './files';

export function activate(context: vscode.ExtensionContext): Promise<extension.VerbatimApi> {
	const activated = Date.now();
	return extension.activate(context, {
		create: (log, middleware) => {
			// Notes of every workspace folder's file system (vscode-vfs on github.dev, a test's vscode-test-web, file).
			const schemes = [...new Set(['file', ...(vscode.workspace.workspaceFolders ?? []).map(f => f.uri.scheme)])];
			// webChunks: where a server in a Worker loads the parts only some notes need (server/src/lsp/chunks.ts).
			const webChunks = `${vscode.Uri.joinPath(context.extensionUri, 'dist', 'web', 'chunks').toString(true)}/`;
			const client = new WebLanguageClient(clientOptions(schemes.map(scheme => ({ scheme, language: 'markdown' })), log, middleware, { webChunks }), context.extensionUri, log);
			context.subscriptions.push(...answerFileRequests(client));
			return client;
		},
	}, activated);
}

export function deactivate(): Promise<void> {
	return extension.deactivate();
}
