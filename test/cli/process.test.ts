import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, suite, test } from 'node:test';
import { main } from '../../server/src/cli/main';
import { cliPath, TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

function project(files: Record<string, string>): TempProject {
	const p = new TempProject(files);
	after(() => p.dispose());
	return p;
}

suite('verbatim as a process', () => {
	test('Should print help for every command, by every spelling, and exit 0', () => {
		const p = project({});
		const global = p.run(['--help']);
		assert.equal(global.status, 0);
		assert.match(global.stdout, /^ {2}verbatim check \[PATH\.\.\.\]/m);
		assert.equal(p.run(['help']).stdout, global.stdout);
		assert.equal(p.run(['-h']).stdout, global.stdout);
		for (const name of ['check', 'quote', 'lsp']) {
			const byFlag = p.run([name, '--help']);
			assert.equal(byFlag.status, 0, byFlag.stderr);
			assert.match(byFlag.stdout, new RegExp(`^Usage: verbatim ${name}`));
			assert.equal(p.run(['help', name]).stdout, byFlag.stdout);
			assert.equal(p.run([name, '-h']).stdout, byFlag.stdout);
			// Each command's usage line is the one `verbatim --help` lists.
			assert.ok(global.stdout.includes(`  ${byFlag.stdout.split('\n')[0]!.slice('Usage: '.length)}\n`), name);
		}
		assert.match(p.run(['--version']).stdout, /^\d+\.\d+\.\d+/);
	});

	test('Should exit 2 naming the flag and pointing to the help for usage errors', () => {
		const p = project({});
		const r = p.run(['check', '--frobnicate']);
		assert.equal(r.status, 2);
		assert.match(r.stderr, /--frobnicate/);
		assert.match(r.stderr, /verbatim check --help/);
		assert.equal(p.run(['frobnicate']).status, 2);
		assert.equal(p.run(['help', 'frobnicate']).status, 2);
		assert.equal(p.run([]).status, 2);
		assert.equal(p.run(['lsp']).status, 2);
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
