import type { AnnotatedTextEdit, ChangeAnnotation, Connection, Disposable, TextDocumentEdit } from 'vscode-languageserver';
import type { AppliedFix } from '../../core';
import { fixAllRequest, type FixAllParams, type FixAllResponse } from '../../protocol';
import type { ServerContext } from '../context';
import { toRange } from '../convert';
import { onLimitedRequest } from '../requestLimits';

/** What each kind of safe fix is called in the editor's preview. */
const labels: Record<string, string> = {
	unpinned: 'Pin each citation to its source\'s current version',
	version_mismatch: 'Update each citation to the current version of its source',
	out_of_range: 'Cite the lines where each quote now stands',
};

/**
 * `verbatim/fixAll`: the fixes of `verbatim fix`, for every note of every
 * project (open buffers as they are), as one workspace edit with a change
 * annotation per kind of fix. No annotation asks for confirmation unless the
 * client asks (`confirm: true`): VS Code opens its refactor preview for such
 * edits with every box unticked, so "apply" would change nothing.
 */
export function registerFixAll(connection: Connection, ctx: ServerContext): Disposable {
	return onLimitedRequest(connection, fixAllRequest, (params: FixAllParams, token) => ctx.guard<FixAllResponse>('fixAll', { edit: {}, fixes: 0, notes: 0 }, async () => {
		await ctx.projects.ready();
		const wanted = params.uris ? new Set(params.uris) : undefined;
		const documentChanges: TextDocumentEdit[] = [];
		const changeAnnotations: Record<string, ChangeAnnotation> = {};
		let fixes = 0;
		for (const project of ctx.projects.all) {
			for (const rel of project.notes()) {
				const uri = ctx.projects.uriOf(project, rel);
				const doc = !wanted || wanted.has(uri) ? await ctx.projects.docFor(project, rel) : undefined;
				const results = doc ? await project.manager.results(rel, doc.getText(), token) : [];
				const applied = doc && results.some(r => labels[r.status]) ? await project.manager.edits.safeFixes(rel, doc.getText(), { file: rel, results, skipped: 0 }) : [];
				if (!doc || !applied.length || token.isCancellationRequested) {
					continue;
				}
				fixes += applied.length;
				const edits = applied.map(a => annotated(doc, a, changeAnnotations, params.confirm === true));
				// An open buffer's version pins the edit to the text it was computed from.
				documentChanges.push({ textDocument: { uri, version: ctx.documents.get(uri) ? doc.version : null }, edits });
			}
		}
		return { edit: fixes ? { documentChanges, changeAnnotations } : {}, fixes, notes: documentChanges.length };
	}));
}

function annotated(doc: Parameters<typeof toRange>[0], a: AppliedFix, annotations: Record<string, ChangeAnnotation>, confirm: boolean): AnnotatedTextEdit {
	const id = `verbatim.${a.status}`;
	annotations[id] ??= { label: labels[a.status] ?? a.title, description: 'keeps the quote as written; re-checked before offered', needsConfirmation: confirm };
	return { range: toRange(doc, a.edit.span), newText: a.edit.text, annotationId: id };
}
