import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

/** The repository root: tests are bundled into out/test/**, so walk up to package.json. */
export const repoRoot = ((): string => {
	let dir = __dirname;
	while (!existsSync(path.join(dir, 'package.json'))) {
		if (path.dirname(dir) === dir) {
			throw new Error(`no package.json above ${__dirname}`);
		}
		dir = path.dirname(dir);
	}
	return dir;
})();

/** The built CLI, as users run it. */
export const cliPath = path.join(repoRoot, 'dist', 'cli.js');

/** Folders of projects not yet disposed: whatever a test leaves is removed when its process ends. */
const undisposed = new Set<string>();
process.once('exit', () => {
	for (const root of undisposed) {
		try {
			rmSync(root, { recursive: true, force: true });
		} catch {
			// A folder a test made unremovable stays; the run's verdict is already given.
		}
	}
});

/** A real project folder in the system temp dir; `dispose()` removes it, and the end of the process if no test did. */
export class TempProject {
	readonly root: string;

	constructor(files: Record<string, string | Uint8Array> = {}) {
		this.root = realpathSync(mkdtempSync(path.join(tmpdir(), 'verbatim-test-')));
		undisposed.add(this.root);
		for (const [rel, content] of Object.entries(files)) {
			this.write(rel, content);
		}
	}

	write(rel: string, content: string | Uint8Array): string {
		const abs = path.join(this.root, rel);
		mkdirSync(path.dirname(abs), { recursive: true });
		writeFileSync(abs, content);
		return abs;
	}

	remove(rel: string): void {
		rmSync(path.join(this.root, rel), { force: true });
	}

	/** Runs `verbatim ...args` in `cwd` (the root by default). */
	run(args: readonly string[], options: { cwd?: string; input?: string; env?: Record<string, string> } = {}): SpawnSyncReturns<string> {
		return spawnSync(process.execPath, [cliPath, ...args], {
			cwd: options.cwd ?? this.root,
			input: options.input ?? '',
			encoding: 'utf8',
			env: { ...process.env, NO_COLOR: '1', ...options.env },
			timeout: 60_000,
		});
	}

	/** Runs `git` in the project, with hooks and global config out of the way. */
	git(...args: string[]): string {
		const r = spawnSync('git', ['-c', 'core.hooksPath=/dev/null', '-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: this.root, encoding: 'utf8' });
		if (r.status !== 0) {
			throw new Error(`git ${args.join(' ')} failed: ${r.stderr}`);
		}
		return r.stdout;
	}

	dispose(): void {
		rmSync(this.root, { recursive: true, force: true });
		undisposed.delete(this.root);
	}
}
