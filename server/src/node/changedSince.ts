import { lstatSync, readFileSync, readlinkSync } from 'node:fs';
import * as path from 'node:path';
import { crypto } from './builtins';
import { runGit, runGitBytes, type GitLocation } from './gitProcess';
import { projectRepository } from './gitRepository';

/** Why Git gave no answer, in our words (Git's own may quote the repository). */
function failure(r: { code: number | null; error?: string; stderr: string }): string {
	return r.error === 'ENOENT' ? 'git is not installed' : r.error === 'timeout' ? 'git timed out' : /not a git repository/i.test(r.stderr) ? 'not a Git repository' : `git failed (exit ${r.code ?? r.error})`;
}

/** A file as a commit's tree holds it. */
interface TreeEntry {
	readonly mode: string;
	readonly oid: string;
	/** Bytes of the blob; -1 for what is no blob (a submodule's commit). */
	readonly size: number;
}

/**
 * The blobs of `commit` under `prefix` (the project's folder in the work
 * tree, '' or ending in `/`), by path relative to it: `git ls-tree`, which
 * reads objects only and so runs nothing the repository configures.
 */
async function treeOf(repo: GitLocation, commit: string, prefix: string, timeoutMs: number): Promise<Map<string, TreeEntry> | { error: string }> {
	const r = await runGitBytes(repo, ['ls-tree', '-r', '-z', '-l', '--full-tree', commit], timeoutMs);
	if (r.error !== undefined || r.code !== 0) {
		return { error: failure(r) };
	}
	const entries = new Map<string, TreeEntry>();
	for (let at = 0; at < r.stdout.length;) {
		const nul = r.stdout.indexOf(0, at);
		const end = nul < 0 ? r.stdout.length : nul;
		const tab = r.stdout.indexOf(0x09, at);
		if (tab > at && tab < end) {
			// `<mode> SP <type> SP <oid> SP+ <size> TAB <path>`
			const [mode, type, oid, size] = r.stdout.toString('latin1', at, tab).split(/ +/);
			const file = r.stdout.toString('utf8', tab + 1, end);
			if (mode && oid && file.startsWith(prefix)) {
				entries.set(file.slice(prefix.length), { mode, oid, size: type === 'blob' ? Number(size) : -1 });
			}
		}
		at = end + 1;
	}
	return entries;
}

/** Whether a work-tree file differs from its entry at the commit: its bytes hashed as Git hashes a blob, in the repository's object format. */
function differs(abs: string, entry: TreeEntry | undefined, algorithm: string): boolean {
	if (!entry || entry.size < 0) {
		return true;
	}
	let bytes: Buffer;
	try {
		const stat = lstatSync(abs);
		if (stat.isSymbolicLink() !== (entry.mode === '120000')) {
			return true;
		}
		if (!stat.isSymbolicLink() && stat.size !== entry.size) {
			return true;
		}
		bytes = stat.isSymbolicLink() ? readlinkSync(abs, { encoding: 'buffer' }) : readFileSync(abs);
	} catch {
		return true;
	}
	const id = crypto().createHash(algorithm).update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
	return id !== entry.oid;
}

/**
 * The files of the project at `root` (`files`, root-relative `/` paths, as
 * listed) that differ from REF: new ones, and those whose bytes differ from
 * the blob REF holds (committed, staged or not). Verbatim hashes each file
 * itself and compares the id with `git ls-tree REF`: no `git diff` or
 * `git status`, which run the clean filters, textconv and submodule
 * commands a repository names. A file Git would store converted (line ends,
 * a filter) may count as changed: more is checked, never less. A message
 * when Git cannot answer (not a repository, unknown REF, Git missing or too slow).
 */
export async function changedSince(root: string, ref: string, files: readonly string[], timeoutMs = 20_000): Promise<{ files: string[] } | { error: string }> {
	const repo = projectRepository(root);
	if (!repo) {
		return { error: 'not a Git repository' };
	}
	const format = await runGit(repo, ['rev-parse', '--show-object-format'], timeoutMs);
	const algorithm = format.stdout.trim();
	if (format.error !== undefined || format.code !== 0) {
		return { error: failure(format) };
	}
	if (algorithm !== 'sha1' && algorithm !== 'sha256') {
		return { error: 'unknown object format of this repository' };
	}
	// REF is user text: `--end-of-options` keeps a REF such as `--output=x` from being read as an option.
	const commit = await runGit(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`], timeoutMs);
	if (commit.error !== undefined || commit.code !== 0 || !/^[0-9a-f]{40,64}\s*$/.test(commit.stdout)) {
		return { error: commit.error !== undefined ? failure(commit) : `${ref} is not a commit of this repository` };
	}
	const inTree = path.relative(repo.top!, path.resolve(root)).split(path.sep).filter(Boolean).join('/');
	const tree = await treeOf(repo, commit.stdout.trim(), inTree ? `${inTree}/` : '', timeoutMs);
	if ('error' in tree) {
		return tree;
	}
	// Synchronous reads, one file after another: a third of the time of eight reads in flight on the thread pool
	// (3,000 small notes), and only files of the blob's size are read at all.
	const changed = files.filter(file => differs(path.join(root, ...file.split('/')), tree.get(file), algorithm));
	return { files: [...changed].sort() };
}
