import { diffWords } from './diff';

/** How many words differ between a quote and a passage: a changed word counts once, a missing or extra word once. */
export function countDifferingWords(quote: string, source: string): number {
	const steps = diffWords(quote, source);
	const onlyQuote = steps.filter(s => s.kind === 'quote').length;
	const onlySource = steps.filter(s => s.kind === 'source').length;
	return Math.max(onlyQuote, onlySource);
}
