/**
 * The reference twins of the parser's fast paths, kept here rather than in
 * shipped code: each is the plain statement of a rule that a fast path must
 * answer exactly (the equivalence property tests beside them hold it so).
 */
import type { ParsedNote } from '../../../server/src/core';
import { applyDisables, parseWhole } from '../../../server/src/core/parse/note';

/** A parse of the whole note, which `parseNote` (the scan's plan, plain units, reuse) must equal. */
export function parseNoteWhole(text: string, notePath: string): ParsedNote {
	const { all, disables } = parseWhole(text, notePath);
	return applyDisables(all, disables);
}

/**
 * Whether a note may cite, on its text: the marker word, or a line that may
 * close a blockquote citation. `mayCiteBytes` answers the same on the
 * Latin-1 view of a note's bytes. Most notes open with front matter between
 * `---` lines, so a `---` counts only behind a `>` on its line, or under a
 * run of lines that holds a blockquote line (a lazy attribution).
 */
export function mayCite(text: string): boolean {
	// Lines may end at a lone CR too (docs/specification.md §2): as LF, offsets unchanged.
	return /verbatim/i.test(text) || mayAttribute(text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text);
}

/** Blockquote marker at a line start, behind indentation and list markers. */
const quoteStart = /^[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*>/m;

function mayAttribute(text: string): boolean {
	for (let at = text.indexOf('---'); at >= 0; at = text.indexOf('---', at + 3)) {
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
