import { readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { isWithinRoot, realPath } from './files';
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

/**
 * Whether a clone inside the project reaches outside it: a `.git` file
 * naming a Git folder elsewhere, a `commondir`, an object store's
 * `info/alternates` (followed as Git follows them), or a config that
 * includes another file (which could be anything, a FIFO too). Such a clone is files the
 * project holds, so it may point only inside the root: else a citation could
 * read, and a near miss print, a repository the project was never given.
 */
export function leavesRoot(clone: GitLocation, root: string): boolean {
	const realRoot = realPath(root);
	const inside = (p: string): boolean => isWithinRoot(realPath(p), realRoot);
	// Each file is read only once it is known to lie inside the root: a link out is itself a way out.
	const read = (p: string): string | undefined | false => (kindOf(p) === undefined ? undefined : inside(p) ? readText(p) : false);
	let gitDir = clone.gitDir;
	if (kindOf(gitDir) === 'file') {
		const text = read(gitDir);
		const named = text === false ? undefined : /^gitdir: *(.+?)\s*$/m.exec(text ?? '')?.[1];
		if (named === undefined) {
			return text === false;
		}
		gitDir = path.resolve(path.dirname(gitDir), named);
	}
	if (!inside(gitDir)) {
		return true;
	}
	const common = read(path.join(gitDir, 'commondir'));
	if (common === false) {
		return true;
	}
	const commonDir = common?.trim() ? path.resolve(gitDir, common.trim()) : gitDir;
	if (!inside(commonDir)) {
		return true;
	}
	for (const config of [path.join(gitDir, 'config'), path.join(commonDir, 'config'), path.join(gitDir, 'config.worktree')]) {
		const text = read(config);
		if (text === false || /^\s*\[\s*include/im.test(text ?? '')) {
			return true;
		}
	}
	// Git follows alternates five deep; one more level read here than Git would is harmless.
	let stores = [path.join(commonDir, 'objects')];
	for (let depth = 0; depth < 6 && stores.length; depth++) {
		const next: string[] = [];
		for (const store of stores) {
			const alternates = inside(store) ? read(path.join(store, 'info', 'alternates')) : false;
			if (alternates === false) {
				return true;
			}
			for (const line of (alternates ?? '').split(/\r?\n/)) {
				const entry = line.trim();
				if (entry && !entry.startsWith('#')) {
					next.push(path.resolve(store, entry.replace(/^"(.*)"$/, '$1')));
				}
			}
		}
		stores = next;
	}
	return stores.length > 0;
}

/** A small file's text, or undefined when it is not there (a Git folder's `commondir` or `alternates` is a line or a few). */
function readText(p: string): string | undefined {
	try {
		return statSync(p).isFile() ? readFileSync(p, 'utf8').slice(0, 64 * 1024) : undefined;
	} catch {
		return undefined;
	}
}
