import type { ProjectConfig } from '../projectConfig';
import { repositoryKey } from './repositoryUrl';
import type { Status, Target } from '../types';
import type { GitReadResult, IWorkspace } from '../workspace';

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
				return { status: 'unverified', message: `${target.repository} has no local clone: map it to one under "repositories" in verbatim.json (a clone inside the project), or grant one elsewhere with --repository URL=DIR, VERBATIM_REPOSITORIES or the verbatim.repositories setting; the quote was not checked` };
			}
		}
		const repository = clone === undefined ? { kind: 'note' as const, note: notePath } : { kind: 'clone' as const, clone };
		const r = await this.#workspace.readGitBlob({ repository, commit: target.commit, path: target.path, maxBytes: this.#config.maxSourceBytes });
		return r.kind === 'ok' ? { bytes: r.bytes, commit: r.commit } : gitOutcome(r, target, name, clone);
	}
}

/**
 * Whether checking a Git citation reads a repository on this machine (a
 * configured clone, or the one holding the note), so its verdict may change
 * with that repository; one naming a repository with no configured clone is
 * `unverified` by the configuration alone.
 */
export function readsRepository(target: GitTarget, config: ProjectConfig): boolean {
	if (target.repository === undefined) {
		return true;
	}
	const key = repositoryKey(target.repository);
	return key !== undefined && Object.keys(config.repositories).some(url => repositoryKey(url) === key);
}

function short(commit: string): string {
	return commit.slice(0, 12);
}

function gitOutcome(r: Exclude<GitReadResult, { kind: 'ok' }>, target: GitTarget, name: string, clone: string | undefined): GitOutcome {
	const c = short(target.commit);
	const unverified = (message: string): GitOutcome => ({ status: 'unverified', message: `${message}; the quote was not checked` });
	switch (r.reason) {
		case 'disabled':
			// The workspace says why (an untrusted workspace; the browser, naming the command that checks it).
			return unverified(r.detail ?? 'Git does not run in an untrusted workspace');
		case 'no_git':
			return unverified('git is not installed on this machine');
		case 'no_repository':
			return unverified(clone === undefined ? 'the note is not in a Git repository' : `the clone of ${name} (${clone}) is not on this machine`);
		case 'shallow':
			return unverified(`commit ${c} is not in the shallow clone of ${name}: fetch more history`);
		case 'no_commit':
			// The bytes are not on this machine (a branch not fetched, a clone behind its upstream, or a wrong hash):
			// unverified, never passed and never called absent (docs/specification.md §3).
			return unverified(clone === undefined ? `commit ${c} is not in ${name}: fetch it, or check the hash` : `commit ${c} is not in the clone of ${name} (${clone}): fetch it`);
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
