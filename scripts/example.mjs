// `npm start`: checks the bundled example project. Its notes are broken on
// purpose, one citation per outcome, so `verbatim check` exits 1; this script
// shows that report and succeeds only when every outcome of docs/specification.md §4 appears.
import { spawnSync } from 'node:child_process';

const cli = ['dist/cli.js', 'check', 'examples/kb'];
const text = spawnSync(process.execPath, cli, { stdio: ['ignore', 'inherit', 'inherit'] });
const json = spawnSync(process.execPath, [...cli, '--format', 'json'], { encoding: 'utf8' });
const byStatus = JSON.parse(json.stdout).summary.byStatus;
const expected = ['verified', 'absent', 'misattributed', 'ambiguous', 'out_of_range', 'invalid_range', 'version_mismatch',
	'source_error', 'unverified', 'empty_quote', 'missing_anchor', 'invalid_attribution', 'unresolved', 'unsafe_elision', 'short_quote'];
const missing = expected.filter(s => !byStatus[s]);
if (text.status !== 1 || missing.length) {
	console.error(`\nThe example project no longer shows every outcome (exit ${text.status}; missing: ${missing.join(', ') || 'none'}).`);
	process.exit(1);
}
console.log('\nThe example notes are broken on purpose: the report above shows every outcome, and `verbatim check` exited 1 as it should.');
console.log('Run it yourself: npx --no verbatim check examples/kb');
