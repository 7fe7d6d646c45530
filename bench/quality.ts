import { readFileSync } from 'node:fs';
import { createChecker, defaultConfig, noopToken, normalize, type ProfileName, type Status } from '../server/src/core';
import { wholeAt } from '../server/src/core/match/edges';
import { benchData, hashSeed, MapWorkspace, rng, skipped, table } from './util';

/** One benchmark citation: the quote, the abstract it is attributed to, and the source copy to read. */
interface Case {
	readonly mode: string;
	readonly honest: boolean;
	readonly id: string;
	readonly quote: string;
	/** Source path the citation names. */
	readonly source: string;
}

const antonyms: Record<string, string> = {
	increase: 'decrease', increases: 'decreases', improve: 'degrade', improves: 'degrades', higher: 'lower', lower: 'higher',
	more: 'less', less: 'more', better: 'worse', outperforms: 'underperforms', positive: 'negative', larger: 'smaller',
	smaller: 'larger', faster: 'slower', strong: 'weak', significant: 'insignificant', effective: 'ineffective', high: 'low', low: 'high',
};
const synonyms: Record<string, string> = {
	show: 'demonstrate', use: 'employ', method: 'approach', approach: 'method', large: 'big', improve: 'enhance', results: 'findings',
	propose: 'present', novel: 'new', significantly: 'substantially', performance: 'effectiveness', model: 'system', models: 'systems',
	data: 'information', task: 'problem', tasks: 'problems', study: 'investigate', achieve: 'attain', using: 'employing',
};
const hedges = ['may', 'might', 'could', 'likely', 'possibly', 'potentially', 'often', 'generally', 'can'];
const negations = /\b(?:not|cannot|no|never|without|neither|nor)\b|n['’]t/i;

function sentences(text: string): string[] {
	return text.split(/(?<=[.!?])\s+(?=[A-Z])/).map(s => s.trim()).filter(s => s.split(/\s+/).length >= 8);
}

function words(s: string): string[] {
	return s.split(/\s+/).filter(Boolean);
}

function occurrences(source: string, quote: string, profile: ProfileName = 'prose'): number {
	const n = normalize(source, profile).text;
	const q = normalize(quote, profile).text;
	let c = 0;
	// Whole occurrences only: `0 deaths` is not in "10 deaths" (docs/specification.md §2 item 6).
	for (let i = n.indexOf(q); i >= 0 && q; i = n.indexOf(q, i + 1)) {
		c += wholeAt(n, i, i + q.length) ? 1 : 0;
	}
	return c;
}

/** Builds every case from the corpus, deterministically. Returns the cases and the workspace holding sources. */
export function buildCases(corpus: Record<string, string>): { cases: Case[]; workspace: MapWorkspace; excluded: ReadonlyMap<string, number> } {
	const workspace = new MapWorkspace();
	const ids = Object.keys(corpus).sort();
	const cases: Case[] = [];
	const excluded = new Map<string, number>();
	for (const [k, id] of ids.entries()) {
		const text = corpus[id]!;
		const rand = rng(hashSeed(id));
		const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
		const file = (variant: string): string => `sources/${variant}/${id.replace(/[/]/g, '_')}.txt`;
		workspace.set(file('orig'), text);
		const sents = sentences(text);
		if (sents.length < 3) {
			continue;
		}
		/** A unique span of `min`–`max` words inside one sentence, optionally containing a word that passes `want`. */
		const span = (min: number, max: number, want?: (w: string) => boolean): string | undefined => {
			for (let attempt = 0; attempt < 40; attempt++) {
				const ws = words(pick(sents));
				const len = Math.min(ws.length, min + Math.floor(rand() * (max - min + 1)));
				const start = Math.floor(rand() * (ws.length - len + 1));
				const s = ws.slice(start, start + len).join(' ');
				if ((!want || ws.slice(start, start + len).some(want)) && occurrences(text, s) === 1) {
					return s;
				}
			}
			return undefined;
		};
		const add = (mode: string, honest: boolean, quote: string | undefined, source = file('orig')): void => {
			if (quote === undefined) {
				return;
			}
			// A "bad" quote whose words do occur in the cited source is an honest quote, not a fabrication.
			const cited = source.includes('/orig/') ? corpus[ids.find(x => source.endsWith(`/${x.replace(/[/]/g, '_')}.txt`))!]! : text;
			if (!honest && occurrences(cited, quote) > 0) {
				excluded.set(mode, (excluded.get(mode) ?? 0) + 1);
				return;
			}
			cases.push({ mode, honest, id, quote, source });
		};
		const bare = (w: string): string => w.toLowerCase().replace(/[^a-z]/g, '');

		// Honest citations a careful writer produces.
		add('exact', true, span(6, 20));
		const typo = span(6, 20, w => /['"-]/.test(w)) ?? span(6, 20);
		add('typographic quotes', true, typo?.replace(/"([^"]*)"/g, '\u201C$1\u201D').replace(/'/g, '\u2019').replace(/(\w)-(\w)/g, '$1\u2010$2'));
		add('re-wrapped lines', true, span(10, 24)?.split(' ').map((w, i) => (i > 0 && i % 5 === 0 ? `\n${w}` : w)).join(' ').replace(/ \n/g, '\n'));
		add('non-breaking spaces', true, span(6, 20)?.split(' ').join('\u00A0'));
		const ligSource = text.replace(/ffi/g, '\uFB03').replace(/fi/g, '\uFB01').replace(/fl/g, '\uFB02').replace(/ff/g, '\uFB00');
		workspace.set(file('ligatures'), ligSource);
		add('PDF ligatures', true, span(6, 20, w => /fi|fl|ff/.test(w)) ?? span(6, 20), file('ligatures'));
		const shySource = text.replace(/\b([A-Za-z]{4})([A-Za-z]{4,})\b/g, '$1\u00AD$2');
		workspace.set(file('soft-hyphens'), shySource);
		add('soft hyphens', true, span(6, 20, w => /[A-Za-z]{8,}/.test(w)) ?? span(6, 20), file('soft-hyphens'));
		const hyph = span(6, 20, w => /^[a-z]{9,}$/.test(w));
		if (hyph) {
			const long = words(hyph).find(w => /^[a-z]{9,}$/.test(w))!;
			const at = text.indexOf(hyph);
			const broken = text.slice(0, at) + hyph.replace(long, `${long.slice(0, 4)}-\n${long.slice(4)}`) + text.slice(at + hyph.length);
			workspace.set(file('hyphenation'), broken);
			add('line-break hyphenation', true, hyph, file('hyphenation'));
		}
		add('partial span', true, span(3, 6));
		for (let attempt = 0; attempt < 20; attempt++) {
			const ws = words(pick(sents));
			if (ws.length < 14) {
				continue;
			}
			const cut = 4 + Math.floor(rand() * (ws.length - 11));
			const gap = 2 + Math.floor(rand() * 4);
			const omitted = ws.slice(cut, cut + gap).join(' ');
			if (negations.test(omitted)) {
				continue;
			}
			const q = `${ws.slice(0, cut).join(' ')} ... ${ws.slice(cut + gap).join(' ')}`;
			if (occurrences(text, ws.slice(0, cut).join(' ')) === 1) {
				add('editorial ellipsis', true, q);
				break;
			}
		}
		const sicSpan = span(6, 20, w => /^[a-z]{6,}$/.test(w));
		if (sicSpan) {
			const w = words(sicSpan).find(x => /^[a-z]{6,}$/.test(x))!;
			const misspelt = w.slice(0, 2) + w[3] + w[2] + w.slice(4);
			const at = text.indexOf(sicSpan);
			workspace.set(file('sic'), text.slice(0, at) + sicSpan.replace(w, misspelt) + text.slice(at + sicSpan.length));
			add('[sic]', true, sicSpan.replace(w, `${misspelt} [sic]`), file('sic'));
		}

		// Bad citations that must never verify.
		const flip = span(5, 16, w => bare(w) in antonyms);
		add('flipped claim word', false, flip?.split(' ').map(w => (bare(w) in antonyms ? w.replace(new RegExp(bare(w), 'i'), antonyms[bare(w)]!) : w)).join(' '));
		const i = Math.floor(rand() * (sents.length - 2));
		add('frankenquote', false, `${words(sents[i]!).slice(-5).join(' ')} ${words(sents[i + 2]!).slice(0, 5).join(' ')}`);
		const other = ids[(k + 1) % ids.length]!;
		add('wrong abstract', false, span(6, 20), file('orig').replace(id.replace(/[/]/g, '_'), other.replace(/[/]/g, '_')));
		const num = span(5, 16, w => /\d/.test(w));
		add('changed number', false, num?.replace(/\d+/, d => String(Number(d) + 1)));
		const neg = span(5, 16, w => /^(is|are|was|were|can|does|do|will|should)$/.test(w));
		add('inserted "not"', false, neg?.replace(/\b(is|are|was|were|can|does|do|will|should)\b/, '$1 not'));
		// Only an interior hedge: dropping an edge word leaves a genuine, shorter quote.
		const hedge = span(5, 16, w => hedges.includes(bare(w)));
		add('dropped hedge', false, hedge?.split(' ').filter((w, j, all) => j === 0 || j === all.length - 1 || !hedges.includes(bare(w))).join(' '));
		const syn = span(5, 16, w => bare(w) in synonyms);
		add('near-synonym', false, syn?.split(' ').map(w => (bare(w) in synonyms ? w.replace(new RegExp(bare(w), 'i'), synonyms[bare(w)]!) : w)).join(' '));
		add('number cut at an edge', false, numberCut(sents));
	}
	return { cases, workspace, excluded };
}

/**
 * A quote whose first word is a number of two digits or more, less its first
 * digit (`0 deaths` of "10 deaths"): in the bytes of the source, never in
 * what it says. Deterministic: the first such word of the abstract.
 */
function numberCut(sents: readonly string[]): string | undefined {
	for (const s of sents) {
		const ws = words(s);
		const j = ws.findIndex((w, k) => k + 6 <= ws.length && /^\d{2,}[^\d]?$/.test(w));
		if (j >= 0) {
			return ws.slice(j, j + 6).join(' ').slice(1);
		}
	}
	return undefined;
}

/** Runs the cases through the real checker, as blockquote citations in one note per case. */
async function run(cases: readonly Case[], workspace: MapWorkspace, profile?: ProfileName): Promise<Status[]> {
	const config = { ...defaultConfig, profiles: profile ? [{ glob: '**', profile }] : [], sources: ['sources/orig/**'] };
	const checker = createChecker({ workspace, config });
	checker.index.setProjectFiles(workspace.files.keys());
	const out: Status[] = [];
	for (const c of cases) {
		const note = `${c.quote.split('\n').map(l => `> ${l}`).join('\n')}\n> --- \`${c.source}\`\n`;
		const report = await checker.checkNote('note.md', note, noopToken);
		out.push(report!.results[0]!.status);
	}
	return out;
}

export async function qualityBench(): Promise<string> {
	const file = benchData('bench/arxiv-abstracts.json');
	if (!file) {
		return skipped('matching quality on arXiv abstracts', 'bench/arxiv-abstracts.json');
	}
	const corpus = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
	const { cases, workspace, excluded } = buildCases(corpus);
	const statuses = await run(cases, workspace);
	const modes = [...new Set(cases.map(c => c.mode))];
	const rows = modes.map(mode => {
		const idx = cases.flatMap((c, i) => (c.mode === mode ? [i] : []));
		const honest = cases[idx[0]!]!.honest;
		const verified = idx.filter(i => statuses[i] === 'verified').length;
		const other = [...new Set(idx.map(i => statuses[i]).filter(s => s !== 'verified'))].join(', ') || '—';
		const rate = honest ? (idx.length - verified) / idx.length : (idx.length - verified) / idx.length;
		return [honest ? 'honest' : 'bad', mode, idx.length, verified, idx.length - verified, `${honest ? 'FP' : 'detected'} ${rate.toFixed(4)}`, other, excluded.get(mode) ?? 0];
	});
	const honestIdx = cases.flatMap((c, i) => (c.honest ? [i] : []));
	const badIdx = cases.flatMap((c, i) => (c.honest ? [] : [i]));
	const fp = honestIdx.filter(i => statuses[i] !== 'verified').length / honestIdx.length;
	const detection = badIdx.filter(i => statuses[i] !== 'verified').length / badIdx.length;

	// Letter case and homoglyphs: flagged with an exact-text suggestion under prose, verified under lenient.
	const exact = cases.filter(c => c.mode === 'exact');
	const caseCases = exact.map(c => ({ ...c, mode: 'letter case', quote: c.quote.replace(/\b([a-z])([a-z]{3,})\b/, (_m, a: string, b: string) => a.toUpperCase() + b.toUpperCase()) })).filter(c => exact.find(e => e.id === c.id)!.quote !== c.quote);
	const glyphCases = exact.map(c => ({ ...c, mode: 'homoglyph', quote: c.quote.replace(/[aeo]/, ch => ({ a: '\u0430', e: '\u0435', o: '\u043E' })[ch]!) })).filter(c => /[\u0430\u0435\u043E]/.test(c.quote));
	const altRows: (string | number)[][] = [];
	for (const set of [caseCases, glyphCases]) {
		const checker = createChecker({ workspace, config: defaultConfig });
		let flagged = 0;
		let exactSuggestion = 0;
		for (const c of set) {
			const r = (await checker.checkNote('note.md', `> ${c.quote}\n> --- \`${c.source}\`\n`, noopToken))!.results[0]!;
			if (r.status !== 'verified') {
				flagged++;
				const original = exact.find(e => e.id === c.id)!.quote;
				if (r.suggestion && normalize(r.suggestion.text, 'whitespace').text === normalize(original, 'whitespace').text) {
					exactSuggestion++;
				}
			}
		}
		const lenient = await run(set, workspace, 'lenient');
		altRows.push([set[0]!.mode, set.length, `${flagged} (${(flagged / set.length).toFixed(4)})`, `${exactSuggestion} (${(exactSuggestion / set.length).toFixed(4)})`, `${lenient.filter(s => s === 'verified').length} (${(lenient.filter(s => s === 'verified').length / set.length).toFixed(4)})`]);
	}

	return [
		`### Matching quality on arxiv-abstracts.json (${Object.keys(corpus).length} abstracts, ${cases.length} citations)`,
		'',
		table(['kind', 'mode', 'cases', 'verified', 'not verified', 'rate', 'statuses when not verified', 'dropped: alteration still in source'], rows),
		'',
		table(['', 'Verbatim', 'verbatim-citation-gate (published)'], [
			['detection rate (bad citations not verified)', `${detection.toFixed(4)} over ${badIdx.length}`, '1.0000 over 1,221'],
			['false-positive rate (honest citations not verified)', `${fp.toFixed(4)} over ${honestIdx.length}`, '0.1721 over 3,371'],
		]),
		'',
		table(['alteration', 'cases', 'flagged under prose', 'suggestion = exact source text', 'verified under lenient'], altRows),
	].join('\n');
}
