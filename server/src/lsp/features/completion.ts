import { Disposable, type CompletionItem, type Connection } from 'vscode-languageserver';
import type { ServerContext } from '../context';
import { toCompletionItem } from '../convert';

/** Completion in attributions: project files for the path, the current pin after `@`. */
export function registerCompletion(connection: Connection, ctx: ServerContext): Disposable {
	return connection.onCompletion(params => ctx.guard('completion', [] as CompletionItem[], async () => {
		const at = await ctx.projects.openNote(params.textDocument.uri);
		const linePrefix = at?.doc.getText({ start: { line: params.position.line, character: 0 }, end: params.position });
		const items = at ? await at.project.manager.editor.complete(at.rel, linePrefix!, at.doc.getText()) : [];
		return items.map(toCompletionItem);
	}));
}
