import type { Connection } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { runBatch, type CancellationToken, type CollectedNote, type NoteReport } from '../core';
import type { CheckWorkspaceResponse } from '../protocol';
import type { ServedProject } from './projects';
import type { NoteChecks, ValidationDeps } from './checks';

/**
 * Checks every note of every project in one batch per project (citations
 * grouped by cited source, one search of the other sources for
 * `misattributed`), with progress; counts for the command. Only notes that
 * may cite are read whole; a note that no longer cites loses its diagnostics.
 */
export async function checkWorkspace(deps: ValidationDeps, checks: NoteChecks): Promise<CheckWorkspaceResponse> {
	const { connection, projects } = deps;
	await projects.ready();
	const total = projects.all.reduce((n, p) => n + p.notes().length, 0);
	// Checking does not wait for the client to create the progress bar: on a busy start-up that round trip delayed the first findings.
	let progress: Awaited<ReturnType<Connection['window']['createWorkDoneProgress']>> | undefined;
	const created = connection.window.createWorkDoneProgress().then(p => {
		progress = p;
		p.begin('Verbatim: checking citations', 0, `${total} notes`, true);
	});
	const token: CancellationToken = { get isCancellationRequested() { return progress?.token.isCancellationRequested ?? false; } };
	checks.sendStatus(true);
	for (const [k, project] of projects.all.entries()) {
		if (token.isCancellationRequested || checks.stopped) {
			break;
		}
		await deps.guard('checkWorkspace', undefined, () => checkProject(deps, checks, project, token));
		progress?.report(Math.round((100 * (k + 1)) / projects.all.length));
	}
	await created;
	progress?.done();
	checks.sendStatus(false);
	const counts = checks.counts();
	return { notes: total, citations: counts.citations, verified: counts.verified, failing: counts.failing };
}

/** One project's notes through the batch pipeline of the core: listed, read when they may cite, parsed and indexed, then checked at once. */
async function checkProject(deps: ValidationDeps, checks: NoteChecks, project: ServedProject, token: CancellationToken): Promise<void> {
	if (!deps.settings.current.enable) {
		return;
	}
	const checker = project.manager;
	const read = project.citingText(() => checks.foregroundSettled());
	const { notes, reports } = await runBatch(checker, {
		list: () => ({ inScope: project.notes(), others: [] }),
		read,
		parse: (rel, text) => checker.index.parse(rel, text),
		check: async collected => {
			await checks.foregroundSettled();
			return { notes: collected.notes, reports: await checker.checkNotes(collected.notes, token) };
		},
	});
	if (reports) {
		publishAll(deps, checks, project, notes, reports);
	}
}

/** Publishes the reports of a workspace check; a note checked before that no longer cites loses its diagnostics. */
function publishAll(deps: ValidationDeps, checks: NoteChecks, project: ServedProject, notes: readonly CollectedNote[], reports: readonly NoteReport[]): void {
	const { projects, documents } = deps;
	const checked = new Set<string>();
	for (const [n, report] of reports.entries()) {
		const uri = projects.uriOf(project, notes[n]!.path);
		checked.add(uri);
		const open = documents.get(uri);
		if (report.results.length === 0 && !checks.reports.has(uri)) {
			continue;
		}
		checks.reports.set(uri, report);
		checks.publish(project, open ?? TextDocument.create(uri, 'markdown', 0, notes[n]!.text), report, open !== undefined);
	}
	for (const uri of [...checks.reports.keys()]) {
		if (!checked.has(uri) && projects.locate(uri)?.project === project && project.isNote(projects.locate(uri)!.rel)) {
			checks.forget(uri);
		}
	}
}
