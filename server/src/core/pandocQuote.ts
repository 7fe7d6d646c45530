import { noteBibliography } from './bibliography';
import { keyOfFile, withCiteKey } from './bibliography/write';
import { checkCitation, type CheckContext } from './check';
import { parseNote } from './parse/note';
import { buildQuote, type QuoteOccurrence, type QuoteRequest, type QuoteResult } from './quote';

/**
 * Citations of a selection in Pandoc's form (docs/specification.md §1.5):
 * the blockquote the constructor builds, its attribution written as the key
 * whose bibliography entry names the source, `> --- [@key, p. 2]`; each is
 * checked again as written, so it verifies.
 */
export async function buildPandocQuote(req: QuoteRequest, ctx: CheckContext): Promise<QuoteResult> {
	const notePath = req.from ?? '.verbatim-quote.md';
	const note = req.from === undefined ? undefined : await ctx.sources.load(req.from);
	const own = note && !('failure' in note) ? noteBibliography(note.text) : undefined;
	const key = keyOfFile(await ctx.sources.bibliography(notePath, own), req.source);
	if (key === undefined) {
		return { kind: 'error', message: `no entry of the bibliography names ${req.source} as its file: add one (its "file" field) to cite it by key` };
	}
	const built = await buildQuote({ ...req, form: undefined, pin: 'none', link: undefined, git: undefined }, ctx);
	if (built.kind === 'error') {
		return built;
	}
	const out: QuoteOccurrence[] = [];
	for (const o of built.occurrences) {
		const citation = withCiteKey(o.citation, key);
		const parsed = citation === undefined ? [] : parseNote(citation, notePath).citations;
		const result = parsed.length === 1 ? await checkCitation(notePath, parsed[0]!, ctx) : undefined;
		if (citation === undefined || result?.status !== 'verified') {
			return { kind: 'error', message: `occurrence ${o.occurrence} (line ${o.startLine}): the passage cannot be cited as @${key}${result ? ` (it would be ${result.status})` : ''}; use the blockquote form` };
		}
		out.push({ ...o, citation });
	}
	return { kind: 'ok', occurrences: out };
}
