import picomatch from 'picomatch/posix';
import type { ProjectConfig } from './projectConfig';

/** Which files of a project are notes: the one rule the loader, the CLI and the checker share. */
export interface NoteSelection {
	/** True for a path the `include` globs select and the `exclude` globs do not: its citations are claims, never evidence. */
	isNote(rel: string): boolean;
	/** True for a path the `exclude` globs select: never checked, even when named. */
	isExcluded(rel: string): boolean;
}

/** The note selection of a configuration (`include` minus `exclude`; `exclude` matches dot files too). */
export function noteSelection(config: Pick<ProjectConfig, 'include' | 'exclude'>): NoteSelection {
	const include = globTest(config.include, {});
	const isExcluded = config.exclude.length ? globTest(config.exclude, { dot: true }) : (): boolean => false;
	return { isNote: rel => include(rel) && !isExcluded(rel), isExcluded };
}

/**
 * picomatch's test of root-relative `/` paths against globs, without the
 * result object its matcher builds for every call (a cold run asks it twice
 * for each file): a path matches a glob when it equals it or the glob's
 * regular expression matches it.
 */
export function globTest(globs: readonly string[], options: picomatch.PicomatchOptions): (rel: string) => boolean {
	const res = globs.map(g => picomatch.makeRe(g, options));
	return rel => rel !== '' && globs.some((g, k) => rel === g || res[k]!.test(rel));
}
