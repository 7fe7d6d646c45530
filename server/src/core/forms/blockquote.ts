import type { Citation } from '../types';
import { findBlockquoteCitations, tripleDashLine } from '../parse/blockquote';
import type { CitationForm } from './form';
import { attributionMarkers, tripleDash } from './lineScan';

/**
 * The attributed blockquote (docs/specification.md §1.1): a blockquote line
 * whose text starts with `---` closes a citation of the lines above it.
 */
export const blockquoteForm: CitationForm = {
	name: 'blockquote',
	reported: 'blockquote',
	blockBody: true,
	inlineQuote: false,
	ownLine: true,
	pinned: true,
	scan: {
		mayCite: text => text.includes('---'),
		mayCiteBytes: b => (attributionMarkers(b) & tripleDash) !== 0,
		reach: run => (mayAttribute(run) ? 'block' : 'none'),
	},
	// Every form's attribution line closes blockquotes here: those before this one in the registry are tried first.
	find: ctx => findBlockquoteCitations(ctx.text, ctx.root, ctx.lines, ctx.exclusions, ctx.notePath, ctx.attributionLines),
	attributionLine: {
		...tripleDashLine,
		// Neither a thematic break nor a setext underline: CommonMark reads it as text.
		plainLine: /^---[ ]+[^ \-:]/,
	},
	owns: (c: Citation) => c.form === 'blockquote',
	write: { pin: true },
};

/** Blockquote marker at a line start, behind indentation and list markers. */
export const quoteStart = /^[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*>/m;
/** A line whose text, once container markers are stripped, starts with `---`. */
const attributionLine = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*---/m;

/** A run of lines (no blank line) with a `>` line and a `---` line at or after it. */
function mayAttribute(run: string): boolean {
	if (!run.includes('---')) {
		return false;
	}
	const q = quoteStart.exec(run);
	return q !== null && attributionLine.test(run.slice(q.index));
}
