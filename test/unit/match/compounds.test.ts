import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import { findAcrossBrokenCompounds } from '../../../server/src/core/match/compounds';
import { normalize } from '../../../server/src/core/match/normalize';
import { WordIndex } from '../../../server/src/core/match/wordIndex';
import { checkNote, statuses } from '../../helpers/check';
import { lines } from '../../helpers/text';
import { runs, sample } from '../../helpers/depth';

const cite = (quote: string, source = 's.md'): string => lines(`> ${quote}`, `> --- \`${source}\``, '');

// A compound broken at a line end, as PDFs and hard-wrapped text break it, beside a soft hyphenation and a compound mid-line.
const source = lines('The engine keeps distributed-', 'parametric embeddings and a re-', 'cord of each high-authority channel, in full.', '');

suite('A quote\'s hyphenated compound against a source that breaks it at a line end', () => {
	test('Should verify the compound written with its hyphen, and still the joined reading the profile gives', async () => {
		for (const quote of ['keeps distributed-parametric embeddings', 'keeps distributedparametric embeddings', 'a record of each high-authority channel', 'distributed\u2010parametric embeddings and a record of each high-authority']) {
			assert.deepEqual(await statuses({ 's.md': source, 'note.md': cite(quote) }), ['verified'], quote);
		}
	});

	test('Should place the match on the lines it spans', async () => {
		const { results } = await checkNote({ 's.md': source, 'note.md': cite('distributed-parametric embeddings') });
		assert.deepEqual(results[0]!.occurrences?.map(o => [o.startLine, o.endLine]), [[1, 2]]);
	});

	test('Should never let a hyphen stand for no hyphen, nor drop one written mid-line', async () => {
		const plain = lines('The engine keeps distributed', 'parametric embeddings; a re-sign order and a highauthority channel.', '');
		for (const quote of ['keeps distributed-parametric embeddings', 'a resign order', 'a high-authority channel']) {
			assert.deepEqual(await statuses({ 's.md': plain, 'note.md': cite(quote) }), ['absent'], quote);
		}
	});

	test('Should find through the word index, or its places, every match a scan of the source finds', () => {
		// Few words, compounds broken at line ends or not, so prefixes recur and many quotes match in several places.
		const word = fc.constantFrom('a', 'ab', 'high', 'high-', 'authority', 'low-key', 'key', 'A', 'High-');
		const gap = fc.constantFrom(' ', '\n', '-\n', ' ');
		const text = fc.array(fc.tuple(word, gap), { minLength: 1, maxLength: 60 }).map(parts => parts.map(([w, g]) => w + g).join(''));
		let found = 0;
		fc.assert(fc.property(text, fc.nat(), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 3 }), (t, from, count, shift) => {
			const normalized = normalize(t, 'prose');
			const words = normalized.text.split(' ');
			// A quote of words of the text, each joined compound read back with its hyphen where the source broke it.
			const start = from % words.length;
			const quote = words.slice(start, start + count).join(' ').replace(/highauthority/g, 'high-authority').replace(/lowkey/g, 'low-key');
			const index = new WordIndex(normalized.text);
			const scanned = findAcrossBrokenCompounds({ normalized }, quote, t);
			found += scanned.length;
			assert.deepEqual(findAcrossBrokenCompounds({ normalized, index }, quote, t), scanned, JSON.stringify({ t, quote }));
			assert.deepEqual(findAcrossBrokenCompounds({ normalized, places: index.places(shift) }, quote, t), scanned, JSON.stringify({ t, quote, shift }));
		}), sample(2000));
		assert.ok(found > runs(2000) / 10, `${found}`);
	});

	test('Should keep the literal rule in code (whitespace profile): no hyphen is removed there', async () => {
		assert.deepEqual(await statuses({ 's.py': 'x = distributed-\nparametric\n', 'note.md': cite('x = distributed-parametric', 's.py') }), ['absent']);
	});
});
