import type { CitationForm } from './form';

/**
 * The extract (docs/specification.md §1.3): a note of attributed blockquotes
 * under `## Quotes`, cited as a source. Its quotes are blockquote citations
 * (found and written by that form); what is its own is which text of it a
 * citation of it may quote: the bodies under this heading.
 */
export const extractForm: CitationForm & { readonly evidenceHeading: RegExp } = {
	name: 'extract',
	reported: 'blockquote',
	blockBody: true,
	inlineQuote: false,
	ownLine: true,
	pinned: true,
	// Found as blockquotes: a citation is never told to be an extract's by its own shape.
	owns: () => false,
	evidenceHeading: /^##\s+Quotes\s*#*\s*$/i,
};
