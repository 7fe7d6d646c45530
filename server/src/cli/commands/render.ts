import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { pathKind } from '../../node/files';
import { renderPdfFile } from '../../node/renders';
import { exitCodes, openProject, UsageError, type Io } from '../main';

/**
 * `verbatim render PATH... [--force] [--root DIR] [--config FILE]`: stores
 * the canonical text of each PDF (a folder: every `.pdf` under it) in
 * `.verbatim/renders/`, for teams to commit. Exit 1 when one cannot be made.
 */
export async function render(args: readonly string[], io: Io): Promise<number> {
	const { values, positionals } = parseArgs({
		args: [...args],
		allowPositionals: true,
		strict: true,
		options: { root: { type: 'string' }, config: { type: 'string' }, force: { type: 'boolean', default: false } },
	});
	if (positionals.length === 0) {
		throw new UsageError('render: name at least one PDF or folder');
	}
	const targets = positionals.map(p => path.resolve(io.cwd, p));
	for (const [k, t] of targets.entries()) {
		if (pathKind(t) === undefined) {
			throw new UsageError(`${positionals[k]}: no such file or folder`);
		}
	}
	const project = await openProject(io, targets[0]!, values.root, values.config);
	const pdfs = new Set<string>();
	for (const [k, t] of targets.entries()) {
		const rel = project.workspace.toRelative(t);
		if (rel === undefined) {
			throw new UsageError(`${positionals[k]}: outside the project root ${project.root}`);
		}
		if (pathKind(t) === 'folder') {
			project.files.filter(f => /\.pdf$/i.test(f) && (rel === '' || f.startsWith(`${rel}/`))).forEach(f => pdfs.add(f));
		} else {
			pdfs.add(rel);
		}
	}
	let failed = 0;
	for (const pdf of [...pdfs].sort()) {
		const r = await renderPdfFile(project.workspace, pdf, project.config.maxSourceBytes, values.force);
		if (r.kind === 'error') {
			failed++;
			io.stderr(`verbatim: ${r.message}\n`);
		} else {
			io.stdout(`${r.kind} ${pdf}: ${r.pages} page(s) -> ${r.text}\n`);
		}
	}
	return failed ? exitCodes.findings : exitCodes.ok;
}
