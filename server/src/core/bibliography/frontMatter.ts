import { loadYamlStrings } from './readers';

/** The largest front matter read for `bibliography:`; a longer block is not a note's metadata. */
const maxFrontMatter = 64 * 1024;

/**
 * The `bibliography:` of a note's YAML front matter (a path or a list of
 * paths, as Pandoc reads it); empty when the note names none. Front matter
 * that is not YAML names none: the project's bibliography applies.
 */
export function noteBibliography(text: string): string[] {
	const m = /^\uFEFF?---[ \t]*\r?\n/.exec(text);
	if (!m || !/^bibliography[ \t]*:/m.test(text.slice(0, maxFrontMatter))) {
		return [];
	}
	const close = /^(?:---|\.\.\.)[ \t]*$/m;
	const rest = text.slice(m[0].length, maxFrontMatter);
	const end = close.exec(rest);
	if (!end) {
		return [];
	}
	let data: unknown;
	try {
		data = loadYamlStrings(rest.slice(0, end.index));
	} catch {
		return [];
	}
	const value = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>).bibliography : undefined;
	const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
	return list.filter((p): p is string => typeof p === 'string' && p.trim() !== '').map(p => p.trim());
}
