import { IncrementalParser } from '../parse/note';
import type { ParsedNote } from '../types';

const maxParsers = 256;

/**
 * One incremental parser per note, most recently used last, bounded so a
 * workspace scan cannot grow it without end. The same text parses once.
 */
export class ParserCache {
	readonly #parsers = new Map<string, { parser: IncrementalParser; text?: string; parsed?: ParsedNote }>();

	parse(notePath: string, text: string): ParsedNote {
		let entry = this.#parsers.get(notePath);
		if (entry) {
			this.#parsers.delete(notePath);
		} else {
			entry = { parser: new IncrementalParser(notePath) };
			if (this.#parsers.size >= maxParsers) {
				this.#parsers.delete(this.#parsers.keys().next().value!);
			}
		}
		this.#parsers.set(notePath, entry);
		if (entry.text !== text || !entry.parsed) {
			entry.parsed = entry.parser.parse(text);
			entry.text = text;
		}
		return entry.parsed;
	}

	forget(notePath: string): void {
		this.#parsers.delete(notePath);
	}
}
