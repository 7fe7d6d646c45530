import * as assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import { runInProcess } from '../helpers/inProcessCli';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

/** A repository holding two Verbatim projects with their own settings, and a note of its own. */
function repository(): TempProject {
	const p = new TempProject({
		'.git/HEAD': 'ref: refs/heads/main\n',
		'README.md': lines('# Repo', '', '> alpha beta gamma', '> --- `docs/src.md`', ''),
		'docs/src.md': 'alpha beta gamma\n',
		'kb/verbatim.json': JSON.stringify({ severity: { absent: 'warning' } }),
		'kb/sources/s.md': 'one two three four\n',
		'kb/notes/a.md': lines('> one two three four', '> --- `../sources/s.md`', '', '> five six seven', '> --- `../sources/s.md`', '', '> eight nine ten', '> --- `../sources/gone.md`', ''),
		'kb/deeper/verbatim.json': '{}',
		'kb/deeper/s.md': 'red green blue\n',
		'kb/deeper/n.md': lines('> red green blue', '> --- `s.md`', ''),
	});
	after(() => p.dispose());
	return p;
}

suite('Paths in reports', () => {
	test('Should check each nested project with its own root and configuration, and count them all', async () => {
		const p = repository();
		const r = await runInProcess(p, ['check', '--format', 'json']);
		const json = JSON.parse(r.stdout);
		assert.deepEqual(json.roots, [p.root, path.join(p.root, 'kb'), path.join(p.root, 'kb/deeper')]);
		assert.deepEqual(json.summary.byStatus, { verified: 3, absent: 1, source_error: 1 });
		assert.equal(json.summary.files, 6, 'every Markdown file of the three projects');
		const absent = json.citations.find((c: { status: string }) => c.status === 'absent');
		// kb/verbatim.json makes absent a warning; the outer project keeps the default.
		assert.equal(absent.severity, 'warning');
		assert.equal(absent.file, 'kb/notes/a.md');
		assert.equal(absent.projectFile, 'notes/a.md');
		assert.equal(absent.root, path.join(p.root, 'kb'));
		assert.equal(r.status, 1, 'the missing source is an error');
	});

	test('Should name files in text from the working folder, so they open from where the command ran, and in JSON from the root, wherever it ran', async () => {
		const p = repository();
		const cwd = path.join(p.root, 'docs');
		const text = (await runInProcess(p, ['check', '../kb'], { cwd })).stdout;
		assert.match(text, /^\.\.\/kb\/notes\/a\.md:4:3 absent /m);
		assert.match(text, /^\.\.\/kb\/notes\/a\.md:7:3 source_error source file does not exist: sources\/gone\.md$/m);
		for (const where of [cwd, p.root, path.parse(p.root).root]) {
			const json = JSON.parse((await runInProcess(p, ['check', path.join(p.root, 'kb'), '--format', 'json'], { cwd: where })).stdout);
			// kb holds its own verbatim.json: it is the project, and its root the report's.
			assert.equal(json.root, path.join(p.root, 'kb'));
			assert.deepEqual(json.citations.map((c: { file: string }) => c.file), ['deeper/n.md', 'notes/a.md', 'notes/a.md', 'notes/a.md'], where);
			for (const c of json.citations) {
				assert.ok(existsSync(path.join(json.root, c.file)), c.file);
				assert.ok(existsSync(path.join(c.root, c.projectFile)), c.projectFile);
			}
			assert.equal(json.cwd, where);
		}
	});

	test('Should write SARIF whose locations resolve against %SRCROOT%, the working folder', async () => {
		const p = repository();
		const sarif = JSON.parse((await runInProcess(p, ['check', 'kb', '--format', 'sarif'])).stdout);
		const run = sarif.runs[0];
		assert.equal(run.originalUriBaseIds['%SRCROOT%'].uri, `file://${p.root}/`);
		assert.ok(run.results.length >= 2);
		for (const result of run.results) {
			const loc = result.locations[0].physicalLocation.artifactLocation;
			assert.equal(loc.uriBaseId, '%SRCROOT%');
			assert.ok(existsSync(path.join(p.root, decodeURI(loc.uri))), loc.uri);
		}
	});

	test('Should write GitHub annotations relative to GITHUB_WORKSPACE when it is set', async () => {
		const p = repository();
		const out = (await runInProcess(p, ['check', '.', '--format', 'github'], { cwd: path.join(p.root, 'kb'), env: { GITHUB_WORKSPACE: p.root } })).stdout;
		const files = [...out.matchAll(/^::\w+ file=([^,]+),/gm)].map(m => m[1]);
		assert.deepEqual(files, ['kb/notes/a.md', 'kb/notes/a.md']);
		const local = (await runInProcess(p, ['check', '.', '--format', 'github'], { cwd: path.join(p.root, 'kb'), env: { GITHUB_WORKSPACE: '' } })).stdout;
		assert.match(local, /^::warning file=notes\/a\.md,line=4,/m);
	});

	test('Should say so on stderr when a named path holds nothing to check, ignored or empty, and stay quiet for one that does', async () => {
		const p = repository();
		p.write('.gitignore', 'build/\n');
		p.write('build/n.md', lines('> alpha beta gamma', '> --- `docs/src.md`', ''));
		p.write('assets/logo.txt', 'not a note\n');
		const r = await runInProcess(p, ['check', 'build/n.md', 'assets', 'docs', 'README.md']);
		assert.equal(r.status, 0, r.stderr);
		assert.match(r.stderr, /^verbatim: build\/n\.md: nothing checked there/m);
		assert.match(r.stderr, /^verbatim: assets: nothing checked there/m);
		assert.doesNotMatch(r.stderr, /README|docs/);
		assert.match(r.stdout, /1 citation\(s\): 1 verified/);
	});
});
