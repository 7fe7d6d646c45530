/**
 * Characters that change how text displays without being seen: the
 * bidirectional controls of docs/specification.md §2 item 7. A quote
 * holding one can read differently from the bytes compared (`were ‮19‬
 * percent` displays "91"), so it is never evidence. Sources may hold them.
 */
const bidiControl = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;

/** The code points (as `U+XXXX`, each once, in order) of the bidirectional controls in `text`. */
export function bidiControlsIn(text: string): string[] {
	const seen = new Set<string>();
	for (const m of text.matchAll(bidiControl)) {
		seen.add(`U+${m[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
	}
	return [...seen];
}

/** `text` without its bidirectional controls. */
export function withoutBidiControls(text: string): string {
	return text.replace(bidiControl, '');
}
