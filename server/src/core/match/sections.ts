import type { Span } from '../types';

/** A heading of a Markdown source: its text as written (ATX markers removed) and its section, the heading line excluded. */
export interface Heading {
	readonly level: number;
	readonly text: string;
	readonly section: Span;
}

/**
 * The ATX headings of a Markdown text, outside fenced code, each with its
 * section: from the end of its line to the next heading of the same or a
 * higher level, or the end.
 */
export function headingsOf(text: string): Heading[] {
	const found: { level: number; text: string; lineStart: number; lineEnd: number }[] = [];
	let fence: string | undefined;
	for (let at = 0; at < text.length;) {
		const nl = text.indexOf('\n', at);
		const end = nl < 0 ? text.length : nl;
		const line = text.slice(at, end).replace(/\r$/, '');
		const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
		if (f && (!fence || (f[1]![0] === fence[0] && f[1]!.length >= fence.length && /^ {0,3}[`~]+\s*$/.test(line)))) {
			fence = fence ? undefined : f[1];
		} else if (!fence) {
			const h = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line);
			if (h) {
				found.push({ level: h[1]!.length, text: (h[2] ?? '').trim(), lineStart: at, lineEnd: end });
			}
		}
		at = end + 1;
	}
	return found.map((h, k) => {
		const next = found.slice(k + 1).find(n => n.level <= h.level);
		return { level: h.level, text: h.text, section: { start: Math.min(h.lineEnd + 1, text.length), end: next ? next.lineStart : text.length } };
	});
}

/** A heading's text as a reader sees it: emphasis, code marks and link targets removed. */
export function plainHeading(text: string): string {
	return text
		.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
		.replace(/\[\[([^\]|]*\|)?([^\]]*)\]\]/g, '$2')
		.replace(/(\*\*|__|\*|_|`|~~|==)(?=\S)(.*?\S)\1/g, '$2')
		.trim();
}

/** The slug Markdown tools give a heading: lower case, punctuation dropped, spaces as `-` (`full-notes` for "Full Notes"). */
export function slugOf(text: string): string {
	return plainHeading(text).toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, '').trim().replace(/\s/g, '-');
}

/**
 * The heading a wikilink's `#name` names: by its text with emphasis removed,
 * then by its slug, then (a nested `#A#B`) by the last part; a name may
 * itself hold `#`, `:`, `&` or `?`.
 */
export function findHeading(headings: readonly Heading[], name: string): Heading | undefined {
	const wanted = name.trim();
	const byText = (n: string): Heading | undefined => headings.find(h => plainHeading(h.text) === n)
		?? headings.find(h => plainHeading(h.text).toLowerCase() === n.toLowerCase())
		?? (slugOf(n) === '' ? undefined : headings.find(h => slugOf(h.text) === slugOf(n)));
	// A nested `#A#B` names B under A; B may hold `#` itself, so each cut is tried from the left.
	for (let cut = -1; cut < wanted.length; cut = wanted.indexOf('#', cut + 1)) {
		const found = byText(wanted.slice(cut + 1));
		if (found) {
			return found;
		}
		if (wanted.indexOf('#', cut + 1) < 0) {
			break;
		}
	}
	return undefined;
}

/**
 * The block a `^id` names: the line that ends with ` ^id` and the lines of
 * its paragraph above it, or, for an id on a line of its own, the block
 * above that line. Undefined when no line carries the id.
 */
export function findBlock(text: string, id: string): Span | undefined {
	const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	const m = new RegExp(`(^|[ \\t])\\^${escaped}[ \\t]*\\r?$`, 'm').exec(text);
	if (!m) {
		return undefined;
	}
	const lineStart = text.lastIndexOf('\n', m.index) + 1;
	const alone = text.slice(lineStart, m.index + m[1]!.length).trim() === '';
	// The block ends at its id (its own line, or the end of the marked line) and starts after the blank line above it.
	const end = alone ? Math.max(0, lineStart - 1) : m.index;
	const blank = /\n[ \t]*\r?\n/g;
	let start = 0;
	for (let b = blank.exec(text); b && b.index + b[0].length <= end; b = blank.exec(text)) {
		start = b.index + b[0].length;
	}
	return { start, end };
}
