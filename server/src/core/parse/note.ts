import type { Citation, ParsedNote } from '../types';
import { append, extend, LineIndex } from '../text';
import { collectExclusions, parseMarkdown } from './markdown';
import { beyondParseLimits } from './limits';
import { plainQuoteCitations } from './plainQuote';
import { planParse } from './scan';
import { attributionLines, citationForms, noteFindingForm } from '../forms/registry';
import { noteBibliography } from '../bibliography/frontMatter';
import { citesKey } from '../sources/citekey';


/**
 * Finds every citation of a note (docs/specification.md §1), in document order. A citation
 * after `<!-- verbatim-disable-next-citation -->` is returned as skipped.
 * Only the blocks the scan selects are parsed (see `planParse`).
 */
export function parseNote(text: string, notePath: string): ParsedNote {
	return new IncrementalParser(notePath).parse(text);
}

/** Citations of a text (or one chunk of it) in document order, and its disable comments. */
export interface ChunkCitations {
	readonly all: readonly Citation[];
	readonly disables: readonly number[];
}

/** A text's citations by one Markdown parse: each registered form's finder in turn, given the spans the earlier ones took. */
export function parseWhole(text: string, notePath: string): ChunkCitations {
	const root = parseMarkdown(text);
	const exclusions = collectExclusions(root);
	const lines = new LineIndex(text);
	const all: Citation[] = [];
	for (const form of citationForms) {
		append(all, form.find?.({ text, root, lines, exclusions, notePath, taken: all.map(c => c.span), attributionLines }) ?? []);
	}
	return { all: all.sort((a, b) => a.span.start - b.span.start), disables: exclusions.disables };
}

/** One unit's citations: a plain blockquote without a Markdown parse, anything else parsed. */
function parseUnit(body: string, notePath: string): ChunkCitations {
	const plain = plainQuoteCitations(body, notePath);
	return plain ? { all: plain, disables: [] } : parseWhole(body, notePath);
}

/**
 * Parses a note unit by unit (see `planParse`), reusing units seen before: an
 * editor re-parses only the block a keystroke touched, and a batch parses
 * only the few blocks of a note that may cite.
 */
export class IncrementalParser {
	#cache = new Map<string, ChunkCitations>();
	readonly #notePath: string;

	constructor(notePath: string) {
		this.#notePath = notePath;
	}

	parse(original: string): ParsedNote {
		// A lone CR ends a line (docs/specification.md §2); turning it into LF keeps every offset, so spans still point into the original.
		const text = original.includes('\r') ? original.replace(/\r(?!\n)/g, '\n') : original;
		const plan = planParse(text);
		const units = plan.whole ? [{ start: 0, end: text.length }] : plan.units;
		const refused = refuse(text, units);
		return refused ?? guarded(() => withNoteBibliography(this.#parseUnits(text, units, plan.definitions), text));
	}

	/** `definitions`: blocks parsed ahead of each unit, whose own findings are left out (`ParsePlan.definitions`). */
	#parseUnits(text: string, units: readonly { start: number; end: number }[], definitions: readonly { start: number; end: number }[]): ParsedNote {
		const next = new Map<string, ChunkCitations>();
		const all: Citation[] = [];
		const disables: number[] = [];
		// An HTML block at the margin closes any list or quote a definition left open, so the unit starts as it does in the note.
		const prelude = definitions.length ? `${definitions.map(d => text.slice(d.start, d.end).replace(/\n*$/, '')).join('\n\n')}\n\n<!-- -->\n\n` : '';
		for (const unit of units) {
			const body = prelude + text.slice(unit.start, unit.end);
			const found = next.get(body) ?? this.#cache.get(body) ?? parseUnit(body, this.#notePath);
			next.set(body, found);
			const by = unit.start - prelude.length;
			append(all, found.all.filter(c => c.span.start >= prelude.length).map(c => shift(c, by)));
			append(disables, found.disables.filter(d => d >= prelude.length).map(d => d + by));
		}
		this.#cache = next;
		return applyDisables(all, disables);
	}
}

/** A note whose parsed units exceed the parse limits, as one finding at its start; undefined when it may be parsed. */
function refuse(text: string, units: readonly { start: number; end: number }[]): ParsedNote | undefined {
	// Units come in order, so counting lines as they pass keeps the scan linear.
	let line = 0;
	let counted = 0;
	for (const unit of units) {
		for (let i = text.indexOf('\n', counted); i >= 0 && i < unit.start; i = text.indexOf('\n', i + 1)) {
			line++;
		}
		counted = Math.max(counted, unit.start);
		const why = beyondParseLimits(text.slice(unit.start, unit.end), line);
		if (why !== undefined) {
			return noteFinding(`note not parsed: ${why}; its citations were not checked`);
		}
	}
	return undefined;
}

/** Runs a parse; any failure (a stack overflow deep in the parser included) becomes a finding, never a crash. */
function guarded(parse: () => ParsedNote): ParsedNote {
	try {
		return parse();
	} catch (e) {
		const why = e instanceof RangeError ? 'it nests too deeply' : 'the parser failed';
		return noteFinding(`note could not be parsed (${why}); its citations were not checked`);
	}
}

/** A finding about the whole note, located at its first character (docs/specification.md §8: never a silent skip). */
function noteFinding(message: string): ParsedNote {
	const at = { start: 0, end: 0 };
	const citation: Citation = { form: noteFindingForm, quote: '', quoteSpan: at, span: at, attributionSpan: at, problem: { status: 'source_error', message, span: at } };
	return { citations: [citation], skipped: [] };
}

function shift(c: Citation, by: number): Citation {
	if (by === 0) {
		return c;
	}
	const s = <T extends { start: number; end: number } | undefined>(span: T): T => (span ? { start: span.start + by, end: span.end + by } : span) as T;
	return extend(c, {
		quoteSpan: s(c.quoteSpan),
		span: s(c.span),
		attributionSpan: s(c.attributionSpan),
		targetSpan: s(c.targetSpan),
		versionSpan: s(c.versionSpan),
		leadIn: s(c.leadIn),
		problem: c.problem && extend(c.problem, { span: s(c.problem.span) }),
	});
}

export function applyDisables(all: readonly Citation[], disables: readonly number[]): ParsedNote {
	const citations: Citation[] = [];
	const skipped: Citation[] = [];
	let d = 0;
	let pending = false;
	for (const c of all) {
		// Each disable comment skips the first citation that starts after it.
		while (d < disables.length && disables[d]! <= c.span.start) {
			pending = true;
			d++;
		}
		(pending ? skipped : citations).push(c);
		pending = false;
	}
	return { citations, skipped };
}

/** Pandoc keys cite the bibliography the note's front matter names, when it names one (docs/specification.md §1.5). */
function withNoteBibliography(parsed: ParsedNote, text: string): ParsedNote {
	const cites = (c: Citation): boolean => citesKey(c.target);
	if (!parsed.citations.some(cites) && !parsed.skipped.some(cites)) {
		return parsed;
	}
	const paths = noteBibliography(text);
	if (!paths.length) {
		return parsed;
	}
	const attach = (c: Citation): Citation => (cites(c) ? { ...c, target: { ...c.target!, bibliography: paths } as Citation['target'] } : c);
	return { citations: parsed.citations.map(attach), skipped: parsed.skipped.map(attach) };
}
