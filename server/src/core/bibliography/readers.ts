// The readers only notes of Pandoc keys need: YAML front matter and BibTeX.
// The browser's server loads this module as a chunk of its own when a note
// first needs it (`webChunks` in esbuild.mjs); every other build bundles it.
import { FAILSAFE_SCHEMA, load } from 'js-yaml';

export { parseBibtex } from './bibtex';

/** YAML's data with every scalar a string (the fail-safe schema: nothing in a note becomes a date or a number); throws on text that is not YAML. */
export function loadYamlStrings(text: string): unknown {
	return load(text, { schema: FAILSAFE_SCHEMA, json: false });
}
