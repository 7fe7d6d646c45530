import type { TargetOf } from '../types';
import type { SourceKind } from './sourceKind';

/**
 * A file of the project, named by a root-relative path; one that is a
 * document (a PDF, a web page) is read as its canonical text, which its
 * document kind (core/sources/documents.ts) picks. Its profile is the one
 * `profiles` in verbatim.json gives its path, else its document kind's.
 */
export const localSource: SourceKind<'local'> = {
	name: 'local',
	noun: 'project file',
	needsTrust: false,
	requiresPin: true,
	rootRelative: true,
	sourceName: t => t.path,
	projectFile: t => t.path,
	stampedByFiles: () => true,
	renderedElsewhere: () => undefined,
	// A commit on a project path names that path in the note's own repository (docs/specification.md §3).
	versioned: (t, version) => (version.startsWith('sha256:') ? t : { kind: 'git', repository: undefined, commit: version, path: t.path }),
	load: (t, _note, host) => host.load(t.path),
	self: async (t, source, note, host) => (await host.isSameFile(source, note) ? 'now' : undefined),
};

/** The target when it names a project file by its path, as written in a note (what a rename or a pin edits). */
export function localTarget(target: { readonly kind: string } | undefined): TargetOf<'local'> | undefined {
	return target?.kind === localSource.name ? target as TargetOf<'local'> : undefined;
}
