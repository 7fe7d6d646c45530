import { suite, test } from 'node:test';
import { runs } from '../helpers/depth';
import { fuzzConfigs, fuzzConstructor, fuzzEdges, fuzzEdits, fuzzNegations, fuzzNotes, fuzzStreams, Random } from '../fuzz/harness';

/** A seeded sample of `npm run fuzz`: the same generators and properties, few inputs (more under `npm run test:deep`). */
suite('Fuzz sample (docs/specification.md §8)', () => {
	test('Should check generated notes without a throw, and verify only what the reference finds once', async () => {
		await fuzzNotes(new Random(1), runs(150));
	});

	test('Should verify every citation the constructor builds', async () => {
		await fuzzConstructor(new Random(2), runs(100));
	});

	test('Should match quotes cut anywhere in non-ASCII words and numbers exactly as the edge reference does', async () => {
		await fuzzEdges(new Random(6), runs(400));
	});

	test('Should never verify an elision or bracket that drops a negation, whatever its apostrophe or folding', async () => {
		await fuzzNegations(new Random(7), runs(300));
	});

	test('Should parse generated configs without a throw or an echoed value', () => {
		fuzzConfigs(new Random(3), runs(500));
	});

	test('Should keep every valid LSP message after malformed ones', async () => {
		await fuzzStreams(new Random(4), runs(200));
	});

	test('Should parse incrementally what a fresh parse finds, through random edits', () => {
		fuzzEdits(new Random(5), runs(200));
	});
});
