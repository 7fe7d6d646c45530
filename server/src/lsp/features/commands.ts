import type { Connection, Disposable } from 'vscode-languageserver';
import {
	checkWorkspaceRequest, pdfTextScheme, quoteRequest,
	type CheckWorkspaceResponse, type QuoteParams, type QuoteResponse,
} from '../../protocol';
import type { ServerContext } from '../context';
import type { ProjectFile } from '../projects';
import { disposeAll } from '../disposables';
import { documentKindNamed, pageOfLine, usualForm } from '../../core';
import { pdfFileUri, withoutMarkers } from './pdf';
import { onLimitedRequest } from '../requestLimits';

/** The custom requests behind the extension's commands: `verbatim/quote` and `verbatim/checkWorkspace`. */
export function registerCommands(connection: Connection, ctx: ServerContext): Disposable {
	return disposeAll(
		onLimitedRequest(connection, quoteRequest, (params: QuoteParams) => ctx.guard<QuoteResponse>('quote', { kind: 'error', message: 'internal error' }, () => quote(ctx, params))),
		onLimitedRequest(connection, checkWorkspaceRequest, () => ctx.guard<CheckWorkspaceResponse>('checkWorkspace', { notes: 0, citations: 0, verified: 0, failing: 0 }, () => ctx.validation.checkWorkspace())),
	);
}

/** Citations for a selection of a source, each with its source lines for a quick pick. */
async function quote(ctx: ServerContext, params: QuoteParams): Promise<QuoteResponse> {
	await ctx.projects.ready();
	// A selection in a document's text document (a PDF's, a web page's, a Word document's) cites the document itself.
	const virtual = params.sourceUri.startsWith(`${pdfTextScheme}:`);
	const at = ctx.projects.locate(pdfFileUri(params.sourceUri));
	if (!at) {
		return { kind: 'error', message: 'the source is not inside a workspace folder' };
	}
	params = virtual ? { ...params, text: withoutMarkers(params.text) } : params;
	const note = params.noteUri ? ctx.projects.locate(params.noteUri) : undefined;
	const manager = at.project.manager;
	const from = note?.project === at.project ? note.rel : undefined;
	// Unasked, a note gets the form its citations are written in (a note of wikilinks gets wikilinks).
	const form = params.form ?? (note && from !== undefined ? await noteForm(ctx, note) : undefined);
	// The Git form, as `verbatim quote --commit REV [--url]` builds it, only when the source's text now is its blob at that commit (the host checks).
	const git = params.commit === undefined ? undefined : virtual ? { error: 'a document\'s canonical text is not cited at a commit' }
		: await at.project.host.atCommit(at.rel, params.commit, params.url === true, (await manager.sources.read(at.rel))?.pin, at.project.loaded);
	if (git && 'error' in git) {
		return { kind: 'error', message: git.error };
	}
	const result = await manager.edits.quote({ source: git?.source ?? at.rel, text: params.text, from, pin: params.pin ?? 'sha256', form, paths: params.paths, locator: params.locator, link: params.link, git: git?.git });
	if (result.kind === 'error') {
		return result;
	}
	const occurrences = [];
	// Only a paged text's document has page markers to step over.
	const shift = virtual && documentKindNamed(at.rel)?.paged !== false ? pageOfLine((await manager.sources.read(at.rel))?.text ?? '') : () => 0;
	for (const o of result.occurrences) {
		const context = await manager.sources.excerpt(at.rel, o.startLine, o.endLine);
		occurrences.push({ occurrence: o.occurrence, startLine: o.startLine + shift(o.startLine), endLine: o.endLine + shift(o.endLine), citation: o.citation, context });
	}
	return { kind: 'ok', occurrences };
}

/** The form most citations of a note are written in, when the constructor writes it and it is not the default. */
async function noteForm(ctx: ServerContext, note: ProjectFile): Promise<string | undefined> {
	const doc = await ctx.projects.docFor(note.project, note.rel);
	return doc && usualForm(note.project.manager.index.parse(note.rel, doc.getText()));
}
