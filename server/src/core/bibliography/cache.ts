import type { IWorkspace } from '../workspace';
import { bibliographyPaths, joinBibliography, readBibliographyFile, type Bibliography, type BibliographyFile } from './index';
import { noteBibliography } from './frontMatter';

/**
 * Bibliography files read once and kept until they change: each check of a
 * Pandoc key, each completion and hover asks here. Keyed by root-relative
 * path; `invalidate` drops a file that changed on disk.
 */
export class BibliographyCache {
	readonly #files = new Map<string, Promise<BibliographyFile>>();
	readonly #workspace: IWorkspace;
	readonly #maxBytes: number;
	readonly #configured: string | readonly string[] | undefined;

	constructor(workspace: IWorkspace, maxBytes: number, configured: string | readonly string[] | undefined) {
		this.#workspace = workspace;
		this.#maxBytes = maxBytes;
		this.#configured = configured;
	}

	/** The bibliography a note uses: its front matter's, else the project's (docs/specification.md §1.5). */
	forNote(notePath: string, noteText: string | undefined): Promise<Bibliography> {
		return this.forPaths(notePath, noteText === undefined ? [] : noteBibliography(noteText));
	}

	/** The bibliography of a note whose front matter names `notePaths` (none: the project's). */
	async forPaths(notePath: string, notePaths: readonly string[]): Promise<Bibliography> {
		const { paths, outside } = bibliographyPaths(this.#configured, { note: notePath, paths: notePaths });
		const files = await Promise.all(paths.map(async path => ({ path, file: await this.#file(path) })));
		const refused = outside.map(written => ({ path: written, file: { entries: [], problems: [{ path: '(bibliography)', message: 'names a file outside the project root: never read' }] } }));
		return joinBibliography([...files, ...refused]);
	}

	/** Forgets a file that changed; true when it was kept (its citers need checking again). */
	invalidate(path: string): boolean {
		return this.#files.delete(path);
	}

	/** Whether a path is a bibliography file read here. */
	holds(path: string): boolean {
		return this.#files.has(path);
	}

	#file(path: string): Promise<BibliographyFile> {
		let file = this.#files.get(path);
		if (!file) {
			file = readBibliographyFile(this.#workspace, path, this.#maxBytes);
			this.#files.set(path, file);
		}
		return file;
	}
}
