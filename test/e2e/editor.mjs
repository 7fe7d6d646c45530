// `npm run editor`: builds and packages the extension, installs it into
// code-server (the real VS Code, in a browser) and opens a copy of the bundled
// example project, so anyone can try Verbatim without installing VS Code.
// Ctrl+C stops it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { codeServer, repoRoot, startCodeServer, stop, workspace } from './harness.mjs';

const PORT = Number(process.env.PORT ?? 8080);
execFileSync('npm', ['run', '--silent', 'package'], { cwd: repoRoot, stdio: 'inherit' });
const bin = codeServer();
const { dirs, env } = workspace(path.join(repoRoot, 'examples/kb'));
// The copy, user data and extensions live in one temporary folder: gone however the process ends.
process.on('exit', () => fs.rmSync(dirs.work, { recursive: true, force: true }));
execFileSync(process.execPath, [bin, '--extensions-dir', dirs.ext, '--user-data-dir', dirs.ud, '--install-extension', path.join(repoRoot, 'verbatim.vsix')], { env, stdio: 'ignore' });
const cs = await startCodeServer(bin, dirs, env, PORT, path.join(dirs.work, 'code-server.log'));
console.log(`\nVerbatim in VS Code (code-server): http://127.0.0.1:${PORT}/?folder=${encodeURIComponent(dirs.ws)}`);
console.log(`The workspace is a copy of examples/kb in ${dirs.ws} (removed on exit). Press Ctrl+C to stop.`);
for (const signal of ['SIGINT', 'SIGTERM']) {
	process.on(signal, async () => {
		await stop(cs);
		process.exit(0);
	});
}
