import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { joinBibliography, parseBibliographyText } from '../../server/src/core/bibliography';
import { citeKeyAt, citeKeyHover, completeCiteKeys } from '../../server/src/core/features/citeKeys';

const bib = joinBibliography([{ path: 'refs.bib', file: parseBibliographyText([
	'@article{smith2020, author = {Smith, Jane}, title = {The {Archive} is Never Neutral}, year = 2020}',
	'@book{smyth1999, title = {Other}}',
	'@book{doe2019, title = {Doe}}',
].join('\n'), 'refs.bib') }]);

suite('Editor features of Pandoc keys', () => {
	test('Should complete keys after [@, after a prefix and after ;', () => {
		assert.deepEqual(completeCiteKeys('As "said" [@sm', bib).map(c => [c.label, c.insertText]), [['smith2020', 'ith2020'], ['smyth1999', 'yth1999']]);
		assert.deepEqual(completeCiteKeys('x [see @', bib).map(c => c.label), ['smith2020', 'smyth1999', 'doe2019']);
		assert.deepEqual(completeCiteKeys('> --- [@smith2020, p. 2; @d', bib).map(c => c.label), ['doe2019']);
		assert.equal(completeCiteKeys('[@sm', bib)[0]!.detail, 'Smith, Jane (2020). The Archive is Never Neutral');
		assert.deepEqual(completeCiteKeys('mail me@sm', bib), []);
		assert.deepEqual(completeCiteKeys('[@smith2020] then @sm', bib), []);
	});

	test('Should find the key under the cursor and show its entry', () => {
		const text = 'Intro.\n"the archive" [see @smith2020, p. 12; @doe2019].\n';
		const at = text.indexOf('smith2020') + 3;
		assert.deepEqual(citeKeyAt(text, at), { key: 'smith2020', span: { start: text.indexOf('@smith'), end: text.indexOf('@smith') + 10 } });
		assert.equal(citeKeyAt(text, text.indexOf('doe2019'))?.key, 'doe2019');
		assert.equal(citeKeyAt(text, text.indexOf('p. 12')), undefined);
		assert.equal(citeKeyHover('smith2020', bib.entries.get('smith2020'), bib), '**@smith2020**\n\nSmith, Jane (2020)\n\n*The Archive is Never Neutral*\n\nin refs\\.bib');
		assert.equal(citeKeyHover('nobody', undefined, bib), '**@nobody** is not in the bibliography (refs\\.bib)');
	});
});

suite('Writing Pandoc keys', () => {
	test('Should name a file by the key whose entry reads it, and write its range as a locator', async () => {
		const { keyOfFile, withCiteKey } = await import('../../server/src/core/bibliography/write');
		const b = joinBibliography([{ path: 'refs/lib.bib', file: parseBibliographyText('@book{a, file={x.html}}\n@book{b, file={Snapshot:x.html:text/html;PDF:files/b.pdf:application/pdf}}', 'refs/lib.bib') }]);
		assert.equal(keyOfFile(b, 'refs/files/b.pdf'), 'b');
		assert.equal(keyOfFile(b, 'refs/x.html'), 'a');
		assert.equal(keyOfFile(b, 'refs/other.pdf'), undefined);
		assert.equal(withCiteKey('> The archive.\n> --- `../refs/files/b.pdf:p2`\n', 'b'), '> The archive.\n> --- [@b, p. 2]\n');
		assert.equal(withCiteKey('  > A\n  >\n  > B\n  > --- `s.md:3-5` — note\n', 'k'), '  > A\n  >\n  > B\n  > --- [@k, ll. 3-5] — note\n');
		assert.equal(withCiteKey('> A\n> --- `s.pdf:p2-3`\n', 'k'), '> A\n> --- [@k, pp. 2-3]\n');
		assert.equal(withCiteKey('> A\n> --- `s.md:3` @ `sha256:00`\n', 'k'), undefined);
	});
});
