// How the test files are bundled and run (esbuild.mjs --tests builds it,
// scripts/runTests.mjs runs it). Paths are relative to test/, as .js.
//
// Every bundle is a Node process that loads the whole core, about a third of
// a CPU-second before any test: so the files below, the slow ones and the
// deep ones, get a bundle each, run side by side, and every other file is
// bundled into a shard with its folder's others. A shard runs each of its
// files as one suite named by the file's path, so a file's hooks stay its own.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Files bundled alone: slow ones, most of them waiting on the processes they start. */
export const ownBundle = [
	'cli/precommit.deep.test.js',
	'cli/action.test.js',
	'cli/install.test.js',
	'cli/jobs.test.js',
	'cli/process.test.js',
	'cli/cacheAdversarial.test.js',
	'cli/cacheHeldOut.test.js',
	'docs/docs.test.js',
	'docs/vsix.test.js',
	'node/pdfRenders.test.js',
	'node/git.test.js',
	'node/documents.test.js',
	'server/protocol.test.js',
];

/**
 * Every bundle, slowest first (measured alone, wall): the runner starts them
 * in this order, so that none is left to run alone at the end. A bundle not
 * listed starts last.
 */
export const slowestFirst = [
	'cli/precommit.deep.test.js',
	'shards/cli-1.test.js',
	'shards/cli-2.test.js',
	'shards/cli-3.test.js',
	'shards/server-1.test.js',
	'shards/server-2.test.js',
	'shards/server-3.test.js',
	'cli/jobs.test.js',
	'docs/docs.test.js',
	'cli/install.test.js',
	'cli/process.test.js',
	'server/protocol.test.js',
	'cli/action.test.js',
	'docs/vsix.test.js',
	'node/pdfRenders.test.js',
	'cli/cacheAdversarial.test.js',
	'node/git.test.js',
	'shards/unit-1.test.js',
	'shards/unit-2.test.js',
	'shards/unit-3.test.js',
	'shards/unit-4.test.js',
	'shards/node-1.test.js',
	'node/documents.test.js',
	'cli/cacheHeldOut.test.js',
];

/** At most this many files in one shard (unit files, which start no process, twice as many): enough to share a start, few enough that no shard runs long alone. */
const shardFiles = 7;

/** Every test file under `dir` (test/, or out/test for the bundles), as paths like `unit/check.test.js`. */
export function testFiles(dir = 'test') {
	const walk = d => readdirSync(d).flatMap(name => {
		const full = join(d, name);
		return statSync(full).isDirectory() ? walk(full) : /\.test\.[jt]s$/.test(name) ? [relative(dir, full).split(sep).join('/').replace(/\.ts$/, '.js')] : [];
	});
	return walk(dir).sort();
}

/** The shards: their bundle's path (`shards/<folder>-<n>.test.js`) and the files each runs, in path order. */
export function shards(files) {
	const byFolder = new Map();
	for (const file of files) {
		if (ownBundle.includes(file) || file.endsWith('.deep.test.js')) {
			continue;
		}
		const folder = file.split('/')[0];
		byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
	}
	// A folder of one or two small files joins the unit shards rather than start a process of its own.
	for (const [folder, members] of byFolder) {
		if (members.length < 3 && folder !== 'unit') {
			byFolder.delete(folder);
			byFolder.set('unit', [...(byFolder.get('unit') ?? []), ...members].sort());
		}
	}
	const out = [];
	for (const [folder, members] of byFolder) {
		const count = Math.ceil(members.length / (folder === 'unit' ? 2 * shardFiles : shardFiles));
		for (let k = 0; k < count; k++) {
			out.push({ bundle: `shards/${folder}-${k + 1}.test.js`, files: members.filter((_, i) => i % count === k) });
		}
	}
	return out;
}
