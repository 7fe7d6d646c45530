import { runGit } from './gitProcess';

/** One Git command with the safety options of every Git run (gitProcess.ts), plus `extra`; its stdout, or why not (never Git's own words, which may quote the repository). */
async function git(args: readonly string[], cwd: string, timeoutMs: number, extra: readonly string[] = []): Promise<{ ok: true; stdout: string } | { ok: false; message: string }> {
	const r = await runGit(['-c', 'diff.external=', '-c', 'core.quotePath=false', ...extra, ...args], cwd, timeoutMs);
	if (r.error === undefined && r.code === 0) {
		return { ok: true, stdout: r.stdout };
	}
	const why = r.error === 'ENOENT' ? 'git is not installed' : r.error === 'timeout' ? 'git timed out' : /not a git repository/i.test(r.stderr) ? 'not a Git repository' : `git failed (exit ${r.code ?? r.error})`;
	return { ok: false, message: why };
}

/**
 * Options that switch off every filter driver the repository configures:
 * comparing the work tree with a commit runs a file's `clean` filter (or its
 * long-running `process`), a command the repository chose. Their names come
 * from the config as text; nothing is run to learn them.
 */
async function noFilters(cwd: string, timeoutMs: number): Promise<string[]> {
	const listed = await git(['config', '-z', '--get-regexp', '^filter\\.'], cwd, timeoutMs);
	const names = new Set<string>();
	for (const entry of listed.ok ? listed.stdout.split('\0') : []) {
		const key = entry.split('\n')[0]!;
		const dot = key.lastIndexOf('.');
		if (key.startsWith('filter.') && dot > 'filter.'.length) {
			names.add(key.slice('filter.'.length, dot));
		}
	}
	return [...names].flatMap(n => ['clean', 'smudge', 'process'].flatMap(k => ['-c', `filter.${n}.${k}=`]).concat('-c', `filter.${n}.required=false`));
}

/**
 * Files under `root` that differ between REF and the work tree (committed,
 * staged, unstaged, and untracked but not ignored), as root-relative `/`
 * paths; deleted files are left out. A message when Git cannot answer (not
 * a repository, unknown REF, Git missing or too slow).
 */
export async function changedSince(root: string, ref: string, timeoutMs = 20_000): Promise<{ files: string[] } | { error: string }> {
	const top = await git(['rev-parse', '--show-prefix'], root, timeoutMs);
	if (!top.ok) {
		return { error: top.message };
	}
	// REF is user text: `--end-of-options` keeps a REF such as `--output=x` from being read as an option.
	const commit = await git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`], root, timeoutMs);
	if (!commit.ok || !/^[0-9a-f]{40,64}\s*$/.test(commit.stdout)) {
		return { error: `${ref} is not a commit of this repository` };
	}
	const filters = await noFilters(root, timeoutMs);
	const diff = await git(['diff', '--name-only', '-z', '--no-renames', '--no-textconv', '--diff-filter=d', '--relative', commit.stdout.trim(), '--', '.'], root, timeoutMs, filters);
	const untracked = await git(['ls-files', '-z', '--others', '--exclude-standard', '--', '.'], root, timeoutMs, filters);
	if (!diff.ok || !untracked.ok) {
		return { error: !diff.ok ? diff.message : (untracked as { message: string }).message };
	}
	const files = new Set([...diff.stdout.split('\0'), ...untracked.stdout.split('\0')].filter(Boolean));
	return { files: [...files].sort() };
}
