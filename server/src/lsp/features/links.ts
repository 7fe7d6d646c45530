import { Disposable, type Connection, type DocumentLink } from 'vscode-languageserver';
import type { ServerContext } from '../context';
import { toRange } from '../convert';

/** Document links on attribution paths, to open the cited source at its first cited line. */
export function registerLinks(connection: Connection, ctx: ServerContext): Disposable {
	return connection.onDocumentLinks(params => ctx.guard('documentLinks', [] as DocumentLink[], async () => {
		const at = await ctx.projects.openNote(params.textDocument.uri);
		return (at?.project.manager.editor.links(at.rel, at.doc.getText()) ?? []).map(link => ({
			range: toRange(at!.doc, link.span),
			target: `${ctx.projects.uriOf(at!.project, link.path)}${link.line ? `#L${link.line}` : ''}`,
			tooltip: 'Open the cited source',
		}));
	}));
}
