// Fails when the GitHub Action's committed bundle (action/dist/, or the folder
// given) differs from what the sources build now: action.yml runs the
// committed bundle, so a source change must come with `npm run build:action`.
// A second folder stands for the fresh build (one already shown to match it),
// so a test can check an edited copy without building twice.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const committed = resolve(process.argv[2] ?? join(repo, 'action', 'dist'));
const given = process.argv[3] === undefined ? undefined : resolve(process.argv[3]);
const fresh = given ?? mkdtempSync(join(tmpdir(), 'verbatim-action-'));
try {
	if (given === undefined) {
		execFileSync(process.execPath, ['esbuild.mjs', `--action=${fresh}`], { cwd: repo, stdio: 'inherit' });
	}
	const list = dir => (existsSync(dir) ? readdirSync(dir) : []);
	const names = [...new Set([...list(committed), ...list(fresh)])].sort();
	const differing = names.filter(n => !existsSync(join(committed, n)) || !existsSync(join(fresh, n)) || !readFileSync(join(committed, n)).equals(readFileSync(join(fresh, n))));
	if (differing.length) {
		console.error(`${committed}: ${differing.join(', ')} differ from a fresh build of server/src/action: run \`npm run build:action\` and commit the folder`);
		process.exit(1);
	}
	console.log(`${committed} matches a fresh build (${names.join(', ')})`);
} finally {
	if (given === undefined) {
		rmSync(fresh, { recursive: true, force: true });
	}
}
