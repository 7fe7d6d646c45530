/**
 * The cheap scan that decides which parts of a note are worth a Markdown
 * parse. Parsing is the dominant cost of checking a real knowledge base
 * (micromark is slow on long paragraphs), and almost no
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
	/**
	 * Blocks that may define link references or footnotes, parsed ahead of
	 * every unit so its links resolve as in the whole note (a definition
	 * holds for the whole document); empty when no unit needs them.
	 */
	readonly definitions: readonly Chunk[];
}

/**
 * A note that cannot cite: no marker word, and no line that may close a
 * blockquote citation. Most notes open with front matter between `---`
 * lines, so a `---` counts only behind a `>` on its line, or under a run of
 * lines that holds a blockquote line (a lazy attribution).
 */
export function mayCite(text: string): boolean {
	// Lines may end at a lone CR too (docs/specification.md §2): as LF, offsets unchanged.
	return /verbatim/i.test(text) || mayAttribute(text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text);
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
 * `mayCite` of the Latin-1 view of `bytes`, the same answer without making
 * that string: copying every note of a knowledge base into strings to test
 * them was most of the garbage a check made (the test reads only ASCII, so
 * bytes and Latin-1 characters line up one to one).
 */
export function mayCiteBytes(bytes: Uint8Array): boolean {
	return hasMarkerWord(bytes) || mayAttributeBytes(withLoneCrAsLf(bytes));
}

/** `bytes`, or a copy whose lone CRs (line ends of their own, §2) are LFs: the same offsets, one kind of line end to look for. */
function withLoneCrAsLf(bytes: Uint8Array): Uint8Array {
	let copy: Uint8Array | undefined;
	for (let at = bytes.indexOf(0x0d); at >= 0; at = bytes.indexOf(0x0d, at + 1)) {
		if (bytes[at + 1] !== 0x0a) {
			// Not `bytes.slice()`: on a Node Buffer that is a view, and the caller's bytes (a note's text) would change.
			copy ??= new Uint8Array(bytes);
			copy[at] = 0x0a;
		}
	}
	return copy ?? bytes;
}

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

/** `mayAttribute` on bytes (see there); offsets are the Latin-1 string's. */
function mayAttributeBytes(b: Uint8Array): boolean {
	for (let at = indexOfDashes(b, 0); at >= 0; at = indexOfDashes(b, at + 3)) {
		let lineStart = lastNewline(b, at - 1) + 1;
		let quoted = false;
		let k = lineStart;
		for (; k < at && prefixByte[b[k]!]; k++) {
			quoted ||= b[k] === 0x3e;
		}
		if (k < at) {
			continue;
		}
		if (quoted) {
			return true;
		}
		while (lineStart > 0) {
			const previous = lastNewline(b, lineStart - 2) + 1;
			if (isBlankLine(b, previous, lineStart - 1)) {
				break;
			}
			if (opensQuote(b, previous, lineStart - 1)) {
				return true;
			}
			lineStart = previous;
		}
	}
	return false;
}

/** Bytes of `[ \t>*+\-0-9.)]`, what may stand before an attribution's `---`. */
const prefixByte = ((): Uint8Array => {
	const set = new Uint8Array(256);
	for (const c of ' \t>*+-0123456789.)') {
		set[c.charCodeAt(0)] = 1;
	}
	return set;
})();

function indexOfDashes(b: Uint8Array, from: number): number {
	for (let at = b.indexOf(0x2d, from); at >= 0; at = b.indexOf(0x2d, at + 1)) {
		if (b[at + 1] === 0x2d && b[at + 2] === 0x2d) {
			return at;
		}
	}
	return -1;
}

/** `String.prototype.lastIndexOf('\n', from)`: a negative `from` looks at index 0 only (a typed array's would count from the end). */
function lastNewline(b: Uint8Array, from: number): number {
	return from < 0 ? (b[0] === 0x0a ? 0 : -1) : b.lastIndexOf(0x0a, from);
}

/** `/^[ \t\r]*$/` on `b[start, end)`. */
function isBlankLine(b: Uint8Array, start: number, end: number): boolean {
	for (let k = start; k < end; k++) {
		if (b[k] !== 0x20 && b[k] !== 0x09 && b[k] !== 0x0d) {
			return false;
		}
	}
	return true;
}

/** `quoteStart` on `b[start, end)`: its `^` (multiline) also matches after a CR. */
function opensQuote(b: Uint8Array, start: number, end: number): boolean {
	for (let k = start; k < end; k++) {
		if ((k === start || b[k - 1] === 0x0d) && quoteAt(b, k, end)) {
			return true;
		}
	}
	return false;
}

/** `[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*>` at `k`: markers, blanks and `>` are disjoint, so no backtracking is needed. */
function quoteAt(b: Uint8Array, k: number, end: number): boolean {
	const blank = (c: number | undefined): boolean => c === 0x20 || c === 0x09;
	while (k < end && blank(b[k])) {
		k++;
	}
	while (k < end) {
		const c = b[k]!;
		if (c === 0x3e) {
			return true;
		}
		if (c === 0x2d || c === 0x2a || c === 0x2b) {
			k++;
		} else {
			const digits = k;
			while (k < end && b[k]! >= 0x30 && b[k]! <= 0x39) {
				k++;
			}
			if (k === digits || k - digits > 9 || k >= end || (b[k] !== 0x2e && b[k] !== 0x29)) {
				return false;
			}
			k++;
		}
		if (k >= end || !blank(b[k])) {
			return false;
		}
		while (k < end && blank(b[k])) {
			k++;
		}
	}
	return false;
}

/**
 * Plans the parse of a note: the top-level chunks that may hold a citation,
 * each with the chunk after it when it may hold a prose citation (a lead-in
 * paragraph cites the blockquote that follows it). When a prose citation
 * is possible in a note that may define link references, which resolve
 * across blocks, the chunks that may define them are parsed ahead of each
 * unit (`definitions`).
 */
export function planParse(text: string): ParsePlan {
	if (!mayCite(text)) {
		return { whole: false, units: [], definitions: [] };
	}
	// Lone CRs end lines for CommonMark but not for this scan.
	if (/\r(?!\n)/.test(text)) {
		return { whole: true, units: [], definitions: [] };
	}
	const chunks = scanBlocks(text);
	let defines: boolean | undefined;
	const definitions = (): boolean => (defines ??= mayDefine(text));
	const ranges: { from: number; to: number }[] = [];
	let resolves = false;
	for (const [k, chunk] of chunks.entries()) {
		const kind = chunkKind(text, chunk, definitions);
		// A prose citation's link may be a reference defined anywhere: its unit is parsed behind the note's definitions (a whole parse of a long note was quadratic in micromark).
		resolves ||= kind === 'prose' && definitions();
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
	const units = ranges.map(r => ({ start: chunks[r.from]!.start, end: chunks[r.to]!.end }));
	if (!resolves) {
		return { whole: false, units, definitions: [] };
	}
	const defining = chunks.filter(c => mayDefine(text.slice(c.start, c.end))).map(c => ({ start: c.start, end: c.end }));
	// Only blocks of nothing but one-line definitions go ahead of units; any other block that may define (in a list, a quote, beside a fence) makes the parse whole, as it always was.
	return defining.every(c => onlyDefinitions(text.slice(c.start, c.end))) ? { whole: false, units, definitions: defining } : { whole: true, units: [], definitions: [] };
}

/** A block of link reference or footnote definitions, one per line, at the margin, and blank lines. */
function onlyDefinitions(block: string): boolean {
	return block.split('\n').every(line => /^ {0,3}\[(?:[^[\]\\]|\\.){1,999}\]:[ \t]*\S[^`~]*$/.test(line) || line.trim() === '');
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
