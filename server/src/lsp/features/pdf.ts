import { CodeActionKind, type CodeAction, type Connection, type Diagnostic, type Disposable, type Location } from 'vscode-languageserver';
import { documentKindNamed, gitTarget, localTarget, pageOfLine, type CheckManager, type CitationResult, type SourceLocation } from '../../core';
import { renderDocumentFile, renderGitDocument, type RenderOutcome } from '../../node/renders';
import {
	pdfTextRequest, pdfTextScheme, renderPdfRequest,
	type PdfTextParams, type PdfTextResponse, type RenderPdfParams, type RenderPdfResponse,
} from '../../protocol';
import type { ServerContext } from '../context';
import { disposeAll } from '../disposables';
import { onLimitedRequest } from '../requestLimits';

/** The marker line before each page of a PDF's text document. */
export function pageMarker(page: number): string {
	return `──────── page ${page} ────────`;
}

const markerLine = /^──────── page \d+ ────────$/gm;

/** The `file:` URI of a document from its text document's URI (`verbatim-pdf:/x.pdf.txt`, `verbatim-pdf:/x.html.txt`); other URIs unchanged. */
export function pdfFileUri(uri: string): string {
	return uri.startsWith(`${pdfTextScheme}:`) ? `file:${uri.slice(pdfTextScheme.length + 1).replace(/\.txt$/, '')}` : uri;
}

/** A selection of a PDF's text document, without page markers, so it can be found in the canonical text. */
export function withoutMarkers(text: string): string {
	return text.replace(markerLine, '').replace(/\n{2,}/g, '\n');
}

/** The text document of a canonical text: a marker line before each page; canonical line L of page P is line L + P. */
export function withMarkers(text: string): string {
	return text.split('\f').map((page, k) => `${pageMarker(k + 1)}\n${page}`).join('');
}

/** A document's canonical text (a PDF's, a web page's, a Word document's) as a read-only document, and making its render from the editor. */
export function registerPdf(connection: Connection, ctx: ServerContext): Disposable {
	return disposeAll(
		onLimitedRequest(connection, pdfTextRequest, (params: PdfTextParams) => ctx.guard<PdfTextResponse>('pdfText', { kind: 'error', message: 'internal error' }, async () => {
			await ctx.projects.ready();
			const at = ctx.projects.locate(pdfFileUri(params.uri));
			const source = at && await at.project.manager.readSource(at.rel);
			if (!at || !source) {
				// A stored render the extractor does not reproduce is no text of the document: never shown as one.
				return { kind: 'error', message: `no canonical text of this ${documentKindNamed(pdfFileUri(params.uri))?.noun ?? 'PDF'} counts (none is stored, or the extractor does not give the stored one): run "Verbatim: Create Canonical Text of Document"` };
			}
			// Only a paged text has page markers: a web page's or a Word document's lines are shown as they are numbered.
			return { kind: 'ok', text: documentKindNamed(at.rel)?.paged === false ? source.text : withMarkers(source.text) };
		})),
		onLimitedRequest(connection, renderPdfRequest, (params: RenderPdfParams) => ctx.guard<RenderPdfResponse>('renderPdf', { ok: false, message: 'internal error' }, async () => {
			await ctx.projects.ready();
			const at = ctx.projects.locate(pdfFileUri(params.uri));
			if (!at) {
				return { ok: false, message: 'the document is not inside a workspace folder' };
			}
			const { disk, manager } = at.project;
			const git = params.git;
			const label = git ? `${git.path} at ${git.commit.slice(0, 12)}` : at.rel;
			const r: RenderOutcome = git
				? await renderGitDocument(disk, manager.config, { kind: 'git', repository: git.repository, commit: git.commit, path: git.path }, at.rel, label)
				: await renderDocumentFile(disk, at.rel, manager.config.maxSourceBytes);
			if (r.kind === 'error') {
				return { ok: false, message: r.message };
			}
			ctx.validation.fileChanged(at.project, r.text);
			return { ok: true, message: `${r.kind} ${label}: ${r.size}` };
		})),
	);
}

/** For a document's citation left unverified for want of a render: an action that makes it (the client runs the command). */
export function renderActions(r: CitationResult, diagnostic: Diagnostic | undefined, pdfUri: (rel: string) => string): CodeAction[] {
	const local = localTarget(r.citation.target);
	const git = gitTarget(r.citation.target);
	const path = (local ?? git)?.path;
	if (r.status !== 'unverified' || path === undefined || !r.message.startsWith('no canonical text stored for this ')) {
		return [];
	}
	// A PDF read from Git: its blob is rendered, named by the note that cites it.
	const argument = git ? { uri: pdfUri(r.file), git: { repository: git.repository, commit: git.commit, path: git.path } } : pdfUri(path);
	return [{
		title: `Create the canonical text of ${path}${git ? ` at ${git.commit.slice(0, 7)}` : ''} (verbatim render)`,
		kind: CodeActionKind.QuickFix,
		isPreferred: true,
		diagnostics: diagnostic ? [diagnostic] : undefined,
		command: { title: 'Create the canonical text', command: 'verbatim.renderPdf', arguments: [argument] },
	}];
}

/** Where a definition in a document lands: the cited lines in its text document (shifted by a PDF's page markers). */
export async function pdfLocation(manager: CheckManager, fileUri: string, target: SourceLocation): Promise<Location | undefined> {
	const kind = documentKindNamed(target.path);
	if (!kind) {
		return undefined;
	}
	const text = (await manager.readSource(target.path))?.text;
	if (text === undefined) {
		return undefined;
	}
	const shift = kind.paged ? pageOfLine(text) : () => 0;
	const l = target.lines ?? { startLine: 1, endLine: 1, endLineLength: 0 };
	const uri = `${pdfTextScheme}:${fileUri.replace(/^file:\/\//, '')}.txt`;
	// The text document shows no form feeds (a page marker line stands for each), so a page's first line is one shorter.
	const feeds = (text.split(/\r\n|\r|\n/)[l.endLine - 1]?.match(/\f/g) ?? []).length;
	return { uri, range: { start: { line: l.startLine - 1 + shift(l.startLine), character: 0 }, end: { line: l.endLine - 1 + shift(l.endLine), character: Math.max(0, l.endLineLength - feeds) } } };
}
