import { CodeActionKind, Disposable, type CodeAction, type CodeActionParams, type Connection, type Diagnostic } from 'vscode-languageserver';
import type { CitationResult, Fix } from '../../core';
import type { ServerContext } from '../context';
import { toTextEdits, type DiagnosticData } from '../convert';
import { findSourceActions } from './findSource';
import { renderActions } from './pdf';

/** Quick fixes for the citations in the requested range; each fix is verified by the core before it is offered. */
export function registerCodeActions(connection: Connection, ctx: ServerContext): Disposable {
	return connection.onCodeAction((params, token) => ctx.guard('codeAction', [] as CodeAction[], async () => {
		// Computed from the buffer as it is now; a recheck in flight is waited for, so the two never race for the caches.
		await ctx.validation.settled(params.textDocument.uri);
		const at = await ctx.projects.openNote(params.textDocument.uri);
		if (!at) {
			return [];
		}
		const { doc, project } = at;
		const [start, end] = [doc.offsetAt(params.range.start), doc.offsetAt(params.range.end)];
		const actions: CodeAction[] = [];
		for (const r of await project.manager.results(at.rel, doc.getText(), token)) {
			if (r.citation.span.end >= start && r.citation.span.start <= end) {
				const fixes = await project.manager.edits.fixes(r, doc.getText());
				actions.push(...fixes.map(fix => toCodeAction(doc.uri, fix, diagnosticOf(params, r), doc)));
				actions.push(...renderActions(r, diagnosticOf(params, r), rel => ctx.projects.uriOf(project, rel)));
			}
		}
		actions.push(...await findSourceActions(ctx, at, params.range));
		return actions;
	}));
}

/** The client's diagnostic for a result, found by the citation offset it carries. */
function diagnosticOf(params: CodeActionParams, r: CitationResult): Diagnostic | undefined {
	return params.context.diagnostics.find(d => (d.data as Partial<DiagnosticData> | undefined)?.start === r.citation.span.start);
}

function toCodeAction(uri: string, fix: Fix, diagnostic: Diagnostic | undefined, doc: Parameters<typeof toTextEdits>[0]): CodeAction {
	return {
		title: fix.title,
		kind: CodeActionKind.QuickFix,
		isPreferred: fix.preferred,
		diagnostics: diagnostic ? [diagnostic] : undefined,
		edit: { changes: { [uri]: toTextEdits(doc, fix.edits) } },
	};
}
