import * as vscode from 'vscode';
import type { StatusParams } from '../../server/src/protocol';

/** Verified and failing citation counts; a click opens the Problems view. */
export class StatusBar implements vscode.Disposable {
	readonly #item = vscode.window.createStatusBarItem('verbatim.status', vscode.StatusBarAlignment.Left, 10);

	constructor() {
		this.#item.name = 'Verbatim';
		this.#item.command = 'workbench.actions.view.problems';
		this.#item.text = '$(quote) Verbatim';
		this.#item.tooltip = 'Verbatim: starting';
		this.#item.show();
	}

	update(s: StatusParams): void {
		this.#item.text = `$(quote) ${s.verified} verified${s.failing ? `, ${s.failing} failing` : ''}${s.checking ? ' $(sync~spin)' : ''}`;
		this.#item.tooltip = `Verbatim: ${s.verified} citation(s) verified, ${s.failing} failing. Click to open Problems.`;
		this.#item.backgroundColor = s.failing ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
	}

	dispose(): void {
		this.#item.dispose();
	}
}
