import * as path from 'node:path';
import type { GitBlobRequest, GitReadResult, GitRepositoryRef } from '../core';
import { CatFileBatch } from './catFile';
import { runGit, type GitLocation } from './gitProcess';
import { isWithinRoot, realPath } from './files';
import { cloneRepository, leavesRoot, projectRepository } from './gitRepository';

/** A repository as opened: where its objects are, and whether history may be missing. */
interface OpenRepository extends GitLocation {
	readonly shallow: boolean;
	readonly batch: CatFileBatch;
	/** Resolved commits by the name cited (short or full). */
	readonly commits: Map<string, Promise<Resolved>>;
}

type Resolved = { readonly commit: string } | Extract<GitReadResult, { kind: 'unavailable' | 'error' }>;
type Opened = OpenRepository | Extract<GitReadResult, { kind: 'unavailable' | 'error' }>;

const fullCommit = /^[0-9a-f]{40}$/;

/**
 * Reads files of Git repositories at commits for one project root: one
 * `git cat-file --batch` per repository (never a process per citation),
 * commits resolved once, blobs cached by object id under a byte budget.
 */
export class GitReader {
	readonly #root: string;
	readonly #timeoutMs: number;
	readonly #repos = new Map<string, Promise<Opened>>();
	readonly #located = new Map<string, GitLocation>();
	/** Blob object id → bytes, least recently used first. */
	readonly #blobs = new Map<string, Uint8Array>();
	#blobBytes = 0;
	readonly #blobBudget: number;
	/** `<commit>:<path>` → blob id, so a cached blob is served without asking Git again. */
	readonly #paths = new Map<string, string>();
	readonly #batches = new Set<CatFileBatch>();
	readonly #byGitDir = new Map<string, OpenRepository>();

	constructor(root: string, options: { timeoutMs?: number; blobBudgetBytes?: number } = {}) {
		this.#root = root;
		this.#timeoutMs = options.timeoutMs ?? 20_000;
		this.#blobBudget = options.blobBudgetBytes ?? 64 * 1024 * 1024;
	}

	/** Processes started so far, over all repositories. */
	get processStarts(): number {
		return [...this.#batches].reduce((n, b) => n + b.starts, 0);
	}

	async read(request: GitBlobRequest): Promise<GitReadResult> {
		const repo = await this.#open(request.repository);
		if (!('batch' in repo)) {
			return repo;
		}
		const inRepo = this.#repoPath(repo, request);
		if (typeof inRepo !== 'string') {
			return inRepo;
		}
		const resolved = await this.#resolve(repo, request.commit);
		if (!('commit' in resolved)) {
			return resolved;
		}
		return this.#readBlob(repo, resolved.commit, inRepo, request.maxBytes);
	}

	/** The full id of the commit `rev` names (any revision: `HEAD`, a branch, a short id) in the project's repository or a configured clone. */
	async resolveRevision(repository: GitRepositoryRef, rev: string): Promise<string | undefined> {
		const repo = await this.#open(repository);
		if (!('batch' in repo)) {
			return undefined;
		}
		const r = await runGit(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`], this.#timeoutMs);
		const out = r.stdout.trim();
		return r.code === 0 && /^[0-9a-f]{40,64}$/.test(out) ? out : undefined;
	}

	/** Ends every Git process. */
	dispose(): void {
		for (const b of this.#batches) {
			b.dispose();
		}
	}

	/**
	 * The repository a request reads: for a note, the project's (found from
	 * the root upward, never from the note's folder, so a folder inside the
	 * project laid out as a repository is not asked); else the configured clone.
	 */
	#locate(repository: GitRepositoryRef): GitLocation | Extract<GitReadResult, { kind: 'unavailable' | 'error' }> {
		if (repository.kind === 'note') {
			return projectRepository(this.#root) ?? { kind: 'unavailable', reason: 'no_repository', detail: 'not a Git repository' };
		}
		const folder = path.resolve(this.#root, repository.clone);
		const clone = cloneRepository(folder);
		if (!clone) {
			return { kind: 'unavailable', reason: 'no_repository', detail: `no clone at ${repository.clone}` };
		}
		// A clone inside the project is the project's files: it may not lead to objects outside it.
		if (isWithinRoot(realPath(folder), realPath(this.#root)) && leavesRoot(clone, this.#root)) {
			return { kind: 'error', reason: 'failed', detail: 'the clone leads to Git objects outside the project' };
		}
		return clone;
	}

	#open(repository: GitRepositoryRef): Promise<Opened> {
		// Located once per repository named: not a walk up the folders for every citation.
		const key = repository.kind === 'note' ? 'note' : `clone:${repository.clone}`;
		let where = this.#located.get(key);
		if (!where) {
			const found = this.#locate(repository);
			if ('kind' in found) {
				// Not kept: a clone made, or a repository begun, later is found then.
				return Promise.resolve(found);
			}
			where = found;
			this.#located.set(key, where);
		}
		let p = this.#repos.get(where.gitDir);
		if (!p) {
			p = this.#discover(where);
			this.#repos.set(where.gitDir, p);
		}
		return p;
	}

	async #discover(where: GitLocation): Promise<Opened> {
		const r = await runGit(where, ['rev-parse', '--absolute-git-dir', '--is-shallow-repository'], this.#timeoutMs);
		if (r.error === 'ENOENT') {
			return { kind: 'unavailable', reason: 'no_git', detail: 'git is not installed' };
		}
		const [gitDir, shallow] = r.stdout.split('\n');
		if (r.code !== 0 || !gitDir) {
			return r.error === 'timeout'
				? { kind: 'error', reason: 'failed', detail: 'git timed out' }
				: { kind: 'unavailable', reason: 'no_repository', detail: 'not a Git repository' };
		}
		// Locations of one repository share it: one process per repository.
		let repo = this.#byGitDir.get(gitDir);
		if (!repo) {
			const location = { gitDir, top: where.top };
			const batch = new CatFileBatch(location, this.#timeoutMs);
			this.#batches.add(batch);
			repo = { ...location, shallow: shallow === 'true', batch, commits: new Map() };
			this.#byGitDir.set(gitDir, repo);
		}
		return repo;
	}

	/** The path inside the repository: note repositories take root-relative paths, which must stay inside the work tree. */
	#repoPath(repo: OpenRepository, request: GitBlobRequest): string | Extract<GitReadResult, { kind: 'error' }> {
		if (request.repository.kind === 'clone') {
			return request.path;
		}
		if (!repo.top) {
			return { kind: 'error', reason: 'outside_repository' };
		}
		const rel = path.relative(repo.top, path.join(this.#root, ...request.path.split('/')));
		if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) {
			return { kind: 'error', reason: 'outside_repository' };
		}
		return rel.split(path.sep).join('/');
	}

	#resolve(repo: OpenRepository, commit: string): Promise<Resolved> {
		let p = repo.commits.get(commit);
		if (!p) {
			p = this.#resolveOnce(repo, commit);
			repo.commits.set(commit, p);
		}
		return p;
	}

	async #resolveOnce(repo: OpenRepository, commit: string): Promise<Resolved> {
		let full: string | undefined;
		if (fullCommit.test(commit)) {
			const a = await repo.batch.read(`${commit}^{commit}`, 1024 * 1024);
			if (a.kind === 'failed') {
				return { kind: 'error', reason: 'failed', detail: `git ${a.reason}` };
			}
			full = a.kind === 'object' ? a.oid : undefined;
		} else {
			// A short name is resolved once, among commits only; Git says when it is ambiguous.
			const r = await runGit(repo, ['rev-parse', '--verify', '--end-of-options', `${commit}^{commit}`], this.#timeoutMs);
			if (r.error) {
				return { kind: 'error', reason: 'failed', detail: `git ${r.error}` };
			}
			if (/ambiguous/.test(r.stderr)) {
				return { kind: 'error', reason: 'ambiguous_commit' };
			}
			const out = r.stdout.trim();
			// A ref that happens to look like hex is not the commit cited.
			full = r.code === 0 && out.startsWith(commit) ? out : undefined;
		}
		if (full) {
			return { commit: full };
		}
		return repo.shallow ? { kind: 'unavailable', reason: 'shallow' } : { kind: 'error', reason: 'no_commit' };
	}

	async #readBlob(repo: OpenRepository, commit: string, file: string, maxBytes: number): Promise<GitReadResult> {
		const name = `${commit}:${file}`;
		const known = this.#paths.get(name);
		const hit = known === undefined ? undefined : this.#blobs.get(known);
		if (hit && hit.byteLength <= maxBytes) {
			this.#remember(known!, hit);
			return { kind: 'ok', bytes: hit, commit, blob: known! };
		}
		const a = await repo.batch.read(name, maxBytes);
		if (a.kind === 'failed') {
			return { kind: 'error', reason: 'failed', detail: `git ${a.reason}` };
		}
		if (a.kind !== 'object') {
			return { kind: 'error', reason: 'no_path' };
		}
		// A symlink's blob is the path it points to, not a file's bytes: never a source (docs/specification.md §3).
		if (a.type !== 'blob' || await this.#isSymlink(repo, commit, file)) {
			return { kind: 'error', reason: 'not_a_file' };
		}
		const bytes = a.size > maxBytes ? undefined : this.#blobs.get(a.oid) ?? a.bytes;
		if (!bytes) {
			return { kind: 'error', reason: 'too_large' };
		}
		this.#paths.set(name, a.oid);
		this.#remember(a.oid, bytes);
		return { kind: 'ok', bytes, commit, blob: a.oid };
	}

	/**
	 * Whether `file` is a symlink at `commit`: its mode in its folder's tree
	 * (`<mode> <name>\0<id>` entries), which `cat-file` reading the path
	 * does not tell.
	 */
	async #isSymlink(repo: OpenRepository, commit: string, file: string): Promise<boolean> {
		const slash = file.lastIndexOf('/');
		const name = Buffer.from(file.slice(slash + 1));
		const tree = await repo.batch.read(slash < 0 ? `${commit}^{tree}` : `${commit}:${file.slice(0, slash)}`, 64 * 1024 * 1024);
		if (tree.kind !== 'object' || tree.type !== 'tree' || !tree.bytes) {
			// The blob was found by this path, so its folder is a tree: a tree not read (too large, say) is treated as a link, never read.
			return true;
		}
		const bytes = Buffer.from(tree.bytes.buffer, tree.bytes.byteOffset, tree.bytes.byteLength);
		const idLength = tree.oid.length / 2;
		for (let at = 0; at < bytes.length;) {
			const space = bytes.indexOf(0x20, at);
			const nul = bytes.indexOf(0, space);
			if (space < 0 || nul < 0) {
				return true;
			}
			if (bytes.subarray(space + 1, nul).equals(name)) {
				return bytes.toString('latin1', at, space) === '120000';
			}
			at = nul + 1 + idLength;
		}
		return true;
	}

	#remember(oid: string, bytes: Uint8Array): void {
		if (this.#blobs.delete(oid)) {
			this.#blobBytes -= bytes.byteLength;
		}
		this.#blobs.set(oid, bytes);
		this.#blobBytes += bytes.byteLength;
		for (const [k, v] of this.#blobs) {
			if (this.#blobBytes <= this.#blobBudget || k === oid) {
				break;
			}
			this.#blobs.delete(k);
			this.#blobBytes -= v.byteLength;
		}
	}
}
