import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { nullLogger } from '../../server/src/core/workspace';
import type { LoadedProject } from '../../server/src/node/loadProject';
import type { NodeWorkspace } from '../../server/src/node/nodeWorkspace';
import { nodeHost } from '../../server/src/lsp/nodeHost';
import { ServedProject } from '../../server/src/lsp/projects';
import { TempProject } from '../helpers/project';

suite('A project the server serves', () => {
	test('Should load the project through the one workspace the server reads it with', async () => {
		const tmp = new TempProject({ 'verbatim.json': '{}\n', 'notes/a.md': 'No citation.\n', 'drafts/b.md': 'Nor here.\n' });
		const host = nodeHost().open(tmp.root, false) as ReturnType<ReturnType<typeof nodeHost>['open']> & { readonly disk: NodeWorkspace };
		const project = new ServedProject(host, () => undefined, nullLogger);
		try {
			await project.open();
			assert.equal((project.loaded as LoadedProject).workspace, host.disk);
			assert.deepEqual(project.notes().sort(), ['drafts/b.md', 'notes/a.md']);
		} finally {
			host.dispose();
			tmp.dispose();
		}
	});
});
