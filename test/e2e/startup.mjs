// `npm run bench:editor`: where the time to the first squiggle goes, in the
// real editor. Each run starts a fresh code-server with the VSIX installed,
// opens a copy of examples/kb, opens a note with Quick Open and times the
// first squiggle; the extension's and the server's own timing lines (from the
// Verbatim output log) split it into activation → server ready, project load,
// the open note's check, and the workspace index. The client's message trace
// (`verbatim.trace.server: messages`: names and times, no content) and the
// extension host's log place activation, `didOpen` and the first diagnostics
// answer on the same clock as the key press. Run under the e2e lock:
//   flock /tmp/verbatim-e2e.lock npm run bench:editor
// BASELINE=path/to/other.vsix alternates runs of that build with this one, so
// the two are compared at the same load. SETTINGS='{"verbatim.codeLens.enable":false}'
// adds workspace settings; OPEN_DELAY=ms opens the note that long after the
// explorer shows. WARM_CACHE=1 keeps each build's extension storage (its V8
// code cache) from one run to the next, as on a user's machine after the first
// start; the first run of each build then only fills it and is not counted.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeServer, launchBrowser, repoRoot, startCodeServer, teardown, workspace } from './harness.mjs';

const PORT = Number(process.env.PORT ?? 18094);
const RUNS = Number(process.env.RUNS ?? 3);
const NOTE = process.env.NOTE ?? 'harlow-v-meridian.md';
// OPEN_DELAY=ms waits that long after the explorer shows before opening the note: the workbench and the eager extensions settle first.
const OPEN_DELAY = Number(process.env.OPEN_DELAY ?? 0);
const OUT = path.join(repoRoot, 'out', 'e2e-startup');
const WARM_CACHE = process.env.WARM_CACHE === '1';
const builds = [...(process.env.BASELINE ? [['baseline', path.resolve(process.env.BASELINE)]] : []), ['this', path.join(repoRoot, 'verbatim.vsix')]];

function filesUnder(dir) {
	return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(f => path.join(dir, f)) : [];
}

/** The text of the logs under the user-data dir whose file name matches. */
function logText(ud, name) {
	return filesUnder(path.join(ud, 'logs')).filter(f => name.test(path.basename(f)) && f.endsWith('.log')).map(f => fs.readFileSync(f, 'utf8')).join('\n');
}


/**
 * The timing lines the extension and the server write to the Verbatim output
 * log, and, relative to the key press that opened the note (`opened`): the
 * extension's activation (and what activated it), the server ready, the
 * note's `didOpen` sent and its first diagnostics received, pushed or pulled.
 * The extension writes the epoch time of each into the line's text: the
 * output channel writes lines in batches, so a line's own time can be a
 * second late.
 */
function timings(ud, opened) {
	const text = logText(ud, /verbatim/i);
	const ready = /activation to server ready: (\d+) ms/.exec(text)?.[1];
	const startup = /\bstartup (\{[^}]*\})/.exec(text)?.[1];
	// The opened note's own events.
	const mark = event => {
		for (const m of text.matchAll(new RegExp(`startup\\.${event} (\\{[^}]*\\})`, 'g'))) {
			const e = JSON.parse(m[1]);
			if (e.file === NOTE) {
				return e;
			}
		}
		return undefined;
	};
	const activation = logText(ud, /^remoteexthost\.log$/).split('\n').find(l => /_doActivateExtension verbatim\./.test(l));
	const activatedAt = mark('didOpen')?.activatedAt ?? mark('pushed')?.activatedAt;
	const since = m => (m === undefined ? undefined : m.at - opened);
	const starting = /startup\.clientStarting (\{[^}]*\})/.exec(text);
	return {
		ready: ready === undefined ? undefined : Number(ready), ...(startup ? JSON.parse(startup) : {}),
		activatedBy: /activationEvent: '([^']*)'/.exec(activation ?? '')?.[1],
		activatedAt: activatedAt === undefined ? undefined : activatedAt - opened,
		readyAt: activatedAt === undefined || ready === undefined ? undefined : activatedAt + Number(ready) - opened,
		clientAt: since(starting ? JSON.parse(starting[1]) : undefined), didOpenAt: since(mark('didOpen')), pushedAt: since(mark('pushed')), pullSentAt: since(mark('pullSent')), pulledAt: since(mark('pulled')),
	};
}

/**
 * Runs in the page before the workbench loads: the time of the first frame
 * that shows the note's text, a problem counted in the status bar, a
 * squiggle and a lens. Playwright's own waits poll at up to 1 s intervals, so
 * their resolution times were up to a second late.
 */
function recordMarks() {
	/* global document, requestAnimationFrame, MutationObserver -- runs in the page */
	const marks = (globalThis.startupMarks = {});
	const seen = {
		text: () => document.querySelector('.editor-instance .view-lines .view-line'),
		counted: () => {
			const item = document.getElementById('status.problems');
			return item !== null && !/no problems/i.test(item.getAttribute('aria-label') ?? item.textContent ?? '');
		},
		squiggle: () => document.querySelector('.editor-instance .squiggly-error, .editor-instance .squiggly-warning'),
		lens: () => document.querySelector('.contentWidgets .codelens-decoration, .view-zones .codelens-decoration'),
	};
	const check = () => {
		for (const [name, test] of Object.entries(seen)) {
			if (!(name in marks) && test()) {
				marks[name] = undefined;
				// The frame that paints it.
				requestAnimationFrame(() => {
					marks[name] = Date.now();
				});
			}
		}
	};
	new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

async function once(run, build, vsix, prime = false) {
	const { dirs, env } = workspace(path.join(repoRoot, 'examples/kb'), { 'verbatim.trace.server': 'messages', ...JSON.parse(process.env.SETTINGS ?? '{}') });
	if (WARM_CACHE) {
		// The extension's global storage outlives the run (the temp folders' removal leaves a link's target alone).
		const storage = path.join(OUT, `storage-${build}`);
		fs.mkdirSync(storage, { recursive: true });
		fs.mkdirSync(path.join(dirs.ud, 'User', 'globalStorage'), { recursive: true });
		fs.symlinkSync(storage, path.join(dirs.ud, 'User', 'globalStorage', 'verbatim.verbatim-citations'));
	}
	let cs;
	let context;
	try {
		execFileSync(process.execPath, [codeServer(), '--extensions-dir', dirs.ext, '--user-data-dir', dirs.ud, '--install-extension', vsix], { env, stdio: 'ignore' });
		cs = await startCodeServer(codeServer(), dirs, env, PORT, path.join(OUT, `code-server-${run}.log`));
		context = await launchBrowser(dirs, env);
		context.setDefaultTimeout(60_000);
		await context.addInitScript(recordMarks);
		const page = context.pages()[0] ?? await context.newPage();
		const t0 = Date.now();
		await page.goto(`http://127.0.0.1:${PORT}/?folder=${encodeURIComponent(dirs.ws)}`);
		await page.getByRole('treeitem', { name: 'notes' }).waitFor();
		const workbench = Date.now() - t0;
		await new Promise(r => setTimeout(r, OPEN_DELAY));
		await page.locator('.monaco-workbench').click({ position: { x: 700, y: 400 } });
		await page.keyboard.press('Control+P');
		await page.keyboard.type(NOTE);
		await page.locator('.quick-input-list .monaco-list-row', { hasText: NOTE }).first().waitFor();
		const opened = Date.now();
		await page.keyboard.press('Enter');
		await page.locator('.editor-instance .squiggly-error, .editor-instance .squiggly-warning').first().waitFor();
		await page.locator('.contentWidgets .codelens-decoration, .view-zones .codelens-decoration').first().waitFor();
		const marks = await page.evaluate(() => globalThis.startupMarks);
		const since = at => (at === undefined ? undefined : at - opened);
		const [text, problems, squiggle, lens] = [marks.text, marks.counted, marks.squiggle, marks.lens].map(since);
		// The server writes its startup line once the workspace is indexed; give the log a moment to reach disk.
		let t = timings(dirs.ud, opened);
		for (const deadline = Date.now() + 15_000; t.indexMs === undefined && Date.now() < deadline; t = timings(dirs.ud, opened)) {
			await new Promise(r => setTimeout(r, 200));
		}
		if (prime) {
			// The extension and the server write their code cache 5 s after loading.
			await new Promise(r => setTimeout(r, 6000));
		}
		return { workbench, text, problems, squiggle, lens, ...t };
	} finally {
		await teardown(context, cs, dirs, path.join(OUT, `run-${run}`));
	}
}

fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });
execFileSync('npm', ['run', '--silent', 'package'], { cwd: repoRoot, stdio: 'ignore' });
const rows = [];
let started = 0;
for (let run = WARM_CACHE ? 0 : 1; run <= RUNS; run++) {
	for (const [build, vsix] of builds) {
		const row = { build, ...await once(++started, build, vsix, run === 0) };
		if (run > 0) {
			rows.push(row);
		}
	}
}
const cell = v => (v === undefined ? '–' : `${v} ms`);
console.log(`Editor startup, examples/kb, opening notes/${NOTE} ${OPEN_DELAY} ms after the explorer shows (${RUNS} fresh code-server runs${WARM_CACHE ? ', code cache kept from a first run' : ''}, ${new Date().toISOString()}, load average ${os.loadavg()[0].toFixed(1)})\n`);
console.log('| run | build | workbench loaded | open → first squiggle | open → lens | activation → server ready | project load | open note check | workspace index | server uptime at index end |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
rows.forEach((r, k) => console.log(`| ${k + 1} | ${r.build} | ${cell(r.workbench)} | ${cell(r.squiggle)} | ${cell(r.lens)} | ${cell(r.ready)} | ${cell(r.loadMs)} | ${cell(r.checkOpenMs)} | ${cell(r.indexMs)} | ${cell(r.uptimeMs)} |`));
console.log('\nThe same runs on one clock, from the key press that opens the note (negative: before it):\n');
console.log('| run | build | activated by | activated | client starts | server ready | `didOpen` sent | its findings pushed | its first pull sent | its first pull answered | workbench counts a problem | note text shown | first squiggle |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
rows.forEach((r, k) => console.log(`| ${k + 1} | ${r.build} | ${r.activatedBy ?? '–'} | ${cell(r.activatedAt)} | ${cell(r.clientAt)} | ${cell(r.readyAt)} | ${cell(r.didOpenAt)} | ${cell(r.pushedAt)} | ${cell(r.pullSentAt)} | ${cell(r.pulledAt)} | ${cell(r.problems)} | ${cell(r.text)} | ${cell(r.squiggle)} |`));
console.log('\nMedians per build (range):\n');
console.log('| build | note text shown | workbench counts a problem | first squiggle |');
console.log('|---|---|---|---|');
const median = xs => {
	const v = xs.filter(x => x !== undefined).sort((a, b) => a - b);
	return v.length ? `${v[Math.floor((v.length - 1) / 2)]} ms (${v[0]}–${v[v.length - 1]})` : '–';
};
for (const [build] of builds) {
	const mine = rows.filter(r => r.build === build);
	console.log(`| ${build} | ${median(mine.map(r => r.text))} | ${median(mine.map(r => r.problems))} | ${median(mine.map(r => r.squiggle))} |`);
}
