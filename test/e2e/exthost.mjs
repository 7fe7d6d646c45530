// Runs test/e2e/suite inside code-server's extension host: the extension is
// loaded from this repository (extensionDevelopmentPath) and the suite from
// out/e2e/suite.js (extensionTestsPath), both given in the workbench URL's
// `payload`, since code-server's CLI has no such flags. Streams each result as
// the suite appends it to the results file; ends with "N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';
import { codeServer, launchBrowser, plain, repoRoot, startCodeServer, teardown, workspace } from './harness.mjs';

const OUT = process.env.OUT ?? path.join(repoRoot, 'out', 'e2e-exthost');
const PORT = Number(process.env.PORT ?? 18092);
const TIMEOUT = Number(process.env.TIMEOUT_MS ?? 180_000);
fs.mkdirSync(OUT, { recursive: true });
const results = path.join(OUT, 'results.txt');
fs.rmSync(results, { force: true });

const { dirs, env } = workspace(path.join(repoRoot, 'test/fixtures/project'));
env.VERBATIM_E2E_RESULTS = results;
const T0 = Date.now();
const log = s => console.log(`[${((Date.now() - T0) / 1000).toFixed(1).padStart(5)}s] ${s}`);
let cs;
let context;
let exitCode = 1;
// The suite appends each result to the file as it comes; print them as they arrive.
let shown = 0;
const follow = () => {
	const text = fs.existsSync(results) ? fs.readFileSync(results, 'utf8') : '';
	const end = text.lastIndexOf('\n') + 1;
	if (end > shown) {
		process.stdout.write(text.slice(shown, end));
		shown = end;
	}
};
const follower = setInterval(follow, 250);
try {
	cs = await startCodeServer(codeServer(), dirs, env, PORT, path.join(OUT, 'code-server.log'));
	context = await launchBrowser(dirs, env);
	const page = context.pages()[0] ?? await context.newPage();
	page.on('console', m => {
		const t = plain(m.text());
		if (/^(ok|not ok) - |^\d+ passed, \d+ failed/.test(t)) {
			log(t.slice(0, 500));
		}
	});
	const done = new Promise(resolve => page.exposeFunction('codeAutomationExit', code => resolve(code)));
	const remote = p => `vscode-remote://127.0.0.1:${PORT}${p}`;
	const payload = JSON.stringify([
		['extensionDevelopmentPath', remote(repoRoot)],
		['extensionTestsPath', remote(path.join(repoRoot, 'out/e2e/suite.js'))],
	]);
	await page.goto(`http://127.0.0.1:${PORT}/?folder=${encodeURIComponent(dirs.ws)}&payload=${encodeURIComponent(payload)}`);
	let timer;
	const code = await Promise.race([done, new Promise((_, reject) => {
		timer = setTimeout(() => reject(new Error('timed out waiting for the suite')), TIMEOUT);
	})]).finally(() => clearTimeout(timer));
	clearInterval(follower);
	follow();
	const summary = fs.existsSync(results) ? fs.readFileSync(results, 'utf8') : '';
	if (!summary) {
		console.log('(no results file)');
	}
	exitCode = code === 0 && /^\d+ passed, 0 failed$/m.test(summary) ? 0 : 1;
} catch (e) {
	log(`ERROR ${e.message}`);
	console.log('0 passed, 1 failed');
} finally {
	clearInterval(follower);
	await teardown(context, cs, dirs, OUT);
	log(`total ${((Date.now() - T0) / 1000).toFixed(1)}s, exit ${exitCode}`);
	process.exitCode = exitCode;
}
