import * as path from 'node:path';
import { createChecker, defaultConfig, type CitationResult, type ProjectConfig } from '../../server/src/core';
import { checkCollected } from '../../server/src/node/batch/cachedCheck';
import { collectNotes } from '../../server/src/node/batch/notes';
import { listProjectFiles } from '../../server/src/node/listFiles';
import { NodeWorkspace } from '../../server/src/node/nodeWorkspace';
import { ResultCache } from '../../server/src/node/resultCache';
import { SpyLogger } from './spyLogger';

/**
 * One in-process check of the notes under `notes/` with the result cache of
 * ROOT/.verbatim/cache (or of `outside`, a folder outside the project, which
 * may match by content), as the CLI runs it; returns how many notes were
 * checked rather than reused, and `file status` of each citation.
 */
export async function checkedNotes(root: string, config: ProjectConfig = defaultConfig, outside?: string | false): Promise<{ checked: number; statuses: string[] }> {
	const { checked, results } = await cachedRun(root, config, outside);
	return { checked, statuses: results.map(x => `${x.file} ${x.status}`).sort() };
}

/** Each citation's `file status message`, as `checkedNotes` runs; `only` narrows the notes checked (the others are still indexed), as a shard does. */
export async function checkedLines(root: string, config: ProjectConfig, outside?: string | false, only?: (note: string) => boolean): Promise<string[]> {
	return (await cachedRun(root, config, outside, only)).results.map(x => `${x.file} ${x.status} ${x.message}`).sort();
}

/** As `checkedNotes`, with the files the checker read (sources, in order), through a real workspace that counts them. */
export async function checkedReads(root: string, config: ProjectConfig = defaultConfig): Promise<{ statuses: string[]; reads: string[] }> {
	const workspace = new CountingWorkspace(root);
	const { results } = await cachedRun(root, config, undefined, undefined, workspace);
	return { statuses: results.map(x => `${x.file} ${x.status}`).sort(), reads: workspace.reads };
}

class CountingWorkspace extends NodeWorkspace {
	readonly reads: string[] = [];

	override readFile(relative: string, maxBytes: number): ReturnType<NodeWorkspace['readFile']> {
		this.reads.push(relative);
		return super.readFile(relative, maxBytes);
	}
}

async function cachedRun(root: string, config: ProjectConfig, outside: string | false | undefined, only?: (note: string) => boolean, workspace = new NodeWorkspace(root)): Promise<{ checked: number; results: CitationResult[] }> {
	// A file changed in the millisecond the run starts is too recent to trust even with no racy window.
	await new Promise(resolve => setTimeout(resolve, 3));
	const logger = new SpyLogger();
	const checker = createChecker({ workspace, config, logger });
	const files = await listProjectFiles(root);
	checker.index.setProjectFiles(files);
	const notes = files.filter(f => f.startsWith('notes/'));
	// As the CLI does, the configuration is part of the key.
	// `false`: no cache at all, a cold run.
	const cache = outside === false ? undefined : ResultCache.open(outside ?? path.join(root, '.verbatim', 'cache'), JSON.stringify(config), { byContent: outside !== undefined });
	const collected = await collectNotes(checker, workspace, 1 << 20, notes.filter(only ?? (() => true)), notes, cache);
	const reports = await checkCollected(checker, workspace, { ...config, maxSourceBytes: 1 << 20 }, collected, cache);
	cache?.save();
	const logged = logger.records.find(r => r.event === 'notes.checked')?.data as { notes: number } | undefined;
	return { checked: logged?.notes ?? 0, results: reports.flatMap(r => r.report.results) };
}
