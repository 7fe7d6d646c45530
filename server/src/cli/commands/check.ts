import * as path from 'node:path';
import { projectFileOf } from '../../core';
import { pathKind } from '../../node/files';
import { changedSince } from '../../node/changedSince';
import { checkProject, type CheckedProject, type CheckOptions } from '../checkProject';
import { parseShard } from '../shard';
import type { Command, Parsed } from '../command';
import { exitCodes, UsageError, type Io } from '../io';
import { loadProject } from '../../node/loadProject';
import { describeRoot, locateProject, repositoryOption, rootReason, splitNested, usable, userGrants, type Project } from '../project';
import type { RepositoryGrants } from '../../node/gitGrants';
import { buildReport, displayPath, type ProjectResults, type Report } from '../report';
import { formats } from '../reporters';
import type { HtmlTexts } from '../reporters/html';
import { version } from '../version';

/** `verbatim check`: every citation of the project's notes, one report. */
export const check: Command = {
	name: 'check',
	summary: 'check every citation in the notes under PATH... (default: the project root)',
	operands: '[PATH...]',
	options: {
		format: { type: 'string', value: Object.keys(formats).join('|'), default: 'text', description: 'report format (html: one self-contained page for reviewers)' },
		'changed-since': { type: 'string', value: 'REF', description: 'check only notes changed since the Git revision REF, and notes citing a file changed since REF' },
		root: { type: 'string', value: 'DIR', description: 'the project root (default: the nearest folder above PATH with verbatim.json or .git)' },
		config: { type: 'string', value: 'FILE', description: 'the configuration file (default: ROOT/verbatim.json)' },
		repository: repositoryOption,
		redact: { type: 'boolean', description: 'leave quote and source text out of the report' },
		quiet: { type: 'boolean', description: 'print error findings only, and no summary' },
		cache: {
			type: 'string', optionalValue: true, value: 'DIR', usage: '[--cache [DIR] | --no-cache]',
			description: 'reuse results of unchanged notes and sources, kept in DIR (or =DIR) from the working folder (default: ROOT/.verbatim/cache; on unless --no-cache)',
		},
		'no-cache': { type: 'boolean', usage: '', description: 'neither read nor write the result cache' },
		shard: { type: 'string', value: 'I/N', description: 'check only the notes of part I of N, 1 <= I <= N <= 9999 (split by a hash of each path, for CI matrices)' },
		jobs: { type: 'string', value: 'N', description: 'worker threads parsing notes and checking sources (1: none; default: one per core on a large project)' },
		verbose: { type: 'boolean', description: 'print each project\'s root, why it is the root, and its configuration file on stderr' },
	},
	description: `
Checks every Markdown note under the paths, honouring include/exclude from
verbatim.json and every .gitignore. Prints one line per finding
(file:line:col status message) and a summary that also counts what was not
checked. With --changed-since REF, checks only the notes changed since REF
(committed, staged, unstaged or new) and every note citing a file changed
since REF: what a pull request touched. Exits 0 when no finding is an error,
1 when one is, 2 for a usage or configuration error, 3 for an internal error.`,
	run: runCheck,
};

async function runCheck({ values, positionals }: Parsed, io: Io): Promise<number> {
	const format = values.format as string;
	if (!Object.hasOwn(formats, format)) {
		throw new UsageError(`--format: "${format}" is not one of ${Object.keys(formats).join(', ')}`);
	}
	const shard = values.shard === undefined ? undefined : parseShard(values.shard as string);
	if (typeof shard === 'string') {
		throw new UsageError(shard);
	}
	if (values.cache !== undefined && values['no-cache']) {
		throw new UsageError('--cache and --no-cache cannot be used together');
	}
	const jobs = values.jobs === undefined ? undefined : Number(values.jobs);
	if (jobs !== undefined && !(Number.isInteger(jobs) && jobs >= 1 && jobs <= 64)) {
		throw new UsageError(`--jobs: "${values.jobs as string}" is not a whole number from 1 to 64`);
	}
	const changedSince = values['changed-since'] as string | undefined;
	if (changedSince === '') {
		throw new UsageError('--changed-since: give a Git revision, such as origin/main');
	}
	const texts = format === 'html' ? new ReportTexts() : undefined;
	const report = await collectReport({
		paths: positionals, root: values.root as string | undefined, config: values.config as string | undefined, redact: Boolean(values.redact),
		cache: values['no-cache'] ? false : (values.cache as string | undefined) || true, shard, changedSince, jobs, grants: userGrants(io, values.repository), verbose: Boolean(values.verbose),
	}, io, texts && (p => texts.keep(p)));
	formats[format]!(report, { io, version, quiet: Boolean(values.quiet), texts });
	return report.summary.errors > 0 ? exitCodes.findings : exitCodes.ok;
}

/** What to check: paths (relative to the working folder), and the project flags. */
/**
 * Checks every project the paths reach (nested ones on their own) into one
 * report; throws UsageError for bad paths or configuration. `each` sees each
 * project's results while its checker is alive.
 */
export async function collectReport(options: CheckOptions & { readonly changedSince?: string; readonly grants?: RepositoryGrants }, io: Io, each?: (checked: CheckedProject) => Promise<void>): Promise<Report> {
	const results: ProjectResults[] = [];
	const reached = new Map<string, boolean>();
	for (const { project, scopes } of await projectsOf(options.paths, io, options.root, options.config, options.grants ?? userGrants(io, []))) {
		for (const part of await splitNested(io, project, scopes)) {
			const changed = options.changedSince === undefined ? undefined : await changedFiles(part.project.root, part.project.files, options.changedSince);
			const why = rootReason(io, part.project, part.project === project ? options : {});
			if (options.verbose) {
				io.stderr(describeRoot(part.project, why.reason));
			}
			const rootNote = why.chosen ? undefined : `project root ${part.project.root}: ${why.reason}`;
			const checked = await checkProject(part, { ...options, changed, warn: m => io.stderr(m), rootNote }, io.cwd);
			await each?.(checked);
			results.push({ root: checked.root, notes: checked.notes, fileErrors: checked.fileErrors });
			noteReached(reached, part.scopes, checked);
		}
	}
	// A named path where nothing was checked is said, never passed over in silence (shards and --changed-since narrow on purpose).
	if (!options.shard && options.changedSince === undefined) {
		for (const [at, any] of reached) {
			if (!any) {
				io.stderr(`verbatim: ${displayPath(io.cwd, at, '')}: nothing checked there: no Markdown note, or ignored by .gitignore or verbatim.json's exclude\n`);
			}
		}
	}
	// A project with nothing in scope is not part of the report, unless nothing is.
	const checked = results.filter(r => r.notes.length + r.fileErrors.length > 0);
	return buildReport(checked.length ? checked : results.slice(0, 1), options.redact, io.cwd);
}

/** Records, by absolute path, whether any note or file error of this part lies in each of its scopes. */
function noteReached(reached: Map<string, boolean>, scopes: readonly string[], checked: ProjectResults): void {
	const files = [...checked.notes.map(n => n.report.file), ...checked.fileErrors.map(e => e.file)];
	for (const scope of scopes.filter(s => s !== '')) {
		const at = path.join(checked.root, ...scope.split('/'));
		reached.set(at, (reached.get(at) ?? false) || files.some(f => f === scope || f.startsWith(`${scope}/`)));
	}
}

/** `--changed-since REF`: the files of the project at `root` that Git says changed; a REF Git cannot use is a usage error. */
async function changedFiles(root: string, files: readonly string[], ref: string): Promise<Set<string>> {
	const changed = await changedSince(root, ref, files);
	if ('error' in changed) {
		throw new UsageError(`--changed-since: ${changed.error}`);
	}
	return new Set(changed.files);
}

/** What the HTML report quotes: each checked note's text, and the source text of each finding's passage, read while the checker is alive. */
class ReportTexts implements HtmlTexts {
	readonly #notes = new Map<string, string>();
	readonly #sources = new Map<string, string>();

	async keep({ root, notes, checker }: CheckedProject): Promise<void> {
		for (const { report, text } of notes) {
			this.#notes.set(`${root}\0${report.file}`, text);
			for (const r of report.results) {
				const paths = r.status === 'verified' || projectFileOf(r.citation.target) === undefined ? [] : [r.source, r.foundIn?.[0]?.source];
				for (const p of paths) {
					const key = `${root}\0${p}`;
					const read = p === undefined || this.#sources.has(key) ? undefined : await checker.readSource(p);
					if (read) {
						this.#sources.set(key, read.text);
					}
				}
			}
		}
	}

	note(root: string, file: string): string | undefined {
		return this.#notes.get(`${root}\0${file}`);
	}

	source(root: string, path: string): string | undefined {
		return this.#sources.get(`${root}\0${path}`);
	}
}

/**
 * The projects the paths lie in, each with the paths relative to its root.
 * Without paths, the whole project of the working folder. With --root or
 * --config, one project that must contain every path.
 */
async function projectsOf(positionals: readonly string[], io: Io, rootFlag: string | undefined, configFlag: string | undefined, grants: RepositoryGrants): Promise<{ project: Project; scopes: string[] }[]> {
	const targets = positionals.map(p => path.resolve(io.cwd, p));
	for (const [k, t] of targets.entries()) {
		if (pathKind(t) === undefined) {
			throw new UsageError(`${positionals[k]}: no such file or folder`);
		}
	}
	const byRoot = new Map<string, { project: Project; scopes: string[] }>();
	for (const start of targets.length ? targets : [io.cwd]) {
		const { root, configFile } = locateProject(io, start, rootFlag, configFlag);
		let entry = byRoot.get(root);
		if (!entry) {
			entry = { project: usable(io, await loadProject(root, configFile, grants)), scopes: [] };
			byRoot.set(root, entry);
		}
		if (targets.length === 0) {
			continue;
		}
		const rel = entry.project.workspace.toRelative(start);
		if (rel === undefined) {
			throw new UsageError(`${path.relative(io.cwd, start)}: outside the project root ${root}`);
		}
		entry.scopes.push(rel);
	}
	return [...byRoot.values()];
}
