import { snapToWords } from './match/edges';
import { checkCitation, type CheckContext } from './check';
import { findAll } from './match/find';
import { emphasisDelimiters } from './match/emphasis';
import { normalize, toOriginalSpan } from './match/normalize';
import { profileRules, selectionProfile } from './match/profiles';
import { parseNote } from './parse/note';
import { citeKeyOf } from './bibliography/write';
import { formNamed, formOf, writtenForms } from './forms/registry';
import type { LoadedSource } from './sources';
import { dirnamePosix, markdownLinkDestination, relativePosix } from './paths';
import { codePointLength, formatRange } from './text';
import { blobUrl } from './resolve/repositoryUrl';
import { pageOfLine } from './resolve/pdf';

/** A request to the citation constructor (`verbatim quote`, `verbatim/quote`). */
export interface QuoteRequest {
	/** Root-relative path of the source. */
	readonly source: string;
	/** The selected text; located under the whitespace rule. */
	readonly text: string;
	/** Root-relative path of the note the citation is for (a claim is never its own evidence). */
	readonly from?: string;
	readonly pin: 'sha256' | 'none';
	/**
	 * How PATH is written: `root` (project-root-relative) or `note` (`./`/`../`
	 * from `from`). Default: `note` when `from` is given, else `root`.
	 */
	readonly paths?: 'root' | 'note';
	/** Write a root-relative code-span path with a leading `/` (`` `/sources/x.md` ``), as a writer may have. */
	readonly rootSlash?: boolean;
	/**
	 * Text written after the attribution, such as a locator note `— Answer, p. 2`;
	 * one line, written as given (without trailing white space): directly after
	 * the attribution when it starts with white space or `,` `;` `:` `.` `)`,
	 * else after one space.
	 */
	readonly locator?: string;
	/**
	 * Write the attribution as a Markdown link `[TEXT](PATH#Lstart-Lend)` with
	 * this link text (Markdown, written as given) instead of a code span; a
	 * blob URL becomes the link's target. `angle` writes the destination in
	 * `<…>`; `dotSlash: false` drops the `./` of a note-relative path below the
	 * note's folder. A source cited by page (a PDF) keeps the code span: a link
	 * names lines only.
	 */
	readonly link?: { readonly text: string; readonly angle?: boolean; readonly dotSlash?: boolean };
	/**
	 * Written before every line of the citation: the container it stands in
	 * (a list item's indentation, an outer quote's `> `), so a fix can put it
	 * where the citation it replaces stood. Spaces, tabs and `>` only.
	 */
	readonly prefix?: string;
	/**
	 * Cite the source at a Git commit (full id) instead of as a file: a
	 * root-relative path in the note's repository, written `` `PATH:S-E` @ `COMMIT` ``,
	 * or, with `repository` (a URL configured in `repositories`), the
	 * repository-relative `source` written as the host's blob URL.
	 */
	readonly git?: { readonly commit: string; readonly repository?: string };
	/** The form to write, by its registered name (`core/forms/registry.ts`); the blockquote form when absent. */
	readonly form?: string;
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
 * Builds citations from a selection (docs/specification.md §5.3) in the form
 * asked for: the blockquote form first, then written again by the form's
 * `rewrite`, each checked by the same code as any citation before it is
 * returned, so it always verifies.
 */
export async function buildQuote(req: QuoteRequest, ctx: CheckContext): Promise<QuoteResult> {
	const form = req.form === undefined ? undefined : formNamed(req.form);
	if (req.form !== undefined && !form?.write) {
		return { kind: 'error', message: `the constructor writes no form named "${req.form}" (it writes ${writtenForms().join(', ')})` };
	}
	const rewrite = form?.write?.rewrite;
	if (!form || !rewrite) {
		return buildBlockquote(req, ctx);
	}
	const built = await buildBlockquote({ ...req, pin: form.write!.pin ? req.pin : 'none' }, ctx);
	if (built.kind === 'error') {
		return built;
	}
	const notePath = req.from ?? '.verbatim-quote.md';
	const citeKey = form.write!.citeKey ? await citeKeyOf(req.source, req.from, ctx.sources) : undefined;
	if (form.write!.citeKey && citeKey === undefined) {
		return { kind: 'error', message: `no entry of the bibliography names ${req.source} as its file: add one to cite it as a ${form.name} key` };
	}
	const out: QuoteOccurrence[] = [];
	for (const o of built.occurrences) {
		const citation = rewrite(o.citation, o, { ...req, citeKey });
		const parsed = parseNote(citation, notePath).citations;
		const result = parsed.length === 1 && formOf(parsed[0]!) === form ? await checkCitation(notePath, parsed[0]!, ctx) : undefined;
		if (result?.status !== 'verified') {
			return { kind: 'error', message: `occurrence ${o.occurrence} (line ${o.startLine}): the passage cannot be written as a ${form.name}${result ? ` (it would be ${result.status})` : ''}; use the blockquote form` };
		}
		out.push({ ...o, citation });
	}
	return { kind: 'ok', occurrences: out };
}

/** Blockquote citations of a selection, each written from the ORIGINAL source text and verified. */
async function buildBlockquote(req: QuoteRequest, ctx: CheckContext): Promise<QuoteResult> {
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
	if (/[\r\n]/.test(`${req.locator ?? ''}${req.link?.text ?? ''}`)) {
		return { kind: 'error', message: 'the locator and the link text must be one line' };
	}
	if (req.prefix !== undefined && !/^[ \t>]*$/.test(req.prefix)) {
		return { kind: 'error', message: 'the prefix may hold only spaces, tabs and >' };
	}
	const layout: Layout = { attribution: attributionWriter(req, loaded.pin, loaded.isPdf ? pageOfLine(loaded.text) : undefined), locator: locatorText(req.locator), prefix: req.prefix ?? '' };
	const notePath = req.from ?? '.verbatim-quote.md';
	const out: QuoteOccurrence[] = [];
	for (const [k, hit] of hits.entries()) {
		const o = toOriginalSpan(whole, hit, hit + selection.length);
		// A selection that cuts a word or number is grown to whole words: an excerpt that cuts one never verifies (docs/specification.md §2 item 6).
		const [start, end] = snapToWords(loaded.text, o.start, o.end);
		const built = await growUntilVerified(loaded, start, end, layout, notePath, ctx);
		if (typeof built === 'string') {
			return { kind: 'error', message: `occurrence ${k + 1} (line ${loaded.lines.lineAt(o.start)}): ${built}` };
		}
		// Occurrences that overlap within one line may grow into the same passage (`a` in `aaa`): that citation is offered once.
		if (!out.some(prior => prior.citation === built.citation)) {
			out.push({ occurrence: k + 1, ...built });
		}
	}
	return { kind: 'ok', occurrences: out };
}

/** What the attribution line carries besides the range: chosen by the caller, never edited afterwards. */
interface Layout {
	/** The attribution for the citation's lines: a path (pinned or not), a path at a commit, or a blob URL. */
	readonly attribution: (place: { startLine: number; endLine: number }) => string;
	readonly locator?: string;
	readonly prefix: string;
}

function citedPathStyle(req: QuoteRequest): 'root' | 'note' {
	return req.from !== undefined && (req.paths ?? 'note') === 'note' ? 'note' : 'root';
}

function citedPath(req: QuoteRequest): string {
	return citedPathStyle(req) === 'note' ? relativePosix(dirnamePosix(req.from!), req.source) : `${req.rootSlash ? '/' : ''}${req.source}`;
}

function attributionWriter(req: QuoteRequest, pin: string, pages?: (line: number) => number): Layout['attribution'] {
	const git = req.git;
	const link = req.link;
	if (git?.repository) {
		const url = (p: Place): string => `${blobUrl(git.repository!, git.commit, req.source)}${lineAnchor(p)}`;
		return link ? p => `[${link.text}](${url(p)})` : url;
	}
	const version = git ? git.commit : req.pin === 'sha256' ? pin : undefined;
	const pinned = version ? ` @ \`${version}\`` : '';
	if (link && !pages) {
		const path = linkedPath(req, link.dotSlash ?? true);
		return p => `[${link.text}](${markdownLinkDestination(`${path}${lineAnchor(p)}`, link.angle ?? false)})${pinned}`;
	}
	const path = citedPath(req);
	// A PDF is cited by page, as its readers find passages (docs/specification.md §1.1 `pN`).
	const range = pages ? (p: Place) => formatRange({ startLine: pages(p.startLine), endLine: pages(p.endLine) }).replace(/^/, 'p') : formatRange;
	return p => `\`${path}:${range(p)}\`${pinned}`;
}

type Place = { readonly startLine: number; readonly endLine: number };

/** `#L12`, or `#L12-L14`: a one-line range is written with one number. */
function lineAnchor(p: Place): string {
	return `#L${p.startLine}${p.endLine === p.startLine ? '' : `-L${p.endLine}`}`;
}

/** A link's path: `/`-prefixed when root-relative (docs/specification.md §1.1), else relative to the note. */
function linkedPath(req: QuoteRequest, dotSlash: boolean): string {
	if (citedPathStyle(req) === 'root') {
		return `/${req.source}`;
	}
	const relative = citedPath(req);
	return !dotSlash && relative.startsWith('./') ? relative.slice(2) : relative;
}

/** The locator as written after the attribution: as given when it starts with white space or closing punctuation, else after one space; never trailing white space. */
function locatorText(locator: string | undefined): string | undefined {
	if (locator === undefined || locator.trim() === '') {
		return undefined;
	}
	const written = locator.trimEnd();
	return /^[\s,;:.)]/u.test(written) ? written : ` ${written}`;
}

/** The citation text: source lines as a blockquote, then `--- \`PATH:RANGE\` @ \`PIN\` LOCATOR`. */
function writeCitation(body: readonly string[], place: { startLine: number; endLine: number }, layout: Layout): string {
	const p = layout.prefix;
	const quote = body.map(line => (line === '' ? `${p}>` : `${p}> ${line}`)).join('\n');
	return `${quote}\n${p}> --- ${layout.attribution(place)}${layout.locator ?? ''}\n`;
}

/** Writes the citation for `[start, end)`; while it is not unique in its lines, grows it right, else left. */
async function growUntilVerified(source: LoadedSource, start: number, end: number, layout: Layout, notePath: string, ctx: CheckContext): Promise<Omit<QuoteOccurrence, 'occurrence'> | string> {
	const startLine = source.lines.lineAt(start);
	const endLine = source.lines.lineAt(Math.max(start, end - 1));
	const min = source.lines.lineStart(startLine);
	const max = source.lines.lineEnd(endLine);
	const typography = profileRules[source.profile].typography;
	for (;;) {
		const [from, to] = passageEdges(source.text, start, end, typography);
		// A page break (form feed) is no text of the quote, and invisible in a note.
		const body = source.text.slice(from, to).replace(/\r\n?/g, '\n').replace(/\f/g, '').split('\n');
		if (body.some(line => line.startsWith('---'))) {
			return 'the passage would contain an attribution line (a line starting with ---)';
		}
		const citation = writeCitation(body, { startLine, endLine }, layout);
		const parsed = parseNote(citation, notePath).citations;
		if (parsed.length !== 1) {
			return 'the passage holds Markdown that would break its blockquote; select less or cite it by hand';
		}
		const result = await checkCitation(notePath, parsed[0]!, ctx);
		if (result.status === 'verified') {
			return {
				startLine, endLine,
				startOffset: codePointLength(source.text, 0, from),
				endOffset: codePointLength(source.text, 0, to),
				citation,
			};
		}
		// Growing may cut an emphasis pair in half (`*a b` of `*a b*`): grow on past its partner.
		const halfPair = typography && result.status !== 'short_quote' && /[*_]/.test(body.join(''));
		if (result.status !== 'ambiguous' && result.status !== 'short_quote' && !halfPair) {
			return `the citation would be ${result.status}: ${result.message}`;
		}
		if (result.status === 'short_quote') {
			return `the selection has fewer words than minQuoteWords (${ctx.config.minQuoteWords}); select more text`;
		}
		if (start <= min && end >= max) {
			return 'the passage cannot be made unique within its lines; select more text';
		}
		// Growing goes word by word: an edge inside a word or number never verifies.
		if (end < max) {
			end = Math.min(max, snapToWords(source.text, start, end + (isHigh(source.text.charCodeAt(end)) ? 2 : 1))[1]);
		} else {
			start = Math.max(min, snapToWords(source.text, start - (isLow(source.text.charCodeAt(start - 1)) ? 2 : 1), end)[0]);
		}
	}
}

/**
 * The passage `[start, end)` without the `*` and `_` at its edges that pair
 * with none inside it, under a profile that removes emphasis: a selection
 * ending inside emphasis (`b c*` of `*a b c*`) would keep half a pair, which
 * the source text has not.
 */
function passageEdges(text: string, start: number, end: number, typography: boolean): [number, number] {
	const delimiter = (i: number): boolean => text[i] === '*' || text[i] === '_';
	if (!typography || !(delimiter(start) || delimiter(end - 1))) {
		return [start, end];
	}
	const paired = new Set(emphasisDelimiters(text.slice(start, end)));
	let from = start;
	let to = end;
	while (from < to && delimiter(from) && !paired.has(from - start)) {
		from++;
	}
	while (to > from && delimiter(to - 1) && !paired.has(to - 1 - start)) {
		to--;
	}
	return from < to ? [from, to] : [start, end];
}

function isHigh(code: number): boolean {
	return code >= 0xD800 && code <= 0xDBFF;
}

function isLow(code: number): boolean {
	return code >= 0xDC00 && code <= 0xDFFF;
}
