import { checkCitation, type CheckContext } from './check';
import { findAll } from './match/find';
import { normalize, toOriginalSpan } from './match/normalize';
import { selectionProfile } from './match/profiles';
import { parseNote } from './parse/note';
import { blobUrl } from './resolve/repositoryUrl';
import { pageOfLine } from './resolve/pdf';
import type { LoadedSource } from './sources';
import { dirnamePosix, relativePosix } from './paths';
import { codePointLength } from './text';

/** A request to the citation constructor (`verbatim quote`, `verbatim/quote`). */
export interface QuoteRequest {
	/** Root-relative path of the source. */
	readonly source: string;
	/** The selected text; located under the whitespace rule. */
	readonly text: string;
	/** Root-relative path of the note the citation is for; paths become `./`/`../` relative to it. */
	readonly from?: string;
	readonly pin: 'sha256' | 'none';
	/** `lead-in` writes citation parentheses ending in a colon, then the passage as a blockquote (docs/specification.md §1.2). */
	readonly form?: 'blockquote' | 'lead-in';
	/**
	 * Cite the source at a Git commit (full id) instead of as a file: a
	 * root-relative path in the note's repository, written `` `PATH:S-E` @ `COMMIT` ``,
	 * or, with `repository` (a URL configured in `repositories`), the
	 * repository-relative `source` written as the host's blob URL.
	 */
	readonly git?: { readonly commit: string; readonly repository?: string };
}

/** One citable occurrence of the selection. */
export interface QuoteOccurrence {
	readonly occurrence: number;
	readonly startLine: number;
	readonly endLine: number;
	/** 0-based code-point offsets of the cited excerpt in the source, end exclusive. */
	readonly startOffset: number;
	readonly endOffset: number;
	/** The citation, ending with a line break; insert it unchanged. */
	readonly citation: string;
}

export type QuoteResult =
	| { readonly kind: 'ok'; readonly occurrences: readonly QuoteOccurrence[] }
	| { readonly kind: 'error'; readonly message: string };

const maxQuoteOccurrences = 10;

/**
 * Builds blockquote citations from a selection (docs/specification.md §5.3):
 * each one is written from the ORIGINAL source text, and is checked by the
 * same code as any citation before it is returned, so it always verifies.
 */
export async function buildQuote(req: QuoteRequest, ctx: CheckContext): Promise<QuoteResult> {
	const loaded = req.git
		? await ctx.sources.loadGit({ kind: 'git', repository: req.git.repository, commit: req.git.commit, path: req.source }, req.from ?? req.source)
		: await ctx.sources.load(req.source);
	if ('failure' in loaded) {
		// The failure names the path it looked for.
		return { kind: 'error', message: loaded.failure };
	}
	const selection = normalize(req.text, selectionProfile).text;
	if (selection === '') {
		return { kind: 'error', message: 'the selection is empty' };
	}
	const whole = loaded.whole(selectionProfile);
	const hits = findAll(whole.text, selection, maxQuoteOccurrences + 1);
	if (hits.length === 0) {
		return { kind: 'error', message: `the selection does not occur in ${req.source}` };
	}
	if (hits.length > maxQuoteOccurrences) {
		return { kind: 'error', message: `the selection occurs more than ${maxQuoteOccurrences} times in ${req.source}; choose a longer quote` };
	}
	const attribution = attributionWriter(req, loaded.pin, loaded.isPdf ? pageOfLine(loaded.text) : undefined);
	const notePath = req.from ?? '.verbatim-quote.md';
	const out: QuoteOccurrence[] = [];
	for (const [k, hit] of hits.entries()) {
		const o = toOriginalSpan(whole, hit, hit + selection.length);
		const built = await growUntilVerified(loaded, o.start, o.end, attribution, notePath, ctx);
		if (typeof built === 'string') {
			return { kind: 'error', message: `occurrence ${k + 1} (line ${loaded.lines.lineAt(o.start)}): ${built}` };
		}
		out.push({ occurrence: k + 1, ...built });
	}
	return { kind: 'ok', occurrences: out };
}

/** The attribution of a built citation, for its lines: a path (pinned or not), a path at a commit, or a blob URL. */
function attributionWriter(req: QuoteRequest, pin: string, pages?: (line: number) => number): (startLine: number, endLine: number) => string {
	const git = req.git;
	if (git?.repository) {
		return (s, e) => `${blobUrl(git.repository!, git.commit, req.source)}#L${s}-L${e}`;
	}
	const path = req.from ? relativePosix(dirnamePosix(req.from), req.source) : req.source;
	const version = git ? git.commit : req.pin === 'sha256' ? pin : undefined;
	// A PDF is cited by page, as its readers find passages (docs/specification.md §1.1 `pN`).
	const range = pages ? (s: number, e: number) => (pages(s) === pages(e) ? `p${pages(s)}` : `p${pages(s)}-${pages(e)}`) : (s: number, e: number) => `${s}-${e}`;
	return (s, e) => `\`${path}:${range(s, e)}\`${version ? ` @ \`${version}\`` : ''}`;
}


/** Writes the citation for `[start, end)`; while it is not unique in its lines, grows it right, else left. */
async function growUntilVerified(source: LoadedSource, start: number, end: number, attribution: (startLine: number, endLine: number) => string, notePath: string, ctx: CheckContext): Promise<Omit<QuoteOccurrence, 'occurrence'> | string> {
	const startLine = source.lines.lineAt(start);
	const endLine = source.lines.lineAt(Math.max(start, end - 1));
	const min = source.lines.lineStart(startLine);
	const max = source.lines.lineEnd(endLine);
	for (;;) {
		// A page break (form feed) is no text of the quote, and invisible in a note.
		const body = source.text.slice(start, end).replace(/\r\n/g, '\n').replace(/\f/g, '').split('\n');
		if (body.some(line => line.startsWith('---'))) {
			return 'the passage would contain an attribution line (a line starting with ---)';
		}
		const citation = `${body.map(line => (line === '' ? '>' : `> ${line}`)).join('\n')}\n> --- ${attribution(startLine, endLine)}\n`;
		const parsed = parseNote(citation, notePath).citations;
		if (parsed.length !== 1) {
			return 'the passage holds Markdown that would break its blockquote; select less or cite it by hand';
		}
		const result = await checkCitation(notePath, parsed[0]!, ctx);
		if (result.status === 'verified') {
			return {
				startLine, endLine,
				startOffset: codePointLength(source.text, 0, start),
				endOffset: codePointLength(source.text, 0, end),
				citation,
			};
		}
		if (result.status !== 'ambiguous' && result.status !== 'short_quote') {
			return `the citation would be ${result.status}: ${result.message}`;
		}
		if (result.status === 'short_quote') {
			return `the selection has fewer words than minQuoteWords (${ctx.config.minQuoteWords}); select more text`;
		}
		if (start <= min && end >= max) {
			return 'the passage cannot be made unique within its lines; select more text';
		}
		if (end < max) {
			end += isHigh(source.text.charCodeAt(end)) ? 2 : 1;
		} else {
			start -= isLow(source.text.charCodeAt(start - 1)) ? 2 : 1;
		}
	}
}

function isHigh(code: number): boolean {
	return code >= 0xD800 && code <= 0xDBFF;
}

function isLow(code: number): boolean {
	return code >= 0xDC00 && code <= 0xDFFF;
}
