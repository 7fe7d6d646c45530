import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import { WordFilter } from '../../../server/src/core/match/wordFilter';

suite('Word filter', () => {
	test('Should never rule out words and pairs the text holds', () => {
		fc.assert(fc.property(fc.array(fc.constantFrom('a', 'bb', 'ccc', 'dé', 'e-f', '"g"'), { minLength: 1, maxLength: 200 }), fc.nat(), fc.nat(), (words, a, b) => {
			const filter = new WordFilter(words.join(' '));
			const start = a % words.length;
			const end = Math.min(words.length, start + 1 + (b % 6));
			assert.ok(filter.mightContain(words.slice(start, end)));
		}), { numRuns: 300 });
	});

	test('Should rule out a pair of words that never stand together', () => {
		const filter = new WordFilter('alpha beta gamma delta epsilon');
		assert.equal(filter.mightContain(['gamma', 'alpha']), false);
		assert.equal(filter.mightContain(['omega']), false);
		assert.equal(filter.mightContain([]), true);
	});
});
