import type { ChildProcess } from 'node:child_process';
import { childProcess } from './builtins';

/**
 * A repository as Git is told of it: always by its Git folder, never found
 * by Git's own discovery, which would take any folder laid out as a
 * repository (a bare one committed as plain files, say) for one.
 */
export interface GitLocation {
	readonly gitDir: string;
	/** The work tree's top folder; undefined for a bare repository. */
	readonly top: string | undefined;
}

/**
 * Options every Git process runs with, whatever the repository's config
 * says: no fsmonitor, hooks or pager; no filter, textconv or external diff
 * reached through diff or submodule recursion; no transport (so a partial
 * clone cannot fetch, and no ssh command, proxy or credential helper runs);
 * bare repositories only when named. Verbatim only reads objects
 * (`cat-file`, `ls-tree`, `rev-parse`), which run no filter anyway.
 */
const safetyArgs = [
	'--no-pager',
	'-c', 'safe.bareRepository=explicit',
	'-c', 'core.fsmonitor=false',
	'-c', 'core.hooksPath=/dev/null',
	'-c', 'core.pager=cat',
	'-c', 'core.sshCommand=',
	'-c', 'core.gitProxy=',
	'-c', 'core.askPass=',
	'-c', 'core.untrackedCache=false',
	'-c', 'core.quotePath=false',
	'-c', 'credential.helper=',
	'-c', 'protocol.allow=never',
	'-c', 'diff.external=',
	'-c', 'submodule.recurse=false',
	'-c', 'fetch.recurseSubmodules=false',
	'-c', 'gc.auto=0',
	'-c', 'maintenance.auto=false',
];

/** The environment of every Git process: the caller's, less any GIT_* that could redirect it, plus the safety switches. */
export function gitEnv(): NodeJS.ProcessEnv {
	const env: NodeJS.ProcessEnv = {};
	for (const [k, v] of Object.entries(process.env)) {
		if (!k.startsWith('GIT_')) {
			env[k] = v;
		}
	}
	Object.assign(env, {
		GIT_OPTIONAL_LOCKS: '0',
		GIT_CONFIG_NOSYSTEM: '1',
		GIT_TERMINAL_PROMPT: '0',
		GIT_NO_LAZY_FETCH: '1',
		GIT_NO_REPLACE_OBJECTS: '1',
		GIT_ASKPASS: '',
		SSH_ASKPASS: '',
		GIT_PAGER: 'cat',
		PAGER: 'cat',
		LC_ALL: 'C',
	});
	return env;
}

/** The arguments that name the repository: its Git folder, and its work tree when it has one. */
function locationArgs(repo: GitLocation): string[] {
	return [`--git-dir=${repo.gitDir}`, ...(repo.top === undefined ? [] : [`--work-tree=${repo.top}`])];
}

/** Spawns Git on `repo` with the safety options; `args` are ours, never user text that could be read as an option. */
export function spawnGit(repo: GitLocation, args: readonly string[]): ChildProcess {
	return childProcess().spawn('git', [...safetyArgs, ...locationArgs(repo), ...args], {
		cwd: repo.top ?? repo.gitDir, env: gitEnv(), stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true,
	});
}

export interface GitRun {
	readonly code: number | null;
	readonly stdout: string;
	readonly stderr: string;
	/** `ENOENT` when Git is not installed; `timeout` when it was killed. */
	readonly error?: string;
}

/** Runs one short Git command on `repo` to completion, killed after `timeoutMs`. */
export function runGit(repo: GitLocation, args: readonly string[], timeoutMs: number): Promise<GitRun> {
	return runGitBytes(repo, args, timeoutMs).then(r => ({ code: r.code, stdout: r.stdout.toString('utf8'), stderr: r.stderr, error: r.error }));
}

/** As `runGit`, with stdout as bytes (paths Git prints need not be UTF-8). */
export function runGitBytes(repo: GitLocation, args: readonly string[], timeoutMs: number): Promise<Omit<GitRun, 'stdout'> & { readonly stdout: Buffer }> {
	return new Promise(resolve => {
		let child: ChildProcess;
		try {
			child = spawnGit(repo, args);
		} catch (e) {
			resolve({ code: null, stdout: Buffer.alloc(0), stderr: '', error: (e as NodeJS.ErrnoException).code ?? 'spawn' });
			return;
		}
		const stdout: Buffer[] = [];
		let stderr = '';
		let error: string | undefined;
		const timer = setTimeout(() => {
			error = 'timeout';
			child.kill('SIGKILL');
		}, timeoutMs);
		child.stdout!.on('data', (b: Buffer) => {
			stdout.push(b);
		});
		child.stderr!.setEncoding('utf8').on('data', (s: string) => {
			stderr += s.slice(0, 4096);
		});
		child.stdin!.end();
		child.on('error', e => {
			error ??= (e as NodeJS.ErrnoException).code ?? 'spawn';
		});
		child.on('close', code => {
			clearTimeout(timer);
			resolve({ code, stdout: Buffer.concat(stdout), stderr, error });
		});
	});
}
