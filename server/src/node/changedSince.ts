import { childProcess } from './builtins';

/** Options every Git run here gets: no pager, no hooks, no fsmonitor, nothing from the system config, no prompts. */
const safety = ['--no-pager', '-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null', '-c', 'diff.external=', '-c', 'core.quotePath=false'];

function gitEnv(): NodeJS.ProcessEnv {
	const env: NodeJS.ProcessEnv = {};
	for (const [k, v] of Object.entries(process.env)) {
		if (!k.startsWith('GIT_')) {
			env[k] = v;
		}
	}
	return { ...env, GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', GIT_PAGER: 'cat', LC_ALL: 'C' };
}

function git(args: readonly string[], cwd: string, timeoutMs: number): Promise<{ ok: true; stdout: string } | { ok: false; message: string }> {
	return new Promise(resolve => {
		childProcess().execFile('git', [...safety, ...args], { cwd, env: gitEnv(), timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, windowsHide: true }, (error, stdout, stderr) => {
			if (!error) {
				resolve({ ok: true, stdout });
				return;
			}
			const e = error as NodeJS.ErrnoException & { killed?: boolean };
			const why = e.code === 'ENOENT' ? 'git is not installed' : e.killed ? 'git timed out' : String(stderr).split('\n')[0]!.replace(/^fatal: /, '').slice(0, 200);
			resolve({ ok: false, message: why });
		});
	});
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
	const diff = await git(['diff', '--name-only', '-z', '--no-renames', '--diff-filter=d', '--relative', commit.stdout.trim(), '--', '.'], root, timeoutMs);
	const untracked = await git(['ls-files', '-z', '--others', '--exclude-standard', '--', '.'], root, timeoutMs);
	if (!diff.ok || !untracked.ok) {
		return { error: !diff.ok ? diff.message : (untracked as { message: string }).message };
	}
	const files = new Set([...diff.stdout.split('\0'), ...untracked.stdout.split('\0')].filter(Boolean));
	return { files: [...files].sort() };
}
