import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import {
	pdfTextRequest, pdfTextScheme, renderPdfRequest,
	type PdfTextResponse, type RenderPdfParams, type RenderPdfResponse,
} from '../../../server/src/protocol';

/** The text document of a document (a PDF, a web page, a Word document): its canonical text, read-only, a PDF's with a marker line before each page. */
export function pdfTextUri(pdf: vscode.Uri): vscode.Uri {
	return vscode.Uri.from({ scheme: pdfTextScheme, path: `${pdf.path}.txt` });
}

/**
 * PDFs as text: a read-only document per PDF (its canonical text, from the
 * server, so it is the text citations are checked against), a command to
 * open it, and one to create the canonical text (`verbatim render`).
 */
export function registerPdfCommands(client: BaseLanguageClient): vscode.Disposable[] {
	const changed = new vscode.EventEmitter<vscode.Uri>();
	const provider: vscode.TextDocumentContentProvider = {
		onDidChange: changed.event,
		async provideTextDocumentContent(uri) {
			const r = await client.sendRequest<PdfTextResponse>(pdfTextRequest, { uri: uri.toString() });
			return r.kind === 'ok' ? r.text : `Verbatim: ${r.message}\n`;
		},
	};
	const render = async (pdf?: vscode.Uri | RenderPdfParams): Promise<void> => {
		const target = pdf ?? await pickPdf();
		if (!target) {
			return;
		}
		// A PDF cited at a commit comes as the server's own parameters (the quick fix's argument).
		const params: RenderPdfParams = target instanceof vscode.Uri ? { uri: target.toString() } : target;
		const r = await client.sendRequest<RenderPdfResponse>(renderPdfRequest, params);
		if (r.ok) {
			if (target instanceof vscode.Uri) {
				changed.fire(pdfTextUri(target));
			}
			void vscode.window.setStatusBarMessage(`Verbatim: ${r.message}`, 5000);
		} else {
			void vscode.window.showErrorMessage(`Verbatim: ${r.message}`);
		}
	};
	return [
		changed,
		vscode.workspace.registerTextDocumentContentProvider(pdfTextScheme, provider),
		vscode.commands.registerCommand('verbatim.openPdfText', async (pdf?: vscode.Uri) => {
			const target = pdf ?? await pickPdf();
			if (target) {
				await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(pdfTextUri(target)), { preview: false });
			}
		}),
		vscode.commands.registerCommand('verbatim.renderPdf', (pdf?: vscode.Uri | string | RenderPdfParams) => render(typeof pdf === 'string' ? vscode.Uri.parse(pdf) : pdf)),
	];
}

async function pickPdf(): Promise<vscode.Uri | undefined> {
	const pdfs = await vscode.workspace.findFiles('**/*.{pdf,PDF,html,htm,docx}', '**/node_modules/**', 500);
	const pick = await vscode.window.showQuickPick(pdfs.map(uri => ({ label: vscode.workspace.asRelativePath(uri), uri })), { placeHolder: 'Which document?' });
	return pick?.uri;
}
