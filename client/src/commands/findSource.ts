import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import { findSourceRequest, type FindSourceParams, type FindSourceResponse } from '../../../server/src/protocol';

/**
 * "Find source…": asks the server where the unattributed quote at a position
 * occurs, and attributes it: at once when there is one source, through a
 * quick pick (file, lines, context) when there are two to ten.
 */
export function registerFindSource(client: BaseLanguageClient): vscode.Disposable {
	return vscode.commands.registerCommand('verbatim.findSource', async (uri?: string, position?: vscode.Position | { line: number; character: number }) => {
		const editor = vscode.window.activeTextEditor;
		const target = uri ?? editor?.document.uri.toString();
		const at = position ?? editor?.selection.active;
		if (!target || !at) {
			return undefined;
		}
		const params: FindSourceParams = { textDocument: { uri: target }, position: { line: at.line, character: at.character } };
		const result = await client.sendRequest<FindSourceResponse>(findSourceRequest, params);
		if (result.kind !== 'ok') {
			void vscode.window.showInformationMessage(`Verbatim: ${result.message}`);
			return result.kind;
		}
		const choices = result.candidates.filter(c => c.edit);
		const chosen = choices.length === 1 ? choices[0] : (await vscode.window.showQuickPick(choices.map(c => ({
			label: `${c.source}:${c.startLine}${c.endLine !== c.startLine ? `-${c.endLine}` : ''}`,
			detail: c.context,
			candidate: c,
		})), { placeHolder: `The quote occurs in ${choices.length} places: which one does it cite?`, matchOnDetail: true }))?.candidate;
		if (!chosen?.edit) {
			return undefined;
		}
		const edit = await client.protocol2CodeConverter.asWorkspaceEdit(chosen.edit);
		return await vscode.workspace.applyEdit(edit) ? chosen.source : undefined;
	});
}
