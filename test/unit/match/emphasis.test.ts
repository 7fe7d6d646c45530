import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import { normalize } from '../../../server/src/core';
import { statuses } from '../../helpers/check';
import { lines } from '../../helpers/text';
import { sample } from '../../helpers/depth';

/** Prose rich in delimiters, digits and paragraph breaks, so lone and paired runs are both common. */
const delimiterText = fc.array(fc.constantFrom('a', 'b', '1', '2', ' ', ' ', '\n', '\n\n', '*', '**', '_', '.', '\\'), { maxLength: 80 }).map(a => a.join(''));
const plainWords = fc.array(fc.constantFrom('alpha', 'beta', 'gamma', '2', 'x.'), { minLength: 1, maxLength: 12 });

/** Input offsets of the non-space characters prose normalisation deleted, read through its offset map. */
function deletedOffsets(input: string): Set<number> {
	const n = normalize(input, 'prose');
	const kept = new Set<number>();
	for (let i = 0; i < n.text.length; i++) {
		kept.add(n.map.start(i));
	}
	const deleted = new Set<number>();
	for (let i = 0; i < input.length; i++) {
		if (!/\s/.test(input[i]!) && !kept.has(i)) {
			deleted.add(i);
		}
	}
	return deleted;
}

/** `[start, end)` of each paragraph (text between blank lines). */
function paragraphs(input: string): [number, number][] {
	const out: [number, number][] = [];
	let start = 0;
	for (const m of input.matchAll(/\n[ \t]*\n/g)) {
		out.push([start, m.index]);
		start = m.index + m[0].length;
	}
	out.push([start, input.length]);
	return out;
}

suite('Emphasis delimiters pair or stay (docs/specification.md §2.1)', () => {
	test('Should never delete a * or _ that has no partner in its paragraph, and delete delimiters only in pairs', () => {
		fc.assert(fc.property(delimiterText, input => {
			const deleted = deletedOffsets(input);
			for (const i of deleted) {
				assert.ok(input[i] === '*' || input[i] === '_', `only delimiters are deleted: ${JSON.stringify(input)} at ${i}`);
			}
			for (const [start, end] of paragraphs(input)) {
				for (const char of ['*', '_']) {
					const offsets = [...input.slice(start, end)].flatMap((c, k) => (c === char ? [start + k] : []));
					const gone = offsets.filter(i => deleted.has(i)).length;
					assert.equal(gone % 2, 0, `${char} deleted in pairs: ${JSON.stringify(input)}`);
					if (offsets.length === 1) {
						assert.equal(gone, 0, `a lone ${char} stays: ${JSON.stringify(input)}`);
					}
				}
			}
		}), sample(500));
	});

	test('Should map every kept character back to the same character of the original', () => {
		fc.assert(fc.property(delimiterText, input => {
			const n = normalize(input, 'prose');
			for (let i = 0; i < n.text.length; i++) {
				if (n.text[i] !== ' ') {
					assert.equal(input[n.map.start(i)], n.text[i], JSON.stringify(input));
				}
			}
		}), sample(500));
	});

	test('Should match emphasised words to plain ones, in sources and quotes alike', () => {
		fc.assert(fc.property(plainWords, fc.nat(), fc.constantFrom('*', '**', '_', '__', '***'), (words, at, mark) => {
			const k = at % words.length;
			const marked = words.map((w, i) => (i === k && /^[a-z]/.test(w) ? `${mark}${w}${mark}` : w)).join(' ');
			assert.equal(normalize(marked, 'prose').text, normalize(words.join(' '), 'prose').text, marked);
		}), sample(300));
	});

	test('Should keep arithmetic, footnote marks and lone delimiters when checking citations', async () => {
		const cite = (quote: string): string => lines(`> ${quote}`, '> --- `s.md`');
		const cases: [string, string, string][] = [
			['The product 23 equals six.', 'The product 2*3 equals six.', 'absent'],
			['The product 2*3 equals six.', 'The product 23 equals six.', 'absent'],
			['A claim* of note.', 'A claim of note.', 'absent'],
			['The sum 2 * 3 = 6 holds.', 'The sum 2 3 = 6 holds.', 'absent'],
			['Use snake_case names.', 'Use snakecase names.', 'absent'],
			['A **bold** claim of note.', 'A bold claim of note.', 'verified'],
			['A bold claim of note.', 'A *bold* claim of note.', 'verified'],
			['The product 2*3 equals six.', 'The product 2*3 equals six.', 'verified'],
		];
		for (const [source, quote, status] of cases) {
			assert.deepEqual(await statuses({ 's.md': source, 'note.md': cite(quote) }), [status], `${quote} against ${source}`);
		}
	});
});
