import { FileChangeType, type Connection, type Disposable, type FileEvent } from 'vscode-languageserver';
import type { ServerContext } from '../context';
import { disposeAll } from '../disposables';

/**
 * The projects' life: loaded once the client is ready, reloaded when the
 * workspace folders or a `verbatim.json` change; files created and deleted
 * on disk keep each project's file list current.
 */
export function registerProjects(connection: Connection, ctx: ServerContext): Disposable {
	return disposeAll(
		connection.onInitialized(() => void ctx.guard('initialized', undefined, async () => {
			// The projects load while the client answers for the settings: neither needs the other.
			let loading = ctx.projects.load();
			await ctx.settings.pull();
			if (ctx.settings.heard && ctx.projects.setGrants(ctx.projects.host.grants(ctx.settings.current.repositories).grants)) {
				loading = loading.then(() => ctx.projects.load());
			}
			await loadAll(ctx, loading);
			if (ctx.client.workspaceFolders) {
				connection.workspace.onDidChangeWorkspaceFolders(e => void ctx.guard('folders', undefined, async () => {
					const { host } = ctx.projects;
					ctx.projects.folders = [...ctx.projects.folders.filter(f => !e.removed.some(r => host.folderOf(r.uri) === f)), ...e.added.flatMap(a => host.folderOf(a.uri) ?? [])];
					await loadAll(ctx);
				}));
			}
		})),
		connection.onDidChangeWatchedFiles(e => void ctx.guard('watchedFiles', undefined, async () => {
			for (const change of e.changes) {
				await watchedFileChanged(ctx, change);
			}
		})),
	);
}

/**
 * Loads every project (or waits for `loading`, a load already started), checks the open notes at once (the first squiggle
 * waits for nothing else), then indexes every note and rechecks the open
 * ones (known sources for `misattributed` are now complete), then, when
 * asked, checks the whole workspace.
 */
async function loadAll(ctx: ServerContext, loading?: Promise<void>): Promise<void> {
	const t0 = performance.now();
	await (loading ?? ctx.projects.load());
	for (const p of ctx.projects.all) {
		ctx.validation.reportConfigErrors(p);
	}
	const loaded = performance.now();
	const open = ctx.documents.all().flatMap(doc => ctx.projects.locate(doc.uri) ?? []);
	// A pull client's pulls of the open notes wait for the load above: checking them here as well would only compete.
	for (const at of ctx.client.pullDiagnostics ? [] : open) {
		await ctx.guard('validate', undefined, () => ctx.validation.validate(at.project, at.rel));
	}
	// Pulls that waited for the load start their checks now; indexing every note waits for them.
	await ctx.projects.host.nextTurn();
	await Promise.all(open.map(at => ctx.validation.settled(ctx.projects.uriOf(at.project, at.rel))));
	const checked = performance.now();
	await ctx.projects.indexAll(() => ctx.validation.foregroundSettled());
	// Every note open now, also one opened while indexing: its first check may not have known every source.
	for (const at of ctx.documents.all().flatMap(doc => ctx.projects.locate(doc.uri) ?? [])) {
		ctx.validation.schedule(at.project, at.rel);
	}
	// Timings only (docs/specification.md §8): where the first diagnostics' time goes.
	ctx.logger.log('info', 'startup', { uptimeMs: ctx.projects.host.uptimeMs(), loadMs: Math.round(loaded - t0), openNotes: open.length, checkOpenMs: Math.round(checked - loaded), indexMs: Math.round(performance.now() - checked) });
	if (ctx.settings.current.validate.workspace && ctx.settings.current.enable) {
		await ctx.validation.checkWorkspace();
	}
}

async function watchedFileChanged(ctx: ServerContext, change: FileEvent): Promise<void> {
	const at = ctx.projects.locate(change.uri);
	if (!at) {
		return;
	}
	if (at.rel === 'verbatim.json') {
		await at.project.load();
		ctx.validation.reportConfigErrors(at.project);
		if (ctx.client.pullDiagnostics) {
			void ctx.connection.sendRequest('workspace/diagnostic/refresh').catch(() => undefined);
		}
		ctx.validation.scheduleNotes(at.project, at.project.notes());
		return;
	}
	if (change.type === FileChangeType.Created) {
		at.project.fileAdded(at.rel);
	} else if (change.type === FileChangeType.Deleted) {
		at.project.fileRemoved(at.rel);
		ctx.validation.forget(change.uri);
	}
	ctx.validation.fileChanged(at.project, at.rel);
}
