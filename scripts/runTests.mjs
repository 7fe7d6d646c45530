// Runs every bundled test under out/test with Node's test runner, whose
// closing summary CI reads. Extra arguments narrow the run to matching files;
// --deep runs the property, fuzz and cache suites at full count
// (test/helpers/depth.ts) and the `.deep.test.js` files, as `npm run test:deep` does.
//
// The files are independent (each test makes its own temp folders, git
// repositories and server processes; none writes into the repository), so
// they run side by side: most wait on child processes and the disk, not on
// a core. The slowest start first, so that none is left to run alone at the end.
// VERBATIM_TEST_CONCURRENCY overrides how many run at once.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';

/** The files that take longest, slowest first (paths under out/test). */
const slowest = [
	'cli/precommit.deep.test.js',
	'server/hardening.test.js',
	'cli/action.test.js',
	'cli/install.test.js',
	'node/pdfRenders.test.js',
	'cli/pandoc.test.js',
	'cli/cacheAdversarial.test.js',
	'server/requestLimits.test.js',
	'cli/gitHardening.test.js',
	'unit/parse/plainTree.test.js',
	'docs/docs.test.js',
	'cli/process.test.js',
	'node/documents.test.js',
	'cli/jobs.test.js',
	'node/git.test.js',
	'server/protocol.test.js',
	'docs/vsix.test.js',
	'server/fixes.test.js',
	'cli/cacheHeldOut.test.js',
	'cli/author.test.js',
];

function find(dir) {
	return readdirSync(dir).flatMap(name => {
		const full = join(dir, name);
		return statSync(full).isDirectory() ? find(full) : name.endsWith('.test.js') ? [full] : [];
	});
}

function rank(file) {
	const index = slowest.findIndex(s => file.split(sep).join('/').endsWith(`out/test/${s}`));
	return index < 0 ? slowest.length : index;
}

const args = process.argv.slice(2);
const deep = args.includes('--deep');
const filters = args.filter(a => a !== '--deep');
// A `.deep.test.js` file is a whole test too slow for `npm test` (pre-commit's install of the hook): --deep runs it.
const files = find('out/test')
	.filter(f => deep || !f.endsWith('.deep.test.js'))
	.filter(f => filters.length === 0 || filters.some(x => f.includes(x)))
	.sort()
	.sort((a, b) => rank(a) - rank(b));
if (files.length === 0) {
	console.error('no test files found under out/test');
	process.exit(1);
}
const concurrency = Number(process.env.VERBATIM_TEST_CONCURRENCY) || Math.max(2, 2 * availableParallelism());
const result = spawnSync(process.execPath, ['--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files], {
	stdio: 'inherit',
	env: deep ? { ...process.env, VERBATIM_TEST_DEPTH: 'deep' } : process.env,
});
process.exit(result.status ?? 1);
