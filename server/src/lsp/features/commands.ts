import type { Connection, Disposable } from 'vscode-languageserver';
import {
	checkWorkspaceRequest, pdfTextScheme, quoteRequest,
	type CheckWorkspaceResponse, type QuoteParams, type QuoteResponse,
} from '../../protocol';
import type { ServerContext } from '../context';
import { disposeAll } from '../disposables';
import { pageOfLine } from '../../core';
import { pdfFileUri, withoutMarkers } from './pdf';

/** The custom requests behind the extension's commands: `verbatim/quote` and `verbatim/checkWorkspace`. */
export function registerCommands(connection: Connection, ctx: ServerContext): Disposable {
	return disposeAll(
		connection.onRequest(quoteRequest, (params: QuoteParams) => ctx.guard<QuoteResponse>('quote', { kind: 'error', message: 'internal error' }, () => quote(ctx, params))),
		connection.onRequest(checkWorkspaceRequest, () => ctx.guard<CheckWorkspaceResponse>('checkWorkspace', { notes: 0, citations: 0, verified: 0, failing: 0 }, () => ctx.validation.checkWorkspace())),
	);
}

/** Citations for a selection of a source, each with its source lines for a quick pick. */
async function quote(ctx: ServerContext, params: QuoteParams): Promise<QuoteResponse> {
	await ctx.projects.ready();
	// A selection in a PDF's text document cites the PDF itself.
	const virtual = params.sourceUri.startsWith(`${pdfTextScheme}:`);
	const at = ctx.projects.locate(pdfFileUri(params.sourceUri));
	if (!at) {
		return { kind: 'error', message: 'the source is not inside a workspace folder' };
	}
	params = virtual ? { ...params, text: withoutMarkers(params.text) } : params;
	const note = params.noteUri ? ctx.projects.locate(params.noteUri) : undefined;
	const manager = at.project.manager;
	const from = note?.project === at.project ? note.rel : undefined;
	const form = params.form === 'lead-in' ? 'lead-in' : 'blockquote';
	const result = await manager.quote({ source: at.rel, text: params.text, from, pin: params.pin ?? 'sha256', form, paths: params.paths, locator: params.locator });
	if (result.kind === 'error') {
		return result;
	}
	const occurrences = [];
	const shift = virtual ? pageOfLine((await manager.readSource(at.rel))?.text ?? '') : () => 0;
	for (const o of result.occurrences) {
		const context = await manager.excerpt(at.rel, o.startLine, o.endLine);
		occurrences.push({ occurrence: o.occurrence, startLine: o.startLine + shift(o.startLine), endLine: o.endLine + shift(o.endLine), citation: o.citation, context });
	}
	return { kind: 'ok', occurrences };
}
