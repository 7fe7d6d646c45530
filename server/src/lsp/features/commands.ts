import type { Connection, Disposable } from 'vscode-languageserver';
import {
	checkWorkspaceRequest, pdfTextScheme, quoteRequest,
	type CheckWorkspaceResponse, type QuoteParams, type QuoteResponse,
} from '../../protocol';
import { sha256Hex } from '../../node/builtins';
import { gitQuote, type GitQuote } from '../../node/gitQuote';
import type { ServerContext } from '../context';
import type { ProjectFile } from '../projects';
import { disposeAll } from '../disposables';
import { documentKindNamed, pageOfLine } from '../../core';
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
	const form = params.form;
	const git = params.commit === undefined ? undefined : virtual ? { error: 'a document\'s canonical text is not cited at a commit' } : await atCommit(at, params.commit, params.url === true);
	if (git && 'error' in git) {
		return { kind: 'error', message: git.error };
	}
	const result = await manager.quote({ source: git?.source ?? at.rel, text: params.text, from, pin: params.pin ?? 'sha256', form, paths: params.paths, locator: params.locator, link: params.link, git: git?.git });
	if (result.kind === 'error') {
		return result;
	}
	const occurrences = [];
	// Only a paged text's document has page markers to step over.
	const shift = virtual && documentKindNamed(at.rel)?.paged !== false ? pageOfLine((await manager.readSource(at.rel))?.text ?? '') : () => 0;
	for (const o of result.occurrences) {
		const context = await manager.excerpt(at.rel, o.startLine, o.endLine);
		occurrences.push({ occurrence: o.occurrence, startLine: o.startLine + shift(o.startLine), endLine: o.endLine + shift(o.endLine), citation: o.citation, context });
	}
	return { kind: 'ok', occurrences };
}

/**
 * The Git form of a source for `commit`/`url`, built as `verbatim quote
 * --commit REV [--url]` builds it, offered only when the source's current text
 * (the buffer, else the disk) is its blob at that commit: the selection was
 * made in that text. Never runs Git where it may not run (untrusted workspace).
 */
async function atCommit(at: ProjectFile, rev: string, url: boolean): Promise<GitQuote | { error: string }> {
	const { disk, loaded, manager } = at.project;
	if (!disk.git) {
		return { error: 'Git does not run in an untrusted workspace' };
	}
	const built = await gitQuote({ root: disk.root, git: disk.git, repositories: loaded.config.repositories }, disk.toAbsolute(at.rel), rev, url);
	if ('option' in built) {
		return { error: built.error };
	}
	const short = built.git.commit.slice(0, 7);
	const [current, blob] = await Promise.all([
		manager.readSource(at.rel),
		disk.readGitBlob({ repository: { kind: 'note', note: at.rel }, commit: built.git.commit, path: at.rel, maxBytes: loaded.config.maxSourceBytes }),
	]);
	if (blob.kind !== 'ok') {
		return { error: `${at.rel} is not in commit ${short}` };
	}
	if (current?.pin !== `sha256:${sha256Hex(blob.bytes)}`) {
		return { error: `${at.rel} differs from its blob at commit ${short}` };
	}
	return built;
}
