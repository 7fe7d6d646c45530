import type { ProjectConfig } from '../projectConfig';
import type { Status, Target } from '../types';
import type { GitReadResult, IWorkspace } from '../workspace';

/** A file of a hosted repository at a commit, as named by a blob or raw URL. */
export interface HostedBlob {
	/** The repository's URL, `https://host/owner/repo` (GitLab groups kept). */
	readonly repository: string;
	/** Lowercase hex, 7 to 40 digits. */
	readonly commit: string;
	readonly path: string;
	/** The URL's fragment without `#` (`L10-L20`), if any. */
	readonly fragment?: string;
}

const hex = /^[0-9a-f]{7,40}$/i;

/**
 * Recognises blob URLs of the code hosts whose shape is unambiguous: GitHub
 * (`/blob/`, `/raw/`, raw.githubusercontent.com), GitLab (`/-/blob/`,
 * `/-/raw/` on any host), Gitea and Forgejo (`/src/commit/`, `/raw/commit/`
 * on any host). Undefined for any other URL, or a URL naming a branch.
 */
export function parseHostedBlobUrl(url: string): HostedBlob | { problem: string } | undefined {
	let u: URL;
	try {
		u = new URL(url);
	} catch {
		return undefined;
	}
	if (u.protocol !== 'https:' && u.protocol !== 'http:') {
		return undefined;
	}
	const segments = u.pathname.split('/').slice(1);
	const host = u.host.toLowerCase().replace(/^www\./, '');
	const found = hostedShape(host, segments);
	if (!found || !hex.test(found.commit) || found.rest.length === 0 || found.rest.some(s => s === '')) {
		return undefined;
	}
	let parts: string[];
	try {
		parts = found.rest.map(s => decodeURIComponent(s));
	} catch {
		return { problem: 'attribution URL has a malformed %-escape' };
	}
	if (parts.some(p => p === '.' || p === '..' || /[\0\n\r]/.test(p) || p.includes('/'))) {
		return { problem: 'attribution URL names a path that is not a plain file path' };
	}
	const fragment = u.hash ? u.hash.slice(1) : undefined;
	return { repository: `https://${found.host}/${found.repo.join('/')}`, commit: found.commit.toLowerCase(), path: parts.join('/'), fragment };
}

function hostedShape(host: string, s: readonly string[]): { host: string; repo: string[]; commit: string; rest: string[] } | undefined {
	if (host === 'raw.githubusercontent.com' && s.length >= 4) {
		return { host: 'github.com', repo: s.slice(0, 2), commit: s[2]!, rest: s.slice(3) };
	}
	if (host === 'github.com' && s.length >= 5 && (s[2] === 'blob' || s[2] === 'raw')) {
		return { host, repo: s.slice(0, 2), commit: s[3]!, rest: s.slice(4) };
	}
	const dash = s.indexOf('-');
	if (dash >= 2 && (s[dash + 1] === 'blob' || s[dash + 1] === 'raw') && s.length >= dash + 4) {
		return { host, repo: s.slice(0, dash), commit: s[dash + 2]!, rest: s.slice(dash + 3) };
	}
	if (s.length >= 6 && (s[2] === 'src' || s[2] === 'raw') && s[3] === 'commit') {
		return { host, repo: s.slice(0, 2), commit: s[4]!, rest: s.slice(5) };
	}
	return undefined;
}

/**
 * The blob URL of a file at a commit, in the shape of the repository's host:
 * GitHub's `/blob/`, GitLab's `/-/blob/` on hosts named gitlab, else the
 * Gitea/Forgejo `/src/commit/`. Path segments are %-encoded.
 */
export function blobUrl(repository: string, commit: string, path: string): string {
	// The key is the repository's identity (host and path, lowercase), which is also how the URL maps back.
	const key = repositoryKey(repository) ?? repository;
	const host = key.split('/')[0]!;
	const file = path.split('/').map(encodeURIComponent).join('/');
	const shape = host === 'github.com' ? 'blob' : /(^|\.)gitlab\./.test(host) ? '-/blob' : 'src/commit';
	return `https://${key}/${shape}/${commit}/${file}`;
}

/**
 * The identity of a repository URL: host and path, lowercase, without
 * scheme, user, `.git` or trailing slashes, so `https://github.com/O/R`,
 * `https://github.com/o/r.git` and `git@github.com:o/r.git` are one key.
 */
export function repositoryKey(url: string): string | undefined {
	const scp = /^[\w.-]+@([^:/\s]+):(.+)$/.exec(url.trim());
	let host: string;
	let pathname: string;
	if (scp) {
		host = scp[1]!;
		pathname = scp[2]!;
	} else {
		let u: URL;
		try {
			u = new URL(url.trim());
		} catch {
			return undefined;
		}
		if (!/^(?:https?|ssh|git):$/.test(u.protocol) || !u.hostname) {
			return undefined;
		}
		host = u.hostname;
		pathname = u.pathname;
	}
	const clean = pathname.replace(/^\/+|\/+$/g, '').replace(/\.git$/i, '');
	if (clean === '') {
		return undefined;
	}
	return `${host.toLowerCase().replace(/^www\./, '')}/${clean.toLowerCase()}`;
}

/** What a Git citation could not be checked for, as a status and a message for the writer. */
export interface GitOutcome {
	readonly status: Status;
	readonly message: string;
}

type GitTarget = Extract<Target, { kind: 'git' }>;

/**
 * Reads the bytes of Git citations through the workspace: maps repository
 * URLs to configured clones, and turns every refusal into the outcome docs/specification.md
 * §3 gives it: bytes not on this machine are `unverified`, never a pass.
 */
export class GitResolver {
	readonly #workspace: IWorkspace;
	readonly #config: ProjectConfig;
	readonly #clones = new Map<string, string>();

	constructor(workspace: IWorkspace, config: ProjectConfig) {
		this.#workspace = workspace;
		this.#config = config;
		for (const [url, clone] of Object.entries(config.repositories)) {
			const key = repositoryKey(url);
			if (key !== undefined) {
				this.#clones.set(key, clone);
			}
		}
	}

	/** The configured clone of a repository URL, if any. */
	cloneOf(repository: string): string | undefined {
		const key = repositoryKey(repository);
		return key === undefined ? undefined : this.#clones.get(key);
	}

	/** The HEAD commit of the repository a Git citation reads, if it can be had. */
	async head(repository: string | undefined, notePath: string): Promise<string | undefined> {
		const clone = repository === undefined ? undefined : this.cloneOf(repository);
		if (!this.#workspace.gitHead || (repository !== undefined && clone === undefined)) {
			return undefined;
		}
		return this.#workspace.gitHead(clone === undefined ? { kind: 'note', note: notePath } : { kind: 'clone', clone });
	}

	async read(target: GitTarget, notePath: string): Promise<{ bytes: Uint8Array; commit: string } | GitOutcome> {
		const name = target.repository ?? 'the repository holding the note';
		if (!this.#workspace.readGitBlob) {
			return { status: 'unverified', message: `Git sources cannot be read here: commit ${short(target.commit)} of ${name} was not checked` };
		}
		let clone: string | undefined;
		if (target.repository !== undefined) {
			clone = this.cloneOf(target.repository);
			if (clone === undefined) {
				return { status: 'unverified', message: `${target.repository} has no local clone: map it to one under "repositories" in verbatim.json; the quote was not checked` };
			}
		}
		const repository = clone === undefined ? { kind: 'note' as const, note: notePath } : { kind: 'clone' as const, clone };
		const r = await this.#workspace.readGitBlob({ repository, commit: target.commit, path: target.path, maxBytes: this.#config.maxSourceBytes });
		return r.kind === 'ok' ? { bytes: r.bytes, commit: r.commit } : gitOutcome(r, target, name, clone);
	}
}

function short(commit: string): string {
	return commit.slice(0, 12);
}

function gitOutcome(r: Exclude<GitReadResult, { kind: 'ok' }>, target: GitTarget, name: string, clone: string | undefined): GitOutcome {
	const c = short(target.commit);
	const unverified = (message: string): GitOutcome => ({ status: 'unverified', message: `${message}; the quote was not checked` });
	switch (r.reason) {
		case 'disabled':
			return unverified('Git does not run in an untrusted workspace');
		case 'no_git':
			return unverified('git is not installed on this machine');
		case 'no_repository':
			return unverified(clone === undefined ? 'the note is not in a Git repository' : `the clone of ${name} (${clone}) is not on this machine`);
		case 'shallow':
			return unverified(`commit ${c} is not in the shallow clone of ${name}: fetch more history`);
		case 'no_commit':
			// A clone may be behind its upstream (or the commit was pushed away after it was cited): the bytes are
			// simply not here. The note's own repository is where the note was written: a commit absent there is wrong.
			return clone === undefined
				? { status: 'source_error', message: `commit ${c} is not in ${name}` }
				: unverified(`commit ${c} is not in the clone of ${name} (${clone}): fetch it`);
		case 'ambiguous_commit':
			return { status: 'invalid_attribution', message: `commit ${c} is ambiguous in ${name}: write more of its hex digits` };
		case 'no_path':
			return { status: 'source_error', message: `${target.path} does not exist at commit ${c} of ${name}` };
		case 'not_a_file':
			return { status: 'source_error', message: `${target.path} is not a file at commit ${c} of ${name}` };
		case 'too_large':
			return { status: 'source_error', message: `${target.path} at commit ${c} is larger than maxSourceBytes` };
		case 'outside_repository':
			return { status: 'source_error', message: `${target.path} lies outside the Git work tree holding the note` };
		default:
			return { status: 'source_error', message: `Git failed reading commit ${c} of ${name}${r.detail ? ` (${r.detail})` : ''}` };
	}
}
