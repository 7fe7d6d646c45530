import type { ProjectConfig } from '../projectConfig';
import type { SourceCache } from '../sources';
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
	for (const path of known) {
		if (token.isCancellationRequested) {
			break;
		}
		const info = await sources.info(path);
		if (!info) {
			continue;
		}
		const candidates: number[] = [];
		for (let i = 0; i < pending.length; i++) {
			const p = pending[i]!;
			if (p.cited === path || p.file === path || found[i]!.length >= maxListed) {
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
		if (!candidates.length) {
			continue;
		}
		const loaded = await sources.load(path);
		if ('failure' in loaded) {
			continue;
		}
		for (const i of candidates) {
			const quote = prepared[i]!.get(info.profile)!;
			// Other notes' citations are claims, not evidence; an extract offers its Quotes bodies (docs/specification.md §2).
			const hits = locateQuote(loaded.searchRegions(isNote), quote, loaded);
			for (const o of hits.occurrences.slice(0, 3)) {
				found[i]!.push({ source: path, startLine: o.startLine, endLine: o.endLine, start: o.start, end: o.end });
			}
		}
	}
	return found;
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
