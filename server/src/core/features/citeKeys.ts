import { parseCiteKeys } from '../bibliography/citeKeys';
import type { Bibliography, BibEntry } from '../bibliography';
import type { Span } from '../types';
import type { AttributionCompletion } from './completion';

/** The most keys one completion offers. */
const maxKeys = 500;

/** `[@ke`, `[see @ke`, `; @ke` inside an open bracket, with the cursor after the typed part of a key. */
const keyContext = /\[(?:[^[\]]*[\s;-])?@([\p{L}\p{N}_:.#$%&\-+?<>~/]*)$/u;

/** Keys of the bibliography that continue what was typed after `@` in an open bracket (`[@`, `[see @`, `; @`). */
export function completeCiteKeys(linePrefix: string, bibliography: Bibliography): AttributionCompletion[] {
	const m = keyContext.exec(linePrefix);
	if (!m) {
		return [];
	}
	const typed = m[1]!;
	const out: AttributionCompletion[] = [];
	for (const key of bibliography.entries.keys()) {
		if (key.startsWith(typed)) {
			out.push({ kind: 'key', label: key, insertText: key.slice(typed.length), detail: entrySummary(bibliography.entries.get(key)!) });
			if (out.length >= maxKeys) {
				break;
			}
		}
	}
	return out;
}

/** The `@key` of a bracketed citation under `offset` in a note's text, if any. */
export function citeKeyAt(text: string, offset: number): { readonly key: string; readonly span: Span } | undefined {
	const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
	const lineEnd = text.indexOf('\n', offset);
	const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
	// Brackets on the cursor's line: a key is never split across lines.
	for (let open = line.indexOf('['); open >= 0; open = line.indexOf('[', open + 1)) {
		const close = line.indexOf(']', open);
		if (close < 0) {
			break;
		}
		const inside = line.slice(open + 1, close);
		if (/\[/.test(inside)) {
			continue;
		}
		for (const k of parseCiteKeys(inside, lineStart + open + 1)) {
			if (k.span.start <= offset && offset <= k.span.end) {
				return { key: k.key, span: k.span };
			}
		}
	}
	return undefined;
}

/** `Smith, Jane; Doe, J. (2020). The archive is never neutral.`: what a hover and a completion show of an entry. */
export function entrySummary(entry: BibEntry): string {
	const parts = [entry.author, entry.year && `(${entry.year})`].filter(Boolean).join(' ');
	const title = entry.title ? `${parts ? '. ' : ''}${entry.title}` : '';
	return `${parts}${title}`.trim() || `@${entry.key}`;
}

/** The hover of a key: the entry's author, title and year, and which bibliography holds it. */
export function citeKeyHover(key: string, entry: BibEntry | undefined, bibliography: Bibliography): string {
	if (!entry) {
		return bibliography.paths.length ? `**@${key}** is not in the bibliography (${bibliography.paths.join(', ')})` : `**@${key}**: no bibliography is set`;
	}
	const lines = [`**@${key}**`, ''];
	if (entry.author) {
		lines.push(`${entry.author}${entry.year ? ` (${entry.year})` : ''}`);
	} else if (entry.year) {
		lines.push(`(${entry.year})`);
	}
	if (entry.title) {
		lines.push('', `*${entry.title}*`);
	}
	lines.push('', `in \`${entry.path}\``);
	return lines.join('\n');
}
