import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { suite, test } from 'node:test';
import { repoRoot } from '../helpers/project';

suite('The VSIX as a web extension', () => {
	test('Should declare the browser entry and ship it with its server bundle and the server\'s chunks, without their source maps', () => {
		const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { browser: string; capabilities: { virtualWorkspaces: { supported: string; description: string } } };
		assert.equal(pkg.browser, './dist/web/extension.js');
		assert.equal(pkg.capabilities.virtualWorkspaces.supported, 'limited');
		assert.match(pkg.capabilities.virtualWorkspaces.description, /Git citations/);
		// vsce's own list of what it would package, after .vscodeignore.
		const listed = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules', '@vscode', 'vsce', 'vsce'), 'ls', '--no-dependencies'], { cwd: repoRoot, encoding: 'utf8' });
		assert.equal(listed.status, 0, listed.stderr);
		const files = listed.stdout.split('\n').filter(f => f.startsWith('dist/web/'));
		assert.deepEqual(files.sort(), ['dist/web/chunks/bibliography.js', 'dist/web/chunks/entities.js', 'dist/web/chunks/gfm.js', 'dist/web/extension.js', 'dist/web/server.js']);
	});
});
