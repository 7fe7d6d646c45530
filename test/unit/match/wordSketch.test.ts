import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import { hashWords, WordIndex } from '../../../server/src/core/match/wordIndex';
import { WordSketch } from '../../../server/src/core/match/wordSketch';
import { sample } from '../../helpers/depth';

/** Few words, some of them very frequent (over 1/32 of a long text keeps no offsets in the index), and empty ones from double spaces. */
const word = fc.oneof(
	{ weight: 6, arbitrary: fc.constantFrom('the', 'of', 'a', '') },
	{ weight: 4, arbitrary: fc.constantFrom('ab', 'ba', 'aba', 'dé', 'e-f', '"g"', 'Ab', 'zeta', 'eta', 'theta', 'iota', 'kappa') },
);

/** A text of several thousand words, so the index has frequent words (those past 64 uses and 1/32 of the text). */
const longText = fc.array(word, { minLength: 2200, maxLength: 3000 });

suite('Word sketch', () => {
	test('Should keep every run of words the index keeps, and every run the text holds', () => {
		fc.assert(fc.property(longText, fc.array(word, { minLength: 1, maxLength: 8 }), fc.nat(), fc.nat(), (words, made, a, b) => {
			const index = new WordIndex(words.join(' '), true);
			const sketch = index.sketch!;
			const start = a % words.length;
			const held = hashWords(words.slice(start, Math.min(words.length, start + 1 + (b % 10))));
			assert.ok(sketch.mightContain(held));
			const tried = hashWords(made);
			if (index.mightContain(tried)) {
				assert.ok(sketch.mightContain(tried), made.join(' '));
			}
			for (const hash of tried.hashes) {
				assert.ok(!index.hasWord(hash) || sketch.hasWord(hash));
			}
		}), sample(150));
	});

	test('Should answer alike from its stored bits', () => {
		fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 400 }), fc.array(fc.array(word, { minLength: 1, maxLength: 6 }), { maxLength: 20 }), (words, runs) => {
			const sketch = new WordIndex(words.join(' '), true).sketch!;
			const stored = new WordSketch(new Uint32Array(sketch.bits), sketch.distinctWords);
			assert.equal(stored.distinctWords, sketch.distinctWords);
			for (const run of runs) {
				assert.equal(stored.mightContain(hashWords(run)), sketch.mightContain(hashWords(run)));
			}
		}), sample(100));
	});

	test('Should rule out most runs of words the text has but never in that order', () => {
		// Words the text has, each used often but never next to the same word twice: pairs decide.
		const vocabulary = Array.from({ length: 400 }, (_, i) => `w${i}`);
		const text: string[] = [];
		for (let i = 0; i < 20_000; i++) {
			text.push(vocabulary[(i * 7919) % vocabulary.length]!);
		}
		const index = new WordIndex(text.join(' '), true);
		const sketch = index.sketch!;
		let kept = 0;
		const tries = 2000;
		for (let t = 0; t < tries; t++) {
			// Six words, each next to a word it never follows in the text.
			const run = Array.from({ length: 6 }, (_, k) => vocabulary[(t * 13 + k * 101) % vocabulary.length]!);
			assert.equal(index.mightContain(run), false, run.join(' '));
			kept += sketch.mightContain(hashWords(run)) ? 1 : 0;
		}
		// Five absent pairs, each passing about one time in four.
		assert.ok(kept < tries / 100, `${kept} of ${tries} kept`);
		assert.equal(sketch.mightContain(hashWords(['w401'])), false);
	});

	test('Should take three bits per word of the text, and 512 at least', () => {
		for (const [n, bits] of [[1, 512], [10, 512], [1000, 3008], [100_000, 300_000]] as const) {
			const sketch = new WordIndex(Array.from({ length: n }, (_, i) => `w${i % 500}`).join(' '), true).sketch!;
			assert.equal(sketch.bits.length * 32, bits);
		}
		assert.equal(new WordIndex('a b c').sketch, undefined);
	});
});
