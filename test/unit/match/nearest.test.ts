import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import approxSearch from 'approx-string-match';
import fc from 'fast-check';
import { defaultConfig } from '../../../server/src/core';
import type { Region } from '../../../server/src/core/match/find';
import { bestInPieces, closestMatch, nearestPassage } from '../../../server/src/core/match/nearest';
import { normalize } from '../../../server/src/core/match/normalize';
import { prepareQuote } from '../../../server/src/core/match/prepare';
import { WordIndex } from '../../../server/src/core/match/wordIndex';
import { LineIndex } from '../../../server/src/core/text';
import { runs, sample } from '../../helpers/depth';

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

/** A source's whole text as its one region, with its word index, as a check searches it. */
function wholeSource(text: string): { regions: Region[]; source: { text: string; lines: LineIndex } } {
	const normalized = normalize(text, 'whitespace');
	return { regions: [{ normalized, index: new WordIndex(normalized.text) }], source: { text, lines: new LineIndex(text) } };
}

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
		}), sample(2000));
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
		}), sample(2000));
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
		}), sample(300));
	});

	test('In a large source, finds a near miss by its words, and gives up at once when none of them occurs', () => {
		// 400 KB of lines, over the size from which only the neighbourhoods of the quote's words are searched.
		const filler = Array.from({ length: 8000 }, (_, k) => `line ${k} of plain filler text with common words only`);
		// `harbour` alone, far from the passage, many times: a rare word's hit without a second word of the quote anchors nothing.
		for (let k = 100; k < 8000; k += 100) {
			filler[k] = `the harbour ${k} again`;
		}
		filler[5000] = 'the old lighthouse keeper watched the harbour lights fade slowly';
		const { regions, source } = wholeSource(filler.join('\n'));
		const near = nearestPassage(regions, prepareQuote('the old lighthouse keeper watched the harbour lamps fade slowly', 'whitespace', defaultConfig), source);
		assert.deepEqual(near && { startLine: near.startLine, endLine: near.endLine }, { startLine: 5001, endLine: 5001 });
		assert.equal(nearestPassage(regions, prepareQuote('quixotic zephyrs bamboozle sphinxes', 'whitespace', defaultConfig), source), undefined);
	});

	test('In a mid-sized source, a passage whose every long word changed is still found', () => {
		// 60 KB: searched near the quote's words first, and in full when no window holds a near miss.
		const filler = Array.from({ length: 1200 }, (_, k) => `line ${k} of plain filler text with common words only`);
		filler[700] = 'the color of the harbor at dusk';
		// `harbour` occurs, far from the passage, with a second word of the quote beside it: a window, but no near miss in it.
		filler[200] = 'harbour dusk';
		const { regions, source } = wholeSource(filler.join('\n'));
		const near = nearestPassage(regions, prepareQuote('the colour of the harbour at dusk', 'whitespace', defaultConfig), source);
		assert.deepEqual(near && { text: near.text, startLine: near.startLine }, { text: 'the color of the harbor at dusk', startLine: 701 });
	});

	test('In a mid-sized source, a near miss is found whenever a search of the whole text finds one', () => {
		const words = ['alpha', 'beta', 'gamma', 'delta', 'harbour', 'keeper', 'lights', 'of', 'the', 'a'];
		const line = fc.array(fc.constantFrom(...words), { minLength: 4, maxLength: 10 }).map(a => a.join(' '));
		// A quote: a passage of the text, changed by a few edits (a letter replaced, dropped or added).
		const edit = fc.tuple(fc.nat(), fc.constantFrom('replace', 'drop', 'add'), fc.constantFrom('x', 'o', 'e', ' '));
		fc.assert(fc.property(fc.array(line, { minLength: 3, maxLength: 30 }), fc.nat(), fc.array(edit, { maxLength: 12 }), (lines, pick, edits) => {
			// Over 32 KB, so the windows are searched first.
			const body = Array.from({ length: 1100 }, (_, k) => `filler number ${k} says nothing at all`);
			body.splice(400, 0, ...lines);
			const { regions, source } = wholeSource(body.join('\n'));
			let quote = lines[pick % lines.length]!;
			for (const [at, kind, ch] of edits) {
				const i = at % (quote.length + 1);
				quote = kind === 'replace' ? quote.slice(0, i) + ch + quote.slice(i + 1) : kind === 'drop' ? quote.slice(0, i) + quote.slice(i + 1) : quote.slice(0, i) + ch + quote.slice(i);
			}
			const prepared = prepareQuote(quote, 'whitespace', defaultConfig);
			const pattern = prepared.text;
			if (pattern.length < 3) {
				return;
			}
			const full = approxSearch(regions[0]!.normalized.text, pattern, Math.max(1, Math.floor(pattern.length * 0.3))).length > 0;
			const near = nearestPassage(regions, prepared, source);
			assert.equal(near !== undefined, full, JSON.stringify({ quote, lines }));
		}), sample(40));
	});

	test('A quote in another letter case is placed through the word index where a scan of the text in lower case finds it', () => {
		// Case variants, letters lower-casing into ASCII or to two characters (Kelvin sign, dotted capital I), and Greek sigma.
		const word = fc.constantFrom('the', 'The', 'THE', 'cat', 'Cat', 'sat', 'a', 'A', 'ok', 'OK', 'k', '\u212Aelvin', 'kelvin', 'İo', 'io', 'été', 'ÉTÉ', 'ΣΑΣ', 'σας');
		const recase = (w: string, how: number): string => (how === 0 ? w : how === 1 ? w.toUpperCase() : how === 2 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1));
		let indexed = 0;
		fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 80 }), fc.nat(), fc.integer({ min: 1, max: 8 }), fc.array(fc.nat({ max: 3 })), fc.integer({ min: 0, max: 3 }), (words, from, length, cases, shift) => {
			const text = words.join(' ');
			const start = from % words.length;
			const quote = words.slice(start, start + length).map((w, k) => recase(w, cases[k] ?? 0)).join(' ');
			const prepared = prepareQuote(quote, 'whitespace', defaultConfig);
			const { regions, source } = wholeSource(text);
			const scanned = nearestPassage([{ normalized: regions[0]!.normalized }], prepared, source);
			const places = regions[0]!.index!.places(shift);
			for (const region of [regions[0]!, { normalized: regions[0]!.normalized, places }]) {
				assert.deepEqual(nearestPassage([region], prepared, source), scanned, JSON.stringify({ text, quote, shift }));
			}
			const at = text.toLowerCase().indexOf(prepared.text.toLowerCase());
			if (at >= 0 && text.toLowerCase().length === text.length && /^[\0-\x7F]*$/.test(quote) && quote.split(' ').length > 2) {
				indexed++;
				assert.equal(scanned?.startLine, 1);
			}
		}), sample(3000));
		// Not vacuous: many quotes were found through their letter case.
		assert.ok(indexed > runs(3000) / 25, `${indexed}`);
	});
});
