import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { mayHoldGfm, parseMarkdown } from '../../../server/src/core/parse/markdown';
import { outsideLinkPaths, plainTree } from '../../../server/src/core/parse/plainTree';
import { sample } from '../../helpers/depth';

/** The reference: every text parsed by remark with the GFM extensions. */
const remark = unified().use(remarkParse).use(remarkGfm);

/** What a note's plain lines are made of, and, less often, every near miss of the shape `plainTree` builds. */
const plainPiece = fc.constantFrom(
	'a', 'word', 'The', 'é', '\u{1F600}', '\u201C', '\u201D', '"', '\'', '(', ')', ',', '.', ':', '\u00B6', '\u2014', '12', '-', '--', '!', '?', '#', '+', '=', '>', '/', 'verbatim',
);
const plainConstruct = fc.constantFrom(
	'`x`', '`a b`', '`sources/a.md:3-4`', '`a_b`', '[Source 1](../sources/a.md)', '[a b](x#L1-L2)', '[a](B:c)', '[ a ](x)', '[a](b_c)',
);
/** Links to URLs: what GFM reacts to, but only in a path, where no autolink can start. */
const urlLink = fc.constantFrom('[Src](https://github.com/o/r/blob/0a1b/x_y.md#L1-L2)', '[a](http://a.b?x=1+2)', '[a](www.a.b)', '[a](mailto:a@b.co)', '[a](a@b.co)', '[a](xmpp:x)');
const nearMiss = fc.constantFrom(
	'` a`', '`a `', '` a `', '` `', '``', '`', '``a``', '`a``', '[](x)', '[a]()', '[a](b c)', '[a]( b)', '[a] (b)', '[a](<b>)', '![a](b)', '[a][b]', '[a]', ']', '[', '[a](b)c',
	'[`a`](b)', '[a](b "t")', '[a](b)(c)', '[[a]](b)', '[a](b%20c)', '[a](b_c)', '*', '**', '_', '\\', '&amp;', '&', '<b>', '<!-- -->', '@', 'a@b.co', ' @ ', '~', '  ', '\t', '\r', '\0',
	'www.a.b', 'http://a.b', '[^1]', '_a_', 'a_b', '[https://a.b](c)', '[a@b.co](c)', '[a](https://a.b c)', '[a](https://x|y)', '[a](https://x~y)', '[a](a%20b)',
	'[a](https://x)y@b.co', 'x[a](www.b)', '[a](b)www.c', '`https://a.b`',
);
const inline = fc.oneof(
	{ weight: 30, arbitrary: plainPiece }, { weight: 12, arbitrary: fc.constant(' ') }, { weight: 6, arbitrary: plainConstruct }, { weight: 2, arbitrary: urlLink }, { weight: 2, arbitrary: nearMiss },
);
/** How a line starts: mostly a paragraph's or a quote's line, sometimes a block of another kind. */
const prefix = fc.oneof(
	{ weight: 12, arbitrary: fc.constant('') },
	{ weight: 8, arbitrary: fc.constantFrom('> ', '>') },
	{ weight: 2, arbitrary: fc.constantFrom('--- ', '> --- ') },
	{ weight: 1, arbitrary: fc.constantFrom(' ', '   ', '    ', '>  ', '> > ', '- ', '* ', '1. ', '2) ', '# ', '---', '===', '***', '[ref]: /u', '```', '<div>', '|', '\t') },
);
const line = fc.tuple(prefix, fc.array(inline, { maxLength: 10 })).map(([p, xs]) => p + xs.join(''));
const breakAfter = fc.oneof({ weight: 6, arbitrary: fc.constant('\n') }, { weight: 3, arbitrary: fc.constant('\n\n') }, { weight: 1, arbitrary: fc.constantFrom('\n \n', '\n\n\n', '\r\n') });
const text = fc.tuple(fc.array(fc.tuple(line, breakAfter), { maxLength: 8 }), fc.constantFrom('', '\n', '\n\n')).map(([ls, end]) => ls.map(([l, b]) => l + b).join('') + end);

suite('Plain paragraphs and quotes built without a Markdown parser', () => {
	test('Should give the tree remark gives for any text, building it without remark for a good share of note-like texts', () => {
		let built = 0;
		let linkingUrls = 0;
		const params = sample(3000), runs = params.numRuns;
		fc.assert(fc.property(text, text => {
			const plain = plainTree(text);
			if (plain && !mayHoldGfm(outsideLinkPaths(text, plain))) {
				built++;
				linkingUrls += mayHoldGfm(text) ? 1 : 0;
			}
			assert.deepEqual(parseMarkdown(text), remark.parse(text) as Root, JSON.stringify(text));
		}), params);
		// Not a vacuous property: the shape is met often enough that a wrong tree would be met too.
		assert.ok(built > runs / 10, `${built} of ${runs} texts built without remark`);
		assert.ok(linkingUrls > 0, 'no text holding what GFM reacts to, in links\' paths alone, built without remark');
	});

	test('Should give the tree remark gives a text linking to URLs, building it without remark when GFM\'s triggers are in links\' paths alone', () => {
		// Clean lines (no trailing space, no block opener), so that what decides is where the triggers are.
		const urlPiece = fc.oneof(
			{ weight: 20, arbitrary: plainPiece.filter(p => !'#+=>-!'.includes(p)) }, { weight: 10, arbitrary: fc.constant(' ') }, { weight: 6, arbitrary: urlLink }, { weight: 3, arbitrary: plainConstruct },
			{ weight: 1, arbitrary: fc.constantFrom('www.a.b', 'a@b.co', 'http://a.b', '[https://a.b](c)', '[a](https://a.b c)', '[a](https://x|y)', '[a](https://x~y)', 'x[a](www.b)', '[a](b)www.c', '`a@b.co`', '[a](b)@c') },
		);
		const cleanLine = fc.tuple(fc.constantFrom('', '> '), fc.string({ unit: urlPiece, minLength: 1, maxLength: 8 })).map(([p, l]) => p + (l.trim() || 'word'));
		const linking = fc.array(fc.tuple(cleanLine, fc.constantFrom('\n', '\n\n')), { minLength: 1, maxLength: 5 }).map(ls => ls.map(([l, b]) => l + b).join(''));
		let built = 0;
		const params = sample(1500), runs = params.numRuns;
		fc.assert(fc.property(linking, text => {
			const plain = plainTree(text);
			built += plain && mayHoldGfm(text) && !mayHoldGfm(outsideLinkPaths(text, plain)) ? 1 : 0;
			assert.deepEqual(parseMarkdown(text), remark.parse(text) as Root, JSON.stringify(text));
		}), params);
		assert.ok(built > runs / 20, `${built} of ${runs} texts linking to URLs built without remark`);
	});

	test('Should build the units of the citation forms without remark, pinned attributions included', () => {
		const units = [
			'> Quoted words here,\n> over two lines.\n> --- `sources/a.md:3-4` \u2014 Source A, \u00B6 2\n\n',
			'> Pinned words.\n> --- `sources/a.md` @ `sha256:0a1b` \u2014 Source A\n',
			'On this point the source says ([Source A](../sources/a.md#L3-L4), verbatim):\n\n> the words it says,\n> over two lines\n\n',
			'As the text puts it, \u201CThe words it says\u201D ([Source A](../sources/a.md), \u00B6 20, verbatim).\n',
			'On this point ([agent.py](https://github.com/o/r/blob/0a1b2c/src/agent_loop.py#L10-L12), verbatim):\n\n> the loop `run_once` keeps\n',
			'> Quoted words,\n> over two lines.\n> --- [knowledge-engine.js](https://github.com/o/r/blob/65b91b4/src/ai/knowledge-engine.js)\n',
			'Commentary first.\n> quoted right after it\n> --- `sources/a.md`',
			'',
		];
		for (const unit of units) {
			const tree = plainTree(unit);
			assert.ok(tree && !mayHoldGfm(outsideLinkPaths(unit, tree)), JSON.stringify(unit));
			assert.deepEqual(tree, remark.parse(unit) as Root, JSON.stringify(unit));
		}
	});

	test('Should leave to remark what would change the tree: a lazy line, a hard break, emphasis, escapes, a reference, a loose quote', () => {
		const others = [
			'> quoted\nlazy line',
			'words  \nafter a hard break',
			'some *emphasis* here',
			'snake_case',
			'an \\* escape',
			'a [reference] link',
			'> one\n>\n> two',
			'> > nested',
			' indented',
			'text\n===',
			'`unclosed',
			'`` double ``',
			'[a](b "title")',
			'an &amp; entity',
			'a\ttab',
			'line\r\nending',
		];
		for (const other of others) {
			assert.equal(plainTree(other), undefined, JSON.stringify(other));
			assert.deepEqual(parseMarkdown(other), remark.parse(other) as Root, JSON.stringify(other));
		}
	});
});
