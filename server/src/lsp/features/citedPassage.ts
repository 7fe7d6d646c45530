import type { Connection, Disposable, Range } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LineIndex, type CitationResult } from '../../core';
import { citedPassageRequest, type CitedPassageParams, type CitedPassageResponse } from '../../protocol';
import type { ServerContext } from '../context';
import { toRange } from '../convert';
import { onLimitedRequest } from '../requestLimits';

/**
 * `verbatim/citedPassage`: the cited source of the citation at a position,
 * with every occurrence of its quote there (up to ten), or the nearest
 * passage when the quote is not in it.
 */
export function registerCitedPassage(connection: Connection, ctx: ServerContext): Disposable {
	return onLimitedRequest(connection, citedPassageRequest, (params: CitedPassageParams, token) => ctx.guard<CitedPassageResponse>('citedPassage', null, async () => {
		const at = await ctx.projects.openNote(params.textDocument.uri);
		const r = at && await at.project.manager.resultAt(at.rel, at.doc.getText(), at.doc.offsetAt(params.position), token);
		if (!at || !r?.source || r.citation.target?.kind !== 'local') {
			return null;
		}
		const sourceUri = ctx.projects.uriOf(at.project, r.source);
		const text = (await at.project.manager.readSource(r.source))?.text;
		const ranges = text === undefined ? [] : passageRanges(r, text, sourceUri);
		return { sourceUri, status: r.status, ranges, citationRange: toRange(at.doc, r.citation.span), message: r.message };
	}));
}

function passageRanges(r: CitationResult, text: string, uri: string): Range[] {
	const source = TextDocument.create(uri, 'plaintext', 0, text);
	if (r.occurrences?.length) {
		return r.occurrences.map(o => toRange(source, o));
	}
	const s = r.suggestion;
	if (!s) {
		return [];
	}
	const at = text.indexOf(s.text, new LineIndex(text).lineStart(s.startLine));
	return at < 0 ? [] : [toRange(source, { start: at, end: at + s.text.length })];
}
