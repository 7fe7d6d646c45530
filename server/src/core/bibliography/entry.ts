import type { Span } from '../types';

/** One entry of a bibliography, as Verbatim uses it. */
export interface BibEntry {
	readonly key: string;
	/** The `file` field as written, if any (see `parseFileField`). */
	readonly file?: string;
	/** Authors (or editors) for display, decoded from LaTeX, `; `-separated. */
	readonly author?: string;
	readonly title?: string;
	readonly year?: string;
	/** The root-relative path of the bibliography that holds it. */
	readonly path: string;
	/** The entry in the bibliography's text (for go to definition). */
	readonly span: Span;
}

/** A bibliography that could not be read, or a part of it that could not be parsed: located, never echoing its text. */
export interface BibliographyProblem {
	readonly path: string;
	/** 1-based, when the problem is inside the file. */
	readonly line?: number;
	readonly column?: number;
	readonly message: string;
}

/** The problem as a message names it: `refs.bib:12:3: is not valid BibTeX`. */
export function formatProblem(problem: BibliographyProblem): string {
	const place = problem.line !== undefined ? `:${problem.line}${problem.column !== undefined ? `:${problem.column}` : ''}` : '';
	return `${problem.path}${place}: ${problem.message}`;
}
