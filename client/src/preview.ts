import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { verdictsRequest, type Verdict, type VerdictsParams, type VerdictsResponse } from '../../server/src/protocol';


/**
 * Verdicts of notes for the Markdown preview, asked of the server: the
 * markdown-it rule runs synchronously, so a preview of a note not seen yet
 * renders plain, asks, and refreshes once the verdicts arrive.
 */
export class VerdictCache implements vscode.Disposable {
	readonly #verdicts = new Map<string, readonly Verdict[]>();
	readonly #asking = new Set<string>();
	readonly #client: LanguageClient;
	readonly #subscriptions: vscode.Disposable[] = [];

	constructor(client: LanguageClient) {
		this.#client = client;
		this.#subscriptions.push(
			vscode.workspace.onDidChangeTextDocument(e => this.#verdicts.delete(e.document.uri.toString())),
			vscode.languages.onDidChangeDiagnostics(e => {
				// A recheck finished: verdicts of those notes may have changed.
				if (e.uris.some(u => this.#verdicts.delete(u.toString()))) {
					void vscode.commands.executeCommand('markdown.preview.refresh');
				}
			}),
		);
	}

	/** The verdicts known for a note; when none are known yet, asks for them and refreshes the preview after. */
	get(uri: string): readonly Verdict[] | undefined {
		const known = this.#verdicts.get(uri);
		if (!known && !this.#asking.has(uri)) {
			this.#asking.add(uri);
			const params: VerdictsParams = { textDocument: { uri } };
			void this.#client.sendRequest<VerdictsResponse>(verdictsRequest, params).then(r => {
				this.#verdicts.set(uri, r.verdicts);
				void vscode.commands.executeCommand('markdown.preview.refresh');
			}, () => undefined).finally(() => this.#asking.delete(uri));
		}
		return known;
	}

	dispose(): void {
		this.#subscriptions.forEach(s => s.dispose());
	}
}
