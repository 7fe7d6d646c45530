import { parseCiteKeys } from '../bibliography/citeKeys';
import type { Bibliography, BibEntry } from '../bibliography';
import type { Span } from '../types';
import type { AttributionCompletion } from './completion';
import type { SourceLocation } from './navigation';
import { LineIndex } from '../text';

/** The most keys one completion offers. */
const maxKeys = 500;

/** `[@ke`, `[see @ke`, `; @ke` inside an open bracket, with the cursor after the typed part of a key. */
const keyContext = /\[(?:[^[\]]*[\s;-])?@([\p{L}\p{N}_:.#$%&\-+?<>~/]*)$/u;

/** Whether the cursor may be in a key of an open bracket: the cheap test before any bibliography is read. */
export function mayCompleteCiteKey(linePrefix: string): boolean {
	return keyContext.test(linePrefix);
}

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
		return bibliography.paths.length ? `**@${escapeMarkdown(key)}** is not in the bibliography (${escapeMarkdown(bibliography.paths.join(', '))})` : `**@${escapeMarkdown(key)}**: no bibliography is set`;
	}
	const lines = [`**@${escapeMarkdown(key)}**`, ''];
	const year = entry.year ? `(${escapeMarkdown(entry.year)})` : '';
	lines.push([entry.author && escapeMarkdown(entry.author), year].filter(Boolean).join(' '));
	if (entry.title) {
		lines.push('', `*${escapeMarkdown(entry.title)}*`);
	}
	lines.push('', `in ${escapeMarkdown(entry.path)}`);
	return lines.join('\n');
}

/** The bibliography's text shown as text: no link, image or HTML of it is rendered in a hover. */
function escapeMarkdown(text: string): string {
	return text.replace(/[\\`*_{}[\]()#+\-.!<>|~&]/g, '\\$&');
}

/** Where go to definition on a key leads: its entry in the bibliography's text (the file's top when the text is not at hand). */
export function entryLocation(entry: BibEntry, bibliographyText: string | undefined): SourceLocation {
	if (bibliographyText === undefined) {
		return { path: entry.path };
	}
	const lines = new LineIndex(bibliographyText);
	const startLine = lines.lineAt(entry.span.start);
	const endLine = lines.lineAt(Math.max(entry.span.start, entry.span.end - 1));
	return { path: entry.path, lines: { startLine, endLine, endLineLength: lines.lineEnd(endLine) - lines.lineStart(endLine) } };
}
