// The extension as a user gets it: install the VSIX into code-server (the real
// VS Code, 1.100.3), open a note in headless Chromium, see the squiggle and the
// Problems entry, hover, apply a quick fix with Ctrl+., save, and check that the
// file on disk now holds a citation `verbatim check` verifies. Waits on DOM
// state only. Prints "N passed, N failed".
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { codeServer, launchBrowser, repoRoot, startCodeServer, teardown, walkSteps, workspace } from './harness.mjs';

const OUT = process.env.OUT ?? path.join(repoRoot, 'out', 'e2e-ui');
const PORT = Number(process.env.PORT ?? 18091);
const VSIX = process.env.VSIX ?? path.join(repoRoot, 'verbatim.vsix');
const TIMEOUT = Number(process.env.STEP_TIMEOUT_MS ?? 60_000);
fs.mkdirSync(OUT, { recursive: true });

// Pasting a selection of a source into a note inserts a citation (the setting a writer turns on; by default it is offered after a plain paste).
const { dirs, env } = workspace(path.join(repoRoot, 'test/fixtures/ui'), { 'verbatim.paste.asCitation': 'default' });
const note = path.join(dirs.ws, 'notes', 'delays.md');
const { step, finish } = walkSteps(6);

let cs;
let context;
let page;
const shot = async name => page && page.screenshot({ path: path.join(OUT, `${name}.png`) }).catch(() => undefined);

try {
	const bin = codeServer();
	await step('install the VSIX with code-server --install-extension', async () => {
		const out = execFileSync(process.execPath, [bin, '--extensions-dir', dirs.ext, '--user-data-dir', dirs.ud, '--install-extension', VSIX], { env, encoding: 'utf8' });
		if (!/successfully installed/.test(out)) {
			throw new Error(out);
		}
	});
	await step('start code-server', async () => {
		cs = await startCodeServer(bin, dirs, env, PORT, path.join(OUT, 'code-server.log'));
	});
	await step('load the workbench in Chromium', async () => {
		context = await launchBrowser(dirs, env);
		context.setDefaultTimeout(TIMEOUT);
		page = context.pages()[0] ?? await context.newPage();
		await page.goto(`http://127.0.0.1:${PORT}/?folder=${encodeURIComponent(dirs.ws)}`);
		await page.locator('.monaco-workbench').waitFor();
		await page.getByRole('treeitem', { name: 'notes' }).waitFor();
	});
	await step('open the note with Quick Open', async () => {
		await page.locator('.monaco-workbench').click({ position: { x: 700, y: 400 } });
		await page.keyboard.press('Control+P');
		await page.locator('.quick-input-widget input').waitFor();
		await page.keyboard.type('delays.md');
		await page.locator('.quick-input-list .monaco-list-row', { hasText: 'delays.md' }).first().waitFor();
		await page.keyboard.press('Enter');
		await page.locator('.tabs-container .tab.active', { hasText: 'delays.md' }).waitFor();
		await page.locator('.editor-instance .view-lines', { hasText: 'The shipment was delayed' }).waitFor();
	});
	await step('the status bar counts the failing citation', async () => {
		await page.locator('.statusbar-item', { hasText: '1 failing' }).waitFor();
	});
	await step('the squiggle and the Problems entry appear', async () => {
		await page.locator('.editor-instance .squiggly-error').first().waitFor();
		await page.keyboard.press('Control+Shift+M');
		await page.locator('.markers-panel .monaco-list-row', { hasText: 'quote occurs 2 times' }).first().waitFor();
		await shot('1-diagnostic');
	});
	await step('hovering the quote shows the verdict', async () => {
		// The editor asks for a hover on a mouse move over the text; one that came while the panel below was still being laid out
		// can go unanswered (seen once, in a CI run), and a mouse that stays put asks no more. So the pointer comes back
		// from outside the editor a few times, each over the squiggle as it is laid out then; the hover must still show.
		const hover = page.locator('.monaco-hover', { hasText: 'Verbatim: ambiguous' });
		for (let attempt = 1; ; attempt++) {
			const box = await visibleBox(page.locator('.editor-instance .squiggly-error').first());
			await page.mouse.move(5, 400);
			await page.mouse.move(box.x + box.width / 2, box.y + 2, { steps: 4 });
			try {
				await hover.waitFor({ timeout: 15_000 });
				break;
			} catch (e) {
				if (attempt >= 4) {
					throw e;
				}
			}
		}
		await shot('2-hover');
		await page.mouse.move(5, 400);
		await page.keyboard.press('Escape');
	});
	await step('Ctrl+. offers a fix per occurrence; Enter applies the focused one', async () => {
		await page.locator('.markers-panel .monaco-list-row', { hasText: 'quote occurs 2 times' }).first().dblclick();
		await page.locator('.editor-instance .monaco-editor.focused').waitFor();
		await page.keyboard.press('Control+.');
		await page.locator('.action-widget .monaco-list-row.action', { hasText: 'Cite occurrence 2' }).waitFor();
		await page.locator('.action-widget .monaco-list-row.action.focused', { hasText: 'Cite occurrence 1' }).waitFor();
		await shot('3-quickfix');
		await page.keyboard.press('Enter');
		await page.locator('.editor-instance .view-lines', { hasText: 'memo.md:3`' }).waitFor();
		await page.locator('.tabs-container .tab.active.dirty').waitFor();
	});
	await step('Ctrl+S saves a citation that verbatim check verifies', async () => {
		await page.keyboard.press('Control+S');
		await page.locator('.tabs-container .tab.active.dirty').waitFor({ state: 'detached' });
		for (const deadline = Date.now() + TIMEOUT; ;) {
			if (fs.readFileSync(note, 'utf8').includes('memo.md:3`')) {
				break;
			}
			if (Date.now() > deadline) {
				throw new Error(`disk content: ${fs.readFileSync(note, 'utf8')}`);
			}
			await new Promise(r => setTimeout(r, 100));
		}
		const report = JSON.parse(execFileSync(process.execPath, [path.join(repoRoot, 'dist/cli.js'), 'check', '--root', dirs.ws, '--format', 'json'], { encoding: 'utf8' }));
		const statuses = report.citations.map(c => c.status);
		if (statuses.length !== 1 || statuses[0] !== 'verified') {
			throw new Error(`verbatim check says ${JSON.stringify(statuses)}`);
		}
	});
	await step('the problem is gone', async () => {
		await page.locator('.editor-instance .squiggly-error').waitFor({ state: 'detached' });
		await page.locator('.statusbar-item', { hasText: '1 verified' }).waitFor();
		await page.locator('.contentWidgets .codelens-decoration, .view-zones .codelens-decoration', { hasText: 'verified' }).first().waitFor();
		await shot('4-fixed');
	});
	await step('copy a line of the source, paste it into the note: a verified citation', async () => {
		await page.keyboard.press('Control+P');
		await page.locator('.quick-input-widget input').waitFor();
		await page.keyboard.type('memo.md');
		await page.locator('.quick-input-list .monaco-list-row', { hasText: 'memo.md' }).first().waitFor();
		await page.keyboard.press('Enter');
		await page.locator('.tabs-container .tab.active', { hasText: 'memo.md' }).waitFor();
		// Go to line 4. An Enter that lands before the box has read the typed line leaves the box open (seen once in CI):
		// then close it and go again, a few times at most.
		for (let k = 0; k < 4; k++) {
			await page.keyboard.press('Control+G');
			await page.locator('.quick-input-widget input').waitFor();
			await page.keyboard.type('4');
			await page.locator('.quick-input-widget', { hasText: '4' }).first().waitFor({ timeout: 5_000 }).catch(() => undefined);
			await page.keyboard.press('Enter');
			const closed = await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 10_000 }).then(() => true, () => false);
			if (closed) {
				break;
			}
			await page.keyboard.press('Escape');
		}
		// Copy only once the editor has the cursor and the selection, not the go-to-line box.
		await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
		await page.locator('.statusbar', { hasText: 'Ln 4,' }).waitFor();
		await page.keyboard.press('Home');
		await page.keyboard.press('Shift+End');
		await page.locator('.statusbar', { hasText: 'selected' }).waitFor();
		await page.keyboard.press('Control+C');
		// The tab bar re-lays out while the lightbulb and lens settle, so Playwright never finds the tab "stable"
		// and a click can land mid-move: click it as is until the tab is the active one.
		const noteTab = page.locator('.tabs-container .tab', { hasText: 'delays.md' });
		const active = page.locator('.tabs-container .tab.active', { hasText: 'delays.md' });
		for (let k = 0; k < 10 && !await active.count(); k++) {
			await noteTab.click({ force: true, timeout: 5_000 }).catch(() => undefined);
			await active.waitFor({ timeout: 2_000 }).catch(() => undefined);
		}
		await active.waitFor();
		await page.locator('.editor-instance .view-lines').first().click();
		await page.keyboard.press('Control+End');
		await page.keyboard.press('Enter');
		await page.keyboard.press('Enter');
		await page.keyboard.press('Control+V');
		await page.locator('.editor-instance .view-lines', { hasText: 'memo.md:4`' }).waitFor();
		await shot('5-pasted');
	});
	await step('an unattributed quote gets its source from one Ctrl+. action', async () => {
		await page.keyboard.press('Control+End');
		await page.keyboard.press('Enter');
		await page.keyboard.type('> The shipment was delayed at the port. Customs released it on Friday.');
		await page.keyboard.press('Control+.');
		await page.locator('.action-widget .monaco-list-row.action', { hasText: 'Find source' }).first().waitFor();
		await shot('6-find-source');
		// The menu animates in; keyboard choice is what a writer does anyway.
		for (let k = 0; k < 6 && !await page.locator('.action-widget .monaco-list-row.action.focused', { hasText: 'Find source' }).count(); k++) {
			await page.keyboard.press('ArrowDown');
		}
		await page.keyboard.press('Enter');
		await page.locator('.editor-instance .view-lines', { hasText: 'sources/memo.md:3-4' }).waitFor();
	});
	await step('saved, every citation in the note verifies', async () => {
		await page.keyboard.press('Control+S');
		await page.locator('.tabs-container .tab.active.dirty').waitFor({ state: 'detached' });
		const report = JSON.parse(execFileSync(process.execPath, [path.join(repoRoot, 'dist/cli.js'), 'check', '--root', dirs.ws, '--format', 'json', path.join(dirs.ws, 'notes/delays.md')], { encoding: 'utf8' }));
		const statuses = report.citations.map(c => c.status);
		if (statuses.length !== 3 || statuses.some(s => s !== 'verified')) {
			throw new Error(`verbatim check says ${JSON.stringify(statuses)}: ${fs.readFileSync(note, 'utf8')}`);
		}
	});
	await step('the Markdown preview shows the verdicts', async () => {
		await page.keyboard.press('Control+K');
		await page.keyboard.press('V');
		const preview = page.frameLocator('iframe.webview.ready').frameLocator('iframe#active-frame');
		await preview.locator('blockquote.verbatim-verified').first().waitFor();
		await shot('7-preview');
	});
} catch {
	await shot('failure');
	if (page) {
		fs.writeFileSync(path.join(OUT, 'failure.html'), await page.content().catch(() => ''));
	}
} finally {
	await teardown(context, cs, dirs, OUT);
	finish();
}

/**
 * The box of an element once it is laid out. Opening a panel resizes the
 * editor, which draws its decorations anew: an element found a moment
 * before may be detached, and its box null, until the new one is drawn.
 */
async function visibleBox(locator, timeoutMs = 10_000) {
	const until = Date.now() + timeoutMs;
	for (;;) {
		await locator.waitFor({ state: 'visible', timeout: Math.max(1, until - Date.now()) });
		const box = await locator.boundingBox();
		if (box) {
			return box;
		}
		if (Date.now() > until) {
			throw new Error('no box for a visible element');
		}
	}
}
