import type { Connection, Disposable, Range } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { documentKindNamed, gitTarget, LineIndex, projectFileOf, type CitationResult, type Occurrence, type SourcePlace } from '../../core';
import {
	citedPassageRequest, gitBlobRequest, gitBlobScheme, pdfTextScheme,
	type CitedPassageParams, type CitedPassageResponse, type GitBlobParams, type GitBlobResponse,
} from '../../protocol';
import type { ServerContext } from '../context';
import { toRange } from '../convert';
import { disposeAll } from '../disposables';
import { onLimitedRequest } from '../requestLimits';
import { pageMarker, withMarkers } from './pdf';

type Span = { readonly start: number; readonly end: number };

/**
 * `verbatim/citedPassage`: the cited source of the citation at a position,
 * with every occurrence of its quote there (up to ten), where it occurs in
 * the current version of a changed source, or the nearest passage when the
 * quote is not in it; and why, when there is nothing to mark or to show.
 * `verbatim/gitBlob`: the file at a commit that a Git citation's passage is
 * shown in.
 */
export function registerCitedPassage(connection: Connection, ctx: ServerContext): Disposable {
	return disposeAll(
		onLimitedRequest(connection, citedPassageRequest, (params: CitedPassageParams, token) => ctx.guard<CitedPassageResponse>('citedPassage', null, async () => {
			const at = await ctx.projects.openNote(params.textDocument.uri);
			const r = at && await at.project.manager.resultAt(at.rel, at.doc.getText(), at.doc.offsetAt(params.position), token);
			if (!at || !r) {
				return null;
			}
			const base = { status: r.status, citationRange: toRange(at.doc, r.citation.span), message: r.message };
			const target = gitTarget(r.citation.target);
			const manager = at.project.manager;
			if (target) {
				const text = await manager.readGit(target, at.rel);
				if (text === undefined) {
					return { ...base, ranges: [], explain: `Nothing to show: ${target.path} could not be read at commit ${target.commit.slice(0, 7)} (${r.message}).` };
				}
				const sourceUri = gitBlobUri(target.path, { note: params.textDocument.uri, commit: target.commit, repository: target.repository });
				const passage = await passageIn(r, text, manager);
				return { ...base, sourceUri, ranges: toRanges(sourceUri, text, passage.spans), explain: passage.explain };
			}
			if (projectFileOf(r.citation.target) === undefined || !r.source) {
				return { ...base, ranges: [], explain: `Nothing to show: ${r.message}.` };
			}
			const source = await manager.readSource(r.source);
			if (!source) {
				return { ...base, ranges: [], explain: `Nothing to show: ${r.source} cannot be read (${r.message}).` };
			}
			const passage = await passageIn(r, source.text, manager);
			const fileUri = ctx.projects.uriOf(at.project, r.source);
			const kind = documentKindNamed(r.source);
			if (kind) {
				// A document's canonical text opens as its text document; a paged one shows a marker line for each page instead of its form feed.
				const sourceUri = `${pdfTextScheme}:${fileUri.replace(/^file:\/\//, '')}.txt`;
				if (!kind.paged) {
					return { ...base, sourceUri, ranges: toRanges(sourceUri, source.text, passage.spans), explain: passage.explain };
				}
				return { ...base, sourceUri, ranges: toRanges(sourceUri, withMarkers(source.text), passage.spans.map(s => ({ start: withPageMarkers(source.text, s.start), end: withPageMarkers(source.text, s.end) }))), explain: passage.explain };
			}
			return { ...base, sourceUri: fileUri, ranges: toRanges(fileUri, source.text, passage.spans), explain: passage.explain };
		})),
		onLimitedRequest(connection, gitBlobRequest, (params: GitBlobParams) => ctx.guard<GitBlobResponse>('gitBlob', { kind: 'error', message: 'internal error' }, async () => {
			await ctx.projects.ready();
			const blob = parseGitBlobUri(params.uri);
			const at = blob && ctx.projects.locate(blob.note);
			const text = at && blob && await at.project.manager.readGit({ kind: 'git', repository: blob.repository, commit: blob.commit, path: blob.path }, at.rel);
			return text === undefined || text === null || !blob ? { kind: 'error', message: 'this file could not be read at that commit' } : { kind: 'ok', text };
		})),
	);
}

/** The passage to mark in the text a citation was checked against, and a word on it when there is no plain occurrence. */
async function passageIn(r: CitationResult, text: string, manager: { currentStanding(r: CitationResult): Promise<{ count: number; occurrences?: readonly Occurrence[]; suggestion?: { text: string } & SourcePlace } | undefined> }): Promise<{ spans: Span[]; explain?: string }> {
	const where = r.source ?? 'the source';
	if (r.occurrences?.length) {
		return { spans: [...r.occurrences] };
	}
	if (r.status === 'version_mismatch') {
		const now = await manager.currentStanding(r);
		if (now?.occurrences?.length) {
			return { spans: [...now.occurrences], explain: `${where} changed since it was pinned; the quote still occurs in the current version${now.count > 1 ? ` (${now.count} times)` : ''}.` };
		}
		const near = now?.suggestion && suggestionSpan(text, now.suggestion);
		return near
			? { spans: [near], explain: `${where} changed since it was pinned, and the quote no longer occurs in it; the closest passage is marked.` }
			: { spans: [], explain: `${where} changed since it was pinned, and the quote no longer occurs in it, nor anything close.` };
	}
	const near = r.suggestion && suggestionSpan(text, r.suggestion);
	if (near) {
		return { spans: [near], explain: 'The quote does not occur as written; the closest passage is marked.' };
	}
	return { spans: [], explain: r.status === 'verified' ? undefined : `Nothing to mark in ${where}: ${r.message}.` };
}

function suggestionSpan(text: string, s: { text: string } & SourcePlace): Span | undefined {
	const at = text.indexOf(s.text, new LineIndex(text).lineStart(s.startLine));
	return at < 0 ? undefined : { start: at, end: at + s.text.length };
}

function toRanges(uri: string, text: string, spans: readonly Span[]): Range[] {
	const doc = TextDocument.create(uri, 'plaintext', 0, text);
	return spans.map(s => toRange(doc, s));
}

/** An offset of a PDF's canonical text in its text document, where each page opens with a marker line and has no form feed. */
function withPageMarkers(text: string, offset: number): number {
	let shift = pageMarker(1).length + 1;
	for (let i = text.indexOf('\f'), page = 2; i >= 0 && i < offset; i = text.indexOf('\f', i + 1), page++) {
		shift += pageMarker(page).length + 1 - 1;
	}
	return offset + shift;
}

interface GitBlob {
	readonly note: string;
	readonly commit: string;
	readonly repository?: string;
}

/**
 * `verbatim-git:/@<commit>/<path>?<JSON>`: the path names the tab and, in its
 * first folder, the commit (so the file is not taken for its working copy);
 * the query says which commit and repository, and the citing note.
 */
export function gitBlobUri(path: string, blob: GitBlob): string {
	return `${gitBlobScheme}:/@${blob.commit.slice(0, 7)}/${path.split('/').map(encodeURIComponent).join('/')}?${encodeURIComponent(JSON.stringify(blob))}`;
}

function parseGitBlobUri(uri: string): (GitBlob & { path: string }) | undefined {
	// Editors re-encode a URI as they please (VS Code writes `@` as `%40`): decode before reading it.
	const m = new RegExp(`^${gitBlobScheme}:/([^?#]*)\\?([^#]*)`).exec(uri);
	try {
		const path = m && /^@[0-9a-f]+\/(.+)$/i.exec(decodeURIComponent(m[1]!))?.[1];
		const blob = m && JSON.parse(decodeURIComponent(m[2]!)) as Partial<GitBlob>;
		if (!path || !blob || typeof blob.note !== 'string' || typeof blob.commit !== 'string' || !/^[0-9a-f]{7,40}$/i.test(blob.commit)) {
			return undefined;
		}
		return { note: blob.note, commit: blob.commit, repository: typeof blob.repository === 'string' ? blob.repository : undefined, path };
	} catch {
		return undefined;
	}
}
