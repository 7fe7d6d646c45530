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
	const { all, disables } = parseWhole(text, notePath);
	return applyDisables(all, disables);
}

/** Citations of a text (or one chunk of it) in document order, and its disable comments. */
interface ChunkCitations {
	readonly all: readonly Citation[];
	readonly disables: readonly number[];
}

function parseWhole(text: string, notePath: string): ChunkCitations {
	const root = parseMarkdown(text);
	const exclusions = collectExclusions(root);
	const lines = new LineIndex(text);
	const quotes = findBlockquoteCitations(text, root, lines, exclusions, notePath);
	const prose = findProseCitations(text, root, exclusions, notePath, quotes.map(c => c.span));
	return { all: [...quotes, ...prose].sort((a, b) => a.span.start - b.span.start), disables: exclusions.disables };
}

/**
 * Parses a note chunk by chunk, reusing chunks seen before: an editor
 * re-parses only the block a keystroke touched. Chunks split at top-level
 * block boundaries (see `splitChunks`), where CommonMark closes every open
 * block, so the citations found are those of a whole parse. Notes with link
 * reference definitions, which resolve across blocks, are parsed whole.
 */
export class IncrementalParser {
	#cache = new Map<string, ChunkCitations>();
	readonly #notePath: string;

	constructor(notePath: string) {
		this.#notePath = notePath;
	}

	parse(text: string): ParsedNote {
		if (!mayCite(text)) {
			return { citations: [], skipped: [] };
		}
		if (/^ {0,3}\[[^\]\n]+\]:/m.test(text)) {
			const { all, disables } = parseWhole(text, this.#notePath);
			return applyDisables(all, disables);
		}
		const next = new Map<string, ChunkCitations>();
		const all: Citation[] = [];
		const disables: number[] = [];
		for (const chunk of splitChunks(text)) {
			const body = text.slice(chunk.start, chunk.end);
			let found = next.get(body) ?? this.#cache.get(body);
			if (!found) {
				found = mayCite(body) || body.includes('verbatim-disable') ? parseWhole(body, this.#notePath) : { all: [], disables: [] };
			}
			next.set(body, found);
			all.push(...found.all.map(c => shift(c, chunk.start)));
			disables.push(...found.disables.map(d => d + chunk.start));
		}
		this.#cache = next;
		return applyDisables(all, disables);
	}
}

/**
 * Offsets where the note may be cut into independently parsed chunks: a line
 * that starts at column 0 with a visible character after a blank line, outside
 * fenced code, HTML comments and raw HTML blocks.
 */
function splitChunks(text: string): { start: number; end: number }[] {
	const chunks: { start: number; end: number }[] = [];
	let start = 0;
	let fence: string | undefined;
	let html: RegExp | undefined;
	let previousBlank = false;
	// A lead-in paragraph ends with a colon; the blockquote after it belongs to its chunk.
	let previousColon = false;
	let offset = 0;
	while (offset < text.length) {
		const nl = text.indexOf('\n', offset);
		const end = nl < 0 ? text.length : nl + 1;
		const line = text.slice(offset, end);
		if (fence) {
			if (new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(line)) {
				fence = undefined;
			}
		} else if (html) {
			if (html.test(line)) {
				html = undefined;
			}
		} else {
			if (previousBlank && offset > start && /^[^\s]/.test(line) && !(previousColon && line.startsWith('>'))) {
				chunks.push({ start, end: offset });
				start = offset;
			}
			const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
			if (f) {
				fence = f[1];
			} else if (/^ {0,3}<!--/.test(line) && !/-->/.test(line.slice(line.indexOf('<!--') + 4))) {
				html = /-->/;
			} else {
				const raw = /^ {0,3}<(script|pre|style|textarea)(?:\s|>|$)/i.exec(line);
				if (raw && !new RegExp(`</${raw[1]}>`, 'i').test(line)) {
					html = new RegExp(`</${raw[1]}>`, 'i');
				}
			}
		}
		previousBlank = !fence && !html && /^\s*$/.test(line);
		if (!previousBlank) {
			previousColon = line.trimEnd().endsWith(':');
		}
		offset = end;
	}
	chunks.push({ start, end: text.length });
	return chunks;
}

function shift(c: Citation, by: number): Citation {
	if (by === 0) {
		return c;
	}
	const s = <T extends { start: number; end: number } | undefined>(span: T): T => (span ? { start: span.start + by, end: span.end + by } : span) as T;
	return {
		...c,
		quoteSpan: s(c.quoteSpan),
		span: s(c.span),
		attributionSpan: s(c.attributionSpan),
		targetSpan: s(c.targetSpan),
		versionSpan: s(c.versionSpan),
		leadIn: s(c.leadIn),
		problem: c.problem && { ...c.problem, span: s(c.problem.span) },
	};
}

function applyDisables(all: readonly Citation[], disables: readonly number[]): ParsedNote {
	const citations: Citation[] = [];
	const skipped: Citation[] = [];
	let d = 0;
	let pending = false;
	for (const c of all) {
		// Each disable comment skips the first citation that starts after it.
		while (d < disables.length && disables[d]! <= c.span.start) {
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
function mayCite(text: string): boolean {
	return />[ \t>]*---/.test(text) || /verbatim/i.test(text);
}
