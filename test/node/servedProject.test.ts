import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { nullLogger } from '../../server/src/core/workspace';
import { ServedProject } from '../../server/src/lsp/projects';
import { TempProject } from '../helpers/project';

suite('A project the server serves', () => {
	test('Should load the project through the one workspace the server reads it with', async () => {
		const tmp = new TempProject({ 'verbatim.json': '{}\n', 'notes/a.md': 'No citation.\n', 'drafts/b.md': 'Nor here.\n' });
		const project = new ServedProject(tmp.root, () => undefined, nullLogger, false);
		try {
			await project.open();
			assert.equal(project.loaded.workspace, project.disk);
			assert.deepEqual(project.notes().sort(), ['drafts/b.md', 'notes/a.md']);
		} finally {
			project.disk.dispose();
			tmp.dispose();
		}
	});
});
