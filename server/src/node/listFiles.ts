import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import * as path from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { cacheFileName } from './cacheFiles';

/** Folders never walked: Git's own store and installed packages. */
const alwaysSkipped = new Set(['.git', 'node_modules']);

/**
 * Every regular file under `root`, root-relative with `/`, honouring each
 * folder's `.gitignore` (as Git does, rules apply below their folder), but
 * the result cache's own files (`cacheFileName`).
 * Symlinked folders are not followed, so the walk cannot leave the root.
 * The walk is synchronous: awaiting each folder left a run idle on the
 * thread pool for a tenth of a check of the KB, and the
 * project is needed whole before anything else can start.
 */
export async function listProjectFiles(root: string): Promise<string[]> {
	const out: string[] = [];
	const walk = (dirRel: string, rules: readonly { base: string; ig: Ignore }[]): void => {
		const abs = path.join(root, ...dirRel.split('/').filter(Boolean));
		let entries: Dirent[];
		try {
			entries = readdirSync(abs, { withFileTypes: true });
		} catch {
			return;
		}
		let active = rules;
		const gitignore = entries.find(e => e.name === '.gitignore' && e.isFile());
		if (gitignore) {
			try {
				const text = readFileSync(path.join(abs, '.gitignore'), 'utf8');
				active = [...rules, { base: dirRel, ig: ignore().add(text) }];
			} catch {
				// An unreadable .gitignore ignores nothing; the walk goes on.
			}
		}
		const ignored = (rel: string, isDir: boolean): boolean => active.some(({ base, ig }) => {
			const local = base ? rel.slice(base.length + 1) : rel;
			return ig.ignores(isDir ? `${local}/` : local);
		});
		entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
		for (const entry of entries) {
			const rel = dirRel ? `${dirRel}/${entry.name}` : entry.name;
			if (entry.isDirectory()) {
				if (!alwaysSkipped.has(entry.name) && !ignored(rel, true)) {
					walk(rel, active);
				}
			} else if ((entry.isFile() || entry.isSymbolicLink()) && !cacheFileName.test(entry.name) && !ignored(rel, false)) {
				out.push(rel);
			}
		}
	};
	walk('', []);
	return out;
}
