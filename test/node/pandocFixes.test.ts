import * as assert from 'node:assert/strict';
import { after, suite, test } from 'node:test';
import { applyEdits, createChecker, defaultConfig, noopToken } from '../../server/src/core';
import { NodeWorkspace } from '../../server/src/node/nodeWorkspace';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

suite('Quick fixes of a Pandoc key citation (docs/specification.md §6)', () => {
	test('Should cite each occurrence of an ambiguous quote with the key and a locator, in its own form', async () => {
		const p = new TempProject({
			'refs/library.bib': '@book{smith2020, title = {The Archive}, file = {Full Text:files/smith.txt:text/plain}}\n',
			'refs/files/smith.txt': lines('Kept by someone.', 'A line between.', 'Kept by someone.', ''),
		});
		after(() => p.dispose());
		const note = lines('> Kept by someone.', '> --- [@smith2020]', '', 'As "Kept by someone." [@smith2020] says.', '');
		p.write('notes/n.md', note);
		const workspace = new NodeWorkspace(p.root);
		after(() => workspace.dispose());
		const checker = createChecker({ workspace, config: { ...defaultConfig, bibliography: 'refs/library.bib' } });
		const report = await checker.checkNote('notes/n.md', note, noopToken);
		assert.deepEqual(report!.results.map(r => [r.status, r.keyFile]), [['ambiguous', 'refs/files/smith.txt'], ['ambiguous', 'refs/files/smith.txt']]);
		const fixed = async (k: number) => (await checker.edits.fixes(report!.results[k]!, note)).map(f => [f.title.replace(/:.*/, ''), applyEdits(note, f.edits)]);
		assert.deepEqual(await fixed(0), [
			['Cite occurrence 1 (line 1)', note.replace('[@smith2020]', '[@smith2020, l. 1]')],
			['Cite occurrence 2 (line 3)', note.replace('[@smith2020]', '[@smith2020, l. 3]')],
		]);
		const prose = (n: number) => note.replace('As "Kept by someone." [@smith2020]', `As "Kept by someone." [@smith2020, l. ${n}]`);
		assert.deepEqual(await fixed(1), [['Cite occurrence 1 (line 1)', prose(1)], ['Cite occurrence 2 (line 3)', prose(3)]]);
	});
});
