import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { parseHostedBlobUrl, parseNote, type Citation } from '../../../server/src/core';
import { lines } from '../../helpers/text';

/** Status (or target kind) of each citation, in document order. */
function outcomes(text: string): string[] {
	return parseNote(text, 'n.md').citations.map((c: Citation) => c.problem?.status ?? c.target!.kind);
}

suite('Malformed attribution URLs are that citation\'s invalid_attribution (docs/specification.md §1.1)', () => {
	const malformed = [
		'https://', 'http://', '<https://>', 'https://>', 'HTTPS://', 'https:// x', 'http:///x', '`https://`',
		'https://example.com:99999/x', 'https://exa%zzmple.com/x', 'https://a.org/x%2', '`https://a.org/a b`', 'https://[::1/x',
		'[s](https://)', '[s](https://a.org/%zz)',
	];
	for (const url of malformed) {
		test(`Should keep checking the note around \`> --- ${url}\``, () => {
			const text = lines('> alpha', '> --- `s.md`', '', '> x', `> --- ${url}`, '', '> beta', '> --- `t.md`');
			assert.deepEqual(outcomes(text), ['local', 'invalid_attribution', 'local']);
		});
	}

	const blobs: [string, RegExp][] = [
		['https://github.com/o/r/blob/', /commit is needed/],
		['https://github.com/o/r/blob', /commit is needed/],
		['https://github.com/o/r/blob/main/README.md', /"main", not a commit: a commit/],
		['https://github.com/o/r/blob/v1.2.3/docs/a.md#L2', /"v1\.2\.3", not a commit/],
		['https://github.com/o/r/raw/feature-x/a.md', /not a commit/],
		['https://raw.githubusercontent.com/o/r/main/a.md', /"main", not a commit/],
		['https://github.com/o/r/blob/0123abc', /no file path/],
		['https://github.com/o/r/blob/0123abc/', /no file path/],
		['https://github.com//r/blob/0123abc/a.md', /commit is needed/],
	];
	for (const [url, message] of blobs) {
		test(`Should report ${url} as invalid_attribution that asks for a commit or path`, () => {
			const [c] = parseNote(lines('> x', `> --- ${url}`), 'n.md').citations;
			assert.equal(c!.problem?.status, 'invalid_attribution');
			assert.match(c!.problem!.message, message);
		});
	}

	test('Should keep well-formed blob URLs as Git sources and other URLs as unverified remote sources', () => {
		assert.deepEqual(outcomes(lines(
			'> x', '> --- https://github.com/o/r/blob/0123abc/a.md',
			'> x', '> --- https://example.org/blob/main/a.md',
			'> x', '> --- https://github.com/o/r/tree/main/a.md',
			'> x', '> --- <https://example.org/paper>',
		)), ['git', 'url', 'url', 'url']);
	});

	test('Should tell callers of parseHostedBlobUrl that a branch is not a commit', () => {
		assert.ok('problem' in parseHostedBlobUrl('https://github.com/o/r/blob/main/a.md')!);
		assert.equal(parseHostedBlobUrl('https://example.org/a.md'), undefined);
	});
});

suite('The marker word under emphasis (docs/specification.md §1.2: the word standing alone)', () => {
	const marked = ['_verbatim_', '__verbatim__', '*verbatim*', '**verbatim**', '***verbatim***', '_**verbatim**_', '**_Verbatim_**', '~~verbatim~~', '__Verbatim:__'];
	for (const marker of marked) {
		test(`Should read ${marker} as the marker, in the sentence and in the citation parentheses`, () => {
			assert.deepEqual(outcomes(`Quoted ${marker} "zzz not there" ([a](s.md)).`), ['local']);
			assert.deepEqual(outcomes(`Quoted "zzz not there" ([a](s.md), ${marker}).`), ['local']);
		});
	}

	const refused = [
		'not _verbatim_', 'nearly _verbatim_', 'almost __verbatim__', 'the _verbatim_-quote check', 'a snake_verbatim name',
		'the verbatim_quote key', 'the *verbatim*-style check', 'no *verbatim* copy', '`_verbatim_`', '[_verbatim_](v.md)',
	];
	for (const text of refused) {
		test(`Should not read the marker in "${text}"`, () => {
			assert.deepEqual(outcomes(`It is ${text}, see "zzz not there" ([a](s.md)).`), []);
		});
	}
});

/** `status quote` of each citation. */
function quoted(text: string): string[] {
	return parseNote(text, 'n.md').citations.map((c: Citation) => `${c.problem?.status ?? c.target!.kind} ${c.quote}`);
}

suite('Quotation marks that pair with none (docs/specification.md §1.2: never silently skipped)', () => {
	const earlier = ['A 12" ruler.', 'A \\" escaped mark.', 'He said "yes.', 'An \u201Copen mark.', 'Two 5" and 7" disks.', 'A ruler 12"; more.', 'Stray\u201D mark.'];
	for (const before of earlier) {
		test(`Should pair a later sentence's quote as if \`${before}\` were not there`, () => {
			assert.deepEqual(quoted(`${before} Verbatim "zzz not there" ([a](s.md)).`), ['local zzz not there']);
			assert.deepEqual(quoted(`Verbatim "zzz not there" ([a](s.md)). ${before}`), ['local zzz not there']);
		});
	}

	test('Should pair mixed curly and straight marks, and keep an inch mark inside a curly quote as text', () => {
		assert.deepEqual(quoted('Verbatim \u201Czzz not there" ([a](s.md)).'), ['local zzz not there']);
		assert.deepEqual(quoted('Verbatim "zzz not there\u201D ([a](s.md)).'), ['local zzz not there']);
		assert.deepEqual(quoted('Quote \u201CThe 12" ruler\u201D ([a](s.md), verbatim).'), ['local The 12" ruler']);
		assert.deepEqual(quoted('Verbatim \u201Che said "no" twice\u201D ([a](s.md)).'), ['local he said "no" twice']);
	});

	test('Should check a quote whose sentence holds a mark with nothing open before it, or an unpaired mark after its citation', () => {
		assert.deepEqual(quoted('A 5" thing, verbatim "zzz not there" ([a](s.md)).'), ['local zzz not there']);
		assert.deepEqual(quoted('A 5" disk; 7" too, verbatim \u201Czzz not there\u201D ([a](s.md)).'), ['local zzz not there']);
		assert.deepEqual(quoted('Verbatim "zzz not there" ([a](s.md)), on a 12" ruler.'), ['local zzz not there']);
		assert.deepEqual(quoted('Verbatim "zzz not there" ([a](s.md)) and "more.'), ['local zzz not there']);
	});

	test('Should keep a lead-in whose sentence holds an inch mark, and report a quote-less one as before', () => {
		assert.deepEqual(quoted(lines('The 2" pipe rule ([a](s.md), verbatim):', '', '> zzz not there')), ['local zzz not there']);
		const [c] = parseNote('The 2" pipe ([a](s.md), verbatim).', 'n.md').citations;
		assert.equal(c?.problem?.status, 'unresolved');
	});

	const doubtful = [
		'Verbatim "zzz not there ([a](s.md)).',
		'Verbatim \u201Czzz not there ([a](s.md)).',
		'verbatim "the 12" ruler" ([a](s.md)).',
		'An \u201Copen mark, then verbatim "zzz not there" ([a](s.md)).',
		'Verbatim "zzz not there" and a 5" disk ([a](s.md)).',
		'He said "yes, verbatim "no" ([a](s.md)).',
		'"zzz not there ([a](s.md), verbatim).',
		'Verbatim: zzz not there" ([a](s.md)).',
		'Verbatim "one" and "two ([a](s.md)).',
	];
	for (const text of doubtful) {
		test(`Should report \`${text}\` as one unresolved citation`, () => {
			const [c, ...rest] = parseNote(text, 'n.md').citations;
			assert.equal(rest.length, 0);
			assert.equal(c?.problem?.status, 'unresolved');
			assert.match(c!.problem!.message, /pairs with no other/);
		});
	}

	test('Should leave unmarked, negated and linkless sentences with stray marks alone', () => {
		assert.deepEqual(quoted('A 12" ruler ([a](s.md)).'), []);
		assert.deepEqual(quoted('Not verbatim: a 12" ruler ([a](s.md)).'), []);
		assert.deepEqual(quoted('Verbatim means a 12" ruler here.'), []);
		assert.deepEqual(quoted('Verbatim `a 12" ruler` is code ([a](s.md)).'), []);
		assert.deepEqual(quoted('Verbatim ([a](s.md), 12" ruler) "zzz not there" [b](t.md).'), ['local zzz not there']);
	});
});

suite('Quotation marks written without a space before them', () => {
	test('Should open a quote right after a colon, a word or a digit when no quote is open', () => {
		assert.deepEqual(quoted('It says, verbatim:"zzz not there" ([a](s.md)).'), ['local zzz not there']);
		assert.deepEqual(quoted('Verbatim,"zzz not there" ([a](s.md)).'), ['local zzz not there']);
		assert.deepEqual(quoted('Verbatim \u201CThe 12"ruler\u201D ([a](s.md)).'), ['local The 12"ruler']);
	});
});
