import * as path from 'node:path';
import { noopToken, readsRepository, type Checker, type CitationResult, type NoteReport, type ProjectConfig } from '../core';
import type { NodeWorkspace } from '../node/nodeWorkspace';
import { buildStamp, isFolderOrMissing, isOwnCacheFolder, pdfSniffer, ResultCache, sourceStamp, type Stamp } from '../node/resultCache';
import { localTargets, readAndIndex, type Collected, type CollectedNote } from './collectNotes';
import { UsageError } from './io';
import type { Project } from './project';
import { version } from './version';

/** A note's report and the text its citations are positioned in. */
export interface CheckedNote {
	readonly report: NoteReport;
	readonly text: string;
}

/**
 * Checks the collected notes, reusing the cached results of every unchanged
 * note whose sources are unchanged too, and records this run in the cache.
 * Every source is stamped before the checker reads it, so a source that
 * changes during the run shows as changed next time.
 */
export async function checkCollected(checker: Checker, workspace: NodeWorkspace, config: ProjectConfig, collected: Collected, cache?: ResultCache): Promise<CheckedNote[]> {
	const maxBytes = config.maxSourceBytes;
	const stamps = new Map<string, { stamp: Stamp; trusted: boolean }>();
	const stampOf = (source: string): { stamp: Stamp; trusted: boolean } => {
		let s = stamps.get(source);
		if (!s) {
			s = sourceStamp(workspace.toAbsolute(source), cache);
			stamps.set(source, s);
		}
		return s;
	};
	cache?.setKnown(checker.knownSources(), s => stampOf(s).stamp, s => stampOf(s).trusted);
	const out: CheckedNote[] = [];
	const toCheck: CollectedNote[] = [...collected.notes];
	for (const { path, entry } of collected.unchanged) {
		const reused = cache?.reusable(entry, s => stampOf(s).stamp);
		if (reused) {
			out.push({ report: { file: path, results: reused.results, skipped: reused.skipped }, text: reused.text });
			cache!.record(path, entry);
			continue;
		}
		const note = await readAndIndex(checker, workspace, maxBytes, path, collected.fileErrors);
		if (note) {
			toCheck.push({ ...note, stamp: entry.stamp });
		}
	}
	for (const note of toCheck) {
		localTargets(note.parsed).forEach(stampOf);
	}
	const reports = await checker.checkNotes(toCheck, noopToken) ?? [];
	const sniff = pdfSniffer(workspace.root);
	const pdfs = new Map<string, boolean>();
	const isPdf = (source: string): boolean => pdfs.get(source) ?? pdfs.set(source, sniff(workspace.toAbsolute(source))).get(source)!;
	for (const [n, report] of reports.entries()) {
		const note = toCheck[n]!;
		out.push({ report, text: note.text });
		const sources = Object.fromEntries(localTargets(note.parsed).map(s => [s, stampOf(s).trusted ? stampOf(s).stamp : 'racy']));
		const elsewhere = report.results.some(r => r.status === 'absent' || r.status === 'misattributed');
		const volatile = report.results.some(r => hangsOnMore(r, config, isPdf));
		cache?.record(note.path, {
			stamp: note.stamp, targets: localTargets(note.parsed),
			checked: volatile ? undefined : { results: report.results, skipped: report.skipped, text: note.text, sources, elsewhere },
		});
	}
	cache?.save();
	return out;
}

/**
 * Whether a result hangs on more than the files' stamps (a repository's
 * state, a PDF's stored render — a PDF known by its bytes, whatever its
 * name): such results are never reused.
 */
function hangsOnMore({ citation: { target } }: CitationResult, config: ProjectConfig, isPdf: (source: string) => boolean): boolean {
	return (target?.kind === 'git' && readsRepository(target, config)) || (target?.kind === 'local' && (/\.pdf$/i.test(target.path) || isPdf(target.path)));
}

/**
 * The persistent result cache of a project: `ROOT/.verbatim/cache`, or the
 * folder given (`--cache DIR`, from `cwd`); undefined with `--no-cache`. Its
 * key holds everything besides file contents that decides a verdict or its
 * message: Verbatim's version and build, the root, the configuration,
 * `--redact` and the working folder (messages name files from it). A folder
 * given that is not a folder is a usage error; a default folder that is not
 * the project's own (a link, a file) turns the cache off with a warning, so
 * nothing outside the root is read or written.
 */
export function openCache(project: Project, options: { readonly cache?: string | boolean; readonly redact: boolean }, cwd: string, warn: (message: string) => void): ResultCache | undefined {
	if (!options.cache) {
		return undefined;
	}
	const own = options.cache === true;
	const folder = own ? path.join(project.root, '.verbatim', 'cache') : path.resolve(cwd, options.cache as string);
	if (own && !isOwnCacheFolder(project.root)) {
		warn('verbatim: .verbatim/cache is a link or a file, not a folder of the project: the result cache is off for this run\n');
		return undefined;
	}
	if (!own && !isFolderOrMissing(folder)) {
		throw new UsageError(`--cache: ${options.cache as string} is not a folder`);
	}
	const key = JSON.stringify({ version, build: buildStamp(), root: project.root, config: project.config, redact: options.redact, cwd });
	const shown = path.relative(cwd, folder) || '.';
	return ResultCache.open(folder, key, {
		ownFolder: own,
		unwritten: code => warn(`verbatim: the result cache could not be written in ${shown} (${code}): the next run starts cold\n`),
	});
}
