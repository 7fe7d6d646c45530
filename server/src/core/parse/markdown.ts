import type { Root } from 'mdast';
import type { Processor } from 'unified';
import { outsideLinkPaths, plainTree } from './plainTree';

let processor: Processor<Root> | undefined;
let commonMarkOnly: Processor<Root> | undefined;

/**
 * Parses Markdown (CommonMark with GFM) into mdast; positions carry offsets
 * into `text`. A text that cannot hold a GFM construct (`mayHoldGfm`) is
 * parsed without the GFM extensions, to the same tree: they cost a third of
 * a parse of prose notes (micromark at 0.35 against 0.54 MB/s). A text of
 * plain paragraphs and quotes is not parsed at all (`plainTree`), when it
 * holds what GFM reacts to only in its links' paths.
 */
export function parseMarkdown(text: string): Root {
	const gfm = mayHoldGfm(text);
	// Plain paragraphs and quotes (most of a note of prose or lead-in citations) need no parser at all, even when they link to URLs.
	const plain = plainTree(text);
	if (plain && (!gfm || !mayHoldGfm(outsideLinkPaths(text, plain)))) {
		return plain;
	}
	if (!gfm) {
		commonMarkOnly ??= createProcessor(false);
		return commonMarkOnly.parse(text);
	}
	processor ??= createProcessor(true);
	return processor.parse(text);
}

/**
 * Whether `text` has what a GFM construct starts from: a table's `|`, or
 * the `:-` or `-:` of an aligned column (a delimiter row needs one or the
 * other: `a` over `:-` is a table of one column), strikethrough's `~`, a
 * footnote's `[^`, a task item's `[ ]` or `[x]`, and the literal autolinks'
 * `www.`, `http:`, `https:`, `mailto:`, `xmpp:`, or an `@` after a letter,
 * digit or one of `._+-` (an e-mail address needs one; a pin's ` @ ` is not).
 * A backslash escape or a character reference is one too: the literal
 * autolinks read what they stand for (`Www\.` links `Www`, `a&#64;b.co` is an
 * address), so they are never ruled out by spelling. Without any of them
 * the GFM extensions change nothing (property-tested: the trees are equal).
 */
export function mayHoldGfm(text: string): boolean {
	return gfmTrigger.test(text);
}

const gfmTrigger = /[|~]|[\w.+-]@|:-|-:|\[\^|\[[ xX]\]|www\.|https?:|mailto:|xmpp:|\\[!-/:-@[-`{-~]|&[#a-z]/i;

/**
 * remark (with GFM, or CommonMark alone), loaded on the first parse: a run
 * that parses nothing (a warm run of the CLI answered from its cache, a
 * workspace whose notes cite nothing) does not initialise the 150 modules
 * behind it.
 */
function createProcessor(gfm: boolean): Processor<Root> {
	/* eslint-disable @typescript-eslint/no-require-imports */
	const { unified } = require('unified') as typeof import('unified');
	const remarkParse = (require('remark-parse') as typeof import('remark-parse')).default;
	if (!gfm) {
		return unified().use(remarkParse) as unknown as Processor<Root>;
	}
	const remarkGfm = (require('remark-gfm') as typeof import('remark-gfm')).default;
	/* eslint-enable @typescript-eslint/no-require-imports */
	return unified().use(remarkParse).use(remarkGfm) as unknown as Processor<Root>;
}

export { collectExclusions, isInside, spanOf, walk, type Exclusions, type Visit } from './tree';
