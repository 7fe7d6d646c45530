import type { Connection, Disposable } from 'vscode-languageserver';
import { formOf, type Citation } from '../../core';
import { verdictsRequest, type Verdict, type VerdictsParams, type VerdictsResponse } from '../../protocol';
import type { ServerContext } from '../context';
import { onLimitedRequest } from '../requestLimits';

/** `verbatim/verdicts`: every citation of a note with its verdict, by line, for the Markdown preview. */
export function registerVerdicts(connection: Connection, ctx: ServerContext): Disposable {
	return onLimitedRequest(connection, verdictsRequest, (params: VerdictsParams, token) => ctx.guard<VerdictsResponse>('verdicts', { verdicts: [] }, async () => {
		await ctx.projects.ready();
		const at = ctx.projects.locate(params.textDocument.uri);
		const doc = at && await ctx.projects.docFor(at.project, at.rel);
		if (!at || !doc || !at.project.isNote(at.rel)) {
			return { verdicts: [] };
		}
		const results = await at.project.manager.results(at.rel, doc.getText(), token);
		return {
			verdicts: results.filter(r => r.severity !== 'off').map(r => ({
				form: shapeOf(r.citation),
				startLine: doc.positionAt(r.citation.span.start).line,
				endLine: doc.positionAt(Math.max(r.citation.span.start, r.citation.span.end - 1)).line,
				status: r.status,
				severity: r.severity,
				message: r.message,
				...(formOf(r.citation).inlineQuote ? { quote: r.citation.quote } : {}),
			})),
		};
	}));
}

/** How the preview draws a citation, from its form's traits: an attributed blockquote, a lead-in's blockquote, or a quote in prose. */
function shapeOf(c: Citation): Verdict['form'] {
	const form = formOf(c);
	return form.ownLine ? 'blockquote' : form.blockBody ? 'lead-in' : 'prose';
}
