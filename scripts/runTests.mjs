// Runs every bundled test under out/test with Node's test runner, whose
// closing summary CI reads. Extra arguments narrow the run to matching files
// (paths as under test/, e.g. `unit/parse`, or `plainTree`): a shard then
// runs only its matching files. --deep runs the property, fuzz and cache
// suites at full count (test/helpers/depth.ts) and the `.deep.test.js`
// files, as `npm run test:deep` does.
//
// The bundles are independent (each test makes its own temp folders, git
// repositories and server processes; none writes into the repository), so
// they run side by side: many wait on child processes and the disk, not on
// a core. The slowest start first (scripts/testPlan.mjs), so that none is
// left to run alone at the end. One more than the cores run at once: twice
// the cores cost more CPU in contention than the waits they fill.
// VERBATIM_TEST_CONCURRENCY overrides it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { slowestFirst, testFiles } from './testPlan.mjs';

if (!existsSync('out/test/shards.json')) {
	console.error('no tests built under out/test: run `node esbuild.mjs --tests` first');
	process.exit(1);
}
/** @type {Record<string, string[]>} */
const shards = JSON.parse(readFileSync('out/test/shards.json', 'utf8'));
const args = process.argv.slice(2);
const deep = args.includes('--deep');
// A filter may name a file as under out/test or test/ too, or its source (.ts).
const filters = args.filter(a => a !== '--deep').map(a => a.replace(/^(\.\/)?(out\/)?test\//, '').replace(/\.ts$/, '.js'));
const wanted = f => (deep || !f.endsWith('.deep.test.js')) && (filters.length === 0 || filters.some(x => f.includes(x)));
const alone = testFiles('out/test').filter(f => !f.startsWith('shards/') && wanted(f));
const sharded = Object.entries(shards).filter(([, members]) => members.some(wanted));
const rank = f => (slowestFirst.includes(f) ? slowestFirst.indexOf(f) : slowestFirst.length);
const files = [...alone, ...sharded.map(([bundle]) => bundle)].sort((a, b) => rank(a) - rank(b)).map(f => join('out/test', f));
if (files.length === 0) {
	console.error(`no test files match ${filters.join(' ')}`);
	process.exit(1);
}
const env = { ...process.env };
if (deep) {
	env.VERBATIM_TEST_DEPTH = 'deep';
}
if (filters.length > 0) {
	env.VERBATIM_TEST_FILES = sharded.flatMap(([, members]) => members.filter(wanted)).join('\n');
}
const concurrency = Number(process.env.VERBATIM_TEST_CONCURRENCY) || Math.max(2, availableParallelism() + 1);
// Every core already runs a bundle: V8's background threads (concurrent marking, compiling) only contend with them.
// The flag reaches each bundle's process (and threads), not the CLI and server processes the tests start: those run as shipped.
const result = spawnSync(process.execPath, ['--single-threaded', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
