import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { mayHoldGfm, parseMarkdown } from '../../../server/src/core/parse/markdown';
import { sample } from '../../helpers/depth';

/** The reference: every text parsed with the GFM extensions. */
const withGfm = unified().use(remarkParse).use(remarkGfm);

suite('Markdown parsed without GFM when it cannot hold a GFM construct', () => {
	test('Should give the tree a parse with GFM gives for any text, parsing without GFM only what holds nothing a GFM construct starts from', () => {
		// Pieces that make CommonMark's constructs (and near misses of GFM's), so random texts hold many of them.
		const piece = fc.constantFrom(
			'*', '**', '_', '`', '``', '[', ']', '(', ')', '![', '](', '<', '>', '> ', '- ', '+ ', '1. ', '# ', '## ', '---', '***', '===', '\n', '\n\n', '    ',
			' ', '"', '\u201C', '\u201D', '\'', '\\', '&amp;', '&', ':', '.', ',', '!', '?', 'a', 'word', 'Www', 'http', 'x', '[x', ' ]', '[ x]', '<!-- -->', '<div>',
			'[ref]: /url', '[ref]', 'www', '\\.', '\\:', '\\@', '&#46;', '&#64;', '&period;', '`sources/a.md`', '--- `sources/a.md`', 'verbatim', '\u2014', 'é', '12', '-', '—', '\t',
		);
		// And, rarely, what GFM reacts to: a text holding one must be parsed with GFM, so a gap in `mayHoldGfm` fails here.
		const trigger = fc.constantFrom('|', '~', '~~', '@', 'a@b.co', 'www.', 'www.a.com', 'http://a.b', 'https://a.b', '[^1]', '[^1]: n', '- [ ] ', '- [x] ', 'mailto:a@b.co', ':-', '-:', ':-:', '\n:-\n', '\n-:');
		const text = fc.array(fc.oneof({ weight: 60, arbitrary: piece }, { weight: 1, arbitrary: trigger }), { maxLength: 60 }).map(p => p.join(''));
		fc.assert(fc.property(text, text => {
			assert.deepEqual(parseMarkdown(text), withGfm.parse(text) as Root, JSON.stringify(text));
		}), sample(3000));
	});

	test('Should parse with GFM whatever may hold a table, strikethrough, footnote, task item or literal autolink', () => {
		for (const text of ['a | b\n--- | ---\n1 | 2', '.\n:- ', 'a\n-:', '~~gone~~', 'a[^1]\n\n[^1]: note', '- [ ] todo', '- [x] done', 'www.example.com', 'see http://example.com', 'HTTPS://EXAMPLE.COM', 'me@example.com', 'mailto:me', 'xmpp:me',
			// Escapes and references the literal autolinks read through.
			'Www\\.', 'WWW\\.x.com', 'http\\://x.com', 'xmpp\\:a@b.c', 'a\\@b.com', 'www&#46;x.com', 'www&period;x', 'http&#58;//x.com', 'a&#64;b.com', 'a&commat;b.com']) {
			assert.ok(mayHoldGfm(text), text);
			assert.deepEqual(parseMarkdown(text), withGfm.parse(text) as Root, text);
		}
	});
});
