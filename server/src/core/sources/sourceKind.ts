import type { ProjectConfig } from '../projectConfig';
import type { SourceKindName, Status, Target, TargetOf } from '../types';

/** What a kind sees of a source once read (`LoadedSource` of core/sources.ts): where it was read from, and its text. */
export interface ReadSource {
	readonly path: string;
	readonly text: string;
}

/**
 * How a kind reaches bytes: the run's source cache (`SourceCache` of
 * core/sources.ts), which reads through the workspace (`IWorkspace`),
 * decodes, renders documents and keeps what it read. Structural, so a
 * kind's file needs nothing of the cache but this.
 */
export interface SourceHost<S extends ReadSource, F> {
	/** A project file (root-relative path); a document among them is read as its canonical text, picked by its document kind. */
	load(path: string): Promise<S | F>;
	/** A file of a Git repository at a commit; the note matters only for the note's own repository. */
	loadGit(target: TargetOf<'git'>, note: string): Promise<S | F>;
	/** Whether a source read from disk is the file of the note (by path, or by identity through a link). */
	isSameFile(source: S, note: string): Promise<boolean>;
	/** The project file a Pandoc key's entry names, or why none is read (docs/specification.md §1.5); `notePaths`: the note's own bibliography. */
	loadCiteKey(key: string, note: string, notePaths: readonly string[] | undefined): Promise<S | F>;
}

/**
 * One kind of source a citation can name (docs/specification.md §3): how
 * it is named, read, described and stamped. Every place that treats kinds
 * differently asks its entry (`sourceKindOf` in core/sources/registry.ts);
 * none outside `core/sources/` compares a kind's name.
 */
export interface SourceKind<K extends SourceKindName> {
	readonly name: K;
	/** How a writer is told of one: "project file", "file at a Git commit". */
	readonly noun: string;
	/**
	 * Whether reading it needs trust: Git runs in a repository whose config
	 * could name commands, so only in a trusted workspace or a granted clone.
	 */
	readonly needsTrust: boolean;
	/** Whether a project that requires pins (`pins: required`) requires a `sha256:` pin on it; a commit pins itself. */
	readonly requiresPin: boolean;
	/** Whether its path is resolved from the project root, so a `source_error` of it may be a wrong root (the CLI says so). */
	readonly rootRelative: boolean;
	/**
	 * The target an attribution names once a version follows it (`` @ `v` ``,
	 * a `sha256:` pin or a commit), or the problem with that version; the
	 * target as it is when absent.
	 */
	versioned?(target: TargetOf<K>, version: string): Target | { readonly problem: string };
	/** How a result names the source (`CitationResult.source`): a root-relative path, a URL, a blob URL; undefined for none. */
	sourceName(target: TargetOf<K>): string | undefined;
	/**
	 * The project file whose bytes are the evidence, if any: checks are
	 * grouped and read ahead by it, the citation index and the result cache
	 * record it, reporters name it from the working folder, and its stamp
	 * and pin decide whether a cached result still stands.
	 */
	projectFile(target: TargetOf<K>): string | undefined;
	/**
	 * Whether a cached verdict may be reused while its project file's stamp
	 * (or pin) is unchanged; false when it hangs on more (a repository's
	 * state). A project file that is a document hangs on its render too,
	 * whatever its kind: the cache asks the document kinds for that.
	 */
	stampedByFiles(target: TargetOf<K>, config: ProjectConfig): boolean;
	/** A document read from elsewhere than a project file (a PDF at a commit), whose stored render is its text too: a new render rechecks its citers. */
	renderedElsewhere(target: TargetOf<K>): string | undefined;
	/** The verdict of a kind that is never read (a URL with no capture, a path outside the root). */
	unread?(target: TargetOf<K>): { readonly status: Status; readonly message: string } | undefined;
	/** Reads the source through the host; kinds with `unread` have none. */
	load?<S extends ReadSource, F>(target: TargetOf<K>, note: string, host: SourceHost<S, F>): Promise<S | F>;
	/**
	 * Whether the source read is the citing note itself, whose claims are
	 * never evidence: `now` for the note's file as it is (the citation's own
	 * span is left out too, for a buffer not yet saved), `then` for the note
	 * as it was (at a commit).
	 */
	self?<S extends ReadSource, F>(target: TargetOf<K>, source: S, note: string, host: SourceHost<S, F>): Promise<'now' | 'then' | undefined>;
	/** The version the target itself carries (a commit), which stands when a citation is checked as if unpinned. */
	ownVersion?(target: TargetOf<K>): string | undefined;
	/** How a search of other sources names the cited one (a file at a commit is not its working copy); the source's path by default. */
	citedAs?(target: TargetOf<K>, source: ReadSource): string;
}
