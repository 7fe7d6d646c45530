import type { ProjectConfig } from '../projectConfig';
import type { SourceCache, SourceInfo } from '../sources';
import { noopToken, type CancellationToken, type ProfileName, type SourcePlace } from '../types';
import { holdsCompound } from './compounds';
import { NeedleScan, type Region } from './find';
import { locateQuote, maxListed } from './locate';
import { prepareQuote, type PreparedQuote } from './prepare';
import { hashWords, WordIndex, type HashedWords } from './wordIndex';
import type { WordFilter } from './wordSketch';

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
 * First the word filters alone say which quotes each source may hold (an
 * inverted list of the quotes' words picks the sources to test, so the cost
 * does not grow with quotes times sources); then only those sources are
 * read, once each, in turn, each next one read ahead.
 */
export async function searchElsewhere(pending: readonly SearchRequest[], known: readonly string[], sources: SourceCache, config: ProjectConfig, token: CancellationToken = noopToken, isNote: (path: string) => boolean = () => false): Promise<FoundIn[][]> {
	// Requests alike are searched once: the same quote of the same source, from notes that are not known sources themselves (each note's own file is never searched).
	const knownSet = new Set(known);
	const first = new Map<string, number>();
	const slot = pending.map(r => {
		const key = `${r.cited}\u0000${r.file !== undefined && knownSet.has(r.file) ? r.file : ''}\u0000${r.quote}`;
		let at = first.get(key);
		if (at === undefined) {
			at = first.size;
			first.set(key, at);
		}
		return at;
	});
	if (first.size === pending.length) {
		return searchDistinct(pending, known, sources, config, token, isNote);
	}
	const distinct: SearchRequest[] = [];
	pending.forEach((r, i) => {
		distinct[slot[i]!] ??= r;
	});
	const found = await searchDistinct(distinct, known, sources, config, token, isNote);
	return slot.map(at => [...found[at]!]);
}

/** `searchElsewhere` of requests that differ. */
async function searchDistinct(pending: readonly SearchRequest[], known: readonly string[], sources: SourceCache, config: ProjectConfig, token: CancellationToken, isNote: (path: string) => boolean): Promise<FoundIn[][]> {
	const found: FoundIn[][] = pending.map(() => []);
	const infos: (SourceInfo | undefined)[] = [];
	for (const path of known) {
		if (token.isCancellationRequested) {
			return found;
		}
		infos.push(await sources.info(path));
	}
	const prepared = pending.map(() => new Map<ProfileName, PreparedQuote>());
	const quoteFor = (i: number, profile: ProfileName): PreparedQuote => {
		let quote = prepared[i]!.get(profile);
		if (!quote) {
			quote = prepareQuote(pending[i]!.quote, profile, config);
			prepared[i]!.set(profile, quote);
		}
		return quote;
	};
	const { plan, everywhere } = planSearch(pending, known, infos, quoteFor);
	const scans = new Map<ProfileName, NeedleScan>();
	for (const [k, { path, profile, candidates, approximate }] of plan.entries()) {
		if (token.isCancellationRequested) {
			break;
		}
		let open = candidates.filter(i => found[i]!.length < maxListed);
		const wide = everywhere.get(profile) ?? [];
		if (!open.length && !wide.length) {
			continue;
		}
		// The next sources are read ahead, as far as the cache takes them.
		for (let next = k + 1; next < plan.length && next <= k + 8; next++) {
			if (!sources.prefetch(plan[next]!.path)) {
				break;
			}
		}
		const loaded = await sources.load(path);
		if ('failure' in loaded) {
			continue;
		}
		const index = loaded.builtIndex;
		if (approximate && index) {
			// Planned on places or an earlier run's sketch: the quotes this read's index rules out are those the index never planned (a find would find nothing).
			open = open.filter(i => mayContain(index, quoteFor(i, profile)));
		}
		// Other notes' citations are claims, not evidence; an extract offers its Quotes bodies (docs/specification.md §2).
		const regions = loaded.searchRegions(isNote);
		if (wide.length) {
			const scan = scans.get(profile) ?? new NeedleScan(wide.map(i => quoteFor(i, profile).text));
			scans.set(profile, scan);
			open.push(...presentWide(scan, wide, regions, path, pending, found));
		}
		for (const i of open) {
			const hits = locateQuote(regions, quoteFor(i, profile), loaded);
			for (const o of hits.occurrences.slice(0, 3)) {
				found[i]!.push({ source: path, startLine: o.startLine, endLine: o.endLine, start: o.start, end: o.end });
			}
		}
	}
	return found;
}

/** The quotes of `wide` (`planSearch`'s `everywhere`) that `regions` of `path` hold, but for those citing it or made in it and those listed in full. */
function presentWide(scan: NeedleScan, wide: readonly number[], regions: readonly Region[], path: string, pending: readonly SearchRequest[], found: readonly FoundIn[][]): number[] {
	return scan.presentIn(regions.map(r => r.normalized.text)).map(w => wide[w]!).filter(i => path !== pending[i]!.cited && path !== pending[i]!.file && found[i]!.length < maxListed);
}

/** A source to read in the search, and the pending quotes (ascending) its word filter did not rule out. */
interface PlannedSource {
	readonly path: string;
	readonly profile: ProfileName;
	readonly candidates: number[];
	/** Planned on what the run kept of the source's index (`WordIndex.kept`) or on an earlier run's sketch, not on the index itself. */
	readonly approximate: boolean;
}

/**
 * Which pending quotes each source may hold, in `known` order. A quote is
 * tested (`mayContain`) only against the sources holding the rarest of the
 * words it must contain, found in an inverted list of those words alone.
 * A quote with no such word may be anywhere: one found by a literal search
 * alone (no elisions, no hyphenated compound a line break may split) is
 * listed once per profile (`everywhere`), for a pass over each source of
 * the profile (`NeedleScan`), and any other is tested against every source
 * of the profile. A list per source of such quotes cost quotes × sources
 * before a single source was read.
 */
function planSearch(pending: readonly SearchRequest[], known: readonly string[], infos: readonly (SourceInfo | undefined)[], quoteFor: (i: number, profile: ProfileName) => PreparedQuote): { plan: PlannedSource[]; everywhere: Map<ProfileName, number[]> } {
	const perSource: number[][] = known.map(() => []);
	const everywhere = new Map<ProfileName, number[]>();
	for (const profile of new Set(infos.flatMap(info => (info ? [info.profile] : [])))) {
		const members = known.flatMap((_, s) => (infos[s]?.profile === profile ? [s] : []));
		const required = pending.map((_, i) => requiredWords(quoteFor(i, profile)));
		const postings = postingsOf(members, infos, required);
		const wide: number[] = [];
		for (let i = 0; i < pending.length; i++) {
			const quote = quoteFor(i, profile);
			if (quote.empty) {
				continue;
			}
			if (!required[i] && !quote.elided && !holdsCompound(quote.text)) {
				wide.push(i);
				continue;
			}
			for (const s of rarestPosting(required[i], postings) ?? members) {
				if (known[s] !== pending[i]!.cited && known[s] !== pending[i]!.file && mayContain(infos[s]!.words, quote)) {
					perSource[s]!.push(i);
				}
			}
		}
		if (wide.length) {
			everywhere.set(profile, wide);
		}
	}
	const plan = known.flatMap((path, s) => (perSource[s]!.length || (infos[s] && everywhere.has(infos[s].profile)) ? [{ path, profile: infos[s]!.profile, candidates: perSource[s]!, approximate: !(infos[s]!.words instanceof WordIndex) }] : []));
	return { plan, everywhere };
}

/** Word hashes every occurrence of the quote contains (those of each part that all its spellings share); undefined when none. */
function requiredWords(quote: PreparedQuote): readonly number[] | undefined {
	const out = new Set<number>();
	for (const spellings of interiorWords(quote)) {
		const [first, ...rest] = spellings.map(h => new Set(h.hashes));
		for (const hash of first ?? []) {
			if (rest.every(r => r.has(hash))) {
				out.add(hash);
			}
		}
	}
	return out.size ? [...out] : undefined;
}

/**
 * For each quote that requires words, the one of them in fewest sources,
 * and for those words the sources (ascending) whose text has it. Two passes:
 * lists of every required word held most sources each (8 MB on the
 * synthetic project) only to be passed over for a rarer one.
 */
function postingsOf(members: readonly number[], infos: readonly (SourceInfo | undefined)[], required: readonly (readonly number[] | undefined)[]): Map<number, number[]> {
	const counts = new Map<number, number>();
	for (const r of required) {
		for (const h of r ?? []) {
			counts.set(h, 0);
		}
	}
	for (const s of members) {
		for (const h of wordsOf(infos[s]!.words, counts)) {
			counts.set(h, counts.get(h)! + 1);
		}
	}
	const postings = new Map<number, number[]>();
	for (const r of required) {
		const rarest = r?.reduce((a, b) => (counts.get(b)! < counts.get(a)! ? b : a));
		if (rarest !== undefined) {
			postings.set(rarest, []);
		}
	}
	for (const s of members) {
		for (const h of wordsOf(infos[s]!.words, postings)) {
			postings.get(h)!.push(s);
		}
	}
	return postings;
}

/** The keys of `wanted` that a source has a word of, walking whichever side is smaller. */
function wordsOf(words: WordFilter, wanted: ReadonlyMap<number, unknown>): number[] {
	return words.distinctWords > wanted.size * 16 ? [...wanted.keys()].filter(h => words.hasWord(h)) : words.wordsIn(wanted);
}

/** The sources holding the quote's rarest required word (none when a word is in no source); undefined when nothing is required. */
function rarestPosting(required: readonly number[] | undefined, postings: ReadonlyMap<number, readonly number[]>): readonly number[] | undefined {
	let rarest: readonly number[] | undefined;
	for (const h of required ?? []) {
		const list = postings.get(h);
		if (list && (!rarest || list.length < rarest.length)) {
			rarest = list;
		}
	}
	return rarest;
}

/**
 * False when a word, or pair of adjacent words, that the quote must contain is
 * missing from the source. Only interior words count: a quote may start or
 * end inside a word.
 */
export function mayContain(words: WordFilter, quote: PreparedQuote): boolean {
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
