import type { ChildProcess } from 'node:child_process';
import { childProcess } from './builtins';

/**
 * Options every Git process runs with: no fsmonitor, no hooks, no pager, no
 * transport (so a partial clone cannot fetch), no prompts, no optional locks,
 * no system config. A repository's own config can therefore run nothing.
 */
const safetyArgs = [
	'--no-pager',
	'-c', 'core.fsmonitor=false',
	'-c', 'core.hooksPath=/dev/null',
	'-c', 'protocol.allow=never',
	'-c', 'credential.helper=',
];

/** The environment of every Git process: the caller's, less any GIT_* that could redirect it, plus the safety switches. */
export function gitEnv(ceiling?: string): NodeJS.ProcessEnv {
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
		GIT_ASKPASS: '',
		SSH_ASKPASS: '',
		GIT_PAGER: 'cat',
		PAGER: 'cat',
		LC_ALL: 'C',
	});
	if (ceiling !== undefined) {
		// Discovery stops at the configured folder: a folder that is no repository never finds its parent's.
		env.GIT_CEILING_DIRECTORIES = ceiling;
	}
	return env;
}

/** Spawns Git with the safety options; `args` are ours, never user text that could be read as an option. */
export function spawnGit(args: readonly string[], cwd: string, ceiling?: string): ChildProcess {
	return childProcess().spawn('git', [...safetyArgs, ...args], { cwd, env: gitEnv(ceiling), stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });
}

export interface GitRun {
	readonly code: number | null;
	readonly stdout: string;
	readonly stderr: string;
	/** `ENOENT` when Git is not installed; `timeout` when it was killed. */
	readonly error?: string;
}

/** Runs one short Git command to completion, killed after `timeoutMs`. */
export function runGit(args: readonly string[], cwd: string, timeoutMs: number, ceiling?: string): Promise<GitRun> {
	return new Promise(resolve => {
		let child: ChildProcess;
		try {
			child = spawnGit(args, cwd, ceiling);
		} catch (e) {
			resolve({ code: null, stdout: '', stderr: '', error: (e as NodeJS.ErrnoException).code ?? 'spawn' });
			return;
		}
		let stdout = '';
		let stderr = '';
		let error: string | undefined;
		const timer = setTimeout(() => {
			error = 'timeout';
			child.kill('SIGKILL');
		}, timeoutMs);
		child.stdout!.setEncoding('utf8').on('data', (s: string) => {
			stdout += s;
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
			resolve({ code, stdout, stderr, error });
		});
	});
}
