import { lines } from './text';

/** A source whose first claim occurs twice (ambiguous) and whose second occurs once (verified). */
export const filing = lines('Preamble.', 'The claim was settled in full.', 'Other text here.', 'The claim was settled in full.', 'The confidential figure was large.', '');

/** A note: line 2 starts an ambiguous citation, line 5 a verified one. */
export const note = lines(
	'# Note', '',
	'> The claim was settled in full.', '> --- `sources/filing.md`', '',
	'> The confidential figure was large.', '> --- `sources/filing.md:5`', '',
);

/** The files of a small project: `verbatim.json`, the filing and a note citing it. */
export function projectFiles(extra: Record<string, string> = {}): Record<string, string> {
	return { 'verbatim.json': '{}', 'sources/filing.md': filing, 'notes/n.md': note, ...extra };
}

/** Settings with debug logging, so checks and memo events can be asserted. */
export const verbose = { trace: { server: 'verbose' } };
