// The HTML report in a real browser: `verbatim check --format html` on the
// fixture project, opened from disk in headless Chromium with JavaScript off
// and every network request refused. Asserts the structure a reviewer relies
// on (summary, findings by note, marked passages, suggestions), that the
// findings are reachable by keyboard, that the page prints and has a dark
// scheme; keeps screenshots for the README. Prints "N passed, N failed".
/* global document, getComputedStyle -- these run inside the page (page.evaluate) */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, repoRoot } from './harness.mjs';

const OUT = process.env.OUT ?? path.join(repoRoot, 'out', 'e2e-report');
const IMAGES = path.join(repoRoot, 'docs', 'images');
fs.mkdirSync(OUT, { recursive: true });
let passed = 0;
let failed = 0;
async function step(name, fn) {
	try {
		await fn();
		passed++;
		console.log(`ok - ${name}`);
	} catch (e) {
		failed++;
		console.log(`not ok - ${name}: ${String(e.message).split('\n').slice(0, 6).join(' | ')}`);
	}
}
function assert(ok, message) {
	if (!ok) {
		throw new Error(message);
	}
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'verbatim-report-'));
let browser;
try {
	fs.cpSync(path.join(repoRoot, 'test/fixtures/project'), work, { recursive: true });
	const page = path.join(work, 'report.html');
	const run = spawnSync(process.execPath, [path.join(repoRoot, 'dist/cli.js'), 'check', '--format', 'html'], { cwd: work, encoding: 'utf8' });
	fs.writeFileSync(page, run.stdout);
	await step('the CLI writes the page and exits 1 for the fixture\'s errors', () => assert(run.status === 1 && run.stdout.startsWith('<!doctype html>'), `exit ${run.status}: ${run.stderr}`));

	browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
	const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
	const requests = [];
	await context.route('**/*', route => {
		const url = route.request().url();
		if (url.startsWith('file:')) {
			return route.continue();
		}
		requests.push(url);
		return route.abort();
	});
	const tab = await context.newPage();
	await tab.goto(`file://${page}`);
	await tab.screenshot({ path: path.join(IMAGES, 'report.png') });

	await step('summary counts match the JSON report', async () => {
		const json = JSON.parse(spawnSync(process.execPath, [path.join(repoRoot, 'dist/cli.js'), 'check', '--format', 'json'], { cwd: work, encoding: 'utf8' }).stdout);
		const count = async label => Number(await tab.locator('.counts div', { has: tab.locator(`dt:text-is("${label}")`) }).locator('dd').textContent());
		assert(await count('Citations') === json.summary.citations, 'citations');
		assert(await count('Verified') === json.summary.verified, 'verified');
		assert(await count('Errors') === json.summary.errors, 'errors');
		const findings = json.citations.filter(c => c.status !== 'verified').length;
		assert(await tab.locator('article.finding').count() === findings, `${findings} findings`);
	});
	await step('findings are grouped under their note, each with the note\'s lines, a source passage and a suggestion', async () => {
		assert(await tab.getByRole('heading', { level: 2, name: /notes\/cases\.md/ }).count() === 1, 'note heading');
		const ambiguous = tab.locator('article.finding', { has: tab.locator('.badge', { hasText: 'ambiguous' }) });
		assert(await ambiguous.locator('.note-context pre').textContent().then(t => t.includes('Customs released') || t.includes('shipment')), 'note context');
		assert(await ambiguous.locator('figure.source mark').count() >= 1, 'the occurrence is marked');
		const absent = tab.locator('article.finding', { has: tab.locator('.badge', { hasText: /^absent$/ }) });
		assert(await absent.count() === 0 || await absent.first().locator('.suggestion').count() === 1, 'suggestion');
		const outOfRange = tab.locator('article.finding', { has: tab.locator('.badge', { hasText: 'out_of_range' }) });
		assert(/outside the cited range/.test(await outOfRange.locator('figcaption').last().textContent()), 'out of range passage');
		assert(/verbatim fix/.test(await outOfRange.locator('.suggestion').textContent()), 'fix suggestion');
	});
	await step('no script, no network', async () => {
		assert(await tab.locator('script').count() === 0, 'script element');
		assert(requests.length === 0, `requests: ${requests.join(', ')}`);
	});
	await step('keyboard: the skip link and every finding\'s link are reachable with Tab', async () => {
		await tab.keyboard.press('Tab');
		assert(await tab.evaluate(() => document.activeElement?.textContent) === 'Skip to findings', 'skip link first');
		await tab.keyboard.press('Enter');
		const links = await tab.locator('article.finding h3 a').count();
		let reached = 0;
		for (let k = 0; k < 40 && reached < links; k++) {
			await tab.keyboard.press('Tab');
			reached += await tab.evaluate(() => Boolean(document.activeElement?.closest('article.finding'))) ? 1 : 0;
		}
		assert(reached === links, `reached ${reached} of ${links}`);
	});
	await step('dark scheme and print stylesheet', async () => {
		await tab.emulateMedia({ colorScheme: 'dark' });
		const bg = await tab.evaluate(() => getComputedStyle(document.body).backgroundColor);
		assert(bg === 'rgb(13, 17, 23)', `dark background ${bg}`);
		await tab.screenshot({ path: path.join(OUT, 'report-dark.png') });
		await tab.emulateMedia({ media: 'print', colorScheme: 'light' });
		assert(await tab.locator('nav').isHidden(), 'navigation hidden in print');
		const pdf = await tab.pdf({ format: 'A4' });
		assert(pdf.length > 1000, 'printed');
	});
} catch (e) {
	failed++;
	console.log(`not ok - report: ${e.message}`);
} finally {
	await browser?.close();
	fs.rmSync(work, { recursive: true, force: true });
	console.log(`report: ${passed} passed, ${failed} failed`);
	process.exitCode = failed ? 1 : 0;
}
