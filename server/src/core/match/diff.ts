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
	return diffSequences(a, b, 'added').map(p => ({ kind: p.kind === 'same' ? 'same' : p.kind === 'removed' ? 'quote' : 'source', word: p.item }));
}

/**
 * The longest-common-subsequence diff of two sequences: each item of `a` is
 * kept or removed, each of `b` kept or added. Where both orders are as short,
 * `first` says which comes first. Quadratic: callers bound the sizes.
 */
function diffSequences<T>(a: readonly T[], b: readonly T[], first: 'added' | 'removed'): { kind: 'same' | 'removed' | 'added'; item: T }[] {
	const dp: Uint32Array[] = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
	for (let i = a.length - 1; i >= 0; i--) {
		for (let j = b.length - 1; j >= 0; j--) {
			dp[i]![j] = a[i] === b[j] ? dp[i + 1]![j + 1]! + 1 : Math.max(dp[i + 1]![j]!, dp[i]![j + 1]!);
		}
	}
	const out: { kind: 'same' | 'removed' | 'added'; item: T }[] = [];
	let i = 0;
	let j = 0;
	while (i < a.length || j < b.length) {
		const add = j < b.length && (i === a.length || (first === 'added' ? dp[i]![j + 1]! >= dp[i + 1]![j]! : dp[i]![j + 1]! > dp[i + 1]![j]!));
		if (i < a.length && j < b.length && a[i] === b[j]) {
			out.push({ kind: 'same', item: a[i++]! });
			j++;
		} else if (add) {
			out.push({ kind: 'added', item: b[j++]! });
		} else {
			out.push({ kind: 'removed', item: a[i++]! });
		}
	}
	return out;
}

/** How many leading and trailing elements `a` and `b` share (never overlapping), so a diff can work on the middle only. */
export function commonEnds<T>(a: ArrayLike<T>, b: ArrayLike<T>): { head: number; tail: number } {
	let head = 0;
	while (head < a.length && head < b.length && a[head] === b[head]) {
		head++;
	}
	let tail = 0;
	while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) {
		tail++;
	}
	return { head, tail };
}
