import * as assert from 'node:assert/strict';
import { utimesSync } from 'node:fs';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import { defaultConfig, type ProjectConfig } from '../../server/src/core';
import { checkedLines } from '../helpers/cachedRun';
import { deep } from '../helpers/depth';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

// Sentences of equal length, so a rewrite often keeps a file's size.
const sentences = ['Alpha beta gamma delta.', 'Gamma delta alpha beta.', 'Delta alpha gamma beta.', 'Beta gamma delta alpha.'];

/** A small deterministic generator (mulberry32), so a failure names its seed and step. */
function random(seed: number): (n: number) => number {
	let a = seed;
	return n => {
		a = (a + 0x6d2b79f5) | 0;
		let t = Math.imul(a ^ (a >>> 15), 1 | a);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return (((t ^ (t >>> 14)) >>> 0) / 4294967296 * n) | 0;
	};
}

/** One random change of the project: what a user, a checkout or a tool does between two runs. */
function change(p: TempProject, pick: (n: number) => number, configs: { current: ProjectConfig }): string {
	const source = `sources/s${pick(3)}.md`;
	const note = `notes/n${pick(5)}.md`;
	const sentence = (): string => sentences[pick(sentences.length)]!;
	switch (pick(7)) {
		case 0: {
			// A third of the rewrites hold one sentence twice: quotes of it turn ambiguous.
			const first = sentence();
			p.write(source, lines(first, pick(3) ? sentence() : first, ''));
			return `rewrite ${source}`;
		}
		case 1:
			p.remove(source);
			return `delete ${source}`;
		case 2:
			p.write(note, lines(`> ${sentence()}`, `> --- \`sources/s${pick(3)}.md\``, ''));
			return `rewrite ${note}`;
		case 3: {
			const old = new Date(Date.now() - 3_600_000);
			try {
				utimesSync(path.join(p.root, pick(2) ? source : note), old, old);
			} catch {
				// The file is not there: nothing to touch.
			}
			return `touch ${source} or ${note}`;
		}
		case 4:
			p.write(`library/l${pick(2)}.md`, lines(sentence(), ''));
			return 'library file';
		case 5:
			p.remove(`library/l${pick(2)}.md`);
			return 'library file removed';
		default:
			configs.current = configs.current.sources.length ? defaultConfig : { ...defaultConfig, sources: ['library/**'] };
			return 'sources glob toggled';
	}
}

suite('Result cache against random changes', () => {
	test('Should give a warm run the findings of a cold run after every change, with the cache inside or outside the project', async () => {
		const racy = process.env.VERBATIM_CACHE_RACY_MS;
		after(() => {
			if (racy === undefined) {
				delete process.env.VERBATIM_CACHE_RACY_MS;
			} else {
				process.env.VERBATIM_CACHE_RACY_MS = racy;
			}
		});
		// One walk with the default racy window (every stamp here too new to trust: content decides), one with none (stamps decide).
		// The sample's walks are shorter, from seeds whose walks still meet every verdict (asserted below).
		const walks = deep ? [[3, '2000'], [4, '0']] as const : [[6, '2000'], [10, '0']] as const;
		const steps = deep ? 30 : 12;
		for (const [seed, window] of walks) {
			process.env.VERBATIM_CACHE_RACY_MS = window;
			const seen = new Set<string>();
			const p = new TempProject();
			const outside = new TempProject();
			after(() => {
				p.dispose();
				outside.dispose();
			});
			const pick = random(seed);
			// Its own generator, so the walk of changes is the same with or without narrow runs.
			const narrow = random(seed + 1000);
			const configs = { current: defaultConfig };
			// Every source and note there to start with, each a random pick.
			for (let k = 0; k < 3; k++) {
				p.write(`sources/s${k}.md`, lines(sentences[pick(4)]!, sentences[pick(4)]!, ''));
			}
			for (let k = 0; k < 5; k++) {
				p.write(`notes/n${k}.md`, lines(`> ${sentences[pick(4)]!}`, `> --- \`sources/s${pick(3)}.md\``, ''));
			}
			for (let step = 0; step < steps; step++) {
				const what = change(p, pick, configs);
				const cold = await checkedLines(p.root, configs.current, false);
				cold.forEach(l => seen.add(l.split(' ')[1]!));
				for (const cache of [undefined, outside.root]) {
					// Now and then a run of some notes only (a shard, named paths) first: it carries the others' entries over.
					if (narrow(3) === 0) {
						const part = narrow(5);
						await checkedLines(p.root, configs.current, cache, note => note !== `notes/n${part}.md`);
					}
					assert.deepEqual(await checkedLines(p.root, configs.current, cache), cold, `seed ${seed}, step ${step}: ${what}`);
				}
			}
			// The walk met the verdicts that hang on other files, so it tested something.
			assert.deepEqual(['absent', 'ambiguous', 'misattributed', 'source_error', 'verified'].filter(s => !seen.has(s)), [], `seed ${seed}: ${[...seen].join(' ')}`);
		}
	});
});
