import { extend } from '../text';
import type { Citation, CitationResult } from '../types';

type Kept = Omit<CitationResult, 'file' | 'citation'>;

/**
 * Results of citations already checked, keyed by what decides the result
 * (form, quote, target, ranges, version), so re-checking a note after a
 * keystroke checks only what changed. The owner clears it when a source
 * that was read, or the set of known sources, changes.
 */
export class ResultMemo {
	readonly #kept = new Map<string, Kept>();
	/** Bumped by every clear: a check that began before must not store what it read from old bytes. */
	#generation = 0;
	/** Results reused since the memo was made, for logs and tests. */
	hits = 0;
	/** False for a memo that keeps nothing: a one-shot batch, where keys and kept copies of 20,000 results were time and memory for no reuse. */
	readonly #keeps: boolean;

	constructor(keeps = true) {
		this.#keeps = keeps;
	}

	get(file: string, citation: Citation): CitationResult | undefined {
		const key = this.#keeps ? keyOf(citation) : undefined;
		const kept = key === undefined ? undefined : this.#kept.get(key);
		if (kept) {
			this.hits++;
		}
		return kept && extend(kept, { file, citation });
	}

	/** The current generation, to hand back to `set` when the check that began now finishes. */
	get generation(): number {
		return this.#generation;
	}

	/** Keeps a result, unless the memo was cleared since `since` (the check read bytes that have changed). */
	set(result: CitationResult, since = this.#generation): void {
		const key = this.#keeps ? keyOf(result.citation) : undefined;
		if (key !== undefined && since === this.#generation) {
			const { file: _file, citation: _citation, ...kept } = result;
			this.#kept.set(key, kept);
		}
	}

	clear(): void {
		this.#kept.clear();
		this.#generation++;
	}

	get size(): number {
		return this.#kept.size;
	}
}

/** Citations with a parse problem are cheap to check and their message depends on the span: never kept. */
function keyOf(c: Citation): string | undefined {
	return c.problem ? undefined : JSON.stringify([c.form, c.quote, c.target, c.ranges, c.version]);
}
