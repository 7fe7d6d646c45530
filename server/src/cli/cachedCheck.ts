import { noopToken, readsRepository, type Checker, type CitationResult, type NoteReport, type ProjectConfig } from '../core';
import type { NodeWorkspace } from '../node/nodeWorkspace';
import { stampPath, statOrUndefined, type ResultCache, type Stamp } from '../node/resultCache';
import { localTargets, readAndIndex, type Collected, type CollectedNote } from './collectNotes';

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
			const absolute = workspace.toAbsolute(source);
			const stats = statOrUndefined(absolute);
			s = { stamp: stampPath(absolute), trusted: !stats || cache?.trusted(stats) !== undefined };
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
	for (const [n, report] of reports.entries()) {
		const note = toCheck[n]!;
		out.push({ report, text: note.text });
		const sources = Object.fromEntries(localTargets(note.parsed).map(s => [s, stampOf(s).trusted ? stampOf(s).stamp : 'racy']));
		const elsewhere = report.results.some(r => r.status === 'absent' || r.status === 'misattributed');
		const volatile = report.results.some(r => hangsOnMore(r, config));
		cache?.record(note.path, {
			stamp: note.stamp, targets: localTargets(note.parsed),
			checked: volatile ? undefined : { results: report.results, skipped: report.skipped, text: note.text, sources, elsewhere },
		});
	}
	cache?.save();
	return out;
}

/** Whether a result hangs on more than the files' stamps (a repository's state, a stored PDF render): such results are never reused. */
function hangsOnMore({ citation: { target } }: CitationResult, config: ProjectConfig): boolean {
	return (target?.kind === 'git' && readsRepository(target, config)) || (target?.kind === 'local' && /\.pdf$/i.test(target.path));
}
