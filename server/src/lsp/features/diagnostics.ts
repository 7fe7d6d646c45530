import {
	LSPErrorCodes, ResponseError,
	type Connection, type Diagnostic, type DiagnosticServerCancellationData, type Disposable, type DocumentDiagnosticReport,
} from 'vscode-languageserver';
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
		// A note just opened is checked at once, not after the typing pause; a pull client pulls it at once itself.
		documents.onDidOpen(e => {
			validation.pulls.opened(e.document.uri);
			const at = projects.locate(e.document.uri);
			if (at && !ctx.client.pullDiagnostics) {
				void ctx.guard('validate', undefined, () => validation.validate(at.project, at.rel));
			}
		}),
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
		connection.languages.diagnostics.on(async (params, token) => {
			const report = await ctx.guard('pullDiagnostics', empty, async () => {
				const at = await projects.openNote(params.textDocument.uri);
				if (!at || !ctx.settings.current.enable || !at.project.isNote(at.rel)) {
					return empty;
				}
				const items = await validation.pulls.pull(at.project, at.rel, at.doc, token);
				return items && { kind: 'full', items } satisfies DocumentDiagnosticReport;
			});
			// A cancelled pull is never answered with an empty or stale report: the client is told to pull again.
			if (!report) {
				throw new ResponseError<DiagnosticServerCancellationData>(LSPErrorCodes.ServerCancelled, 'checking was cancelled', { retriggerRequest: true });
			}
			return report;
		}),
	);
}
