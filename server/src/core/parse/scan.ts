/**
 * The cheap scan that decides which parts of a note are worth a Markdown
 * parse. Parsing is the dominant cost of checking a real knowledge base
 * (micromark runs at well under 1 MB/s on long paragraphs), and almost no
 * block of a note can hold a citation. Every test here is a superset of what
 * the citation finders can return, so parsing only the blocks it selects finds
 * exactly the citations of a whole parse (property-tested).
 */

/** A span of a note, at top-level block boundaries. */
export interface Chunk {
	readonly start: number;
	readonly end: number;
}

/** What to parse: `whole` for the whole note, else only `units` (possibly none). */
export interface ParsePlan {
	readonly whole: boolean;
	readonly units: readonly Chunk[];
}

/**
 * A note that cannot cite: no marker word, and no line that may close a
 * blockquote citation. Most notes open with front matter between `---`
 * lines, so a `---` counts only behind a `>` on its line, or under a run of
 * lines that holds a blockquote line (a lazy attribution).
 */
export function mayCite(text: string): boolean {
	return /verbatim/i.test(text) || mayAttribute(text);
}

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

/**
 * Plans the parse of a note: the top-level chunks that may hold a citation,
 * each with the chunk after it when it may hold a prose citation (a lead-in
 * paragraph cites the blockquote that follows it). A note that may hold
 * link reference definitions, which resolve across blocks, is parsed whole
 * when a prose citation is possible.
 */
export function planParse(text: string): ParsePlan {
	if (!mayCite(text)) {
		return { whole: false, units: [] };
	}
	// Lone CRs end lines for CommonMark but not for this scan.
	if (/\r(?!\n)/.test(text)) {
		return { whole: true, units: [] };
	}
	const chunks = scanBlocks(text);
	let defines: boolean | undefined;
	const definitions = (): boolean => (defines ??= mayDefine(text));
	const ranges: { from: number; to: number }[] = [];
	for (const [k, chunk] of chunks.entries()) {
		const kind = chunkKind(text, chunk, definitions);
		if (kind === 'prose' && definitions()) {
			return { whole: true, units: [] };
		}
		if (kind === 'none') {
			continue;
		}
		const to = kind === 'prose' ? Math.min(k + 1, chunks.length - 1) : k;
		const last = ranges[ranges.length - 1];
		if (last && k <= last.to) {
			last.to = Math.max(last.to, to);
		} else {
			ranges.push({ from: k, to });
		}
	}
	return { whole: false, units: ranges.map(r => ({ start: chunks[r.from]!.start, end: chunks[r.to]!.end })) };
}

type ChunkKind = 'none' | 'quote' | 'prose';

/**
 * Whether the note may hold a link reference or footnote definition: a `[`
 * at the start of a line (behind container markers), a label without
 * unescaped brackets, then `]:`.
 */
function mayDefine(text: string): boolean {
	return text.includes(']:') && /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*\[(?:[^[\]\\]|\\[^]){0,999}\]:/m.test(text);
}

/** Blockquote marker at a line start, behind indentation and list markers. */
const quoteStart = /^[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*>/m;
/** A line whose text, once container markers are stripped, starts with `---`. */
const attributionLine = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*---/m;
/** Anything that may become a link node: inline links, autolinks, GFM literal autolinks. */
const linkSyntax = /\]\(|<[A-Za-z][A-Za-z0-9+.-]{1,31}:|www\.|https?:\/\/|[\w.+-]@[\w-]+\./i;
/** An opening parenthesis right before something that may be a link: citation parentheses. */
const citationParen = /\([ \t]*(?:\[|<|https?:|www\.|mailto:|xmpp:|[\w.+-]+@)/i;

/**
 * Whether a chunk may hold a citation. Paragraphs and blockquotes never span
 * a blank line, a fence or an HTML block, so every condition is tested within
 * one run of lines (see `scanBlocks`): a blockquote citation needs a `>` line
 * and a `---` line at or after it; a prose citation needs the marker word,
 * something that may be a link, and either a quotation mark after the marker
 * or the marker after citation parentheses. A disable comment is parsed too,
 * for its position.
 */
function chunkKind(text: string, chunk: ScannedChunk, definitions: () => boolean): ChunkKind {
	let kind: ChunkKind = text.slice(chunk.start, chunk.end).includes('verbatim-disable') ? 'quote' : 'none';
	for (const span of chunk.runs) {
		const run = text.slice(span.start, span.end);
		if (mayHoldProse(run, definitions)) {
			return 'prose';
		}
		if (kind === 'none' && run.includes('---')) {
			const q = quoteStart.exec(run);
			if (q && attributionLine.test(run.slice(q.index))) {
				kind = 'quote';
			}
		}
	}
	return kind;
}

function mayHoldProse(run: string, definitions: () => boolean): boolean {
	const marker = run.search(/verbatim/i);
	if (marker < 0 || !(linkSyntax.test(run) || (run.includes(']') && definitions()))) {
		return false;
	}
	if (/["“”„«»]/.test(run.slice(marker))) {
		return true;
	}
	const paren = citationParen.exec(run);
	return paren !== null && paren.index < run.toLowerCase().lastIndexOf('verbatim');
}

/** HTML blocks that may hold blank lines (CommonMark kinds 1-5), with the text that ends each. */
const htmlBlocks: readonly { start: RegExp; end: RegExp }[] = [
	{ start: /^<(?:script|pre|style|textarea)(?:\s|>|$)/i, end: /<\/(?:script|pre|style|textarea)>/i },
	{ start: /^<!--/, end: /-->/ },
	{ start: /^<\?/, end: /\?>/ },
	{ start: /^<![A-Za-z]/, end: />/ },
	{ start: /^<!\[CDATA\[/, end: /\]\]>/ },
];

/** A chunk, and its runs: maximal line spans outside code and HTML blocks, without blank lines. */
interface ScannedChunk extends Chunk {
	readonly runs: Chunk[];
}

/** Top-level chunks of a note (see `splitChunks`). */
export function splitChunks(text: string): Chunk[] {
	return scanBlocks(text).map(({ start, end }) => ({ start, end }));
}

/**
 * Cuts a note into independently parsed chunks, where CommonMark has closed
 * every open block: a line at column 0 after a blank line, or an ATX heading
 * at column 0 (it interrupts any paragraph, and no container continues on an
 * unindented line), outside fenced code and HTML blocks. A heading is no cut
 * in a run that holds a line starting with `<`, which may open an HTML block
 * that ends only at a blank line. Where the scan cannot be sure of the block
 * structure (a fence or HTML block opened by an indented line, which may sit
 * in a list item, or one that may open inside an HTML block), it stops
 * cutting and takes every later line as text: a larger chunk parses like the
 * whole note. Lines inside fences and HTML blocks belong to no run.
 */
function scanBlocks(text: string): ScannedChunk[] {
	const chunks: ScannedChunk[] = [];
	let chunk: ScannedChunk = { start: 0, end: text.length, runs: [] };
	let run: { start: number; end: number } | undefined;
	let inside: RegExp | undefined;
	let sure = true;
	let runHasTag = false;
	let previousBlank = false;
	for (let offset = 0; offset < text.length;) {
		const nl = text.indexOf('\n', offset);
		const end = nl < 0 ? text.length : nl + 1;
		const { blank, indent, special } = lineShape(text, offset, end);
		// Lines that start with a letter are the bulk of a note: no slice, no regex.
		const line = inside || special ? text.slice(offset, end) : '';
		let plain = !blank;
		if (inside) {
			plain = false;
			if (inside.test(line)) {
				inside = undefined;
			}
		} else if (sure) {
			const heading = special && !runHasTag && /^#{1,6}(?:[ \t\r\n]|$)/.test(line);
			if ((previousBlank || heading) && offset > chunk.start && indent === 0 && !blank && !/\s/.test(text[offset]!)) {
				chunks.push({ ...chunk, end: offset });
				chunk = { start: offset, end: text.length, runs: [] };
				run = undefined;
			}
			const opened = special ? opens(line, runHasTag) : undefined;
			if (opened === 'unsure') {
				sure = false;
			} else if (opened !== undefined) {
				inside = opened === 'closed' ? undefined : opened;
				plain = false;
			}
			// Only `<` and a whole tag name may open an HTML block that a blank line ends (kinds 6 and 7).
			runHasTag ||= special && /^ {0,3}<\/?[A-Za-z][A-Za-z0-9-]*(?:[\s/>]|$)/.test(line);
		}
		if (!plain) {
			run = undefined;
		} else if (run) {
			run.end = nl < 0 ? end : nl;
		} else {
			run = { start: offset, end: nl < 0 ? end : nl };
			chunk.runs.push(run);
		}
		previousBlank = !inside && blank;
		runHasTag &&= !blank;
		offset = end;
	}
	chunks.push(chunk);
	return chunks;
}

/**
 * Whether a line is blank, how many spaces, tabs or CRs lead it, and whether
 * its first character, within three of the start, may open a fence, an HTML
 * block or a heading (every line the block regexes can match).
 */
function lineShape(text: string, start: number, end: number): { blank: boolean; indent: number; special: boolean } {
	let i = start;
	let c = text.charCodeAt(i);
	while (i < end && (c === 32 || c === 9 || c === 13)) {
		c = text.charCodeAt(++i);
	}
	const blank = i >= end || c === 10;
	const indent = i - start;
	return { blank, indent, special: !blank && indent <= 3 && (c === 35 || c === 96 || c === 126 || c === 60) };
}

/**
 * The end of the fenced code or HTML block a line opens, `closed` for one it
 * opens and closes, `unsure` when the line may or may not open one.
 */
function opens(line: string, runHasTag: boolean): RegExp | 'closed' | 'unsure' | undefined {
	const indented = /^ {1,3}[`~<]/.test(line);
	const f = /^ {0,3}(`{3,}|~{3,})(.*)/.exec(line);
	// A backtick fence's info string holds no backtick; otherwise the line is text.
	if (f && !(f[1]![0] === '`' && f[2]!.includes('`'))) {
		return indented || runHasTag ? 'unsure' : new RegExp(`^ {0,3}${f[1]![0] === '`' ? '`' : '~'}{${f[1]!.length},}[ \\t\\r\\n]*$`);
	}
	const trimmed = line.replace(/^ {0,3}/, '');
	for (const block of htmlBlocks) {
		const open = block.start.exec(trimmed);
		if (open) {
			const closedAfter = block.end.test(trimmed.slice(open[0].length));
			// `<!-->` closes or not depending on the CommonMark version: unsure.
			if (indented || runHasTag || closedAfter !== block.end.test(trimmed)) {
				return 'unsure';
			}
			return closedAfter ? 'closed' : block.end;
		}
	}
	return undefined;
}
