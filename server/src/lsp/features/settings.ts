import type { Connection, Disposable } from 'vscode-languageserver';
import type { ServerContext } from '../context';

/**
 * Editor settings changed: pull them again, then recheck open notes, or
 * clear every diagnostic when checking was turned off (`verbatim.enable`).
 */
export function registerSettings(connection: Connection, ctx: ServerContext): Disposable {
	return connection.onDidChangeConfiguration(params => void ctx.guard('configuration', undefined, async () => {
		const before = await ctx.settings.pull(params.settings);
		const now = ctx.settings.current;
		ctx.logger.log('info', 'settings.changed', { enable: now.enable, codeLens: now.codeLens.enable, validateWorkspace: now.validate.workspace });
		const { grants, refused } = ctx.projects.host.grants(now.repositories);
		if (ctx.settings.heard && ctx.projects.setGrants(grants)) {
			// Other clones granted: every project reloads with them, as when its verbatim.json changes.
			ctx.logger.log('info', 'repositories.changed', { entries: Object.keys(grants).length, refused });
			for (const project of ctx.projects.all) {
				await project.load();
				ctx.validation.reportConfigErrors(project);
				ctx.validation.scheduleNotes(project, project.notes());
			}
		}
		if (!ctx.settings.current.enable) {
			ctx.validation.clearAll();
			return;
		}
		if (!before.enable && ctx.settings.current.validate.workspace) {
			await ctx.validation.checkWorkspace();
			return;
		}
		for (const doc of ctx.documents.all()) {
			const at = ctx.projects.locate(doc.uri);
			if (at) {
				ctx.validation.schedule(at.project, at.rel);
			}
		}
	}));
}
