import { Disposable, type Connection, type Hover } from 'vscode-languageserver';
import type { ServerContext } from '../context';
import { toHover, toKeyHover } from '../convert';

/** Hover on a citation: its verdict, facts and the passage it was found in. */
export function registerHover(connection: Connection, ctx: ServerContext): Disposable {
	return connection.onHover((params, token) => ctx.guard('hover', null as Hover | null, async () => {
		const at = await ctx.projects.openNote(params.textDocument.uri);
		const key = await at?.project.manager.editor.keyHover(at.rel, at.doc.getText(), at.doc.offsetAt(params.position));
		if (key !== undefined) {
			return toKeyHover(key);
		}
		const details = await at?.project.manager.editor.details(at.rel, at.doc.getText(), at.doc.offsetAt(params.position), token);
		return at && details ? toHover(at.doc, details) : null;
	}));
}
