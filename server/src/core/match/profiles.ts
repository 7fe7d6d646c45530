import type { ProfileName } from '../types';

/**
 * The rules of a matching profile (docs/specification.md §2.1), as data. The normaliser, the
 * quote preparation and the citation constructor all read this one record.
 */
export interface ProfileRules {
	/** Runs of white space become one space; leading and trailing white space go (every profile but `exact`). */
	readonly collapseWhitespace: boolean;
	/**
	 * Typography is not evidence: NFKC, typographic quotes and dashes, format
	 * characters, HTML entities, emphasis delimiters and line-break hyphens.
	 */
	readonly typography: boolean;
	/** Case and look-alike letters (Cyrillic, Greek) are folded. */
	readonly foldCase: boolean;
	/** `...`, `[...]`, `[text]` and `[sic]` in a quote may stand for source text (when the project allows elisions). */
	readonly elisions: boolean;
}

export const profileRules: Readonly<Record<ProfileName, ProfileRules>> = {
	exact: { collapseWhitespace: false, typography: false, foldCase: false, elisions: false },
	whitespace: { collapseWhitespace: true, typography: false, foldCase: false, elisions: false },
	prose: { collapseWhitespace: true, typography: true, foldCase: false, elisions: true },
	lenient: { collapseWhitespace: true, typography: true, foldCase: true, elisions: true },
};

/**
 * The profile the citation constructor finds a selection under, whatever the
 * source's own profile: an editor selection may differ from the file in white
 * space alone (line endings, wrapping), and in nothing else.
 */
export const selectionProfile: ProfileName = 'whitespace';
