import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import { load as loadYaml } from 'js-yaml';
import { actionEntry } from '../../server/src/action/main';
import { deep } from '../helpers/depth';
import { makeDocx, wordMemo, wordParts } from '../helpers/documents';
import { repoRoot, TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

interface ActionYml {
	readonly inputs: Record<string, { description: string; default?: string }>;
	readonly outputs: Record<string, { description: string; value?: string }>;
	readonly runs: { using: string; main?: string; steps?: unknown };
}

const actionYml = readFileSync(path.join(repoRoot, 'action.yml'), 'utf8');
const action = loadYaml(actionYml) as ActionYml;
// The committed bundle, as the runner runs it: never one this test run built.
const entry = path.join(repoRoot, action.runs.main ?? 'action.yml names no main');

type ActionRun = { status: number | null; stdout: string; stderr: string; summary: string; outputs: Record<string, string> };

/**
 * Runs the action's committed entry point as the runner does for a JavaScript
 * action: in the workspace, with the runner's environment and files.
 */
function runAction(p: TempProject, inputs: Record<string, string>, cwd = p.root): ActionRun {
	const runner = runnerFor(p, inputs);
	return runner.result(spawnSync(process.execPath, [entry], { cwd, env: runner.env, encoding: 'utf8', timeout: 60_000 }));
}

/**
 * The same run through the action's entry function in this process (its
 * source, of which the committed bundle is a build, as a test below holds):
 * for the inputs the action refuses with exit 2. Under test:deep,
 * through the committed bundle's process as well.
 */
async function runActionHere(p: TempProject, inputs: Record<string, string>): Promise<ActionRun> {
	if (deep) {
		return runAction(p, inputs);
	}
	const runner = runnerFor(p, inputs);
	let stdout = '';
	let stderr = '';
	const status = await actionEntry({
		cwd: p.root, env: runner.env, isTTY: false, readStdin: async () => '',
		stdout: text => {
			stdout += text;
		},
		stderr: text => {
			stderr += text;
		},
	});
	return runner.result({ status, stdout, stderr });
}

/**
 * The runner's environment for a run: every input as `INPUT_<NAME>` (upper
 * case, `-` kept), defaults from action.yml included, and the runner's files
 * for the summary and the outputs, read back with the run's result.
 */
function runnerFor(p: TempProject, inputs: Record<string, string>): { env: Record<string, string>; result: (r: { status: number | null; stdout: string; stderr: string }) => ActionRun } {
	const summaryFile = path.join(p.root, '.summary.md');
	const outputFile = path.join(p.root, '.output');
	writeFileSync(summaryFile, '');
	writeFileSync(outputFile, '');
	const env: Record<string, string> = { ...process.env as Record<string, string>, GITHUB_WORKSPACE: p.root, GITHUB_STEP_SUMMARY: summaryFile, GITHUB_OUTPUT: outputFile, GITHUB_ACTIONS: 'true' };
	for (const name of Object.keys(env).filter(k => k.startsWith('INPUT_'))) {
		delete env[name];
	}
	for (const [name, declared] of Object.entries(action.inputs)) {
		env[`INPUT_${name.toUpperCase()}`] = inputs[name] ?? declared.default ?? '';
	}
	assert.deepEqual(Object.keys(inputs).filter(name => !(name in action.inputs)), [], 'an input action.yml does not declare');
	return {
		env,
		result: r => ({
			status: r.status, stdout: r.stdout, stderr: r.stderr, summary: readFileSync(summaryFile, 'utf8'),
			outputs: Object.fromEntries(readFileSync(outputFile, 'utf8').split('\n').filter(Boolean).map(l => l.split(/=(.*)/s).slice(0, 2) as [string, string])),
		}),
	};
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
	test('Should be a JavaScript action running its committed bundle with the runner\'s Node, declaring every input and output it uses', () => {
		assert.deepEqual(action.runs, { using: 'node20', main: 'action/dist/index.js' });
		const source = readFileSync(path.join(repoRoot, 'server/src/action/main.ts'), 'utf8');
		const read = [...source.matchAll(/input\(env, '([a-z-]+)'/g)].map(m => m[1]!);
		assert.deepEqual([...new Set(read)].sort(), Object.keys(action.inputs).sort());
		for (const [name, { description }] of Object.entries(action.inputs)) {
			assert.ok(description.length > 20, name);
		}
		assert.deepEqual(Object.keys(action.outputs).sort(), ['citations', 'errors', 'sarif-file']);
	});

	test('Should keep a committed bundle that a fresh build reproduces byte for byte, and say so when it does not', () => {
		const check = (...dirs: string[]): { status: number | null; out: string } => {
			const r = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/checkActionBundle.mjs'), ...dirs], { cwd: repoRoot, encoding: 'utf8', timeout: 120_000 });
			return { status: r.status, out: `${r.stdout}${r.stderr}` };
		};
		const fresh = check();
		assert.equal(fresh.status, 0, fresh.out);
		assert.match(fresh.out, /matches a fresh build \(docx\.js, html\.js, index\.js, pdfjs\.js\)/);

		const stale = realpathSync(mkdtempSync(path.join(tmpdir(), 'verbatim-stale-action-')));
		after(() => rmSync(stale, { recursive: true, force: true }));
		cpSync(path.dirname(entry), stale, { recursive: true });
		writeFileSync(path.join(stale, 'index.js'), `${readFileSync(path.join(stale, 'index.js'), 'utf8')}// edited\n`);
		// The committed bundle has just matched a fresh build, so it stands for one here rather than building again.
		const edited = check(stale, path.dirname(entry));
		assert.equal(edited.status, 1, edited.out);
		assert.match(edited.out, /index\.js differ from a fresh build of server\/src\/action: run `npm run build:action`/);
	});

	test('Should annotate the cited lines relative to the workspace, write the job summary, SARIF and outputs', () => {
		const p = repository();
		const r = runAction(p, { paths: 'kb', 'sarif-file': 'out/../verbatim.sarif' });
		assert.equal(r.status, 1, r.stdout);
		assert.equal(r.stderr, '');
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

	test('Should pass with fail-on-error false, and report a bad input as an error annotation with exit 2', async () => {
		const p = repository();
		assert.equal(runAction(p, { 'fail-on-error': 'false' }).status, 0);
		const bad = await runActionHere(p, { format: 'xml' });
		assert.equal(bad.status, 2);
		assert.match(bad.stdout, /^::error title=verbatim::input format: "xml"/m);
	});

	test('Should check one shard of the notes per job, the shards together being the whole, and refuse a malformed shard with exit 2', async () => {
		const p = repository();
		p.write('kb/notes/b.md', lines('> five six seven', '> --- `../sources/s.md`', ''));
		p.write('kb/notes/c.md', lines('> one two', '> --- `../sources/s.md`', ''));
		const whole = Number(runAction(p, { paths: 'kb' }).outputs.citations);
		const parts = ['1/2', '2/2'].map(shard => runAction(p, { paths: 'kb', shard, 'fail-on-error': 'false' }));
		assert.equal(parts.reduce((n, r) => n + Number(r.outputs.citations), 0), whole);
		assert.ok(parts.every(r => r.status === 0 && Number(r.outputs.citations) < whole));
		const bad = await runActionHere(p, { shard: '3/2' });
		assert.equal(bad.status, 2);
		assert.match(bad.stdout, /^::error title=verbatim::input shard: "3\/2": I must be from 1 to N/m);
	});

	test('Should create the folders sarif-file names, and refuse a sarif-file that cannot be written with exit 2 naming the input', async () => {
		const p = repository();
		const nested = runAction(p, { 'sarif-file': 'reports/verbatim/kb.sarif', 'fail-on-error': 'false' });
		assert.equal(nested.status, 0, nested.stdout + nested.stderr);
		assert.equal(nested.outputs['sarif-file'], path.join(p.root, 'reports', 'verbatim', 'kb.sarif'));
		assert.equal((JSON.parse(readFileSync(nested.outputs['sarif-file']!, 'utf8')) as { version: string }).version, '2.1.0');

		mkdirSync(path.join(p.root, 'taken.sarif'));
		const folder = await runActionHere(p, { 'sarif-file': 'taken.sarif' });
		assert.equal(folder.status, 2, folder.stdout + folder.stderr);
		assert.match(folder.stdout, /^::error title=verbatim::input sarif-file: "taken\.sarif" cannot be written: it is a folder$/m);
		const underFile = await runActionHere(p, { 'sarif-file': 'kb/verbatim.json/x.sarif' });
		assert.equal(underFile.status, 2, underFile.stdout + underFile.stderr);
		assert.match(underFile.stdout, /^::error title=verbatim::input sarif-file: "kb\/verbatim\.json\/x\.sarif" cannot be written: a file stands where a folder should be$/m);
	});

	test('Should check PDF, web page and Word citations with the extractors committed beside the bundle, saying nothing on stderr', () => {
		const p = new TempProject({
			'.git/HEAD': 'ref: refs/heads/main\n',
			'sources/filing.pdf': readFileSync(path.join(repoRoot, 'test/fixtures/pdf/filing.pdf')),
			'notes/pdf.md': lines('> No further action is warranted.', '> --- `../sources/filing.pdf:p2`', ''),
			'sources/page.html': '<html><head><script>var x = "A sentence only a script holds.";</script></head><body><p>The harbour <em>budget</em> was approved.</p></body></html>',
			'notes/page.md': lines('> The harbour budget was approved.', '> --- `../sources/page.html`', ''),
			'sources/memo.docx': makeDocx(wordParts(wordMemo.body)),
			'notes/memo.md': lines('> The cost is 2.1 million euros, paid in three instalments.', '> --- `../sources/memo.docx`', ''),
		});
		after(() => p.dispose());
		assert.equal(p.run(['render', 'sources']).status, 0);
		// Each render's check reads the document again with the action's own copy of its extractor, to be sure the text is its text.
		const r = runAction(p, {});
		assert.equal(r.status, 0, r.stdout + r.stderr);
		assert.equal(r.stderr, '');
		assert.equal(r.outputs.citations, '3');
		assert.match(r.summary, /^\| verified \| 3 \|$/m);
	});
});
