import type { CheckContext } from '../check';
import type { NoteReport } from '../checkNotes';
import { attribute, findSource, findUnattributed, type AttributeResult, type FindSourceRequest, type FindSourceResult, type Unattributed } from '../findSource';
import { buildFixes, renameEdits, type Fix, type NoteEdit } from '../fixes';
import { buildQuote, type QuoteRequest, type QuoteResult } from '../quote';
import type { GitResolver } from '../resolve/git';
import { safeFixes, type AppliedFix } from '../safeFixes';
import { noopToken, type CitationResult } from '../types';
import type { EditorQueries, ReadOnlyResults } from './editorQueries';
import type { ProjectIndex } from './projectIndex';
import type { SourceReader } from './sourceReader';

/**
 * Edits that write or mend citations: the constructor, quick fixes, the
 * search for a quote's source, renames. Each edit is checked without
 * indexing before it is offered, so asking never changes the project's state.
 */
export class CitationEdits {
	constructor(
		private readonly ctx: CheckContext,
		private readonly results: ReadOnlyResults,
		private readonly index: ProjectIndex,
		private readonly sources: SourceReader,
		private readonly git: GitResolver,
		private readonly queries: EditorQueries,
	) {}

	/** The citation constructor. */
	quote(request: QuoteRequest): Promise<QuoteResult> {
		return buildQuote(request, this.ctx);
	}

	/** Quick fixes for a checked citation of the note `text`. */
	fixes(result: CitationResult, text: string): Promise<Fix[]> {
		return buildFixes(result, text, {
			quote: request => this.quote(request),
			readSourceText: async path => (await this.sources.read(path))?.text,
			headCommit: (repository, notePath) => this.git.head(repository, notePath),
			atHead: r => this.queries.headStanding(r),
			checkNote: (notePath, noteText) => this.#readOnlyReport(notePath, noteText),
			pins: this.ctx.config.pins,
		});
	}

	/** Searches every known source but `from` for a quote; each occurrence becomes a constructor citation. */
	findSource(request: FindSourceRequest): Promise<FindSourceResult> {
		return findSource(request, this.ctx, r => this.quote(r));
	}

	/** The quotes of a note that name no source (blockquotes with no attribution, marked quotes with no link). */
	unattributed(notePath: string, text: string): Unattributed[] {
		return findUnattributed(text, notePath);
	}

	/** Edits that attribute a quote to each source it occurs in, each leaving a verified citation. */
	attribute(notePath: string, text: string, quote: Unattributed, pin: 'sha256' | 'none'): Promise<AttributeResult> {
		return attribute(notePath, text, quote, pin, {
			findSource: request => this.findSource(request),
			checkNote: (p, t) => this.#readOnlyReport(p, t),
		});
	}

	/** The fixes of a checked note that keep the writer's words (`verbatim fix`). */
	safeFixes(notePath: string, text: string, report: NoteReport): Promise<AppliedFix[]> {
		return safeFixes(notePath, text, report, {
			checkNote: (p, t) => this.#readOnlyReport(p, t),
			readSourceText: async path => (await this.sources.read(path))?.text,
		});
	}

	/** Edits of every note citing `oldPath` so it cites `newPath` (a source is being renamed). */
	async renameEdits(oldPath: string, newPath: string, textOf: (note: string) => Promise<string | undefined>): Promise<Map<string, NoteEdit[]>> {
		const out = new Map<string, NoteEdit[]>();
		for (const note of this.index.citers(oldPath)) {
			const text = await textOf(note);
			const edits = text === undefined ? [] : renameEdits(text, note, this.index.parse(note, text).citations, oldPath, newPath);
			if (edits.length) {
				out.set(note, edits);
			}
		}
		return out;
	}

	async #readOnlyReport(notePath: string, text: string): Promise<NoteReport> {
		return { file: notePath, results: await this.results(notePath, text, noopToken), skipped: 0 };
	}
}
