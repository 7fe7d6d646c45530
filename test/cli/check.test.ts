import * as assert from 'node:assert/strict';
import { linkSync, mkdirSync, symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import { runInProcess } from '../helpers/inProcessCli';
import { TempProject } from '../helpers/project';
import { lines, sha256 } from '../helpers/text';

const source = lines('First line.', 'The defendant denied liability in', 'every filing.', 'Closing line.', '');

function project(files: Record<string, string | Uint8Array>): TempProject {
	const p = new TempProject(files);
	after(() => p.dispose());
	return p;
}

suite('verbatim check', () => {
	test('Should exit 0 and print a summary when every citation verifies', async () => {
		const p = project({
			'sources/filing.md': source,
			'notes/a.md': lines('# A', '', '> The defendant denied liability in', '> every filing.', `> --- \`sources/filing.md:2-3\` @ \`${sha256(source)}\``, ''),
		});
		const r = await runInProcess(p, ['check']);
		assert.equal(r.status, 0, r.stderr);
		assert.equal(r.stdout, '2 file(s), 1 citation(s): 1 verified, 0 error(s), 0 warning(s); not checked: skipped 0, unresolved 0, unverified 0\n');
	});

	test('Should exit 1 and print file:line:col status message, with the nearest passage', async () => {
		const p = project({
			'sources/filing.md': source,
			'notes/a.md': lines('Intro.', '', '> The defendant denied all liability in every filing.', '> --- `sources/filing.md`', ''),
		});
		const r = await runInProcess(p, ['check']);
		assert.equal(r.status, 1);
		const out = r.stdout.split('\n');
		assert.match(out[0]!, /^notes\/a\.md:3:3 absent quote does not occur in sources\/filing.md nor in any other known source \(nearest passage: lines 2-3; 1 word differs\)$/);
		assert.equal(out[1], '    nearest passage (sources/filing.md:2-3): The defendant denied liability in every filing.');
	});

	test('Should write the JSON report of docs/json-report.md, omitting empty keys', async () => {
		const p = project({
			'sources/filing.md': source,
			'notes/a.md': lines('> every filing.', '> --- `sources/filing.md:3`', '', '> Closing line.', '> --- `sources/filing.md:1-2`', ''),
		});
		const r = await runInProcess(p, ['check', '--format', 'json']);
		assert.equal(r.status, 1);
		const json = JSON.parse(r.stdout);
		assert.equal(json.version, 1);
		assert.equal(json.root, p.root);
		assert.deepEqual(json.summary, {
			files: 2, citations: 2, verified: 1, errors: 1, warnings: 0,
			byStatus: { verified: 1, out_of_range: 1 }, skipped: 0, unresolved: 0, unverified: 0,
		});
		assert.deepEqual(json.citations[0], {
			file: 'notes/a.md', root: p.root, projectFile: 'notes/a.md', line: 1, column: 3, endLine: 2, endColumn: 27, form: 'blockquote', quote: 'every filing.',
			source: 'sources/filing.md', ranges: [{ kind: 'lines', start: 3, end: 3 }], profile: 'prose', status: 'verified',
			severity: 'info', count: 1, message: 'quote occurs once in the cited range of sources/filing.md (line 3)', occurrences: [{ startLine: 3, endLine: 3 }],
		});
		assert.equal(json.citations[1].status, 'out_of_range');
		assert.deepEqual(json.citations[1].occurrences, [{ startLine: 4, endLine: 4 }]);
	});

	test('Should leave quote and source text out of every report with --redact', async () => {
		const p = project({
			'sources/filing.md': source,
			'notes/a.md': lines('> The defendant denied all liability', '> --- `sources/filing.md`', ''),
		});
		for (const format of ['text', 'json', 'sarif', 'github']) {
			const r = await runInProcess(p, ['check', '--redact', '--format', format]);
			assert.equal(r.status, 1);
			assert.ok(!r.stdout.includes('defendant'), `${format} leaks text`);
		}
	});

	test('Should write SARIF 2.1.0 and GitHub annotations', async () => {
		const p = project({ 'sources/s.md': 'abc', 'n.md': lines('> xyz words', '> --- `sources/s.md`', '') });
		const sarif = JSON.parse((await runInProcess(p, ['check', '--format', 'sarif'])).stdout);
		assert.equal(sarif.version, '2.1.0');
		assert.equal(sarif.runs[0].results[0].ruleId, 'absent');
		assert.deepEqual(sarif.runs[0].results[0].locations[0].physicalLocation.region, { startLine: 1, startColumn: 3, endLine: 2, endColumn: 21 });
		const gh = (await runInProcess(p, ['check', '--format', 'github'])).stdout.split('\n')[0];
		assert.match(gh!, /^::error file=n\.md,line=1,col=3,endLine=2,endColumn=20,title=verbatim absent::quote does not occur/);
	});

	test('Should honour .gitignore, include and exclude, and check only the given paths', async () => {
		const p = project({
			'.gitignore': 'ignored/\n',
			'verbatim.json': JSON.stringify({ exclude: ['drafts/**'] }),
			'ignored/n.md': lines('> x', '> --- `nope.md`'),
			'drafts/n.md': lines('> x', '> --- `nope.md`'),
			'notes/good.md': lines('> abc', '> --- `s.txt`'),
			'other/bad.md': lines('> x', '> --- `nope.md`'),
			's.txt': 'abc',
		});
		assert.equal((await runInProcess(p, ['check', 'notes'])).status, 0);
		const r = await runInProcess(p, ['check']);
		assert.equal(r.status, 1);
		assert.deepEqual(r.stdout.split('\n').filter(l => l.includes('source_error')).map(l => l.split(':')[0]), ['other/bad.md']);
		// Named, an excluded file is left out as an ignored one is, and said so; a named file `include` leaves out is checked.
		for (const named of ['drafts/n.md', 'ignored/n.md']) {
			const one = await runInProcess(p, ['check', named]);
			assert.equal(one.status, 0, named);
			assert.match(one.stderr, /nothing checked there/);
		}
		p.write('notes/plain.txt', lines('> x', '> --- `nope.md`'));
		assert.equal((await runInProcess(p, ['check', 'notes/plain.txt'])).status, 1);
	});

	test('Should exit 2 naming the bad flag, key, file or path', async () => {
		const p = project({ 'n.md': 'text' });
		const cases: [string[], RegExp][] = [
			[['check', '--colour'], /--colour/],
			[['check', '--format', 'xml'], /--format: "xml"/],
			[['check', 'missing-dir'], /missing-dir: no such file/],
			[['frobnicate'], /unknown command "frobnicate"/],
			[['check', '--config', 'none.json'], /--config: none\.json does not exist/],
		];
		for (const [args, message] of cases) {
			const r = await runInProcess(p, args);
			assert.equal(r.status, 2, args.join(' '));
			assert.match(r.stderr, message);
		}
		p.write('verbatim.json', '{"strict": "yes",\n  "nope": 1}');
		const r = await runInProcess(p, ['check']);
		assert.equal(r.status, 2);
		assert.match(r.stderr, /^verbatim: verbatim\.json:1:12: strict: must be true or false$/m);
		assert.match(r.stderr, /^verbatim: verbatim\.json:2:3: nope: unknown key$/m);
		p.write('verbatim.json', '{\n "strict": true,\n}');
		const syntax = await runInProcess(p, ['check']);
		assert.equal(syntax.status, 2);
		assert.match(syntax.stderr, /verbatim\.json:3:1: not valid JSON: a key in double quotes expected/);
	});

	test('Should find the root from verbatim.json above the checked path', async () => {
		const p = project({ 'verbatim.json': '{}', 'sources/s.md': 'alpha beta', 'deep/er/n.md': lines('> alpha beta', '> --- `sources/s.md`') });
		const r = await runInProcess(p, ['check', '--format', 'json', '.'], { cwd: path.join(p.root, 'deep') });
		assert.equal(r.status, 0, r.stderr);
		assert.equal(JSON.parse(r.stdout).root, p.root);
	});

	test('Should never read a source through a symlink that leaves the root', async () => {
		const outside = new TempProject({ 'secret.md': 'top secret words' });
		after(() => outside.dispose());
		const p = project({ 'n.md': lines('> top secret words', '> --- `link.md`') });
		symlinkSync(path.join(outside.root, 'secret.md'), path.join(p.root, 'link.md'));
		const r = await runInProcess(p, ['check', '--format', 'json']);
		assert.equal(r.status, 1);
		const c = JSON.parse(r.stdout).citations[0];
		assert.equal(c.status, 'source_error');
		assert.match(c.message, /outside the project root/);
	});

	test('Should report a note that is not UTF-8 as an error, not skip it', async () => {
		const p = project({ 'n.md': new Uint8Array([0x3e, 0x20, 0xff, 0x0a]) });
		const r = await runInProcess(p, ['check']);
		assert.equal(r.status, 1);
		assert.match(r.stdout, /^n\.md:1:1 source_error note is not valid UTF-8$/m);
	});

	test('Should count skipped, unresolved and unverified citations in the summary', async () => {
		const p = project({
			's.md': 'alpha beta',
			'n.md': lines(
				'<!-- verbatim-disable-next-citation -->', '> nope', '> --- `s.md`', '',
				'Verbatim: "alpha". See [S](s.md) later.', '',
				'> a', '> --- https://example.com/x', '',
			),
		});
		const r = await runInProcess(p, ['check', '--format', 'json']);
		assert.equal(r.status, 0);
		const s = JSON.parse(r.stdout).summary;
		assert.deepEqual([s.skipped, s.unresolved, s.unverified, s.warnings], [1, 1, 1, 2]);
	});

	test('Should colour only on a TTY and never with NO_COLOR', async () => {
		const p = project({ 's.md': 'abc', 'n.md': lines('> xyz', '> --- `s.md`') });
		assert.ok(!(await runInProcess(p, ['check'])).stdout.includes('\x1b['));
	});
});

suite('A note reached under another name is still the note (docs/specification.md §2)', () => {
	test('Should not verify a note\'s own quote through a symlink, a hard link or a symlinked folder to it, nor a symlinked note citing its file', async () => {
		const p = project({ 'n.md': lines('> invented words here', '> --- `evidence.txt`'), 'm.md': lines('> other invented words', '> --- `hard.txt`') });
		symlinkSync('n.md', path.join(p.root, 'evidence.txt'));
		linkSync(path.join(p.root, 'm.md'), path.join(p.root, 'hard.txt'));
		p.write('k.md', lines('> third invented words', '> --- `sub/up/k.md`'));
		mkdirSync(path.join(p.root, 'sub'));
		symlinkSync('..', path.join(p.root, 'sub', 'up'));
		p.write('real.md', lines('> fourth invented words', '> --- `real.md`'));
		symlinkSync('real.md', path.join(p.root, 'alias.md'));
		const r = await runInProcess(p, ['check', '--format', 'json', 'n.md', 'm.md', 'k.md', 'alias.md']);
		const statuses = (JSON.parse(r.stdout) as { citations: { file: string; status: string }[] }).citations.map(c => `${c.file} ${c.status}`);
		assert.deepEqual(statuses, ['alias.md absent', 'k.md absent', 'm.md absent', 'n.md absent']);
		// A source that is another file with the same words still verifies.
		p.write('copy.txt', lines('> invented words here', '> --- `evidence.txt`'));
		p.write('n.md', lines('> invented words here', '> --- `copy.txt`'));
		assert.equal((await runInProcess(p, ['check', 'n.md'])).status, 0);
	});

	test('Should not find a note\'s own claim elsewhere through a symlink to it, or to its folder, that another note cites', async () => {
		const p = project({
			'notes/n.md': lines('> words nobody ever wrote down', '> --- `src/s.txt`'),
			'src/s.txt': 'The source says something else entirely.\n',
			'notes/o.md': lines('> words nobody', '> --- `src/alias.txt`', '', '> words nobody', '> --- `linked/n.md`'),
		});
		symlinkSync('../notes/n.md', path.join(p.root, 'src', 'alias.txt'));
		symlinkSync('notes', path.join(p.root, 'linked'));
		const r = await runInProcess(p, ['check', '--format', 'json', '--no-cache']);
		const cited = (JSON.parse(r.stdout) as { citations: { file: string; source: string; status: string; foundIn?: unknown[] }[] }).citations;
		// n's invented quote is in no source: its own claim, read through either link, is no evidence.
		const n = cited.find(c => c.file === 'notes/n.md')!;
		assert.equal(n.status, 'absent', JSON.stringify(n));
		assert.equal(n.foundIn, undefined);
		// Cited directly, under either name, a note is a document like any other (docs/decisions.md).
		assert.deepEqual(cited.filter(c => c.file === 'notes/o.md').map(c => c.status), ['verified', 'verified']);
	});
});
