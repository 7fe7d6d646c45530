import type { Connection } from 'vscode-languageserver';
import { decodeUtf8, defaultConfig, parseProjectConfig, type ConfigError, type GitReadResult, type IWorkspace, type ProjectConfig, type ReadResult } from '../core';
import { listFilesThrough, type FolderEntry, type FolderReader } from '../core/projectFiles';
import { noteSelection } from '../core/noteSelection';
import {
	hostRequests,
	type HostEntryKind, type ReadDirectoryParams, type ReadDirectoryResponse, type ReadFileParams, type ReadFileResponse,
} from '../protocol';
import type { AtCommit, HostProject, ListedNote, ProjectFiles, ProjectHost, Rendered } from './host';
import { hostLimits } from './requestLimits';

/** The largest `verbatim.json` read (docs/specification.md §7), as on disk. */
const maxConfigBytes = 1024 * 1024;

/** What the browser cannot do, and the command that does it (docs/specification.md §9). */
export const webGitUnavailable = 'Git is not read in VS Code for the Web: `verbatim check` reads it in a clone or in CI';
const webNoRender = 'documents are not extracted in VS Code for the Web: run `verbatim render` in a clone and commit the canonical text it stores';
const webNoCommit = 'citing at a commit needs Git, which VS Code for the Web does not read: use `verbatim quote --commit HEAD` in a clone';

/**
 * The server's projects in the browser (VS Code for the Web): each
 * workspace folder's URI, of any scheme, is the project root (nothing above
 * it can be reached); files are listed and read by asking the
 * client, which answers through `vscode.workspace.fs`. No Git and no
 * extractor run here: Git citations and documents without a stored render are
 * `unverified` with the CLI command that checks them.
 */
export function webHost(connection: Connection, firstWait?: () => void): ProjectHost {
	const files = new ClientFiles(connection, firstWait);
	return {
		folderOf: uri => (FolderUri.parse(uri) ? uri.replace(/\/+$/, '') : undefined),
		defaultFolder: () => undefined,
		open: folder => new WebProject(FolderUri.parse(folder)!, files),
		grants: () => ({ grants: {}, refused: 0 }),
		nextTurn: () => new Promise(resolve => setTimeout(resolve, 0)),
		uptimeMs: () => Math.round(performance.now()),
	};
}

/** A folder URI as its scheme and authority, and its decoded path without a trailing `/`. */
export class FolderUri {
	/** `prefix`: the scheme and authority as written; `path`: decoded, without a trailing `/`. */
	constructor(readonly prefix: string, readonly path: string) {}

	static parse(uri: string): FolderUri | undefined {
		const m = /^([a-zA-Z][a-zA-Z0-9+.-]*:(?:\/\/[^/?#]*)?)([^?#]*)$/.exec(uri);
		try {
			return m ? new FolderUri(m[1]!, decodeURIComponent(m[2]!).replace(/\/+$/, '')) : undefined;
		} catch {
			return undefined;
		}
	}

	/** The URI of a root-relative path, encoded as VS Code encodes a URI's path. */
	uriOf(rel: string): string {
		return this.prefix + encodePath(rel ? `${this.path}/${rel}` : this.path);
	}

	/** The root-relative path of a URI inside this folder, or undefined. */
	relativeOf(uri: string): string | undefined {
		const other = FolderUri.parse(uri);
		if (!other || other.prefix !== this.prefix) {
			return undefined;
		}
		if (other.path === this.path) {
			return '';
		}
		const rel = other.path.startsWith(`${this.path}/`) ? other.path.slice(this.path.length + 1) : undefined;
		return rel === undefined || leavesRoot(rel) ? undefined : rel;
	}
}

/** VS Code's encoding of a path: every character but letters, digits, `-._~` and `/` as UTF-8 percent escapes. */
function encodePath(path: string): string {
	return path.split('/').map(s => encodeURIComponent(s).replace(/[!'()*]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join('/');
}

/** A root-relative path that names its way out of the root, or is not root-relative. */
function leavesRoot(rel: string): boolean {
	const segments = rel.split('/');
	return rel.startsWith('/') || segments.includes('..') || segments.includes('.') || segments.includes('');
}

/**
 * The client's answers, each within `hostLimits.answerMs`: a provider that
 * never answers is a failed read. `firstWait` runs once, just after the
 * first request is written: the server's first idle time.
 */
class ClientFiles {
	constructor(private readonly connection: Connection, private firstWait?: () => void) {}

	async readFile(uri: string, maxBytes: number): Promise<ReadFileResponse> {
		const params: ReadFileParams = { uri, maxBytes };
		return await this.#ask<ReadFileResponse>(hostRequests.readFile, params) ?? { kind: 'error', reason: 'unreadable' };
	}

	async readDirectory(uri: string): Promise<ReadDirectoryResponse> {
		const params: ReadDirectoryParams = { uri };
		return await this.#ask<ReadDirectoryResponse>(hostRequests.readDirectory, params) ?? { kind: 'error', reason: 'unreadable' };
	}

	async #ask<R>(method: string, params: object): Promise<R | undefined> {
		let timer: ReturnType<typeof setTimeout> | undefined;
		const late = new Promise<undefined>(resolve => {
			timer = setTimeout(() => resolve(undefined), hostLimits.answerMs);
		});
		const answer = this.connection.sendRequest<R>(method, params).catch(() => undefined);
		if (this.firstWait) {
			setTimeout(this.firstWait, 0);
			this.firstWait = undefined;
		}
		try {
			return await Promise.race([answer, late]);
		} finally {
			clearTimeout(timer);
		}
	}
}

/** Reads through the client, confined to the root by path (a virtual file system has no symlinks to resolve). */
class WebWorkspace implements IWorkspace {
	constructor(private readonly folder: FolderUri, private readonly files: ClientFiles) {}

	async readFile(rel: string, maxBytes: number): Promise<ReadResult> {
		if (leavesRoot(rel)) {
			return { kind: 'error', reason: 'outside_root' };
		}
		const r = await this.files.readFile(this.folder.uriOf(rel), maxBytes);
		if (r.kind === 'error') {
			return r;
		}
		const bytes = fromBase64(r.base64);
		return bytes === undefined ? { kind: 'error', reason: 'unreadable' } : bytes.byteLength > maxBytes ? { kind: 'error', reason: 'too_large' } : { kind: 'ok', bytes };
	}

	/** Git citations: `unverified`, naming the command that checks them. */
	readGitBlob(): Promise<GitReadResult> {
		return Promise.resolve({ kind: 'unavailable', reason: 'disabled', detail: webGitUnavailable });
	}
}

/** One workspace folder of VS Code for the Web: the folder is the root. */
class WebProject implements HostProject {
	readonly root: string;
	readonly workspace: WebWorkspace;

	constructor(private readonly folder: FolderUri, private readonly files: ClientFiles) {
		this.root = folder.uriOf('');
		this.workspace = new WebWorkspace(folder, files);
	}

	/** The configuration and the file list, asked for together: each answer is a round trip through the editor. */
	async load(): Promise<ProjectFiles> {
		const [{ config, configErrors }, files] = await Promise.all([this.#config(), this.#list()]);
		return { config, configErrors, files, ...noteSelection(config) };
	}

	#list(): Promise<string[]> {
		let listed = 0;
		const reader: FolderReader = {
			readDirectory: async rel => {
				const r = await this.files.readDirectory(this.folder.uriOf(rel));
				const entries = r.kind === 'ok' ? validEntries(r.entries) : undefined;
				listed += entries?.length ?? 0;
				return listed > hostLimits.projectFiles ? undefined : entries;
			},
			readText: async rel => {
				const r = await this.workspace.readFile(rel, maxConfigBytes);
				return r.kind === 'ok' ? decodeUtf8(r.bytes) : undefined;
			},
		};
		return listFilesThrough(reader);
	}

	/** `verbatim.json` under the rules of the disk: a regular file of at most 1 MB, UTF-8 (a BOM dropped); one request, which says which. */
	async #config(): Promise<{ config: ProjectConfig; configErrors: readonly ConfigError[] }> {
		const fail = (message: string): { config: ProjectConfig; configErrors: readonly ConfigError[] } => ({ config: defaultConfig, configErrors: [{ key: 'verbatim.json', message }] });
		const read = await this.workspace.readFile('verbatim.json', maxConfigBytes);
		if (read.kind === 'error') {
			if (read.reason === 'missing') {
				return { config: defaultConfig, configErrors: [] };
			}
			return fail(read.reason === 'not_a_file' ? 'is not a regular file' : read.reason === 'too_large' ? 'is larger than 1 MB' : `cannot be read (${read.reason})`);
		}
		const text = decodeUtf8(read.bytes);
		if (text === undefined) {
			return fail('is not valid UTF-8');
		}
		const parsed = parseProjectConfig(text.replace(/^\uFEFF/, ''), { cloneInsideRoot: clone => !leavesRoot(clone) });
		return parsed.errors ? { config: defaultConfig, configErrors: parsed.errors } : { config: parsed.config, configErrors: [] };
	}

	uriOf(rel: string): string {
		return this.folder.uriOf(rel);
	}

	relativeOf(uri: string): string | undefined {
		return this.folder.relativeOf(uri);
	}

	async readNote(rel: string, maxBytes: number, mayCite: (bytes: Uint8Array) => boolean): Promise<ListedNote> {
		const read = await this.workspace.readFile(rel, maxBytes);
		if (read.kind === 'error') {
			return { error: `note cannot be read: ${read.reason.replace(/_/g, ' ')}` };
		}
		const text = decodeUtf8(read.bytes);
		if (text === undefined) {
			return { error: 'note is not valid UTF-8' };
		}
		return mayCite(read.bytes) ? { text: text.replace(/^\uFEFF/, '') } : { cites: false };
	}

	atCommit(): Promise<AtCommit> {
		return Promise.resolve({ error: webNoCommit });
	}

	render(): Promise<Rendered> {
		return Promise.resolve({ ok: false, message: webNoRender });
	}

	dispose(): void {
		// Nothing runs for a project in the browser.
	}
}

/** The entries of an answer that are plain names, or undefined past the limit of one folder. */
function validEntries(entries: readonly (readonly [string, HostEntryKind])[]): FolderEntry[] | undefined {
	if (!Array.isArray(entries) || entries.length > hostLimits.folderEntries) {
		return undefined;
	}
	const kinds = new Set(['file', 'folder', 'link', 'other']);
	return entries.flatMap(([name, kind]) => (typeof name === 'string' && name.length <= hostLimits.nameChars && !/[/\\]/.test(name) && name !== '.' && name !== '..' && name !== '' && kinds.has(kind)
		? [{ name, kind }] : []));
}

/** Base64 to bytes; undefined for text that is not base64. */
function fromBase64(text: string): Uint8Array | undefined {
	let binary: string;
	try {
		binary = atob(text);
	} catch {
		return undefined;
	}
	const out = new Uint8Array(binary.length);
	for (let i = 0; i < binary.length; i++) {
		out[i] = binary.charCodeAt(i);
	}
	return out;
}
