import type { ProjectConfig } from '../projectConfig';
import { readsRepository } from '../resolve/git';
import type { TargetOf } from '../types';
import { isDocumentPath } from './documents';
import type { SourceKind } from './sourceKind';

/**
 * A file of a Git repository at a commit (docs/specification.md §3): the
 * note's own repository, or a clone mapped to a repository URL. Read
 * through `GitResolver` (core/resolve/git.ts) and the workspace's
 * `readGitBlob`; only where Git may run. Its profile is the one its path
 * gives, the commit being its version.
 */
export const gitSource: SourceKind<'git'> = {
	name: 'git',
	noun: 'file at a Git commit',
	needsTrust: true,
	requiresPin: false,
	rootRelative: false,
	sourceName: t => (t.repository ? `${t.repository}/blob/${t.commit}/${t.path}` : t.path),
	projectFile: () => undefined,
	// A repository's state is no file's stamp: a verdict that read one is never reused.
	stampedByFiles: (t, config: ProjectConfig) => !readsRepository(t, config),
	renderedElsewhere: t => (isDocumentPath(t.path) ? t.path : undefined),
	versioned: (t, version) => (t.repository !== undefined && !version.startsWith('sha256:') && !t.commit.startsWith(version) && !version.startsWith(t.commit)
		? { problem: `the URL names commit ${t.commit.slice(0, 12)} but the version names ${version.slice(0, 12)}` }
		: t),
	load: (t, note, host) => host.loadGit(t, note),
	// The note's own file at a commit holds this very claim as first written.
	self: (t, _source, note) => Promise.resolve(t.repository === undefined && t.path === note ? 'then' : undefined),
	ownVersion: t => t.commit,
	citedAs: t => `${gitSource.sourceName(t)} @ ${t.commit}`,
};

/** The target when it names a file at a commit: for what only Git offers (re-citing at HEAD, a commit's fixes). */
export function gitTarget(target: { readonly kind: string } | undefined): TargetOf<'git'> | undefined {
	return target?.kind === gitSource.name ? target as TargetOf<'git'> : undefined;
}
