import * as assert from 'node:assert/strict';
import { after, suite, test } from 'node:test';
import { deep } from '../helpers/depth';
import { runInProcess } from '../helpers/inProcessCli';
import { makePdf } from '../helpers/pdf';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

/** Two PDFs, as Zotero keeps them under `files/<id>/`, and lines of each page. */
const smithPages = [
	['The Archive, a study', 'Jane Smith'],
	['The archive is never neutral.', 'Every record was kept by someone', 'for a reason of their own.'],
	['Silences in the record are made,', 'not found.'],
];
const doePages = [['Field notes on cataloguing', 'Most catalogues describe what', 'their makers could see.']];

/** A Zotero-style library: typed `file` items (a snapshot before the PDF), Better BibTeX escapes, an entry without a file, one whose file is not here, one outside the root. */
const library = lines(
	'% Exported by Better BibTeX',
	'@book{smith2020,',
	'  author = {Smith, Jane},',
	'  title = {The {Archive}: a Study},',
	'  year = {2020},',
	'  file = {Snapshot:files/1/smith.html:text/html;Full Text PDF:files/1/smith.pdf:application/pdf}',
	'}',
	'',
	'@article{doe2019,',
	'  author = {Doe, J.},',
	'  title = {Field Notes on Cataloguing},',
	'  date = {2019-04-02},',
	'  file = {Doe 2019\\: notes.pdf:files/2/doe.pdf:application/pdf}',
	'}',
	'',
	'@misc{nofile2021, title = {A Talk}, year = 2021}',
	'@misc{gone2018, title = {Lost}, file = {Full Text PDF:files/9/gone.pdf:application/pdf}}',
	'@misc{far2017, title = {Elsewhere}, file = {Full Text PDF:/home/me/Zotero/storage/AB12CD/far.pdf:application/pdf}}',
);

async function pandocProject(): Promise<TempProject> {
	const p = new TempProject({
		'verbatim.json': JSON.stringify({ bibliography: 'refs/library.bib', renders: 'auto' }),
		'refs/library.bib': library,
		'refs/files/1/smith.pdf': await makePdf(smithPages.map(l => ({ lines: l }))),
		'refs/files/2/doe.pdf': await makePdf(doePages.map(l => ({ lines: l }))),
	});
	after(() => p.dispose());
	return p;
}

interface Reported { status: string; message: string; quote: string; suggestion?: { text: string } }

async function check(p: TempProject, note: string): Promise<{ status: number | null; citations: Reported[] }> {
	const r = await runInProcess(p, ['check', '--format', 'json', note]);
	assert.ok(r.status === 0 || r.status === 1, r.stderr);
	return { status: r.status, citations: JSON.parse(r.stdout).citations };
}

suite('Pandoc citation keys into a Zotero bibliography (docs/specification.md §1.5)', () => {
	test('Should verify every citation the constructor writes, in prose and as an attribution', async () => {
		const p = await pandocProject();
		const written = new Map<string, string>();
		for (const [source, pages] of [['refs/files/1/smith.pdf', smithPages], ['refs/files/2/doe.pdf', doePages]] as const) {
			// Each `quote` extracts the PDF: `npm test` quotes the first line of each page, test:deep every line.
			for (const line of deep ? pages.flat() : pages.map(page => page[0]!)) {
				const r = await runInProcess(p, ['quote', '--source', source, '--from', 'notes/n.md', '--form', 'pandoc', '--text', line]);
				assert.equal(r.status, 0, r.stderr);
				written.set(line, r.stdout);
			}
		}
		assert.equal(written.get('The archive is never neutral.'), '> The archive is never neutral.\n> --- [@smith2020, p. 2]\n');
		assert.equal(written.get('Field notes on cataloguing'), '> Field notes on cataloguing\n> --- [@doe2019, p. 1]\n');
		p.write('notes/n.md', [...written.values()].join('\n'));
		const all = await check(p, 'notes/n.md');
		assert.equal(all.status, 0);
		assert.deepEqual(all.citations.map(c => c.status), [...written.values()].map(() => 'verified'));
		p.write('notes/prose.md', lines(
			'As Smith puts it, "The archive is never neutral" [@smith2020, p. 2].',
			'',
			'Doe agrees that “their makers could see” [see @doe2019, p. 1; @smith2020], and',
			'"Silences in the record are made" [@smith2020, pp. 2-3].',
		));
		assert.deepEqual((await check(p, 'notes/prose.md')).citations.map(c => c.status), ['verified', 'verified', 'verified']);
	});

	test('Should fail an altered quote with the source\'s words as the suggestion, and one outside its page as out of range', async () => {
		const p = await pandocProject();
		p.write('notes/n.md', lines(
			'> The archive is always neutral.',
			'> --- [@smith2020, p. 2]',
			'',
			'"Silences in the record are made" [@smith2020, p. 2].',
		));
		const r = await check(p, 'notes/n.md');
		assert.equal(r.status, 1);
		assert.deepEqual(r.citations.map(c => c.status), ['absent', 'out_of_range']);
		assert.equal(r.citations[0]!.suggestion?.text, 'The archive is never neutral.');
	});

	test('Should say what an unknown key, an entry without a file, a missing file and a file outside the root are', async () => {
		const p = await pandocProject();
		p.write('notes/n.md', lines(
			'"The archive is never neutral" [@nobody2000, p. 2].',
			'',
			'"A talk" [@nofile2021].',
			'',
			'"Lost words" [@gone2018, p. 1].',
			'',
			'"Far words" [@far2017].',
		));
		const r = await check(p, 'notes/n.md');
		assert.deepEqual(r.citations.map(c => [c.status, c.message]), [
			['invalid_attribution', '@nobody2000 is not in the bibliography (refs/library.bib)'],
			['unverified', 'no local copy of @nofile2021: its bibliography entry names no PDF or text file'],
			['unverified', 'no local copy of @gone2018: refs/files/9/gone.pdf is not on this machine'],
			['source_error', 'the file of @far2017 lies outside the project root and is never read; keep the bibliography\'s files inside the project'],
		]);
	});

	test('Should read the note\'s own bibliography from its front matter, and report a broken one with its place', async () => {
		const p = await pandocProject();
		p.write('notes/own.bib', '@book{mine, file = {../refs/files/2/doe.pdf}}\n\n@book{broken, title = {unclosed\n');
		p.write('notes/n.md', lines(
			'---',
			'bibliography: own.bib',
			'---',
			'',
			'"Most catalogues describe what" [@mine, p. 1].',
			'',
			'"The archive is never neutral" [@broken].',
		));
		const r = await check(p, 'notes/n.md');
		assert.deepEqual(r.citations.map(c => [c.status, c.message]), [
			['verified', r.citations[0]!.message],
			['source_error', '@broken is not in the bibliography, which could not be read whole: notes/own.bib:3:1: is not valid BibTeX'],
		]);
	});

	test('Should write a key by default into a note whose citations are keys in prose', async () => {
		const p = await pandocProject();
		p.write('notes/n.md', 'As Smith has it, "Silences in the record are made," [@smith2020, p. 3] and so on.\n');
		const r = await runInProcess(p, ['quote', '--source', 'refs/files/1/smith.pdf', '--from', 'notes/n.md', '--text', 'The archive is never neutral.']);
		assert.equal(r.status, 0, r.stderr);
		assert.equal(r.stdout, '> The archive is never neutral.\n> --- [@smith2020, p. 2]\n');
	});
});
