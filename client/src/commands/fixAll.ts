import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { fixAllRequest, type FixAllParams, type FixAllResponse } from '../../../server/src/protocol';

/**
 * "Fix All Safe Problems": every fix that keeps the writer's words, across
 * the workspace, as one workspace edit (one undo). Each change carries an
 * annotation that needs confirmation, so VS Code shows the refactor preview
 * first; `{ preview: false }` applies without it.
 */
export function registerFixAll(client: LanguageClient): vscode.Disposable {
	return vscode.commands.registerCommand('verbatim.fixAll', async (options?: { preview?: boolean }) => {
		const result = await vscode.window.withProgress(
			{ location: vscode.ProgressLocation.Notification, title: 'Verbatim: finding safe fixes…' },
			() => client.sendRequest<FixAllResponse>(fixAllRequest, { confirm: options?.preview !== false } satisfies FixAllParams));
		if (!result.fixes) {
			void vscode.window.showInformationMessage('Verbatim: no safe fixes to apply (pins, re-pins and ranges are all current).');
			return 0;
		}
		const edit = await client.protocol2CodeConverter.asWorkspaceEdit(result.edit);
		const applied = await vscode.workspace.applyEdit(edit, { isRefactoring: true });
		if (applied) {
			void vscode.window.setStatusBarMessage(`Verbatim: ${result.fixes} fix(es) in ${result.notes} note(s)`, 5000);
		}
		return applied ? result.fixes : 0;
	});
}
