import { CodeActionKind, type CodeAction, type Connection, type Disposable, type Range, type WorkspaceEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Attribution, SourceCandidate, Unattributed } from '../../core';
import {
	findSourceRequest,
	type FindSourceCandidate, type FindSourceParams, type FindSourceResponse,
} from '../../protocol';
import type { ServerContext } from '../context';
import { toTextEdits } from '../convert';
import type { ProjectFile } from '../projects';
import { onLimitedRequest } from '../requestLimits';

type OpenNote = ProjectFile & { doc: TextDocument };

/** `verbatim/findSource`: where an unattributed quote (or a text) occurs among the project's known sources. */
export function registerFindSource(connection: Connection, ctx: ServerContext): Disposable {
	return onLimitedRequest(connection, findSourceRequest, (params: FindSourceParams) => ctx.guard<FindSourceResponse>('findSource', { kind: 'none', message: 'internal error' }, async () => {
		// Every known source is searched: those the notes cite are known once every note is indexed.
		await ctx.projects.indexed();
		const at = await ctx.projects.openNote(params.textDocument.uri);
		if (!at) {
			return { kind: 'no_quote', message: 'the note is not open in a workspace folder' };
		}
		const pin = params.pin ?? 'sha256';
		if (params.position === undefined) {
			const found = await at.project.manager.edits.findSource({ text: params.text ?? '', from: at.rel, pin });
			return found.kind === 'ok' ? { kind: 'ok', candidates: found.candidates.map(c => candidate(ctx, at, c)) } : found;
		}
		const quote = unattributedAt(at, at.doc.offsetAt(params.position), at.doc.offsetAt(params.position));
		if (!quote) {
			return { kind: 'no_quote', message: 'no blockquote without attribution, nor marked quote without link, at this position' };
		}
		const result = await at.project.manager.edits.attribute(at.rel, at.doc.getText(), quote, pin);
		return result.kind === 'ok' ? { kind: 'ok', candidates: result.attributions.map(a => candidate(ctx, at, a.candidate, a)) } : result;
	}));
}

/**
 * The "Find source…" code actions for an unattributed quote in `range`.
 * One source: one action carrying the edit. Two to ten: for a client that
 * named a command (VS Code), one action running it (a quick pick); for any
 * other client, one action per source.
 */
export async function findSourceActions(ctx: ServerContext, at: OpenNote, range: Range): Promise<CodeAction[]> {
	// Every known source is searched: those the notes cite are known once every note is indexed.
	await ctx.projects.indexed();
	const quote = unattributedAt(at, at.doc.offsetAt(range.start), at.doc.offsetAt(range.end));
	if (!quote) {
		return [];
	}
	const result = await at.project.manager.edits.attribute(at.rel, at.doc.getText(), quote, 'sha256');
	if (result.kind !== 'ok') {
		return [];
	}
	const command = ctx.client.findSourceCommand;
	if (result.attributions.length > 1 && command) {
		return [{ title: `Find source… (${result.attributions.length} sources)`, kind: CodeActionKind.QuickFix, command: { title: 'Find source…', command, arguments: [at.doc.uri, range.start] } }];
	}
	return result.attributions.map(a => ({
		title: `Find source: ${a.title.charAt(0).toLowerCase()}${a.title.slice(1)}`,
		kind: CodeActionKind.QuickFix,
		isPreferred: result.attributions.length === 1,
		edit: editOf(at, a),
	}));
}

function unattributedAt(at: OpenNote, start: number, end: number): Unattributed | undefined {
	return at.project.manager.edits.unattributed(at.rel, at.doc.getText()).find(q => q.quoteSpan.start <= end && start <= q.quoteSpan.end);
}

function editOf(at: OpenNote, a: Attribution): WorkspaceEdit {
	return { changes: { [at.doc.uri]: toTextEdits(at.doc, a.edits) } };
}

function candidate(ctx: ServerContext, at: OpenNote, c: SourceCandidate, a?: Attribution): FindSourceCandidate {
	return { ...c, sourceUri: ctx.projects.uriOf(at.project, c.source), ...(a ? { edit: editOf(at, a), title: a.title } : {}) };
}
