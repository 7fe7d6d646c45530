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
	/** Results reused since the memo was made, for logs and tests. */
	hits = 0;

	get(file: string, citation: Citation): CitationResult | undefined {
		const key = keyOf(citation);
		const kept = key === undefined ? undefined : this.#kept.get(key);
		if (kept) {
			this.hits++;
		}
		return kept && { ...kept, file, citation };
	}

	set(result: CitationResult): void {
		const key = keyOf(result.citation);
		if (key !== undefined) {
			const { file: _file, citation: _citation, ...kept } = result;
			this.#kept.set(key, kept);
		}
	}

	clear(): void {
		this.#kept.clear();
	}

	get size(): number {
		return this.#kept.size;
	}
}

/** Citations with a parse problem are cheap to check and their message depends on the span: never kept. */
function keyOf(c: Citation): string | undefined {
	return c.problem ? undefined : JSON.stringify([c.form, c.quote, c.target, c.ranges, c.version]);
}
