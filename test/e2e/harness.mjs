// Shared pieces of the editor tests: code-server from test/e2e/setup.sh,
// Debian's chromium through playwright-core, temp folders for everything.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** The code-server entry script, installing it first when missing. */
export function codeServer() {
	if (process.env.CODE_SERVER) {
		return process.env.CODE_SERVER;
	}
	const out = execFileSync('bash', [path.join(repoRoot, 'test/e2e/setup.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
	return out.trim().split('\n').pop();
}

/**
 * A browser console message as plain text: VS Code styles its lines with
 * `%c` markers and CSS arguments, which a CI log would show raw.
 */
export function plain(text) {
	return text
		.replace(/%c/g, '')
		.replace(/(\s+(?:color|background(?:-color)?|font-weight|font-style|font-size|padding|border-radius)\s*:[^;]*;?)+\s*$/i, '')
		// The label of the process that logged it, and the stack frame VS Code appends.
		.replace(/^\s*\[[^\]]*\]\s*/, '')
		.replace(/\s+\((?:at )?(?:[^()]*\()?[^()\s]*:\d+:\d+\)+\s*$/, '');
}

/** A fresh workspace copied from a fixture, a user-data dir with quiet settings, and XDG dirs inside it. */
export function workspace(fixture, settings = {}) {
	const work = fs.mkdtempSync(path.join(os.tmpdir(), 'verbatim-e2e-'));
	const dirs = { work, ws: path.join(work, 'ws'), ud: path.join(work, 'user-data'), ext: path.join(work, 'extensions'), chrome: path.join(work, 'chrome') };
	fs.cpSync(fixture, dirs.ws, { recursive: true });
	fs.mkdirSync(path.join(dirs.ud, 'User'), { recursive: true });
	fs.writeFileSync(path.join(dirs.ud, 'User', 'settings.json'), JSON.stringify({
		'workbench.startupEditor': 'none', 'workbench.tips.enabled': false, 'telemetry.telemetryLevel': 'off',
		'security.workspace.trust.enabled': false, 'extensions.autoCheckUpdates': false, 'extensions.autoUpdate': false,
		'extensions.ignoreRecommendations': true, 'update.mode': 'none', 'workbench.enableExperiments': false,
		'git.enabled': false, 'files.autoSave': 'off', ...settings,
	}, null, 2));
	const env = { ...process.env, XDG_CONFIG_HOME: path.join(work, 'xdg/config'), XDG_DATA_HOME: path.join(work, 'xdg/data'), XDG_CACHE_HOME: path.join(work, 'xdg/cache') };
	return { dirs, env };
}

/** Starts code-server on a port and waits for /healthz. */
export async function startCodeServer(bin, dirs, env, port, logFile) {
	const logFd = fs.openSync(logFile, 'w');
	const cs = spawn(process.execPath, [bin, '--bind-addr', `127.0.0.1:${port}`, '--auth', 'none', '--disable-telemetry',
		'--disable-update-check', '--disable-workspace-trust', '--disable-getting-started-override', '--ignore-last-opened',
		'--user-data-dir', dirs.ud, '--extensions-dir', dirs.ext, dirs.ws], { env, stdio: ['ignore', logFd, logFd] });
	for (const deadline = Date.now() + 60_000; ;) {
		if (cs.exitCode !== null) {
			throw new Error(`code-server exited ${cs.exitCode}`);
		}
		try {
			if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) {
				return cs;
			}
		} catch {
			// not up yet
		}
		if (Date.now() > deadline) {
			throw new Error('code-server did not come up');
		}
		await new Promise(r => setTimeout(r, 100));
	}
}

export async function launchBrowser(dirs, env) {
	return chromium.launchPersistentContext(dirs.chrome, {
		executablePath: chromiumPath, headless: true, viewport: { width: 1400, height: 860 }, env,
		args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
			'--disable-background-networking', '--disable-component-update', '--disable-sync'],
	});
}

export async function stop(cs) {
	if (cs && cs.exitCode === null) {
		cs.kill('SIGTERM');
		await new Promise(r => setTimeout(r, 500));
		if (cs.exitCode === null) {
			cs.kill('SIGKILL');
		}
	}
}

/** Closes the browser and code-server, keeps VS Code's logs in `out`, and removes the temp folders (unless KEEP_WORK). */
export async function teardown(context, cs, dirs, out) {
	if (context) {
		await context.close().catch(() => undefined);
	}
	await stop(cs);
	try {
		fs.cpSync(path.join(dirs.ud, 'logs'), path.join(out, 'vscode-logs'), { recursive: true });
	} catch {
		// no logs to keep
	}
	if (!process.env.KEEP_WORK) {
		fs.rmSync(dirs.work, { recursive: true, force: true });
	}
}

/**
 * The named steps of a walk: each is logged with the time it took, a failed
 * one with the first lines of its error (then rethrown, ending the walk);
 * `finish` prints "N passed, N failed" and sets the exit code.
 */
export function walkSteps(errorLines = 6) {
	const t0 = Date.now();
	let passed = 0;
	let failed = 0;
	const log = s => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(5)}s] ${s}`);
	async function step(name, fn) {
		const t = Date.now();
		try {
			await fn();
			passed++;
			log(`ok - ${name} (${Date.now() - t} ms)`);
		} catch (e) {
			failed++;
			log(`not ok - ${name}: ${String(e.message).split('\n').slice(0, errorLines).join(' | ')}`);
			throw e;
		}
	}
	function finish() {
		log(`total ${((Date.now() - t0) / 1000).toFixed(1)}s`);
		console.log(`${passed} passed, ${failed} failed`);
		process.exitCode = failed || passed === 0 ? 1 : 0;
	}
	return { log, step, finish };
}

/** Runs a command from the command palette by its title. */
export async function palette(page, title) {
	await page.keyboard.press('F1');
	await page.locator('.quick-input-widget .quick-input-box input').waitFor();
	await page.keyboard.type(title);
	await page.locator('.quick-input-list .monaco-list-row.focused', { hasText: title }).first().waitFor();
	await page.keyboard.press('Enter');
	await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
}

/**
 * The hover over the line holding `text` in `editor` (a locator): the pointer
 * comes in from outside, `dx` pixels into the line, until the hover shows `expected`.
 */
export async function hoverText(page, editor, text, expected, dx = 40) {
	const hover = page.locator('.monaco-hover', { hasText: expected });
	for (let attempt = 1; ; attempt++) {
		const box = await editor.locator('.view-line', { hasText: text }).first().boundingBox();
		await page.mouse.move(5, 500);
		await page.mouse.move(box.x + dx, box.y + box.height / 2, { steps: 4 });
		try {
			await hover.first().waitFor({ timeout: 10_000 });
			const shown = await hover.first().innerText();
			await page.mouse.move(5, 500);
			await page.keyboard.press('Escape');
			return shown;
		} catch (e) {
			if (attempt >= 4) {
				throw e;
			}
		}
	}
}
