import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { createChecker, defaultConfig, noopToken } from '../../server/src/core';
import { InMemoryWorkspace } from '../helpers/inMemoryWorkspace';
import { lines } from '../helpers/text';

suite('Result memo across source changes', () => {
	test('Should not keep a result read from bytes that changed while the check ran', async () => {
		const note = lines('> The claim was settled.', '> --- `s.md`', '');
		const workspace = new InMemoryWorkspace({ 's.md': 'The claim was settled.\n', 'n.md': note });
		const checker = createChecker({ workspace, config: defaultConfig });
		for (let round = 0; round < 5; round++) {
			const before = round % 2 === 0 ? 'The claim was settled.\n' : 'Nothing here.\n';
			const after = round % 2 === 0 ? 'Nothing here.\n' : 'The claim was settled.\n';
			workspace.set('s.md', before);
			checker.sourceChanged('s.md');
			const inFlight = checker.checkNote('n.md', note, noopToken);
			workspace.set('s.md', after);
			checker.sourceChanged('s.md');
			await inFlight;
			const now = await checker.checkNote('n.md', note, noopToken);
			assert.equal(now!.results[0]!.status, round % 2 === 0 ? 'absent' : 'verified', `round ${round}`);
		}
	});

	test('Should keep results for a note checked again, and none in a one-shot batch', async () => {
		const note = lines('> The claim was settled.', '> --- `s.md`', '');
		const workspace = new InMemoryWorkspace({ 's.md': 'The claim was settled.\n', 'n.md': note });
		for (const rememberResults of [true, false]) {
			const checker = createChecker({ workspace, config: defaultConfig, rememberResults });
			const first = await checker.checkNote('n.md', note, noopToken);
			const again = await checker.checkNote('n.md', note, noopToken);
			assert.deepEqual(again, first);
			assert.equal(checker.batch.memoSize, rememberResults ? 1 : 0);
		}
	});
});
