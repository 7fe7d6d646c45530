import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { suite, test } from 'node:test';
import { parseNote } from '../../../server/src/core';
import { mayCite, parseNoteWhole } from './reference';
import { corpus, markdownUnder } from '../../helpers/corpus';
import { some } from '../../helpers/depth';

suite('Partial parsing on a real corpus', () => {
	test('Should find in every note that may cite what a whole parse finds', () => {
		let compared = 0;
		// npm test compares a fixed third of the notes; npm run test:deep all of them.
		for (const file of some(markdownUnder(corpus))) {
			const text = readFileSync(file, 'utf8');
			// A whole parse of long captured papers takes seconds each (npm test stays fast); the property test covers their shapes.
			if (!mayCite(text) || text.length > 16 * 1024) {
				continue;
			}
			const rel = path.relative(corpus, file).split(path.sep).join('/');
			// Through JSON: a shifted citation spells absent spans as undefined keys.
			assert.deepEqual(JSON.parse(JSON.stringify(parseNote(text, rel))), JSON.parse(JSON.stringify(parseNoteWhole(text, rel))), rel);
			compared++;
		}
		assert.ok(compared > 0);
	});
});
