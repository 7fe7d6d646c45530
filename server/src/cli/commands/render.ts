import * as path from 'node:path';
import { pathKind } from '../../node/files';
import { renderPdfFile } from '../../node/renders';
import type { Command, Parsed } from '../command';
import { exitCodes, UsageError, type Io } from '../io';
import { openProject, type Project } from '../project';

/** `verbatim render`: store the canonical text of PDFs, for teams to commit. */
export const render: Command = {
	name: 'render',
	summary: 'store the canonical text of PDFs in .verbatim/renders/',
	operands: 'PATH...',
	options: {
		force: { type: 'boolean', description: 'make the text again even when a valid one is stored' },
		root: { type: 'string', value: 'DIR', description: 'the project root (default: found from the first PATH)' },
		config: { type: 'string', value: 'FILE', description: 'the configuration file (default: ROOT/verbatim.json)' },
	},
	description: `
Extracts the text of each PDF (a folder: every .pdf under it), page by page,
and stores it as .verbatim/renders/<sha256>.txt with a sidecar .json naming
the PDF's hash, the text's hash and the extractor. \`verbatim check\` checks
quotes of a PDF against this stored text only; a valid stored text is kept
(an extractor upgrade never moves a citation), a damaged one is restored.
Exit 1 when a PDF cannot be read or extracted.`,
	run: runRender,
};

async function runRender({ values, positionals }: Parsed, io: Io): Promise<number> {
	if (positionals.length === 0) {
		throw new UsageError('render: name at least one PDF or folder');
	}
	const targets = positionals.map(p => path.resolve(io.cwd, p));
	for (const [k, t] of targets.entries()) {
		if (pathKind(t) === undefined) {
			throw new UsageError(`${positionals[k]}: no such file or folder`);
		}
	}
	const opt = values as Record<string, string | undefined>;
	const project = await openProject(io, targets[0]!, opt.root, opt.config);
	let failed = 0;
	for (const pdf of pdfsOf(project, targets, positionals)) {
		const r = await renderPdfFile(project.workspace, pdf, project.config.maxSourceBytes, values.force === true);
		if (r.kind === 'error') {
			failed++;
			io.stderr(`verbatim: ${r.message}\n`);
		} else {
			io.stdout(`${r.kind} ${pdf}: ${r.pages} page(s) -> ${r.text}\n`);
		}
	}
	return failed ? exitCodes.findings : exitCodes.ok;
}

/** The root-relative PDFs named: files as given, folders as every .pdf under them. */
function pdfsOf(project: Project, targets: readonly string[], written: readonly string[]): string[] {
	const pdfs = new Set<string>();
	for (const [k, t] of targets.entries()) {
		const rel = project.workspace.toRelative(t);
		if (rel === undefined) {
			throw new UsageError(`${written[k]}: outside the project root ${project.root}`);
		}
		if (pathKind(t) === 'folder') {
			project.files.filter(f => /\.pdf$/i.test(f) && (rel === '' || f.startsWith(`${rel}/`))).forEach(f => pdfs.add(f));
		} else {
			pdfs.add(rel);
		}
	}
	return [...pdfs].sort();
}
