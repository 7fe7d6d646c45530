import type { RangeSpec, Span } from '../types';

/**
 * Pandoc's bracketed citations (docs/specification.md §1.5): `[@key]`,
 * `[see @key, pp. 12-13]`, `[@a, p. 3; @b]`. The key grammar is Pandoc's:
 * a letter, digit or `_`, then alphanumerics, `_` and punctuation inside
 * the key (`:.#$%&-+?<>~/`), or any key in braces (`@{a key}`).
 */

/** One cited key of a bracket, with what its locator says. */
export interface CiteKey {
	readonly key: string;
	/** `@key` in the text the bracket was read from. */
	readonly span: Span;
	/** The locator's pages or lines; absent when it has none or only context (`ch. 2`, `¶ 4`). */
	readonly ranges?: readonly RangeSpec[];
	/** The locator as written, kept as context for readers. */
	readonly locator?: string;
}

const keyPattern = /(-?)@(?:\{([^{}\n]{1,200})\}|([\p{L}\p{N}_](?:[\p{L}\p{N}_]|[:.#$%&\-+?<>~/](?=[\p{L}\p{N}_])){0,199}))/uy;

/** Whether `text` (a bracket's inside) holds a Pandoc citation: `@key` after its start, white space or `;`. */
export function holdsCiteKey(text: string): boolean {
	return /(?:^|[\s;-])@[{\p{L}\p{N}_]/u.test(text);
}

/**
 * The keys of a bracket's inside, `text`, which starts at `offset` in the
 * note. Citations are separated by `;`; each may carry a prefix before its
 * key and a locator after it. Empty when no item holds a key.
 */
export function parseCiteKeys(text: string, offset: number): CiteKey[] {
	const keys: CiteKey[] = [];
	let itemStart = 0;
	for (const item of text.split(';')) {
		const found = findKey(item);
		if (found) {
			const suffix = item.slice(found.end).replace(/^\s*,?\s*/, '');
			keys.push({ key: found.key, span: { start: offset + itemStart + found.start, end: offset + itemStart + found.end }, ...readLocator(suffix) });
		}
		itemStart += item.length + 1;
	}
	return keys;
}

function findKey(item: string): { key: string; start: number; end: number } | undefined {
	for (let at = item.indexOf('@'); at >= 0; at = item.indexOf('@', at + 1)) {
		const before = at > 0 ? item[at - 1]! : ' ';
		const start = before === '-' ? at - 1 : at;
		// A key follows white space or the item's start, as in Pandoc: `a@b.c` is an address, not a citation.
		const lead = start > 0 ? item[start - 1]! : ' ';
		if (!/\s/.test(lead)) {
			continue;
		}
		keyPattern.lastIndex = start;
		const m = keyPattern.exec(item);
		if (m) {
			return { key: m[2] ?? m[3]!, start, end: keyPattern.lastIndex };
		}
	}
	return undefined;
}

const pageLabels = /^(?:p|pp|pg|pgs|page|pages)$/i;
const lineLabels = /^(?:l|ll|line|lines)$/i;
const label = /^(\p{L}+\.?|¶|§)\s*/u;
const numberList = /^(\d{1,9})(?:\s*[-–—]+\s*(\d{1,9}))?(?:\s*,\s*(\d{1,9})(?:\s*[-–—]+\s*(\d{1,9}))?)*/;

/**
 * A locator's ranges: `p.`/`pp.`/`page` give pages, `l.`/`ll.`/`line` give
 * lines, each a number, a range (`12-13`, `12–13`) or a list of them.
 * Any other label, or a page that is not a number (`p. iv`), is context.
 */
export function readLocator(suffix: string): { ranges?: RangeSpec[]; locator?: string } {
	const locator = suffix.trim();
	if (!locator) {
		return {};
	}
	const l = label.exec(locator);
	const name = l?.[1]?.replace(/\.$/, '') ?? '';
	const kind = pageLabels.test(name) ? 'pages' : lineLabels.test(name) ? 'lines' : undefined;
	if (!l || !kind) {
		return { locator };
	}
	const numbers = numberList.exec(locator.slice(l[0].length));
	if (!numbers) {
		return { locator };
	}
	const ranges: RangeSpec[] = [];
	for (const part of numbers[0].split(',')) {
		const [a, b] = part.split(/[-–—]+/).map(n => Number(n.trim()));
		ranges.push({ kind, start: a!, end: b ?? a! });
	}
	return { ranges, locator };
}
