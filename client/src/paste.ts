import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import { quoteRequest, type QuoteParams, type QuoteResponse } from '../../server/src/protocol';

/** What the copy side records: the file and lines the text was copied from. */
interface CopiedFrom {
	readonly uri: string;
	readonly text: string;
	/** 1-based line the copy started on, to choose among repeated occurrences. */
	readonly line: number;
}

const mime = 'application/vnd.verbatim.copied-from';
/** The kind of the paste edit; made when registering, since editors before 1.97 (VS Code for the Web 1.91 among them) lack the API. */
const citationPasteKind = (): vscode.DocumentDropOrPasteEditKind => vscode.DocumentDropOrPasteEditKind.Text.append('verbatim', 'citation');

/** The schemes of the files a writer copies from and pastes into: the workspace folders', of any file system. */
function workspaceSchemes(): string[] {
	return [...new Set(['file', ...(vscode.workspace.workspaceFolders ?? []).map(f => f.uri.scheme)])];
}

/**
 * "Paste as Verbatim citation" (VS Code's document paste API): copying from
 * any file records where the text came from; pasting it into a Markdown note
 * offers the constructor's citation of it, built and verified by the server.
 * Plain paste stays first unless `verbatim.paste.asCitation` is `default`.
 */
export class CitationPasteProvider implements vscode.DocumentPasteEditProvider {
	readonly #client: BaseLanguageClient;

	constructor(client: BaseLanguageClient) {
		this.#client = client;
	}

	prepareDocumentPaste(document: vscode.TextDocument, ranges: readonly vscode.Range[], dataTransfer: vscode.DataTransfer): void {
		const range = ranges[0];
		if (ranges.length !== 1 || !range || range.isEmpty || !workspaceSchemes().includes(document.uri.scheme)) {
			return;
		}
		const copied: CopiedFrom = { uri: document.uri.toString(), text: document.getText(range), line: range.start.line + 1 };
		dataTransfer.set(mime, new vscode.DataTransferItem(JSON.stringify(copied)));
	}

	async provideDocumentPasteEdits(document: vscode.TextDocument, ranges: readonly vscode.Range[], dataTransfer: vscode.DataTransfer, _context: vscode.DocumentPasteEditContext, token: vscode.CancellationToken): Promise<vscode.DocumentPasteEdit[] | undefined> {
		const setting = vscode.workspace.getConfiguration('verbatim', document).get<'offer' | 'default' | 'off'>('paste.asCitation', 'offer');
		const raw = await dataTransfer.get(mime)?.asString();
		if (setting === 'off' || !raw || document.languageId !== 'markdown') {
			return undefined;
		}
		const copied = JSON.parse(raw) as CopiedFrom;
		const pasted = await dataTransfer.get('text/plain')?.asString();
		// Only the text that was copied: something else on the clipboard is not a quote of that file.
		if (copied.uri === document.uri.toString() || (pasted !== undefined && pasted !== copied.text)) {
			return undefined;
		}
		const params: QuoteParams = { sourceUri: copied.uri, text: copied.text, noteUri: document.uri.toString() };
		const result = await this.#client.sendRequest<QuoteResponse>(quoteRequest, params, token);
		if (token.isCancellationRequested || result.kind !== 'ok') {
			return undefined;
		}
		const chosen = result.occurrences.find(o => o.startLine <= copied.line && copied.line <= o.endLine) ?? result.occurrences[0];
		if (!chosen) {
			return undefined;
		}
		const edit = new vscode.DocumentPasteEdit(blockAt(document, ranges[0]!.start, chosen.citation), 'Paste as Verbatim citation', citationPasteKind());
		if (setting !== 'default') {
			edit.yieldTo = [vscode.DocumentDropOrPasteEditKind.Text];
		}
		return [edit];
	}
}

/** The citation as its own block: blank lines around it unless the paste is already at a line of its own. */
function blockAt(document: vscode.TextDocument, at: vscode.Position, citation: string): string {
	const line = document.lineAt(at.line).text;
	const before = line.slice(0, at.character).trim() ? '\n\n' : '';
	const after = line.slice(at.character).trim() ? '\n' : '';
	return `${before}${citation}${after}`;
}

/** The paste provider, where the editor has the API (1.97 and later); elsewhere nothing, and a line in the log. */
export function registerPaste(client: BaseLanguageClient, log: vscode.LogOutputChannel): vscode.Disposable {
	if (typeof vscode.languages.registerDocumentPasteEditProvider !== 'function' || typeof vscode.DocumentDropOrPasteEditKind?.Text?.append !== 'function') {
		log.info('paste as citation: this editor has no document paste API; Copy Selection as Citation and Insert Citation work');
		return new vscode.Disposable(() => undefined);
	}
	return vscode.languages.registerDocumentPasteEditProvider(workspaceSchemes().map(scheme => ({ scheme })), new CitationPasteProvider(client), {
		copyMimeTypes: [mime],
		pasteMimeTypes: [mime],
		providedPasteEditKinds: [citationPasteKind()],
	});
}
