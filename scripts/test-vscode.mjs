// `npm run test:vscode`: the extension-host suite (test/e2e/suite, the one the
// code-server run uses) in desktop VS Code, through @vscode/test-electron.
// VS Code comes from VSCODE_EXECUTABLE, else a download (VSCODE_VERSION, default
// stable). With neither it exits 1 and says so. Not part of .ci/run: CI runs
// the same suite in code-server (npm run test:e2e).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { downloadAndUnzipVSCode, runTests } from '@vscode/test-electron';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function vscodeExecutable() {
	const given = process.env.VSCODE_EXECUTABLE;
	if (given) {
		if (!fs.existsSync(given)) {
			throw new Error(`VSCODE_EXECUTABLE=${given} does not exist`);
		}
		return given;
	}
	try {
		return await downloadAndUnzipVSCode(process.env.VSCODE_VERSION ?? 'stable');
	} catch (e) {
		throw new Error(`no VS Code to run: VSCODE_EXECUTABLE is not set and the download failed (${e.message.split('\n')[0]})`);
	}
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'verbatim-vscode-'));
let code = 1;
try {
	execFileSync(process.execPath, ['esbuild.mjs', '--e2e'], { cwd: repoRoot, stdio: 'inherit' });
	const executable = await vscodeExecutable();
	const folder = path.join(work, 'ws');
	fs.cpSync(path.join(repoRoot, 'test/fixtures/project'), folder, { recursive: true });
	code = await runTests({
		vscodeExecutablePath: executable,
		extensionDevelopmentPath: repoRoot,
		extensionTestsPath: path.join(repoRoot, 'out/e2e/suite.js'),
		launchArgs: [folder, '--disable-extensions', '--disable-workspace-trust', '--user-data-dir', path.join(work, 'user-data'), '--extensions-dir', path.join(work, 'extensions')],
	});
} catch (e) {
	console.error(`test:vscode: ${e.message}`);
	console.error('Set VSCODE_EXECUTABLE to a desktop VS Code (e.g. /usr/share/code/code), or allow the download from update.code.visualstudio.com; npm run test:e2e runs the same suite in code-server.');
	code = 1;
} finally {
	fs.rmSync(work, { recursive: true, force: true });
}
process.exit(code);
