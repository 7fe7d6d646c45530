import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, suite, test } from 'node:test';
import { main } from '../../server/src/cli/main';
import { deep } from '../helpers/depth';
import { runInProcess } from '../helpers/inProcessCli';
import { cliPath, TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

function project(files: Record<string, string>): TempProject {
	const p = new TempProject(files);
	after(() => p.dispose());
	return p;
}

suite('verbatim as a process', () => {
	test('Should print help for every command, by every spelling, and exit 0', async () => {
		const p = project({});
		// Each kind of help through the real process (one command's); the other spellings and commands through the CLI's entry, or the process too under test:deep.
		const run = async (args: string[], real = deep): Promise<{ status: number | null; stdout: string; stderr: string }> => (real ? p.run(args) : runInProcess(p, args));
		const global = await run(['--help'], true);
		assert.equal(global.status, 0);
		assert.match(global.stdout, /^ {2}verbatim check \[PATH\.\.\.\]/m);
		assert.equal((await run(['help'])).stdout, global.stdout);
		assert.equal((await run(['-h'])).stdout, global.stdout);
		for (const [k, name] of ['check', 'quote', 'lsp'].entries()) {
			const byFlag = await run([name, '--help'], k === 0 || deep);
			assert.equal(byFlag.status, 0, byFlag.stderr);
			assert.match(byFlag.stdout, new RegExp(`^Usage: verbatim ${name}`));
			assert.equal((await run(['help', name])).stdout, byFlag.stdout);
			assert.equal((await run([name, '-h'])).stdout, byFlag.stdout);
			// Each command's usage line is the one `verbatim --help` lists.
			assert.ok(global.stdout.includes(`  ${byFlag.stdout.split('\n')[0]!.slice('Usage: '.length)}\n`), name);
		}
		assert.match((await run(['--version'], true)).stdout, /^\d+\.\d+\.\d+/);
	});

	test('Should exit 2 naming the flag and pointing to the help for usage errors', async () => {
		const p = project({});
		// The exit code through the real process; the other usage errors through the CLI's entry, or the process too under test:deep.
		const r = p.run(['check', '--frobnicate']);
		assert.equal(r.status, 2);
		assert.match(r.stderr, /--frobnicate/);
		assert.match(r.stderr, /verbatim check --help/);
		for (const args of [['frobnicate'], ['help', 'frobnicate'], [], ['lsp']]) {
			assert.equal((deep ? p.run(args) : await runInProcess(p, args)).status, 2, args.join(' '));
		}
	});

	test('Should end quietly with the exit code the run would have had when stdout closes early', async () => {
		const note = Array.from({ length: 400 }, (_, k) => lines(`> missing words number ${k}`, '> --- `s.md`', '')).join('\n');
		const p = project({ 's.md': 'nothing quoted here', 'n.md': note });
		const child = spawn(process.execPath, [cliPath, 'check', '--format', 'json'], { cwd: p.root, stdio: ['ignore', 'pipe', 'pipe'] });
		// Closing our end before the child writes makes every write of the child fail with EPIPE.
		child.stdout.destroy();
		let stderr = '';
		child.stderr.on('data', (d: Buffer) => {
			stderr += d.toString();
		});
		const code = await new Promise<number | null>(resolve => child.on('close', resolve));
		assert.equal(stderr, '');
		assert.equal(code, 1);
	});

	test('Should pass anything that is not a usage error up to the caller, which exits 3', async () => {
		const io = {
			cwd: process.cwd(), env: {}, isTTY: false, readStdin: async () => '',
			stdout: () => {
				throw new TypeError('broken stdout');
			},
			stderr: () => undefined,
		};
		await assert.rejects(main(['--version'], io), /broken stdout/);
	});
});
