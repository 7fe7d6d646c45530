import type { Parameters } from 'fast-check';

/**
 * How many cases the property, fuzz and cache suites try. `npm test` runs a
 * sample with fixed seeds, the same each run; `npm run test:deep`
 * (VERBATIM_TEST_DEPTH=deep) runs the full counts with fast-check's fresh
 * seeds, as CI does. Every test runs in both: only its count shrinks.
 */
export const deep = process.env.VERBATIM_TEST_DEPTH === 'deep';

/** The seed of every sampled property: fast-check reports it with a failure. */
const sampleSeed = 20_251_201;

/** `n` when deep, else a tenth of it (at least 10, at most `n`). */
export function runs(n: number): number {
	return deep ? n : Math.min(n, Math.max(10, Math.ceil(n / 10)));
}

/** fast-check's parameters for a property that tries `n` cases when deep. */
export function sample(n: number): Parameters<unknown> & { numRuns: number } {
	return deep ? { numRuns: n } : { numRuns: runs(n), seed: sampleSeed };
}

/** All of `items` when deep, else a fixed third of them (at least one): for suites that try a list of independent cases. */
export function some<T>(items: readonly T[]): T[] {
	return deep ? [...items] : items.filter((_, k) => k % 3 === 0);
}
