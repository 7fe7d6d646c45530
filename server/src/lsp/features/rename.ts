import { Disposable, type Connection, type TextEdit, type WorkspaceEdit } from 'vscode-languageserver';
import type { ServerContext } from '../context';
import { toTextEdits } from '../convert';

/** When a source is renamed or moved in the editor, rewrite the citations that name it. */
export function registerRename(connection: Connection, ctx: ServerContext): Disposable {
	return connection.workspace.onWillRenameFiles(params => ctx.guard('willRename', null as WorkspaceEdit | null, async () => {
		// Renames need to know every note that cites the source.
		await ctx.projects.indexed();
		const changes: Record<string, TextEdit[]> = {};
		for (const file of params.files) {
			const [from, to] = [ctx.projects.locate(file.oldUri), ctx.projects.locate(file.newUri)];
			if (!from || !to || from.project !== to.project) {
				continue;
			}
			const project = from.project;
			const textOf = async (note: string): Promise<string | undefined> => (await ctx.projects.docFor(project, note))?.getText();
			for (const [note, edits] of await project.manager.edits.renameEdits(from.rel, to.rel, textOf)) {
				const doc = (await ctx.projects.docFor(project, note))!;
				(changes[doc.uri] ??= []).push(...toTextEdits(doc, edits));
			}
		}
		return Object.keys(changes).length ? { changes } : null;
	}));
}
