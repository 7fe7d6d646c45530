// Fails when the GitHub Action's committed bundle (action/dist/, or the folder
// given) differs from what the sources build now: action.yml runs the
// committed bundle, so a source change must come with `npm run build:action`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const committed = resolve(process.argv[2] ?? join(repo, 'action', 'dist'));
const fresh = mkdtempSync(join(tmpdir(), 'verbatim-action-'));
try {
	execFileSync(process.execPath, ['esbuild.mjs', `--action=${fresh}`], { cwd: repo, stdio: 'inherit' });
	const list = dir => (existsSync(dir) ? readdirSync(dir) : []);
	const names = [...new Set([...list(committed), ...list(fresh)])].sort();
	const differing = names.filter(n => !existsSync(join(committed, n)) || !existsSync(join(fresh, n)) || !readFileSync(join(committed, n)).equals(readFileSync(join(fresh, n))));
	if (differing.length) {
		console.error(`${committed}: ${differing.join(', ')} differ from a fresh build of server/src/action: run \`npm run build:action\` and commit the folder`);
		process.exit(1);
	}
	console.log(`${committed} matches a fresh build (${names.join(', ')})`);
} finally {
	rmSync(fresh, { recursive: true, force: true });
}
