import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { describeMatch } from '../../../server/src/core';

suite('What a profile allowed, in words', () => {
	test('Should name only the differences that were folded away', () => {
		const rows: [string, string, Parameters<typeof describeMatch>[2], string][] = [
			['The claim was settled.', 'The claim was settled.', 'prose', 'The quote matches the source character for character.'],
			['The "notice" was\nlate.', 'The \u201Cnotice\u201D was late.', 'prose', 'Typographic quotes and line breaks were ignored.'],
			['it\'s late', 'it\u2019s late', 'prose', 'Typographic apostrophes were ignored.'],
			['a  b', 'a b', 'whitespace', 'Spacing was ignored.'],
			['pages 3-4', 'pages 3\u20134', 'prose', 'Dashes were ignored.'],
			['The Claim', 'the claim', 'lenient', 'Letter case was ignored.'],
			['a **bold** move', 'a bold move', 'prose', 'Markdown emphasis was ignored.'],
			['\u201Cquoted\u201D text', '\u201Cquoted\u201D  text', 'prose', 'Spacing was ignored.'],
			['def f(): return "x"', 'def f():\n    return   "x"', 'whitespace', 'Line breaks and spacing were ignored.'],
			['a b\nc', 'a b c', 'whitespace', 'Line breaks were ignored.'],
		];
		for (const [quote, passage, profile, words] of rows) {
			assert.equal(describeMatch(quote, passage, profile), words, quote);
		}
	});

	test('Should say what an elision stood for', () => {
		assert.equal(describeMatch('The claim ... settled.', 'The claim was\nsettled.', 'prose', true), 'Line breaks and the words an elision stands for were ignored.');
	});
});
