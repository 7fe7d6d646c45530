import * as path from 'node:path';
import { realPath as real } from '../../node/files';
import type { LoadedProject } from '../../node/loadProject';
import { UsageError } from '../io';

/** What `--commit REV [--url]` makes of `verbatim quote --source PATH`: the path to cite and the Git form. */
export interface GitQuote {
	readonly source: string;
	readonly git: { readonly commit: string; readonly repository?: string };
}

/**
 * Resolves `--commit REV` to the full commit id in the repository holding
 * the source; with `--url`, finds the repository's URL in `repositories`
 * (its clone is that repository) and makes the path repository-relative.
 */
export async function gitQuote(project: LoadedProject, sourceAbs: string, rev: string, url: boolean): Promise<GitQuote> {
	const git = project.workspace.git;
	const folder = path.dirname(sourceAbs);
	const commit = git && await git.resolveRevision(folder, rev);
	if (!git || !commit) {
		throw new UsageError(`--commit: ${rev} names no commit of the repository holding ${path.basename(sourceAbs)}`);
	}
	if (!url) {
		const source = project.workspace.toRelative(sourceAbs);
		if (source === undefined) {
			throw new UsageError(`--source: ${sourceAbs} is outside the project root ${project.root}; cite it with --url`);
		}
		return { source, git: { commit } };
	}
	const repo = await git.repositoryOf(folder);
	const top = repo?.top;
	const named = top && Object.entries(project.config.repositories).find(([, clone]) => real(path.resolve(project.root, clone)) === real(top));
	if (!top || !named) {
		throw new UsageError(`--url: no URL in "repositories" of verbatim.json names the repository holding ${path.basename(sourceAbs)}`);
	}
	return { source: path.relative(real(top), real(sourceAbs)).split(path.sep).join('/'), git: { commit, repository: named[0] } };
}
