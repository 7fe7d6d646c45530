import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import { runInProcess } from '../helpers/inProcessCli';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

const fallback = 'with no verbatim.json or .git in it or above';

/** A project with neither verbatim.json nor Git: its root is wherever the command decides. */
function bare(files: Record<string, string> = {}): TempProject {
	const p = new TempProject({
		'sources/s.md': 'The quick brown fox jumps.\n',
		'notes/n.md': lines('> quick brown fox', '> --- `sources/s.md`', '', '> brown fox jumps', '> --- `../sources/s.md`', ''),
		...files,
	});
	after(() => p.dispose());
	return p;
}

suite('The root a check used', () => {
	test('Should name the root in messages about local sources when no verbatim.json or Git chose it', async () => {
		const p = bare();
		const notes = path.join(p.root, 'notes');
		const r = await runInProcess(p, ['check', 'n.md'], { cwd: notes });
		assert.equal(r.status, 1, r.stderr);
		const said = `(project root ${notes}: the working folder, ${fallback})`;
		assert.match(r.stdout, new RegExp(`^n\\.md:1:3 source_error source file does not exist: sources/s\\.md ${escape(said)}$`, 'm'));
		assert.match(r.stdout, new RegExp(`^n\\.md:4:3 source_error source path leads outside the project root ${escape(said)}$`, 'm'));
		// The same from a folder above the note: the root is the note's folder, said as such.
		const outside = new TempProject();
		after(() => outside.dispose());
		const far = await runInProcess(p, ['check', path.join(notes, 'n.md'), '--format', 'json'], { cwd: outside.root });
		const messages = (JSON.parse(far.stdout) as { citations: { message: string }[] }).citations.map(c => c.message);
		assert.deepEqual(messages.map(m => m.slice(m.indexOf('(project root'))), Array(2).fill(`(project root ${notes}: the folder of the path, ${fallback})`));
	});

	test('Should leave messages as they are when verbatim.json, Git or --root chose the root', async () => {
		const withConfig = bare({ 'verbatim.json': '{}', 'notes/n.md': lines('> quick brown fox', '> --- `sources/gone.md`', '') });
		const viaConfig = await runInProcess(withConfig, ['check'], { cwd: path.join(withConfig.root, 'notes') });
		assert.match(viaConfig.stdout, /^n\.md:1:3 source_error source file does not exist: sources\/gone\.md$/m);
		const viaRoot = bare({ 'notes/n.md': lines('> quick brown fox', '> --- `sources/gone.md`', '') });
		assert.match((await runInProcess(viaRoot, ['check', '--root', '.'])).stdout, /^notes\/n\.md:1:3 source_error source file does not exist: sources\/gone\.md$/m);
	});

	test('Should print with --verbose, on stderr, each project\'s root, why it is the root and its configuration file, and no text of a note or source', async () => {
		const p = bare({ 'notes/n.md': lines('> quick brown fox', '> --- `sources/s.md`', '') });
		const plain = await runInProcess(p, ['check']);
		const verbose = await runInProcess(p, ['check', '--verbose']);
		assert.equal(verbose.status, 0, verbose.stderr);
		assert.equal(verbose.stdout, plain.stdout);
		assert.equal(plain.stderr, '');
		assert.equal(verbose.stderr, `verbatim: project root ${p.root} (the working folder, ${fallback}); configuration: none, the defaults\n`);

		p.write('verbatim.json', '{}');
		p.write('kb/verbatim.json', '{ "minQuoteWords": 2 }');
		p.write('kb/n.md', lines('> quick brown fox', '> --- `../sources/s.md`', ''));
		p.write('.git/HEAD', 'ref: refs/heads/main\n');
		const nested = await runInProcess(p, ['check', '--verbose']);
		assert.equal(nested.stderr, [
			`verbatim: project root ${p.root} (it holds verbatim.json); configuration ${path.join(p.root, 'verbatim.json')}`,
			`verbatim: project root ${path.join(p.root, 'kb')} (it holds verbatim.json); configuration ${path.join(p.root, 'kb', 'verbatim.json')}`,
			'',
		].join('\n'));
		assert.doesNotMatch(nested.stderr, /quick|brown|fox/);

		p.remove('verbatim.json');
		p.remove('kb/verbatim.json');
		assert.equal((await runInProcess(p, ['check', '--verbose'])).stderr, `verbatim: project root ${p.root} (the Git work tree); configuration: none, the defaults\n`);
		assert.equal((await runInProcess(p, ['check', '--verbose', '--root', 'notes'])).stderr, `verbatim: project root ${path.join(p.root, 'notes')} (--root); configuration: none, the defaults\n`);
	});

	test('Should name a missing source from its project\'s root, as every other message and the JSON report\'s source do, wherever the command ran', async () => {
		const p = bare({ 'verbatim.json': '{}', 'notes/n.md': lines('> quick brown fox', '> --- `../sources/gone.md`', '') });
		const outside = new TempProject();
		after(() => outside.dispose());
		for (const cwd of [p.root, path.join(p.root, 'notes'), outside.root]) {
			const json = JSON.parse((await runInProcess(p, ['check', p.root, '--format', 'json'], { cwd })).stdout) as { citations: { status: string; source: string; message: string }[] };
			const missing = json.citations.find(c => c.status === 'source_error')!;
			assert.equal(missing.source, 'sources/gone.md', cwd);
			assert.equal(missing.message, 'source file does not exist: sources/gone.md', cwd);
		}
	});
});

function escape(s: string): string {
	return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
