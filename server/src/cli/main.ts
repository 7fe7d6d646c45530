import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { createChecker, noopToken } from '../core';
import { pathKind, readTextFile } from '../node/files';
import { findProjectRoot } from '../node/findProjectRoot';
import { loadProject, type LoadedProject } from '../node/loadProject';
import { collectNotes } from './collectNotes';
import { gitQuote } from './commands/quoteGit';
import { render } from './commands/render';
import { buildReport } from './report';
import { toGithub } from './reporters/github';
import { writeJson } from './reporters/json';
import { toSarif } from './reporters/sarif';
import { toText } from './reporters/text';

declare const VERBATIM_VERSION: string;
const version = typeof VERBATIM_VERSION === 'string' ? VERBATIM_VERSION : '0.0.0-dev';

/** Exit codes (SPEC §5): no error findings, error findings, usage or configuration error. */
export const exitCodes = { ok: 0, findings: 1, usage: 2 } as const;

/** A usage or configuration error: printed on stderr, exit 2. */
export class UsageError extends Error { }

/** What the CLI writes; injected so tests and the bench can run it in-process. */
export interface Io {
	readonly cwd: string;
	readonly env: Readonly<Record<string, string | undefined>>;
	readonly isTTY: boolean;
	stdout(s: string): void;
	stderr(s: string): void;
	readStdin(): Promise<string>;
}

const usage = `Usage:
  verbatim check [PATH...] [--format text|json|sarif|github] [--root DIR] [--config FILE] [--redact] [--quiet]
  verbatim quote --source PATH [--text TEXT | --text-file FILE | stdin] [--from NOTE] [--pin sha256|none] [--form blockquote|lead-in] [--commit REV [--url]] [--root DIR] [--config FILE]
  verbatim render PATH... [--force] [--root DIR] [--config FILE]   (store the canonical text of PDFs)
  verbatim lsp --stdio                  (the language server, for any LSP editor)
  verbatim --version | --help
`;

/** Runs the CLI; resolves to the exit code. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
	try {
		const [command, ...rest] = argv;
		switch (command) {
			case 'check':
				return await check(rest, io);
			case 'quote':
				return await quote(rest, io);
			case 'render':
				return await render(rest, io);
			case '--version':
			case '-v':
				io.stdout(`${version}\n`);
				return exitCodes.ok;
			case '--help':
			case '-h':
			case 'help':
				io.stdout(usage);
				return exitCodes.ok;
			case undefined:
				io.stderr(usage);
				return exitCodes.usage;
			default:
				throw new UsageError(`unknown command "${command}"`);
		}
	} catch (e) {
		if (e instanceof UsageError) {
			io.stderr(`verbatim: ${e.message}\n`);
			return exitCodes.usage;
		}
		// Node's parseArgs throws TypeErrors that name the bad flag.
		if ((e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
			io.stderr(`verbatim: ${(e as Error).message}\n${usage}`);
			return exitCodes.usage;
		}
		throw e;
	}
}

/** Finds the root and loads the project (SPEC §7); every configuration problem is a UsageError naming the file and key. */
export async function openProject(io: Io, startAt: string, rootFlag: string | undefined, configFlag: string | undefined): Promise<LoadedProject> {
	let root: string;
	let configFile: string | undefined;
	if (rootFlag !== undefined) {
		root = path.resolve(io.cwd, rootFlag);
		if (pathKind(root) !== 'folder') {
			throw new UsageError(`--root: ${rootFlag} is not a folder`);
		}
	} else if (configFlag !== undefined) {
		root = path.dirname(path.resolve(io.cwd, configFlag));
	} else {
		root = findProjectRoot(startAt, io.cwd).root;
	}
	if (configFlag !== undefined) {
		configFile = path.resolve(io.cwd, configFlag);
		if (pathKind(configFile) === undefined) {
			throw new UsageError(`--config: ${configFlag} does not exist`);
		}
	}
	const project = await loadProject(root, configFile);
	const shown = project.configFile && (path.relative(io.cwd, project.configFile) || project.configFile);
	if (project.configReadError) {
		throw new UsageError(`${shown}: cannot be read (${project.configReadError})`);
	}
	if (project.configErrors.length) {
		throw new UsageError(project.configErrors.map(e => `${shown}: ${e.key}: ${e.message}`).join('\nverbatim: '));
	}
	return project;
}

async function check(args: readonly string[], io: Io): Promise<number> {
	const { values, positionals } = parseArgs({
		args: [...args],
		allowPositionals: true,
		strict: true,
		options: {
			format: { type: 'string', default: 'text' },
			root: { type: 'string' },
			config: { type: 'string' },
			redact: { type: 'boolean', default: false },
			quiet: { type: 'boolean', default: false },
		},
	});
	const format = values.format!;
	if (!['text', 'json', 'sarif', 'github'].includes(format)) {
		throw new UsageError(`--format: "${format}" is not one of text, json, sarif, github`);
	}
	const targets = positionals.map(p => path.resolve(io.cwd, p));
	for (const [k, t] of targets.entries()) {
		if (pathKind(t) === undefined) {
			throw new UsageError(`${positionals[k]}: no such file or folder`);
		}
	}
	const project = await openProject(io, targets[0] ?? io.cwd, values.root, values.config);
	const notes = selectNotes(io, project, targets);
	// A batch check goes source by source, so a small budget of loaded sources suffices.
	const checker = createChecker({ workspace: project.workspace, config: project.config, redact: values.redact, sourceBudgetBytes: 16 * 1024 * 1024 });
	checker.setProjectFiles(project.files);
	// Every file cited anywhere in the project is a known source (SPEC §4), so every note is indexed.
	const { notes: batch, fileErrors } = await collectNotes(checker, project.workspace, project.config.maxSourceBytes, notes, project.files.filter(f => project.isNote(f)));
	const checked = await checker.checkNotes(batch, noopToken) ?? [];
	const reports = checked.map((report, n) => ({ report, text: batch[n]!.text }));
	const report = buildReport(project.root, reports, fileErrors, values.redact!);
	switch (format) {
		case 'json':
			writeJson(report, io.stdout);
			break;
		case 'sarif':
			io.stdout(`${JSON.stringify(toSarif(report, version), null, 2)}\n`);
			break;
		case 'github':
			io.stdout(toGithub(report));
			break;
		default:
			io.stdout(toText(report, { quiet: values.quiet!, color: io.isTTY && io.env.NO_COLOR === undefined }));
	}
	return report.summary.errors > 0 ? exitCodes.findings : exitCodes.ok;
}

/** The notes to check: those under the given paths (all by default) that are notes, or that were named one by one. */
function selectNotes(io: Io, project: LoadedProject, targets: readonly string[]): string[] {
	const scopes = targets.map(t => {
		const rel = project.workspace.toRelative(t);
		if (rel === undefined) {
			throw new UsageError(`${path.relative(io.cwd, t)}: outside the project root ${project.root}`);
		}
		return rel;
	});
	const inScope = (f: string): boolean => scopes.length === 0 || scopes.some(s => s === '' || f === s || f.startsWith(`${s}/`));
	const explicit = new Set(scopes);
	return project.files.filter(f => inScope(f) && (explicit.has(f) || project.isNote(f)));
}


async function quote(args: readonly string[], io: Io): Promise<number> {
	const { values, positionals } = parseArgs({
		args: [...args],
		allowPositionals: false,
		strict: true,
		options: {
			source: { type: 'string' },
			text: { type: 'string' },
			'text-file': { type: 'string' },
			from: { type: 'string' },
			pin: { type: 'string', default: 'sha256' },
			form: { type: 'string', default: 'blockquote' },
			commit: { type: 'string' },
			url: { type: 'boolean', default: false },
			root: { type: 'string' },
			config: { type: 'string' },
		},
	});
	void positionals;
	if (values.source === undefined) {
		throw new UsageError('quote: --source PATH is required');
	}
	if (values.pin !== 'sha256' && values.pin !== 'none') {
		throw new UsageError(`--pin: "${values.pin}" is not one of sha256, none`);
	}
	if (values.form !== 'blockquote' && values.form !== 'lead-in') {
		throw new UsageError(`--form: "${values.form}" is not one of blockquote, lead-in`);
	}
	if (values.text !== undefined && values['text-file'] !== undefined) {
		throw new UsageError('--text and --text-file cannot be used together');
	}
	if (values.url && values.commit === undefined) {
		throw new UsageError('--url needs --commit REV');
	}
	const sourceAbs = path.resolve(io.cwd, values.source);
	// The root is found from the working folder, as for `check` without paths.
	const project = await openProject(io, io.cwd, values.root, values.config);
	const atCommit = values.commit === undefined ? undefined : await gitQuote(project, sourceAbs, values.commit, values.url!);
	const source = atCommit?.source ?? project.workspace.toRelative(sourceAbs);
	if (source === undefined) {
		throw new UsageError(`--source: ${values.source} is outside the project root ${project.root}`);
	}
	let from: string | undefined;
	if (values.from !== undefined) {
		from = project.workspace.toRelative(path.resolve(io.cwd, values.from));
		if (from === undefined) {
			throw new UsageError(`--from: ${values.from} is outside the project root ${project.root}`);
		}
	}
	let text: string;
	if (values.text !== undefined) {
		text = values.text;
	} else if (values['text-file'] !== undefined) {
		const read = readTextFile(path.resolve(io.cwd, values['text-file']));
		if ('error' in read) {
			throw new UsageError(`--text-file: ${values['text-file']} cannot be read (${read.error})`);
		}
		text = read.text;
	} else {
		text = await io.readStdin();
	}
	const checker = createChecker({ workspace: project.workspace, config: project.config });
	const result = await checker.quote({ source, text, from, pin: values.pin, form: values.form, git: atCommit?.git });
	if (result.kind === 'error') {
		io.stderr(`verbatim: ${result.message}\n`);
		return exitCodes.findings;
	}
	if (result.occurrences.length === 1) {
		io.stdout(result.occurrences[0]!.citation);
	} else {
		io.stdout(`${JSON.stringify({ occurrences: result.occurrences }, null, 2)}\n`);
	}
	return exitCodes.ok;
}
