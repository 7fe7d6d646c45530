/**
 * The reference twins of the parser's fast paths, kept here rather than in
 * shipped code: each is the plain statement of a rule that a fast path must
 * answer exactly (the equivalence property tests beside them hold it so).
 */
import type { ParsedNote } from '../../../server/src/core';
import { applyDisables, parseWhole } from '../../../server/src/core/parse/note';

/** A parse of the whole note, which `parseNote` (the scan's plan, plain units, reuse) must equal. */
export function parseNoteWhole(text: string, notePath: string): ParsedNote {
	// A lone CR ends a line (docs/specification.md §2); as LF every offset stays.
	const { all, disables } = parseWhole(text.replace(/\r(?!\n)/g, '\n'), notePath);
	return applyDisables(all, disables);
}

/**
 * Whether a note may cite, on its text: the marker word; a line that may
 * close a blockquote citation with `---`; or one that may close it with
 * `--` or `—` (a `---` holds a `--`) in a note holding what such a line
 * names a source with (`[[`, a backtick, `](`). `mayCiteBytes` answers the
 * same on the Latin-1 view of a note's bytes, where `—` reads as
 * `\u00e2\u0080\u0094`. Most notes open with front matter between `---`
 * lines, so a marker counts only behind a `>` on its line, or under a run of
 * lines that holds a blockquote line (a lazy attribution).
 */
export function mayCite(text: string): boolean {
	// Lines may end at a lone CR too (docs/specification.md §2): as LF, offsets unchanged.
	const lf = text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
	const names = ['[[', '`', ']('].some(s => text.includes(s));
	// A Pandoc key: `@` inside a bracket, at most 2,000 characters after its `[`.
	return /verbatim/i.test(text) || /\[[^[\]]{0,2000}@/.test(text) || mayAttribute(lf, '---') || (names && ['--', '\u2014', '\u00e2\u0080\u0094'].some(marker => mayAttribute(lf, marker)));
}

/** Blockquote marker at a line start, behind indentation and list markers. */
const quoteStart = /^[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*>/m;

function mayAttribute(text: string, marker: string): boolean {
	for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + 1)) {
		let lineStart = text.lastIndexOf('\n', at - 1) + 1;
		const prefix = text.slice(lineStart, at);
		if (!/^[ \t>*+\-0-9.)]*$/.test(prefix)) {
			continue;
		}
		if (prefix.includes('>')) {
			return true;
		}
		// A lazy attribution continues a paragraph that started on a blockquote line.
		while (lineStart > 0) {
			const previous = text.lastIndexOf('\n', lineStart - 2) + 1;
			const line = text.slice(previous, lineStart - 1);
			if (/^[ \t\r]*$/.test(line)) {
				break;
			}
			if (quoteStart.test(line)) {
				return true;
			}
			lineStart = previous;
		}
	}
	return false;
}
