import type { ProjectConfig } from '../projectConfig';
import type { SourceCache, SourceInfo } from '../sources';
import { noopToken, type CancellationToken, type ProfileName, type SourcePlace } from '../types';
import { locateQuote, maxListed } from './locate';
import { prepareQuote, type PreparedQuote } from './prepare';
import { hashWords, type HashedWords, type WordIndex } from './wordIndex';

/** A quote absent from its cited source, to look for in every other known source. */
export interface SearchRequest {
	readonly quote: string;
	/** The cited source, not searched again. */
	readonly cited: string;
	/** The citing note: never searched, a claim is not its own evidence (docs/specification.md §2). */
	readonly file?: string;
}

/** A place another source holds the quote. */
export type FoundIn = { readonly source: string; readonly start: number; readonly end: number } & SourcePlace;

/**
 * Where else each quote occurs, among every known source but its cited one.
 * Sources are visited once each, in turn: a source's word filter rules out
 * most quotes, and only then is the source itself read.
 */
export async function searchElsewhere(pending: readonly SearchRequest[], known: readonly string[], sources: SourceCache, config: ProjectConfig, token: CancellationToken = noopToken, isNote: (path: string) => boolean = () => false): Promise<FoundIn[][]> {
	const found: FoundIn[][] = pending.map(() => []);
	const prepared = pending.map(() => new Map<ProfileName, PreparedQuote>());
	// First which quotes each source may hold, from the word filters alone; then only those sources are read, each next one read ahead.
	const plan: { path: string; profile: ProfileName; candidates: number[] }[] = [];
	for (const path of known) {
		if (token.isCancellationRequested) {
			return found;
		}
		const info = await sources.info(path);
		const candidates = info ? candidatesIn(path, info, pending, prepared, config) : [];
		if (info && candidates.length) {
			plan.push({ path, profile: info.profile, candidates });
		}
	}
	for (const [k, { path, profile, candidates }] of plan.entries()) {
		if (token.isCancellationRequested) {
			break;
		}
		const open = candidates.filter(i => found[i]!.length < maxListed);
		if (!open.length) {
			continue;
		}
		if (k + 1 < plan.length) {
			sources.prefetch(plan[k + 1]!.path);
		}
		const loaded = await sources.load(path);
		if ('failure' in loaded) {
			continue;
		}
		for (const i of open) {
			// Other notes' citations are claims, not evidence; an extract offers its Quotes bodies (docs/specification.md §2).
			const hits = locateQuote(loaded.searchRegions(isNote), prepared[i]!.get(profile)!, loaded);
			for (const o of hits.occurrences.slice(0, 3)) {
				found[i]!.push({ source: path, startLine: o.startLine, endLine: o.endLine, start: o.start, end: o.end });
			}
		}
	}
	return found;
}

/** The pending quotes a source's word filter does not rule out (never its own cited source or citing note). */
function candidatesIn(path: string, info: SourceInfo, pending: readonly SearchRequest[], prepared: Map<ProfileName, PreparedQuote>[], config: ProjectConfig): number[] {
	const candidates: number[] = [];
	for (let i = 0; i < pending.length; i++) {
		const p = pending[i]!;
		if (p.cited === path || p.file === path) {
			continue;
		}
		let quote = prepared[i]!.get(info.profile);
		if (!quote) {
			quote = prepareQuote(p.quote, info.profile, config);
			prepared[i]!.set(info.profile, quote);
		}
		if (!quote.empty && mayContain(info.words, quote)) {
			candidates.push(i);
		}
	}
	return candidates;
}

/**
 * False when a word, or pair of adjacent words, that the quote must contain is
 * missing from the source. Only interior words count: a quote may start or
 * end inside a word.
 */
export function mayContain(words: WordIndex, quote: PreparedQuote): boolean {
	// Loops, not `every` and `some`: this runs for every quote and source pair, and the closures were garbage.
	for (const spellings of interiorWords(quote)) {
		let any = false;
		for (let k = 0; k < spellings.length && !any; k++) {
			any = words.mightContain(spellings[k]!);
		}
		if (!any) {
			return false;
		}
	}
	return true;
}

/** The interior words of each spelling of each part of a quote, hashed once however many sources it is tested against. */
const hashed = new WeakMap<PreparedQuote, HashedWords[][]>();

function interiorWords(quote: PreparedQuote): HashedWords[][] {
	let words = hashed.get(quote);
	if (!words) {
		const parts = quote.elided ? quote.elided.variants : [[quote.text]];
		words = parts.map(spellings => spellings.map(part => hashWords(part.split(' ').slice(1, -1))));
		hashed.set(quote, words);
	}
	return words;
}
