/** One step of a word-level diff. */
export interface WordStep {
	readonly op: 'same' | 'quote' | 'source';
	readonly word: string;
}

/** Beyond this many word pairs a diff costs too much for an editor hover. */
const maxPairs = 250_000;

/**
 * A word-level diff (longest common subsequence) of a quote against a source
 * passage: `quote` steps are only in the quote, `source` steps only in the
 * source. Undefined when the texts are too long to diff cheaply.
 */
export function diffWords(quote: string, source: string): WordStep[] | undefined {
	const a = quote.split(/\s+/).filter(Boolean);
	const b = source.split(/\s+/).filter(Boolean);
	if (a.length * b.length > maxPairs) {
		return undefined;
	}
	const dp: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
	for (let i = a.length - 1; i >= 0; i--) {
		for (let j = b.length - 1; j >= 0; j--) {
			dp[i]![j] = a[i] === b[j] ? dp[i + 1]![j + 1]! + 1 : Math.max(dp[i + 1]![j]!, dp[i]![j + 1]!);
		}
	}
	const out: WordStep[] = [];
	let i = 0;
	let j = 0;
	while (i < a.length || j < b.length) {
		if (i < a.length && j < b.length && a[i] === b[j]) {
			out.push({ op: 'same', word: a[i]! });
			i++;
			j++;
		} else if (j < b.length && (i === a.length || dp[i]![j + 1]! >= dp[i + 1]![j]!)) {
			out.push({ op: 'source', word: b[j]! });
			j++;
		} else {
			out.push({ op: 'quote', word: a[i]! });
			i++;
		}
	}
	return out;
}

/** How many words differ: a changed word counts once, a missing or extra word once. */
export function countDifferingWords(quote: string, source: string): number | undefined {
	const steps = diffWords(quote, source);
	if (!steps) {
		return undefined;
	}
	const onlyQuote = steps.filter(s => s.op === 'quote').length;
	const onlySource = steps.filter(s => s.op === 'source').length;
	return Math.max(onlyQuote, onlySource);
}
