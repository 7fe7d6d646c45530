/**
 * Enough of LaTeX to show an entry's author, title and year in a hover:
 * accent commands (`{\"u}`, `\'e`, `\c{c}`), a few symbols, dashes, ties and
 * braces. What it does not know it leaves as written; nothing here is
 * compared with a quote.
 */

const accents: Readonly<Record<string, string>> = {
	'`': '\u0300', '\'': '\u0301', '^': '\u0302', '~': '\u0303', '=': '\u0304', '.': '\u0307', '"': '\u0308',
	u: '\u0306', v: '\u030C', H: '\u030B', c: '\u0327', k: '\u0328', r: '\u030A', d: '\u0323', b: '\u0331',
};

const symbols: Readonly<Record<string, string>> = {
	ss: 'ß', ae: 'æ', AE: 'Æ', oe: 'œ', OE: 'Œ', o: 'ø', O: 'Ø', aa: 'å', AA: 'Å', l: 'ł', L: 'Ł', i: 'ı', j: 'ȷ',
	'&': '&', '%': '%', '$': '$', '#': '#', '_': '_', '{': '{', '}': '}',
};

/** `text` with the LaTeX above decoded, braces removed and white space folded. */
export function latexToText(text: string): string {
	return text
		.replace(/\\([`'^~=."uvHckrdb])\s*(?:\{\s*(\\?[A-Za-z])\s*\}|(\\?[A-Za-z]))/g, (_m, accent: string, braced?: string, bare?: string) => {
			const base = (braced ?? bare ?? '').replace(/^\\([ij])$/, '$1');
			return `${base}${accents[accent] ?? ''}`.normalize('NFC');
		})
		.replace(/\\(ss|ae|AE|oe|OE|aa|AA|o|O|l|L|i|j)(?![A-Za-z])\s?|\\([&%$#_{}])/g, (_m, word?: string, sign?: string) => symbols[word ?? sign ?? ''] ?? '')
		.replace(/---/g, '—')
		.replace(/--/g, '–')
		.replace(/~/g, '\u00A0')
		.replace(/\\[A-Za-z]+\s*/g, '')
		.replace(/[{}]/g, '')
		.replace(/\s+/g, ' ')
		.trim();
}
