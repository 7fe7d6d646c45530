import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import { fixAllRequest, type FixAllParams, type FixAllResponse } from '../../../server/src/protocol';

/**
 * "Fix All Safe Problems": every fix that keeps the writer's words, across
 * the workspace, applied at once as one workspace edit (one undo), and said
 * in a message. No change asks for confirmation: VS Code's refactor preview
 * would list them all unticked, and "apply" would then change nothing.
 * Resolves to the number of citations fixed.
 */
export function registerFixAll(client: BaseLanguageClient): vscode.Disposable {
	return vscode.commands.registerCommand('verbatim.fixAll', async () => {
		const result = await vscode.window.withProgress(
			{ location: vscode.ProgressLocation.Notification, title: 'Verbatim: finding safe fixes…' },
			() => client.sendRequest<FixAllResponse>(fixAllRequest, { confirm: false } satisfies FixAllParams));
		if (!result.fixes) {
			void vscode.window.showInformationMessage('Verbatim: nothing to fix safely: every pin and range is current.');
			return 0;
		}
		const edit = await client.protocol2CodeConverter.asWorkspaceEdit(result.edit);
		const applied = await vscode.workspace.applyEdit(edit, { isRefactoring: true });
		if (!applied) {
			void vscode.window.showErrorMessage('Verbatim: the fixes were not applied (a note changed meanwhile); run Fix All Safe Problems again.');
			return 0;
		}
		const citations = result.fixes === 1 ? '1 citation' : `${result.fixes} citations`;
		const notes = result.notes === 1 ? '1 note' : `${result.notes} notes`;
		void vscode.window.showInformationMessage(`Verbatim: fixed ${citations} in ${notes}. Undo restores them.`);
		return result.fixes;
	});
}
