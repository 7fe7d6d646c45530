import * as assert from 'node:assert/strict';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import { writeIfUnchanged } from '../../server/src/node/atomicWrite';
import { makePdf } from '../helpers/pdf';
import { runInProcess } from '../helpers/inProcessCli';
import { TempProject } from '../helpers/project';
import { lines, sha256 } from '../helpers/text';

const v1 = lines('Alpha line.', 'The claim was settled.', 'Gamma line.', '');
const v2 = lines('New preface.', 'Alpha line.', 'Gamma line.', 'The claim was settled.', '');
/** A note whose pin is stale and whose range moved: `verbatim fix` re-pins and re-ranges it. */
const stale = (eol: string): string => ['# Note', '', '> The claim was settled.', `> --- \`sources/s.md:2\` @ \`${sha256(v1)}\` — p. 2`, '', 'After.', ''].join(eol);
const fixed = (eol: string): string => stale(eol).replace('s.md:2`', 's.md:4`').replace(sha256(v1), sha256(v2));

function project(files: Record<string, string | Uint8Array>): TempProject {
	const p = new TempProject(files);
	after(() => p.dispose());
	return p;
}

function outsideFolder(): string {
	const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'verbatim-outside-')));
	after(() => rmSync(dir, { recursive: true, force: true }));
	return dir;
}

suite('verbatim fix: how a note is written', () => {
	test('Should write through a symlinked note to its target inside the root, leaving the link a link', async () => {
		const p = project({ 'sources/s.md': v2, 'shared/n.md': stale('\n') });
		mkdirSync(path.join(p.root, 'notes'));
		symlinkSync('../shared/n.md', path.join(p.root, 'notes/link.md'));
		const r = await runInProcess(p, ['fix', 'notes']);
		assert.equal(r.status, 0, r.stderr);
		assert.match(r.stdout, /^notes\/link\.md:3 version_mismatch/);
		const link = path.join(p.root, 'notes/link.md');
		assert.ok(lstatSync(link).isSymbolicLink(), 'the note is still a symlink');
		assert.equal(readlinkSync(link), '../shared/n.md');
		assert.equal(readFileSync(path.join(p.root, 'shared/n.md'), 'utf8'), fixed('\n'));
		assert.deepEqual(readdirSync(path.join(p.root, 'shared')), ['n.md'], 'no temporary file is left behind');
	});

	test('Should refuse to write through a symlink whose target lies outside the root, with a message and exit 1', async () => {
		const outside = outsideFolder();
		writeFileSync(path.join(outside, 'n.md'), stale('\n'));
		const p = project({ 'sources/s.md': v2, 'notes/inside.md': 'x\n' });
		symlinkSync(path.join(outside, 'n.md'), path.join(p.root, 'notes/out.md'));
		const file = path.join(p.root, 'notes/out.md');
		assert.equal(await writeIfUnchanged(file, stale('\n'), fixed('\n'), p.root), 'outside');
		assert.equal(readFileSync(path.join(outside, 'n.md'), 'utf8'), stale('\n'));
		// Through the CLI: the note outside the root is never read, so never written, and the run says why.
		const r = await runInProcess(p, ['fix']);
		assert.equal(readFileSync(path.join(outside, 'n.md'), 'utf8'), stale('\n'));
		assert.deepEqual(readdirSync(outside), ['n.md']);
		assert.ok(lstatSync(file).isSymbolicLink());
		assert.equal(r.status, 1, r.stderr);
		assert.match(r.stderr, /notes\/out\.md: note cannot be read: outside root; not fixed/);
	});

	test('Should refuse a link retargeted outside the root between the check and the write', async () => {
		const outside = outsideFolder();
		writeFileSync(path.join(outside, 'n.md'), stale('\n'));
		const p = project({ 'sources/s.md': v2, 'shared/n.md': stale('\n') });
		mkdirSync(path.join(p.root, 'notes'));
		symlinkSync('../shared/n.md', path.join(p.root, 'notes/link.md'));
		// The race, staged: once the temporary file is written beside the target, the link is moved to a file outside the root.
		const preload = path.join(outside, 'swap.cjs');
		writeFileSync(preload, `
const fs = require('node:fs');
const link = ${JSON.stringify(path.join(p.root, 'notes/link.md'))};
const write = fs.promises.writeFile;
fs.promises.writeFile = async function (file, ...rest) {
	const done = await write.call(this, file, ...rest);
	if (String(file).endsWith('.tmp')) { fs.unlinkSync(link); fs.symlinkSync(${JSON.stringify(path.join(outside, 'n.md'))}, link); }
	return done;
};`);
		// A real process: the preload swaps the file as it runs.
		const r = p.run(['fix', 'notes'], { env: { NODE_OPTIONS: `--require ${preload}` } });
		assert.equal(r.status, 1, r.stderr);
		assert.match(r.stderr, /notes\/link\.md: a symlink to a file outside the project root; not written/);
		assert.equal(readFileSync(path.join(outside, 'n.md'), 'utf8'), stale('\n'));
		assert.deepEqual(readdirSync(outside).sort(), ['n.md', 'swap.cjs']);
	});

	for (const [name, eol] of [['CRLF', '\r\n'], ['CR', '\r'], ['LF', '\n']] as const) {
		test(`Should keep a note's ${name} line ends and its BOM`, async () => {
			const p = project({ 'sources/s.md': v2, 'notes/plain.md': stale(eol), 'notes/bom.md': `\uFEFF${stale(eol)}` });
			const r = await runInProcess(p, ['fix']);
			assert.equal(r.status, 0, r.stderr);
			assert.match(r.stderr, /applied 2 fix\(es\) in 2 note\(s\)/);
			assert.equal(readFileSync(path.join(p.root, 'notes/plain.md'), 'utf8'), fixed(eol));
			assert.equal(readFileSync(path.join(p.root, 'notes/bom.md'), 'utf8'), `\uFEFF${fixed(eol)}`);
		});
	}
});

suite('verbatim render: where a render is written', () => {
	for (const linked of ['.verbatim', '.verbatim/renders']) {
		test(`Should write no render through ${linked} linked to a folder outside the root, and say why`, async () => {
			const outside = outsideFolder();
			const p = project({ 'verbatim.json': '{}', 'docs/filing.pdf': await makePdf([{ lines: ['The seal was broken.'] }]) });
			mkdirSync(path.dirname(path.join(p.root, linked)), { recursive: true });
			symlinkSync(outside, path.join(p.root, linked));
			const r = await runInProcess(p, ['render', 'docs/filing.pdf']);
			assert.equal(r.status, 1, r.stderr);
			assert.match(r.stderr, /docs\/filing\.pdf: \.verbatim\/renders lies outside the project root \(a symlink\); no render written/);
			assert.deepEqual(readdirSync(outside), []);
		});
	}

});
