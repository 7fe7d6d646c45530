import { existsSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { repoRoot } from './project';

/** The shared commonplace KB when this machine has it, else the bundled examples. */
export const corpus = ((): string => {
	const kb = path.resolve(process.env.VERBATIM_SHARED ?? path.join(repoRoot, '..', 'shared'), 'corpora', 'commonplace-kb');
	return existsSync(kb) ? kb : path.join(repoRoot, 'examples');
})();

/** Every Markdown file under a folder, recursively. */
export function markdownUnder(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap(e => {
		const full = path.join(dir, e.name);
		return e.isDirectory() ? markdownUnder(full) : e.name.endsWith('.md') ? [full] : [];
	});
}
