import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { createChecker, defaultConfig, parseNote } from '../../server/src/core';
import { NoteParsing } from '../../server/src/node/batch/noteParsing';
import { InMemoryWorkspace } from '../helpers/inMemoryWorkspace';
import { lines } from '../helpers/text';

const citing = (k: number): string => lines(`# Note ${k}`, '', `> Quoted words number ${k}.`, '> --- `sources/s.md`', '');
const mentioning = (k: number): string => lines(`# Note ${k}`, '', `Notes on verbatim quotation, part ${k}, which quote nothing.`, '');

suite('NoteParsing: when notes go to worker threads', () => {
	test('Should parse here until the notes that cite pass the mark, then ask for workers once', () => {
		const checker = createChecker({ workspace: new InMemoryWorkspace({}), config: defaultConfig });
		let asked = 0;
		const parsing = new NoteParsing(checker, () => (asked++, undefined), 200);
		for (let k = 0; k < 20; k++) {
			// With no workers to be had, every note is still parsed here, as one thread parses it.
			assert.deepEqual(parsing.parse(`n${k}.md`, citing(k)), parseNote(citing(k), `n${k}.md`));
		}
		assert.equal(asked, 1);
		assert.equal(parsing.pool, undefined);
		// Refused, it asks again once the notes that cite reach 64 KB: the sources known by then may call for workers.
		const long = (k: number): string => `${citing(k)}\n${'Commentary without any quotation. '.repeat(200)}\n`;
		for (let k = 20; k < 20 + Math.ceil(64 * 1024 / long(0).length) + 1; k++) {
			parsing.parse(`n${k}.md`, long(k));
		}
		assert.equal(asked, 2);
	});

	test('Should not count notes that name the marker word but cite nothing (a knowledge base about quoting)', () => {
		const checker = createChecker({ workspace: new InMemoryWorkspace({}), config: defaultConfig });
		let asked = 0;
		const parsing = new NoteParsing(checker, () => (asked++, undefined), 200);
		for (let k = 0; k < 50; k++) {
			assert.deepEqual(parsing.parse(`m${k}.md`, mentioning(k)), { citations: [], skipped: [] });
		}
		assert.equal(asked, 0);
		parsing.parse('c.md', citing(1));
		assert.equal(asked, 0, 'one short citing note stays under the mark');
	});
});
