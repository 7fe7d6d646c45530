import { cpSync, existsSync } from 'node:fs';
import * as path from 'node:path';
import type { IWorkspace, ReadResult } from '../server/src/core';

/** Deterministic PRNG (mulberry32), so every benchmark case is the same on every run. */
export function rng(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6D2B79F5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

export function hashSeed(s: string): number {
	let h = 2166136261;
	for (let i = 0; i < s.length; i++) {
		h = Math.imul(h ^ s.charCodeAt(i), 16777619);
	}
	return h >>> 0;
}

export { repoRoot } from '../test/helpers/project';
import { repoRoot } from '../test/helpers/project';

/**
 * Where the shared corpora are: VERBATIM_BENCH_DATA, else the `shared` folder
 * beside the repository. It holds `bench/arxiv-abstracts.json` and
 * `corpora/commonplace-kb`; the synthetic benchmarks need neither.
 */
export const benchDataDir = path.resolve(process.env.VERBATIM_BENCH_DATA ?? path.join(repoRoot, '..', 'shared'));

/** A corpus under benchDataDir, or undefined when it is not there (that part of the bench is skipped). */
export function benchData(rel: string): string | undefined {
	const full = path.join(benchDataDir, ...rel.split('/'));
	return existsSync(full) ? full : undefined;
}

/** The line printed in place of a part that needs a corpus that is not there; also said on stderr. */
export function skipped(what: string, rel: string): string {
	const line = `_Skipped: ${what}. It needs \`${rel}\` under ${benchDataDir}, which is not there; set VERBATIM_BENCH_DATA to a folder holding \`bench/arxiv-abstracts.json\` and \`corpora/commonplace-kb\` (or put the shared folder beside the repository)._`;
	process.stderr.write(`bench: skipped ${what}: ${path.join(benchDataDir, rel)} not found\n`);
	return line;
}

/** An in-memory workspace for benchmarks: reads are free, so only the core is measured. */
export class MapWorkspace implements IWorkspace {
	readonly files = new Map<string, Uint8Array>();
	set(p: string, text: string): void {
		this.files.set(p, new TextEncoder().encode(text));
	}
	async readFile(p: string, maxBytes: number): Promise<ReadResult> {
		const b = this.files.get(p);
		if (!b) {
			return { kind: 'error', reason: 'missing' };
		}
		return b.byteLength > maxBytes ? { kind: 'error', reason: 'too_large' } : { kind: 'ok', bytes: b };
	}
}

export function table(header: string[], rows: (string | number)[][]): string {
	const line = (cells: (string | number)[]): string => `| ${cells.join(' | ')} |`;
	return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Scratch space for the benchmarks, inside the repository (ignored by Git). */
export const benchWork = path.join(repoRoot, '.bench-work');

/** A writable copy of the commonplace KB in benchWork, or undefined when the corpus is not there. */
export function copyKb(): string | undefined {
	const from = benchData('corpora/commonplace-kb');
	if (!from) {
		return undefined;
	}
	const kb = path.join(benchWork, 'commonplace-kb');
	if (!existsSync(kb)) {
		cpSync(from, kb, { recursive: true });
	}
	return kb;
}
