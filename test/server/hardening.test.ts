import * as assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, suite, test } from 'node:test';
import { LspClient } from '../helpers/lspClient';
import { cliPath, TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

/** The real server over stdio, written to byte by byte, to send what no well-behaved client would. */
class RawServer {
	readonly #process: ChildProcess;
	#out = Buffer.alloc(0);
	stderr = '';

	constructor(cwd: string) {
		this.#process = spawn(process.execPath, [cliPath, 'lsp', '--stdio'], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
		this.#process.stdout!.on('data', (d: Buffer) => {
			this.#out = Buffer.concat([this.#out, d]);
		});
		this.#process.stderr!.on('data', (d: Buffer) => {
			this.stderr += d.toString();
		});
	}

	write(raw: string | Buffer): void {
		this.#process.stdin!.write(raw);
	}

	send(message: object): void {
		const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }));
		this.write(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`), body]));
	}

	/** Every message received so far. */
	messages(): { id?: number; method?: string; result?: unknown; params?: { message?: string; diagnostics?: { message: string }[] } }[] {
		const out = [];
		let rest = this.#out;
		for (;;) {
			const end = rest.indexOf('\r\n\r\n');
			const m = /Content-Length: (\d+)/.exec(rest.subarray(0, Math.max(0, end)).toString());
			if (end < 0 || !m || rest.length < end + 4 + Number(m[1])) {
				return out;
			}
			out.push(JSON.parse(rest.subarray(end + 4, end + 4 + Number(m[1])).toString()));
			rest = rest.subarray(end + 4 + Number(m[1]));
		}
	}

	async response(id: number, ms = 20_000): Promise<unknown> {
		const deadline = Date.now() + ms;
		while (Date.now() < deadline) {
			const found = this.messages().find(m => m.id === id && !m.method);
			if (found) {
				return found;
			}
			await new Promise(r => setTimeout(r, 50));
		}
		throw new Error(`no response to request ${id}; stderr: ${this.stderr.slice(0, 300)}`);
	}

	exited(): Promise<number | null> {
		return new Promise(resolve => {
			if (this.#process.exitCode !== null) {
				resolve(this.#process.exitCode);
			} else {
				this.#process.on('exit', code => resolve(code));
			}
		});
	}

	/** Closes the server's input, as a client that goes away does. */
	end(): void {
		this.#process.stdin!.end();
	}

	kill(): void {
		this.#process.kill();
	}
}

function initialize(root: string): object {
	return { id: 1, method: 'initialize', params: { processId: null, rootUri: pathToFileURL(root).toString(), workspaceFolders: [{ uri: pathToFileURL(root).toString(), name: 'ws' }], capabilities: {} } };
}

suite('Language server under malformed input (docs/specification.md §8)', () => {
	test('Should recover after a malformed header and still answer shutdown', async () => {
		const p = new TempProject({ 'n.md': 'x' });
		after(() => p.dispose());
		const server = new RawServer(p.root);
		after(() => server.kill());
		server.write('Content-Length: abc\r\n\r\n{"jsonrpc":"2.0","id":99,"method":"initialize","params":{}}');
		server.write('X-Nonsense\r\n\r\n');
		server.send(initialize(p.root));
		assert.ok(await server.response(1));
		server.send({ method: 'initialized', params: {} });
		server.write('Content-Length: 99999999999\r\n\r\n');
		server.send({ id: 2, method: 'shutdown' });
		assert.deepEqual(await server.response(2), { jsonrpc: '2.0', id: 2, result: null });
		server.send({ method: 'exit' });
		assert.equal(await server.exited(), 0);
		assert.ok(server.messages().some(m => m.method === 'window/logMessage' && /protocol\.malformedHeader/.test(m.params?.message ?? '')));
	});

	test('Should answer requests after bodies that are not JSON or not JSON-RPC', async () => {
		const p = new TempProject({ 'n.md': 'x' });
		after(() => p.dispose());
		const server = new RawServer(p.root);
		after(() => server.kill());
		server.write('Content-Length: 5\r\n\r\n{{{{{');
		server.write('Content-Length: 4\r\n\r\nnull');
		server.send({ id: 7, method: 'no/such/method' });
		server.send(initialize(p.root));
		assert.ok(await server.response(1));
		server.send({ id: 2, method: 'shutdown' });
		assert.ok(await server.response(2));
	});

	test('Should drop bodies of no JSON-RPC shape, nested thousands deep or holding text, without echoing them, and exit 1 when input ends with no shutdown', async () => {
		const p = new TempProject({ 'n.md': 'x' });
		after(() => p.dispose());
		const server = new RawServer(p.root);
		after(() => server.kill());
		const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
		server.write(`Content-Length: ${deep.length}\r\n\r\n${deep}`);
		const nested = `{"jsonrpc":"2.0","params":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
		server.write(`Content-Length: ${nested.length}\r\n\r\n${nested}`);
		server.send({ params: { text: 'SECRET quoted words' } });
		server.send({ id: 3, result: undefined, params: 'SECRET as well' });
		server.send(initialize(p.root));
		assert.ok(await server.response(1));
		const logs = server.messages().filter(m => m.method === 'window/logMessage').map(m => m.params?.message ?? '');
		assert.ok(logs.filter(m => m === '[warn] protocol.invalidMessage').length >= 4, logs.join('\n'));
		assert.ok(!JSON.stringify(server.messages()).includes('SECRET'));
		server.write(Buffer.alloc(0));
		server.end();
		assert.equal(await server.exited(), 1);
	});

	test('Should answer shutdown with verbatim.json linked to /dev/zero, and echo no config bytes', async () => {
		const p = new TempProject({ 'n.md': lines('> alpha', '> --- `s.txt`') });
		after(() => p.dispose());
		symlinkSync('/dev/zero', path.join(p.root, 'verbatim.json'));
		const client = new LspClient(p.root);
		await client.start();
		// The timer is cleared once answered: a pending one would hold this test process open until it fires.
		let timer: NodeJS.Timeout | undefined;
		const shut = await Promise.race([client.connection.sendRequest('shutdown').then(() => 'answered'), new Promise(r => (timer = setTimeout(() => r('timeout'), 20_000)))]);
		clearTimeout(timer);
		assert.equal(shut, 'answered');
		await client.stop();
	});

	test('Should publish a config diagnostic that names the problem, never the bytes', async () => {
		const secret = new TempProject({ 'secret.json': '{"SECRET_TOKEN": hunter2}' });
		after(() => secret.dispose());
		const p = new TempProject({ 'n.md': 'x', 'bad/verbatim.json': '{"strict": "SECRET_TOKEN=hunter2"' });
		after(() => p.dispose());
		symlinkSync(path.join(secret.root, 'secret.json'), path.join(p.root, 'verbatim.json'));
		const client = new LspClient(p.root);
		after(() => client.stop());
		await client.start();
		const d = await client.waitFor('verbatim.json', ds => ds.length > 0);
		assert.match(d[0]!.message, /resolves outside the project root/);
		assert.doesNotMatch(JSON.stringify(d) + client.logs.join('\n'), /hunter2|SECRET/);
	});
});
