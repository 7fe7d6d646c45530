/**
 * The cheap scan that decides which parts of a note are worth a Markdown
 * parse. Parsing is the dominant cost of checking a real knowledge base
 * (micromark runs at well under 1 MB/s on long paragraphs), and almost no
 * block of a note can hold a citation. Every test here is a superset of what
 * the citation finders can return, so parsing only the blocks it selects finds
 * exactly the citations of a whole parse (property-tested).
 */
import { formScans } from '../forms/registry';
import type { Reach } from '../forms/form';

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
 * A note that cannot cite, told from its bytes before they are decoded: no
 * registered form's test passes on its Latin-1 view. Copying every note of
 * a knowledge base into strings to test them was most of the garbage a
 * check made (the tests read only ASCII, so bytes and Latin-1 characters
 * line up one to one).
 */
export function mayCiteBytes(bytes: Uint8Array): boolean {
	// Lines may end at a lone CR too (docs/specification.md §2): as LF, offsets unchanged.
	const lf = withLoneCrAsLf(bytes);
	return formScans.some(f => f.mayCiteBytes(lf));
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

/**
 * Plans the parse of a note: the top-level chunks that may hold a citation,
 * each with the chunk after it when it may hold a prose citation (a lead-in
 * paragraph cites the blockquote that follows it). When a prose citation
 * is possible in a note that may define link references, which resolve
 * across blocks, the chunks that may define them are parsed ahead of each
 * unit (`definitions`).
 */
export function planParse(text: string): ParsePlan {
	if (!formScans.some(f => f.mayCite(text))) {
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
		resolves ||= kind === 'linked' && definitions();
		if (kind === 'none') {
			continue;
		}
		const to = kind === 'linked' ? Math.min(k + 1, chunks.length - 1) : k;
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

/**
 * Whether the note may hold a link reference or footnote definition: a `[`
 * at the start of a line (behind container markers), a label without
 * unescaped brackets, then `]:`.
 */
function mayDefine(text: string): boolean {
	return text.includes(']:') && /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*\[(?:[^[\]\\]|\\[^]){0,999}\]:/m.test(text);
}

/**
 * Whether a chunk may hold a citation, and how far it reaches (`Reach`).
 * Paragraphs and blockquotes never span a blank line, a fence or an HTML
 * block, so every form's test is given one run of lines at a time (see
 * `scanBlocks`). A disable comment is parsed too, for its position.
 */
function chunkKind(text: string, chunk: ScannedChunk, definitions: () => boolean): Reach {
	let kind: Reach = text.slice(chunk.start, chunk.end).includes('verbatim-disable') ? 'block' : 'none';
	for (const span of chunk.runs) {
		const run = text.slice(span.start, span.end);
		for (const form of formScans) {
			const reach = form.reach(run, definitions);
			if (reach === 'linked') {
				return 'linked';
			}
			kind = reach === 'block' ? 'block' : kind;
		}
	}
	return kind;
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
