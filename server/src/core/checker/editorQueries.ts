import type { CheckContext } from '../check';
import { citeKeyAt, citeKeyHover, completeCiteKeys, entryLocation, mayCompleteCiteKey } from '../features/citeKeys';
import { completeAttribution, type AttributionCompletion } from '../features/completion';
import { describeResult, type CitationDetails } from '../features/details';
import { definitionOf, sourceLinks, type SourceLink, type SourceLocation } from '../features/navigation';
import { currentStanding, headStanding, type HeadStanding, type Standing } from '../features/standing';
import type { GitResolver } from '../resolve/git';
import { projectFileOf } from '../sources/registry';
import type { CancellationToken, CitationResult } from '../types';
import type { ProjectIndex } from './projectIndex';
import type { SourceReader } from './sourceReader';

/** The results of a note's text as it is now, without indexing it. */
export type ReadOnlyResults = (notePath: string, text: string, token: CancellationToken) => Promise<readonly CitationResult[]>;

/** What an editor asks of a note's citations; every question is read-only. */
export class EditorQueries {
	constructor(
		private readonly ctx: CheckContext,
		private readonly results: ReadOnlyResults,
		private readonly index: ProjectIndex,
		private readonly sources: SourceReader,
		private readonly git: GitResolver,
	) {}

	/** The checked citation under an offset of a note. */
	async resultAt(notePath: string, text: string, offset: number, token: CancellationToken): Promise<CitationResult | undefined> {
		const within = (s: { start: number; end: number } | undefined): boolean => s !== undefined && offset >= s.start && offset <= s.end;
		// A lead-in's citation parentheses stand apart from the blockquote it cites.
		return (await this.results(notePath, text, token)).find(r => within(r.citation.span) || (r.citation.leadIn && within(r.citation.attributionSpan)));
	}

	/** What a hover shows of the citation under an offset. */
	async details(notePath: string, text: string, offset: number, token: CancellationToken): Promise<CitationDetails | undefined> {
		const r = await this.resultAt(notePath, text, offset, token);
		if (!r) {
			return undefined;
		}
		const source = r.source && projectFileOf(r.citation.target) !== undefined ? await this.sources.read(r.source) : undefined;
		const found = r.status === 'misattributed' && r.foundIn?.[0] ? await this.sources.read(r.foundIn[0].source) : undefined;
		return { ...describeResult(r, source?.text, found?.text), current: await this.currentStanding(r), head: await this.headStanding(r) };
	}

	/** Where the quote of a `version_mismatch` stands in the source's current bytes. */
	currentStanding(r: CitationResult): Promise<Standing | undefined> {
		return currentStanding(r, this.ctx);
	}

	/** A verified citation at a commit older than HEAD, seen from HEAD. */
	headStanding(r: CitationResult): Promise<HeadStanding | undefined> {
		return headStanding(r, this.ctx, (repository, notePath) => this.git.head(repository, notePath));
	}

	/** Where the citation under an offset leads in its source; from a Pandoc key, its entry in the bibliography. */
	async definition(notePath: string, text: string, offset: number, token: CancellationToken): Promise<SourceLocation | undefined> {
		const key = citeKeyAt(text, offset);
		if (key) {
			const entry = (await this.sources.bibliography(notePath, text)).entries.get(key.key);
			return entry && entryLocation(entry, (await this.sources.read(entry.path))?.text);
		}
		const r = await this.resultAt(notePath, text, offset, token);
		return r?.source ? definitionOf(r, (await this.sources.read(r.source))?.text) : undefined;
	}

	/** Links from attribution paths to their sources. */
	links(notePath: string, text: string): SourceLink[] {
		return sourceLinks(text, this.index.parse(notePath, text));
	}

	/** Completions of an attribution at the end of `linePrefix`; with the note's `text`, also of Pandoc keys. */
	async complete(notePath: string, linePrefix: string, text?: string): Promise<AttributionCompletion[]> {
		const keys = text !== undefined && mayCompleteCiteKey(linePrefix) ? completeCiteKeys(linePrefix, await this.sources.bibliography(notePath, text)) : [];
		return keys.length ? keys : completeAttribution(linePrefix, notePath, this.index.files, async path => (await this.sources.read(path))?.pin);
	}

	/** What a hover shows of the Pandoc key under an offset: its entry's author, title and year. */
	async keyHover(notePath: string, text: string, offset: number): Promise<string | undefined> {
		const key = citeKeyAt(text, offset);
		if (!key) {
			return undefined;
		}
		const bibliography = await this.sources.bibliography(notePath, text);
		return citeKeyHover(key.key, bibliography.entries.get(key.key), bibliography);
	}
}
