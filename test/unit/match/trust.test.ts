import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { applyEdits, createChecker, defaultConfig, noopToken } from '../../../server/src/core';
import { checkNote, statuses } from '../../helpers/check';
import { InMemoryWorkspace } from '../../helpers/inMemoryWorkspace';
import { lines } from '../../helpers/text';

const report = lines(
	'Officials said 10 deaths were reported on Monday.',
	'Exports fell by 150 tonnes in March; imports fell by 2.5 percent.',
	'The compound is non-toxic to fish. We can\'t confirm it.',
	'Attendance was 10-',
	'20 people, as the COVID-',
	'19 rules allowed; the infor-',
	'mation was late.',
	'',
);

function blockquote(quote: string, source = 'sources/report.md'): string {
	return lines(`> ${quote}`, `> --- \`${source}\``, '');
}

async function verdict(quote: string, files: Record<string, string> = { 'sources/report.md': report }): Promise<string> {
	return (await statuses({ ...files, 'note.md': blockquote(quote) }))[0]!;
}

suite('Whole words at the edges (docs/specification.md §2 item 6)', () => {
	test('Should never verify a quote whose edge cuts a number of the source', async () => {
		assert.equal(await verdict('0 deaths were reported'), 'absent');
		assert.equal(await verdict('Exports fell by 15'), 'absent');
		assert.equal(await verdict('imports fell by 2'), 'absent');
		assert.equal(await verdict('5 percent'), 'absent');
		assert.equal(await verdict('Attendance was 10'), 'absent');
		// The same quotes, whole, verify.
		assert.equal(await verdict('10 deaths were reported'), 'verified');
		assert.equal(await verdict('Exports fell by 150'), 'verified');
		assert.equal(await verdict('imports fell by 2.5 percent'), 'verified');
	});

	test('Should never verify a quote whose edge cuts a word, a compound or a contraction', async () => {
		assert.equal(await verdict('fficials said 10 deaths'), 'absent');
		assert.equal(await verdict('toxic to fish'), 'absent');
		assert.equal(await verdict('-toxic to fish'), 'absent');
		assert.equal(await verdict('We can'), 'absent');
		assert.equal(await verdict('The compound is non-toxic to fish.'), 'verified');
	});

	test('Should suggest the source passage for a quote found only inside longer words', async () => {
		const { results } = await checkNote({ 'sources/report.md': report, 'note.md': blockquote('0 deaths were reported on Monday.') });
		assert.equal(results[0]!.status, 'absent');
		assert.match(results[0]!.suggestion?.text ?? '', /10 deaths were reported/);
	});

	test('Should apply the edge rule to elided quotes at their outer edges', async () => {
		assert.equal(await verdict('0 deaths ... on Monday.'), 'absent');
		assert.equal(await verdict('Exports fell by 15 ... in March'), 'absent');
		// A gap's edges are held to the rule too: `2 ... percent` would cut `2.5`.
		assert.equal(await verdict('imports fell by 2 ... percent'), 'absent');
		assert.equal(await verdict('Exports fell by ... tonnes in March'), 'verified');
		assert.equal(await verdict('Officials said 10 deaths ... on Monday.'), 'verified');
	});

	test('Should apply the edge rule in the misattribution search', async () => {
		const files = { 'sources/report.md': report, 'sources/other.md': 'Nothing here.\n', 'note.md': blockquote('0 deaths were reported', 'sources/other.md') };
		const config = { sources: ['sources/**'] };
		assert.deepEqual(await statuses(files, 'note.md', config), ['absent']);
		assert.deepEqual(await statuses({ ...files, 'note.md': blockquote('10 deaths were reported', 'sources/other.md') }, 'note.md', config), ['misattributed']);
	});

	test('Should leave scripts written without spaces free of the rule', async () => {
		assert.equal(await verdict('\u6587\u5B57', { 'sources/report.md': '\u6F22\u6587\u5B57\u3067\u3059\n' }), 'verified');
	});

	test('Should grow a selection that cuts a word or number to whole words in the constructor', async () => {
		const workspace = new InMemoryWorkspace({ 'sources/report.md': report });
		const checker = createChecker({ workspace, config: defaultConfig });
		const r = await checker.edits.quote({ source: 'sources/report.md', text: '0 deaths were rep', pin: 'none' });
		assert.equal(r.kind, 'ok');
		assert.equal(r.kind === 'ok' ? r.occurrences[0]!.citation.split('\n')[0] : '', '> 10 deaths were reported');
	});
});

suite('Line-break hyphens join letters only (docs/specification.md §2.1)', () => {
	test('Should never read a range broken at a line end as one number', async () => {
		assert.equal(await verdict('Attendance was 1020 people'), 'absent');
		assert.equal(await verdict('Attendance was 10-20 people'), 'verified');
	});

	test('Should keep the hyphen of a compound of letters and digits broken at a line end', async () => {
		assert.equal(await verdict('the COVID-19 rules allowed'), 'verified');
		assert.equal(await verdict('the COVID19 rules allowed'), 'absent');
	});

	test('Should still remove hyphenation between letters', async () => {
		assert.equal(await verdict('the information was late.'), 'verified');
	});
});

suite('Hidden text (docs/specification.md §2 item 7)', () => {
	const source = 'Turnout: were 19 percent of voters.\n';

	test('Should report hidden_text for a quote holding a bidirectional control, under every profile', async () => {
		for (const control of ['\u202E', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C', '\u202A', '\u202B', '\u202C']) {
			const { results } = await checkNote({ 'sources/s.md': source, 'note.md': blockquote(`were ${control}19 percent`, 'sources/s.md') });
			assert.equal(results[0]!.status, 'hidden_text', JSON.stringify(control));
			assert.match(results[0]!.message, /U\+[0-9A-F]{4}/);
			assert.equal(results[0]!.severity, 'error');
		}
		const strict = await statuses({ 'sources/s.md': source, 'note.md': blockquote('were \u202E19\u202C percent', 'sources/s.md') }, 'note.md', { strict: true });
		assert.deepEqual(strict, ['hidden_text']);
	});

	test('Should let a source hold bidirectional controls', async () => {
		assert.deepEqual(await statuses({ 'sources/s.md': 'Turnout: were \u202E19\u202C percent.\n', 'note.md': blockquote('were 19 percent', 'sources/s.md') }), ['verified']);
	});

	test('Should offer a fix that removes the controls and leaves the quote verified', async () => {
		const note = blockquote('were \u202E19\u202C percent', 'sources/s.md');
		const workspace = new InMemoryWorkspace({ 'sources/s.md': source, 'note.md': note });
		const checker = createChecker({ workspace, config: defaultConfig });
		checker.index.setProjectFiles(workspace.files.keys());
		const checked = await checker.checkNote('note.md', note, noopToken);
		const fixes = await checker.edits.fixes(checked!.results[0]!, note);
		assert.equal(fixes.length, 1);
		const fixed = applyEdits(note, fixes[0]!.edits);
		assert.equal(fixed, blockquote('were 19 percent', 'sources/s.md'));
		assert.deepEqual((await checker.checkNote('note.md', fixed, noopToken))!.results.map(r => r.status), ['verified']);
	});
});

suite('Negation read on the text compared and the original (docs/specification.md §2.2)', () => {
	const apostrophes = ['\'', '\u2019', '\u02BC', '\u00B4', '`', '\uFF07', '\u2018'];

	test('Should report unsafe_elision when an elision drops a negation written with any apostrophe', async () => {
		for (const a of apostrophes) {
			const source = `The witness said that he didn${a}t see the car at all.\n`;
			const got = await statuses({ 'sources/s.md': source, 'note.md': blockquote('The witness said that he ... see the car', 'sources/s.md') });
			assert.deepEqual(got, ['unsafe_elision'], JSON.stringify(a));
			const lenient = await statuses({ 'sources/s.md': source, 'note.md': blockquote('The witness said that he ... see the car', 'sources/s.md') }, 'note.md', { profiles: [{ glob: '**', profile: 'lenient' }] });
			assert.deepEqual(lenient, ['unsafe_elision'], `lenient ${JSON.stringify(a)}`);
		}
	});

	test('Should report unsafe_elision when a bracket replaces a negation written with any apostrophe', async () => {
		for (const a of apostrophes) {
			const source = `The drug isn${a}t safe for children.\n`;
			assert.deepEqual(await statuses({ 'sources/s.md': source, 'note.md': blockquote('The drug [is] safe for children.', 'sources/s.md') }), ['unsafe_elision'], JSON.stringify(a));
		}
	});

	test('Should read a negation that lenient folding makes of look-alike letters', async () => {
		// "n\u043Et" is `not` with a Cyrillic o: lenient folds it onto Latin.
		const source = 'The drug is n\u043Et safe for children.\n';
		assert.deepEqual(await statuses({ 'sources/s.md': source, 'note.md': blockquote('The drug is ... safe for children.', 'sources/s.md') }, 'note.md', { profiles: [{ glob: '**', profile: 'lenient' }] }), ['unsafe_elision']);
	});
});
