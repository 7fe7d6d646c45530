import { lookUpKey, noteBibliography, type Bibliography } from './index';

/** The key whose entry's file is `source` (root-relative), if any: how the constructor names a source in Pandoc's form. */
export function keyOfFile(bibliography: Bibliography, source: string): string | undefined {
	for (const key of bibliography.entries.keys()) {
		const found = lookUpKey(bibliography, key);
		if (found.kind === 'file' && found.path === source) {
			return key;
		}
	}
	return undefined;
}

/** `p. 2`, `pp. 2-3`, `l. 4`, `ll. 4-6`: a range as a Pandoc locator. */
export function locatorOf(range: string): string | undefined {
	const m = /^(p?)(\d+)(?:-(\d+))?$/.exec(range);
	if (!m) {
		return undefined;
	}
	const [label, labels] = m[1] ? ['p.', 'pp.'] : ['l.', 'll.'];
	return m[3] ? `${labels} ${m[2]}-${m[3]}` : `${label} ${m[2]}`;
}

/**
 * A blockquote citation the constructor built (`> … \n> --- \`PATH:RANGE\` …`)
 * written with a Pandoc key instead: `> --- [@key, p. 2] …`. Undefined when
 * its attribution is not of that shape.
 */
export function withCiteKey(blockquote: string, key: string): string | undefined {
	const m = /^([ \t>]*> --- )`[^`]*?:([^`:]+)`((?: @ `[^`]*`)?)(.*)\n$/m.exec(blockquote);
	const locator = m && locatorOf(m[2]!);
	if (!m || !locator || m[3]) {
		return undefined;
	}
	return `${blockquote.slice(0, m.index)}${m[1]}[@${key}, ${locator}]${m[4]}\n`;
}

/** What the constructor reads a key through: the run's source cache. */
export interface KeySources {
	load(path: string): Promise<{ readonly text: string } | { readonly failure: string }>;
	bibliography(note: string, notePaths: readonly string[] | undefined): Promise<Bibliography>;
}

/** The key that names `source` in the bibliography the note `from` uses (its front matter's, else the project's). */
export async function citeKeyOf(source: string, from: string | undefined, sources: KeySources): Promise<string | undefined> {
	const note = from === undefined ? undefined : await sources.load(from);
	const own = note && 'text' in note ? noteBibliography(note.text) : undefined;
	return keyOfFile(await sources.bibliography(from ?? '.verbatim-quote.md', own), source);
}
