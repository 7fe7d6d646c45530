import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import { repoRoot, TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

const installed = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;

// A deep-only file (scripts/runTests.mjs runs it under `npm run test:deep`): the install builds the hook's
// environment from scratch, as long as all else in `npm test`. .ci/run installs pre-commit first.
suite('The pre-commit hook', () => {
	test('Should install from the repository as `pre-commit try-repo` does, pass a sound project and fail a broken one', { timeout: 900_000 }, () => {
		assert.ok(installed, 'pre-commit is not installed (apt-get install pre-commit)');
		const home = realpathSync(mkdtempSync(path.join(tmpdir(), 'verbatim-pre-commit-')));
		after(() => rmSync(home, { recursive: true, force: true }));
		const p = new TempProject({
			'sources/s.md': 'The quick brown fox jumps.\n',
			'notes/n.md': lines('> quick brown fox', '> --- `../sources/s.md`', ''),
		});
		after(() => p.dispose());
		p.git('init', '-q');
		p.git('add', '.');
		p.git('commit', '-q', '-m', 'notes');
		// A fresh PRE_COMMIT_HOME: pre-commit clones the repository and builds the hook's environment as a new user's would
		// (npm install, npm pack, npm install -g of the tarball). The packages come from npm's cache when it has them.
		const tryRepo = (): { status: number | null; out: string } => {
			const r = spawnSync('pre-commit', ['try-repo', repoRoot, 'verbatim', '--all-files'], {
				cwd: p.root, encoding: 'utf8', timeout: 840_000,
				env: { ...process.env, PRE_COMMIT_HOME: home, npm_config_prefer_offline: 'true', NO_COLOR: '1' },
			});
			return { status: r.status, out: `${r.stdout}${r.stderr}` };
		};
		const sound = tryRepo();
		assert.equal(sound.status, 0, sound.out);
		assert.match(sound.out, /^verbatim check\.+Passed$/m);

		p.write('notes/b.md', lines('> slow green turtle', '> --- `../sources/s.md`', ''));
		p.git('add', '.');
		const broken = tryRepo();
		assert.equal(broken.status, 1, broken.out);
		assert.match(broken.out, /^verbatim check\.+Failed$/m);
		assert.match(broken.out, /^notes\/b\.md:1:3 absent /m);
	});
});
