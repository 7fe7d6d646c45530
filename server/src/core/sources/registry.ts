import type { ProjectConfig } from '../projectConfig';
import type { SourceKindName, Target } from '../types';
import { citekeySource } from './citekey';
import { gitSource } from './git';
import { localSource } from './local';
import { outsideRootSource } from './outsideRoot';
import type { SourceKind } from './sourceKind';
// Not './url': lint takes that name for Node's module.
import { urlSource } from './remoteUrl';

export { documentExtensions, documentKind, documentKindNamed, documentKindOf, documentKinds, isDocumentPath } from './documents';

/**
 * Every kind of source a citation can name, by name (docs/specification.md
 * §3); a kind's target is its member of `Targets` (core/types.ts). Files
 * that are documents are local (or Git) sources whose document kind
 * (core/sources/documents.ts) picks their extraction.
 */
export const sourceKinds: { readonly [K in SourceKindName]: SourceKind<K> } = {
	local: localSource,
	git: gitSource,
	url: urlSource,
	outside_root: outsideRootSource,
	citekey: citekeySource,
};

/** The entry of a target's kind. */
export function sourceKindOf(target: Target): SourceKind<SourceKindName> {
	return sourceKinds[target.kind] as SourceKind<SourceKindName>;
}

/** The project file whose bytes a citation's target reads, if any. */
export function projectFileOf(target: Target | undefined): string | undefined {
	return target && sourceKindOf(target).projectFile(target);
}

/** How a result names a target's source (`CitationResult.source`). */
export function sourceNameOf(target: Target | undefined): string | undefined {
	return target && sourceKindOf(target).sourceName(target);
}

/** Whether a cached verdict on this target stands while its project file's stamp does (see `SourceKind.stampedByFiles`). */
export function stampedByFiles(target: Target | undefined, config: ProjectConfig): boolean {
	return !target || sourceKindOf(target).stampedByFiles(target, config);
}
