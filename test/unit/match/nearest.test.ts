import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import approxSearch from 'approx-string-match';
import fc from 'fast-check';
import { defaultConfig } from '../../../server/src/core';
import { bestInPieces, closestMatch, nearestPassage } from '../../../server/src/core/match/nearest';
import { normalize } from '../../../server/src/core/match/normalize';
import { prepareQuote } from '../../../server/src/core/match/prepare';
import { WordIndex } from '../../../server/src/core/match/wordIndex';
import { LineIndex } from '../../../server/src/core/text';

/** The reference: each window searched on its own, in turn, keeping the first strictly closer match. */
function windowByWindow(text: string, windows: readonly { start: number; end: number }[], pattern: string, maxErrors: number): { start: number; end: number; errors: number } | undefined {
	let best: { start: number; end: number; errors: number } | undefined;
	for (const w of windows) {
		for (const m of approxSearch(text.slice(w.start, w.end), pattern, best ? best.errors : maxErrors)) {
			if (!best || m.errors < best.errors) {
				best = { start: w.start + m.start, end: w.start + m.end, errors: m.errors };
			}
		}
	}
	return best;
}

/** Ascending, disjoint windows of a text of `length`, from cut points. */
const windowsOf = (length: number, cuts: number[]): { start: number; end: number }[] => {
	const points = [...new Set(cuts.map(c => c % (length + 1)))].sort((a, b) => a - b);
	const out: { start: number; end: number }[] = [];
	for (let i = 0; i + 1 < points.length; i += 2) {
		out.push({ start: points[i]!, end: points[i + 1]! });
	}
	return out;
};

suite('Nearest passage', () => {
	test('Searching windows in one pass finds what searching each in turn finds', () => {
		// Few letters, so near matches abound and windows often cut through them; the pattern may hold the gap's character.
		const letters = fc.constantFrom('a', 'b', 'c', ' ', '\uFFFF');
		const text = fc.array(letters, { maxLength: 200 }).map(a => a.join(''));
		const pattern = fc.array(letters, { minLength: 1, maxLength: 12 }).map(a => a.join(''));
		fc.assert(fc.property(text, pattern, fc.array(fc.nat(), { maxLength: 10 }), fc.nat({ max: 6 }), (t, p, cuts, maxErrors) => {
			const windows = windowsOf(t.length, cuts);
			const region = { normalized: normalize(t, 'exact') };
			const got = bestInPieces(windows.map(w => ({ region, ...w })), p, maxErrors);
			const expected = windowByWindow(region.normalized.text, windows, p, maxErrors);
			assert.deepEqual(got && { start: got.start, end: got.end, errors: got.errors }, expected, JSON.stringify({ t, p, windows, maxErrors }));
		}), { numRuns: 2000 });
	});

	test('Searching the regions in one pass finds what searching each in turn for a closer match finds', () => {
		// Many short regions, as a note citing itself offers: the first region holding a closest match wins, at its first.
		const letters = fc.constantFrom('a', 'b', 'c', ' ', '\uFFFF');
		const text = fc.array(letters, { maxLength: 40 }).map(a => a.join(''));
		const pattern = fc.array(letters, { minLength: 1, maxLength: 12 }).map(a => a.join(''));
		fc.assert(fc.property(fc.array(text, { minLength: 1, maxLength: 8 }), pattern, fc.nat({ max: 6 }), (texts, p, maxErrors) => {
			const regions = texts.map(t => ({ normalized: normalize(t, 'exact') }));
			let expected: { k: number; start: number; end: number; errors: number } | undefined;
			for (const [k, r] of regions.entries()) {
				const m = expected?.errors === 0 ? undefined : approxSearch(r.normalized.text, p, expected ? expected.errors - 1 : maxErrors)[0];
				if (m) {
					expected = { k, start: m.start, end: m.end, errors: m.errors };
				}
			}
			const got = bestInPieces(regions.flatMap(region => (region.normalized.text ? [{ region, start: 0, end: region.normalized.text.length }] : [])), p, maxErrors);
			assert.deepEqual(got && { k: regions.indexOf(got.region as typeof regions[number]), start: got.start, end: got.end, errors: got.errors }, expected, JSON.stringify({ texts, p, maxErrors }));
		}), { numRuns: 2000 });
	});

	test('A long pattern searched within one block of edits first finds what the full bound finds', () => {
		// Patterns of 260 to 600 characters, so the bound (up to their length) reaches eight blocks; few letters, so
		// near matches of every cost abound: a slice of the text with some letters changed, or letters at random.
		const letters = ['a', 'b', 'c', ' '];
		const text = fc.array(fc.constantFrom(...letters), { minLength: 300, maxLength: 1500 }).map(a => a.join(''));
		const edits = fc.array(fc.tuple(fc.nat(), fc.constantFrom(...letters)), { maxLength: 200 });
		fc.assert(fc.property(text, fc.nat(), fc.integer({ min: 260, max: 600 }), edits, fc.boolean(), fc.nat(), (t, at, length, changes, fromText, bound) => {
			const chars = fromText ? [...t.slice(at % (t.length - 260), at % (t.length - 260) + length)] : Array.from({ length }, (_, i) => letters[(i * 7 + at) % 4]!);
			while (chars.length < length) {
				chars.push(letters[chars.length % 4]!);
			}
			for (const [i, c] of changes) {
				chars[i % chars.length] = c;
			}
			const pattern = chars.join('');
			const maxErrors = 256 + (bound % (pattern.length - 255));
			assert.deepEqual(closestMatch(t, pattern, maxErrors), approxSearch(t, pattern, maxErrors)[0], JSON.stringify({ t, pattern, maxErrors }));
		}), { numRuns: 300 });
	});

	test('In a large source, finds a near miss by its words, and gives up at once when none of them occurs', () => {
		// 400 KB of lines, over the size from which only the neighbourhoods of the quote's words are searched.
		const filler = Array.from({ length: 8000 }, (_, k) => `line ${k} of plain filler text with common words only`);
		// `harbour` alone, far from the passage, many times: a rare word's hit without a second word of the quote anchors nothing.
		for (let k = 100; k < 8000; k += 100) {
			filler[k] = `the harbour ${k} again`;
		}
		filler[5000] = 'the old lighthouse keeper watched the harbour lights fade slowly';
		const text = filler.join('\n');
		const normalized = normalize(text, 'whitespace');
		const regions = [{ normalized, index: new WordIndex(normalized.text) }];
		const source = { text, lines: new LineIndex(text) };
		const near = nearestPassage(regions, prepareQuote('the old lighthouse keeper watched the harbour lamps fade slowly', 'whitespace', defaultConfig), source);
		assert.deepEqual(near && { startLine: near.startLine, endLine: near.endLine }, { startLine: 5001, endLine: 5001 });
		assert.equal(nearestPassage(regions, prepareQuote('quixotic zephyrs bamboozle sphinxes', 'whitespace', defaultConfig), source), undefined);
	});
});

