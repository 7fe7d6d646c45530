import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import { repoRoot, TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

const entry = path.join(repoRoot, 'dist', 'action.js');
const actionYml = readFileSync(path.join(repoRoot, 'action.yml'), 'utf8');

/** Runs the action's entry point as action.yml does, with the environment GitHub provides. */
function runAction(p: TempProject, inputs: Record<string, string>, cwd = p.root): { status: number | null; stdout: string; summary: string; outputs: Record<string, string> } {
	const summaryFile = path.join(p.root, '.summary.md');
	const outputFile = path.join(p.root, '.output');
	writeFileSync(summaryFile, '');
	writeFileSync(outputFile, '');
	const env: Record<string, string> = { ...process.env as Record<string, string>, GITHUB_WORKSPACE: p.root, GITHUB_STEP_SUMMARY: summaryFile, GITHUB_OUTPUT: outputFile, GITHUB_ACTIONS: 'true' };
	for (const [name, value] of Object.entries(inputs)) {
		env[`INPUT_${name.toUpperCase().replace(/-/g, '_')}`] = value;
	}
	const r = spawnSync(process.execPath, [entry], { cwd, env, encoding: 'utf8', timeout: 60_000 });
	const outputs = Object.fromEntries(readFileSync(outputFile, 'utf8').split('\n').filter(Boolean).map(l => l.split(/=(.*)/s).slice(0, 2) as [string, string]));
	return { status: r.status, stdout: r.stdout, summary: readFileSync(summaryFile, 'utf8'), outputs };
}

function repository(): TempProject {
	const p = new TempProject({
		'.git/HEAD': 'ref: refs/heads/main\n',
		'kb/verbatim.json': '{}',
		'kb/sources/s.md': 'one two three four\nfive six seven\n',
		'kb/notes/a.md': lines('> one two three four', '> --- `../sources/s.md:1`', '', '> five six | eight', '> --- `../sources/s.md`', ''),
	});
	after(() => p.dispose());
	return p;
}

suite('The GitHub Action', () => {
	test('Should declare every input it reads and run the bundled entry point, never a registry package', () => {
		for (const name of ['paths', 'config', 'changed-since', 'shard', 'format', 'sarif-file', 'fail-on-error']) {
			assert.match(actionYml, new RegExp(`^ {2}${name}:\\n {4}description: `, 'm'), name);
			assert.ok(actionYml.includes(`INPUT_${name.toUpperCase().replace(/-/g, '_')}: \${{ inputs.${name} }}`), name);
		}
		assert.match(actionYml, /run: node "\$GITHUB_ACTION_PATH\/dist\/action\.js"/);
		assert.doesNotMatch(actionYml, /npx|npm (exec|install -g)/);
	});

	test('Should annotate the cited lines relative to the workspace, write the job summary, SARIF and outputs', () => {
		const p = repository();
		const r = runAction(p, { paths: 'kb', 'sarif-file': 'out/../verbatim.sarif' });
		assert.equal(r.status, 1, r.stdout);
		assert.match(r.stdout, /^::error file=kb\/notes\/a\.md,line=4,col=3,endLine=5,endColumn=\d+,title=verbatim absent::/m);
		assert.match(r.summary, /^\| verified \| 1 \|$/m);
		assert.match(r.summary, /^\| absent \| 1 \|$/m);
		assert.match(r.summary, /^\| `kb\/notes\/a\.md:4:3` \| absent \| quote does not occur/m);
		assert.equal(r.outputs['sarif-file'], path.join(p.root, 'verbatim.sarif'));
		assert.equal(r.outputs.errors, '1');
		assert.equal(r.outputs.citations, '2');
		const sarif = JSON.parse(readFileSync(r.outputs['sarif-file']!, 'utf8'));
		assert.equal(sarif.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri, 'kb/notes/a.md');
	});

	test('Should pass with fail-on-error false, and report a bad input as an error annotation with exit 2', () => {
		const p = repository();
		assert.equal(runAction(p, { 'fail-on-error': 'false' }).status, 0);
		const bad = runAction(p, { format: 'xml' });
		assert.equal(bad.status, 2);
		assert.match(bad.stdout, /^::error title=verbatim::input format: "xml"/m);
	});

	test('Should check one shard of the notes per job, the shards together being the whole, and refuse a malformed shard with exit 2', () => {
		const p = repository();
		p.write('kb/notes/b.md', lines('> five six seven', '> --- `../sources/s.md`', ''));
		p.write('kb/notes/c.md', lines('> one two', '> --- `../sources/s.md`', ''));
		const whole = Number(runAction(p, { paths: 'kb' }).outputs.citations);
		const parts = ['1/2', '2/2'].map(shard => runAction(p, { paths: 'kb', shard, 'fail-on-error': 'false' }));
		assert.equal(parts.reduce((n, r) => n + Number(r.outputs.citations), 0), whole);
		assert.ok(parts.every(r => r.status === 0 && Number(r.outputs.citations) < whole));
		const bad = runAction(p, { shard: '3/2' });
		assert.equal(bad.status, 2);
		assert.match(bad.stdout, /^::error title=verbatim::input shard: "3\/2": I must be from 1 to N/m);
	});
});
