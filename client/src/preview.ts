import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import { verdictsRequest, type Verdict, type VerdictsParams, type VerdictsResponse } from '../../server/src/protocol';

/** Refreshes asked for, after verdicts arrive, before the preview is taken to have missed them for good. */
const maxRefreshes = 6;

/** Whether a Markdown preview is open in any editor group (its tab is a webview of the built-in extension's). */
function previewOpen(): boolean {
	return vscode.window.tabGroups.all.some(g => g.tabs.some(t => t.input instanceof vscode.TabInputWebview && t.input.viewType.includes('markdown.preview')));
}

/**
 * Verdicts of notes for the Markdown preview, asked of the server: the
 * markdown-it rule runs synchronously, so a preview of a note not seen yet
 * renders plain, asks, and refreshes once the verdicts arrive.
 *
 * A refresh can be lost: VS Code drops one that comes while the preview's
 * first update is pending, and a request made before the server is up
 * fails. So each render says which verdicts it used (`get`), a refresh is
 * repeated, with growing pauses, until a render has used the newest ones,
 * a failed request is asked again, and every note a preview has shown is
 * refreshed when its findings change.
 */
export class VerdictCache implements vscode.Disposable {
	readonly #verdicts = new Map<string, { verdicts: readonly Verdict[]; generation: number }>();
	readonly #asking = new Set<string>();
	/** Notes a preview rendered, and the generation of verdicts their last render used (0: none). */
	readonly #rendered = new Map<string, number>();
	#generation = 0;
	readonly #timers = new Set<ReturnType<typeof setTimeout>>();
	readonly #client: BaseLanguageClient;
	readonly #subscriptions: vscode.Disposable[] = [];

	constructor(client: BaseLanguageClient) {
		this.#client = client;
		this.#subscriptions.push(
			vscode.workspace.onDidChangeTextDocument(e => this.#verdicts.delete(e.document.uri.toString())),
			vscode.languages.onDidChangeDiagnostics(e => {
				// A recheck finished: verdicts of those notes may have changed; ask again for any a preview shows.
				// With no preview open none does (a preview opened later renders, and asks, afresh): nothing to ask on every keystroke.
				if (this.#rendered.size && !previewOpen()) {
					this.#rendered.clear();
				}
				const shown = e.uris.map(u => u.toString()).filter(u => this.#rendered.has(u));
				for (const uri of shown) {
					this.#verdicts.delete(uri);
					this.#ask(uri);
				}
			}),
		);
	}

	/** The verdicts known for a note, as a render uses them; when none are known yet, asks for them and refreshes the preview after. */
	get(uri: string): readonly Verdict[] | undefined {
		const known = this.#verdicts.get(uri);
		this.#rendered.set(uri, known?.generation ?? 0);
		if (!known) {
			this.#ask(uri);
		}
		return known?.verdicts;
	}

	#ask(uri: string, attempt = 0): void {
		if (this.#asking.has(uri)) {
			return;
		}
		this.#asking.add(uri);
		const params: VerdictsParams = { textDocument: { uri } };
		void this.#client.sendRequest<VerdictsResponse>(verdictsRequest, params).then(r => {
			this.#asking.delete(uri);
			const generation = ++this.#generation;
			this.#verdicts.set(uri, { verdicts: r.verdicts, generation });
			this.#refreshUntilRendered(uri, generation, 0);
		}, () => {
			this.#asking.delete(uri);
			// The server may not be up yet, or was restarting: ask again a little later.
			if (attempt < 5) {
				this.#later(() => this.#ask(uri, attempt + 1), 500 * 2 ** attempt);
			}
		});
	}

	/** Refreshes the preview until a render of the note has used these verdicts (or newer ones came, or it is no longer shown). */
	#refreshUntilRendered(uri: string, generation: number, attempt: number): void {
		void vscode.commands.executeCommand('markdown.preview.refresh');
		this.#later(() => {
			const current = this.#verdicts.get(uri)?.generation === generation;
			if (current && (this.#rendered.get(uri) ?? generation) < generation && attempt + 1 < maxRefreshes) {
				this.#refreshUntilRendered(uri, generation, attempt + 1);
			}
		}, 400 * (attempt + 1));
	}

	#later(fn: () => void, ms: number): void {
		const timer = setTimeout(() => {
			this.#timers.delete(timer);
			fn();
		}, ms);
		this.#timers.add(timer);
	}

	dispose(): void {
		this.#timers.forEach(clearTimeout);
		this.#subscriptions.forEach(s => s.dispose());
	}
}
