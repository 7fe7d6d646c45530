import { CodeActionKind, Disposable, type CodeAction, type CodeActionParams, type Connection, type Diagnostic } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { CitationResult, Fix } from '../../core';
import type { ServerContext } from '../context';
import { toTextEdits, type DiagnosticData } from '../convert';

/** Quick fixes for the citations in the requested range; each fix is verified by the core before it is offered. */
export function registerCodeActions(connection: Connection, ctx: ServerContext): Disposable {
	return connection.onCodeAction((params, token) => ctx.guard('codeAction', [] as CodeAction[], async () => {
		const at = await ctx.projects.openNote(params.textDocument.uri);
		const doc = at?.doc;
		const found = doc ? await at.project.manager.fixesIn(at.rel, doc.getText(), doc.offsetAt(params.range.start), doc.offsetAt(params.range.end), token) : [];
		return found.flatMap(({ result, fixes }) => fixes.map(fix => toCodeAction(doc!, fix, diagnosticOf(params, result))));
	}));
}

/** The client's diagnostic for a result, found by the citation offset it carries. */
function diagnosticOf(params: CodeActionParams, r: CitationResult): Diagnostic | undefined {
	return params.context.diagnostics.find(d => (d.data as Partial<DiagnosticData> | undefined)?.start === r.citation.span.start);
}

function toCodeAction(doc: TextDocument, fix: Fix, diagnostic: Diagnostic | undefined): CodeAction {
	return {
		title: fix.title,
		kind: CodeActionKind.QuickFix,
		isPreferred: fix.preferred,
		diagnostics: diagnostic ? [diagnostic] : undefined,
		edit: { changes: { [doc.uri]: toTextEdits(doc, fix.edits) } },
	};
}
