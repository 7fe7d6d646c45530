import { existsSync } from 'node:fs';
import * as path from 'node:path';
import picomatch from 'picomatch';
import { createChecker, decodeUtf8, noopToken, type Checker, type ParsedNote } from '../../core';
import { listProjectFiles } from '../../node/listFiles';
import type { Command, Parsed } from '../command';
import { exitCodes, UsageError, type Io } from '../io';
import { openProject, type Project } from '../project';
import { buildReport, type FileError } from '../report';
import { formats } from '../reporters';
import { version } from '../version';

/** `verbatim check`: every citation of the project's notes, one report. */
export const check: Command = {
	name: 'check',
	summary: 'check every citation in the notes under PATH... (default: the project root)',
	operands: '[PATH...]',
	options: {
		format: { type: 'string', value: Object.keys(formats).join('|'), default: 'text', description: 'report format' },
		root: { type: 'string', value: 'DIR', description: 'the project root (default: the nearest folder above PATH with verbatim.json or .git)' },
		config: { type: 'string', value: 'FILE', description: 'the configuration file (default: ROOT/verbatim.json)' },
		redact: { type: 'boolean', description: 'leave quote and source text out of the report' },
		quiet: { type: 'boolean', description: 'print error findings only, and no summary' },
	},
	description: `
Checks every Markdown note under the paths, honouring include/exclude from
verbatim.json and every .gitignore. Prints one line per finding
(file:line:col status message) and a summary that also counts what was not
checked. Exits 0 when no finding is an error, 1 when one is, 2 for a usage or
configuration error, 3 for an internal error.`,
	run: runCheck,
};

async function runCheck({ values, positionals }: Parsed, io: Io): Promise<number> {
	const format = values.format as string;
	if (!Object.hasOwn(formats, format)) {
		throw new UsageError(`--format: "${format}" is not one of ${Object.keys(formats).join(', ')}`);
	}
	const targets = positionals.map(p => path.resolve(io.cwd, p));
	for (const [k, t] of targets.entries()) {
		if (!existsSync(t)) {
			throw new UsageError(`${positionals[k]}: no such file or folder`);
		}
	}
	const project = openProject(io, targets[0] ?? io.cwd, values.root as string | undefined, values.config as string | undefined);
	const scopes = targets.map(t => {
		const rel = project.workspace.toRelative(t);
		if (rel === undefined) {
			throw new UsageError(`${path.relative(io.cwd, t)}: outside the project root ${project.root}`);
		}
		return rel;
	});
	const redact = Boolean(values.redact);
	const report = await checkProject(project, scopes, redact);
	formats[format]!(report, { io, version, quiet: Boolean(values.quiet) });
	return report.summary.errors > 0 ? exitCodes.findings : exitCodes.ok;
}

async function checkProject(project: Project, scopes: readonly string[], redact: boolean): Promise<ReturnType<typeof buildReport>> {
	const files = await listProjectFiles(project.root);
	const isIncluded = picomatch(project.config.include as string[], { dot: false });
	const isExcluded = project.config.exclude.length ? picomatch(project.config.exclude as string[], { dot: true }) : () => false;
	const inScope = (f: string): boolean => scopes.length === 0 || scopes.some(s => s === '' || f === s || f.startsWith(`${s}/`));
	const explicit = new Set(scopes);
	const notes = files.filter(f => inScope(f) && (explicit.has(f) || (isIncluded(f) && !isExcluded(f))));

	// A batch check goes source by source, so a small budget of loaded sources suffices.
	const checker = createChecker({ workspace: project.workspace, config: project.config, redact, sourceBudgetBytes: 16 * 1024 * 1024 });
	const { texts, fileErrors } = await readNotes(project, notes);
	// Every file cited anywhere in the project is a known source, so the whole project is parsed first.
	const allNotes = files.filter(f => isIncluded(f) && !isExcluded(f));
	const parsed = new Map<string, ParsedNote>();
	checker.setCitedSources(await citedSources(checker, project, allNotes, texts, parsed));
	checker.setProjectFiles(files);

	const batch = [...texts].map(([file, text]) => ({ path: file, text, parsed: parsed.get(file) }));
	const checked = await checker.checkNotes(batch, noopToken) ?? [];
	const reports = checked.map((report, n) => ({ report, text: batch[n]!.text }));
	return buildReport(project.root, reports, fileErrors, redact);
}

/** Reads notes as strict UTF-8; a note that cannot be read is an error finding, never skipped silently. */
async function readNotes(project: Project, notes: readonly string[]): Promise<{ texts: Map<string, string>; fileErrors: FileError[] }> {
	const texts = new Map<string, string>();
	const fileErrors: FileError[] = [];
	for (const file of notes) {
		const read = await project.workspace.readFile(file, project.config.maxSourceBytes);
		if (read.kind === 'error') {
			fileErrors.push({ file, message: `note cannot be read: ${read.reason.replace(/_/g, ' ')}` });
			continue;
		}
		const text = decodeUtf8(read.bytes);
		if (text === undefined) {
			fileErrors.push({ file, message: 'note is not valid UTF-8' });
			continue;
		}
		texts.set(file, text);
	}
	return { texts, fileErrors };
}

async function citedSources(checker: Checker, project: Project, notes: readonly string[], known: ReadonlyMap<string, string>, parsed: Map<string, ParsedNote>): Promise<Set<string>> {
	const cited = new Set<string>();
	for (const file of notes) {
		let text = known.get(file);
		if (text === undefined) {
			const read = await project.workspace.readFile(file, project.config.maxSourceBytes);
			text = read.kind === 'ok' ? decodeUtf8(read.bytes) : undefined;
		}
		if (text === undefined) {
			continue;
		}
		const note = checker.parse(file, text);
		parsed.set(file, note);
		for (const c of note.citations) {
			if (c.target?.kind === 'local') {
				cited.add(c.target.path);
			}
		}
	}
	return cited;
}
