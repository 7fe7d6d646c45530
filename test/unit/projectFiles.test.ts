import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync, symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { suite, test } from 'node:test';
import { listFilesThrough, type FolderEntry } from '../../server/src/core/projectFiles';
import { listProjectFiles } from '../../server/src/node/listFiles';
import { FolderUri } from '../../server/src/lsp/webHost';
import { TempProject } from '../helpers/project';

/** A reader over a real folder, as a host whose reads are requests lists it. */
function readerOf(root: string): Parameters<typeof listFilesThrough>[0] {
	return {
		readDirectory: rel => {
			try {
				return Promise.resolve(readdirSync(path.join(root, rel), { withFileTypes: true }).map((e): FolderEntry => ({ name: e.name, kind: e.isSymbolicLink() ? 'link' : e.isDirectory() ? 'folder' : e.isFile() ? 'file' : 'other' })));
			} catch {
				return Promise.resolve(undefined);
			}
		},
		readText: rel => Promise.resolve(readFileSync(path.join(root, rel), 'utf8')),
	};
}

suite('Project files: .gitignore rules in the core, for every host', () => {
	test('Should list what the disk walk lists: nested .gitignore, negation, .git, node_modules, symlinks listed but not walked', async () => {
		const p = new TempProject({
			'.gitignore': '*.log\nbuild/\n!keep.log\n',
			'a.md': 'a', 'x.log': 'x', 'keep.log': 'k', 'build/out.md': 'o',
			'notes/.gitignore': 'private.md\n/top-only.md\n',
			'notes/n.md': 'n', 'notes/private.md': 'p', 'notes/top-only.md': 't', 'notes/deep/top-only.md': 'd', 'notes/deep/private.md': 'q',
			'node_modules/pkg/readme.md': 'r', '.git/HEAD': 'ref', 'sources/s.txt': 's',
		});
		try {
			symlinkSync(path.join(p.root, 'sources'), path.join(p.root, 'linked'));
			const fromDisk = await listProjectFiles(p.root);
			const throughReader = await listFilesThrough(readerOf(p.root));
			assert.deepEqual(throughReader, fromDisk);
			assert.deepEqual(throughReader, ['.gitignore', 'a.md', 'keep.log', 'linked', 'notes/.gitignore', 'notes/deep/top-only.md', 'notes/n.md', 'sources/s.txt']);
		} finally {
			p.dispose();
		}
	});
});

suite('Folder URIs of the browser host', () => {
	test('Should write a path as VS Code writes a URI, and read it back only inside the folder', () => {
		const folder = FolderUri.parse('vscode-vfs://github/owner/repo/')!;
		const uri = folder.uriOf('notes/a b(1)!é.md');
		assert.equal(uri, 'vscode-vfs://github/owner/repo/notes/a%20b%281%29%21%C3%A9.md');
		assert.equal(folder.relativeOf(uri), 'notes/a b(1)!é.md');
		assert.equal(folder.relativeOf('vscode-vfs://github/owner/repo'), '');
		assert.equal(folder.relativeOf('vscode-vfs://github/owner/repo/notes/../../x.md'), undefined);
		assert.equal(folder.relativeOf('vscode-vfs://github/owner/repository/x.md'), undefined);
		assert.equal(folder.relativeOf('file:///owner/repo/x.md'), undefined);
		assert.equal(FolderUri.parse('vscode-test-web://mount/')!.uriOf('n.md'), 'vscode-test-web://mount/n.md');
	});
});
