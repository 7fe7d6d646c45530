import { Disposable, type CodeLens, type Connection } from 'vscode-languageserver';
import type { ServerContext } from '../context';
import { toCodeLens } from '../convert';

/** A lens above each attribution with the citation's verdict (`verbatim.codeLens.enable`). */
export function registerCodeLens(connection: Connection, ctx: ServerContext): Disposable {
	return connection.onCodeLens((params, token) => ctx.guard('codeLens', [] as CodeLens[], async () => {
		const at = ctx.settings.current.codeLens.enable ? await ctx.projects.openNote(params.textDocument.uri) : undefined;
		const results = at ? await at.project.manager.results(at.rel, at.doc.getText(), token) : [];
		return results.map(r => toCodeLens(at!.doc, r));
	}));
}
