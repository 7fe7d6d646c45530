import type { DocumentKind } from './kind';

declare const VERBATIM_HTML_EXTRACTOR_VERSION: string;

/**
 * Saved web pages: the text a reader of the page sees (the innerText of
 * rehype-parse's tree, by hast-util-to-text), one block a line. Known by
 * name only: any bytes may be a page, and its extractor says when they are
 * not UTF-8.
 */
export const htmlKind: DocumentKind = {
	name: 'html',
	extensions: ['.html', '.htm'],
	noun: 'web page',
	profile: 'prose',
	extractor: 'hast-util-to-text',
	extractorVersion: VERBATIM_HTML_EXTRACTOR_VERSION,
	paged: false,
	notThisKind: () => undefined,
};
