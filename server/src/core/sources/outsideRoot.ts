import type { SourceKind } from './sourceKind';

/** A project path that climbs above the root: never read, a `source_error` whose path the root decides. */
export const outsideRootSource: SourceKind<'outside_root'> = {
	name: 'outside_root',
	noun: 'path outside the project root',
	needsTrust: false,
	requiresPin: false,
	rootRelative: true,
	sourceName: () => undefined,
	projectFile: () => undefined,
	stampedByFiles: () => true,
	renderedElsewhere: () => undefined,
	unread: () => ({ status: 'source_error', message: 'source path leads outside the project root' }),
};
