import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { normalize, type ProfileName } from '../../../server/src/core';

/** Rows of the profile table of docs/specification.md §2.1: input, profile, expected normalised text. */
const rows: [string, ProfileName, string][] = [
	['a  b\t\nc', 'exact', 'a  b\t\nc'],
	['one\r\ntwo\rthree\n\r\n', 'exact', 'one\ntwo\nthree\n\n'],
	['a \r\n b\u00A0c', 'exact', 'a \n b\u00A0c'],
	['  a \u00A0 b\n\tc  ', 'whitespace', 'a b c'],
	['x =\u00851 and y\u2028=\u30002', 'whitespace', 'x = 1 and y = 2'],
	['a ** b', 'whitespace', 'a ** b'],
	['\u201CQuoted\u201D \u2018it\u2019s\u2019', 'whitespace', '\u201CQuoted\u201D \u2018it\u2019s\u2019'],
	['\u201CQuoted\u201D \u2018it\u2019s\u2019', 'prose', '"Quoted" \'it\'s\''],
	['wait\u2026', 'prose', 'wait...'],
	['a\u2010b\u2011c\u2012d\u2013e\u2014f\u2015g\u2212h', 'prose', 'a-b-c-d-e-f-g-h'],
	['soft\u00ADhyphen zero\u200Bwidth', 'prose', 'softhyphen zerowidth'],
	['\uFB01nd the \uFB02ow', 'prose', 'find the flow'],
	['caf\u0065\u0301', 'prose', 'caf\u00E9'],
	['fish &amp; chips &#8212; &#x27;ok&#x27; &nbsp;x', 'prose', 'fish & chips - \'ok\' x'],
	['detec-\ntion and well-known', 'prose', 'detection and well-known'],
	['detec\u2011\ntion, detec\u2010\r\ntion, detec-\rtion, detec\u2011\rtion', 'prose', 'detection, detection, detection, detection'],
	['non\u2011toxic and non\u2011 toxic', 'prose', 'non-toxic and non- toxic'],
	['**bold** and _em_ and snake_case', 'prose', 'bold and em and snake_case'],
	['a ** b', 'prose', 'a ** b'],
	['The product 2*3 equals six; 2**3 is eight; 2 * 3 too.', 'prose', 'The product 2*3 equals six; 2**3 is eight; 2 * 3 too.'],
	['a word* and a footnote\u2020', 'prose', 'a word* and a footnote\u2020'],
	['*open and never closed', 'prose', '*open and never closed'],
	['* a list item\n* another', 'prose', '* a list item * another'],
	['***both*** and *a **b** c* and __s__ _e_', 'prose', 'both and a b c and s e'],
	['*one\nparagraph*', 'prose', 'one paragraph'],
	['*two\n\nparagraphs*', 'prose', '*two paragraphs*'],
	['\\*escaped\\* and x_1 y_2', 'prose', '\\*escaped\\* and x_1 y_2'],
	['**x**', 'prose', 'x'],
	['25-30 mg', 'prose', '25-30 mg'],
	['CASE Folded', 'prose', 'CASE Folded'],
	['CASE Folded', 'lenient', 'case folded'],
	['STRASSE Stra\u00DFe STRA\u1E9EE \u03BB\u03CC\u03B3\u03BF\u03C2 \u039B\u038C\u0393\u039F\u03A3', 'lenient', 'strasse strasse strasse \u03BB\u03CC\u03B3o\u03C3 \u03BB\u03CC\u03B3o\u03C3'],
	['Stra\u00DFe', 'prose', 'Stra\u00DFe'],
	['\u0420\u0430ris \u0391thens', 'lenient', 'paris athens'],
	['10\u00B2 m and H\u2082O and x\u207F', 'prose', '10\u00B2 m and H\u2082O and x\u207F'],
	['&sup2; \u2460', 'prose', '\u00B2 1'],
	['\u1112\u1161\u11AB\u1100\u1173\u11AF', 'prose', '\uD55C\uAE00'],
	['zero\uFEFFwidth \uFEFF', 'prose', 'zerowidth'],
	['zero\uFEFFwidth', 'whitespace', 'zero\uFEFFwidth'],
	['', 'prose', ''],
	['   ', 'whitespace', ''],
];

suite('Normalisation profiles (docs/specification.md §2.1)', () => {
	for (const [input, profile, expected] of rows) {
		test(`Should normalise ${JSON.stringify(input)} under ${profile}`, () => {
			assert.equal(normalize(input, profile).text, expected);
		});
	}

	test('Should map every normalised character back to its original span', () => {
		const input = '  The \uFB01rst &amp; **bold** line-\nbreak\u2026';
		for (const profile of ['exact', 'whitespace', 'prose', 'lenient'] as const) {
			const n = normalize(input, profile);
			assert.equal(n.map.length, n.text.length);
			for (let i = 0; i < n.text.length; i++) {
				assert.ok(n.map.start(i) >= 0 && n.map.end(i) <= input.length && n.map.start(i) < n.map.end(i), `${profile} ${i}`);
				if (i > 0) {
					assert.ok(n.map.start(i) >= n.map.start(i - 1), 'offsets are monotonic');
				}
			}
		}
		const n = normalize(input, 'prose');
		const amp = n.text.indexOf('&');
		assert.equal(input.slice(n.map.start(amp), n.map.end(amp)), '&amp;');
		const fi = n.text.indexOf('fi');
		assert.equal(input.slice(n.map.start(fi), n.map.end(fi + 1)), '\uFB01');
	});

	test('Should store plain prose as a handful of runs', () => {
		const text = 'A plain line of prose.\nAnother line follows it.\n'.repeat(100);
		assert.ok(normalize(text, 'prose').map.runs <= 2, 'single-space text maps linearly');
		assert.ok(normalize(text.replace(/\n/g, '\n  '), 'prose').map.runs <= 402, 'one run per collapsed indent');
	});

	test('Should map a CRLF line end under exact back to both its characters', () => {
		const input = 'ab\r\ncd\re';
		const n = normalize(input, 'exact', 5);
		assert.equal(n.text, 'ab\ncd\ne');
		assert.deepEqual([n.map.start(2), n.map.end(2), n.map.start(3), n.map.start(5), n.map.end(5), n.map.start(6)], [7, 9, 9, 11, 12, 12]);
	});

	test('Should keep every code when the first one beyond ASCII comes after the buffers grew, and in the texts after it', () => {
		// Past 64K and 1M codes the buffers grow, the larger not kept; `é` stays, `ﬁ` and `’` change under typography only.
		for (const size of [10, 70_000, 1_100_000]) {
			const ascii = 'word and prose '.repeat(Math.ceil(size / 15)).slice(0, size);
			for (const [tail, profile, expected] of [['café ﬁn x’', 'whitespace', 'café ﬁn x’'], ['ﬁne café', 'prose', 'fine café'], ['café x’s', 'prose', "café x's"], ['plain end', 'prose', 'plain end']] as const) {
				const n = normalize(`${ascii} ${tail}`, profile);
				assert.equal(n.text, `${ascii.trimEnd()} ${expected}`, `${size} ${profile}`);
				assert.equal(n.map.start(n.text.length - 1), ascii.length + tail.length, `${size} ${profile}`);
				// The next text, ASCII or not, starts clean.
				assert.equal(normalize('short  text', profile).text, 'short text');
				assert.equal(normalize('naïve  text', profile).text, 'naïve text');
			}
		}
	});

	test('Should add the base offset for slices', () => {
		const n = normalize('ab', 'prose', 10);
		assert.deepEqual([n.map.start(0), n.map.start(1), n.map.end(1)], [10, 11, 12]);
	});
});
