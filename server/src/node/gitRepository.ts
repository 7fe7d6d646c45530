import { statSync } from 'node:fs';
import * as path from 'node:path';
import type { GitLocation } from './gitProcess';

/**
 * The project's repository: the nearest `.git` (a folder, or a file naming
 * one) at the project root or above it. Folders inside the project are
 * never asked: one laid out as a repository (a bare one committed as plain
 * files, or a nested `.git`) is data, not the repository of the notes in it.
 */
export function projectRepository(root: string): GitLocation | undefined {
	for (let d = path.resolve(root); ; d = path.dirname(d)) {
		const dotGit = path.join(d, '.git');
		const kind = kindOf(dotGit);
		if (kind === 'folder' || kind === 'file') {
			return { gitDir: dotGit, top: d };
		}
		if (path.dirname(d) === d) {
			return undefined;
		}
	}
}

/**
 * A clone named in `repositories` (by the project, inside its root, or by
 * the user): a work tree with its `.git`, or a bare repository. Named, so
 * a bare one is taken; nothing above the folder is.
 */
export function cloneRepository(dir: string): GitLocation | undefined {
	const dotGit = path.join(dir, '.git');
	const kind = kindOf(dotGit);
	if (kind === 'folder' || kind === 'file') {
		return { gitDir: dotGit, top: dir };
	}
	if (kindOf(path.join(dir, 'HEAD')) === 'file' && kindOf(path.join(dir, 'objects')) === 'folder') {
		return { gitDir: dir, top: undefined };
	}
	return undefined;
}

function kindOf(p: string): 'file' | 'folder' | 'other' | undefined {
	try {
		const s = statSync(p);
		return s.isDirectory() ? 'folder' : s.isFile() ? 'file' : 'other';
	} catch {
		return undefined;
	}
}
