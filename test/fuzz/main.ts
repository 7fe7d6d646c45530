import * as assert from 'node:assert/strict';
import { createChecker, defaultConfig, noopToken } from '../../server/src/core';
import { InMemoryWorkspace } from '../helpers/inMemoryWorkspace';
import { fuzzConfigs, fuzzConstructor, fuzzEdges, fuzzEdits, fuzzNegations, fuzzNotes, fuzzStreams, Random } from './harness';

/**
 * `npm run fuzz`: at least 100,000 generated inputs across every family,
 * then the pathological families at 1, 2 and 4 MB, whose cost must grow
 * linearly. Seed with FUZZ_SEED; scale with FUZZ_SCALE (1 = the full run).
 */
async function main(): Promise<void> {
	const seed = Number(process.env.FUZZ_SEED ?? 20261130);
	const scale = Number(process.env.FUZZ_SCALE ?? 1);
	const r = new Random(seed);
	const started = Date.now();
	const counts: Record<string, number> = {};
	const run = async (name: string, f: () => number | Promise<number>): Promise<void> => {
		const t = Date.now();
		counts[name] = await f();
		console.log(`${name}: ${counts[name]} inputs in ${((Date.now() - t) / 1000).toFixed(1)} s`);
	};
	await run('configs', () => fuzzConfigs(r, Math.round(60_000 * scale)));
	await run('lsp streams', () => fuzzStreams(r, Math.round(20_000 * scale)));
	await run('incremental edits', () => fuzzEdits(r, Math.round(10_000 * scale)));
	await run('notes against sources', () => fuzzNotes(r, Math.round(8_000 * scale)));
	await run('constructor round trips', () => fuzzConstructor(r, Math.round(5_000 * scale)));
	await run('quote edges against the reference', () => fuzzEdges(r, Math.round(80_000 * scale)));
	await run('negations under every apostrophe and folding', () => fuzzNegations(r, Math.round(20_000 * scale)));
	const total = Object.values(counts).reduce((a, b) => a + b, 0);
	console.log(`total: ${total} inputs in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${seed})`);
	await linearFamilies();
}

/** Families that were quadratic or crashed: each must cost at most linear time (4 MB under 6x the cost of 1 MB, or 16 MB of 4 MB when 1 MB costs too little to measure). */
async function linearFamilies(): Promise<void> {
	const families: Record<string, (mb: number) => string> = {
		'one paragraph with verbatim, no link': mb => `${'alpha "quoted words" verbatim beta gamma. '.repeat(mb * 24_000)}`,
		'one paragraph with verbatim and a link': mb => `${'alpha "quoted words" verbatim beta gamma. '.repeat(mb * 24_000)}"q" ([S](s.txt), verbatim).`,
		'one paragraph of links and emphasis': mb => `${'*em* [S](s.txt) verbatim "q" '.repeat(mb * 36_000)}`,
		'nested blockquotes': mb => `${'> '.repeat(mb * 500_000)}x\n> --- \`s.txt\`\n`,
		'nested lists': mb => `${'- '.repeat(mb * 500_000)}"q" ([S](s.txt), verbatim)\n`,
		'many citations': mb => `${'> alpha beta\n> --- `s.txt`\n\n'.repeat(mb * 35_000)}`,
	};
	for (const [name, build] of Object.entries(families)) {
		let times = await timeFamily(name, build, [1, 2, 4]);
		// A few ms of CPU is mostly collector and JIT noise, too small to read a growth rate from.
		const sizes = times[0]! < 25 ? [4, 8, 16] : [1, 2, 4];
		if (sizes[0] !== 1) {
			times = await timeFamily(name, build, sizes);
		}
		const ratio = times[2]! / Math.max(times[0]!, 1);
		console.log(`${name}: ${sizes.join('/')} MB ${times.map(t => `${t.toFixed(0)} ms`).join(' / ')} (${sizes[2]} MB / ${sizes[0]} MB = ${ratio.toFixed(1)})`);
		assert.ok(ratio < 6, `${name} grows faster than linearly`);
	}
}

/** CPU time of checking one note of each size built by `build`. */
async function timeFamily(name: string, build: (mb: number) => string, sizes: readonly number[]): Promise<number[]> {
	const times: number[] = [];
	for (const mb of sizes) {
		const text = build(mb);
		const checker = createChecker({ workspace: new InMemoryWorkspace({ 's.txt': 'alpha beta' }), config: defaultConfig });
		const t = process.cpuUsage();
		const reports = await checker.checkNotes([{ path: 'n.md', text }], noopToken);
		const used = process.cpuUsage(t);
		times.push((used.user + used.system) / 1000);
		// Every family but the one with no link is a citation or a refusal, so it ends in a finding.
		assert.ok(reports![0]!.results.length > 0 || name.endsWith('no link'), `${name}: no finding`);
	}
	return times;
}

main().catch((e: unknown) => {
	console.error(e);
	process.exitCode = 1;
});
