/** Line starts of a text: `starts[k]` is the UTF-16 offset of line k+1. */
export class LineIndex {
	readonly starts: readonly number[];

	constructor(readonly text: string) {
		const starts = [0];
		// Lines end at LF, CRLF or a lone CR (docs/specification.md §2).
		if (text.includes('\r') && /\r(?!\n)/.test(text)) {
			const breaks = /\r\n?|\n/g;
			for (let m = breaks.exec(text); m; m = breaks.exec(text)) {
				starts.push(m.index + m[0].length);
			}
		} else {
			for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
				starts.push(i + 1);
			}
		}
		this.starts = starts;
	}

	/** Number of lines; a final line break does not open another line. */
	get lineCount(): number {
		const n = this.starts.length;
		return n > 1 && this.starts[n - 1] === this.text.length ? n - 1 : n;
	}

	/** 1-based line of a UTF-16 offset. */
	lineAt(offset: number): number {
		let lo = 0;
		let hi = this.starts.length - 1;
		while (lo < hi) {
			const mid = (lo + hi + 1) >> 1;
			if (this.starts[mid]! <= offset) {
				lo = mid;
			} else {
				hi = mid - 1;
			}
		}
		return lo + 1;
	}

	/**
	 * 1-based column of a UTF-16 offset, counted in code points. An offset
	 * inside a surrogate pair (`end - 1` of a span ending in an emoji) is the
	 * column of the character it is part of, not one past it.
	 */
	columnAt(offset: number): number {
		const start = this.starts[this.lineAt(offset) - 1]!;
		const at = offset > start && isLowSurrogate(this.text.charCodeAt(offset)) && isHighSurrogate(this.text.charCodeAt(offset - 1)) ? offset - 1 : offset;
		return codePointLength(this.text, start, at) + 1;
	}

	/** Offset of the start of 1-based `line`. */
	lineStart(line: number): number {
		return this.starts[line - 1] ?? this.text.length;
	}

	/** Offset just after the last character of 1-based `line`, excluding its line break. */
	lineEnd(line: number): number {
		const next = this.starts[line];
		if (next === undefined) {
			return this.text.length;
		}
		return this.text[next - 1] === '\n' && this.text[next - 2] === '\r' ? next - 2 : next - 1;
	}
}

/** Number of code points in `text[start, end)`. */
export function codePointLength(text: string, start = 0, end = text.length): number {
	let count = 0;
	for (let i = start; i < end; i++) {
		const code = text.charCodeAt(i);
		if (!(isLowSurrogate(code) && i > start && isHighSurrogate(text.charCodeAt(i - 1)))) {
			count++;
		}
	}
	return count;
}

function isHighSurrogate(code: number): boolean {
	return code >= 0xD800 && code <= 0xDBFF;
}

function isLowSurrogate(code: number): boolean {
	return code >= 0xDC00 && code <= 0xDFFF;
}

/** Counts words, for `minQuoteWords`. */
export function countWords(text: string): number {
	const m = text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu);
	return m ? m.length : 0;
}

/**
 * A copy of a short string that does not keep its parent alive: V8 makes
 * `slice` a view into the whole source text, so a 100-character suggestion
 * kept in a result would otherwise hold a 50 MB source in memory.
 */
export function detach(s: string): string {
	return s.length < 13 ? s : JSON.parse(JSON.stringify(s)) as string;
}

/** A line range as short as the syntax allows: `15`, `15-17` (docs/specification.md §6). */
export function formatRange(p: { readonly startLine: number; readonly endLine: number }): string {
	return p.startLine === p.endLine ? `${p.startLine}` : `${p.startLine}-${p.endLine}`;
}

/** An ASCII capital's lower case; any other code as it is. */
export function lowerAscii(code: number): number {
	return code >= 65 && code <= 90 ? code + 32 : code;
}

/** A line range in words, the one spelling every message, title and hover uses: `line 15`, `lines 15-17`. */
export function formatLines(p: { readonly startLine: number; readonly endLine: number }): string {
	return p.startLine === p.endLine ? `line ${p.startLine}` : `lines ${p.startLine}-${p.endLine}`;
}

/**
 * `{ ...base, ...extra }` with one hidden class per call site: V8 (Node 20)
 * gives every object made by a spread that then adds a property a hidden
 * class of its own, so 20,000 citations had 20,000 of them (8 MB, and every
 * property access on them megamorphic). Only for objects of our own making:
 * `Object.assign` would take an own `__proto__` key as the prototype.
 */
export function extend<T extends object, U extends object>(base: T, extra: U): Omit<T, keyof U> & U {
	return Object.assign({}, base, extra);
}

/** Adds `value` to the list of `key` in `lists` in place (a spread copy per add made grouping n items quadratic). */
export function pushTo<K, V>(lists: Map<K, V[]>, key: K, value: V): void {
	const list = lists.get(key);
	if (list) {
		list.push(value);
	} else {
		lists.set(key, [value]);
	}
}

/** `target.push(...items)` for lists of any length: a spread passes each item as an argument, and past about 100,000 the call overflows the stack. */
export function append<T>(target: T[], items: readonly T[]): void {
	for (const item of items) {
		target.push(item);
	}
}
