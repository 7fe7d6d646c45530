import * as assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import fc from 'fast-check';
import { NodeWorkspace } from '../../../server/src/node/nodeWorkspace';
import { ReadBuffers } from '../../../server/src/node/readBuffers';
import { TempProject } from '../../helpers/project';
import { sample } from '../../helpers/depth';

suite('Reading sources into reused buffers', () => {
	test('Should give every read its own file\'s bytes until it releases them, whatever the order of reads and releases', async () => {
		// Sizes across the buffers' capacities (64 KB and its doubles), so reads share buffers and some outgrow them.
		const sizes = [0, 1, 1000, 65_535, 65_536, 65_537, 100_000, 131_072, 300_000];
		const files: Record<string, string> = {};
		sizes.forEach((n, i) => {
			files[`s${i}.md`] = String.fromCharCode(97 + i).repeat(n);
		});
		const p = new TempProject(files);
		after(() => p.dispose());
		const workspace = new NodeWorkspace(p.root);
		await fc.assert(fc.asyncProperty(
			fc.array(fc.record({ file: fc.nat(sizes.length - 1), concurrent: fc.boolean(), releaseAfter: fc.nat(3) }), { minLength: 1, maxLength: 12 }),
			async steps => {
				const held: { file: number; bytes: Uint8Array; release?: () => void; left: number }[] = [];
				const check = (h: typeof held[number]): void => assert.equal(Buffer.from(h.bytes).toString('latin1'), files[`s${h.file}.md`]);
				for (let s = 0; s < steps.length; s++) {
					const step = steps[s]!;
					const count = step.concurrent ? 2 : 1;
					const reads = await Promise.all(Array.from({ length: count }, () => workspace.readFile(`s${step.file}.md`, 1 << 20)));
					for (const r of reads) {
						assert.equal(r.kind, 'ok');
						held.push({ file: step.file, bytes: r.kind === 'ok' ? r.bytes : new Uint8Array(), release: r.kind === 'ok' ? r.release : undefined, left: step.releaseAfter });
					}
					// Every read not yet released still holds its own file; then those whose time has come are released.
					held.forEach(check);
					for (let h = held.length - 1; h >= 0; h--) {
						if (held[h]!.left-- === 0) {
							held[h]!.release?.();
							held[h]!.release?.();
							held.splice(h, 1);
						}
					}
				}
				held.forEach(check);
				held.forEach(h => h.release?.());
			},
		), sample(60));
	});

	test('Should refuse a file over the limit and read one that grew since the size was known up to its end', async () => {
		const p = new TempProject({ 'big.md': 'x'.repeat(5000), 'small.md': 'y'.repeat(10) });
		after(() => p.dispose());
		const workspace = new NodeWorkspace(p.root);
		assert.deepEqual(await workspace.readFile('big.md', 4999), { kind: 'error', reason: 'too_large' });
		const small = await workspace.readFile('small.md', 100);
		assert.equal(small.kind === 'ok' && Buffer.from(small.bytes).toString(), 'y'.repeat(10));
		appendFileSync(path.join(p.root, 'small.md'), 'z'.repeat(200));
		assert.deepEqual(await workspace.readFile('small.md', 100), { kind: 'error', reason: 'too_large' });
		const grown = await workspace.readFile('small.md', 1000);
		assert.equal(grown.kind === 'ok' && Buffer.from(grown.bytes).toString(), `${'y'.repeat(10)}${'z'.repeat(200)}`);
	});

	test('Should hand out a spare buffer only once, and keep none over 1 MB nor more than 4 MB in all', () => {
		const buffers = new ReadBuffers();
		const a = buffers.take(100);
		const b = buffers.take(100);
		assert.notEqual(a, b);
		buffers.give(a);
		assert.equal(buffers.take(70_000) === a, false, 'a 64 KB buffer cannot hold 70,000 bytes');
		const again = buffers.take(10);
		assert.equal(again, a);
		assert.notEqual(buffers.take(10), a);
		const large = buffers.take(1024 * 1024 + 1);
		assert.equal(large.length, 1024 * 1024 + 1);
		buffers.give(large);
		assert.notEqual(buffers.take(1024 * 1024 + 1), large);
		// Six buffers of 1 MB given back: four are kept, and each is lent once.
		const megabytes = Array.from({ length: 6 }, () => buffers.take(1024 * 1024));
		megabytes.forEach(m => buffers.give(m));
		const lent = Array.from({ length: 6 }, () => buffers.take(1024 * 1024));
		assert.equal(lent.filter(m => megabytes.includes(m)).length, 4);
		assert.equal(new Set(lent).size, 6);
		// A buffer whose memory a reader transferred away is never lent again.
		const detached = buffers.take(10);
		structuredClone(detached.buffer, { transfer: [detached.buffer as ArrayBuffer] });
		buffers.give(detached);
		assert.ok(buffers.take(0).length > 0);
	});
});
