/**
 * Bounds that keep the Markdown parse linear (docs/specification.md §8). The parser's cost
 * grows with the square of two things: how deep blocks nest, and how many
 * inline delimiters (emphasis, brackets, autolinks) one paragraph holds. A
 * note beyond either bound is not parsed: it becomes one finding, so its
 * citations are never silently skipped, and no note can stall a run.
 */
export const maxNesting = 100;
export const maxDelimitersPerBlock = 1000;

/** Inline delimiters, and the quotation marks and marker words the prose finder pairs, whose counts drive the cost. */
const delimiter = /[*_[\]~<@"\u201C\u201D]|www\.|:\/\/|verbatim/gi;
const listMarker = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/;
const blockStart = /^(?:\||#|```|~~~)/;

/** Why a note is beyond the parse limits, or undefined when it is within them. Linear in the text. */
export function beyondParseLimits(text: string, firstLine = 0): string | undefined {
	const lists: number[] = [];
	let delimiters = 0;
	let previousBlank = true;
	let line = firstLine;
	for (let start = 0; start <= text.length; line++) {
		const end = lineEnd(text, start);
		const { depth, content, markers } = containers(text, start, end, lists, previousBlank);
		if (depth > maxNesting) {
			return `line ${line + 1} nests blocks ${depth} deep, beyond the limit of ${maxNesting}`;
		}
		const body = text.slice(content, end);
		const blank = body.trim() === '';
		if (blank || markers > 0 || blockStart.test(body)) {
			delimiters = 0;
		}
		delimiter.lastIndex = 0;
		while (delimiters <= maxDelimitersPerBlock && delimiter.exec(body)) {
			delimiters++;
		}
		if (delimiters > maxDelimitersPerBlock) {
			return `the paragraph at line ${line + 1} holds more than ${maxDelimitersPerBlock} emphasis, bracket or link delimiters`;
		}
		previousBlank = blank;
		start = end + (text[end] === '\r' && text[end + 1] === '\n' ? 2 : 1);
	}
	return undefined;
}

function lineEnd(text: string, start: number): number {
	for (let i = start; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (c === 10 || c === 13) {
			return i;
		}
	}
	return text.length;
}

/**
 * Container depth of a line: its `>` markers and list markers, plus the list
 * items it sits in by indentation (`lists` holds their marker columns; a
 * line after a blank line closes the items it is not indented into).
 */
function containers(text: string, start: number, end: number, lists: number[], afterBlank: boolean): { depth: number; content: number; markers: number } {
	let i = start;
	let quotes = 0;
	let markers = 0;
	let firstColumn = -1;
	for (;;) {
		while (i < end && (text[i] === ' ' || text[i] === '\t')) {
			i++;
		}
		if (firstColumn < 0) {
			firstColumn = i - start;
		}
		if (text[i] === '>') {
			quotes++;
			i++;
			continue;
		}
		const m = i < end ? listMarker.exec(text.slice(i, Math.min(end, i + 12))) : null;
		if (!m) {
			break;
		}
		markers++;
		i += m[0].length;
	}
	if (i < end && (afterBlank || markers > 0)) {
		while (lists.length && lists[lists.length - 1]! >= firstColumn) {
			lists.pop();
		}
	}
	if (markers > 0) {
		lists.push(firstColumn);
	}
	return { depth: quotes + markers + Math.max(0, lists.length - (markers > 0 ? 1 : 0)), content: i, markers };
}
