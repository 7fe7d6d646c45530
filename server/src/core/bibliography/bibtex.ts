import { parse } from 'bibtex-verbatim-parser';
import type { BibEntry, BibliographyProblem } from './entry';
import { latexToText } from './latex';

/**
 * BibTeX read by bibtex-parser's verbatim-mode parser: fields as written,
 * no LaTeX conversion (the package's full parser takes a second for a few
 * thousand entries; a citation needs the key and the `file` field, and a
 * hover the author, title and year, decoded here).
 *
 * That parser is quadratic on some malformed input (every error measures
 * its line from the start; repeated fields are searched one by one), so it
 * reads one entry at a time: the text is cut where a line starts with `@`,
 * and a piece too large or too odd to be an entry is reported, not parsed.
 * Each piece then costs at most a bounded amount, and the whole stays
 * linear in the file's size (docs/specification.md §8).
 */

/** The largest piece read as one entry; a real one, abstract and notes included, is a few kilobytes. */
export const maxEntryChars = 64 * 1024;
const maxFieldsPerEntry = 128;
const maxBatchEntries = 32;
const maxAtsPerEntry = 64;
const maxStrings = 2000;

export interface ParsedBibliography {
	readonly entries: BibEntry[];
	readonly problems: BibliographyProblem[];
}

interface Piece {
	readonly start: number;
	readonly end: number;
}

interface Reading extends ParsedBibliography {
	readonly text: string;
	readonly path: string;
	readonly lines: readonly number[];
	strings: Record<string, string>;
}

/** Reads the entries of a BibTeX file's text; problems carry a line and column of `path`, never the file's text. */
export function parseBibtex(text: string, path: string): ParsedBibliography {
	const reading: Reading = { entries: [], problems: [], text, path, lines: lineStarts(text), strings: {} };
	let batch: Piece[] = [];
	let chars = 0;
	let ats = 0;
	const flush = (): void => {
		if (batch.length) {
			readBatch(reading, batch);
		}
		batch = [];
		chars = 0;
		ats = 0;
	};
	for (const piece of pieces(text)) {
		const body = text.slice(piece.start, piece.end);
		const refusal = refuse(body);
		if (refusal) {
			flush();
			reading.problems.push({ path, line: lineOf(reading.lines, piece.start), column: 1, message: refusal });
			continue;
		}
		const pieceAts = count(body, '@');
		// Entries are parsed a few at a time (the parser's cost per call is fixed), in batches small enough that its worst case stays bounded.
		if (batch.length >= maxBatchEntries || chars + body.length > maxEntryChars || ats + pieceAts > maxAtsPerEntry) {
			flush();
		}
		batch.push(piece);
		chars += body.length;
		ats += pieceAts;
	}
	flush();
	return { entries: reading.entries, problems: reading.problems };
}

/** Parses a batch of pieces; one with an error is read again piece by piece, so the problem names its entry. */
function readBatch(reading: Reading, batch: readonly Piece[]): void {
	const from = batch[0]!.start;
	const body = reading.text.slice(from, batch[batch.length - 1]!.end);
	const library = parse(body, { strings: reading.strings });
	if (library.errors.length && batch.length > 1) {
		batch.forEach(piece => readBatch(reading, [piece]));
		return;
	}
	if (library.strings !== reading.strings && Object.keys(library.strings).length <= maxStrings) {
		// Each call copies the macros it is given: a bound keeps that linear.
		reading.strings = library.strings;
	}
	if (library.errors.length) {
		// Where the entry starts, which the writer can find; the parser's own messages quote the file.
		reading.problems.push({ path: reading.path, line: lineOf(reading.lines, from), column: 1, message: 'is not valid BibTeX' });
	}
	let searchFrom = 0;
	for (const entry of library.entries) {
		// An entry the parser gave up on comes back with no input and only some of its fields: it is the problem above, not an entry.
		if (!entry.key || !entry.input) {
			continue;
		}
		const at = body.indexOf(entry.input, searchFrom);
		searchFrom = at < 0 ? searchFrom : at + entry.input.length;
		const start = from + Math.max(at, 0);
		reading.entries.push(toEntry(entry.key, entry.fields, reading.path, start, at < 0 ? start : start + entry.input.length));
	}
}

function count(text: string, c: string): number {
	let n = 0;
	for (let k = text.indexOf(c); k >= 0; k = text.indexOf(c, k + 1)) {
		n++;
	}
	return n;
}

function refuse(body: string): string | undefined {
	if (body.length > maxEntryChars) {
		return `holds an entry larger than ${maxEntryChars / 1024} KB: not read`;
	}
	if (count(body, '=') > maxFieldsPerEntry || count(body, '@') > maxAtsPerEntry) {
		return 'holds an entry with too many fields to be read';
	}
	return undefined;
}

function toEntry(key: string, fields: Record<string, string>, path: string, start: number, end: number): BibEntry {
	const year = fields.year ?? /^\d{4}/.exec(fields.date ?? '')?.[0];
	return {
		key,
		file: fields.file,
		author: fields.author !== undefined ? latexToText(fields.author).replace(/\s+and\s+/g, '; ') : fields.editor !== undefined ? latexToText(fields.editor).replace(/\s+and\s+/g, '; ') : undefined,
		title: fields.title !== undefined ? latexToText(fields.title) : undefined,
		year: year !== undefined ? latexToText(year) : undefined,
		path,
		span: { start, end },
	};
}

/** Where each entry may begin: at a line whose first non-blank character is `@`. */
function* pieces(text: string): Generator<{ start: number; end: number }> {
	const starts: number[] = [];
	const re = /^[ \t]*@/gm;
	for (let m = re.exec(text); m; m = re.exec(text)) {
		starts.push(m.index + m[0].length - 1);
	}
	for (let k = 0; k < starts.length; k++) {
		yield { start: starts[k]!, end: k + 1 < starts.length ? starts[k + 1]! : text.length };
	}
}

function lineStarts(text: string): number[] {
	const starts = [0];
	for (let k = text.indexOf('\n'); k >= 0; k = text.indexOf('\n', k + 1)) {
		starts.push(k + 1);
	}
	return starts;
}

/** The 1-based line of an offset, by binary search. */
function lineOf(starts: readonly number[], offset: number): number {
	let lo = 0;
	let hi = starts.length - 1;
	while (lo < hi) {
		const mid = (lo + hi + 1) >> 1;
		if (starts[mid]! <= offset) {
			lo = mid;
		} else {
			hi = mid - 1;
		}
	}
	return lo + 1;
}
