import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { withServer } from '../../helpers/inProcessServer';
import { projectFiles } from '../../helpers/serverFixtures';

suite('Language server in process: verbatim/quote and verbatim/checkWorkspace', () => {
	test('Should build a verified citation for each occurrence of a selection, with its source lines', () => withServer(projectFiles(), {}, async s => {
		const response = await s.client.sendRequest('verbatim/quote', { sourceUri: s.uri('sources/filing.md'), text: 'The claim was\nsettled in full.', noteUri: s.uri('notes/n.md'), pin: 'none' }) as { kind: string; occurrences: { occurrence: number; startLine: number; citation: string; context: string }[] };
		assert.equal(response.kind, 'ok');
		assert.deepEqual(response.occurrences.map(o => [o.occurrence, o.startLine, o.context]), [
			[1, 2, 'The claim was settled in full.'],
			[2, 4, 'The claim was settled in full.'],
		]);
		assert.equal(response.occurrences[0]!.citation, '> The claim was settled in full.\n> --- `../sources/filing.md:2-2`\n');
	}));

	test('Should refuse a selection outside every workspace folder, or absent from the source', () => withServer(projectFiles(), {}, async s => {
		assert.deepEqual(await s.client.sendRequest('verbatim/quote', { sourceUri: 'file:///elsewhere/x.md', text: 'x' }), { kind: 'error', message: 'the source is not inside a workspace folder' });
		assert.deepEqual(await s.client.sendRequest('verbatim/quote', { sourceUri: s.uri('sources/filing.md'), text: 'not in it' }), { kind: 'error', message: 'the selection does not occur in sources/filing.md' });
	}));

	test('Should check every note of the workspace on request, counting citations, with diagnostics for unopened notes', () => withServer(projectFiles({
		'notes/second.md': '> Other text here.\n> --- `sources/filing.md`\n\n> Missing words.\n> --- `sources/filing.md`\n',
	}), { settings: { validate: { workspace: false } } }, async s => {
		const counts = await s.client.sendRequest('verbatim/checkWorkspace');
		// The default include (**/*.md) makes the source a note too: three notes, four citations.
		assert.deepEqual(counts, { notes: 3, citations: 4, verified: 2, failing: 2 });
		assert.deepEqual(s.diagnostics.get(s.uri('notes/second.md'))?.map(d => d.code), ['absent']);
		assert.deepEqual(s.statuses.at(-1), { verified: 2, failing: 2, checking: false });
	}));
});
