import type { SourceKind } from './sourceKind';

/** A remote document with no local capture: never fetched, so always `unverified`. */
export const urlSource: SourceKind<'url'> = {
	name: 'url',
	noun: 'remote document',
	needsTrust: false,
	requiresPin: false,
	rootRelative: false,
	sourceName: t => t.url,
	projectFile: () => undefined,
	stampedByFiles: () => true,
	renderedElsewhere: () => undefined,
	unread: () => ({ status: 'unverified', message: 'remote source with no local capture: its bytes are not on this machine' }),
};
