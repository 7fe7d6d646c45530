import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import { parseNoteWhole } from './reference';
import { plainQuoteCitations } from '../../../server/src/core/parse/plainQuote';
import { runs, sample } from '../../helpers/depth';

/** Text after `>`: plain words, attributions, and every character that may open a block or change a line's role. */
const content = fc.oneof(
	{ weight: 4, arbitrary: fc.constantFrom('plain words here', 'Words, then more.', '--- `s.md`', '--- `s.md:2-3` @ `sha256:ab`', '--- [S](s.md)', '--- https://x.org/a', 'x `code` *emph* [l](u)') },
	fc.constantFrom(
		'---', '--- ',
		'----', '--- -', '---x', '-- `s.md`', '- item', '* item', '+ item', '1. one', '2) two', '10 words', '# heading', '> nested', '```', '~~~',
		'    code', ' indented', '', '===', '***', '___', '| a | b |', '|---|', '[ref]: x.md', '[^1]: note', ':---', '\\escaped', '<div>',
		'<!-- verbatim-disable-next-citation -->', '`code` span', 'a `code\nspan` across', '*emph* words', '&amp; entity', '!image', 'tab\there',
		'"a quote" verbatim ([S](s.md))', 'word|pipe', 'end  ', 'ümlaut wörds', '\u00a0nbsp',
	),
	fc.string({ maxLength: 12 }),
);
const marker = fc.oneof({ weight: 4, arbitrary: fc.constant('> ') }, fc.constantFrom('>', '>  ', ' >', '>\t'));
const quoteLine = fc.tuple(marker, content).map(([m, c]) => m + c);
const unit = fc.tuple(
	fc.array(quoteLine, { minLength: 1, maxLength: 6 }),
	fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, fc.array(fc.constantFrom('', '  ', 'lazy line', '> late', '\r'), { maxLength: 3 })),
	fc.constantFrom('', '\n', '\r\n'),
).map(([quoted, after, end]) => [...quoted, ...after].join('\n') + end);

const whole = (text: string): string => JSON.stringify(parseNoteWhole(text, 'notes/n.md'));

suite('Plain blockquote units, read without a Markdown parse', () => {
	test('Should find exactly what a whole parse finds, or leave the unit to the parser', () => {
		let taken = 0;
		fc.assert(fc.property(unit, text => {
			const plain = plainQuoteCitations(text, 'notes/n.md');
			if (plain) {
				taken++;
				assert.equal(JSON.stringify({ citations: plain, skipped: [] }), whole(text));
			}
		}), sample(3000));
		// The shape must be common enough in the generated units to be tested at all.
		assert.ok(taken > runs(3000) / 30, `only ${taken} units took the plain path`);
	});

	test('Should read the usual citation block, and leave lazy lines, nested quotes and tables to the parser', () => {
		const usual = '> Words of the source, quoted\n> across two lines.\n> --- `sources/s1.md:3-4` @ `sha256:ab`\n\n';
		assert.equal(JSON.stringify(plainQuoteCitations(usual, 'n.md')), JSON.stringify(parseNoteWhole(usual, 'n.md').citations));
		assert.equal(plainQuoteCitations(usual, 'n.md')!.length, 1);
		for (const other of ['> a\nlazy\n> --- `s.md`\n', '> > a\n> > --- `s.md`\n', '> a | b\n> --- | ---\n', '> a\n> ---\n', '> a\n\n> --- `s.md`\n']) {
			assert.equal(plainQuoteCitations(other, 'n.md'), undefined, other);
		}
	});
});
