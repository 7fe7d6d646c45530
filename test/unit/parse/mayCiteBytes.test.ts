import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import { mayCiteBytes } from '../../../server/src/core';
import { mayCite } from './reference';
import { corpus, markdownUnder } from '../../helpers/corpus';
import { sample } from '../../helpers/depth';

/** Pieces of the lines `mayCite` looks at: the marker word in any case, dashes, container markers, line ends of each kind. */
const piece = fc.constantFrom(
	'verbatim', 'VERBATIM', 'vErBaTiM', 'verbati', 'erbatim', 'v', 'm', '---', '--', '-', '>', ' ', '\t', '\n', '\r', '\r\n',
	'*', '+', '1.', '123456789)', '1234567890.', 'a', 'word', '> ', '- ', '\u00e9', '\u2028', '\u017f', '\u212a', ':', '|',
);
const note = fc.array(piece, { maxLength: 60 }).map(a => a.join(''));
const utf8 = (text: string): Uint8Array => Buffer.from(text, 'utf8');

suite('mayCite on bytes', () => {
	test('Should answer as mayCite on the Latin-1 view of the same bytes, for generated notes', () => {
		fc.assert(fc.property(note, text => {
			const bytes = utf8(text);
			assert.equal(mayCiteBytes(bytes), mayCite(Buffer.from(bytes).toString('latin1')), JSON.stringify(text));
		}), sample(3000));
	});

	test('Should answer as mayCite for arbitrary bytes', () => {
		fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), bytes => {
			assert.equal(mayCiteBytes(bytes), mayCite(Buffer.from(bytes).toString('latin1')));
		}), sample(1000));
	});

	test('Should answer as mayCite for every note of a real corpus, and find some that may cite', () => {
		let citing = 0;
		for (const file of markdownUnder(corpus)) {
			const bytes = readFileSync(file);
			const expected = mayCite(bytes.toString('latin1'));
			assert.equal(mayCiteBytes(bytes), expected, file);
			citing += expected ? 1 : 0;
		}
		assert.ok(citing > 0);
	});

	test('Should see each kind of line that may cite', () => {
		const cases: [string, boolean][] = [
			['---\ntitle: x\n---\nbody\n', false],
			['> quote\n--- source\n', true],
			['> quote\n\n--- source\n', false],
			['- > quote\n  lazy line\n---\n', true],
			['a\r> q\n---\n', true],
			['1234567890. > q\n---\n', false],
			['Says VerBatim', true],
			['verbati m', false],
		];
		for (const [text, expected] of cases) {
			assert.equal(mayCiteBytes(utf8(text)), expected, JSON.stringify(text));
			assert.equal(mayCite(text), expected, JSON.stringify(text));
		}
	});
});
