import * as assert from 'node:assert/strict';
import { after, suite, test } from 'node:test';
import { runInProcess } from '../helpers/inProcessCli';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

function project(files: Record<string, string | Uint8Array>): TempProject {
	const p = new TempProject(files);
	after(() => p.dispose());
	return p;
}

suite('verbatim check: positions and coverage after the SPEC audit', () => {
	test('Should end a citation at the column of its last character when that character is astral, in JSON, SARIF and GitHub alike', async () => {
		// `> --- \`s.md\` 😀` is 14 code points, 15 UTF-16 units; the second note ends in two astral characters.
		const p = project({
			's.md': 'w\n',
			'a.md': lines('> w', '> --- `s.md` \u{1F600}', ''),
			'b.md': lines('> \u{1F600} zz', '> --- `s.md` \u{1D11E}\u{1F600}', ''),
		});
		const json = JSON.parse((await runInProcess(p, ['check', '--format', 'json'])).stdout) as { citations: { file: string; column: number; endLine: number; endColumn: number }[] };
		const at = (file: string): number[] => {
			const c = json.citations.find(x => x.file === file)!;
			return [c.column, c.endLine, c.endColumn];
		};
		assert.deepEqual(at('a.md'), [3, 2, 14]);
		assert.deepEqual(at('b.md'), [3, 2, 15]);
		const sarif = JSON.parse((await runInProcess(p, ['check', '--format', 'sarif'])).stdout);
		assert.equal(sarif.runs[0].columnKind, 'unicodeCodePoints');
		assert.deepEqual(sarif.runs[0].results[0].locations[0].physicalLocation.region, { startLine: 1, startColumn: 3, endLine: 2, endColumn: 16 });
		assert.match((await runInProcess(p, ['check', '--format', 'github'])).stdout, /file=b\.md,line=1,col=3,endLine=2,endColumn=15,/);
	});

	test('Should keep checking a note whose other attribution is a bare `https://`', async () => {
		const p = project({ 's.md': 'alpha\n', 'n.md': lines('> alpha', '> --- `s.md`', '', '> x', '> --- https://', '') });
		const r = await runInProcess(p, ['check', '--format', 'json']);
		assert.equal(r.status, 1);
		assert.deepEqual((JSON.parse(r.stdout) as { citations: { status: string }[] }).citations.map(c => c.status), ['verified', 'invalid_attribution']);
	});
});
