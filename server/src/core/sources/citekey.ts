import type { SourceKind } from './sourceKind';
import type { Target, TargetOf } from '../types';

declare module '../types' {
	interface Targets {
		/**
		 * A Pandoc citation key (docs/specification.md §1.5): the local file of its
		 * entry in the bibliography. `bibliography` holds the paths the note's
		 * front matter names (relative to the note), which replace the project's.
		 */
		citekey: { readonly kind: 'citekey'; readonly key: string; readonly bibliography?: readonly string[] };
	}
}

/**
 * A key into the project's bibliography, read as the file its entry names.
 * Which file that is depends on the bibliography, so no project file stamps
 * its verdict: it is checked again each run rather than cached.
 */
export const citekeySource: SourceKind<'citekey'> = {
	name: 'citekey',
	noun: 'bibliography entry',
	needsTrust: false,
	requiresPin: false,
	rootRelative: false,
	sourceName: t => `@${t.key}`,
	projectFile: () => undefined,
	stampedByFiles: () => false,
	renderedElsewhere: () => undefined,
	load: (t, note, host) => host.loadCiteKey(t.key, note, t.bibliography),
	self: async (_t, source, note, host) => (await host.isSameFile(source, note) ? 'now' : undefined),
};

/** The target as a Pandoc key, if it is one. */
export function keyTarget(target: Target | undefined): TargetOf<'citekey'> | undefined {
	return target?.kind === 'citekey' ? target : undefined;
}

/** Whether a target names a Pandoc key (what the Pandoc forms own). */
export function citesKey(target: { readonly kind: string } | undefined): boolean {
	return target?.kind === citekeySource.name;
}
