import * as assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { deflateRawSync, constants as zlibConstants } from 'node:zlib';
import { after, suite, test } from 'node:test';
import { formatRenderMeta } from '../../server/src/core';
import { extractDocument } from '../../server/src/node/documents';
import { documentLimits } from '../../server/src/node/documentLimits';
import { readZip, writeZip } from '../../server/src/node/zip';
import { makeDocx, newsPage, wordMemo, wordParts } from '../helpers/documents';
import { GitRepo } from '../helpers/gitRepo';
import { checkOnDisk, tempProject } from '../helpers/diskCheck';
import { runInProcess } from '../helpers/inProcessCli';
import { lines, sha256 } from '../helpers/text';
import { deep } from '../helpers/depth';

const temp = tempProject;
const check = checkOnDisk;

/** A note quoting each passage of `quotes` from `source`, one blockquote each. */
const quoting = (source: string, quotes: readonly string[]): string => lines(...quotes.flatMap(q => [`> ${q}`, `> --- \`${source}\``, '']));

const docx = makeDocx(wordParts(wordMemo.body));

suite('Saved web pages: the text a reader of the page sees', () => {
	test('Should verify honest quotes across inline markup, links, entities and line breaks, and never a sentence only scripts, styles or hidden parts hold', async () => {
		const honest = [
			'The council approved the harbour budget on Tuesday, after a debate that lasted four hours.',
			'\u201cWe cannot wait another year,\u201d said the mayor',
			'Residents\u2019 groups welcomed the decision & asked for regular updates.',
		];
		const p = temp({ 'sources/ledger.html': newsPage.html, 'n.md': quoting('sources/ledger.html', [...honest, 'The council rejected the harbour budget on Tuesday', ...newsPage.invisible]) });
		const results = await check(p.root, 'n.md', { renders: 'auto' });
		assert.deepEqual(results.slice(0, 3).map(r => [r.status, r.profile]), [['verified', 'prose'], ['verified', 'prose'], ['verified', 'prose']]);
		const altered = results[3]!;
		assert.equal(altered.status, 'absent');
		assert.match(altered.suggestion?.text ?? '', /The council approved the harbour\sbudget on Tuesday/);
		assert.deepEqual(results.slice(4).map(r => r.status), newsPage.invisible.map(() => 'absent'));
	});

	test('Should cite a page by the lines of its canonical text, one block a line', async () => {
		const p = temp({ 'page.htm': '<p>First <b>block</b>.</p><div>Second<br>third</div><ul><li>Fourth</li></ul>', 'n.md': lines(
			'> Second', '> --- `page.htm:2`', '',
			'> Second', '> --- `page.htm:1`', '',
		) });
		const results = await check(p.root, 'n.md', { renders: 'auto' });
		assert.deepEqual(results.map(r => r.status), ['verified', 'out_of_range']);
	});

	test('Should report a page that is not UTF-8 as source_error, naming why', async () => {
		const p = temp({ 'page.html': new Uint8Array([0x3c, 0x70, 0x3e, 0xe9, 0x74, 0xe9]), 'n.md': quoting('page.html', ['été']) });
		const [r] = await check(p.root, 'n.md', { renders: 'auto' });
		assert.equal(r!.status, 'source_error');
		assert.match(r!.message, /the web page's text cannot be extracted \(the page is not valid UTF-8\)/);
	});
});

suite('Word documents: the text of the document, changes accepted', () => {
	test('Should verify quotes of bold runs, smart quotes, inserted and moved text and table cells, and never deleted or hidden text', async () => {
		const honest = [
			'The board approved the dredging contract on Monday.',
			'\u201cThe works start in June,\u201d the chair said; it\u2019s final.',
			'The cost is 2.1 million euros, paid in three instalments.',
			'Visible words end here.',
			'Dredging 2.1 million euros',
			'The contractor was chosen by lot.',
		];
		const p = temp({ 'memo.docx': docx, 'n.md': quoting('memo.docx', [...honest, 'The cost is 3 million euros', ...wordMemo.deleted]) });
		const results = await check(p.root, 'n.md', { renders: 'auto' });
		assert.deepEqual(results.slice(0, honest.length).map(r => r.status), honest.map(() => 'verified'));
		const altered = results[honest.length]!;
		assert.equal(altered.status, 'absent');
		assert.match(altered.suggestion?.text ?? '', /The cost is 2\.1 million euros/);
		assert.deepEqual(results.slice(honest.length + 1).map(r => r.status), wordMemo.deleted.map(() => 'absent'));
	});

	test('Should report a file named .docx that is no zip as source_error, and a zip with no document in it', async () => {
		const noDocument = writeZip([{ name: 'readme.txt', data: new TextEncoder().encode('The board approved.') }], true);
		const p = temp({ 'a.docx': 'The board approved.', 'b.docx': noDocument, 'n.md': quoting('a.docx', ['The board approved.']) + quoting('b.docx', ['The board approved.']) });
		const [a, b] = await check(p.root, 'n.md', { renders: 'auto' });
		assert.deepEqual([a!.status, b!.status], ['source_error', 'source_error']);
		assert.match(a!.message, /^source is not a Word document \(not a zip archive\), so it has no text to check: a\.docx/);
		assert.match(b!.message, /not a Word document \(no word\/document\.xml\)/);
	});

	test('Should end a zip bomb in source_error naming the limit, inflating no further than it, and a zip of too many entries', async () => {
		const lowered = { ...documentLimits, maxInflatedBytes: 2 ** 20, maxEntries: 10 };
		assert.deepEqual(await extractDocument('docx', zipBomb(4), lowered), { error: 'the zip archive inflates to more than 1 MB' });
		const eleven = writeZip(Array.from({ length: 11 }, (_, k) => ({ name: `word/p${k}.xml`, data: new Uint8Array(0) })));
		assert.deepEqual(await extractDocument('docx', eleven, lowered), { error: 'the zip archive has more than 10 entries' });
		if (!deep) {
			// At full size, past the real limits and through `verbatim check`, the bombs cost seconds: test:deep runs them.
			return;
		}
		const p = temp({ 'bomb.docx': zipBomb(300), 'many.docx': writeZip(Array.from({ length: documentLimits.maxEntries + 1 }, (_, k) => ({ name: `word/p${k}.xml`, data: new Uint8Array(0) }))) });
		p.write('n.md', quoting('bomb.docx', ['The board approved.']) + quoting('many.docx', ['The board approved.']));
		const started = Date.now();
		const [bomb, many] = await check(p.root, 'n.md', { renders: 'auto' });
		assert.equal(bomb!.status, 'source_error');
		assert.match(bomb!.message, /the zip archive inflates to more than 256 MB/);
		assert.match(many!.message, /the zip archive has more than 10000 entries/);
		assert.ok(Date.now() - started < 20_000);
	});

	test('Should end extraction past the time or memory limit in an error naming it, the process unharmed', async () => {
		assert.deepEqual(await extractDocument('docx', docx, { ...documentLimits, maxSeconds: 0.001 }), { error: 'extraction exceeded 0.001 s' });
		assert.deepEqual(await extractDocument('html', new TextEncoder().encode(newsPage.html), { ...documentLimits, maxHeapMb: 2 }), { error: 'extraction exceeded 2 MB of memory' });
		const again = await extractDocument('docx', docx);
		assert.ok('pages' in again && again.pages[0]!.startsWith('Harbour works: decision memo\n'));
	});

	test('Should read back what the zip writer stored, and inflate deflated entries within the limit', async () => {
		const entries = [{ name: 'a.xml', data: new TextEncoder().encode('<a/>') }, { name: 'b/c.txt', data: new Uint8Array(5000).fill(65) }];
		for (const deflate of [false, true]) {
			const read = readZip(writeZip(entries, deflate), documentLimits);
			assert.ok(Array.isArray(read));
			assert.deepEqual(read.map(e => [e.name, Buffer.from(e.data).toString()]), entries.map(e => [e.name, Buffer.from(e.data).toString()]));
		}
		assert.deepEqual(readZip(writeZip(entries, true), { maxEntries: 10, maxInflatedBytes: 5000 }), { error: 'the zip archive inflates to more than 0.00476837158203125 MB' });
	});
});

suite('Stored renders of web pages and Word documents', () => {
	test('Should render both with verbatim render, check against the stored text, and refuse a forged one', async () => {
		const p = temp({ 'verbatim.json': '{}', 'sources/ledger.html': newsPage.html, 'sources/memo.docx': docx, 'n.md': lines(
			'> The council approved the harbour budget on Tuesday', '> --- `sources/ledger.html`', '',
			'> The board approved the dredging contract on Monday.', '> --- `sources/memo.docx`', '',
		) });
		const before = await check(p.root, 'n.md');
		assert.deepEqual(before.map(r => [r.status, r.message]), [
			['unverified', 'no canonical text stored for this web page; run `verbatim render sources/ledger.html`'],
			['unverified', 'no canonical text stored for this Word document; run `verbatim render sources/memo.docx`'],
		]);
		const made = await runInProcess(p, ['render', 'sources']);
		assert.equal(made.status, 0, made.stderr);
		const htmlHex = sha256(Buffer.from(newsPage.html)).slice(7);
		const docxHex = sha256(docx).slice(7);
		assert.equal(made.stdout, `rendered sources/ledger.html: 13 line(s) -> .verbatim/renders/${htmlHex}.txt\nrendered sources/memo.docx: 10 line(s) -> .verbatim/renders/${docxHex}.txt\n`);
		assert.deepEqual((await check(p.root, 'n.md')).map(r => r.status), ['verified', 'verified']);
		assert.equal((await runInProcess(p, ['check', '--format', 'json'])).status, 0);
		// A render holding a sentence the page only has in a script, its sidecar made to match and naming another version.
		const stored = readFileSync(path.join(p.root, `.verbatim/renders/${htmlHex}.txt`), 'utf8');
		const forged = `${stored}The mayor resigned on Tuesday evening.\n`;
		p.write(`.verbatim/renders/${htmlHex}.txt`, forged);
		p.write(`.verbatim/renders/${htmlHex}.json`, formatRenderMeta({ pdf: `sha256:${htmlHex}`, text: sha256(forged), pages: 1, extractor: 'hast-util-to-text', extractorVersion: '0.0.1' }));
		p.write('n.md', quoting('sources/ledger.html', ['The mayor resigned on Tuesday evening.']));
		const [r] = await check(p.root, 'n.md');
		assert.equal(r!.status, 'source_error');
		assert.match(r!.message, /was made by another extractor version, and hast-util-to-text \S+ .*extracts another text from the web page: re-render and re-check/);
		assert.equal((await runInProcess(p, ['render', 'sources/ledger.html'])).stdout, `replaced sources/ledger.html: 13 line(s) -> .verbatim/renders/${htmlHex}.txt\n`);
		assert.equal((await check(p.root, 'n.md'))[0]!.status, 'absent');
	});
});

suite('Web pages and Word documents: memo and Git', () => {
	test('Should remember each kind\'s extractions in its own folder of this machine\'s memo, never in the project, and check a forged render against it', async () => {
		const memo = mkdtempSync(path.join(tmpdir(), 'verbatim-memo-'));
		after(() => rmSync(memo, { recursive: true, force: true }));
		const p = temp({ 'ledger.html': newsPage.html, 'memo.docx': docx, 'n.md': lines(
			'> The council approved the harbour budget', '> --- `ledger.html`', '',
			'> The board approved the dredging contract on Monday.', '> --- `memo.docx`', '',
		) });
		assert.deepEqual((await check(p.root, 'n.md', { renders: 'auto' }, memo)).map(r => r.status), ['verified', 'verified']);
		assert.deepEqual(readdirSync(p.root).sort(), ['ledger.html', 'memo.docx', 'n.md']);
		const folders = readdirSync(memo).sort();
		assert.equal(folders.length, 2);
		assert.match(folders[0]!, /^docx-mammoth-\d+\.\d+\.\d+__\d+_-e10000-i268435456$/);
		assert.match(folders[1]!, /^html-hast-util-to-text-\d+\.\d+\.\d+/);
		// A render with the same extractor version, its sidecar made to match: the memo's text, not the render's, decides.
		const hex = sha256(docx).slice(7);
		const made = await extractDocument('docx', docx);
		assert.ok('pages' in made);
		const forged = `${made.pages[0]}The harbour will close for two years.\n`;
		p.write(`.verbatim/renders/${hex}.txt`, forged);
		p.write(`.verbatim/renders/${hex}.json`, formatRenderMeta({ pdf: `sha256:${hex}`, text: sha256(forged), pages: 1, extractor: made.extractor, extractorVersion: made.extractorVersion }));
		p.write('n.md', quoting('memo.docx', ['The harbour will close for two years.']));
		const [r] = await check(p.root, 'n.md', {}, memo);
		assert.equal(r!.status, 'source_error');
		assert.match(r!.message, /is not the text of its Word document \(its sidecar was made to match\)/);
	});

	test('Should render a Word document cited at a commit (gone from the work tree) from its Git blob, and verify it', async () => {
		const p = temp({ 'verbatim.json': '{}', 'docs/memo.docx': docx });
		const repo = new GitRepo(p.root);
		const c1 = repo.commit('memo', {});
		repo.commit('withdrawn', { 'docs/memo.docx': null });
		p.write('n.md', lines('> The board approved the dredging contract on Monday.', `> --- \`docs/memo.docx\` @ \`${c1.slice(0, 9)}\``, ''));
		assert.equal((await check(p.root, 'n.md'))[0]!.message, `no canonical text stored for this Word document; run \`verbatim render docs/memo.docx --commit ${c1.slice(0, 9)}\``);
		const made = await runInProcess(p, ['render', 'docs/memo.docx', '--commit', c1]);
		assert.equal(made.stdout, `rendered docs/memo.docx@${c1.slice(0, 12)}: 10 line(s) -> .verbatim/renders/${sha256(docx).slice(7)}.txt\n`, made.stderr);
		assert.equal((await check(p.root, 'n.md'))[0]!.status, 'verified');
	});
});

/** A .docx whose document.xml inflates to `mib` MiB of zeros from about a thousandth of that: one flushed block of 1 MiB, repeated. */
function zipBomb(mib: number): Uint8Array {
	const block = deflateRawSync(Buffer.alloc(2 ** 20), { finishFlush: zlibConstants.Z_FULL_FLUSH });
	const data = Buffer.concat([...Array<Buffer>(mib).fill(block), deflateRawSync(Buffer.alloc(0))]);
	// Stored as it is, then marked deflated: the header claims a small size, as a bomb's does.
	const zip = Buffer.from(writeZip([{ name: '[Content_Types].xml', data: new Uint8Array(0) }, { name: 'word/document.xml', data }]));
	const local = zip.indexOf(Buffer.from('word/document.xml')) - 30;
	const central = zip.lastIndexOf(Buffer.from('word/document.xml')) - 46;
	zip.writeUInt16LE(8, local + 8);
	zip.writeUInt16LE(8, central + 10);
	return new Uint8Array(zip);
}
