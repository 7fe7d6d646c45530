import { suite, test } from 'node:test';
import { fuzzConfigs, fuzzConstructor, fuzzEdits, fuzzNotes, fuzzStreams, Random } from '../fuzz/harness';

/** A seeded sample of `npm run fuzz`: the same generators and properties, few inputs. */
suite('Fuzz sample (docs/specification.md §8)', () => {
	test('Should check generated notes without a throw, and verify only what the reference finds once', async () => {
		await fuzzNotes(new Random(1), 150);
	});

	test('Should verify every citation the constructor builds', async () => {
		await fuzzConstructor(new Random(2), 100);
	});

	test('Should parse generated configs without a throw or an echoed value', () => {
		fuzzConfigs(new Random(3), 500);
	});

	test('Should keep every valid LSP message after malformed ones', async () => {
		await fuzzStreams(new Random(4), 200);
	});

	test('Should parse incrementally what a fresh parse finds, through random edits', () => {
		fuzzEdits(new Random(5), 200);
	});
});
