import * as assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, before, suite, test } from 'node:test';
import { createChecker, defaultConfig, noopToken, type CitationResult, type ProjectConfig } from '../../server/src/core';
import { NodeWorkspace } from '../../server/src/node/nodeWorkspace';
import { extractPdf } from '../../server/src/node/pdf';
import { renderDocumentFile } from '../../server/src/node/renders';
import { GitRepo } from '../helpers/gitRepo';
import { makePdf } from '../helpers/pdf';
import { runInProcess } from '../helpers/inProcessCli';
import { repoRoot, TempProject } from '../helpers/project';
import { lines, sha256 } from '../helpers/text';

const paper = [
	{ lines: ['The court ﬁnds the claim', 'well founded and the de-', 'fendant liable.'], embedded: true },
	{ lines: ['Page two begins here.', 'Nothing   further.'] },
	{ lines: ['Third page: efﬂuent ﬂows.'], embedded: true },
];

let pdf: Uint8Array;
before(async () => {
	pdf = await makePdf(paper);
});

function temp(files: Record<string, string | Uint8Array> = {}): TempProject {
	const p = new TempProject(files);
	after(() => p.dispose());
	return p;
}

async function check(root: string, note: string, config: Partial<ProjectConfig> = {}): Promise<readonly CitationResult[]> {
	const workspace = new NodeWorkspace(root);
	after(() => workspace.dispose());
	const checker = createChecker({ workspace, config: { ...defaultConfig, ...config } });
	const report = await checker.checkNote(note, readFileSync(path.join(root, note), 'utf8'), noopToken);
	return report!.results;
}

const note = (pin = ''): string => lines(
	'> The court finds the claim well founded and the defendant liable.', `> --- \`paper.pdf:p1\`${pin}`, '',
	'> efﬂuent flows', '> --- [paper](paper.pdf)', '',
	'> Page two begins here. Nothing further.', '> --- `paper.pdf:p2`', '',
	'> Nothing further.', '> --- `paper.pdf:p1`', '',
	'> Nothing further.', '> --- `paper.pdf:p4`', '',
);

suite('PDF sources: one canonical text', () => {
	test('Should check page-addressed quotes against the stored render, ligatures and hyphenation included', async () => {
		const p = temp({ 'paper.pdf': pdf, 'n.md': note(` @ \`${sha256(pdf)}\``) });
		const made = await runInProcess(p, ['render', 'paper.pdf']);
		assert.equal(made.status, 0, made.stderr);
		const hex = sha256(pdf).slice(7);
		assert.equal(made.stdout, `rendered paper.pdf: 3 page(s) -> .verbatim/renders/${hex}.txt\n`);
		const text = readFileSync(path.join(p.root, `.verbatim/renders/${hex}.txt`), 'utf8');
		assert.equal(text.split('\f').length, 3);
		const meta = JSON.parse(readFileSync(path.join(p.root, `.verbatim/renders/${hex}.json`), 'utf8'));
		assert.equal(meta.extractor, 'pdfjs-dist');
		assert.match(meta.extractorVersion, /^\d+\.\d+\.\d+$/);
		const r = await check(p.root, 'n.md');
		assert.deepEqual(r.map(x => x.status), ['verified', 'verified', 'verified', 'out_of_range', 'invalid_range']);
		assert.equal(r[0]!.profile, 'prose');
		assert.equal((await runInProcess(p, ['render', 'paper.pdf'])).stdout, `kept paper.pdf: 3 page(s) -> .verbatim/renders/${hex}.txt\n`);
	});

	test('Should leave a PDF with no stored render unverified, naming the command, unless renders is auto', async () => {
		const p = temp({ 'paper.pdf': pdf, 'n.md': note() });
		const [stored] = await check(p.root, 'n.md');
		assert.equal(stored!.status, 'unverified');
		assert.equal(stored!.message, 'no canonical text stored for this PDF; run `verbatim render paper.pdf`');
		const auto = await check(p.root, 'n.md', { renders: 'auto' });
		assert.deepEqual(auto.map(x => x.status), ['verified', 'verified', 'verified', 'out_of_range', 'invalid_range']);
		assert.equal(existsSync(path.join(p.root, '.verbatim')), false, 'a check never writes renders');
	});

	test('Should find a render edited by hand or naming another PDF, and restore it on render', async () => {
		const other = await makePdf([{ lines: ['Another document.'] }]);
		const p = temp({ 'paper.pdf': pdf, 'other.pdf': other, 'n.md': note() });
		assert.equal((await runInProcess(p, ['render', '.'])).status, 0);
		const hex = sha256(pdf).slice(7);
		const txt = `.verbatim/renders/${hex}.txt`;
		p.write(txt, readFileSync(path.join(p.root, txt), 'utf8').replace('liable', 'not liable'));
		const [edited] = await check(p.root, 'n.md');
		assert.equal(edited!.status, 'source_error');
		assert.match(edited!.message, /was edited after it was made/);
		// Edited with its sidecar made to match: the PDF itself, extracted again, does not say it.
		const forged = readFileSync(path.join(p.root, txt), 'utf8');
		const sidecar = path.join(p.root, `.verbatim/renders/${hex}.json`);
		p.write(`.verbatim/renders/${hex}.json`, readFileSync(sidecar, 'utf8').replace(/"text": "sha256:[0-9a-f]+"/, `"text": "${sha256(forged)}"`));
		const [matched] = await check(p.root, 'n.md');
		assert.equal(matched!.status, 'source_error');
		assert.match(matched!.message, /is not the text of its PDF/);
		const otherHex = sha256(other).slice(7);
		for (const ext of ['txt', 'json']) {
			p.write(`.verbatim/renders/${hex}.${ext}`, readFileSync(path.join(p.root, `.verbatim/renders/${otherHex}.${ext}`)));
		}
		const [swapped] = await check(p.root, 'n.md');
		assert.equal(swapped!.status, 'source_error');
		assert.match(swapped!.message, /names another PDF/);
		assert.match((await runInProcess(p, ['render', 'paper.pdf'])).stdout, /^restored paper\.pdf: 3 page\(s\)/);
		assert.equal((await check(p.root, 'n.md'))[0]!.status, 'verified');
	});

	test('Should keep a stored render of another extractor version that this one reproduces, and report a changed PDF as version_mismatch', async () => {
		const p = temp({ 'paper.pdf': pdf, 'n.md': note(` @ \`${sha256(pdf)}\``) });
		const workspace = new NodeWorkspace(p.root);
		assert.equal((await renderDocumentFile(workspace, 'paper.pdf', 1e7)).kind, 'rendered');
		const meta = path.join(p.root, `.verbatim/renders/${sha256(pdf).slice(7)}.json`);
		p.write(path.relative(p.root, meta), readFileSync(meta, 'utf8').replace(/"extractorVersion": "[^"]*"/, '"extractorVersion": "0.0.1"'));
		assert.equal((await check(p.root, 'n.md'))[0]!.status, 'verified');
		p.write('paper.pdf', await makePdf([{ lines: ['The court finds nothing.'] }]));
		const [changed] = await check(p.root, 'n.md');
		assert.equal(changed!.status, 'version_mismatch');
	});

	test('Should extract the same text from the same bytes every time, and store byte-identical renders', async () => {
		const first = await extractPdf(pdf);
		const second = await extractPdf(new Uint8Array(pdf));
		assert.ok('pages' in first);
		assert.deepEqual(second, first);
		const a = temp({ 'x/paper.pdf': pdf });
		const b = temp({ 'paper.pdf': pdf });
		assert.equal((await runInProcess(a, ['render', 'x'])).status, 0);
		assert.equal((await runInProcess(b, ['render', 'paper.pdf'])).status, 0);
		const hex = sha256(pdf).slice(7);
		for (const ext of ['txt', 'json']) {
			const rel = `.verbatim/renders/${hex}.${ext}`;
			assert.deepEqual(readFileSync(path.join(a.root, rel)), readFileSync(path.join(b.root, rel)));
		}
	});

	test('Should verify page-addressed quotes of a PDF made by hand (committed fixture), also read from Git', async () => {
		const filing = readFileSync(path.join(repoRoot, 'test/fixtures/pdf/filing.pdf'));
		const p = temp({ 'sources/filing.pdf': filing });
		const c = new GitRepo(p.root).commit('filing', {});
		p.write('n.md', lines(
			'> The defendant denied liability in', '> every filing.', '> --- `sources/filing.pdf:p1`', '',
			'> No further action is warranted.', '> --- `sources/filing.pdf:p2`', '',
			'> No further action is warranted.', `> --- \`sources/filing.pdf:p2\` @ \`${c.slice(0, 7)}\``, '',
			'> every filing.', '> --- `sources/filing.pdf:2-3`', '',
		));
		const r = await runInProcess(p, ['render', 'sources']);
		assert.equal(r.status, 0, r.stderr);
		assert.deepEqual((await check(p.root, 'n.md')).map(x => x.status), ['verified', 'verified', 'verified', 'verified']);
		const plain = await runInProcess(p, ['render', 'n.md']);
		assert.equal(plain.status, 1);
		assert.equal(plain.stderr, 'verbatim: n.md: not a PDF, web page or Word document\n');
	});

	test('Should never reuse cached results of a PDF citation: after a render, the next check sees it', async () => {
		const filing = readFileSync(path.join(repoRoot, 'test/fixtures/pdf/filing.pdf'));
		const p = temp({ 'filing.pdf': filing, 'n.md': lines('> every filing.', '> --- `filing.pdf:p1`', '') });
		const before = await runInProcess(p, ['check', '--format', 'json']);
		assert.deepEqual(JSON.parse(before.stdout).summary.byStatus, { unverified: 1 });
		assert.equal((await runInProcess(p, ['render', 'filing.pdf'])).status, 0);
		const after = await runInProcess(p, ['check', '--format', 'json']);
		assert.deepEqual(JSON.parse(after.stdout).summary.byStatus, { verified: 1 });
	});
});
