import * as assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { suite, test } from 'node:test';
import { LoadedSource, SourceCache, subtractSpans } from '../../server/src/core/sources';
import fc from 'fast-check';
import type { ReadResult } from '../../server/src/core';
import { NodeWorkspace } from '../../server/src/node/nodeWorkspace';
import { InMemoryWorkspace } from '../helpers/inMemoryWorkspace';
import { TempProject } from '../helpers/project';
import { sample } from '../helpers/depth';

const cacheOf = (workspace: InMemoryWorkspace): SourceCache => new SourceCache(workspace, 1e6, () => 'whitespace', () => false);

suite('Source cache: reading ahead', () => {
	test('Should hand a read-ahead source to its load, reading it once', async () => {
		const workspace = new InMemoryWorkspace({ 'a.md': 'alpha' });
		const cache = cacheOf(workspace);
		cache.prefetch('a.md');
		cache.prefetch('a.md');
		const loaded = await cache.load('a.md');
		assert.ok(!('failure' in loaded) && loaded.text === 'alpha');
		assert.deepEqual(workspace.readLog, ['a.md']);
	});

	test('Should never give the bytes read ahead once the source changed', async () => {
		const workspace = new InMemoryWorkspace({ 'a.md': 'old text' });
		const cache = cacheOf(workspace);
		cache.prefetch('a.md');
		workspace.set('a.md', 'new text');
		cache.invalidate('a.md');
		const loaded = await cache.load('a.md');
		assert.ok(!('failure' in loaded));
		assert.equal(loaded.text, 'new text');
		assert.equal(loaded.pin, `sha256:${createHash('sha256').update('new text').digest('hex')}`);
	});

	test('Should report a source read ahead that cannot be read as its load would', async () => {
		const cache = cacheOf(new InMemoryWorkspace({}));
		cache.prefetch('gone.md');
		const loaded = await cache.load('gone.md');
		assert.ok('failure' in loaded);
		assert.match(loaded.failure, /does not exist: gone\.md/);
	});

	test('Should keep loaded sources within the budget while loads follow one another', async () => {
		const files = Object.fromEntries(Array.from({ length: 40 }, (_, k) => [`s${k}.md`, `source ${k} `.repeat(100)]));
		const workspace = new InMemoryWorkspace(files);
		// Room for about two of them.
		const cache = new SourceCache(workspace, 1e6, () => 'whitespace', () => false);
		cache.setBudget(6000);
		for (let k = 0; k < 40; k++) {
			await cache.load(`s${k}.md`);
		}
		// The first ones left the cache as the loop went on, so loading them again reads them again.
		await cache.load('s0.md');
		await cache.load('s1.md');
		assert.deepEqual(workspace.readLog.filter(p => p === 's0.md' || p === 's1.md'), ['s0.md', 's1.md', 's0.md', 's1.md']);
	});

	test('Should read ahead several small sources, but one large one at a time', async () => {
		const small = new InMemoryWorkspace(Object.fromEntries(Array.from({ length: 10 }, (_, k) => [`s${k}.md`, `small ${k}`])));
		const cache = cacheOf(small);
		// Before any read ahead has arrived, each is guessed at 512 KB: four fit in 2 MB.
		assert.deepEqual(Array.from({ length: 5 }, (_, k) => cache.prefetch(`s${k}.md`)), [true, true, true, true, false]);
		await new Promise(resolve => setTimeout(resolve, 50));
		// Once they are known to be small, up to eight wait.
		assert.deepEqual(Array.from({ length: 6 }, (_, k) => cache.prefetch(`s${k + 4}.md`)), [true, true, true, true, false, false]);
		const large = new InMemoryWorkspace({ 'a.md': 'a'.repeat(1_500_000), 'b.md': 'b'.repeat(1_500_000) });
		const other = new SourceCache(large, 1e7, () => 'whitespace', () => false);
		assert.equal(other.prefetch('a.md'), true);
		await new Promise(resolve => setTimeout(resolve, 50));
		// 1.5 MB waits, and the next is guessed as large: over 2 MB, so it waits its turn.
		assert.equal(other.prefetch('b.md'), false);
		const loaded = await other.load('a.md');
		assert.ok(!('failure' in loaded) && loaded.text.length === 1_500_000);
		assert.equal(other.prefetch('b.md'), true);
	});

	test('Should hand every buffer read from disk back once its text is decoded, with the pin of its bytes', async () => {
		const files = Object.fromEntries(Array.from({ length: 12 }, (_, k) => [`s${k}.md`, `source ${k} `.repeat(2000 * (k + 1))]));
		const p = new TempProject(files);
		try {
			let reads = 0;
			let releases = 0;
			const disk = new NodeWorkspace(p.root);
			// The disk workspace itself, counting: its reads and their releases.
			const counted = Object.assign(Object.create(disk) as NodeWorkspace, {
				readFile: async (path: string, maxBytes: number): Promise<ReadResult> => {
					const read = await disk.readFile(path, maxBytes);
					if (read.kind !== 'ok') {
						return read;
					}
					reads++;
					return { ...read, release: () => (releases++, read.release?.()) };
				},
			});
			const cache = new SourceCache(counted, 1e9, () => 'whitespace', () => false);
			for (let k = 0; k < 12; k += 3) {
				cache.prefetch(`s${k}.md`);
			}
			const loaded = await Promise.all(Object.keys(files).map(f => cache.load(f)));
			for (const [k, l] of loaded.entries()) {
				const text = files[`s${k}.md`]!;
				assert.ok(!('failure' in l) && l.text === text && l.pin === `sha256:${createHash('sha256').update(text).digest('hex')}`);
			}
			assert.equal(reads, 12);
			assert.equal(releases, 12);
		} finally {
			p.dispose();
		}
	});
});

suite('Spans less holes', () => {
	test('Should leave exactly the characters of the spans that no hole covers, in order, whatever the holes', () => {
		const span = fc.tuple(fc.nat(60), fc.nat(20)).map(([start, n]) => ({ start, end: start + n }));
		fc.assert(fc.property(fc.array(span, { maxLength: 4 }), fc.array(span, { maxLength: 12 }), (spans, holes) => {
			// The reference: hole by hole, each piece cut again.
			let expected = spans.map(x => ({ ...x }));
			for (const h of holes.filter(x => x.end > x.start)) {
				expected = expected.flatMap(x => (h.end <= x.start || h.start >= x.end ? [x] : [{ start: x.start, end: h.start }, { start: h.end, end: x.end }].filter(p => p.end > p.start)));
			}
			const merged = (list: { start: number; end: number }[]): string => JSON.stringify(list.reduce<{ start: number; end: number }[]>((acc, x) => {
				const last = acc[acc.length - 1];
				if (last && last.end === x.start) {
					last.end = x.end;
				} else {
					acc.push({ ...x });
				}
				return acc;
			}, []));
			assert.equal(merged(subtractSpans(spans, holes)), merged(expected));
		}), sample(500));
	});
});


suite('Regions by spans', () => {
	test('Should give each list of spans the regions of its own spans, however the lists follow each other', () => {
		const text = 'Alpha  beta,\n> gamma delta.\n\n> Epsilon\tzeta eta\ntheta iota kappa.\n';
		const span = fc.tuple(fc.nat(text.length), fc.nat(20)).map(([start, n]) => ({ start, end: Math.min(text.length, start + n) }));
		// Few spans, so the same list often comes again (the one kept is reused) and often does not.
		const spans = fc.array(fc.constantFrom({ start: 0, end: 5 }, { start: 3, end: 20 }, { start: 14, end: text.length }), { maxLength: 3 });
		fc.assert(fc.property(fc.array(fc.tuple(fc.oneof(spans, fc.array(span, { maxLength: 3 })), fc.boolean()), { minLength: 1, maxLength: 8 }), asks => {
			const source = new LoadedSource('s.md', text, 'sha256:0', 'prose', false);
			for (const [list, inQuote] of asks) {
				const asked = list.map(x => ({ ...x }));
				assert.deepEqual(source.regions(asked, inQuote), list.map(x => source.region(x, inQuote)), JSON.stringify(asks));
				// The caller's list changed afterwards is another list, not the one kept.
				asked.forEach(x => (x.start = 0));
				assert.deepEqual(source.regions(asked, inQuote), asked.map(x => source.region(x, inQuote)), JSON.stringify(asks));
			}
		}), sample(300));
	});
});
