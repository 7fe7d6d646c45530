import { statSync } from 'node:fs';
import * as path from 'node:path';
import type { GitBlobRequest, GitReadResult } from '../core';
import { CatFileBatch } from './catFile';
import { runGit } from './gitProcess';

/** A repository as opened: where its objects are, and whether history may be missing. */
interface OpenRepository {
	readonly gitDir: string;
	/** The work tree's top folder; undefined for a bare repository. */
	readonly top: string | undefined;
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
		const where = this.#locate(request);
		if ('kind' in where) {
			return where;
		}
		const repo = await this.#open(where.folder, where.ceiling);
		if (!('gitDir' in repo)) {
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

	/** The full id of the commit `rev` names (any revision: `HEAD`, a branch, a short id) in the repository holding `folder`. */
	async resolveRevision(folder: string, rev: string): Promise<string | undefined> {
		const r = await runGit(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`], folder, this.#timeoutMs);
		const out = r.stdout.trim();
		return r.code === 0 && /^[0-9a-f]{40,64}$/.test(out) ? out : undefined;
	}

	/** The work tree top and Git folder of the repository holding `folder`, if any. */
	async repositoryOf(folder: string, ceiling?: string): Promise<{ top: string | undefined; gitDir: string } | undefined> {
		const repo = await this.#open(folder, ceiling);
		return 'gitDir' in repo ? { top: repo.top, gitDir: repo.gitDir } : undefined;
	}

	/** Ends every Git process. */
	dispose(): void {
		for (const b of this.#batches) {
			b.dispose();
		}
	}

	/** The folder to open: the note's own folder, or a configured clone (relative to the root; absolute allowed). */
	#locate(request: GitBlobRequest): { folder: string; ceiling?: string } | Extract<GitReadResult, { kind: 'unavailable' }> {
		if (request.repository.kind === 'note') {
			return { folder: existingFolder(path.dirname(path.join(this.#root, ...request.repository.note.split('/'))), this.#root) };
		}
		const clone = path.resolve(this.#root, request.repository.clone);
		if (!isFolder(clone)) {
			return { kind: 'unavailable', reason: 'no_repository', detail: `no clone at ${request.repository.clone}` };
		}
		return { folder: clone, ceiling: path.dirname(clone) };
	}

	#open(folder: string, ceiling: string | undefined): Promise<Opened> {
		let p = this.#repos.get(folder);
		if (!p) {
			p = this.#discover(folder, ceiling);
			this.#repos.set(folder, p);
		}
		return p;
	}

	async #discover(folder: string, ceiling: string | undefined): Promise<Opened> {
		const r = await runGit(['rev-parse', '--absolute-git-dir', '--is-bare-repository', '--is-shallow-repository'], folder, this.#timeoutMs, ceiling);
		if (r.error === 'ENOENT') {
			return { kind: 'unavailable', reason: 'no_git', detail: 'git is not installed' };
		}
		const [gitDir, bare, shallow] = r.stdout.split('\n');
		if (r.code !== 0 || !gitDir) {
			return r.error === 'timeout'
				? { kind: 'error', reason: 'failed', detail: 'git timed out' }
				: { kind: 'unavailable', reason: 'no_repository', detail: 'not a Git repository' };
		}
		let top: string | undefined;
		if (bare !== 'true') {
			const t = await runGit(['rev-parse', '--show-toplevel'], folder, this.#timeoutMs, ceiling);
			top = t.code === 0 ? t.stdout.trim() : undefined;
		}
		// Folders of one repository share it: one process per repository, not per folder.
		let repo = this.#byGitDir.get(gitDir);
		if (!repo) {
			const batch = new CatFileBatch(gitDir, this.#timeoutMs);
			this.#batches.add(batch);
			repo = { gitDir, top, shallow: shallow === 'true', batch, commits: new Map() };
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
			const r = await runGit([`--git-dir=${repo.gitDir}`, 'rev-parse', '--verify', '--end-of-options', `${commit}^{commit}`], repo.gitDir, this.#timeoutMs);
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

/**
 * The nearest folder of `folder` that exists, never above `root`: a note
 * open in an editor may not be on disk yet, and Git cannot start in a folder
 * that is not there (its ENOENT would read as "git is not installed").
 */
export function existingFolder(folder: string, root: string): string {
	let dir = folder;
	while (!isFolder(dir) && dir !== root && dir.startsWith(root + path.sep)) {
		dir = path.dirname(dir);
	}
	return dir;
}

function isFolder(p: string): boolean {
	try {
		return statSync(p).isDirectory();
	} catch {
		return false;
	}
}
