import type { ProfileName } from '../types';

/** One kind of difference a profile lets pass, and how it is folded away. */
interface Allowance {
	readonly words: string | ((quote: string, passage: string) => string);
	readonly profiles: readonly ProfileName[];
	readonly fold: (s: string) => string;
}

const singular = new Set(['spacing', 'letter case', 'Markdown emphasis']);

/** `line breaks`, `spacing`, or both: spacing differs when the texts' runs of white space differ once each line break is one space. */
function whiteSpaceWords(quote: string, passage: string): string {
	const runs = (s: string): string => s.replace(/[ \t]*\r?\n[ \t]*/g, ' ').split(/\S+/).join('|');
	const breaks = /\n/.test(quote + passage);
	const spacing = runs(quote) !== runs(passage);
	return breaks && spacing ? 'line breaks and spacing' : breaks ? 'line breaks' : 'spacing';
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: '\'', nbsp: ' ' };

/** In folding order; a simplified mirror of the profiles of docs/specification.md §2, used only to describe a match in words. */
const allowances: readonly Allowance[] = [
	{ words: 'HTML entities', profiles: ['prose', 'lenient'], fold: s => s.replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, n: string) => entities[n]!) },
	{ words: 'invisible formatting characters', profiles: ['prose', 'lenient'], fold: s => s.replace(/\p{Cf}/gu, '') },
	{ words: 'hyphens at line breaks', profiles: ['prose', 'lenient'], fold: s => s.replace(/(\p{L})[-\u2010\u2011\u00AD][ \t]*(?:\r\n?|\n)[ \t>]*(\p{L})/gu, '$1$2') },
	{ words: 'character forms such as ligatures', profiles: ['prose', 'lenient'], fold: s => s.normalize('NFKC') },
	{ words: (q, p) => (/[\u201C\u201D\u201E\u201F\u2033]/.test(q + p) ? 'typographic quotes' : 'typographic apostrophes'), profiles: ['prose', 'lenient'], fold: s => s.replace(/[\u2018\u2019\u201A\u201B\u2032]/g, '\'').replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"') },
	{ words: 'dashes', profiles: ['prose', 'lenient'], fold: s => s.replace(/[\u2010-\u2015\u2212]/g, '-') },
	{ words: 'ellipsis characters', profiles: ['prose', 'lenient'], fold: s => s.replace(/\u2026/g, '...') },
	{ words: 'Markdown emphasis', profiles: ['prose', 'lenient'], fold: s => s.replace(/(\*\*|__|\*|_)(?=\S)([^*_]*?\S)\1/g, '$2') },
	{ words: 'letter case', profiles: ['lenient'], fold: s => s.toLowerCase() },
	{ words: whiteSpaceWords, profiles: ['whitespace', 'prose', 'lenient'], fold: s => s.replace(/\s+/g, ' ').trim() },
];

/**
 * What a profile let pass between a quote and the source passage it matched,
 * in plain words for the hover ("typographic quotes and line breaks were
 * ignored"). A difference is named when folding everything else still leaves
 * the texts apart; when the simplified folds cannot make them equal (an
 * elision, a rarer fold), every kind present in either text is named.
 */
export function describeMatch(quote: string, passage: string, profile: ProfileName, elided = false): string {
	if (quote === passage) {
		return 'The quote matches the source character for character.';
	}
	const mine = allowances.filter(a => a.profiles.includes(profile));
	const foldAll = (s: string, skip?: Allowance): string => mine.reduce((t, a) => (a === skip ? t : a.fold(t)), s);
	const exact = !elided && foldAll(quote) === foldAll(passage);
	const used = mine.filter(a => (exact
		? foldAll(quote, a) !== foldAll(passage, a)
		: a.fold(quote) !== quote || a.fold(passage) !== passage));
	const parts = used.map(a => (typeof a.words === 'string' ? a.words : a.words(quote, passage)));
	if (elided) {
		parts.push('the words an elision stands for');
	}
	if (!parts.length) {
		return 'The quote matches the source.';
	}
	const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
	return `${list[0]!.toUpperCase()}${list.slice(1)} ${parts.length === 1 && singular.has(list) ? 'was' : 'were'} ignored.`;
}
