import * as path from 'node:path';
import { createChecker } from '../core';
import { ResultCache } from '../node/resultCache';
import { checkCollected } from './cachedCheck';
import { collectNotes } from './collectNotes';
import type { CheckScope, Project } from './project';
import { displayPath, type ProjectResults } from './report';
import { inShard, type Shard } from './shard';
import { version } from './version';

export interface CheckOptions {
	readonly paths: readonly string[];
	readonly root?: string;
	readonly config?: string;
	readonly redact: boolean;
	/** The result cache: its folder, true for the default one, false for none (default: false). */
	readonly cache?: string | boolean;
	/** Check only one part of the notes. */
	readonly shard?: Shard;
}

/**
 * Checks the notes in scope of one project with its own configuration;
 * messages name files from `cwd`. A shard checks its part of the notes, but
 * every note is still indexed, so its verdicts match an unsharded run.
 */
export async function checkProject({ project, files, scopes }: CheckScope, options: Pick<CheckOptions, 'redact' | 'cache' | 'shard'>, cwd: string): Promise<ProjectResults> {
	const inScope = (f: string): boolean => scopes.length === 0 || scopes.some(s => s === '' || f === s || f.startsWith(`${s}/`));
	const explicit = new Set(scopes);
	const shard = options.shard;
	const notes = files.filter(f => inScope(f) && (explicit.has(f) || project.isNote(f)) && (!shard || inShard(f, shard)));

	// A batch check goes source by source, so a small budget of loaded sources suffices.
	const checker = createChecker({
		workspace: project.workspace, config: project.config, redact: options.redact, sourceBudgetBytes: 16 * 1024 * 1024,
		displayPath: p => displayPath(cwd, project.root, p),
	});
	checker.setProjectFiles(files);
	const cache = openCache(project, options, cwd);
	const maxBytes = project.config.maxSourceBytes;
	// Every file cited anywhere in the project is a known source (docs/specification.md §4), so every note is indexed.
	const collected = await collectNotes(checker, project.workspace, maxBytes, notes, files.filter(f => project.isNote(f)), cache);
	const checked = await checkCollected(checker, project.workspace, maxBytes, collected, cache);
	return { root: project.root, notes: checked, fileErrors: collected.fileErrors };
}

/**
 * The persistent result cache: `ROOT/.verbatim/cache` or the folder given.
 * Its key holds everything besides file contents that decides a verdict or
 * its message: Verbatim's version, the root, the configuration, `--redact`
 * and the working folder (messages name files from it).
 */
function openCache(project: Project, options: Pick<CheckOptions, 'redact' | 'cache'>, cwd: string): ResultCache | undefined {
	if (!options.cache) {
		return undefined;
	}
	const folder = options.cache === true ? path.join(project.root, '.verbatim', 'cache') : path.resolve(cwd, options.cache);
	return ResultCache.open(folder, JSON.stringify({ version, root: project.root, config: project.config, redact: options.redact, cwd }));
}
