import * as path from 'node:path';
import { createChecker, writtenForms, type FindSourceRequest } from '../../core';
import { readTextFile } from '../../node/files';
import type { Command, Parsed } from '../command';
import { exitCodes, UsageError, type Io } from '../io';
import { checkProject } from '../checkProject';
import { openProject, repositoryOption, userGrants, type Project } from '../project';
import { displayPath } from '../report';
import { gitQuote, type GitQuote } from '../../node/gitQuote';

/** `verbatim quote`: the citation constructor. */
export const quote: Command = {
	name: 'quote',
	summary: 'build a checked citation for a passage of a source',
	options: {
		source: { type: 'string', value: 'PATH', description: 'the source file to quote from (without it: find the sources the passage occurs in)' },
		text: { type: 'string', value: 'TEXT', description: 'the passage to quote', usage: '[--text TEXT | --text-file FILE | stdin]' },
		'text-file': { type: 'string', value: 'FILE', description: 'read the passage from FILE (default: stdin)', usage: '' },
		from: { type: 'string', value: 'NOTE', description: 'the note the citation goes into; the path is written relative to it' },
		pin: { type: 'string', value: 'sha256|none', default: 'sha256', description: 'pin the source version' },
		form: { type: 'string', value: writtenForms().join('|'), default: 'blockquote', description: 'the citation form to write (docs/syntax.md): an attributed blockquote, or a lead-in paragraph and its blockquote' },
		paths: { type: 'string', value: 'root|note', description: 'write the path root-relative, or relative to --from (default: note with --from)' },
		locator: { type: 'string', value: 'TEXT', description: 'a locator note written after the attribution, such as "— Answer, p. 2"' },
		link: { type: 'string', value: 'TEXT', description: 'write the attribution as a Markdown link with this text: [TEXT](PATH#Lstart-Lend)' },
		commit: { type: 'string', value: 'REV', description: 'cite the source at this Git commit (any revision; the full id is written)' },
		url: { type: 'boolean', description: 'with --commit: write the blob URL of the repository, as named in "repositories" or by --repository' },
		root: { type: 'string', value: 'DIR', description: 'the project root (default: found from the working folder)' },
		config: { type: 'string', value: 'FILE', description: 'the configuration file (default: ROOT/verbatim.json)' },
		repository: repositoryOption,
	},
	description: `
Finds the passage in the source (white space is folded) and prints a citation
built from the source's own text, with its line range and a pin. When the
passage occurs 2-10 times, prints JSON listing each occurrence with its own
citation; more than ten asks for a longer quote. Every citation printed has
been checked by the same code as \`verbatim check\`.

Without --source, finds where the passage came from: it is searched in every
known source of the project (every file a note cites, plus the "sources"
globs), under each source's own matching rule, never in the --from note.
One place: prints its citation. Two to ten: prints JSON
{"candidates":[{"candidate":1,"source":...,"startLine":...,"endLine":...,
"context":...,"citation":...}]}. More than ten ("too short") or none: a
message on stderr, exit 1.`,
	run: runQuote,
};

async function runQuote({ values }: Parsed, io: Io): Promise<number> {
	const opt = values as Record<string, string | undefined>;
	if (opt.pin !== 'sha256' && opt.pin !== 'none') {
		throw new UsageError(`--pin: "${opt.pin}" is not one of sha256, none`);
	}
	if (!writtenForms().includes(opt.form ?? '')) {
		throw new UsageError(`--form: "${opt.form}" is not one of ${writtenForms().join(', ')}`);
	}
	if (opt.paths !== undefined && opt.paths !== 'root' && opt.paths !== 'note') {
		throw new UsageError(`--paths: "${opt.paths}" is not one of root, note`);
	}
	if (opt.text !== undefined && opt['text-file'] !== undefined) {
		throw new UsageError('--text and --text-file cannot be used together');
	}
	if (values.url && opt.commit === undefined) {
		throw new UsageError('--url needs --commit REV');
	}
	// The root is found from the working folder, as for `check` without paths.
	const project = await openProject(io, io.cwd, opt.root, opt.config, userGrants(io, values.repository));
	// One rule for every path argument of the CLI: relative to the working folder; errors name the path it resolved to.
	const sourceAbs = opt.source === undefined ? undefined : path.resolve(io.cwd, opt.source);
	const atCommit = sourceAbs === undefined || opt.commit === undefined ? undefined : await commitQuote(project, sourceAbs, opt.commit, values.url === true);
	const source = sourceAbs === undefined ? undefined : atCommit?.source ?? project.workspace.toRelative(sourceAbs);
	if (sourceAbs !== undefined && source === undefined) {
		throw new UsageError(`--source: ${sourceAbs} is outside the project root ${project.root}`);
	}
	const fromAbs = opt.from === undefined ? undefined : path.resolve(io.cwd, opt.from);
	const from = fromAbs === undefined ? undefined : project.workspace.toRelative(fromAbs);
	if (fromAbs !== undefined && from === undefined) {
		throw new UsageError(`--from: ${fromAbs} is outside the project root ${project.root}`);
	}
	const text = await passage(opt.text, opt['text-file'], io);
	if (source === undefined) {
		return findSourceOf(project, { text, from, pin: opt.pin }, io);
	}
	const checker = createChecker({ workspace: project.workspace, config: project.config, displayPath: p => displayPath(io.cwd, project.root, p) });
	const result = await checker.quote({ source, text, from, pin: opt.pin, form: opt.form, paths: opt.paths, locator: opt.locator, link: opt.link === undefined ? undefined : { text: opt.link }, git: atCommit?.git });
	if (result.kind === 'error') {
		io.stderr(`verbatim: ${result.message} (source resolved to ${sourceAbs})\n`);
		return exitCodes.findings;
	}
	if (result.occurrences.length === 1) {
		io.stdout(result.occurrences[0]!.citation);
	} else {
		io.stdout(`${JSON.stringify({ occurrences: result.occurrences }, null, 2)}\n`);
	}
	return exitCodes.ok;
}

/** `--commit REV [--url]`: the path and Git form to cite, or a usage error saying why not. */
async function commitQuote(project: Project, sourceAbs: string, rev: string, url: boolean): Promise<GitQuote> {
	const atCommit = await gitQuote({ root: project.root, git: project.workspace.git, repositories: project.config.repositories }, sourceAbs, rev, url);
	if ('error' in atCommit) {
		throw new UsageError(`--${atCommit.option}: ${atCommit.error}`);
	}
	return atCommit;
}

/**
 * `verbatim quote` without `--source`: the passage searched in every known
 * source (the `misattributed` index); one citation, or the candidates as JSON.
 */
async function findSourceOf(project: Project, request: FindSourceRequest, io: Io): Promise<number> {
	// Checking no note still indexes every note, so each cited file is a known source.
	const { checker } = await checkProject({ project, files: project.files, scopes: [] }, { redact: false, changed: new Set() }, io.cwd);
	const result = await checker.findSource(request);
	if (result.kind !== 'ok') {
		io.stderr(`verbatim: ${result.message}\n`);
		return exitCodes.findings;
	}
	if (result.candidates.length === 1) {
		io.stdout(result.candidates[0]!.citation);
	} else {
		io.stdout(`${JSON.stringify({ candidates: result.candidates.map((c, k) => ({ candidate: k + 1, ...c })) }, null, 2)}\n`);
	}
	return exitCodes.ok;
}

async function passage(text: string | undefined, textFile: string | undefined, io: Io): Promise<string> {
	if (text !== undefined) {
		return text;
	}
	if (textFile === undefined) {
		return await io.readStdin();
	}
	const read = readTextFile(path.resolve(io.cwd, textFile));
	if ('error' in read) {
		throw new UsageError(`--text-file: ${textFile} cannot be read (${read.error})`);
	}
	return read.text;
}
