import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { quoteRequest, type QuoteParams, type QuoteResponse, type QuoteResponseOccurrence } from '../../../server/src/protocol';

/** Asks the server for citations of the current selection; resolves ambiguity with a quick pick. */
async function citationForSelection(client: LanguageClient, noteUri?: vscode.Uri, form: CitationForm = 'blockquote'): Promise<string | undefined> {
	const editor = vscode.window.activeTextEditor;
	if (!editor || editor.selection.isEmpty) {
		void vscode.window.showWarningMessage('Verbatim: select the passage of the source to cite first.');
		return undefined;
	}
	const params: QuoteParams = { sourceUri: editor.document.uri.toString(), text: editor.document.getText(editor.selection), noteUri: noteUri?.toString(), form };
	const result = await client.sendRequest<QuoteResponse>(quoteRequest, params);
	if (result.kind === 'error') {
		void vscode.window.showErrorMessage(`Verbatim: ${result.message}`);
		return undefined;
	}
	if (result.occurrences.length === 1) {
		return result.occurrences[0]!.citation;
	}
	// Prefer the occurrence the selection is on; otherwise let the writer choose.
	const selectedLine = editor.selection.start.line + 1;
	const here = result.occurrences.find(o => o.startLine <= selectedLine && selectedLine <= o.endLine && result.occurrences.filter(x => x.startLine === o.startLine).length === 1);
	if (here) {
		return here.citation;
	}
	const pick = await vscode.window.showQuickPick(result.occurrences.map((o: QuoteResponseOccurrence) => ({
		label: `Occurrence ${o.occurrence}: line ${o.startLine}${o.endLine !== o.startLine ? `-${o.endLine}` : ''}`,
		detail: o.context,
		occurrence: o,
	})), { placeHolder: 'The selection occurs more than once: which occurrence do you cite?' });
	return pick?.occurrence.citation;
}

type CitationForm = NonNullable<QuoteParams['form']>;

/** The note to insert into: open notes first, then the workspace's Markdown files. */
async function pickNote(source: vscode.Uri | undefined): Promise<{ uri: vscode.Uri } | undefined> {
	const notes = vscode.workspace.textDocuments.filter(d => d.languageId === 'markdown' && d.uri.toString() !== source?.toString());
	const recent = await vscode.workspace.findFiles('**/*.md', '**/node_modules/**', 200);
	const seen = new Set(notes.map(n => n.uri.toString()));
	const choices = [...notes.map(n => n.uri), ...recent.filter(u => !seen.has(u.toString()) && u.toString() !== source?.toString())];
	return vscode.window.showQuickPick(choices.map(uri => ({ label: vscode.workspace.asRelativePath(uri), uri })), { placeHolder: 'Insert the citation into which note?' });
}

/** The citation form to write: an argument of the command, else the writer's choice. */
async function chooseForm(options: { form?: CitationForm } | undefined): Promise<CitationForm | undefined> {
	if (options?.form) {
		return options.form;
	}
	const pick = await vscode.window.showQuickPick([
		{ label: 'Attributed blockquote', description: '> the passage, then > --- `path:lines` @ `sha256:…`', form: 'blockquote' as const },
		{ label: 'Lead-in', description: '(link, verbatim): ends your sentence; the passage follows as a blockquote', form: 'lead-in' as const },
	], { placeHolder: 'Which citation form?' });
	return pick?.form;
}

export function registerCitationCommands(client: LanguageClient): vscode.Disposable[] {
	return [
		vscode.commands.registerCommand('verbatim.copyAsCitation', async () => {
			const citation = await citationForSelection(client);
			if (citation) {
				await vscode.env.clipboard.writeText(citation);
				void vscode.window.setStatusBarMessage('Verbatim: citation copied', 3000);
			}
		}),
		vscode.commands.registerCommand('verbatim.insertCitation', async (options?: { form?: CitationForm; note?: vscode.Uri }) => {
			const source = vscode.window.activeTextEditor?.document.uri;
			const pick = options?.note ? { uri: options.note } : await pickNote(source);
			if (!pick) {
				return;
			}
			const form = await chooseForm(options);
			const citation = form && await citationForSelection(client, pick.uri, form);
			if (!citation) {
				return;
			}
			const doc = await vscode.workspace.openTextDocument(pick.uri);
			const editor = await vscode.window.showTextDocument(doc);
			const position = editor.selection.active;
			const atLineStart = position.character === 0;
			const lineEnd = position.translate(0, doc.lineAt(position.line).text.length - position.character);
			// A lead-in ends the writer's sentence on its line; a blockquote starts a block of its own.
			const separator = atLineStart ? '' : form === 'lead-in' ? (/\s$/.test(doc.lineAt(position.line).text) ? '' : ' ') : '\n\n';
			await editor.edit(b => b.insert(atLineStart ? position : lineEnd, `${separator}${citation}`));
		}),
	];
}
