import { homedir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sha256Hex } from '../node/builtins';
import { findProjectRoot } from '../node/findProjectRoot';
import { grantsOf, grantsVariable, parseGrantsJson, type RepositoryGrants } from '../node/gitGrants';
import { gitQuote } from '../node/gitQuote';
import { loadProject } from '../node/loadProject';
import { NodeWorkspace } from '../node/nodeWorkspace';
import { readListedNote } from '../node/readListed';
import { renderDocumentFile, renderGitDocument } from '../node/renders';
import type { AtCommit, Grants, HostProject, ProjectFiles, ProjectHost, Rendered } from './host';
import type { IWorkspace, ProjectConfig } from '../core';
import type { RenderPdfParams } from '../protocol';

type WrapWorkspace = (disk: IWorkspace, root: string) => IWorkspace;

/** The file system path of a `file:` URI. */
export function fsPath(uri: string): string | undefined {
	return uri.startsWith('file:') ? fileURLToPath(uri) : undefined;
}

/** The server's projects on disk: `file:` folders, read by `NodeWorkspace`, with Git and the extractors. */
/** `wrapWorkspace` wraps each project's disk workspace (tests pass one that records every read). */
export function nodeHost(options: { wrapWorkspace?: WrapWorkspace } = {}): ProjectHost {
	return {
		folderOf: fsPath,
		defaultFolder: () => process.cwd(),
		open: (folder, trusted) => new NodeProject(folder, trusted, options.wrapWorkspace),
		grants: setting => editorGrants(setting),
		nextTurn: () => new Promise(resolve => setImmediate(resolve)),
		uptimeMs: () => Math.round(process.uptime() * 1000),
	};
}

/** A project on disk; `trusted: false` pins the root to the folder (nothing above it is read) and never runs Git. */
class NodeProject implements HostProject {
	readonly root: string;
	readonly disk: NodeWorkspace;
	readonly workspace: IWorkspace;

	constructor(folder: string, trusted: boolean, wrap: WrapWorkspace | undefined) {
		this.root = trusted ? findProjectRoot(folder).root : path.resolve(folder);
		// An untrusted workspace never runs Git: a repository's config could name commands.
		this.disk = new NodeWorkspace(this.root, { git: trusted });
		this.workspace = wrap ? wrap(this.disk, this.root) : this.disk;
	}

	load(grants: Grants): Promise<ProjectFiles> {
		return loadProject(this.root, undefined, grants, this.disk);
	}

	uriOf(rel: string): string {
		return pathToFileURL(this.disk.toAbsolute(rel)).toString();
	}

	relativeOf(uri: string): string | undefined {
		const file = fsPath(uri);
		return file === undefined ? undefined : this.disk.toRelative(file);
	}

	readNote(rel: string, maxBytes: number, mayCite: (bytes: Uint8Array) => boolean): ReturnType<HostProject['readNote']> {
		return readListedNote(this.disk, rel, maxBytes, mayCite);
	}

	/**
	 * Built as `verbatim quote --commit REV [--url]` builds it, offered only
	 * when `currentPin` (the pin of the buffer, else the disk) is the blob's at that commit:
	 * the selection was made in that text.
	 */
	async atCommit(rel: string, rev: string, url: boolean, currentPin: string | undefined, files: ProjectFiles): Promise<AtCommit> {
		const disk = this.disk;
		if (!disk.git) {
			return { error: 'Git does not run in an untrusted workspace' };
		}
		const built = await gitQuote({ root: disk.root, git: disk.git, repositories: files.config.repositories }, disk.toAbsolute(rel), rev, url);
		if ('option' in built) {
			return { error: built.error };
		}
		const short = built.git.commit.slice(0, 7);
		const blob = await disk.readGitBlob({ repository: { kind: 'note', note: rel }, commit: built.git.commit, path: rel, maxBytes: files.config.maxSourceBytes });
		if (blob.kind !== 'ok') {
			return { error: `${rel} is not in commit ${short}` };
		}
		if (currentPin !== `sha256:${sha256Hex(blob.bytes)}`) {
			return { error: `${rel} differs from its blob at commit ${short}` };
		}
		return built;
	}

	async render(rel: string, params: RenderPdfParams, config: ProjectConfig): Promise<Rendered> {
		const git = params.git;
		const label = git ? `${git.path} at ${git.commit.slice(0, 12)}` : rel;
		const r = git
			? await renderGitDocument(this.disk, config, { kind: 'git', repository: git.repository, commit: git.commit, path: git.path }, rel, label)
			: await renderDocumentFile(this.disk, rel, config.maxSourceBytes);
		return r.kind === 'error' ? { ok: false, message: r.message } : { ok: true, message: `${r.kind} ${label}: ${r.size}`, changed: r.text };
	}

	dispose(): void {
		this.disk.dispose();
	}
}

/**
 * The clones the user grants the server: `VERBATIM_REPOSITORIES` in its
 * environment, then the `verbatim.repositories` setting, whose folders must
 * be absolute (or start with `~/`). An entry that is no repository URL or no
 * such folder is refused and counted, never a reason to drop the others.
 */
export function editorGrants(setting: unknown, env: Readonly<Record<string, string | undefined>> = process.env): { grants: RepositoryGrants; refused: number } {
	let refused = 0;
	const fromEnv = parseGrantsJson(env[grantsVariable], process.cwd());
	const grants: Record<string, string> = {};
	if ('error' in fromEnv && typeof fromEnv.error === 'string') {
		refused++;
	} else {
		Object.assign(grants, fromEnv);
	}
	const entries = typeof setting === 'object' && setting !== null && !Array.isArray(setting) ? Object.entries(setting) : [];
	for (const [url, dir] of entries) {
		const expanded = typeof dir === 'string' && /^~[/\\]/.test(dir) ? path.join(homedir(), dir.slice(2)) : dir;
		const one = typeof expanded === 'string' && path.isAbsolute(expanded) ? grantsOf({ [url]: expanded }, path.sep) : { error: 'not absolute' };
		if ('error' in one && typeof one.error === 'string') {
			refused++;
		} else {
			Object.assign(grants, one);
		}
	}
	return { grants, refused };
}
