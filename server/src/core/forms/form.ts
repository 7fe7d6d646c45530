import type { Root } from 'mdast';
import type { Citation, Span } from '../types';
import type { LineIndex } from '../text';
import type { Exclusions } from '../parse/tree';

/**
 * What a run of a chunk's lines needs parsed when it may hold a form: the
 * chunk alone (`block`), or the chunk with the next one and the note's link
 * definitions (`linked`: a prose paragraph cites through links, and a
 * lead-in cites the block after it).
 */
export type Reach = 'none' | 'block' | 'linked';

/**
 * The cheap tests the pre-scan and the parse avoidance combine over every
 * registered form. Each must be a superset of what the form's finder can
 * return: a test that says no where the finder would find a citation loses
 * that citation silently (property-tested against a whole parse).
 */
export interface FormScan {
	/** Over a note's whole text: false when the note cannot hold the form. Cheap, a superset of `mayCiteBytes`. */
	readonly mayCite: (text: string) => boolean;
	/** Over a note's bytes before it is decoded (its Latin-1 view; lone CRs are already LFs). */
	readonly mayCiteBytes: (bytes: Uint8Array) => boolean;
	/** Over one run of lines without a blank line, outside code and HTML blocks. */
	readonly reach: (run: string, definitions: () => boolean) => Reach;
}

/** A blockquote line with its container prefix removed. */
export interface QuoteLine {
	/** Offset of the first character after the `>` prefix. */
	readonly start: number;
	/** Offset of the end of the line, without its line break. */
	readonly end: number;
	readonly text: string;
	/** Depth of the blockquote this line's own `>` markers name (a lazy line has fewer than its quote's depth). */
	readonly owner: number;
}

/** What a finder is given: the note (or one unit of it) parsed, and the spans earlier forms took. */
export interface FindContext {
	readonly text: string;
	readonly root: Root;
	readonly lines: LineIndex;
	readonly exclusions: Exclusions;
	readonly notePath: string;
	/** Spans of the citations the forms before this one found. */
	readonly taken: readonly Span[];
	/** The attribution lines of every registered form, in registry order: the first that closes a line builds its citation. */
	readonly attributionLines: readonly AttributionLine[];
}

/**
 * An attribution line a blockquote closes a citation with: what a form that
 * writes one adds to the blockquote finder and to the parser-free path of
 * plain quotes.
 */
export interface AttributionLine {
	/** Whether a blockquote line's text (its `>` removed) closes a citation of this form. */
	readonly closes: (line: string) => boolean;
	/** The line shape CommonMark reads as paragraph text though its first character may open a block (`--- x`). */
	readonly plainLine?: RegExp;
	/** The citation the line closes, the lines above it its body. */
	readonly build: (body: readonly QuoteLine[], attribution: QuoteLine, notePath: string) => Citation;
}

/** How a form's citations behave once found: what fixes, hovers and checks may do with them. */
export interface FormTraits {
	/** The quote is a blockquote's body (rather than a span between quotation marks in a paragraph). */
	readonly blockBody: boolean;
	/** The quote is a span between quotation marks in a paragraph. */
	readonly inlineQuote: boolean;
	/** The attribution is a line of its own under the quote, which a fix may rewrite whole (locator kept). */
	readonly ownLine: boolean;
	/** The attribution may carry a version (`@ sha256:…`, a commit): `pins: required` asks it of this form. */
	readonly pinned: boolean;
}

/**
 * The constructor's part: the blockquote citation it built and verified for
 * one occurrence, written again in this form. The result is parsed and
 * checked like any citation before it is offered.
 */
export type Rewrite = (blockquote: string, place: { readonly startLine: number; readonly endLine: number }, request: { readonly source: string; readonly from?: string; readonly paths?: 'root' | 'note'; readonly citeKey?: string }) => string;

/** One citation form (docs/specification.md §1). */
export interface CitationForm extends FormTraits {
	readonly name: string;
	/** `Citation.form` of what it finds (the JSON report's `form`). */
	readonly reported: Citation['form'];
	/** The pre-scan's tests; none when another form's scan covers it (a lead-in is a marked prose paragraph). */
	readonly scan?: FormScan;
	/** Finds the form in a parsed unit; none when another form's finder returns it too. */
	readonly find?: (ctx: FindContext) => Citation[];
	readonly attributionLine?: AttributionLine;
	/** Whether a found citation is of this form; the first registered form that claims it wins. */
	readonly owns: (c: Citation) => boolean;
	/** For a form the constructor does not write: the written form a note of its citations gets by default (Pandoc keys in prose get keys). */
	readonly writtenAs?: string;
	/** How the constructor writes it: the blockquote as built (none), or rewritten. */
	readonly write?: {
		readonly rewrite?: Rewrite;
		readonly pin: boolean;
		/** The rewrite names the source by the key of the bibliography entry whose file it is (`citeKey`), which the constructor looks up. */
		readonly citeKey?: boolean;
	};
}
