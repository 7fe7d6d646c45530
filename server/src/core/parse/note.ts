import type { Citation, ParsedNote } from '../types';
import { LineIndex } from '../text';
import { findBlockquoteCitations } from './blockquote';
import { collectExclusions, parseMarkdown } from './markdown';
import { findProseCitations } from './prose';

/**
 * Finds every citation of a note (SPEC §1), in document order. A citation
 * after `<!-- verbatim-disable-next-citation -->` is returned as skipped.
 */
export function parseNote(text: string, notePath: string): ParsedNote {
	if (!mayCite(text)) {
		return { citations: [], skipped: [] };
	}
	const root = parseMarkdown(text);
	const exclusions = collectExclusions(root);
	const lines = new LineIndex(text);
	const quotes = findBlockquoteCitations(text, root, lines, exclusions, notePath);
	const prose = findProseCitations(text, root, exclusions, notePath, quotes.map(c => c.span));
	const all = [...quotes, ...prose].sort((a, b) => a.span.start - b.span.start);
	const citations: Citation[] = [];
	const skipped: Citation[] = [];
	let d = 0;
	let pending = false;
	for (const c of all) {
		// Each disable comment skips the first citation that starts after it.
		while (d < exclusions.disables.length && exclusions.disables[d]! <= c.span.start) {
			pending = true;
			d++;
		}
		(pending ? skipped : citations).push(c);
		pending = false;
	}
	return { citations, skipped };
}

/**
 * A cheap superset test: a citation needs an attribution line (`>` then
 * `---` on one line) or the marker word. Most notes have neither, and the
 * Markdown parse is the dominant cost of a run.
 */
export function mayCite(text: string): boolean {
	return />[ \t>]*---/.test(text) || /verbatim/i.test(text);
}
