/** One word of a word diff: in both texts, only in the quote, or only in the source. */
export interface DiffPart {
	readonly kind: 'same' | 'quote' | 'source';
	readonly word: string;
}

/** A word-level diff of a quote against a source passage (longest common subsequence); empty when too large to compute. */
export function diffWords(quote: string, source: string): DiffPart[] {
	const a = quote.split(/\s+/).filter(Boolean);
	const b = source.split(/\s+/).filter(Boolean);
	if (a.length * b.length > 250_000) {
		return [];
	}
	const dp: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
	for (let i = a.length - 1; i >= 0; i--) {
		for (let j = b.length - 1; j >= 0; j--) {
			dp[i]![j] = a[i] === b[j] ? dp[i + 1]![j + 1]! + 1 : Math.max(dp[i + 1]![j]!, dp[i]![j + 1]!);
		}
	}
	const out: DiffPart[] = [];
	let i = 0;
	let j = 0;
	while (i < a.length || j < b.length) {
		if (i < a.length && j < b.length && a[i] === b[j]) {
			out.push({ kind: 'same', word: a[i++]! });
			j++;
		} else if (j < b.length && (i === a.length || dp[i]![j + 1]! >= dp[i + 1]![j]!)) {
			out.push({ kind: 'source', word: b[j++]! });
		} else {
			out.push({ kind: 'quote', word: a[i++]! });
		}
	}
	return out;
}
