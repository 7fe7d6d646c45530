import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';

const settings = ['-c', 'core.hooksPath=/dev/null', '-c', 'user.email=t@example.com', '-c', 'user.name=t', '-c', 'init.defaultBranch=main'];
const gitEnv = (): NodeJS.ProcessEnv => ({ ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z' });

/** Runs git in `cwd` with hooks and the user's config out of the way; returns stdout. */
export function git(cwd: string, ...args: string[]): string {
	const r = spawnSync('git', [...settings, ...args], { cwd, encoding: 'utf8', env: gitEnv() });
	if (r.status !== 0) {
		throw new Error(`git ${args.join(' ')} failed: ${r.stderr}`);
	}
	return r.stdout;
}

/**
 * Runs git commands one after the other, as `git` does each, stopping at the
 * first that fails; returns their stdout. One shell runs them: forking a test
 * process, large as it is, costs more than the shell and every git together.
 */
export function gitSteps(cwd: string, ...steps: string[][]): string {
	const quote = (arg: string): string => `'${arg.replaceAll("'", "'\\''")}'`;
	const script = steps.map(args => ['git', ...settings, ...args].map(quote).join(' ')).join(' && ');
	const r = spawnSync('/bin/sh', ['-c', script], { cwd, encoding: 'utf8', env: gitEnv() });
	if (r.status !== 0) {
		throw new Error(`git ${steps.map(args => args.join(' ')).join('; ')} failed: ${r.stderr}`);
	}
	return r.stdout;
}

/** A real repository in `dir`: write files (null deletes), commit, get the commit id. */
export class GitRepo {
	constructor(readonly dir: string, bare = false) {
		mkdirSync(dir, { recursive: true });
		git(dir, 'init', '-q', ...(bare ? ['--bare'] : []));
	}

	commit(message: string, files: Record<string, string | null>): string {
		for (const [rel, content] of Object.entries(files)) {
			const abs = path.join(this.dir, rel);
			if (content === null) {
				rmSync(abs);
			} else {
				mkdirSync(path.dirname(abs), { recursive: true });
				writeFileSync(abs, content);
			}
		}
		return gitSteps(this.dir, ['add', '-A'], ['commit', '-q', '--allow-empty', '-m', message], ['rev-parse', 'HEAD']).trim();
	}

	mv(from: string, to: string, message: string): string {
		return gitSteps(this.dir, ['mv', from, to], ['commit', '-q', '-m', message], ['rev-parse', 'HEAD']).trim();
	}
}

/**
 * Writes two commit objects (on the empty tree) whose ids share their first
 * seven hex digits, found by hashing candidate texts; returns that prefix.
 */
export function writeCommitsSharingPrefix(dir: string): string {
	const seen = new Map<string, string>();
	for (let k = 0; ; k++) {
		const body = `tree 4b825dc642cb6eb9a060e54bf8d69288fbee4904\nauthor t <t@example.com> 0 +0000\ncommitter t <t@example.com> 0 +0000\n\nc${k}\n`;
		const id = createHash('sha1').update(`commit ${Buffer.byteLength(body)}\0${body}`).digest('hex');
		const prefix = id.slice(0, 7);
		const other = seen.get(prefix);
		if (other !== undefined) {
			for (const text of [other, body]) {
				const r = spawnSync('git', ['hash-object', '-w', '-t', 'commit', '--stdin'], { cwd: dir, input: text, encoding: 'utf8' });
				if (r.status !== 0) {
					throw new Error(r.stderr);
				}
			}
			return prefix;
		}
		seen.set(prefix, body);
	}
}
