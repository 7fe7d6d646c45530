// A writer's walk through the editor, as a person takes it: the VSIX in
// code-server (the real VS Code, 1.100.3), driven through Chromium, on a new
// workspace that is a Git repository with two commits and a note holding
// lead-in, prose, blockquote, commit-pinned, PDF and remote citations. Every
// command is run from the command palette; what is checked is what shows:
// hovers, the quick-fix menu, the side view for a local, a Git and a PDF
// citation (and the message when there is nothing to show), the Markdown
// preview's badges in its rendered DOM, and Fix All Safe Problems. Waits on
// DOM state only. Prints "N passed, N failed".
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeServer, hoverText, launchBrowser, palette, repoRoot, startCodeServer, teardown, walkSteps, workspace } from './harness.mjs';

const OUT = process.env.OUT ?? path.join(repoRoot, 'out', 'e2e-walk');
const PORT = Number(process.env.PORT ?? 18093);
const VSIX = process.env.VSIX ?? path.join(repoRoot, 'verbatim.vsix');
const TIMEOUT = Number(process.env.STEP_TIMEOUT_MS ?? 60_000);
fs.mkdirSync(OUT, { recursive: true });

const lines = (...l) => `${l.join('\n')}\n`;
const sha256 = text => `sha256:${createHash('sha256').update(text).digest('hex')}`;
const minutes1 = lines('# Minutes', 'The board met at nine.', 'The motion carried without dissent.', 'Lunch followed.', 'A lot of work was done this year.', 'The budget is final.');
const minutes2 = minutes1.replace('without dissent', 'without any dissent');
const memoThen = lines('# Memo', 'Customs released it on Friday.');
const memoNow = lines('# Memo', 'A line added later.', 'Customs released it on Friday.');

// The workspace: a Git repository whose second commit changes the quoted line of the first.
const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'verbatim-walk-fixture-'));
const { dirs, env } = workspace(empty);
fs.rmSync(empty, { recursive: true, force: true });
const ws = dirs.ws;
const write = (rel, text) => {
	fs.mkdirSync(path.dirname(path.join(ws, rel)), { recursive: true });
	fs.writeFileSync(path.join(ws, rel), text);
};
const git = (...args) => execFileSync('git', ['-c', 'user.email=w@example.com', '-c', 'user.name=w', '-c', 'core.hooksPath=/dev/null', '-c', 'init.defaultBranch=main', ...args], { cwd: ws, encoding: 'utf8' }).trim();
write('verbatim.json', '{}\n');
write('sources/minutes.md', minutes1);
write('sources/memo.md', memoNow);
fs.copyFileSync(path.join(repoRoot, 'test/fixtures/pdf/filing.pdf'), path.join(ws, 'sources/filing.pdf'));
git('init', '-q');
git('add', '-A');
git('commit', '-q', '-m', 'sources');
const c1 = git('rev-parse', 'HEAD');
write('sources/minutes.md', minutes2);
git('commit', '-q', '-am', 'the motion, as corrected');
const c2 = git('rev-parse', 'HEAD');
execFileSync(process.execPath, [path.join(repoRoot, 'dist/cli.js'), 'render', 'sources/filing.pdf'], { cwd: ws, stdio: 'ignore' });
const note = path.join(ws, 'notes', 'walk.md');
write('notes/walk.md', lines(
	'# A walk', '',
	'The minutes record that ([minutes](../sources/minutes.md), verbatim):', '',
	'> A lot of work was done this year.', '',
	'They also say ([minutes](../sources/minutes.md), verbatim):', '',
	'> A lot of work was undone this year.', '',
	'> The motion carried without dissent.', `> --- \`sources/minutes.md:3\` @ \`${c1.slice(0, 8)}\``, '',
	'> Customs released it on Friday.', `> --- \`sources/memo.md\` @ \`${sha256(memoThen)}\``, '',
	'> The budget is final.', '> --- `sources/minutes.md:2`', '',
	'The minutes say, verbatim, "The board met at nine" ([minutes](../sources/minutes.md)).', '',
	'> No further action is warranted.', '> --- `sources/filing.pdf:p2`', '',
	'> A remote claim.', '> --- https://example.com/paper.html', '',
	'> The board met at ten.', '> --- `sources/minutes.md:5-6`',
));

const { log, step, finish } = walkSteps(8);

let cs;
let context;
let page;
const shot = async name => page && page.screenshot({ path: path.join(OUT, `${name}.png`) }).catch(() => undefined);

/** The note's editor (the first group), the source beside it (the second). */
const noteEditor = () => page.locator('.editor-group-container').first();
const sideEditor = () => page.locator('.editor-group-container').nth(1);

/** Puts the cursor on the note's line holding `text` by clicking it, as a writer does. */
async function clickLine(text) {
	await noteEditor().locator('.view-line', { hasText: text }).first().click();
	await noteEditor().locator('.monaco-editor.focused').waitFor();
}

/**
 * Reads the preview's frame; the preview replaces its frame when it renders
 * anew (verdicts arriving, a recheck), so a read that meets a detached frame
 * is made again on the new one.
 */
/**
 * Reads the preview until `read` gives what `ok` accepts, or 30 s pass: the
 * preview may swap in a fresh frame that has not rendered its badges yet,
 * and a writer sees the state it settles in. Returns the last reading.
 */
async function settled(read, ok) {
	const deadline = Date.now() + 30_000;
	for (;;) {
		const value = await inPreview(read);
		if (ok(value) || Date.now() > deadline) {
			return value;
		}
		await page.waitForTimeout(250);
	}
}

async function inPreview(read) {
	for (let attempt = 1; ; attempt++) {
		try {
			return await read();
		} catch (e) {
			if (attempt >= 5 || !/detached|destroyed|navigat/i.test(String(e.message))) {
				throw e;
			}
			// The new frame, once it shows the badges again.
			await page.frameLocator('iframe.webview.ready').frameLocator('iframe#active-frame').locator('.verbatim-badge').first().waitFor();
		}
	}
}

/** A notification toast holding `text`. */
const toast = text => page.locator('.notifications-toasts .notification-toast', { hasText: text }).first();

/** The side editor's marks of the cited passage (the decoration's own class names start `ced-`). */
const sideMarks = () => sideEditor().locator('.view-overlays .cdr[class*="ced-"]');

try {
	const bin = codeServer();
	await step('install the VSIX and start code-server on a Git workspace with two commits', async () => {
		const out = execFileSync(process.execPath, [bin, '--extensions-dir', dirs.ext, '--user-data-dir', dirs.ud, '--install-extension', VSIX], { env, encoding: 'utf8' });
		if (!/successfully installed/.test(out)) {
			throw new Error(out);
		}
		cs = await startCodeServer(bin, dirs, env, PORT, path.join(OUT, 'code-server.log'));
	});
	await step('open the note with Quick Open; the status bar counts its verdicts', async () => {
		context = await launchBrowser(dirs, env);
		context.setDefaultTimeout(TIMEOUT);
		page = context.pages()[0] ?? await context.newPage();
		await page.goto(`http://127.0.0.1:${PORT}/?folder=${encodeURIComponent(ws)}`);
		await page.locator('.monaco-workbench').waitFor();
		await page.getByRole('treeitem', { name: 'notes' }).waitFor();
		await page.locator('.monaco-workbench').click({ position: { x: 700, y: 400 } });
		await page.keyboard.press('Control+P');
		await page.locator('.quick-input-widget input').waitFor();
		await page.keyboard.type('walk.md');
		await page.locator('.quick-input-list .monaco-list-row', { hasText: 'walk.md' }).first().waitFor();
		await page.keyboard.press('Enter');
		await page.locator('.tabs-container .tab.active', { hasText: 'walk.md' }).waitFor();
		// Verified: a lead-in, the citation at the older commit, the prose quote, the PDF page.
		// Failing: a lead-in, the changed pin, the range, the remote source, the one-word miss at the wrong lines.
		await page.locator('.statusbar-item', { hasText: '4 verified, 5 failing' }).waitFor();
		await shot('1-opened');
	});
	await step('Problems lists the verified citation at an older commit as information: changed since, re-cite at HEAD', async () => {
		await page.keyboard.press('Control+Shift+M');
		await page.locator('.markers-panel .monaco-list-row', { hasText: 'changed since: re-cite at HEAD (the quote no longer occurs' }).first().waitFor();
		await page.locator('.markers-panel .monaco-list-row .codicon-info, .markers-panel .monaco-list-row .codicon-infoOutline', { hasText: '' }).first().waitFor();
		await shot('1b-problems');
		await page.keyboard.press('Control+J');
		await page.locator('.markers-panel').waitFor({ state: 'hidden' });
	});
	await step('the hover of a citation at an older commit names the commit and says the quote changed at HEAD', async () => {
		const shown = await hoverText(page, noteEditor(), 'The motion carried without dissent', 'Verbatim: verified');
		for (const expected of [`pin: commit ${c1.slice(0, 7)}`, `Changed since: At HEAD (${c2.slice(0, 7)}), the quote no longer occurs; nearest passage line 3; re-cite at HEAD.`]) {
			if (!shown.includes(expected)) {
				throw new Error(`hover lacks "${expected}": ${shown}`);
			}
		}
		if (shown.includes('pin: none')) {
			throw new Error(`hover says pin: none: ${shown}`);
		}
	});
	await step('the hover of a changed pinned source says the quote is still in the current version', async () => {
		const shown = await hoverText(page, noteEditor(), 'Customs released it on Friday', 'Verbatim: version mismatch');
		if (!shown.includes('In the current version of sources/memo.md: the quote still occurs once, line 3.')) {
			throw new Error(`hover: ${shown}`);
		}
	});
	await step('Ctrl+. on the changed commit-pinned citation offers to update it, in words about the note', async () => {
		await clickLine('The motion carried without dissent');
		await page.keyboard.press('Control+.');
		await page.locator('.action-widget .monaco-list-row.action', { hasText: 'Replace with the source\'s words in the current version of minutes.md (latest commit)' }).waitFor();
		const titles = await page.locator('.action-widget .monaco-list-row.action').allInnerTexts();
		if (titles.some(t => /Re-cite|HEAD \(|blob|bytes/.test(t))) {
			throw new Error(`jargon in ${JSON.stringify(titles)}`);
		}
		await shot('2-quickfix');
		await page.keyboard.press('Escape');
	});
	await step('Open Cited Passage to the Side (palette) on a version mismatch marks the quote where it stands now', async () => {
		await clickLine('Customs released it on Friday');
		await palette(page, 'Verbatim: Open Cited Passage to the Side');
		await sideEditor().locator('.tabs-container .tab.active', { hasText: 'memo.md' }).waitFor();
		await toast('memo.md changed since it was pinned; the quote still occurs in the current version').waitFor();
		await sideMarks().first().waitFor();
		await shot('3-side-local');
	});
	await step('on a commit-pinned citation it opens the file as it was at that commit, read-only, the quote marked', async () => {
		await clickLine('The motion carried without dissent');
		await palette(page, 'Verbatim: Open Cited Passage to the Side');
		// The work tree says "without any dissent"; the commit, "without dissent".
		await sideEditor().locator('.view-line', { hasText: 'The motion carried without dissent.' }).waitFor();
		await sideEditor().locator('.tabs-container .tab.active', { hasText: 'minutes.md' }).waitFor();
		await sideMarks().first().waitFor();
		const uri = await sideEditor().locator('.tabs-container .tab.active').getAttribute('data-resource-name');
		const title = await sideEditor().locator('.tabs-container .tab.active').getAttribute('aria-label');
		log(`  side tab: ${uri} / ${title}`);
		await shot('4-side-git');
	});
	await step('on a PDF citation it opens the PDF\'s text with its page markers, the quote marked', async () => {
		await clickLine('No further action is warranted');
		await palette(page, 'Verbatim: Open Cited Passage to the Side');
		await sideEditor().locator('.view-line', { hasText: '──────── page 2 ────────' }).waitFor();
		await sideEditor().locator('.view-line', { hasText: 'No further action is warranted' }).waitFor();
		await sideMarks().first().waitFor();
		await shot('5-side-pdf');
	});
	await step('on a remote citation it says there is nothing to show, and why', async () => {
		await clickLine('A remote claim');
		await palette(page, 'Verbatim: Open Cited Passage to the Side');
		await toast('Nothing to show: remote source with no local capture').waitFor();
	});
	const preview = () => page.frameLocator('iframe.webview.ready').frameLocator('iframe#active-frame');
	await step('the Markdown preview gives every citation a badge with its words and class; no failing one shows a tick', async () => {
		await clickLine('# A walk');
		await page.keyboard.press('Control+K');
		await page.keyboard.press('V');
		const badges = preview().locator('.verbatim-badge');
		await preview().locator('.verbatim-badge.verbatim-warning', { hasText: '! unverified' }).waitFor();
		const expected = [
			'verbatim-badge verbatim-error | ✗ absent',
			'verbatim-badge verbatim-error | ✗ absent',
			'verbatim-badge verbatim-error | ✗ out of range',
			'verbatim-badge verbatim-error | ✗ version mismatch',
			'verbatim-badge verbatim-verified | ✓ verified',
			'verbatim-badge verbatim-verified | ✓ verified',
			'verbatim-badge verbatim-verified | ✓ verified',
			'verbatim-badge verbatim-verified | ✓ verified',
			'verbatim-badge verbatim-warning | ! unverified',
		];
		const found = await settled(async () => (await badges.evaluateAll(els => els.map(e => `${e.className} | ${e.textContent}`))).sort(), f => JSON.stringify(f) === JSON.stringify(expected));
		if (JSON.stringify(found) !== JSON.stringify(expected)) {
			throw new Error(`badges: ${JSON.stringify(found)}`);
		}
		// What the reader sees, generated content included: a tick only beside the four verified citations.
		const ticks = await settled(() => preview().locator('body').evaluate(body => {
			let n = 0;
			for (const el of body.querySelectorAll('*')) {
				for (const pseudo of ['::before', '::after']) {
					const c = el.ownerDocument.defaultView.getComputedStyle(el, pseudo).content;
					if (c && c !== 'none' && c !== 'normal' && c.includes('✓')) {
						n++;
					}
				}
			}
			return n + (body.innerText.match(/✓/g) ?? []).length;
		}), n => n === 4);
		if (ticks !== 4) {
			throw new Error(`${ticks} ticks shown`);
		}
		// The lead-in sentences carry no badge of their own: the quote below each does.
		const leadIns = await settled(() => preview().locator('blockquote.verbatim-verdict > .verbatim-badge').count(), n => n === 8);
		if (leadIns !== 8) {
			throw new Error(`${leadIns} blockquotes badged`);
		}
		await shot('6-preview');
	});
	await step('Fix All Safe Problems from the palette applies every safe fix at once, says so, and the preview follows', async () => {
		await clickLine('# A walk');
		await palette(page, 'Verbatim: Fix All Safe Problems');
		await toast('Verbatim: fixed 2 citations in 1 note').waitFor();
		if (await page.locator('.refactor-preview, .bulk-edit-panel').count()) {
			throw new Error('a refactor preview opened');
		}
		await noteEditor().locator('.view-lines', { hasText: 'sources/minutes.md:6' }).waitFor();
		await page.keyboard.press('Control+S');
		for (const deadline = Date.now() + TIMEOUT; ;) {
			const text = fs.readFileSync(note, 'utf8');
			if (text.includes('`sources/minutes.md:6`') && text.includes(`\`sources/memo.md\` @ \`${sha256(memoNow)}\``)) {
				break;
			}
			if (Date.now() > deadline) {
				throw new Error(`disk content: ${text}`);
			}
			await new Promise(r => setTimeout(r, 100));
		}
		await page.locator('.statusbar-item', { hasText: '6 verified, 3 failing' }).waitFor();
		await preview().locator('.verbatim-badge.verbatim-error', { hasText: 'out of range' }).waitFor({ state: 'detached' });
		await preview().locator('.verbatim-badge.verbatim-error', { hasText: 'version mismatch' }).waitFor({ state: 'detached' });
		await shot('7-fixed');
	});
	await step('the hover names each pin kind: a re-pinned source matches, an unpinned one has none', async () => {
		const pinned = await hoverText(page, noteEditor(), 'Customs released it on Friday', 'Verbatim: verified');
		if (!pinned.includes('pin: matches the source')) {
			throw new Error(`hover: ${pinned}`);
		}
		const unpinned = await hoverText(page, noteEditor(), 'The budget is final', 'Verbatim: verified');
		if (!unpinned.includes('pin: none')) {
			throw new Error(`hover: ${unpinned}`);
		}
	});
	await step('a one-word miss cited at the wrong lines gets the nearest passage from the whole source, and Ctrl+. fixes it', async () => {
		// The citation is the note's last: go to the end, so the editor scrolls it into view.
		await clickLine('# A walk');
		await page.keyboard.press('Control+End');
		await page.locator('.statusbar', { hasText: 'Ln 30,' }).waitFor();
		const shown = await hoverText(page, noteEditor(), 'The board met at ten', 'Verbatim: absent');
		if (!shown.includes('Nearest passage, sources/minutes.md:2')) {
			throw new Error(`hover: ${shown}`);
		}
		await clickLine('The board met at ten');
		await page.keyboard.press('Control+.');
		await page.locator('.action-widget .monaco-list-row.action.focused', { hasText: 'Replace with the source\'s words' }).waitFor();
		await page.keyboard.press('Enter');
		await noteEditor().locator('.view-lines', { hasText: 'sources/minutes.md:2`' }).waitFor();
		await page.locator('.statusbar-item', { hasText: '7 verified, 2 failing' }).waitFor();
		await shot('8-nearest');
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
