import type { ConfigError, IWorkspace, ProjectConfig } from '../core';
import type { RenderPdfParams } from '../protocol';

/**
 * Clones the user grants (repository URL → folder on this machine); empty
 * where no clone can be read (the browser).
 */
export type Grants = Readonly<Record<string, string>>;

/** A project's rules and files as its host read them. */
export interface ProjectFiles {
	readonly config: ProjectConfig;
	/** Problems of `verbatim.json`, each naming its key; the defaults apply meanwhile. */
	readonly configErrors: readonly ConfigError[];
	/** Every file of the project, root-relative with `/`. */
	readonly files: readonly string[];
	/** True for a path the `include` globs select and the `exclude` globs do not. */
	isNote(rel: string): boolean;
}

/** A listed note as text, or why it has none; `cites: false` for one that cites nothing (tested on its bytes). */
export type ListedNote = { readonly text: string } | { readonly cites: false } | { readonly error: string };

/** What `verbatim quote --commit REV [--url]` makes of a source: the path to cite and its Git form. */
export type AtCommit = { readonly source: string; readonly git: { readonly commit: string; readonly repository?: string } } | { readonly error: string };

/** What storing a document's canonical text did: a line for the writer and the root-relative file it changed. */
export type Rendered = { readonly ok: true; readonly message: string; readonly changed: string } | { readonly ok: false; readonly message: string };

/**
 * One project's files as a host reaches them: the disk (the Node host,
 * lsp/nodeHost.ts) or the editor's file system through the client (the
 * browser host, lsp/webHost.ts). Reads are confined to the root, as
 * `IWorkspace` requires.
 */
export interface HostProject {
	/** The project root as the host names it: an absolute path on disk, a folder URI in the browser (for logs and keys). */
	readonly root: string;
	/** Every read of the project's files (sources, notes, renders); Git and extraction when the host has them. */
	readonly workspace: IWorkspace;
	/** Reads `verbatim.json` and lists the files. */
	load(grants: Grants): Promise<ProjectFiles>;
	/** The URI of a root-relative path. */
	uriOf(rel: string): string;
	/** The root-relative path of a URI, or undefined when it lies outside the root (or is of another scheme). */
	relativeOf(uri: string): string | undefined;
	/** Reads a listed note, testing its bytes with `mayCite` before decoding them. */
	readNote(rel: string, maxBytes: number, mayCite: (bytes: Uint8Array) => boolean): Promise<ListedNote>;
	/**
	 * The Git form of a source at revision `rev` (Copy as Citation at HEAD),
	 * offered only when `currentPin`, the `sha256:` pin of the source's text
	 * now, is its blob's there.
	 */
	atCommit(rel: string, rev: string, url: boolean, currentPin: string | undefined, files: ProjectFiles): Promise<AtCommit>;
	/** Stores the canonical text of a document (a file, or a blob a citation reads at a commit), as `verbatim render` does. */
	render(rel: string, params: RenderPdfParams, config: ProjectConfig): Promise<Rendered>;
	/** Ends what the project keeps running (Git processes). */
	dispose(): void;
}

/**
 * Where the language server's projects live: one host per run, chosen by the
 * entry (lsp/main.ts for Node, lsp/browserMain.ts for the browser) and
 * injected into `startServer`. Everything else of the server is the same.
 */
export interface ProjectHost {
	/** The folder a workspace folder's URI names, as `open` takes it; undefined for one this host cannot serve. */
	folderOf(uri: string): string | undefined;
	/** The folder to serve when the client names none (the Node host: its working directory). */
	defaultFolder(): string | undefined;
	/** The project of a workspace folder. `trusted: false` keeps it to the folder and never runs Git. */
	open(folder: string, trusted: boolean): HostProject;
	/** The clones the user's `verbatim.repositories` setting grants (with the host's own, such as an environment variable); `refused` counts entries dropped. */
	grants(setting: unknown): { readonly grants: Grants; readonly refused: number };
	/** Resolves after a turn of the event loop, so replies already made go out. */
	nextTurn(): Promise<void>;
	/** Milliseconds since the server started (timings only). */
	uptimeMs(): number;
}
