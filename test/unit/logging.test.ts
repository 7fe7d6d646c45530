import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { createChecker, defaultConfig, noopToken } from '../../server/src/core';
import { InMemoryWorkspace } from '../helpers/inMemoryWorkspace';
import { SpyLogger } from '../helpers/spyLogger';
import { lines } from '../helpers/text';

suite('Log privacy (docs/specification.md §8)', () => {
	test('Should log coordinates and counts, never quote or source text', async () => {
		const logger = new SpyLogger();
		const workspace = new InMemoryWorkspace({ 's.md': 'The confidential settlement figure was large.' });
		const checker = createChecker({ workspace, config: defaultConfig, logger });
		const note = lines('> The confidential settlement figure', '> --- `s.md`', '', '> A fabricated confidential remark', '> --- `s.md`');
		await checker.checkNote('n.md', note, noopToken);
		assert.ok(logger.records.length > 0, 'the checker logs something to check');
		assert.deepEqual(logger.records[0], { level: 'debug', event: 'note.checked', data: { file: 'n.md', citations: 2, skipped: 0, reused: 0 } });
		logger.assertFreeOf('confidential', 'settlement', 'fabricated');
	});
});
