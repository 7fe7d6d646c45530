import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import { defaultConfig } from '../../../server/src/core';
import { findAll, findIn } from '../../../server/src/core/match/find';
import { wholeAt } from '../../../server/src/core/match/edges';
import { searchElsewhere } from '../../../server/src/core/match/elsewhere';
import { normalize, toOriginalSpan, type Normalized } from '../../../server/src/core/match/normalize';
import { prepareQuote } from '../../../server/src/core/match/prepare';
import { hashWords, WordIndex, WordPlaces } from '../../../server/src/core/match/wordIndex';
import { SourceCache } from '../../../server/src/core/sources';
import { pushTo } from '../../../server/src/core/text';
import { InMemoryWorkspace } from '../../helpers/inMemoryWorkspace';
import { sample } from '../../helpers/depth';

/** Few, short, overlapping words (and empty ones, from double spaces), so repeats and partial matches are common. */
const word = fc.constantFrom('a', 'ab', 'ba', 'aba', 'b', '', 'dé', 'e-f', '"g"', 'Ab');
const text = fc.array(word, { maxLength: 120 }).map(w => w.join(' '));

/** A needle cut anywhere from the text (often mid-word), or made up. */
const needleOf = (t: string, a: number, b: number, made: string): string => {
	if (made) {
		return made;
	}
	const start = t.length ? a % t.length : 0;
	return t.slice(start, start + 1 + (b % 24));
};

suite('Word index', () => {
	test('Should never rule out a run of words the text holds', () => {
		fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 200 }), fc.nat(), fc.nat(), (words, a, b) => {
			const index = new WordIndex(words.join(' '));
			const start = a % words.length;
			const end = Math.min(words.length, start + 1 + (b % 6));
			assert.ok(index.mightContain(words.slice(start, end)));
		}), sample(300));
	});

	test('Should rule out runs of words that never stand together, and nothing else', () => {
		const index = new WordIndex('alpha beta gamma delta epsilon');
		assert.equal(index.mightContain(['gamma', 'alpha']), false);
		assert.equal(index.mightContain(['omega']), false);
		assert.equal(index.mightContain(['beta', 'gamma', 'delta']), true);
		assert.equal(index.mightContain(['bet']), false);
		assert.equal(index.mightContain([]), true);
		assert.deepEqual([...index.offsetsOf('gamma')!], [11]);
		// Runs of spaces hold empty words: a text may have more words than half its length.
		assert.deepEqual([...new WordIndex('  ').offsetsOf('')!], [0, 1, 2]);
		assert.deepEqual([...new WordIndex('a   b').offsetsOf('b')!], [4]);
	});

	test('Should give offsets past 64K in a large text, and the same in 16 bits in a text just under it', () => {
		for (const length of [0xFFFE, 0xFFFF, 0x10000, 70_000, 200_000]) {
			const filler = 'ab '.repeat(Math.floor((length - 'needle'.length) / 3));
			const text = `${filler}${' '.repeat(length - filler.length - 'needle'.length)}needle`;
			assert.equal(text.length, length);
			const index = new WordIndex(text);
			assert.deepEqual([...index.offsetsOf('needle')!], [length - 'needle'.length], `length ${length}`);
			assert.ok(index.mightContain(['needle']) && !index.mightContain(['needles']));
		}
	});

	test('Should give every word its offsets when the distinct words outgrow the first table many times, and build the next index as well', () => {
		// 150,000 distinct words among 300,000 (each twice): the table grows from 65,536 slots several times.
		const distinct = 150_000;
		const words = Array.from({ length: 2 * distinct }, (_, i) => `w${(i * 7919) % distinct}`);
		const text = words.join(' ');
		const expected = new Map<string, number[]>();
		let at = 0;
		for (const w of words) {
			pushTo(expected, w, at);
			at += w.length + 1;
		}
		for (const index of [new WordIndex(text), new WordIndex(text)]) {
			for (const probe of [0, 1, 65_535, 65_536, 99_999, 149_999]) {
				assert.deepEqual([...index.offsetsOf(`w${probe}`)!], expected.get(`w${probe}`), `w${probe}`);
			}
			assert.ok(index.mightContain(['w0', `w${7919}`]) && !index.mightContain([`w${distinct}`]));
		}
		// A small text after the large one reuses the kept table: nothing of the large one shows through.
		const small = new WordIndex('w0 beta w1');
		assert.deepEqual([...small.offsetsOf('w1')!], [8]);
		assert.deepEqual([...small.offsetsOf('w2')!], []);
		// Nor do the words of a text of few distinct words, whose groups the next text's words reuse.
		void new WordIndex('a b '.repeat(500));
		const next = new WordIndex('xx yy zz');
		assert.deepEqual([[...next.offsetsOf('xx')!], [...next.offsetsOf('yy')!], [...next.offsetsOf('zz')!]], [[0], [3], [6]]);
	});

	test('Should keep the offsets of all but the most frequent words, while only the rarer ones anchor near-miss windows', () => {
		// 10,000 words: `mid` is more frequent than 1/256 of them, `top` more than 1/32.
		const words = Array.from({ length: 10_000 }, (_, i) => (i % 100 === 0 ? 'mid' : i % 20 === 1 ? 'top' : `w${i}`));
		const text = words.join(' ');
		const index = new WordIndex(text);
		assert.equal(index.offsetsOf('mid')!.length, 100);
		assert.equal(index.anchorOffsetsOf('mid', text), undefined);
		assert.equal(index.offsetsOf('top'), undefined);
		assert.deepEqual([...index.anchorOffsetsOf('w5', text)!], [...index.offsetsOf('w5')!]);
		// A run of frequent words that never stand together is ruled out; one of the most frequent alone is not.
		assert.equal(index.mightContain(['mid', 'mid']), false);
		assert.equal(index.mightContain(['top', 'mid']), true);
		assert.equal(index.mightContain(['top', 'top']), true);
	});

	test('Should anchor a word at its own spelling only, asked once or again, whatever was asked between', () => {
		// 6,000 words in a few spellings each: lists past what the answers kept hold, so the kept answers are dropped and made again.
		const spellings = ['alpha', 'Alpha', 'ALPHA', 'beta', 'Beta', 'gamma', 'delta', 'Delta', 'omega'];
		fc.assert(fc.property(fc.array(fc.constantFrom(...spellings, ...Array.from({ length: 200 }, (_, k) => `w${k}`)), { minLength: 3000, maxLength: 6000 }), fc.array(fc.constantFrom(...spellings, 'w3', 'nothing'), { minLength: 1, maxLength: 200 }), (words, asked) => {
			const text = words.join(' ');
			const index = new WordIndex(text);
			const frequent = Math.max(64, words.length >>> 8);
			for (const word of asked) {
				const expected: number[] = [];
				let at = 0;
				for (const w of words) {
					if (w === word) {
						expected.push(at);
					}
					at += w.length + 1;
				}
				// Spellings that together are too frequent to keep offsets (1/32 of the words) anchor nothing either.
				const spellingsTogether = words.filter(w => w.toLowerCase() === word.toLowerCase()).length;
				const got = index.anchorOffsetsOf(word, text);
				assert.deepEqual(got && [...got], expected.length > frequent || spellingsTogether > Math.max(64, words.length >>> 5) ? undefined : expected, word);
			}
		}), sample(40));
	});

	test('Should never rule out with its places what the index keeps, and keep exactly what it keeps at one character', () => {
		fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 300 }), fc.array(fc.array(word, { minLength: 1, maxLength: 7 }), { maxLength: 12 }), fc.nat(), fc.nat(), (words, runs, a, b) => {
			const index = new WordIndex(words.join(' '));
			const start = a % words.length;
			const held = words.slice(start, Math.min(words.length, start + 1 + (b % 8)));
			for (let shift = 0; shift <= 7; shift++) {
				const places = index.places(shift);
				assert.ok(places.mightContain(hashWords(held)), `shift ${shift}: ${held.join(' ')}`);
				for (const run of runs) {
					const hashed = hashWords(run);
					if (index.mightContain(hashed)) {
						assert.ok(places.mightContain(hashed), `shift ${shift}: ${run.join(' ')}`);
					} else if (shift === 0) {
						assert.equal(places.mightContain(hashed), false, run.join(' '));
					}
					assert.deepEqual(hashed.hashes.map(h => places.hasWord(h)), hashed.hashes.map(h => index.hasWord(h)));
				}
				assert.equal(places.distinctWords, index.distinctWords);
			}
		}), sample(200));
	});

	test('Finds through word places exactly what a full scan finds', () => {
		fc.assert(fc.property(text, fc.nat(), fc.nat(), fc.constantFrom('', 'a b a', ' ab ', 'b  a'), fc.integer({ min: 0, max: 7 }), (t, a, b, made, shift) => {
			const needle = needleOf(t, a, b, made);
			const normalized = normalize(t, 'exact');
			const places = new WordIndex(normalized.text).places(shift);
			const candidates = places.candidates(needle);
			if (candidates) {
				assert.ok(candidates.every((c, k) => k === 0 || c > candidates[k - 1]!), 'ascending, each once');
			}
			assert.deepEqual(findIn({ normalized, places }, needle), findAll(normalized.text, needle), JSON.stringify({ t, needle, shift }));
		}), sample(400));
	});

	test('Should never rule out with the places a run keeps what the index keeps, words whose 16-bit keys collide included', () => {
		// Pairs of words whose hashes share their top 16 bits, found once: the kept places merge their lists.
		const colliding: string[] = [];
		const seen = new Map<number, string>();
		for (let i = 0; colliding.length < 6; i++) {
			const w = `w${i}`;
			const top = hashWords([w]).hashes[0]! >>> 16;
			const other = seen.get(top);
			if (other !== undefined) {
				colliding.push(other, w);
				seen.delete(top);
			} else {
				seen.set(top, w);
			}
		}
		// One word of the first pair is frequent (no offsets in the index), its partner rare; fillers keep most words rare.
		const fillers = Array.from({ length: 300 }, (_, k) => `f${k}`);
		const vocab = fc.oneof(
			{ weight: 3, arbitrary: fc.constant(colliding[0]!) },
			{ weight: 2, arbitrary: fc.constantFrom(...colliding.slice(1)) },
			{ weight: 8, arbitrary: fc.constantFrom(...fillers) },
		);
		fc.assert(fc.property(fc.array(vocab, { minLength: 2000, maxLength: 3000 }), fc.array(fc.array(vocab, { minLength: 1, maxLength: 6 }), { maxLength: 10 }), fc.nat(), fc.nat(), (words, runs, a, b) => {
			const text = words.join(' ');
			const index = new WordIndex(text);
			const kept = index.kept(text.length);
			assert.ok(kept instanceof WordPlaces);
			const start = a % words.length;
			const held = words.slice(start, Math.min(words.length, start + 1 + (b % 8)));
			assert.ok(kept.mightContain(hashWords(held)), held.join(' '));
			for (const run of [...runs, held]) {
				const hashed = hashWords(run);
				if (index.mightContain(hashed)) {
					assert.ok(kept.mightContain(hashed), run.join(' '));
				}
				assert.ok(hashed.hashes.every(h => !index.hasWord(h) || kept.hasWord(h)));
				const needle = run.join(' ');
				assert.deepEqual(findIn({ normalized: normalize(text, 'exact'), places: kept }, needle), findAll(text, needle), needle);
			}
			assert.equal(kept.distinctWords, index.distinctWords);
		}), sample(200));
	});

	test('Should keep places of any text up to 8M characters, coarser past 64K, and the index itself past 8M', () => {
		const text = (length: number): string => 'ab ba '.repeat(Math.ceil(length / 6)).slice(0, length);
		assert.ok(new WordIndex(text(60_000)).kept(60_000) instanceof WordPlaces);
		const tail = ' needle in a long and winding haystack';
		const kept = new WordIndex(`${text(300_000)}${tail}`).kept(300_000 + tail.length);
		assert.ok(kept instanceof WordPlaces);
		// Places of 8 characters: words that stand 30 characters from where a quote puts them are ruled out.
		assert.ok(kept.mightContain(hashWords(['needle', 'in', 'a'])) && !kept.mightContain(hashWords(['needle', 'haystack'])));
		// Places of 128 characters past 4M: a word 300 characters from where the quote puts it is ruled out.
		const far = `${text(4_500_000)} needle${' x'.repeat(150)} haystack`;
		const coarse = new WordIndex(far).kept(far.length);
		assert.ok(coarse instanceof WordPlaces);
		assert.ok(coarse.mightContain(hashWords(['needle', 'x', 'x'])) && !coarse.mightContain(hashWords(['needle', 'haystack'])));
		assert.ok(new WordIndex(text(8_400_000)).kept(8_400_000) instanceof WordIndex);
		// Frequent words keep no offsets; a rarer one past 128K characters has no 16-bit place of 2 characters.
		assert.throws(() => new WordIndex(`${text(200_000)} needle`).places(1), RangeError);
	});

	test('Indexed search finds exactly what a full scan finds, overlapping occurrences and the limit included', () => {
		fc.assert(fc.property(text, fc.nat(), fc.nat(), fc.constantFrom('', 'a b a', ' ab ', 'b  a'), fc.integer({ min: 1, max: 12 }), (t, a, b, made, limit) => {
			const needle = needleOf(t, a, b, made);
			const region = { normalized: normalize(t, 'exact'), index: new WordIndex(normalize(t, 'exact').text) };
			assert.deepEqual(findIn(region, needle, limit), findAll(region.normalized.text, needle, limit), JSON.stringify({ t, needle }));
		}), sample(500));
	});

	test('Index-pruned misattribution search finds exactly what a scan of every source finds', async () => {
		const sources = fc.array(text, { minLength: 1, maxLength: 8 });
		const citing = fc.constantFrom(undefined, 'n.md', 's0.txt');
		await fc.assert(fc.asyncProperty(sources, fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.constantFrom('', 'a b a', 'ab ba aba'), citing), { minLength: 1, maxLength: 6 }), async (texts, picks) => {
			const files = Object.fromEntries(texts.map((t, k) => [`s${k}.txt`, t]));
			// Two profiles among the sources: the search plans each profile's sources apart.
			const profileOf = (path: string): 'whitespace' | 'lenient' => (path.endsWith('1.txt') || path.endsWith('4.txt') ? 'lenient' : 'whitespace');
			const cache = new SourceCache(new InMemoryWorkspace(files), 1e9, profileOf, () => false);
			const known = Object.keys(files);
			// Each request twice, once from another note: requests alike are searched once, each still never in its own note.
			const asked = picks.map(([s, a, b, made, file]) => ({ quote: needleOf(texts[s % texts.length]!, a, b, made), cited: 'note.md', file }));
			const pending = [...asked, ...asked.map(r => ({ ...r, file: r.file === 's0.txt' ? undefined : 's0.txt' }))];
			const found = await searchElsewhere(pending, known, cache, defaultConfig);
			for (const [i, p] of pending.entries()) {
				if (prepareQuote(p.quote, 'whitespace', defaultConfig).elided) {
					continue;
				}
				// The scan: every source in turn, up to 3 places each, until 10 are listed.
				const expected: { source: string; start: number }[] = [];
				for (const s of known) {
					const quote = prepareQuote(p.quote, profileOf(s), defaultConfig);
					if (quote.empty || s === p.file) {
						continue;
					}
					const n = normalize(files[s]!, profileOf(s));
					for (const h of expected.length < 10 ? wholeHits(n, files[s]!, quote.text).slice(0, 3) : []) {
						expected.push({ source: s, start: toOriginalSpan(n, h, h + quote.text.length).start });
					}
				}
				assert.deepEqual(found[i]!.map(f => ({ source: f.source, start: f.start })), expected.map(e => ({ source: e.source, start: e.start })), JSON.stringify({ texts, quote: p.quote }));
			}
		}), sample(150));
	});

	test('Index-pruned misattribution search over sources past 64K characters finds exactly what a scan finds', async () => {
		// Sources of a few thousand words from a small vocabulary: runs of words recur, in other places in other sources.
		const vocab = ['ka', 'lo', 'mi', 'kalo', 'lomi', 'mika', 'ra', 'su'];
		await fc.assert(fc.asyncProperty(fc.array(fc.nat(), { minLength: 3, maxLength: 3 }), fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 8 }), async (seeds, picks) => {
			const texts = seeds.map(seed => {
				let x = seed;
				return Array.from({ length: 26_000 }, () => {
					x = (x * 1103515245 + 12345) % 2147483648;
					return vocab[(x >>> 8) % vocab.length]!;
				}).join(' ');
			});
			const files = Object.fromEntries(texts.map((t, k) => [`s${k}.txt`, t]));
			const cache = new SourceCache(new InMemoryWorkspace(files), 1e9, () => 'whitespace', () => false);
			const known = Object.keys(files);
			// Each quote is cut from one source, often changed in one word, so that others hold it or not.
			const pending = picks.map(([s, a, n, change]) => {
				const words = texts[s % texts.length]!.split(' ');
				const at = a % (words.length - 12);
				const run = words.slice(at, at + 4 + (n % 6));
				if (change % 3 === 0) {
					run[1 + (change % (run.length - 2))] = vocab[change % vocab.length]!;
				}
				return { quote: run.join(' '), cited: 'note.md' };
			});
			for (const path of known) {
				assert.ok((await cache.info(path))!.words instanceof WordPlaces);
			}
			const found = await searchElsewhere(pending, known, cache, defaultConfig);
			for (const [i, p] of pending.entries()) {
				const expected: { source: string; start: number }[] = [];
				for (const s of known) {
					const quote = prepareQuote(p.quote, 'whitespace', defaultConfig);
					const n = normalize(files[s]!, 'whitespace');
					for (const h of expected.length < 10 ? wholeHits(n, files[s]!, quote.text).slice(0, 3) : []) {
						expected.push({ source: s, start: toOriginalSpan(n, h, h + quote.text.length).start });
					}
				}
				assert.deepEqual(found[i]!.map(f => ({ source: f.source, start: f.start })), expected, p.quote);
			}
		}), sample(15));
	});
});

/** The scan's occurrences: every place of the needle, less those that cut a word or number of the source (docs/specification.md §2 item 6). */
function wholeHits(n: Normalized, original: string, needle: string): number[] {
	return findAll(n.text, needle).filter(h => {
		const o = toOriginalSpan(n, h, h + needle.length);
		return wholeAt(n.text, h, h + needle.length) && wholeAt(original, o.start, o.end);
	});
}
