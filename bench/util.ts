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

/** The shared folder beside the repository (CI lays a copy there). */
export const sharedDir = process.env.VERBATIM_SHARED ?? path.resolve(repoRoot, '..', 'shared');

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
