// Runs inside VS Code's extension host (code-server), loaded through the
// workbench `payload` (extensionTestsPath). Uses the vscode API as other
// extensions would. Prints each result and appends it to VERBATIM_E2E_RESULTS
// as it comes, ending with "N passed, N failed".
import * as assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import * as vscode from 'vscode';
import { runWriterTests } from './writer';
import { sourcesTests } from './sources';

/** Polls until `fn` returns a value; never sleeps a fixed time. */
async function waitFor<T>(what: string, fn: () => T | undefined | Promise<T | undefined>, ms = 30_000): Promise<T> {
	const deadline = Date.now() + ms;
	for (;;) {
		const v = await fn();
		if (v !== undefined) {
			return v;
		}
		if (Date.now() > deadline) {
			throw new Error(`timed out waiting for ${what}`);
		}
		await new Promise(r => setTimeout(r, 100));
	}
}

const codes = (uri: vscode.Uri): string[] => vscode.languages.getDiagnostics(uri).filter(d => d.source === 'verbatim').map(d => String(d.code));

export async function run(): Promise<void> {
	const out = (s: string): void => {
		console.log(s);
		// Appended as each result comes, so the runner can stream them to the log.
		if (process.env.VERBATIM_E2E_RESULTS) {
			appendFileSync(process.env.VERBATIM_E2E_RESULTS, `${s}\n`);
		}
	};
	let passed = 0;
	let failed = 0;
	const test = async (name: string, fn: () => Promise<void>): Promise<void> => {
		const t0 = Date.now();
		try {
			await fn();
			passed++;
			out(`ok - ${name} (${Date.now() - t0} ms)`);
		} catch (e) {
			failed++;
			out(`not ok - ${name}: ${(e as Error).stack ?? String(e)}`);
		}
	};

	const folder = vscode.workspace.workspaceFolders![0]!.uri;
	const noteUri = vscode.Uri.joinPath(folder, 'notes', 'cases.md');
	const memoUri = vscode.Uri.joinPath(folder, 'sources', 'memo.md');
	const doc = await vscode.workspace.openTextDocument(noteUri);
	await vscode.window.showTextDocument(doc);
	const pos = (needle: string, delta = 2): vscode.Position => doc.positionAt(doc.getText().indexOf(needle) + delta);

	/** Polls for the quick fix whose title matches, applies it, and waits for the diagnostic of that status to go. */
	const applyFix = async (status: string, title: RegExp): Promise<void> => {
		const diagnostic = await waitFor(`${status} diagnostic`, () => vscode.languages.getDiagnostics(noteUri).find(d => d.code === status));
		const fix = await waitFor(`fix for ${status}`, async () => {
			const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', noteUri, diagnostic.range, vscode.CodeActionKind.QuickFix.value);
			return actions?.find(a => title.test(a.title) && a.edit);
		});
		assert.ok(await vscode.workspace.applyEdit(fix.edit!));
		await waitFor(`${status} gone`, () => (codes(noteUri).includes(status) ? undefined : true));
	};

	await test('diagnostics carry source verbatim and the status as code', async () => {
		const found = await waitFor('five findings', () => (codes(noteUri).length === 5 ? codes(noteUri) : undefined));
		assert.deepEqual([...found].sort(), ['absent', 'ambiguous', 'misattributed', 'out_of_range', 'version_mismatch']);
	});

	await test('hover shows status, profile and the passage', async () => {
		const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', noteUri, pos('The carrier did not notify\n'));
		const text = hovers.flatMap(h => h.contents.map(c => (typeof c === 'string' ? c : (c as vscode.MarkdownString).value))).join('\n');
		assert.match(text, /Verbatim: verified/);
		assert.match(text, /profile: `prose`/);
	});

	await test('go to definition lands on the occurrence in the source', async () => {
		const locations = await vscode.commands.executeCommand<(vscode.Location | vscode.LocationLink)[]>('vscode.executeDefinitionProvider', noteUri, pos('The carrier did not notify\n'));
		const first = locations[0]!;
		const uri = 'uri' in first ? first.uri : first.targetUri;
		const range = 'range' in first ? first.range : first.targetRange;
		assert.equal(uri.toString(), memoUri.toString());
		assert.equal(range.start.line, 5);
	});

	await test('attribution paths are document links', async () => {
		const links = await vscode.commands.executeCommand<vscode.DocumentLink[]>('vscode.executeLinkProvider', noteUri);
		assert.ok(links.some(l => l.target?.path.endsWith('/sources/memo.md')));
	});

	await test('code lenses give each citation its verdict', async () => {
		const lenses = await waitFor('lenses', async () => {
			const l = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', noteUri);
			return l && l.length === 7 ? l : undefined;
		});
		assert.ok(lenses.some(l => l.command?.title.startsWith('✓ verified')));
		assert.ok(lenses.some(l => l.command?.title === '✗ ambiguous'));
	});

	await test('completion offers source paths in an attribution and the current pin after @', async () => {
		const edit = new vscode.WorkspaceEdit();
		edit.insert(noteUri, doc.positionAt(doc.getText().length), '\n> x\n> --- `sour');
		assert.ok(await vscode.workspace.applyEdit(edit));
		const end = doc.positionAt(doc.getText().length);
		const paths = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', noteUri, end);
		assert.ok(paths.items.some(i => (typeof i.label === 'string' ? i.label : i.label.label) === 'sources/memo.md'));
		const more = new vscode.WorkspaceEdit();
		more.insert(noteUri, end, 'ces/memo.md` @ `');
		assert.ok(await vscode.workspace.applyEdit(more));
		const pins = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', noteUri, doc.positionAt(doc.getText().length));
		assert.ok(pins.items.some(i => /^sha256:[0-9a-f]{64}$/.test(typeof i.label === 'string' ? i.label : i.label.label)));
		const undo = new vscode.WorkspaceEdit();
		undo.delete(noteUri, new vscode.Range(doc.positionAt(doc.getText().indexOf('\n> x\n> --- `sources/memo.md` @ `')), doc.positionAt(doc.getText().length)));
		assert.ok(await vscode.workspace.applyEdit(undo));
	});

	await test('quick fix: cite one occurrence of an ambiguous quote', () => applyFix('ambiguous', /^Cite occurrence 2/));
	await test('quick fix: replace a near miss with the source\'s words', () => applyFix('absent', /^Replace with the source's words$/));
	await test('quick fix: re-attribute a misattributed quote', () => applyFix('misattributed', /^Cite sources\/report\.md \(.*\) instead$/));
	await test('quick fix: correct an out-of-range range', () => applyFix('out_of_range', /^Cite lines? [\d-]+ instead$/));
	await test('quick fix: re-pin a version mismatch', () => applyFix('version_mismatch', /^Update to the current version of memo\.md/));

	await test('quick fix: convert a prose citation to a blockquote', async () => {
		const at = doc.getText().indexOf('"Customs released it on Friday"');
		const actions = await waitFor('prose action', async () => {
			const a = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', noteUri, new vscode.Range(doc.positionAt(at + 2), doc.positionAt(at + 2)));
			return a?.find(x => /block quote/.test(x.title));
		});
		assert.ok(await vscode.workspace.applyEdit(actions.edit!));
		// Converted, not duplicated: the sentence ends where the quote stood, and the quote is claimed once.
		assert.match(doc.getText(), /\nThe memo says, verbatim:\n\n> Customs released it on Friday\n> --- `\.\.\/sources\/memo\.md:4` — memo\n/);
		await waitFor('no findings', () => (codes(noteUri).length === 0 ? true : undefined));
		assert.ok(await doc.save());
	});

	await test('renaming a source rewrites the citations of it', async () => {
		const edit = new vscode.WorkspaceEdit();
		edit.renameFile(vscode.Uri.joinPath(folder, 'sources', 'report.md'), vscode.Uri.joinPath(folder, 'sources', 'incident-report.md'));
		assert.ok(await vscode.workspace.applyEdit(edit));
		await waitFor('path rewritten', () => (doc.getText().includes('sources/incident-report.md') ? true : undefined));
		await waitFor('still verified', () => (codes(noteUri).length === 0 ? true : undefined));
	});

	await test('Copy Selection as Citation puts constructor output on the clipboard', async () => {
		const memo = await vscode.workspace.openTextDocument(memoUri);
		const editor = await vscode.window.showTextDocument(memo);
		const start = memo.getText().indexOf('Customs released');
		editor.selection = new vscode.Selection(memo.positionAt(start), memo.positionAt(start + 'Customs released it'.length));
		await vscode.env.clipboard.writeText('');
		await vscode.commands.executeCommand('verbatim.copyAsCitation');
		const clip = await waitFor('clipboard', async () => (await vscode.env.clipboard.readText()) || undefined);
		assert.match(clip, /^> Customs released it\n> --- `sources\/memo\.md:4` @ `sha256:[0-9a-f]{64}`\n$/);
	});

	await test('Insert Citation writes a lead-in after the sentence being written, and it verifies', async () => {
		const leadUri = vscode.Uri.joinPath(folder, 'notes', 'lead-in.md');
		await vscode.workspace.fs.writeFile(leadUri, new TextEncoder().encode('The memo records that\n'));
		const note = await vscode.workspace.openTextDocument(leadUri);
		const noteEditor = await vscode.window.showTextDocument(note);
		const end = new vscode.Position(0, 'The memo records that'.length);
		noteEditor.selection = new vscode.Selection(end, end);
		const memo = await vscode.workspace.openTextDocument(memoUri);
		const editor = await vscode.window.showTextDocument(memo);
		const start = memo.getText().indexOf('Customs released');
		editor.selection = new vscode.Selection(memo.positionAt(start), memo.positionAt(start + 'Customs released it'.length));
		await vscode.commands.executeCommand('verbatim.insertCitation', { form: 'lead-in', note: leadUri });
		await waitFor('lead-in inserted', () => (note.getText().includes('verbatim):') ? true : undefined));
		assert.equal(note.getText(), 'The memo records that ([memo.md](../sources/memo.md#L4), verbatim):\n\n> Customs released it\n\n');
		const at = note.positionAt(note.getText().indexOf('Customs') + 2);
		const hover = await waitFor('verified hover', async () => {
			const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', leadUri, at);
			const text = hovers.flatMap(h => h.contents.map(c => (typeof c === 'string' ? c : c.value))).join('\n');
			return /Verbatim: verified/.test(text) ? text : undefined;
		});
		assert.match(hover, /sources\/memo\.md:4/);
	});

	await runWriterTests(test, waitFor);

	const sideUri = vscode.Uri.joinPath(folder, 'notes', 'side.md');
	await test('Open Cited Passage to the Side marks every occurrence and follows the cursor', async () => {
		await vscode.workspace.fs.writeFile(sideUri, Buffer.from('# Side\n\n> The shipment was delayed at the port.\n> --- `sources/memo.md`\n\n> The container seal was intact on arrival.\n> --- `sources/incident-report.md`\n'));
		const side = await vscode.workspace.openTextDocument(sideUri);
		const editor = await vscode.window.showTextDocument(side, vscode.ViewColumn.One);
		editor.selection = new vscode.Selection(2, 5, 2, 5);
		const ranges = await vscode.commands.executeCommand<vscode.Range[]>('verbatim.openCitedPassage');
		assert.deepEqual(ranges.map(r => [r.start.line, r.start.character, r.end.line, r.end.character]), [[2, 0, 2, 37], [4, 0, 4, 37]]);
		const beside = await waitFor('the source beside the note', () => vscode.window.visibleTextEditors.find(e => e.document.uri.toString() === memoUri.toString()));
		assert.notEqual(beside.viewColumn, editor.viewColumn);
		assert.equal(vscode.window.activeTextEditor?.document.uri.toString(), sideUri.toString(), 'the note keeps focus');
		editor.selection = new vscode.Selection(5, 5, 5, 5);
		await waitFor('the side view follows to the next citation\'s source', () => vscode.window.visibleTextEditors.find(e => e.document.uri.path.endsWith('/sources/incident-report.md')));
	});

	await test('the Markdown preview shows each citation\'s verdict, the message on hover', async () => {
		const side = await vscode.workspace.openTextDocument(sideUri);
		const html = await waitFor('verdicts in the rendered preview', async () => {
			const out = await vscode.commands.executeCommand<string>('markdown.api.render', side);
			return out.includes('verbatim-verdict') ? out : undefined;
		});
		assert.match(html, /<blockquote[^>]*class="[^"]*verbatim-verdict verbatim-error"[^>]*data-verbatim-status="ambiguous"[^>]*title="Verbatim: ambiguous — quote occurs 2 times/);
		assert.match(html, /<blockquote[^>]*class="[^"]*verbatim-verdict verbatim-verified"/);
	});

	await test('Find source attributes an unattributed quote with one code action', async () => {
		const side = await vscode.workspace.openTextDocument(sideUri);
		const edit = new vscode.WorkspaceEdit();
		edit.insert(sideUri, side.positionAt(side.getText().length), '\n> Customs released it on Friday.\n');
		assert.ok(await vscode.workspace.applyEdit(edit));
		const line = side.lineCount - 2;
		const action = await waitFor('the Find source action', async () => {
			const a = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', sideUri, new vscode.Range(line, 3, line, 3));
			return a?.find(x => x.title === 'Find source: attribute to sources/memo.md (line 4)');
		});
		assert.ok(await vscode.workspace.applyEdit(action.edit!));
		assert.match(side.getText(), /> Customs released it on Friday\.\n> --- `sources\/memo\.md:4` @ `sha256:[0-9a-f]{64}`\n$/);
		await waitFor('the new citation verifies', () => (codes(sideUri).length === 1 && codes(sideUri)[0] === 'ambiguous' ? true : undefined));
		assert.ok(await side.save());
	});

	await test('Fix All Safe Problems re-pins every still-true citation after the source changed, as one edit', async () => {
		const before = await vscode.workspace.fs.readFile(memoUri);
		await vscode.workspace.fs.writeFile(memoUri, Buffer.concat([Buffer.from('Preface added later.\n'), before]));
		await waitFor('version mismatches', () => (codes(noteUri).includes('version_mismatch') ? true : undefined));
		const fixed = await vscode.commands.executeCommand<number>('verbatim.fixAll');
		assert.ok(fixed >= 1, `fixed ${fixed}`);
		const side = await vscode.workspace.openTextDocument(sideUri);
		// The quote that moved to line 5 is re-pinned and re-ranged (a one-line range is written `5`); a quote that now occurs twice is left alone.
		await waitFor('the moved citation re-pinned and verified', () => (side.getText().includes('`sources/memo.md:5` @ `sha256:') && codes(sideUri).every(c => c === 'ambiguous') ? true : undefined));
		// VS Code saves what a refactoring changed in files that had no unsaved edits (files.refactoring.autoSave).
		// An out-of-range quote that occurs once elsewhere is corrected; one that now occurs twice is the writer's to choose.
		const left = vscode.languages.getDiagnostics(noteUri).filter(d => d.code === 'out_of_range');
		assert.ok(left.every(d => !/occurs once elsewhere/.test(d.message)), left.map(d => `${d.range.start.line}: ${d.message}`).join(' / '));
		await vscode.commands.executeCommand('workbench.action.files.saveAll');
	});

	await sourcesTests(test, waitFor, folder);

	await test('Restart Language Server forks a new server, and checking goes on', async () => {
		await vscode.commands.executeCommand('verbatim.restartServer');
		const edit = new vscode.WorkspaceEdit();
		edit.insert(noteUri, doc.positionAt(doc.getText().length), '\n> zqx wvy nothing like this\n> --- `../sources/memo.md`\n');
		assert.ok(await vscode.workspace.applyEdit(edit));
		await waitFor('absent after the restart', () => (codes(noteUri).includes('absent') ? true : undefined));
		const added = doc.getText().lastIndexOf('\n> zqx wvy');
		const undo = new vscode.WorkspaceEdit();
		undo.delete(noteUri, new vscode.Range(doc.positionAt(added), doc.positionAt(doc.getText().length)));
		assert.ok(await vscode.workspace.applyEdit(undo));
		await waitFor('absent gone', () => (codes(noteUri).includes('absent') ? undefined : true));
	});

	out(`${passed} passed, ${failed} failed`);
	if (failed) {
		throw new Error(`${failed} test(s) failed`);
	}
}
