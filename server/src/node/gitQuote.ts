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
 * Resolves revision `rev` to the full commit id: in the project's
 * repository, or with `url` in the configured clone holding the source
 * (named in `repositories`, or granted by the user), whose URL it writes
 * with the path relative to the clone. Shared by `verbatim quote --commit`
 * and the editor's Copy Selection as Citation.
 */
export async function gitQuote(project: GitQuoteProject, sourceAbs: string, rev: string, url: boolean): Promise<GitQuote | GitQuoteError> {
	const git = project.git;
	const noCommit: GitQuoteError = { option: 'commit', error: `${rev} names no commit of the repository holding ${path.basename(sourceAbs)}` };
	if (!url) {
		const source = relativeInside(project.root, sourceAbs);
		if (source === undefined) {
			return { option: 'source', error: `${sourceAbs} is outside the project root ${project.root}; cite it with --url` };
		}
		const commit = git && await git.resolveRevision({ kind: 'note', note: source }, rev);
		return commit ? { source, git: { commit } } : noCommit;
	}
	const realSource = real(sourceAbs);
	// The innermost clone holding the source: a clone may hold another.
	const named = Object.entries(project.repositories)
		.map(([repository, clone]) => ({ repository, clone, source: relativeInside(real(path.resolve(project.root, clone)), realSource) }))
		.filter((c): c is { repository: string; clone: string; source: string } => c.source !== undefined && c.source !== '')
		.sort((a, b) => a.source.length - b.source.length)[0];
	if (!named) {
		return { option: 'url', error: `no URL in "repositories" (verbatim.json, --repository or VERBATIM_REPOSITORIES) names a clone holding ${path.basename(sourceAbs)}` };
	}
	const commit = git && await git.resolveRevision({ kind: 'clone', clone: named.clone }, rev);
	return commit ? { source: named.source, git: { commit, repository: named.repository } } : noCommit;
}
