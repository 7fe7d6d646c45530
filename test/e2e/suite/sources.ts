// Extension-host tests of Git and PDF sources: a PDF's canonical text as a
// read-only document, the quick fix that creates it, and a citation at a commit.
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import * as vscode from 'vscode';

type Test = (name: string, fn: () => Promise<void>) => Promise<void>;
type WaitFor = <T>(what: string, fn: () => T | undefined | Promise<T | undefined>, ms?: number) => Promise<T>;

const codes = (uri: vscode.Uri): string[] => vscode.languages.getDiagnostics(uri).filter(d => d.source === 'verbatim').map(d => String(d.code));

async function hoverSays(waitFor: WaitFor, uri: vscode.Uri, doc: vscode.TextDocument, needle: string, pattern: RegExp): Promise<string> {
	const at = doc.positionAt(doc.getText().indexOf(needle) + 2);
	return waitFor(`hover ${pattern}`, async () => {
		const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, at);
		const text = hovers.flatMap(h => h.contents.map(c => (typeof c === 'string' ? c : c.value))).join('\n');
		return pattern.test(text) ? text : undefined;
	});
}

async function writeNote(uri: vscode.Uri, text: string): Promise<vscode.TextDocument> {
	await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
	const doc = await vscode.workspace.openTextDocument(uri);
	await vscode.window.showTextDocument(doc);
	return doc;
}

export async function sourcesTests(test: Test, waitFor: WaitFor, folder: vscode.Uri): Promise<void> {
	const repo = vscode.extensions.all.find(e => e.packageJSON?.name === 'verbatim-citations' || e.packageJSON?.name === 'verbatim')!.extensionPath;
	const pdfUri = vscode.Uri.joinPath(folder, 'sources', 'filing.pdf');
	const noteUri = vscode.Uri.joinPath(folder, 'notes', 'pdf.md');

	await test('quick fix: create the canonical text of an unverified PDF, then its page quote verifies', async () => {
		await vscode.workspace.fs.writeFile(pdfUri, await vscode.workspace.fs.readFile(vscode.Uri.file(path.join(repo, 'test/fixtures/pdf/filing.pdf'))));
		const doc = await writeNote(noteUri, '> No further action is warranted.\n> --- `../sources/filing.pdf:p2`\n');
		const diagnostic = await waitFor('unverified', () => vscode.languages.getDiagnostics(noteUri).find(d => d.code === 'unverified'));
		const action = await waitFor('render action', async () => {
			const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', noteUri, diagnostic.range, vscode.CodeActionKind.QuickFix.value);
			return actions?.find(a => /canonical text/.test(a.title) && a.command);
		});
		await vscode.commands.executeCommand(action.command!.command, ...(action.command!.arguments ?? []));
		await waitFor('no findings', () => (codes(noteUri).length === 0 ? true : undefined));
		await hoverSays(waitFor, noteUri, doc, 'No further', /Verbatim: verified/);
	});

	await test('a PDF opens as its canonical text with page markers; a selection there is cited by page; definition lands on the page', async () => {
		await vscode.commands.executeCommand('verbatim.openPdfText', pdfUri);
		const editor = await waitFor('PDF text editor', () => {
			const e = vscode.window.activeTextEditor;
			return e?.document.uri.scheme === 'verbatim-pdf' && e.document.getText().includes('page 2') ? e : undefined;
		});
		const text = editor.document.getText();
		assert.match(text, /^──────── page 1 ────────\nAnswer to the Complaint\n/);
		const start = text.indexOf('No further action');
		editor.selection = new vscode.Selection(editor.document.positionAt(start), editor.document.positionAt(start + 'No further action'.length));
		await vscode.env.clipboard.writeText('');
		await vscode.commands.executeCommand('verbatim.copyAsCitation');
		const clip = await waitFor('clipboard', async () => (await vscode.env.clipboard.readText()) || undefined);
		assert.match(clip, /^> No further action\n> --- `sources\/filing\.pdf:p2` @ `sha256:[0-9a-f]{64}`\n$/);
		const note = await vscode.workspace.openTextDocument(noteUri);
		const locations = await vscode.commands.executeCommand<(vscode.Location | vscode.LocationLink)[]>('vscode.executeDefinitionProvider', noteUri, note.positionAt(4));
		const first = locations[0]!;
		const uri = 'uri' in first ? first.uri : first.targetUri;
		assert.equal(uri.scheme, 'verbatim-pdf');
		assert.equal(('range' in first ? first.range : first.targetRange).start.line, 5);
	});

	await test('a citation at a commit of the note\'s repository verifies', async () => {
		const git = (...args: string[]): string => execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', '-c', 'core.hooksPath=/dev/null', ...args], { cwd: folder.fsPath, encoding: 'utf8' });
		git('init', '-q');
		git('add', 'sources/memo.md');
		git('commit', '-q', '-m', 'memo');
		const commit = git('rev-parse', 'HEAD').trim();
		const uri = vscode.Uri.joinPath(folder, 'notes', 'git.md');
		// Earlier tests may have edited the memo: cite the line the words are on in the commit.
		const memo = new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(folder, 'sources', 'memo.md')));
		const line = memo.split('\n').findIndex(l => l.includes('Customs released it')) + 1;
		const doc = await writeNote(uri, `> Customs released it\n> --- \`../sources/memo.md:${line}\` @ \`${commit.slice(0, 8)}\`\n`);
		const hover = await hoverSays(waitFor, uri, doc, 'Customs', /Verbatim: verified/);
		assert.match(hover, /whitespace/);
	});

	await test('Copy Selection as Citation in a file equal to HEAD copies the commit-pinned form, which verifies; a changed buffer has none', async () => {
		const git = (...args: string[]): string => execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', '-c', 'core.hooksPath=/dev/null', ...args], { cwd: folder.fsPath, encoding: 'utf8' });
		git('init', '-q');
		const sourceUri = vscode.Uri.joinPath(folder, 'sources', 'harbour.md');
		await vscode.workspace.fs.writeFile(sourceUri, new TextEncoder().encode('Log of the harbour.\nThe harbour closed at dusk\nafter the storm warning.\n'));
		git('add', 'sources/harbour.md');
		git('commit', '-q', '-m', 'harbour');
		const head = git('rev-parse', 'HEAD').trim();
		const editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(sourceUri));
		const text = editor.document.getText();
		const start = text.indexOf('closed at dusk');
		editor.selection = new vscode.Selection(editor.document.positionAt(start), editor.document.positionAt(text.indexOf('warning') + 'warning'.length));
		await vscode.env.clipboard.writeText('');
		const copied = await vscode.commands.executeCommand<string>('verbatim.copyAsCitation', { at: 'commit' });
		const clip = await vscode.env.clipboard.readText();
		assert.equal(clip, copied);
		assert.equal(clip, `> closed at dusk\n> after the storm warning\n> --- \`sources/harbour.md:2-3\` @ \`${head}\`\n`);
		const noteUri = vscode.Uri.joinPath(folder, 'notes', 'harbour.md');
		const doc = await writeNote(noteUri, clip);
		await hoverSays(waitFor, noteUri, doc, 'closed at', /Verbatim: verified/);
		const again = await vscode.window.showTextDocument(editor.document);
		again.selection = editor.selection;
		// An unsaved change: the buffer no longer equals HEAD, so only the file form is offered.
		assert.ok(await again.edit(b => b.insert(new vscode.Position(0, 0), 'Draft. ')));
		await vscode.env.clipboard.writeText('');
		assert.equal(await vscode.commands.executeCommand<string | undefined>('verbatim.copyAsCitation', { at: 'commit' }), undefined);
		assert.equal(await vscode.env.clipboard.readText(), '');
		assert.match(await vscode.commands.executeCommand<string>('verbatim.copyAsCitation', { at: 'file' }), /@ `sha256:[0-9a-f]{64}`\n$/);
		await vscode.commands.executeCommand('workbench.action.files.revert');
	});
}
