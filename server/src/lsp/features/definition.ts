import { Disposable, type Connection, type Location } from 'vscode-languageserver';
import type { ServerContext } from '../context';
import { toLocation } from '../convert';

/** Go to definition on a citation: the cited lines of its source. */
export function registerDefinition(connection: Connection, ctx: ServerContext): Disposable {
	return connection.onDefinition((params, token) => ctx.guard('definition', null as Location | null, async () => {
		const at = await ctx.projects.openNote(params.textDocument.uri);
		const target = await at?.project.manager.definition(at.rel, at.doc.getText(), at.doc.offsetAt(params.position), token);
		return at && target ? toLocation(ctx.projects.uriOf(at.project, target.path), target) : null;
	}));
}
