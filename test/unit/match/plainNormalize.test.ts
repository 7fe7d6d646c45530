import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import { normalize, normalizeStepwise, plainAsciiNormalize } from '../../../server/src/core/match/normalize';
import { profileRules } from '../../../server/src/core/match/profiles';
import type { ProfileName } from '../../../server/src/core';
import { runs, sample } from '../../helpers/depth';

/** ASCII prose with the characters the rules touch: white space runs, hyphens before breaks, entities, emphasis, capitals. */
const word = fc.oneof(
	{ weight: 8, arbitrary: fc.constantFrom('words', 'Capital', 'well-known', 'x,', 'end.', '25-30', 'a') },
	fc.constantFrom('&amp;', '&', '*', '_', 'é', 'e\u0301', 'x \u0301', '\u2019s', '\u2014', 'ﬁ', '\u00a0', '\v', '\f', '\u0001', '~', '-', ''),
);
const gap = fc.oneof({ weight: 8, arbitrary: fc.constant(' ') }, fc.constantFrom('\n', '\t', '  ', '\r\n', '', '-\n', '-  \n', '- ', ' -'));
const text = fc.tuple(fc.constantFrom('', ' ', '\n\n', '\u00a0', '\ufeff', ' \u2028'), fc.array(fc.tuple(word, gap), { maxLength: 20 })).map(([lead, ps]) => lead + ps.map(([w, g]) => w + g).join('') + lead);
const profile = fc.constantFrom<ProfileName>('whitespace', 'prose', 'lenient');

/** Text and the original span of every normalised character, as a string to compare. */
function render(n: ReturnType<typeof normalize>): string {
	return JSON.stringify([n.text, Array.from(n.text, (_, i) => [n.map.start(i), n.map.end(i)])]);
}

suite('Plain ASCII normalisation', () => {
	test('Should equal the step-by-step normalisation, text and offsets, whenever it applies', () => {
		let taken = 0;
		fc.assert(fc.property(text, profile, fc.nat(50), (input, p, base) => {
			const rules = profileRules[p];
			if (plainAsciiNormalize(input, rules.typography, rules.foldCase, base)) {
				taken++;
			}
			assert.equal(render(normalize(input, p, base)), render(normalizeStepwise(input, p, base)));
		}), sample(3000));
		assert.ok(taken > runs(3000) / 10, `only ${taken} texts took the plain path`);
	});

	test('Should equal word-by-word steps, text and offsets, when plain stretches run across single spaces', () => {
		fc.assert(fc.property(text, profile, fc.nat(50), (input, p, base) => {
			assert.equal(render(normalizeStepwise(input, p, base)), render(normalizeStepwise(input, p, base, false)));
		}), sample(5000));
	});
});
