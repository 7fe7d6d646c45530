import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { InProcessServer } from '../helpers/inProcessServer';
import { projectFiles } from '../helpers/serverFixtures';
import { lines } from '../helpers/text';

suite('Language server after the SPEC audit', () => {
	test('Should speak UTF-16 positions whatever the client offers, also after astral characters, and keep a note with a bare `https://` attribution checked', async () => {
		const s = new InProcessServer(projectFiles(), { capabilities: { general: { positionEncodings: ['utf-32', 'utf-8', 'utf-16'] } } });
		try {
			const { capabilities } = await s.start();
			assert.equal(capabilities.positionEncoding, 'utf-16');
			await s.open('notes/n.md', lines('> \u{1F600} zz', '> --- `sources/filing.md` \u{1F600}', '', '> x', '> --- https://', ''));
			const d = await s.diagnosticsOf('notes/n.md', ds => ds.length === 2);
			assert.deepEqual(d.map(x => x.code), ['absent', 'invalid_attribution']);
			// The quote `😀 zz` after `> `: 2 + 5 UTF-16 units (4 code points).
			assert.deepEqual(d[0]!.range, { start: { line: 0, character: 2 }, end: { line: 0, character: 2 + '\u{1F600} zz'.length } });
			assert.equal(d[0]!.range.end.character, 7);
		} finally {
			await s.stop();
		}
	});
});
