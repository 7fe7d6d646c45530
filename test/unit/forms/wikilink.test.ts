import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { formOf, parseNote, type Citation } from '../../../server/src/core';
import { parseWikilink, rootPath } from '../../../server/src/core/forms/wikilink';
import { NameIndex, resolveNames } from '../../../server/src/core/resolve/names';
import { findBlock, findHeading, headingsOf, slugOf } from '../../../server/src/core/match/sections';
import { parseNoteWhole } from '../parse/reference';

const one = (text: string): Citation => {
	const found = parseNote(text, 'notes/n.md').citations;
	assert.equal(found.length, 1, JSON.stringify(found));
	assert.deepEqual(JSON.parse(JSON.stringify(found)), JSON.parse(JSON.stringify(parseNoteWhole(text, 'notes/n.md').citations)), 'the plan finds what a whole parse finds');
	return found[0]!;
};

suite('Wikilink attributions (docs/specification.md §1.4)', () => {
	test('Should read a quote under an em-dash wikilink, without the quotation marks that wrap all of it', () => {
		const text = '> "Retrieval quality bounds answer quality."\n> \u2014 [[wiki/sources/rag-survey]]\n';
		const c = one(text);
		assert.equal(formOf(c).name, 'wikilink');
		assert.equal(c.quote, 'Retrieval quality bounds answer quality.');
		assert.equal(text.slice(c.quoteSpan.start, c.quoteSpan.end), c.quote);
		assert.deepEqual(c.target, { kind: 'local', path: 'wiki/sources/rag-survey.md' });
		assert.equal(c.byName, 'wiki/sources/rag-survey');
		assert.equal(text.slice(c.targetSpan!.start, c.targetSpan!.end), '[[wiki/sources/rag-survey]]');
	});

	test('Should take `---`, `--` and `—`, words around the link as context, an alias, a heading and a block', () => {
		assert.equal(one('> a b c\n> --- [[x]]\n').target?.kind, 'local');
		assert.equal(formOf(one('> a b c\n> --- [[x]]\n')).name, 'wikilink');
		assert.equal(one('> a b c\n> -- Karpathy, in [[x|the talk]], 2024\n').byName, 'x');
		assert.deepEqual(one('> a b c\n> \u2014 [[x#C# basics: a & b?|alias]]\n').ranges, [{ kind: 'heading', start: 0, end: 0, name: 'C# basics: a & b?' }]);
		assert.deepEqual(one('> a b c\n> \u2014 [[x#^quote-1]]\n').ranges, [{ kind: 'block', start: 0, end: 0, name: 'quote-1' }]);
		assert.deepEqual(one('> a b c\n> \u2014 [[#Notes]]\n').target, { kind: 'local', path: 'notes/n.md' });
		assert.deepEqual(one('> a b c\n> \u2014 [[../../up]]\n').target, { kind: 'outside_root', written: '../../up' });
	});

	test('Should not read a callout\'s first line as quote text', () => {
		const c = one('> [!quote] From the survey\n> Retrieval quality bounds answer quality.\n> \u2014 [[s]]\n');
		assert.equal(c.quote, 'Retrieval quality bounds answer quality.');
	});

	test('Should raise nothing for an em-dash line that names no source (an epigraph)', () => {
		for (const text of ['> The report of my death was an exaggeration.\n> \u2014 Mark Twain\n', '> Words.\n> -- the author\n', 'Prose \u2014 with [[a link]] in it.\n']) {
			assert.deepEqual(parseNote(text, 'n.md').citations, [], text);
			assert.deepEqual(parseNoteWhole(text, 'n.md').citations, [], text);
		}
	});

	test('Should read an em-dash line holding a link or a code-span path as the blockquote form reads it', () => {
		const c = one('> a b c\n> \u2014 Smith, [Survey](../sources/s.md#L2-L3), p. 4\n');
		assert.equal(formOf(c).name, 'em-dash');
		assert.deepEqual(c.target, { kind: 'local', path: 'sources/s.md' });
		assert.deepEqual(c.ranges, [{ kind: 'lines', start: 2, end: 3 }]);
		assert.deepEqual(one('> a b c\n> -- `sources/s.md:4`\n').target, { kind: 'local', path: 'sources/s.md' });
	});

	test('Should parse the parts of a wikilink', () => {
		assert.deepEqual(parseWikilink('a/b'), { target: 'a/b', heading: undefined, alias: undefined });
		assert.deepEqual(parseWikilink('a/b#H|al'), { target: 'a/b', heading: 'H', alias: 'al' });
		assert.deepEqual(parseWikilink('a\\|b'), { target: 'a', heading: undefined, alias: 'b' });
		assert.deepEqual(parseWikilink('a#^id'), { target: 'a', block: 'id', alias: undefined });
		assert.equal(rootPath('a/b'), 'a/b.md');
		assert.equal(rootPath('a/ARCHITECTURE.md'), 'a/ARCHITECTURE.md');
		assert.equal(rootPath('x/../../y'), undefined);
	});
});

suite('Resolving names as wiki tools do', () => {
	const files = ['wiki/sources/x.md', 'raw/x.md', 'wiki/sources/pi.md', 'deep/one/only.md', 'a/dup.md', 'b/dup.md', 'docs/ARCHITECTURE.md', 'notes/n.md'];
	const names = new NameIndex(files);

	test('Should take the path from the root, else a unique file name anywhere, `.md` implied', () => {
		assert.deepEqual(names.resolve('wiki/sources/x'), { path: 'wiki/sources/x.md' });
		assert.deepEqual(names.resolve('only'), { path: 'deep/one/only.md' });
		assert.deepEqual(names.resolve('elsewhere/wiki/sources/pi'), { path: 'wiki/sources/pi.md' });
		assert.deepEqual(names.resolve('ARCHITECTURE.md'), { path: 'docs/ARCHITECTURE.md' });
		assert.equal(names.resolve('missing'), undefined);
	});

	test('Should let the written folders tell two files of one name apart, else name both', () => {
		assert.deepEqual(names.resolve('vault/wiki/sources/x'), { path: 'wiki/sources/x.md' });
		assert.deepEqual(names.resolve('x'), { several: ['raw/x.md', 'wiki/sources/x.md'] });
		assert.deepEqual(names.resolve('dup'), { several: ['a/dup.md', 'b/dup.md'] });
	});

	test('Should resolve a note\'s wikilinks, and make two files of one name invalid_attribution naming both', () => {
		const parsed = parseNote('> a b c\n> \u2014 [[only]]\n\n> d e f\n> \u2014 [[dup]]\n', 'notes/n.md');
		const resolved = resolveNames(parsed, names).citations;
		assert.deepEqual(resolved[0]!.target, { kind: 'local', path: 'deep/one/only.md' });
		assert.equal(resolved[1]!.problem?.status, 'invalid_attribution');
		assert.match(resolved[1]!.problem!.message, /a\/dup\.md, b\/dup\.md/);
		const plain = parseNote('> a\n> --- `s.md`\n', 'n.md');
		assert.equal(resolveNames(plain, names), plain, 'a note without wikilinks is kept as it is');
	});
});

suite('Sections of a Markdown source', () => {
	const source = '# Title\n\nIntro.\n\n## Full *Notes*\n\nNoted words.\n\n### C# basics: a & b?\n\nInner words.\n\n## Other\n\nOther words. ^para-1\n\n```\n# not a heading\n```\n';

	test('Should find a heading by its text without emphasis, by its slug, or by the last part of a nested name', () => {
		const headings = headingsOf(source);
		assert.deepEqual(headings.map(h => h.text), ['Title', 'Full *Notes*', 'C# basics: a & b?', 'Other']);
		const section = (name: string): string | undefined => {
			const h = findHeading(headings, name);
			return h && source.slice(h.section.start, h.section.end).trim();
		};
		assert.equal(section('Full Notes'), 'Noted words.\n\n### C# basics: a & b?\n\nInner words.');
		assert.equal(section('full-notes'), section('Full Notes'));
		assert.equal(section('C# basics: a & b?'), 'Inner words.');
		assert.equal(section('Full Notes#C# basics: a & b?'), 'Inner words.');
		assert.equal(section('Missing'), undefined);
		assert.equal(slugOf('Full *Notes*'), 'full-notes');
	});

	test('Should find a block by its id', () => {
		const b = findBlock(source, 'para-1')!;
		assert.equal(source.slice(b.start, b.end).trim(), 'Other words.');
		assert.equal(findBlock(source, 'nope'), undefined);
	});
});
