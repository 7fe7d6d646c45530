import * as assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { deflateRawSync, constants as zlibConstants } from 'node:zlib';
import { after, before, suite, test } from 'node:test';
import fc from 'fast-check';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { formatRenderMeta, joinPages } from '../../server/src/core';
import { extractPdf } from '../../server/src/node/pdf';
import { pdfLimits } from '../../server/src/node/pdfLimits';
import { makePdf } from '../helpers/pdf';
import { checkOnDisk, tempProject } from '../helpers/diskCheck';
import { runInProcess } from '../helpers/inProcessCli';
import { TempProject } from '../helpers/project';
import { lines, sha256 } from '../helpers/text';
import { sample } from '../helpers/depth';

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
const check = checkOnDisk;

/** Stores `text` as the render of `bytes`, with a sidecar that agrees with both, as a forger would. */
function forgeRender(p: TempProject, bytes: Uint8Array, text: string, extractorVersion = version): void {
	const hex = sha256(bytes).slice(7);
	p.write(`.verbatim/renders/${hex}.txt`, text);
	p.write(`.verbatim/renders/${hex}.json`, formatRenderMeta({ pdf: `sha256:${hex}`, text: sha256(text), pages: text.split('\f').length, extractor: 'pdfjs-dist', extractorVersion }));
}

const citing = (file: string): string => lines(`> ${fabricated}`, `> --- \`${file}\``, '');

/** A PDF written byte by byte: `objects[k]` is the body of object k + 1; object 1 is the catalog. */
function rawPdf(objects: readonly (string | Uint8Array)[], trailer = ''): Uint8Array {
	const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
	let at = parts[0]!.length;
	const offsets: number[] = [];
	objects.forEach((body, k) => {
		offsets.push(at);
		const bytes = Buffer.concat([Buffer.from(`${k + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
		parts.push(bytes);
		at += bytes.length;
	});
	const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map(o => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
	parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${at}\n%%EOF\n`));
	return new Uint8Array(Buffer.concat(parts));
}

/** A zlib stream of `mib` MiB of zeros, about a thousandth of that size: one flushed block of 1 MiB, repeated. */
function zerosDeflated(mib: number): Buffer {
	const block = deflateRawSync(Buffer.alloc(2 ** 20), { finishFlush: zlibConstants.Z_FULL_FLUSH });
	const adler = Buffer.alloc(4);
	adler.writeUInt32BE((((mib * 2 ** 20) % 65521) << 16 | 1) >>> 0);
	return Buffer.concat([Buffer.from([0x78, 0x9c]), ...Array<Buffer>(mib).fill(block), deflateRawSync(Buffer.alloc(0)), adler]);
}

/** A one-page PDF whose content stream inflates to 1 GiB. */
async function inflateBomb(): Promise<Uint8Array> {
	const doc = await PDFDocument.create();
	const page = doc.addPage([200, 200]);
	const data = zerosDeflated(1024);
	const stream = PDFRawStream.of(doc.context.obj({ Filter: 'FlateDecode', Length: data.length }), data);
	page.node.set(PDFName.of('Contents'), doc.context.register(stream));
	return doc.save({ useObjectStreams: false });
}

/** A PDF whose page tree lists 20,000 (empty) pages. */
function pagesBomb(): Uint8Array {
	const n = 20_000;
	const kids = Array.from({ length: n }, (_, k) => `${k + 3} 0 R`).join(' ');
	const pages = Array.from({ length: n }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>');
	return rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${kids}] /Count ${n} >>`, ...pages]);
}

/** A PDF encrypted with a user password: no text without it. */
function encrypted(): Uint8Array {
	const o = 'A1'.repeat(32);
	const u = '5C'.repeat(32);
	return rawPdf([
		'<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>',
		`<< /Filter /Standard /V 1 /R 2 /O <${o}> /U <${u}> /P -4 >>`,
	], `/Encrypt 4 0 R /ID [<${'00'.repeat(16)}> <${'00'.repeat(16)}>] `);
}

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

	test('Should end a PDF that inflates past the limit, or lists more pages than the limit, in source_error naming the limit', async () => {
		const inflating = await inflateBomb();
		const paging = pagesBomb();
		const p = temp({ 'inflate.pdf': inflating, 'pages.pdf': paging, 'n.md': lines(citing('inflate.pdf'), citing('pages.pdf')) });
		forgeRender(p, inflating, `${fabricated}\n`);
		const r = await check(p.root, 'n.md', { renders: 'auto' });
		assert.deepEqual(r.map(x => x.status), ['source_error', 'source_error']);
		assert.match(r[0]!.message, /the PDF's text cannot be extracted \(PDF streams inflate to more than 256 MB\), so its stored render/);
		assert.match(r[1]!.message, /the PDF's text cannot be extracted \(PDF has more than 2000 pages\)/);
		const made = await runInProcess(p, ['render', 'pages.pdf']);
		assert.equal(made.status, 1);
		assert.equal(made.stderr, 'verbatim: pages.pdf: the PDF\'s text cannot be extracted (PDF has more than 2000 pages)\n');
	});

	test('Should end extraction past the time or memory limit in an error naming it, the process unharmed', async () => {
		assert.deepEqual(await extractPdf(pdf, { ...pdfLimits, maxSeconds: 0.001 }), { error: 'extraction exceeded 0.001 s' });
		assert.deepEqual(await extractPdf(pdf, { ...pdfLimits, maxHeapMb: 2 }), { error: 'extraction exceeded 2 MB of memory' });
		const again = await extractPdf(pdf);
		assert.ok('pages' in again);
		assert.equal(joinPages(again.pages), truth);
	});

	test('Should extract many PDFs asked for at once, a few threads at a time, each to its own text', async () => {
		const others = await Promise.all([1, 2, 3, 4, 5, 6].map(k => makePdf([{ lines: [`Document ${k}.`] }])));
		const made = await Promise.all(others.map(b => extractPdf(b)));
		assert.deepEqual(made.map(m => ('pages' in m ? m.pages.join('').trim() : m.error)), ['Document 1.', 'Document 2.', 'Document 3.', 'Document 4.', 'Document 5.', 'Document 6.']);
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
