import * as path from 'node:path';
import type { GitReader } from './git';
import { realPath as real } from './files';
import { relativeInside } from './nodeWorkspace';

/** What `--commit REV [--url]` makes of a source to quote: the path to cite and the Git form. */
export interface GitQuote {
	readonly source: string;
	readonly git: { readonly commit: string; readonly repository?: string };
}

/** What a Git quote needs of the project: its root, its reader (absent when Git may not run) and `repositories`. */
export interface GitQuoteProject {
	readonly root: string;
	readonly git: GitReader | undefined;
	readonly repositories: Readonly<Record<string, string>>;
}

/** Why there is no Git form, and which option of `verbatim quote` it concerns. */
export interface GitQuoteError {
	readonly option: 'commit' | 'source' | 'url';
	readonly error: string;
}

/**
 * Resolves revision `rev` to the full commit id in the repository holding
 * the source; with `url`, finds the repository's URL in `repositories` (its
 * clone is that repository) and makes the path repository-relative. Shared by
 * `verbatim quote --commit` and the editor's Copy Selection as Citation.
 */
export async function gitQuote(project: GitQuoteProject, sourceAbs: string, rev: string, url: boolean): Promise<GitQuote | GitQuoteError> {
	const git = project.git;
	const folder = path.dirname(sourceAbs);
	const commit = git && await git.resolveRevision(folder, rev);
	if (!git || !commit) {
		return { option: 'commit', error: `${rev} names no commit of the repository holding ${path.basename(sourceAbs)}` };
	}
	if (!url) {
		const source = relativeInside(project.root, sourceAbs);
		if (source === undefined) {
			return { option: 'source', error: `${sourceAbs} is outside the project root ${project.root}; cite it with --url` };
		}
		return { source, git: { commit } };
	}
	const repo = await git.repositoryOf(folder);
	const top = repo?.top;
	const named = top && Object.entries(project.repositories).find(([, clone]) => real(path.resolve(project.root, clone)) === real(top));
	if (!top || !named) {
		return { option: 'url', error: `no URL in "repositories" of verbatim.json names the repository holding ${path.basename(sourceAbs)}` };
	}
	return { source: path.relative(real(top), real(sourceAbs)).split(path.sep).join('/'), git: { commit, repository: named[0] } };
}
