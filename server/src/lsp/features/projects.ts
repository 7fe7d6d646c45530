import { FileChangeType, type Connection, type Disposable, type FileEvent } from 'vscode-languageserver';
import type { ServerContext } from '../context';
import { disposeAll } from '../disposables';
import { fsPath } from '../projects';

/**
 * The projects' life: loaded once the client is ready, reloaded when the
 * workspace folders or a `verbatim.json` change; files created and deleted
 * on disk keep each project's file list current.
 */
export function registerProjects(connection: Connection, ctx: ServerContext): Disposable {
	return disposeAll(
		connection.onInitialized(() => void ctx.guard('initialized', undefined, async () => {
			await ctx.settings.pull();
			await loadAll(ctx);
			if (ctx.client.workspaceFolders) {
				connection.workspace.onDidChangeWorkspaceFolders(e => void ctx.guard('folders', undefined, async () => {
					ctx.projects.folders = [...ctx.projects.folders.filter(f => !e.removed.some(r => fsPath(r.uri) === f)), ...e.added.flatMap(a => fsPath(a.uri) ?? [])];
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

/** Loads every project, then checks the open notes and, when asked, the whole workspace. */
async function loadAll(ctx: ServerContext): Promise<void> {
	await ctx.projects.load();
	for (const p of ctx.projects.all) {
		ctx.validation.reportConfigErrors(p);
	}
	for (const doc of ctx.documents.all()) {
		const at = ctx.projects.locate(doc.uri);
		if (at) {
			ctx.validation.schedule(at.project, at.rel);
		}
	}
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
			ctx.connection.languages.diagnostics.refresh();
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
