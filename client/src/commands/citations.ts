import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import { quoteRequest, type QuoteParams, type QuoteResponse, type QuoteResponseOccurrence } from '../../../server/src/protocol';

/** Asks the server for citations of the current selection; resolves ambiguity with a quick pick. */
async function citationForSelection(client: BaseLanguageClient, noteUri?: vscode.Uri, form: CitationForm = 'blockquote'): Promise<string | undefined> {
	const editor = selectionEditor();
	const result = editor && await client.sendRequest<QuoteResponse>(quoteRequest, quoteParams(editor, { noteUri: noteUri?.toString(), form }));
	if (!editor || !result) {
		return undefined;
	}
	if (result.kind === 'error') {
		void vscode.window.showErrorMessage(`Verbatim: ${result.message}`);
		return undefined;
	}
	const k = await pickOccurrence(editor, result.occurrences);
	return k === undefined ? undefined : result.occurrences[k]!.citation;
}

function selectionEditor(): vscode.TextEditor | undefined {
	const editor = vscode.window.activeTextEditor;
	if (!editor || editor.selection.isEmpty) {
		void vscode.window.showWarningMessage('Verbatim: select the passage of the source to cite first.');
		return undefined;
	}
	return editor;
}

function quoteParams(editor: vscode.TextEditor, extra: Partial<QuoteParams>): QuoteParams {
	return { sourceUri: editor.document.uri.toString(), text: editor.document.getText(editor.selection), ...extra };
}

/** Which occurrence is cited: the only one, the one the selection is on, else the writer's choice. */
async function pickOccurrence(editor: vscode.TextEditor, occurrences: readonly QuoteResponseOccurrence[]): Promise<number | undefined> {
	if (occurrences.length === 1) {
		return 0;
	}
	const selectedLine = editor.selection.start.line + 1;
	const here = occurrences.findIndex(o => o.startLine <= selectedLine && selectedLine <= o.endLine && occurrences.filter(x => x.startLine === o.startLine).length === 1);
	if (here >= 0) {
		return here;
	}
	const pick = await vscode.window.showQuickPick(occurrences.map((o, k) => ({
		label: `Occurrence ${o.occurrence}: ${o.endLine !== o.startLine ? `lines ${o.startLine}-${o.endLine}` : `line ${o.startLine}`}`,
		detail: o.context,
		k,
	})), { placeHolder: 'The selection occurs more than once: which occurrence do you cite?' });
	return pick?.k;
}

/** How Copy Selection as Citation pins the source: by its bytes, at the HEAD commit, or as the repository's blob URL at HEAD. */
type PinForm = 'file' | 'commit' | 'url';

/**
 * Copy Selection as Citation: the file citation and, when the file's text
 * equals its blob at HEAD (the server decides; never in an untrusted
 * workspace), the commit-pinned citation and the blob URL form too, offered in
 * a quick pick (file first). `at` chooses without asking.
 */
async function copyCitation(client: BaseLanguageClient, at: PinForm | undefined): Promise<string | undefined> {
	const editor = selectionEditor();
	if (!editor) {
		return undefined;
	}
	const ask = (extra: Partial<QuoteParams>): Thenable<QuoteResponse> => client.sendRequest<QuoteResponse>(quoteRequest, quoteParams(editor, extra));
	const [file, commit, url] = await Promise.all([ask({}), at === 'file' ? undefined : ask({ commit: 'HEAD' }), at === 'file' || at === 'commit' ? undefined : ask({ commit: 'HEAD', url: true })]);
	const forms = new Map<PinForm, QuoteResponse | undefined>([['file', file], ['commit', commit], ['url', url]]);
	const chosen = at ? forms.get(at) : file;
	if (chosen?.kind !== 'ok') {
		void vscode.window.showErrorMessage(`Verbatim: ${chosen?.message ?? 'no citation'}`);
		return undefined;
	}
	const k = await pickOccurrence(editor, chosen.occurrences);
	const offered = [...forms].flatMap(([form, r]) => (r?.kind === 'ok' && r.occurrences.length === chosen.occurrences.length && k !== undefined ? [{ form, citation: r.occurrences[k]!.citation }] : []));
	if (at || offered.length < 2) {
		return k === undefined ? undefined : chosen.occurrences[k]!.citation;
	}
	const labels: Record<PinForm, string> = { file: 'Pinned by content (sha256)', commit: 'At the HEAD commit', url: 'As the repository\'s blob URL at HEAD' };
	const pick = await vscode.window.showQuickPick(offered.map(o => ({ label: labels[o.form], detail: o.citation.split('\n').find(l => l.startsWith('> ---'))?.slice(6), citation: o.citation })), { placeHolder: 'The file equals HEAD: cite it by content, or at the commit?' });
	return pick?.citation;
}

type CitationForm = NonNullable<QuoteParams['form']>;

/** The note to insert into: open notes first, then the workspace's Markdown files. */
async function pickNote(source: vscode.Uri | undefined): Promise<{ uri: vscode.Uri } | undefined> {
	const notes = vscode.workspace.textDocuments.filter(d => d.languageId === 'markdown' && d.uri.toString() !== source?.toString());
	// A file system without a search provider (some of VS Code for the Web's) has no findFiles: the open notes remain.
	const recent = await Promise.resolve(vscode.workspace.findFiles('**/*.md', '**/node_modules/**', 200)).catch(() => [] as vscode.Uri[]);
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
		{ label: 'Wikilink', description: '> the passage, then > \u2014 [[path]] (Obsidian, Foam)', form: 'wikilink' as const },
	], { placeHolder: 'Which citation form?' });
	return pick?.form;
}

export function registerCitationCommands(client: BaseLanguageClient): vscode.Disposable[] {
	return [
		vscode.commands.registerCommand('verbatim.copyAsCitation', async (options?: { at?: PinForm }) => {
			const citation = await copyCitation(client, options?.at);
			if (citation) {
				await vscode.env.clipboard.writeText(citation);
				void vscode.window.setStatusBarMessage('Verbatim: citation copied', 3000);
			}
			return citation;
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
