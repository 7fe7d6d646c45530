import type { Citation } from '../types';
import { projectFileOf, sourceKindOf } from '../sources/registry';
import { bibliographyPaths } from '../bibliography';
import { keyTarget } from '../sources/citekey';

/**
 * Which notes cite which sources. A changed source rechecks its citers, and
 * every cited source is searched for `misattributed` quotes (docs/specification.md §4).
 */
export class CitationIndex {
	/** note → local sources it cites. */
	readonly #cites = new Map<string, ReadonlySet<string>>();
	/** source → number of notes citing it. */
	readonly #citers = new Map<string, number>();

	/** Notes citing a PDF read from Git: a stored render is their text too, so a new render rechecks them. */
	readonly #gitPdfCiters = new Set<string>();

	/**
	 * note → bibliography files its Pandoc keys are looked up in: a changed
	 * bibliography may give a key another file, so it rechecks the note. Kept
	 * apart from the sources, which are searched for quotes; a bibliography is not.
	 */
	readonly #bibliographies = new Map<string, ReadonlySet<string>>();

	/** Records what a note cites now (`bibliography`: the project's); true when the set of cited sources changed. */
	updateNote(note: string, citations: readonly Citation[], bibliography?: string | readonly string[]): boolean {
		const changed = this.updateTargets(note, citations.flatMap(c => projectFileOf(c.target) ?? []), citesGitPdf(citations));
		const files = citations.flatMap(c => keyTarget(c.target) ?? []).flatMap(t => bibliographyPaths(bibliography, { note, paths: t.bibliography ?? [] }).paths);
		if (files.length) {
			this.#bibliographies.set(note, new Set(files));
		} else {
			this.#bibliographies.delete(note);
		}
		return changed;
	}

	/** Notes citing a PDF at a commit. */
	gitPdfCiters(): string[] {
		return [...this.#gitPdfCiters];
	}

	/**
	 * Records the local sources a note cites now, and whether it cites a PDF
	 * at a commit; true when the set of cited sources changed.
	 */
	updateTargets(note: string, targets: readonly string[], gitPdf: boolean): boolean {
		// Marked once the targets are recorded: recording them forgets the note first, which dropped a mark set before,
		// so no note citing a PDF at a commit was ever rechecked for a new render of it.
		const changed = this.#updateTargets(note, targets);
		if (gitPdf) {
			this.#gitPdfCiters.add(note);
		} else {
			this.#gitPdfCiters.delete(note);
		}
		return changed;
	}

	#updateTargets(note: string, targets: readonly string[]): boolean {
		const next = new Set(targets);
		const before = this.#cites.get(note);
		if (before && before.size === next.size && [...next].every(p => before.has(p))) {
			return false;
		}
		const changed = this.#forget(note);
		this.#cites.set(note, next);
		let added = false;
		for (const p of next) {
			const n = this.#citers.get(p) ?? 0;
			this.#citers.set(p, n + 1);
			added ||= n === 0;
		}
		return changed || added;
	}

	/** Forgets a note (deleted, or no longer a note); true when the set of cited sources changed. */
	removeNote(note: string): boolean {
		return this.#forget(note);
	}

	/** Notes citing a source, in the order they were indexed. */
	citers(source: string): string[] {
		const keyed = [...this.#bibliographies].filter(([n, b]) => b.has(source) && !this.#cites.get(n)?.has(source)).map(([n]) => n);
		return [...[...this.#cites].filter(([, s]) => s.has(source)).map(([n]) => n), ...keyed];
	}

	/** Every source cited by some note. */
	sources(): IterableIterator<string> {
		return this.#citers.keys();
	}

	#forget(note: string): boolean {
		this.#gitPdfCiters.delete(note);
		this.#bibliographies.delete(note);
		const before = this.#cites.get(note);
		this.#cites.delete(note);
		let removed = false;
		for (const p of before ?? []) {
			const n = this.#citers.get(p)! - 1;
			if (n === 0) {
				this.#citers.delete(p);
				removed = true;
			} else {
				this.#citers.set(p, n);
			}
		}
		return removed;
	}
}

/** Whether a note's citations cite a document (a PDF, a web page, a Word document) at a commit, whose stored render is its text too. */
export function citesGitPdf(citations: readonly Citation[]): boolean {
	return citations.some(c => c.target !== undefined && sourceKindOf(c.target).renderedElsewhere(c.target) !== undefined);
}
