import * as assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, before, suite, test } from 'node:test';
import fc from 'fast-check';
import { formatRenderMeta, joinPages } from '../../server/src/core';
import { extractPdf } from '../../server/src/node/pdf';
import { pdfLimits } from '../../server/src/node/pdfLimits';
import { makePdf } from '../helpers/pdf';
import { checkOnDisk, tempProject } from '../helpers/diskCheck';
import { runInProcess } from '../helpers/inProcessCli';
import { TempProject } from '../helpers/project';
import { lines, sha256 } from '../helpers/text';
import { deep, sample } from '../helpers/depth';
import { encrypted, inflateBomb, pagesBomb } from '../helpers/pdfBombs';

const claim = 'The court finds the claim well founded and the defendant liable.';
const fabricated = 'The court finds the claim unfounded and the defendant blameless.';

let pdf: Uint8Array;
let truth: string;
let version: string;
before(async () => {
	pdf = await makePdf([{ lines: [claim] }, { lines: ['Page two.'] }]);
	const made = await extractPdf(pdf);
	assert.ok('pages' in made, 'the fixture PDF extracts');
	truth = joinPages(made.pages);
	version = made.extractorVersion;
});

/** A folder for this machine's memo of extractions, apart from the user's own. */
function memoDir(): string {
	const dir = mkdtempSync(path.join(tmpdir(), 'verbatim-memo-'));
	after(() => rmSync(dir, { recursive: true, force: true }));
	return dir;
}

const temp = tempProject;
const sharedMemo = memoDir();
/** `checkOnDisk`, with one memo of extractions for the checks of this file that bring none: each PDF is extracted once, as on a user's machine, not at every check. */
const check = (root: string, note: string, config: Parameters<typeof checkOnDisk>[2] = {}, memo: string | false = sharedMemo): ReturnType<typeof checkOnDisk> => checkOnDisk(root, note, config, memo);

/** Stores `text` as the render of `bytes`, with a sidecar that agrees with both, as a forger would. */
function forgeRender(p: TempProject, bytes: Uint8Array, text: string, extractorVersion = version): void {
	const hex = sha256(bytes).slice(7);
	p.write(`.verbatim/renders/${hex}.txt`, text);
	p.write(`.verbatim/renders/${hex}.json`, formatRenderMeta({ pdf: `sha256:${hex}`, text: sha256(text), pages: text.split('\f').length, extractor: 'pdfjs-dist', extractorVersion }));
}

const citing = (file: string): string => lines(`> ${fabricated}`, `> --- \`${file}\``, '');

suite('Derived text: a stored render counts only when the extractor reproduces it', () => {
	test('Should report a forged render whose sidecar names another extractor version as source_error, to re-render and re-check', async () => {
		const p = temp({ 'paper.pdf': pdf, 'n.md': citing('paper.pdf') });
		forgeRender(p, pdf, truth.replace(claim, fabricated), '0.0.1');
		const [forged] = await check(p.root, 'n.md');
		assert.equal(forged!.status, 'source_error');
		assert.match(forged!.message, /was made by another extractor version, and pdfjs-dist \S+ extracts another text from the PDF: re-render and re-check \(`verbatim render paper\.pdf`, then `verbatim check`\)/);
		// Re-rendered, the citation meets the PDF's own text, and says so.
		const made = await runInProcess(p, ['render', 'paper.pdf']);
		assert.match(made.stdout, /^replaced paper\.pdf: 2 page\(s\)/, made.stderr);
		assert.equal(readFileSync(path.join(p.root, `.verbatim/renders/${sha256(pdf).slice(7)}.txt`), 'utf8'), truth);
		assert.equal((await check(p.root, 'n.md'))[0]!.status, 'absent');
		// The text this build reproduces counts whatever version its sidecar names, and is kept byte for byte.
		forgeRender(p, pdf, truth, '0.0.1');
		p.write('n.md', lines(`> ${claim}`, '> --- `paper.pdf`', ''));
		assert.equal((await check(p.root, 'n.md'))[0]!.status, 'verified');
		assert.match((await runInProcess(p, ['render', 'paper.pdf'])).stdout, /^kept paper\.pdf/);
	});

	test('Should report a render stored for a document that cannot be extracted as source_error, stored or extracted on the fly', async () => {
		const broken = new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0xa5)]));
		const p = temp({ 'broken.pdf': broken, 'locked.pdf': encrypted(), 'n.md': lines(citing('broken.pdf'), citing('locked.pdf')) });
		forgeRender(p, broken, `${fabricated}\n`);
		forgeRender(p, encrypted(), `${fabricated}\n`);
		for (const config of [{}, { renders: 'auto' as const }]) {
			const r = await check(p.root, 'n.md', config);
			assert.deepEqual(r.map(x => x.status), ['source_error', 'source_error']);
			assert.match(r[0]!.message, /the PDF's text cannot be extracted \(\w+\), so its stored render \.verbatim\/renders\/\w+\.txt does not count/);
			assert.match(r[1]!.message, /the PDF's text cannot be extracted \(PasswordException\)/);
		}
		const made = await runInProcess(p, ['render', 'broken.pdf', 'locked.pdf']);
		assert.equal(made.status, 1);
		assert.match(made.stderr, /broken\.pdf: the PDF's text cannot be extracted/);
		assert.match(made.stderr, /locked\.pdf: the PDF's text cannot be extracted \(PasswordException\)/);
	});

	test('Should report a file named as a PDF that is none as source_error, whatever its bytes say', async () => {
		const p = temp({ 'fake.pdf': `${fabricated}\n`, 'n.md': citing('fake.pdf') });
		forgeRender(p, new TextEncoder().encode(`${fabricated}\n`), `${fabricated}\n`);
		const [r] = await check(p.root, 'n.md', { renders: 'auto' });
		assert.equal(r!.status, 'source_error');
		assert.match(r!.message, /source is not a PDF \(no %PDF- header\), so it has no text to check: fake\.pdf/);
	});

	// The bombs at full size, past the real limits, through `verbatim check` and `render`: pdfRenders.deep.test.ts.
	test('Should end a PDF that inflates past the limit, or lists more pages than the limit, in an error naming the limit', async () => {
		const limits = { ...pdfLimits, maxInflatedBytes: 2 ** 20, maxPages: 10 };
		assert.deepEqual(await extractPdf(await inflateBomb(4), limits), { error: 'PDF streams inflate to more than 1 MB' });
		assert.deepEqual(await extractPdf(pagesBomb(20), limits), { error: 'PDF has more than 10 pages' });
	});

	test('Should end extraction past the time or memory limit in an error naming it, the process unharmed', async () => {
		assert.deepEqual(await extractPdf(pdf, { ...pdfLimits, maxSeconds: 0.001 }), { error: 'extraction exceeded 0.001 s' });
		assert.deepEqual(await extractPdf(pdf, { ...pdfLimits, maxHeapMb: 2 }), { error: 'extraction exceeded 2 MB of memory' });
		const again = await extractPdf(pdf);
		assert.ok('pages' in again);
		assert.equal(joinPages(again.pages), truth);
	});

	test('Should extract many PDFs asked for at once, a few threads at a time, each to its own text', async () => {
		// Past the threads that may run at once (two on two cores), so some wait their turn.
		const count = deep ? 6 : 3;
		const others = await Promise.all(Array.from({ length: count }, (_, k) => k + 1).map(k => makePdf([{ lines: [`Document ${k}.`] }])));
		const made = await Promise.all(others.map(b => extractPdf(b)));
		assert.deepEqual(made.map(m => ('pages' in m ? m.pages.join('').trim() : m.error)), Array.from({ length: count }, (_, k) => `Document ${k + 1}.`));
	});

	test('Should remember extractions in this machine\'s memo, never in the project, and check a forged render against it', async () => {
		const memo = memoDir();
		const p = temp({ 'paper.pdf': pdf, 'n.md': lines(`> ${claim}`, '> --- `paper.pdf`', '') });
		assert.equal((await check(p.root, 'n.md', { renders: 'auto' }, memo))[0]!.status, 'verified');
		assert.equal(existsSync(path.join(p.root, '.verbatim')), false);
		const [folder] = readdirSync(memo);
		assert.match(folder!, /^pdfjs-dist-\d+\.\d+\.\d+-p2000-i268435456$/);
		assert.deepEqual(readdirSync(path.join(memo, folder!)), [`${sha256(pdf).slice(7)}.json`]);
		forgeRender(p, pdf, truth.replace(claim, fabricated));
		p.write('n.md', citing('paper.pdf'));
		const [forged] = await check(p.root, 'n.md', {}, memo);
		assert.equal(forged!.status, 'source_error');
		assert.match(forged!.message, /is not the text of its PDF/);
	});

	test('Should never verify a quote against a render or sidecar changed by any bytes, unless the extractor gives that text', async () => {
		const memo = memoDir();
		const p = temp({ 'paper.pdf': pdf });
		const hex = sha256(pdf).slice(7);
		forgeRender(p, pdf, truth);
		const txt = Buffer.from(truth);
		const json = readFileSync(path.join(p.root, `.verbatim/renders/${hex}.json`));
		const edit = fc.record({ json: fc.boolean(), at: fc.nat(), kind: fc.constantFrom('replace', 'insert', 'delete'), byte: fc.integer({ min: 0, max: 255 }), sidecarFollows: fc.boolean(), otherVersion: fc.boolean() });
		await fc.assert(fc.asyncProperty(edit, async e => {
			const original = e.json ? json : txt;
			const at = e.at % original.length;
			const bytes = e.kind === 'delete' ? Buffer.concat([original.subarray(0, at), original.subarray(at + 1)])
				: Buffer.concat([original.subarray(0, at), Buffer.from([e.byte]), original.subarray(at + (e.kind === 'replace' ? 1 : 0))]);
			const text = e.json ? txt : bytes;
			let sidecar = e.json ? bytes : json;
			if (!e.json && e.sidecarFollows) {
				// The forger recomputes the text's hash in the sidecar, and may name another extractor version.
				sidecar = Buffer.from(json.toString('utf8').replace(/"text": "sha256:[0-9a-f]+"/, `"text": "${sha256(bytes)}"`)
					.replace(/"extractorVersion": "[^"]*"/, e.otherVersion ? '"extractorVersion": "0.0.1"' : '$&'));
			}
			p.write(`.verbatim/renders/${hex}.txt`, text);
			p.write(`.verbatim/renders/${hex}.json`, sidecar);
			// The quote is the changed passage itself, so only the render could make it verified.
			const around = text.toString('utf8').slice(Math.max(0, at - 30), at + 30).split(/[\n\f]/).reduce((a, b) => (b.length > a.length ? b : a), '').trim();
			p.write('n.md', lines(`> ${around || 'x'}`, '> --- `paper.pdf`', ''));
			const [r] = await check(p.root, 'n.md', {}, memo);
			if (r!.status === 'verified') {
				assert.equal(text.toString('utf8'), truth, 'verified against a render the extractor does not give');
			}
		}), sample(150));
	});
});
