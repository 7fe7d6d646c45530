import * as path from 'node:path';
import { extend, noopToken, isDocumentPath, projectFileOf, stampedByFiles, type Checker, type CitationResult, type NoteReport, type ProjectConfig } from '../core';
import type { NodeWorkspace } from '../node/nodeWorkspace';
import { buildStamp, isFolderOrMissing, isOutside, isOwnCacheFolder, ResultCache, SourceStates, storedRenders, type CachedNote, type Stamp } from '../node/resultCache';
import { indexFacts, localTargets, readAndIndex, type Collected, type CollectedNote } from './collectNotes';
import { UsageError } from './io';
import type { Project } from './project';
import { version } from './version';

/** A note's report and the text its citations are positioned in. */
export interface CheckedNote {
	readonly report: NoteReport;
	readonly text: string;
}

/**
 * Checks the collected notes, reusing the cached results of every note whose
 * text and sources are unchanged, and records this run in the cache. A note
 * or source is unchanged when its stamp is, or else, with a cache outside
 * the project (`byContent`), when its content is: the note's text, the
 * source's bytes hashing to the SHA-256 they had when checked (so a fresh
 * checkout, `touch` or a file changed too recently to trust its stamp costs
 * a read, not a check). Every source is stamped before
 * the checker reads it, and its hash is of the bytes the checker read, so a
 * source that changes during the run shows as changed next time.
 */
export async function checkCollected(checker: Checker, workspace: NodeWorkspace, config: ProjectConfig, collected: Collected, cache?: ResultCache): Promise<CheckedNote[]> {
	const maxBytes = config.maxSourceBytes;
	const states = new SourceStates(workspace, cache, maxBytes);
	cache?.setKnown([...checker.knownSources(), ...storedRenders(workspace)], s => states.stamp(s).stamp, s => states.stamp(s).trusted);
	if (cache) {
		// Every known source is stamped before any is read, so a sketch kept is of the bytes its stamp names.
		checker.knownSources().forEach(s => states.stamp(s));
		checker.useSketches(cache.sketches(states, () => checker.knownSources()));
	}
	const out: CheckedNote[] = [];
	const toCheck: CollectedNote[] = [];
	// `byText`: the note's stamp did not vouch for it (it changed, or is too recent to trust), its text did.
	const reuse = (path: string, entry: CachedNote | undefined, stamp: Stamp | undefined, byText: boolean): boolean | Promise<boolean> => {
		const take = (checked: CachedNote['checked']): boolean => {
			if (cache && entry && checked) {
				out.push({ report: { file: path, results: checked.results, skipped: checked.skipped }, text: checked.text });
				// The very entry when nothing changed, so an unchanged cache is not written again.
				cache.record(path, checked === entry.checked && stamp === entry.stamp ? entry : { ...entry, stamp, checked });
			}
			return Boolean(checked);
		};
		const found = cache && entry ? reusable(cache, entry, states, path, byText) : undefined;
		// A promise only when a source's bytes must vouch for it: a re-run answers its 2,000 unchanged notes without one each.
		return found instanceof Promise ? found.then(take) : take(found);
	};
	for (const { path, entry } of collected.unchanged) {
		const reused = reuse(path, entry, entry.stamp, false);
		const note = !(reused instanceof Promise ? await reused : reused) && await readAndIndex(checker, workspace, maxBytes, path, collected.fileErrors);
		if (note) {
			toCheck.push(extend(note, { stamp: entry.stamp }));
		}
	}
	for (const note of collected.notes) {
		// A note whose stamp changed but whose text did not (a checkout, `touch`) keeps its results, where content may vouch.
		const entry = note.text === '' || !cache?.byContent ? undefined : cache.previousEntry(note.path);
		if (!(entry?.checked?.text === note.text && await reuse(note.path, entry, note.stamp, true))) {
			toCheck.push(note);
		}
	}
	for (const note of toCheck) {
		localTargets(note.parsed).forEach(s => states.stamp(s));
	}
	const reports = await checker.checkNotes(toCheck, noopToken) ?? [];
	for (const [n, report] of reports.entries()) {
		const note = toCheck[n]!;
		out.push({ report, text: note.text });
		cache?.record(note.path, { stamp: note.stamp, ...indexFacts(note.parsed), checked: toRecord(note, report, config, states, cache.known) });
	}
	cache?.save();
	checker.useSketches(undefined);
	return out;
}

/**
 * Keeps the cache entries of notes collected but left unchecked
 * (`--changed-since` narrowed them away), so the next full run still finds
 * them; each entry holds all its reuse depends on.
 */
export function carryOver(cache: ResultCache | undefined, all: Collected, checked: Collected): void {
	if (!cache || all === checked) {
		return;
	}
	const kept = new Set([...checked.notes, ...checked.unchanged].map(n => n.path));
	for (const { path } of [...all.notes, ...all.unchanged]) {
		const entry = kept.has(path) ? undefined : cache.previousEntry(path);
		if (entry) {
			cache.record(path, entry);
		}
	}
}

/** A note's results as the cache keeps them; undefined when one hangs on more than files. */
function toRecord(note: CollectedNote, report: NoteReport, config: ProjectConfig, states: SourceStates, known: string | undefined): CachedNote['checked'] {
	if (report.results.some(r => hangsOnMore(r, config, s => states.isPdf(s)))) {
		return undefined;
	}
	const targets = localTargets(note.parsed);
	const sources = Object.fromEntries(targets.map(s => [s, states.stamp(s).trusted ? states.stamp(s).stamp : 'racy']));
	const elsewhere = report.results.some(r => r.status === 'absent' || r.status === 'misattributed');
	const self = states.selfOf(note.path, targets);
	return {
		results: report.results, skipped: report.skipped, text: note.text, sources, pins: pinsOf(report.results), elsewhere, known: elsewhere ? known : undefined,
		...(self.length ? { self } : {}),
	};
}

/**
 * The SHA-256 of each local source as the checker read it (`currentPin`),
 * for sources every result of which carries one and the same; a source read
 * by none (missing, refused) is known by its stamp alone.
 */
function pinsOf(results: readonly CitationResult[]): Record<string, string> {
	const pins = new Map<string, string | undefined>();
	for (const r of results) {
		const file = projectFileOf(r.citation.target);
		if (file !== undefined) {
			const known = pins.has(file) ? pins.get(file) : r.currentPin;
			pins.set(file, known === r.currentPin ? known : undefined);
		}
	}
	return Object.fromEntries([...pins].filter((e): e is [string, string] => e[1] !== undefined));
}

/**
 * A cached note's results, with its sources' stamps of this run, when every
 * source it depends on is unchanged: by stamp, or by the hash of its bytes.
 * Results that searched every known source (`absent`, `misattributed`) also
 * need the known sources those results were found against unchanged.
 * `noteByContent`: the note's stamp changed, its text did not.
 */
function reusable(cache: ResultCache, entry: CachedNote, states: SourceStates, note: string, noteByContent: boolean): CachedNote['checked'] | Promise<CachedNote['checked']> {
	const checked = entry.checked;
	if (!checked || (checked.elsewhere && (cache.known === undefined || checked.known !== cache.known))) {
		return undefined;
	}
	const byStamp = !noteByContent && Object.entries(checked.sources).every(([source, stamp]) => states.stamp(source).stamp === stamp);
	return byStamp ? withStampsOfNow(checked, states) : byContent(checked, states, note);
}

/**
 * The cached results when each source whose stamp changed still hashes to
 * its recorded pin (`SourceStates.unchanged`), and the same sources as then
 * are the note's own file: the same bytes offer other evidence as a copy of
 * the note than as the note itself (its citations are never evidence).
 * Unchanged stamps (the note's and its sources') vouch for that by their inodes.
 */
async function byContent(checked: NonNullable<CachedNote['checked']>, states: SourceStates, note: string): Promise<CachedNote['checked']> {
	for (const [source, stamp] of Object.entries(checked.sources)) {
		if (!await states.unchanged(source, stamp, checked.pins?.[source])) {
			return undefined;
		}
	}
	const self = states.selfOf(note, Object.keys(checked.sources));
	return self.join('\n') === (checked.self ?? []).join('\n') ? withStampsOfNow(checked, states) : undefined;
}

/** Cached results, with the stamps their sources have in this run ('racy' when too recent to trust). */
function withStampsOfNow(checked: NonNullable<CachedNote['checked']>, states: SourceStates): NonNullable<CachedNote['checked']> {
	const now = (s: string): Stamp => (states.stamp(s).trusted ? states.stamp(s).stamp : 'racy');
	const same = Object.entries(checked.sources).every(([s, stamp]) => now(s) === stamp);
	return same ? checked : { ...checked, sources: Object.fromEntries(Object.keys(checked.sources).map(s => [s, now(s)])) };
}

/**
 * Whether a result hangs on more than the files' stamps (a repository's
 * state, a document's stored render — a web page or Word document by its
 * name, a PDF also by its bytes, whatever its name): such results are never reused.
 */
function hangsOnMore({ citation: { target } }: CitationResult, config: ProjectConfig, isPdf: (source: string) => boolean): boolean {
	const file = projectFileOf(target);
	return !stampedByFiles(target, config) || (file !== undefined && (isDocumentPath(file) || isPdf(file)));
}

/**
 * The persistent result cache of a project: `ROOT/.verbatim/cache`, or the
 * folder given (`--cache DIR`, from `cwd`); undefined with `--no-cache`. Its
 * key holds everything besides file contents that decides a verdict or its
 * message: Verbatim's version and build, the runtime's Unicode version, the
 * root, the configuration, `--redact` and the working folder (messages name
 * files from it). A folder
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
		throw new UsageError(`--cache: ${options.cache as string} is not a folder (--cache takes the next argument; the cache is on by default, so a PATH needs no --cache before it)`);
	}
	// The runtime's Unicode tables decide what `\p{L}` matches and how text normalises, so a verdict: Node's ICU, else its V8.
	const unicode = process.versions.unicode ?? process.versions.v8;
	const key = JSON.stringify({ version, build: buildStamp(), unicode, root: project.root, config: project.config, redact: options.redact, cwd });
	const shown = path.relative(cwd, folder) || '.';
	return ResultCache.open(folder, key, {
		ownFolder: own,
		byContent: !own && isOutside(folder, project.root),
		unwritten: (code, sketches) => warn(sketches === undefined
			? `verbatim: the result cache could not be written in ${shown} (${code}): the next run starts cold\n`
			: `verbatim: the result cache could not write its word sketches (${path.join(shown, sketches)}: ${code}): the next run reads every source it searches\n`),
	});
}
