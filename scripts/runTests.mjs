// Runs every bundled test under out/test with Node's test runner, whose
// closing summary CI reads. Extra arguments narrow the run to matching files.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function find(dir) {
	return readdirSync(dir).flatMap(name => {
		const full = join(dir, name);
		return statSync(full).isDirectory() ? find(full) : name.endsWith('.test.js') ? [full] : [];
	});
}

const filters = process.argv.slice(2);
const files = find('out/test').filter(f => filters.length === 0 || filters.some(x => f.includes(x))).sort();
if (files.length === 0) {
	console.error('no test files found under out/test');
	process.exit(1);
}
const result = spawnSync(process.execPath, ['--test', '--test-reporter=spec', ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
