import { main } from '../../server/src/cli/main';
import type { TempProject } from './project';

/** What a CLI run gave: as `spawnSync` reports it, so a test can switch between the two. */
export interface CliRun {
	readonly status: number;
	readonly stdout: string;
	readonly stderr: string;
}

let running: Promise<unknown> = Promise.resolve();

/**
 * Runs `verbatim ...args` in this process through the CLI's own entry
 * (`cli/main.ts`), as `TempProject.run` does in a child: same arguments,
 * folder, input and environment, without a Node start and a bundle load per
 * run. For tests about what a run decides; exit codes, streams and signals
 * of the real process stay with `TempProject.run`. The variables of `env`
 * are also set on `process.env` for the run (some settings are read there),
 * so runs take turns.
 */
export function runInProcess(p: TempProject, args: readonly string[], options: { cwd?: string; input?: string; env?: Record<string, string> } = {}): Promise<CliRun> {
	const run = running.then(() => runAlone(p, args, options));
	running = run.catch(() => undefined);
	return run;
}

async function runAlone(p: TempProject, args: readonly string[], options: { cwd?: string; input?: string; env?: Record<string, string> }): Promise<CliRun> {
	const env = { NO_COLOR: '1', ...options.env };
	const saved = Object.fromEntries(Object.keys(env).map(k => [k, process.env[k]]));
	Object.assign(process.env, env);
	let stdout = '';
	let stderr = '';
	try {
		const status = await main(args, {
			cwd: options.cwd ?? p.root,
			env: { ...process.env },
			isTTY: false,
			stdout: s => {
				stdout += s;
			},
			stderr: s => {
				stderr += s;
			},
			readStdin: () => Promise.resolve(options.input ?? ''),
		});
		return { status, stdout, stderr };
	} finally {
		for (const [k, v] of Object.entries(saved)) {
			if (v === undefined) {
				delete process.env[k];
			} else {
				process.env[k] = v;
			}
		}
	}
}
