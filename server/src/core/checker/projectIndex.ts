import { NameIndex, resolveNames } from '../resolve/names';
import { rendersFolder } from '../resolve/pdf';
import { isDocumentPath } from '../sources/registry';
import { CitationIndex } from '../state/citationIndex';
import { ParserCache } from '../state/parserCache';
import type { ParsedNote } from '../types';

/**
 * What a project holds, as its host tells it: the files, each note's parse
 * (through the parser cache) and what it cites. The known sources, searched
 * for `misattributed`, follow from it; `changed` hears when they change, so
 * results memoised against the old ones are dropped.
 */
export class ProjectIndex {
	readonly #parsers = new ParserCache();
	readonly #index = new CitationIndex();
	readonly #isSource: (path: string) => boolean;
	readonly #changed: () => void;
	#files: readonly string[] = [];
	#names = new NameIndex([]);
	#globbed: readonly string[] = [];
	#known: string[] | undefined;

	readonly #bibliography: string | readonly string[] | undefined;

	/** `bibliography`: the project's, which a note's Pandoc keys are looked up in unless its front matter names its own. */
	constructor(isSource: (path: string) => boolean, changed: () => void, bibliography?: string | readonly string[]) {
		this.#isSource = isSource;
		this.#changed = changed;
		this.#bibliography = bibliography;
	}

	/** Finds the citations of a note (through the parser cache). Pure; never throws. */
	parse(notePath: string, text: string): ParsedNote {
		return this.resolve(this.#parsers.parse(notePath, text));
	}

	/** A parse with its wikilink names resolved against the project's files (a parse made elsewhere, a worker thread's, has them unresolved). */
	resolve(parsed: ParsedNote): ParsedNote {
		return resolveNames(parsed, this.#names);
	}

	/** A note's text is now `text`: indexes what it cites; returns its parse. */
	updateNote(notePath: string, text: string): ParsedNote {
		const parsed = this.parse(notePath, text);
		this.indexNote(notePath, parsed);
		return parsed;
	}

	/** Indexes what a note cites from its parse, made elsewhere (a worker thread of a batch check). */
	indexNote(notePath: string, parsed: ParsedNote): void {
		if (this.#index.updateNote(notePath, this.resolve(parsed).citations, this.#bibliography)) {
			this.#knownChanged();
		}
	}

	/** Indexes what an unchanged note cites without reading it (a persistent cache remembered its targets, and whether it cites a PDF at a commit). */
	indexTargets(notePath: string, targets: readonly string[], gitPdf = false): void {
		if (this.#index.updateTargets(notePath, targets, gitPdf)) {
			this.#knownChanged();
		}
	}

	/** A note is gone (deleted, or no longer a note). */
	removeNote(notePath: string): void {
		this.#parsers.forget(notePath);
		if (this.#index.removeNote(notePath)) {
			this.#knownChanged();
		}
	}

	/** Notes that cite a source. */
	citers(source: string): string[] {
		if (source.startsWith(`${rendersFolder}/`)) {
			// A stored render is the text of some document: recheck every note citing one.
			return [...new Set([...[...this.#index.sources()].filter(s => isDocumentPath(s)).flatMap(s => this.#index.citers(s)), ...this.#index.gitPdfCiters()])];
		}
		return this.#index.citers(source);
	}

	/** The project's files: completion offers them, and those matching `sources` are searched for `misattributed`. */
	setProjectFiles(paths: Iterable<string>): void {
		this.#files = [...paths];
		// Wikilinks name files by name: a file come or gone may change what one resolves to.
		this.#names = new NameIndex(this.#files);
		const next = this.#files.filter(p => this.#isSource(p));
		if (next.length !== this.#globbed.length || next.some((p, k) => p !== this.#globbed[k])) {
			this.#globbed = next;
			this.#knownChanged();
		}
	}

	get files(): readonly string[] {
		return this.#files;
	}

	/** Every source searched for `misattributed`: the cited ones and those the `sources` globs select. */
	knownSources(): readonly string[] {
		return (this.#known ??= [...new Set([...this.#index.sources(), ...this.#globbed])].sort());
	}

	#knownChanged(): void {
		this.#known = undefined;
		this.#changed();
	}
}
