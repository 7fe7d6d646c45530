import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import {
	citedPassageRequest, gitBlobRequest, gitBlobScheme,
	type CitedPassageParams, type CitedPassageResponse, type GitBlobResponse,
} from '../../server/src/protocol';

/**
 * "Open Cited Passage to the Side": the cited source opens beside the note
 * with the quote's occurrences highlighted (each one, for an ambiguous quote;
 * where it stands now, for a source changed since it was pinned; the nearest
 * passage for a quote not found), and follows the cursor from citation to
 * citation until the source editor is closed. A citation at a Git commit
 * opens the file as it was at that commit, read-only; a PDF opens as its
 * canonical text. When there is nothing to mark or to show, a message says why.
 */
export class CitedPassageView implements vscode.Disposable {
	readonly #client: BaseLanguageClient;
	readonly #decoration = vscode.window.createTextEditorDecorationType({
		backgroundColor: new vscode.ThemeColor('editor.findMatchHighlightBackground'),
		border: '1px solid',
		borderColor: new vscode.ThemeColor('editor.findMatchBorder'),
		overviewRulerColor: new vscode.ThemeColor('editorOverviewRuler.findMatchForeground'),
		overviewRulerLane: vscode.OverviewRulerLane.Center,
	});
	#following: { note: string; source?: vscode.TextEditor } | undefined;
	#timer: ReturnType<typeof setTimeout> | undefined;
	readonly #subscriptions: vscode.Disposable[] = [];

	constructor(client: BaseLanguageClient) {
		this.#client = client;
		this.#subscriptions.push(
			vscode.commands.registerCommand('verbatim.openCitedPassage', () => this.open()),
			vscode.workspace.registerTextDocumentContentProvider(gitBlobScheme, {
				provideTextDocumentContent: async uri => {
					const r = await this.#client.sendRequest<GitBlobResponse>(gitBlobRequest, { uri: uri.toString() });
					return r.kind === 'ok' ? r.text : `Verbatim: ${r.message}\n`;
				},
			}),
			vscode.window.onDidChangeTextEditorSelection(e => this.#cursorMoved(e)),
			vscode.window.onDidChangeVisibleTextEditors(editors => {
				const source = this.#following?.source;
				if (source && !editors.some(e => e.document === source.document)) {
					this.#following = undefined;
				}
			}),
		);
	}

	/** Opens the passage of the citation under the cursor; resolves to the highlighted ranges (empty when there is none). */
	async open(editor = vscode.window.activeTextEditor): Promise<vscode.Range[]> {
		if (!editor || editor.document.languageId !== 'markdown') {
			return [];
		}
		const shown = await this.#show(editor, true);
		if (!shown) {
			void vscode.window.showInformationMessage('Verbatim: there is no citation under the cursor. Put the cursor in a quote or its attribution.');
			return [];
		}
		return shown;
	}

	/** Shows the passage of the citation under the cursor; undefined when there is no citation there. `asked`: the writer ran the command. */
	async #show(editor: vscode.TextEditor, asked: boolean): Promise<vscode.Range[] | undefined> {
		const params: CitedPassageParams = { textDocument: { uri: editor.document.uri.toString() }, position: editor.selection.active };
		const passage = await this.#client.sendRequest<CitedPassageResponse>(citedPassageRequest, params);
		if (!passage) {
			return undefined;
		}
		if (!passage.sourceUri) {
			// Nothing to open: the side view must not go on showing the previous citation's passage as if it were this one's.
			this.#following?.source?.setDecorations(this.#decoration, []);
			this.#say(passage.explain ?? `nothing to show: ${passage.message}`, asked);
			return [];
		}
		if (passage.explain) {
			this.#say(passage.explain, asked);
		}
		const doc = await vscode.workspace.openTextDocument(vscode.Uri.parse(passage.sourceUri));
		const column = this.#following?.source?.viewColumn ?? vscode.ViewColumn.Beside;
		const source = await vscode.window.showTextDocument(doc, { viewColumn: column, preserveFocus: true, preview: true });
		const ranges = passage.ranges.map(r => this.#client.protocol2CodeConverter.asRange(r));
		source.setDecorations(this.#decoration, ranges);
		if (ranges[0]) {
			source.revealRange(ranges[0], vscode.TextEditorRevealType.InCenterIfOutsideViewport);
		}
		this.#following = { note: editor.document.uri.toString(), source };
		return ranges;
	}

	/** While following, a cursor that moves to another citation of the note moves the side view with it. */
	#cursorMoved(e: vscode.TextEditorSelectionChangeEvent): void {
		if (!this.#following || e.textEditor.document.uri.toString() !== this.#following.note) {
			return;
		}
		clearTimeout(this.#timer);
		this.#timer = setTimeout(() => void this.#show(e.textEditor, false).catch(() => undefined), 150);
	}

	/** A message when the writer asked; while following the cursor, a status-bar note that does not pile up. */
	#say(text: string, asked: boolean): void {
		const message = `Verbatim: ${text.replace(/^Verbatim: /, '')}`;
		if (asked) {
			void vscode.window.showInformationMessage(message);
		} else {
			void vscode.window.setStatusBarMessage(message, 6000);
		}
	}

	dispose(): void {
		clearTimeout(this.#timer);
		this.#decoration.dispose();
		this.#subscriptions.forEach(s => s.dispose());
	}
}
