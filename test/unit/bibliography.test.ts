import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import {
	bibliographyPaths, joinBibliography, keyVerdict, lookUpKey, noteBibliography, parseBibliographyText, parseCiteKeys,
	parseFileField, pickEntryFile, readBibliographyFile, readLocator, resolveEntryPath,
} from '../../server/src/core/bibliography';
import { parseProjectConfig } from '../../server/src/core';
import { InMemoryWorkspace } from '../helpers/inMemoryWorkspace';
import { sample } from '../helpers/depth';

const bib = (text: string, path = 'refs/library.bib') => joinBibliography([{ path, file: parseBibliographyText(text, path) }]);

suite('Bibliography: the file field (docs/specification.md §1.5)', () => {
	test('Should read Zotero\'s typed items and pick the first PDF', () => {
		const files = parseFileField('Snapshot:files/12/snap.html:text/html;Full Text PDF:files/12/smith.pdf:application/pdf');
		assert.deepEqual(files.map(f => f.path), ['files/12/snap.html', 'files/12/smith.pdf']);
		assert.equal(pickEntryFile(files)?.path, 'files/12/smith.pdf');
	});

	test('Should read a bare path, Mendeley\'s and JabRef\'s forms and a Windows path', () => {
		assert.deepEqual(parseFileField('smith.pdf').map(f => f.path), ['smith.pdf']);
		assert.deepEqual(parseFileField(':papers/smith.pdf:pdf').map(f => f.path), ['papers/smith.pdf']);
		assert.deepEqual(parseFileField('papers/smith.pdf:PDF').map(f => f.path), ['papers/smith.pdf']);
		assert.deepEqual(parseFileField('Full Text:C:\\Users\\me\\smith.pdf:application/pdf').map(f => f.path), ['C:\\Users\\me\\smith.pdf']);
	});

	test('Should unescape Better BibTeX\'s colons, semicolons and backslashes', () => {
		const files = parseFileField('Smith\\: a study.pdf:files/a\\;b/Smith\\: a study.pdf:application/pdf;notes.txt');
		assert.deepEqual(files.map(f => f.path), ['files/a;b/Smith: a study.pdf', 'notes.txt']);
	});

	test('Should fall back to a web page when no PDF or text file is named, and to nothing when neither is', () => {
		assert.equal(pickEntryFile(parseFileField('Snapshot:snap.html:text/html;Image:fig.png:image/png'))?.path, 'snap.html');
		assert.equal(pickEntryFile(parseFileField('Image:fig.png:image/png')), undefined);
	});

	test('Should give back every path Better BibTeX escapes, whatever it holds', () => {
		const segment = fc.stringMatching(/^[a-zA-Z0-9 _:;\\.-]{1,12}$/).filter(s => s.trim() === s && !s.endsWith('\\'));
		const escape = (s: string) => s.replace(/([:;\\])/g, '\\$1');
		fc.assert(fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), paths => {
			const field = paths.map(p => `desc:${escape(p)}:application/pdf`).join(';');
			assert.deepEqual(parseFileField(field).map(f => f.path), paths);
		}), sample(500));
	});

	test('Should resolve files from the bibliography\'s folder and refuse any outside the root', () => {
		assert.equal(resolveEntryPath('refs/library.bib', 'files/12/smith.pdf'), 'refs/files/12/smith.pdf');
		assert.equal(resolveEntryPath('refs/library.bib', '../sources/smith.pdf'), 'sources/smith.pdf');
		assert.equal(resolveEntryPath('refs/library.bib', '../../smith.pdf'), undefined);
		assert.equal(resolveEntryPath('library.bib', '/home/me/Zotero/storage/AB12/smith.pdf'), undefined);
		assert.equal(resolveEntryPath('library.bib', 'C:\\Users\\me\\smith.pdf'), undefined);
		assert.equal(resolveEntryPath('library.bib', 'files\\12\\smith.pdf'), 'files/12/smith.pdf');
	});
});

suite('Bibliography: keys and locators (docs/specification.md §1.5)', () => {
	test('Should read pages, lines and context-only locators', () => {
		assert.deepEqual(readLocator('p. 12').ranges, [{ kind: 'pages', start: 12, end: 12 }]);
		assert.deepEqual(readLocator('pp. 12–13, 15').ranges, [{ kind: 'pages', start: 12, end: 13 }, { kind: 'pages', start: 15, end: 15 }]);
		assert.deepEqual(readLocator('page 3').ranges, [{ kind: 'pages', start: 3, end: 3 }]);
		assert.deepEqual(readLocator('ll. 4-6').ranges, [{ kind: 'lines', start: 4, end: 6 }]);
		assert.deepEqual(readLocator('line 9').ranges, [{ kind: 'lines', start: 9, end: 9 }]);
		for (const context of ['ch. 2', 'sec. 4', '¶ 3', '§ 2', 'p. iv', 'and passim']) {
			assert.equal(readLocator(context).ranges, undefined, context);
			assert.equal(readLocator(context).locator, context);
		}
	});

	test('Should read the keys of a bracket, with prefixes, braces and several items', () => {
		const keys = parseCiteKeys('see @smith2020, pp. 12-13; also -@doe:99.x, ch. 1; @{odd key}', 10);
		assert.deepEqual(keys.map(k => k.key), ['smith2020', 'doe:99.x', 'odd key']);
		assert.deepEqual(keys[0]!.ranges, [{ kind: 'pages', start: 12, end: 13 }]);
		assert.equal(keys[1]!.ranges, undefined);
		assert.deepEqual(keys[0]!.span, { start: 14, end: 24 });
		assert.deepEqual(parseCiteKeys('mail me@example.org', 0), []);
		assert.deepEqual(parseCiteKeys('@smith2020.', 0).map(k => k.key), ['smith2020']);
	});
});

suite('Bibliography: BibTeX and CSL JSON', () => {
	const bibtex = [
		'% Exported by Zotero',
		'@string{jar = "Journal of Archives"}',
		'@article{smith2020,',
		'  author = {M{\\"u}ller, Hans and Smith, Jane},',
		'  title = {The {Archive} is Never Neutral},',
		'  journal = jar,',
		'  year = {2020},',
		'  file = {Full Text PDF:files/12/smith.pdf:application/pdf}',
		'}',
		'',
		'@book{doe2019, title = {Without a file}, date = {2019-05-01}}',
	].join('\n');

	test('Should read keys, files and the author, title and year for display', () => {
		const b = bib(bibtex);
		assert.deepEqual(b.problems, []);
		const smith = b.entries.get('smith2020')!;
		assert.equal(smith.author, 'Müller, Hans; Smith, Jane');
		assert.equal(smith.title, 'The Archive is Never Neutral');
		assert.equal(smith.year, '2020');
		assert.equal(bibtex.slice(smith.span.start, smith.span.start + 18), '@article{smith2020');
		assert.equal(b.entries.get('doe2019')!.year, '2019');
		const found = lookUpKey(b, 'smith2020');
		assert.equal(found.kind === 'file' && found.path, 'refs/files/12/smith.pdf');
	});

	test('Should give each key the statuses the specification names', () => {
		const b = bib(bibtex);
		assert.equal(keyVerdict(b, 'smith2020'), undefined);
		assert.deepEqual(keyVerdict(b, 'doe2019'), { status: 'unverified', message: 'no local copy of @doe2019: its bibliography entry names no PDF or text file' });
		assert.equal(keyVerdict(b, 'nobody')?.status, 'invalid_attribution');
		assert.equal(keyVerdict(joinBibliography([]), 'smith2020')?.status, 'invalid_attribution');
		const outside = bib('@book{far, file = {/home/me/Zotero/storage/X/far.pdf}}');
		assert.equal(keyVerdict(outside, 'far')?.status, 'source_error');
	});

	test('Should locate a malformed entry without echoing it, and never pass a key it may hide', () => {
		const b = bib('@article{good, title={Fine}}\n\n@book{secret-key, title = {unclosed secret text\n');
		assert.equal(b.entries.has('good'), true);
		assert.equal(b.problems.length, 1);
		assert.equal(b.problems[0]!.line, 3);
		assert.doesNotMatch(JSON.stringify(b.problems), /secret/);
		const verdict = keyVerdict(b, 'secret-key');
		assert.equal(verdict?.status, 'source_error');
		assert.match(verdict!.message, /refs\/library\.bib:3:\d+: is not valid BibTeX/);
	});

	test('Should read CSL JSON with its id, author, issued year and file', () => {
		const text = JSON.stringify([
			{ id: 'smith2020', author: [{ family: 'Smith', given: 'Jane' }, { literal: 'The Archive Group' }], title: 'The archive', issued: { 'date-parts': [[2020, 3]] }, file: 'files/smith.pdf' },
			{ id: 'list', file: ['a:b.html', 'c;d.pdf'] },
		], null, 2);
		const b = bib(text, 'refs.json');
		const smith = b.entries.get('smith2020')!;
		assert.equal(smith.author, 'Smith, Jane; The Archive Group');
		assert.equal(smith.year, '2020');
		assert.equal(text.slice(smith.span.start, smith.span.end), '"id": "smith2020"');
		const list = lookUpKey(b, 'list');
		assert.equal(list.kind === 'file' && list.path, 'c;d.pdf');
		const broken = bib('[{"id": "a"}, oops]', 'refs.json');
		assert.deepEqual(broken.problems, [{ path: 'refs.json', line: 1, column: 15, message: 'is not valid JSON' }]);
	});

	test('Should read through the workspace with its limits and say why a file cannot be read', async () => {
		const ws = new InMemoryWorkspace({ 'refs.bib': '@book{a, file={a.pdf}}', 'bad.bib': new Uint8Array([0x40, 0xff]) });
		assert.equal((await readBibliographyFile(ws, 'refs.bib', 1000)).entries.length, 1);
		assert.deepEqual((await readBibliographyFile(ws, 'refs.bib', 5)).problems.map(p => p.message), ['bibliography cannot be read: larger than 5 bytes']);
		assert.deepEqual((await readBibliographyFile(ws, 'none.bib', 1000)).problems.map(p => p.message), ['bibliography cannot be read: no such file']);
		assert.deepEqual((await readBibliographyFile(ws, 'bad.bib', 1000)).problems.map(p => p.message), ['bibliography is not valid UTF-8']);
	});

	test('Should never throw, and stay fast, on any text', () => {
		fc.assert(fc.property(fc.string({ unit: fc.constantFrom('@', '{', '}', ',', '=', '"', '#', 'a', '\n', ' ', '\\', 'file', 'x') , maxLength: 400 }), text => {
			parseBibliographyText(text, 'r.bib');
			parseBibliographyText(text, 'r.json');
		}), sample(1000));
	});

	test('Should read malformed input that would cost the parser quadratic time in linear time', () => {
		// Read whole, the first two took the parser minutes (16 KB of either took 5 s); the bound leaves room for a busy machine.
		for (const text of ['@'.repeat(200_000), `@a{x${',t=1'.repeat(50_000)}}`, `@a{x, t = {${'{'.repeat(200_000)}}`, '@a{x, t = }\n'.repeat(5_000)]) {
			const started = Date.now();
			const b = bib(text);
			assert.ok(Date.now() - started < 5000, `${text.slice(0, 12)}: ${Date.now() - started} ms`);
			assert.ok(b.problems.length > 0);
		}
	});
});

suite('Bibliography: where it is named', () => {
	test('Should take the key "bibliography" in verbatim.json as a path or a list', () => {
		assert.equal(parseProjectConfig('{"bibliography": "refs.bib"}').errors, undefined);
		assert.deepEqual(parseProjectConfig('{"bibliography": ["a.bib", "b.json"]}').config?.bibliography, ['a.bib', 'b.json']);
		const wrong = parseProjectConfig('{"bibliography": 3}').errors;
		assert.deepEqual(wrong?.map(e => ({ key: e.key, message: e.message })), [{ key: 'bibliography', message: 'must be a path or an array of paths' }]);
		// The error sits on the value, where the editor squiggles it.
		assert.deepEqual(wrong?.[0]?.range, { start: { line: 0, character: 17 }, end: { line: 0, character: 18 } });
		assert.deepEqual(parseProjectConfig('{"bibliography": [""]}').errors?.map(e => e.key), ['bibliography']);
	});

	test('Should read a note\'s front matter, relative to the note, over the project\'s', () => {
		assert.deepEqual(noteBibliography('---\ntitle: x\nbibliography: ../refs.bib\n---\n# Note'), ['../refs.bib']);
		assert.deepEqual(noteBibliography('---\nbibliography:\n  - a.bib\n  - "b.json"\n...\n'), ['a.bib', 'b.json']);
		assert.deepEqual(noteBibliography('---\nbibliography: [unclosed\n---\n'), []);
		assert.deepEqual(noteBibliography('# No front matter\nbibliography: x.bib'), []);
		assert.deepEqual(bibliographyPaths('refs.bib', { note: 'notes/a.md', paths: ['../lib/x.bib', '/top.bib'] }), { paths: ['lib/x.bib', 'top.bib'], outside: [] });
		assert.deepEqual(bibliographyPaths(['refs.bib', '../other.bib', 'C:\\lib.bib']), { paths: ['refs.bib'], outside: ['../other.bib', 'C:\\lib.bib'] });
		assert.deepEqual(bibliographyPaths(undefined, { note: 'a.md', paths: [] }), { paths: [], outside: [] });
	});
});
