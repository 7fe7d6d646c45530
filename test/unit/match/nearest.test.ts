import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import approxSearch from 'approx-string-match';
import fc from 'fast-check';
import { bestInWindows } from '../../../server/src/core/match/nearest';
import { normalize } from '../../../server/src/core/match/normalize';

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
			const got = bestInWindows(region, windows, p, maxErrors);
			const expected = windowByWindow(region.normalized.text, windows, p, maxErrors);
			assert.deepEqual(got && { start: got.start, end: got.end, errors: got.errors }, expected, JSON.stringify({ t, p, windows, maxErrors }));
		}), { numRuns: 2000 });
	});
});
