import type { Citation } from '../types';
import { findPandocCitations } from '../parse/pandoc';
import { withCiteKey } from '../bibliography/write';
import { citesKey } from '../sources/citekey';
import type { CitationForm } from './form';

/**
 * Pandoc citation keys (docs/specification.md §1.5) as a blockquote's
 * attribution, `> --- [@smith2020, p. 12]`: found by the blockquote form
 * (its line starts with `---`), owned here, and written by the constructor
 * with the key whose bibliography entry names the source. Listed before the
 * blockquote form, which would otherwise own it.
 */
export const pandocForm: CitationForm = {
	name: 'pandoc',
	reported: 'blockquote',
	blockBody: true,
	inlineQuote: false,
	ownLine: true,
	pinned: false,
	owns: (c: Citation) => c.form === 'blockquote' && citesKey(c.target),
	write: { pin: false, citeKey: true, rewrite: (blockquote, _place, request) => (request.citeKey === undefined ? blockquote : withCiteKey(blockquote, request.citeKey) ?? blockquote) },
};

/**
 * An `@` at most 2,000 characters after a `[` with no `]` between: a
 * superset of the brackets the finder takes (their inside is at most that
 * long). One pass, over text or over bytes (`[`, `]` and `@` are ASCII).
 */
function mayHoldKey(length: number, at: (k: number) => number): boolean {
	let open = -1;
	for (let k = 0; k < length; k++) {
		const c = at(k);
		if (c === 0x5B) {
			open = k;
		} else if (c === 0x5D) {
			open = -1;
		} else if (c === 0x40 && open >= 0 && k - open <= 2001) {
			return true;
		}
	}
	return false;
}

/** A quotation mark, then a bracket holding `@` (white space and one line break between): what the finder needs. */
const quoteThenKey = /["\u201D][ \t]*(?:\r?\n[ \t]*)?\[[^[\]]*@/;

/**
 * Pandoc citation keys in prose: a double-quoted span followed directly by
 * `[@key…]` (`"the archive is never neutral" [@smith2020, p. 12]`).
 */
export const pandocProseForm: CitationForm = {
	name: 'pandoc-prose',
	reported: 'prose',
	blockBody: false,
	inlineQuote: true,
	ownLine: false,
	pinned: false,
	scan: {
		mayCite: text => text.includes('@') && mayHoldKey(text.length, k => text.charCodeAt(k)),
		mayCiteBytes: b => b.includes(0x40) && mayHoldKey(b.length, k => b[k]!),
		reach: run => (quoteThenKey.test(run) ? 'block' : 'none'),
	},
	find: ctx => findPandocCitations(ctx.text, ctx.root, ctx.exclusions, ctx.taken),
	owns: (c: Citation) => c.form === 'prose' && citesKey(c.target),
	writtenAs: pandocForm.name,
};
