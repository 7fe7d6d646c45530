import { noteBibliography, type Bibliography } from '../bibliography';
import type { SourceCache } from '../sources';
import { LineIndex } from '../text';
import type { Target } from '../types';

/** Sources as the checker reads them, for hosts that show or quote them. */
export class SourceReader {
	readonly #sources: SourceCache;

	constructor(sources: SourceCache) {
		this.#sources = sources;
	}

	/** A source as read for checking: its text and `sha256:` pin, or undefined when it cannot be read. */
	async read(path: string): Promise<{ text: string; pin: string } | undefined> {
		const loaded = await this.#sources.load(path);
		return 'failure' in loaded ? undefined : { text: loaded.text, pin: loaded.pin };
	}

	/** A file at a Git commit as read for checking (a Git citation's source), or undefined when it cannot be read. */
	async readGit(target: Extract<Target, { kind: 'git' }>, notePath: string): Promise<string | undefined> {
		const loaded = await this.#sources.loadGit(target, notePath);
		return 'failure' in loaded ? undefined : loaded.text;
	}

	/** The bibliography a note's Pandoc keys cite (docs/specification.md §1.5): the note's front matter's, else the project's; read through the source cache. */
	bibliography(notePath: string, text: string): Promise<Bibliography> {
		return this.#sources.bibliography(notePath, noteBibliography(text));
	}

	/** The whole source lines `startLine..endLine`, trimmed and cut to `maxLength`: context for a menu. */
	async excerpt(path: string, startLine: number, endLine: number, maxLength = 200): Promise<string> {
		const text = (await this.read(path))?.text;
		if (text === undefined) {
			return '';
		}
		const lines = new LineIndex(text);
		return text.slice(lines.lineStart(startLine), lines.lineEnd(endLine)).trim().slice(0, maxLength);
	}
}
