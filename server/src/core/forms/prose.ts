import type { Citation } from '../types';
import { findProseCitations } from '../parse/prose';
import type { CitationForm, Reach } from './form';

/**
 * The prose citation (docs/specification.md §1.2): a quoted span, a link and
 * the marker word in one paragraph. Its finder returns lead-ins too (a
 * lead-in is a marked paragraph), which the lead-in form owns.
 */
export const proseForm: CitationForm = {
	name: 'prose',
	reported: 'prose',
	blockBody: false,
	inlineQuote: true,
	ownLine: false,
	pinned: false,
	scan: {
		mayCite: text => /verbatim/i.test(text),
		mayCiteBytes: hasMarkerWord,
		reach: (run, definitions): Reach => (mayHoldProse(run, definitions) ? 'linked' : 'none'),
	},
	find: ctx => findProseCitations(ctx.text, ctx.root, ctx.exclusions, ctx.notePath, ctx.taken),
	owns: (c: Citation) => c.form === 'prose' && !c.leadIn,
};

/** Horspool shifts for `verbatim` in either case: how far the window may move when its last byte is this one. */
const markerShift = ((): Uint8Array => {
	const shift = new Uint8Array(256).fill(8);
	for (const [k, c] of [...'verbatim'.slice(0, 7)].entries()) {
		shift[c.charCodeAt(0)] = 7 - k;
		shift[c.toUpperCase().charCodeAt(0)] = 7 - k;
	}
	return shift;
})();

/** `/verbatim/i` on bytes: ASCII letters fold by bit 0x20, and no other byte folds onto one of them. */
function hasMarkerWord(b: Uint8Array): boolean {
	const word = [0x76, 0x65, 0x72, 0x62, 0x61, 0x74, 0x69, 0x6d];
	for (let i = 7; i < b.length; i += markerShift[b[i]!]!) {
		let k = 7;
		while (k >= 0 && (b[i - 7 + k]! | 0x20) === word[k]) {
			k--;
		}
		if (k < 0) {
			return true;
		}
	}
	return false;
}

/** Anything that may become a link node: inline links, autolinks, GFM literal autolinks. */
const linkSyntax = /\]\(|<[A-Za-z][A-Za-z0-9+.-]{1,31}:|www\.|https?:\/\/|[\w.+-]@[\w-]+\./i;
/** An opening parenthesis right before something that may be a link: citation parentheses. */
const citationParen = /\([ \t]*(?:\[|<|https?:|www\.|mailto:|xmpp:|[\w.+-]+@)/i;

/**
 * The marker word where it may stand alone. The finder rejects a marker with a
 * letter, digit, `-` or `/` right after it, or one of those or an apostrophe
 * right before it, in the paragraph's text; such a character next to it in
 * the Markdown is text, so it is next to it in the paragraph's text too.
 * Markup (`*`, `_`, `[`, backticks) may stand between them, so it is no reason
 * to reject. This drops compounds (`near-verbatim`, `verbatim-quote`) and
 * link targets (`046-verbatim-quotes.md`), most of the KB's false candidates.
 */
const standaloneMarker = /(?<![\p{L}\p{N}\-/’'])verbatim(?![\p{L}\p{N}\-/])/giu;

function mayHoldProse(run: string, definitions: () => boolean): boolean {
	const first = markerFrom(run, 0);
	if (first < 0 || !(linkSyntax.test(run) || (run.includes(']') && definitions()))) {
		return false;
	}
	if (/["“”„«»]/.test(run.slice(first))) {
		return true;
	}
	const paren = citationParen.exec(run);
	return paren !== null && markerFrom(run, paren.index + 1) >= 0;
}

/** The offset of the first standalone marker at or after `from`, or -1 (one match at a time: a paragraph may hold millions). */
function markerFrom(run: string, from: number): number {
	standaloneMarker.lastIndex = from;
	return standaloneMarker.exec(run)?.index ?? -1;
}

