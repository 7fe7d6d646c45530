import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import { repoRoot, TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): string {
	return runBoth(command, args, cwd, env).stdout;
}

function runBoth(command: string, args: string[], cwd: string, env: Record<string, string> = {}): { stdout: string; stderr: string } {
	const r = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 120_000 });
	assert.equal(r.status, 0, `${command} ${args.join(' ')}: ${r.stderr}`);
	return r;
}

/** Scripts npm runs when it installs a package from a tarball (npm 11 warns of each one no allowScripts covers). */
const installScripts = ['preinstall', 'install', 'postinstall', 'prepare'];

suite('The packed CLI', () => {
	test('Should pack runtime files only, install offline into a prefix, and check a project outside the repository', () => {
		const tmp = realpathSync(mkdtempSync(path.join(tmpdir(), 'verbatim-pack-')));
		after(() => rmSync(tmp, { recursive: true, force: true }));
		// --ignore-scripts: pack the bundle the test build made, without rebuilding it under other running tests.
		const [packed] = JSON.parse(run(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp], repoRoot)) as { filename: string; files: { path: string }[] }[];
		const name = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { name: string }).name;
		assert.deepEqual(packed!.files.map(f => f.path).sort(), ['LICENSE', 'README.md', 'dist/cli.js', 'dist/docx.js', 'dist/html.js', 'dist/pdfjs.js', 'package.json']);
		assert.ok(packed!.filename.startsWith(`${name}-`));

		const manifest = JSON.parse(runBoth('tar', ['-xzOf', packed!.filename, 'package/package.json'], tmp).stdout) as { scripts?: Record<string, string> };
		assert.deepEqual(installScripts.filter(s => manifest.scripts?.[s] !== undefined), [], 'the packed package.json runs a script on install');

		const prefix = path.join(tmp, 'prefix');
		// --offline: the package has no dependencies to fetch; nothing may come from a registry.
		const installed = runBoth(npm, ['install', '--global', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', path.join(tmp, packed!.filename)], tmp);
		assert.doesNotMatch(installed.stderr, /warn/i);
		const bin = path.join(prefix, process.platform === 'win32' ? 'verbatim.cmd' : 'bin/verbatim');

		const p = new TempProject({
			'sources/s.md': 'The quick brown fox jumps.\n',
			'sources/filing.pdf': readFileSync(path.join(repoRoot, 'test/fixtures/pdf/filing.pdf')),
			'notes/n.md': lines('> quick brown fox', '> --- `../sources/s.md`', '', '> slow green turtle', '> --- `../sources/s.md`', ''),
			'notes/pdf.md': lines('> No further action is warranted.', '> --- `../sources/filing.pdf:p2`', ''),
		});
		after(() => p.dispose());
		// The PDF's text comes from the extractor the package ships beside its bundle, which loads no optional native package and says nothing on stderr.
		const rendered = runBoth(bin, ['render', 'sources/filing.pdf'], p.root);
		assert.match(rendered.stdout, /^rendered sources\/filing\.pdf: 2 page\(s\) -> \.verbatim\/renders\/[0-9a-f]{64}\.txt\n$/);
		assert.equal(rendered.stderr, '');
		const r = spawnSync(bin, ['check'], { cwd: p.root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
		assert.equal(r.status, 1, r.stderr);
		assert.equal(r.stderr, '');
		const quoted = runBoth(bin, ['quote', '--source', 'sources/filing.pdf', '--text', 'No further action is warranted.'], p.root);
		assert.equal(quoted.stderr, '');
		assert.match(r.stdout, /^notes\/n\.md:4:3 absent /m);
		assert.match(r.stdout, /3 file\(s\), 3 citation\(s\): 2 verified, 1 error\(s\)/);
		assert.match(run(bin, ['--version'], p.root), /^\d+\.\d+\.\d+\n$/);
	});
});
