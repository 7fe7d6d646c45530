/**
 * Every outcome a citation can have (docs/specification.md §4). The same spelling is used in
 * JSON, as LSP `Diagnostic.code` and in configuration.
 */
export type Status =
	| 'verified'
	| 'absent'
	| 'misattributed'
	| 'ambiguous'
	| 'out_of_range'
	| 'invalid_range'
	| 'version_mismatch'
	| 'source_error'
	| 'unverified'
	| 'empty_quote'
	| 'missing_anchor'
	| 'invalid_attribution'
	| 'unresolved'
	| 'unsafe_elision'
	| 'hidden_text'
	| 'short_quote'
	| 'unpinned';

/** All statuses, in the order of docs/specification.md §4. */
export const allStatuses: readonly Status[] = [
	'verified', 'absent', 'misattributed', 'ambiguous', 'out_of_range', 'invalid_range',
	'version_mismatch', 'source_error', 'unverified', 'empty_quote', 'missing_anchor',
	'invalid_attribution', 'unresolved', 'unsafe_elision', 'hidden_text', 'short_quote', 'unpinned',
];

export type Severity = 'error' | 'warning' | 'info' | 'off';

/** Default severity of each status (docs/specification.md §4). */
export const defaultSeverity: Readonly<Record<Status, Severity>> = {
	verified: 'info',
	absent: 'error',
	misattributed: 'error',
	ambiguous: 'error',
	out_of_range: 'error',
	invalid_range: 'error',
	version_mismatch: 'error',
	source_error: 'error',
	unverified: 'warning',
	empty_quote: 'error',
	missing_anchor: 'error',
	invalid_attribution: 'error',
	unresolved: 'warning',
	unsafe_elision: 'error',
	hidden_text: 'error',
	short_quote: 'warning',
	unpinned: 'error',
};

/** Matching rule applied to a source and to quotes from it (docs/specification.md §2.1). */
export type ProfileName = 'exact' | 'whitespace' | 'prose' | 'lenient';

export const profileNames: readonly ProfileName[] = ['exact', 'whitespace', 'prose', 'lenient'];

/** A half-open interval `[start, end)` of UTF-16 offsets into an original text. */
export interface Span {
	readonly start: number;
	readonly end: number;
}

/**
 * A cited line or page interval, 1-based and inclusive; or a section of a
 * Markdown source named by its heading, or a block by its `^id`
 * (docs/specification.md §1.4: `name`, with `start` and `end` 0).
 */
export interface RangeSpec {
	readonly kind: 'lines' | 'pages' | 'heading' | 'block';
	readonly start: number;
	readonly end: number;
	readonly name?: string;
}

/**
 * What an attribution points at, one member per source kind (its entry in
 * `core/sources/registry.ts` says how it loads, is named and is stamped).
 * A new kind adds its member from its own file (`declare module '../types'
 * { interface Targets { … } }`), so this union needs no edit.
 */
export interface Targets {
	/** A file of the project; `path` is root-relative with `/`. */
	local: { readonly kind: 'local'; readonly path: string };
	/** A file in a Git repository at a commit. `repository` is a URL, or undefined for the note's own repository. */
	git: { readonly kind: 'git'; readonly repository: string | undefined; readonly commit: string; readonly path: string };
	/** A remote document with no local capture. */
	url: { readonly kind: 'url'; readonly url: string };
	/** A project path that climbs above the root (`../../x`); reported as `source_error`, never read. */
	outside_root: { readonly kind: 'outside_root'; readonly written: string };
}

/** The name of a source kind. */
export type SourceKindName = keyof Targets;

/** The target of one kind. */
export type TargetOf<K extends SourceKindName> = Targets[K];

export type Target = Targets[SourceKindName];

/** A problem found while parsing a citation, before any source is read. */
export interface ParseProblem {
	/** `source_error` when the note itself could not be parsed (a finding at its start). */
	readonly status: 'missing_anchor' | 'invalid_attribution' | 'unresolved' | 'invalid_range' | 'source_error';
	readonly message: string;
	/** The part of the note at fault. */
	readonly span: Span;
}

/** One citation found in a note. All spans are offsets into the note text. */
export interface Citation {
	readonly form: 'blockquote' | 'prose';
	/** The quote as written (blockquote body with `>` prefixes removed, or the text between the quotation marks). */
	readonly quote: string;
	/** The quote's own text in the note. */
	readonly quoteSpan: Span;
	/** From the first character of the quote to the last character of the citation. */
	readonly span: Span;
	/** The attribution line (blockquote) or the link (prose). */
	readonly attributionSpan: Span;
	/** The path, URL or link inside the attribution. */
	readonly targetSpan?: Span;
	readonly target?: Target;
	readonly ranges?: readonly RangeSpec[];
	/** `sha256:<hex>` or a Git commit. */
	readonly version?: string;
	readonly versionSpan?: Span;
	readonly problem?: ParseProblem;
	/** A lead-in prose citation (docs/specification.md §1.2): the blockquote it cites, whose text is the quote. */
	readonly leadIn?: Span;
	/** The registered form that found it, when its shape alone does not tell (`core/forms/registry.ts`). */
	readonly via?: string;
	/** A target named as wiki tools name files (docs/specification.md §1.4), as written: `target` is resolved from it against the project's file names. */
	readonly byName?: string;
}

/** The citations of one note, plus those skipped by `verbatim-disable-next-citation`. */
export interface ParsedNote {
	readonly citations: readonly Citation[];
	readonly skipped: readonly Citation[];
}

/** A place in a source, with 1-based inclusive lines. */
export interface SourcePlace {
	readonly startLine: number;
	readonly endLine: number;
}

/** An occurrence found in a source; offsets are UTF-16 offsets into the original source text. */
export interface Occurrence extends SourcePlace {
	readonly start: number;
	readonly end: number;
}

/** What one elision marker stood for in the source. */
export interface Omission {
	readonly startLine: number;
	readonly endLine: number;
	/** The omitted original source text. */
	readonly text: string;
}

/** The outcome of checking one citation. */
export interface CitationResult {
	/** Root-relative path of the note. */
	readonly file: string;
	readonly citation: Citation;
	readonly status: Status;
	readonly severity: Severity;
	readonly message: string;
	/** Root-relative path of the cited source, for local and Git targets; the URL otherwise. */
	readonly source?: string;
	/** For a Pandoc key read: the root-relative path of the file its entry names, which fixes cite. */
	readonly keyFile?: string;
	readonly profile?: ProfileName;
	/** Occurrences in the eligible text (or in the whole source, for `out_of_range`). */
	readonly count?: number;
	readonly occurrences?: readonly Occurrence[];
	readonly foundIn?: readonly ({ readonly source: string; readonly start?: number; readonly end?: number } & SourcePlace)[];
	readonly suggestion?: { readonly text: string } & SourcePlace;
	readonly omissions?: readonly Omission[];
	/** The SHA-256 of the source bytes as read, as `sha256:<hex>`. */
	readonly currentPin?: string;
}

/** Structural cancellation token; fits LSP's `CancellationToken` without importing it. */
export interface CancellationToken {
	readonly isCancellationRequested: boolean;
}

export const noopToken: CancellationToken = Object.freeze({ isCancellationRequested: false });
