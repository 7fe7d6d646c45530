// Runs test/e2e/nvim.lua in headless Neovim against a copy of the UI fixture,
// then checks with the CLI that the fixed file verifies.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, workspace } from './harness.mjs';

const { dirs, env } = workspace(path.join(repoRoot, 'test/fixtures/ui'));
const note = path.join(dirs.ws, 'notes', 'delays.md');
let failed = 0;
let passed = 0;
try {
	const r = spawnSync('nvim', ['--headless', '-u', 'NONE', '-i', 'NONE', '-n', '-c', `luafile ${path.join(repoRoot, 'test/e2e/nvim.lua')}`], {
		env: { ...env, VERBATIM_CLI: path.join(repoRoot, 'dist/cli.js'), VERBATIM_ROOT: dirs.ws, VERBATIM_NOTE: note },
		encoding: 'utf8', timeout: 60_000,
	});
	process.stdout.write(r.stdout);
	const summary = /^(\d+) passed, (\d+) failed$/m.exec(r.stdout);
	passed += summary ? Number(summary[1]) : 0;
	failed += summary ? Number(summary[2]) : 1;
	failed += r.status === 0 ? 0 : summary && Number(summary[2]) > 0 ? 0 : 1;
	const report = JSON.parse(execFileSync(process.execPath, [path.join(repoRoot, 'dist/cli.js'), 'check', '--root', dirs.ws, '--format', 'json'], { encoding: 'utf8' }));
	if (report.citations.length === 1 && report.citations[0].status === 'verified') {
		passed++;
		console.log('ok - the file Neovim wrote verifies with verbatim check');
	} else {
		failed++;
		console.log(`not ok - verbatim check says ${JSON.stringify(report.citations.map(c => c.status))}`);
	}
} finally {
	fs.rmSync(dirs.work, { recursive: true, force: true });
}
console.log(`neovim: ${passed} passed, ${failed} failed`);
process.exitCode = failed || !passed ? 1 : 0;
