import { Disposable, type Connection, type Location } from 'vscode-languageserver';
import type { ServerContext } from '../context';
import { toLocation } from '../convert';
import { pdfLocation } from './pdf';

/** Go to definition on a citation: the cited lines of its source (of a PDF: the page in its text document). */
export function registerDefinition(connection: Connection, ctx: ServerContext): Disposable {
	return connection.onDefinition((params, token) => ctx.guard('definition', null as Location | null, async () => {
		const at = await ctx.projects.openNote(params.textDocument.uri);
		const target = await at?.project.manager.editor.definition(at.rel, at.doc.getText(), at.doc.offsetAt(params.position), token);
		if (!at || !target) {
			return null;
		}
		const uri = ctx.projects.uriOf(at.project, target.path);
		return (await pdfLocation(at.project.manager, uri, target)) ?? toLocation(uri, target);
	}));
}
