import * as path from 'node:path';
import { documentExtensions, isDocumentPath, parseHostedBlobUrl, type Target } from '../../core';
import { pathKind } from '../../node/files';
import { renderDocumentFile, renderGitDocument, type RenderOutcome } from '../../node/renders';
import type { Command, Parsed } from '../command';
import { exitCodes, UsageError, type Io } from '../io';
import { openProject, repositoryOption, userGrants, type Project } from '../project';

/** `verbatim render`: store the canonical text of PDFs, web pages and Word documents, for teams to commit. */
export const render: Command = {
	name: 'render',
	summary: 'store the canonical text of PDFs, web pages and Word documents in .verbatim/renders/',
	operands: 'PATH...|URL...',
	options: {
		commit: { type: 'string', value: 'REV', description: 'render the documents as they are at this Git commit (any revision), for citations pinned to it' },
		force: { type: 'boolean', description: 'make the text again even when a valid one is stored' },
		root: { type: 'string', value: 'DIR', description: 'the project root (default: found from the first PATH)' },
		config: { type: 'string', value: 'FILE', description: 'the configuration file (default: ROOT/verbatim.json)' },
		repository: repositoryOption,
	},
	description: `
Extracts the text of each document (a folder: every ${documentExtensions().join(', ')} under
it): a PDF's page by page, a saved web page's as a reader sees it (one block
a line), a Word document's paragraphs (one a line). It stores the text as
.verbatim/renders/<sha256>.txt with a sidecar .json naming the document's
hash, the text's hash and the extractor. \`verbatim check\` checks quotes of
a document against this stored text, and only while the extractor, run on
the document, gives the same text: a stored text that it gives is kept byte
for byte; a damaged one is restored, and one made by another extractor
version that gives another text is replaced (then check again). A document
over the extraction limits (2,000 pages, 256 MB inflated, 256 MB of memory,
30 s) has no text.

A document cited at a commit is rendered from its Git blob: \`--commit REV\` reads
each PATH at that commit of the repository holding it (the file may have
changed or gone since); a blob URL (GitHub, GitLab, Gitea/Forgejo) reads it
from the clone that "repositories" in verbatim.json (a clone inside the
project) or --repository URL=DIR maps the URL to. The
render is keyed by the blob's SHA-256, as for a file. \`verbatim check\` names
the command to run for each document it lacks a render of.
Exit 1 when a document cannot be read or extracted.`,
	run: runRender,
};

async function runRender({ values, positionals }: Parsed, io: Io): Promise<number> {
	if (positionals.length === 0) {
		throw new UsageError('render: name at least one document or folder');
	}
	const opt = values as Record<string, string | undefined>;
	const urls = positionals.filter(p => parseHostedBlobUrl(p) !== undefined);
	const paths = positionals.filter(p => !urls.includes(p));
	const targets = paths.map(p => path.resolve(io.cwd, p));
	for (const [k, t] of targets.entries()) {
		// At a commit, a PDF may be gone from the work tree.
		if (pathKind(t) === undefined && opt.commit === undefined) {
			throw new UsageError(`${paths[k]}: no such file or folder`);
		}
	}
	const project = await openProject(io, targets[0] ?? io.cwd, opt.root, opt.config, userGrants(io, values.repository));
	const jobs: [string, () => Promise<RenderOutcome>][] = opt.commit === undefined
		? pdfsOf(project, targets, paths).map(pdf => [pdf, () => renderDocumentFile(project.workspace, pdf, project.config.maxSourceBytes, values.force === true)])
		: await atCommit(project, targets, paths, opt.commit, values.force === true);
	jobs.push(...urls.map((url): [string, () => Promise<RenderOutcome>] => [url, () => renderGitDocument(project.workspace, project.config, blobTarget(url), '', url, values.force === true)]));
	let failed = 0;
	for (const [pdf, run] of jobs) {
		const r = await run();
		if (r.kind === 'error') {
			failed++;
			io.stderr(`verbatim: ${r.message}\n`);
		} else {
			io.stdout(`${r.kind} ${pdf}: ${r.size} -> ${r.text}\n`);
		}
	}
	return failed ? exitCodes.findings : exitCodes.ok;
}

type GitTarget = Extract<Target, { kind: 'git' }>;

/** A blob URL operand as the Git target a citation of it names. */
function blobTarget(url: string): GitTarget {
	const blob = parseHostedBlobUrl(url);
	if (!blob || 'problem' in blob) {
		throw new UsageError(`${url}: ${blob?.problem ?? 'not a blob URL'}`);
	}
	return { kind: 'git', repository: blob.repository, commit: blob.commit.toLowerCase(), path: blob.path };
}

/** `--commit REV`: each PATH (files only) read at that commit of the repository holding it. */
async function atCommit(project: Project, targets: readonly string[], written: readonly string[], rev: string, force: boolean): Promise<[string, () => Promise<RenderOutcome>][]> {
	const git = project.workspace.git;
	const jobs: [string, () => Promise<RenderOutcome>][] = [];
	for (const [k, t] of targets.entries()) {
		const rel = project.workspace.toRelative(t);
		if (rel === undefined) {
			throw new UsageError(`${written[k]}: outside the project root ${project.root}; name a clone's PDF by its blob URL`);
		}
		if (pathKind(t) === 'folder') {
			throw new UsageError(`${written[k]}: with --commit, name document files, not folders`);
		}
		const commit = git && await git.resolveRevision({ kind: 'note', note: rel }, rev);
		if (!commit) {
			throw new UsageError(`--commit: ${rev} names no commit of the repository holding ${written[k]}`);
		}
		jobs.push([`${rel}@${commit.slice(0, 12)}`, () => renderGitDocument(project.workspace, project.config, { kind: 'git', repository: undefined, commit, path: rel }, rel, `${rel} at ${commit.slice(0, 12)}`, force)]);
	}
	return jobs;
}

/** The root-relative documents named: files as given, folders as every document (by extension) under them. */
function pdfsOf(project: Project, targets: readonly string[], written: readonly string[]): string[] {
	const pdfs = new Set<string>();
	for (const [k, t] of targets.entries()) {
		const rel = project.workspace.toRelative(t);
		if (rel === undefined) {
			throw new UsageError(`${written[k]}: outside the project root ${project.root}`);
		}
		if (pathKind(t) === 'folder') {
			project.files.filter(f => isDocumentPath(f) && (rel === '' || f.startsWith(`${rel}/`))).forEach(f => pdfs.add(f));
		} else {
			pdfs.add(rel);
		}
	}
	return [...pdfs].sort();
}
