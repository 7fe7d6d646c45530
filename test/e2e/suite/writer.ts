// Quick fixes as a writer meets them (issue: fixes that respect what the
// writer wrote): the locator note, the pin and path style are kept, one-line
// ranges are written N, a prose citation is converted (claimed once), and
// code actions are there right after each edit.
import * as assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import * as vscode from 'vscode';

type Test = (name: string, fn: () => Promise<void>) => Promise<void>;
type WaitFor = <T>(what: string, fn: () => T | undefined | Promise<T | undefined>, ms?: number) => Promise<T>;

export async function runWriterTests(test: Test, waitFor: WaitFor): Promise<void> {
	const folder = vscode.workspace.workspaceFolders![0]!.uri;
	const memo = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(folder, 'sources', 'memo.md'));
	const pin = `sha256:${createHash('sha256').update(memo).digest('hex')}`;
	const uri = vscode.Uri.joinPath(folder, 'notes', 'writer.md');
	const text = [
		'# A writer\'s note', '',
		'> The carrier did not tell the consignee in time.', `> --- \`../sources/memo.md\` @ \`${pin}\` — Memo, p. 2`, '',
		'> Customs released it on Monday.', '> --- `sources/memo.md` — Memo, p. 1', '',
		'Later, verbatim, "Customs released it on Friday" ([the memo](../sources/memo.md), p. 1). It was late.', '',
	].join('\n');
	await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
	const doc = await vscode.workspace.openTextDocument(uri);
	await vscode.window.showTextDocument(doc);
	const at = (needle: string): vscode.Range => {
		const p = doc.positionAt(doc.getText().indexOf(needle) + 2);
		return new vscode.Range(p, p);
	};
	const actionsAt = async (needle: string): Promise<vscode.CodeAction[]> =>
		(await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, at(needle), vscode.CodeActionKind.QuickFix.value)) ?? [];
	const applyFirst = async (needle: string, title: RegExp): Promise<void> => {
		const fix = await waitFor(`fix ${title}`, async () => (await actionsAt(needle)).find(a => title.test(a.title)));
		assert.ok(await vscode.workspace.applyEdit(fix.edit!));
	};

	await test('code actions are there right after every edit', async () => {
		await waitFor('absent diagnostics', () => (vscode.languages.getDiagnostics(uri).filter(d => d.code === 'absent').length === 2 ? true : undefined));
		for (let k = 0; k < 12; k++) {
			const edit = new vscode.WorkspaceEdit();
			const word = k % 2 === 0 ? 'tell' : 'inform';
			const from = doc.getText().indexOf(k % 2 === 0 ? 'inform' : 'tell');
			if (from >= 0) {
				edit.replace(uri, new vscode.Range(doc.positionAt(from), doc.positionAt(from + (k % 2 === 0 ? 6 : 4))), word);
			} else {
				edit.insert(uri, doc.positionAt(doc.getText().length), ' ');
			}
			assert.ok(await vscode.workspace.applyEdit(edit));
			const titles = (await actionsAt('The carrier')).map(a => a.title);
			assert.ok(titles.includes('Replace with the source\'s words'), `edit ${k}: ${JSON.stringify(titles)}`);
		}
	});

	await test('a fix keeps the locator, the pin and a note-relative path, and writes a one-line range as N', async () => {
		await applyFirst('The carrier', /^Replace with the source's words$/);
		assert.ok(doc.getText().includes(`> The carrier did not notify the consignee in time.\n> --- \`../sources/memo.md:6\` @ \`${pin}\` — Memo, p. 2\n`), doc.getText());
	});

	await test('a fix keeps an unpinned root-relative citation so', async () => {
		await applyFirst('Customs released it on Monday', /^Replace with the source's words$/);
		assert.match(doc.getText(), /\n> Customs released it on Friday\.?\n> --- `sources\/memo\.md:4` — Memo, p\. 1\n/);
	});

	await test('converting a prose citation leaves one claim of the quote', async () => {
		await applyFirst('"Customs released it on Friday" ([the', /^Set the quote apart as a block quote$/);
		assert.match(doc.getText(), /\nLater, verbatim:\n\n> Customs released it on Friday\n> --- `\.\.\/sources\/memo\.md:4` — the memo, p\. 1\n\nIt was late\.\n/);
		await waitFor('every citation verified', () => (vscode.languages.getDiagnostics(uri).length === 0 ? true : undefined));
		const lenses = await waitFor('three lenses', async () => {
			const l = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri);
			return l?.length === 3 ? l : undefined;
		});
		assert.deepEqual(lenses.map(l => l.command?.title), ['✓ verified', '✓ verified', '✓ verified']);
		assert.ok(await doc.save());
	});
	await test('a fix keeps a link attribution, its <…> and root-relative paths, and the locator as written', async () => {
		const links = vscode.Uri.joinPath(folder, 'notes', 'links.md');
		const written = [
			'> The carrier did not inform the consignee in time.', '> --- [the memo](<../sources/memo.md>), p. 2', '',
			'> Customs released it on Friday.', '> --- [M](/sources/memo.md#L3)\t— Memo', '',
		].join('\n');
		await vscode.workspace.fs.writeFile(links, new TextEncoder().encode(written));
		const linkDoc = await vscode.workspace.openTextDocument(links);
		await vscode.window.showTextDocument(linkDoc);
		for (const [needle, title] of [['The carrier', /^Replace with the source's words$/], ['Customs released', /^Cite line 4 instead$/]] as const) {
			const p = linkDoc.positionAt(linkDoc.getText().indexOf(needle) + 2);
			const fix = await waitFor(`fix ${title}`, async () => ((await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', links, new vscode.Range(p, p), vscode.CodeActionKind.QuickFix.value)) ?? []).find(a => title.test(a.title)));
			assert.ok(await vscode.workspace.applyEdit(fix.edit!));
		}
		assert.equal(linkDoc.getText(), [
			'> The carrier did not notify the consignee in time.', '> --- [the memo](<../sources/memo.md#L6>), p. 2', '',
			'> Customs released it on Friday.', '> --- [M](/sources/memo.md#L4)\t— Memo', '',
		].join('\n'));
		await waitFor('the link citations verified', () => (vscode.languages.getDiagnostics(links).length === 0 ? true : undefined));
		assert.ok(await linkDoc.save());
	});
}
