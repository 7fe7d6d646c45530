import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import * as path from 'node:path';
import { alwaysSkipped, IgnoreRules } from '../core/projectFiles';
import { cacheFileName } from './cacheFiles';

/**
 * Every regular file under `root`, root-relative with `/`, honouring each
 * folder's `.gitignore` (the core's `IgnoreRules`, as `listFilesThrough`
 * applies them for hosts whose reads are requests), but the result cache's
 * own files (`cacheFileName`).
 * Symlinked folders are not followed, so the walk cannot leave the root.
 * The walk is synchronous: awaiting each folder left a run idle on the
 * thread pool for a tenth of a check of the KB, and the
 * project is needed whole before anything else can start.
 */
export async function listProjectFiles(root: string): Promise<string[]> {
	const out: string[] = [];
	const walk = (dirRel: string, rules: IgnoreRules): void => {
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
				active = rules.with(dirRel, readFileSync(path.join(abs, '.gitignore'), 'utf8'));
			} catch {
				// An unreadable .gitignore ignores nothing; the walk goes on.
			}
		}
		entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
		for (const entry of entries) {
			const rel = dirRel ? `${dirRel}/${entry.name}` : entry.name;
			if (entry.isDirectory()) {
				if (!alwaysSkipped.has(entry.name) && !active.ignores(rel, true)) {
					walk(rel, active);
				}
			} else if ((entry.isFile() || entry.isSymbolicLink()) && !cacheFileName.test(entry.name) && !active.ignores(rel, false)) {
				out.push(rel);
			}
		}
	};
	walk('', IgnoreRules.none);
	return out;
}
