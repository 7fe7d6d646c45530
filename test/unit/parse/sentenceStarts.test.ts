import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { parseNote } from '../../../server/src/core';

/** The quotes (or problem statuses) each paragraph cites. */
function quotesOf(paragraph: string): string[] {
	return parseNote(paragraph, 'n.md').citations.map(c => c.problem ? c.problem.status : c.quote ?? '');
}

/** What starts the sentence after the stop; none of them opens with a capital, so only its kind can start the sentence. */
const starters: readonly [string, string][] = [
	['a link', '[the memo](a.md) says'],
	['a reference link', '[the memo][m] says'],
	['a code span', '`a.md` says'],
	['an image', '![the figure](f.png) shows'],
	['emphasis with *', '*the memo* says'],
	['emphasis with _', '_the memo_ says'],
	['strong emphasis', '**the memo** says'],
	['a straight double quotation mark', '"the memo" says'],
	['a curly double quotation mark', '\u201Cthe memo\u201D says'],
	['a straight single quotation mark', '\'the memo\' says'],
	['a curly single quotation mark', '\u2018the memo\u2019 says'],
];

suite('Sentence starts (docs/specification.md §1.2)', () => {
	for (const stop of ['.', '!', '?']) {
		for (const [name, starter] of starters) {
			test(`Should start a new sentence with ${name} after "${stop}", so a marker before marks nothing in it`, () => {
				const text = `We copied the first page verbatim${stop} ${starter} "quoted words" in [S](s.md).\n\n[m]: a.md\n`;
				assert.deepEqual(quotesOf(text), []);
			});
		}
	}

	test('Should still cite a quote whose marker stands in its own sentence after such a start', () => {
		assert.deepEqual(quotesOf('We read it. [The memo](a.md) says, verbatim, "quoted words".'), ['quoted words']);
		assert.deepEqual(quotesOf('We read it. `a.md` says, verbatim, "quoted words" ([S](s.md)).'), ['quoted words']);
	});

	test('Should not start a sentence after an abbreviation, whatever follows it', () => {
		for (const abbreviation of ['p.', 'pp.', 'e.g.', 'i.e.', 'cf.', 'vol.', 'et al.']) {
			for (const starter of ['[the memo](a.md) says', '`a.md` says', '*the memo* says', '\u2018the memo\u2019 says']) {
				const text = `Verbatim, as ${abbreviation} ${starter} "quoted words" in [S](s.md).`;
				assert.deepEqual(quotesOf(text), ['quoted words'], `${abbreviation} ${starter}`);
			}
		}
	});

	test('Should not start a sentence at a link or code span glued to the stop, or after a stop inside a word', () => {
		assert.deepEqual(quotesOf('Verbatim, see section 2.[the memo](a.md) says "quoted words" in [S](s.md).'), ['quoted words']);
		assert.deepEqual(quotesOf('Verbatim, version 1.`a.md` says "quoted words" in [S](s.md).'), ['quoted words']);
	});

	test('Should start a sentence with a link after a stop just inside a closing quotation mark: the quote before has no link, unresolved', () => {
		assert.deepEqual(quotesOf('The memo says, verbatim, "quoted words." [S](s.md) adds more.'), ['unresolved']);
		assert.deepEqual(quotesOf('The memo says, verbatim, "quoted words" ([S](s.md)). [T](t.md) adds more.'), ['quoted words']);
	});
});
