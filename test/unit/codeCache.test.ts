import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver-protocol/node';
import { requireCached } from '../../client/src/node/codeCache';
import { some } from '../helpers/depth';
import { repoRoot, TempProject } from '../helpers/project';

const boot = path.join(repoRoot, 'dist', 'serverBoot.js');

/** Starts the extension's server process as the extension does (over stdio here), answers one `initialize`, and ends it. */
async function startAndStop(cacheDir: string, root: string): Promise<{ name?: string }> {
	const child = spawn(process.execPath, [boot, '--stdio'], { stdio: ['pipe', 'pipe', 'ignore'], env: { ...process.env, VERBATIM_CODE_CACHE: cacheDir } });
	const exited = new Promise(resolve => child.once('exit', resolve));
	const connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
	connection.listen();
	const result = await connection.sendRequest('initialize', { processId: process.pid, rootUri: pathToFileURL(root).toString(), capabilities: {} }) as { serverInfo?: { name?: string } };
	await connection.sendRequest('shutdown');
	await connection.sendNotification('exit');
	await exited;
	connection.dispose();
	return { name: result.serverInfo?.name };
}

function cacheFiles(dir: string): string[] {
	return readdirSync(dir).filter(f => f.endsWith('.v8cache')).map(f => path.join(dir, f));
}

/** A cache file is whole when its first 32 bytes are the SHA-256 of the rest. */
function isWhole(file: string): boolean {
	const bytes = readFileSync(file);
	return createHash('sha256').update(bytes.subarray(32)).digest().equals(bytes.subarray(0, 32));
}

suite('Code cache of the extension\'s bundles', () => {
	const project = new TempProject({ 'verbatim.json': '{}' });
	after(() => project.dispose());
	const cacheDir = path.join(project.root, 'cache');

	test('Should write the server\'s cache when it ends, then start from it without rewriting it', async () => {
		assert.equal((await startAndStop(cacheDir, project.root)).name, 'verbatim');
		const [file, ...others] = cacheFiles(cacheDir);
		assert.ok(file && others.length === 0 && isWhole(file), 'one whole cache file');
		assert.match(path.basename(file), /^server\.js\.[0-9a-f]{16}\.v8cache$/);
		const written = readFileSync(file);
		assert.equal((await startAndStop(cacheDir, project.root)).name, 'verbatim');
		// V8 accepted it: a rejected cache is replaced.
		assert.deepEqual(readFileSync(file), written);
	});

	// npm test starts the server on one damage (each is caught by the same digest); npm run test:deep on each.
	for (const [damage, mangle] of some([
		['a flipped byte', (b: Buffer) => Buffer.concat([b.subarray(0, 5000), Buffer.from([b[5000]! ^ 0xff]), b.subarray(5001)])],
		['a truncated file', (b: Buffer) => b.subarray(0, 100)],
		['garbage', () => Buffer.from('not a cache')],
	] as const)) {
		test(`Should start as before from a cache with ${damage}, and replace it`, async () => {
			const [file] = cacheFiles(cacheDir);
			assert.ok(file);
			writeFileSync(file, mangle(readFileSync(file)));
			assert.equal((await startAndStop(cacheDir, project.root)).name, 'verbatim');
			assert.ok(isWhole(file), 'rewritten whole');
		});
	}

	test('Should load a module as require does: its exports, relative and built-in requires, its own file name', () => {
		project.write('mod/dep.js', 'module.exports = 41;');
		const file = project.write('mod/main.js', 'const dep = require("./dep"); const os = require("node:os"); exports.answer = dep + 1; exports.here = __filename; exports.os = typeof os.platform;');
		const loaded = requireCached(file, undefined) as { answer: number; here: string; os: string };
		assert.deepEqual(loaded, { answer: 42, here: file, os: 'function' });
	});
});
