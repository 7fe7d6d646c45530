import type { Connection, Diagnostic, Disposable, DocumentDiagnosticReport } from 'vscode-languageserver';
import type { ServerContext } from '../context';
import { disposeAll } from '../disposables';

const empty: DocumentDiagnosticReport = { kind: 'full', items: [] as Diagnostic[] };

/**
 * Diagnostics as notes are edited and closed: pushed after each check, or
 * pulled by clients that declared pull support.
 */
export function registerDiagnostics(connection: Connection, ctx: ServerContext): Disposable {
	const { documents, projects, validation } = ctx;
	return disposeAll(
		documents.onDidChangeContent(e => {
			const at = projects.locate(e.document.uri);
			if (at) {
				validation.fileChanged(at.project, at.rel);
			}
		}),
		documents.onDidClose(e => {
			const at = projects.locate(e.document.uri);
			if (!at) {
				return;
			}
			// The buffer is gone: what counts now is the file on disk.
			validation.fileChanged(at.project, at.rel);
			if (!ctx.settings.current.validate.workspace) {
				validation.forget(e.document.uri);
			}
		}),
		// Answered only for clients that declared pull support (see onInitialize).
		connection.languages.diagnostics.on((params, token) => ctx.guard('pullDiagnostics', empty, async () => {
			const at = await projects.openNote(params.textDocument.uri);
			if (!at || !ctx.settings.current.enable || !at.project.isNote(at.rel)) {
				return empty;
			}
			const report = await at.project.manager.checkNote(at.rel, at.doc.getText(), token);
			if (!report) {
				return empty;
			}
			validation.reports.set(at.doc.uri, report);
			validation.sendStatus();
			return { kind: 'full', items: validation.diagnosticsOf(at.project, at.doc, report) };
		})),
	);
}
