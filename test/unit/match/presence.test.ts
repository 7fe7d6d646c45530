import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import { defaultConfig } from '../../../server/src/core';
import { searchElsewhere } from '../../../server/src/core/match/elsewhere';
import { NeedleScan } from '../../../server/src/core/match/find';
import { locateQuote } from '../../../server/src/core/match/locate';
import { prepareQuote } from '../../../server/src/core/match/prepare';
import { SourceCache } from '../../../server/src/core/sources';
import { InMemoryWorkspace } from '../../helpers/inMemoryWorkspace';
import { sample } from '../../helpers/depth';

/** Texts of a few letters, so that short needles occur, across words and inside them, and often do not. */
const letters = fc.constantFrom('a', 'b', 'c', ' ', 'é', '\u{1F600}', '\uD800');
const text = fc.array(letters, { maxLength: 200 }).map(a => a.join(''));

suite('Many short quotes looked for in one pass', () => {
	test('Should say of each needle whether some text holds it, as a search for each does', () => {
		const cut = fc.tuple(fc.nat(), fc.nat(), fc.nat(9));
		fc.assert(fc.property(fc.array(text, { maxLength: 4 }), fc.array(fc.oneof(fc.array(letters, { maxLength: 8 }).map(a => a.join('')), cut), { maxLength: 80 }), (texts, picks) => {
			// Half the needles cut from the texts themselves, so that most of them are there to find.
			const needles = picks.map(p => {
				if (typeof p === 'string' || !texts.length) {
					return typeof p === 'string' ? p : '';
				}
				const from = texts[p[0] % texts.length]!;
				const start = p[1] % (from.length + 1);
				return from.slice(start, start + p[2]);
			});
			const expected = needles.flatMap((n, k) => (n.length > 0 && texts.some(t => t.includes(n)) ? [k] : []));
			const scan = new NeedleScan(needles);
			// Twice: a scan is built once and asked of source after source.
			assert.deepEqual(scan.presentIn(texts), expected, JSON.stringify({ texts, needles }));
			assert.deepEqual(scan.presentIn(texts.slice(1)), needles.flatMap((n, k) => (n.length > 0 && texts.slice(1).some(t => t.includes(n)) ? [k] : [])));
		}), sample(3000));
	});

	test('Should find quotes of one or two words in other sources, whole or cut inside words, as a search of each source does, when many are pending', async () => {
		// Quotes with no interior word (a word index cannot place them): past a few dozen pending, one pass over each source
		// tells which occur at all. What a search of each source apart lists (up to 3 places a source, 10 in all) must not change,
		// for elided quotes and compounds a line break splits (which a literal pass cannot see) as for the rest.
		const words = ['alpha', 'beta', 'gamma', 'delta', 'omega', 'beta-delta'];
		const files: Record<string, string> = {
			's0.txt': 'alpha beta gamma\ndelta alphabet\n',
			's1.txt': 'omega delta gammas betas beta-\ndelta\n',
			's2.txt': 'Nothing here.\n',
			's3.txt': 'alpha alpha alpha beta gamma\n',
			's4.txt': 'gamma alpha delta beta alpha\n',
			's5.txt': 'delta gamma beta alpha omega\n',
		};
		const quote = fc.oneof(
			fc.tuple(fc.constantFrom(...words), fc.nat(3), fc.nat(3)).map(([w, a, b]) => w.slice(a, w.length - b)),
			fc.tuple(fc.constantFrom(...words), fc.constantFrom(...words), fc.nat(3), fc.nat(3)).map(([w, v, a, b]) => `${w.slice(a)} ${v.slice(0, v.length - b)}`),
			fc.constantFrom('zq xw', 'alpha… gamma', 'al…ta', 'alpha beta gamma'),
		);
		// Cited from a note or from a source, which is then not searched: up to 10 places in all, 3 a source.
		const cited = fc.constantFrom('note.md', 's0.txt', 's3.txt');
		await fc.assert(fc.asyncProperty(fc.array(fc.tuple(quote, cited), { minLength: 60, maxLength: 80 }), fc.constantFrom<'whitespace' | 'prose'>('whitespace', 'prose'), async (asked, profile) => {
			const cache = (): SourceCache => new SourceCache(new InMemoryWorkspace(files), 1e9, () => profile, () => false);
			const known = Object.keys(files);
			const found = await searchElsewhere(asked.map(([quote, cited]) => ({ quote, cited })), known, cache(), defaultConfig);
			const apart = cache();
			for (const [i, [q, c]] of asked.entries()) {
				const quote = prepareQuote(q, profile, defaultConfig);
				const expected: number[] = [];
				for (const s of known.filter(s => s !== c)) {
					const loaded = await apart.load(s);
					assert.ok(!('failure' in loaded));
					const hits = expected.length < 10 ? locateQuote(loaded.searchRegions(() => false), quote, loaded).occurrences.slice(0, 3) : [];
					expected.push(...hits.map(o => known.indexOf(s) * 1000 + o.start));
				}
				assert.deepEqual(found[i]!.map(f => known.indexOf(f.source) * 1000 + f.start!), expected, q);
			}
		}), sample(40));
	});
});
