import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { LineIndex, parseNote, type Citation } from '../../../server/src/core';
import { checkNote } from '../../helpers/check';
import { lines } from '../../helpers/text';

/** `L:C form target[:ranges][@version] "quote"` or `L:C form problem`. */
function render(text: string, notePath = 'notes/n.md'): string[] {
	const index = new LineIndex(text);
	return parseNote(text, notePath).citations.map((c: Citation) => {
		const at = `${index.lineAt(c.span.start)}:${index.columnAt(c.span.start)} ${c.form}`;
		if (c.problem) {
			return `${at} ${c.problem.status}`;
		}
		const t = c.target!;
		const name = t.kind === 'local' ? t.path : t.kind === 'git' ? `git:${t.repository ?? '.'}@${t.commit}:${t.path}` : t.kind === 'url' ? `url:${t.url}` : t.kind === 'outside_root' ? `outside:${t.written}` : JSON.stringify(t);
		const ranges = c.ranges ? `:${c.ranges.map(r => `${r.kind === 'pages' ? 'p' : ''}${r.start}-${r.end}`).join(',')}` : '';
		const version = c.version && c.version.startsWith('sha256:') ? '@pin' : '';
		return `${at} ${name}${ranges}${version} ${JSON.stringify(c.quote)}`;
	});
}

const pin = `sha256:${'ab'.repeat(32)}`;

suite('Attributed blockquotes (docs/specification.md §1.1)', () => {
	test('Should take the body back to the blockquote start, joined by \\n, one > and one space removed', () => {
		assert.deepEqual(render(lines('> The defendant denied liability in', '>  every filing.', `> --- \`sources/filings.md:12-13\` @ \`${pin}\` — Answer, p. 2`)),
			['1:3 blockquote sources/filings.md:12-13@pin "The defendant denied liability in\\n every filing."']);
	});

	test('Should start a new body after a previous attribution line', () => {
		assert.deepEqual(render(lines('> one', '> --- `a.md`', '> two', '> --- `b.md`')),
			['1:3 blockquote a.md "one"', '3:3 blockquote b.md "two"']);
	});

	test('Should resolve ./ and ../ against the note folder and other paths against the root', () => {
		assert.deepEqual(render(lines('> q', '> --- `./s.md`', '> q', '> --- `../src/s.md`', '> q', '> --- `src/s.md`', '> q', '> --- `/src/s.md`')),
			['1:3 blockquote notes/s.md "q"', '3:3 blockquote src/s.md "q"', '5:3 blockquote src/s.md "q"', '7:3 blockquote src/s.md "q"']);
	});

	test('Should parse Markdown link attributions with #L anchors, relative to the note', () => {
		assert.deepEqual(render(lines('> q', '> --- [Filing](../sources/f.md#L12-L14)', '> q', '> --- [F](/sources/f.md#L3) @ `' + pin + '`', '> q', '> --- [F](f%20x.md#intro)')),
			['1:3 blockquote sources/f.md:12-14 "q"', '3:3 blockquote sources/f.md:3-3@pin "q"', '5:3 blockquote notes/f x.md "q"']);
	});

	test('Should parse GitHub blob URLs, bare or as link targets, and commit versions', () => {
		assert.deepEqual(render(lines(
			'> q', '> --- https://github.com/o/r/blob/0123abc/src/a.ts#L1-L2',
			'> q', '> --- [a.ts](https://github.com/o/r/blob/0123abcd/src/a.ts)',
			'> q', '> --- `src/a.ts` @ `0123abc`',
			'> q', '> --- https://example.org/paper',
		)), [
			'1:3 blockquote git:https://github.com/o/r@0123abc:src/a.ts:1-2 "q"',
			'3:3 blockquote git:https://github.com/o/r@0123abcd:src/a.ts "q"',
			'5:3 blockquote git:.@0123abc:src/a.ts "q"',
			'7:3 blockquote url:https://example.org/paper "q"',
		]);
	});

	test('Should parse line lists and page ranges', () => {
		assert.deepEqual(render(lines('> q', '> --- `a.txt:3,7-9`', '> q', '> --- `a.txt:p2-4`')),
			['1:3 blockquote a.txt:3-3,7-9 "q"', '3:3 blockquote a.txt:p2-4 "q"']);
	});

	test('Should report missing_anchor, invalid_attribution and shape problems as invalid_range', () => {
		assert.deepEqual(render(lines(
			'> q', '> --- Smith, Answer p. 2',
			'> q', '> --- `a.md:twelve`',
			'> q', '> --- `a.md` @ `main`',
			'> q', '> --- `a.md',
			'> q', '> --- `a.md:3-1`',
			'> q', '> --- `a.md:2,p3`',
			'> q', '> --- [x](a.md#L2-x)',
		)), [
			'1:3 blockquote missing_anchor', '3:3 blockquote invalid_attribution', '5:3 blockquote invalid_attribution',
			'7:3 blockquote invalid_attribution', '9:3 blockquote invalid_range', '11:3 blockquote invalid_range',
			'13:3 blockquote invalid_attribution',
		]);
	});

	test('Should handle nested blockquotes and blockquotes in lists', () => {
		assert.deepEqual(render(lines('> > inner words', '> > --- `a.md`', '', '- > listed words', '  > --- `b.md`')),
			['1:5 blockquote a.md "inner words"', '4:5 blockquote b.md "listed words"']);
	});

	test('Should never find citations in code, inline code or HTML comments', () => {
		assert.deepEqual(render(lines(
			'```', '> q', '> --- `a.md`', '```', '',
			'    > q', '    > --- `a.md`', '',
			'<!--', '> q', '> --- `a.md`', '-->', '',
			'Inline `> --- a.md` code.',
		)), []);
	});

	test('Should skip the citation after a disable comment, and count it', () => {
		const text = lines('<!-- verbatim-disable-next-citation -->', '> q', '> --- `a.md`', '', '> r', '> --- `b.md`');
		assert.deepEqual(render(text), ['5:3 blockquote b.md "r"']);
		assert.equal(parseNote(text, 'n.md').skipped.length, 1);
	});
});

suite('Prose citations (docs/specification.md §1.2)', () => {
	test('Should pair the spec example with its following link', () => {
		assert.deepEqual(render(lines('The panel found, verbatim, that "no further action is warranted"', '([Panel report](../sources/panel.md), §4, verbatim).'), 'notes/n.md'),
			['1:33 prose sources/panel.md "no further action is warranted"']);
	});

	test('Should accept curly quotes and the marker only in the citation parentheses', () => {
		assert.deepEqual(render('She wrote \u201Cthe sky is green\u201D ([Memo](m.md), p. 3, verbatim).', 'n.md'), ['1:11 prose m.md "the sky is green"']);
	});

	test('Should pair with the nearest preceding link when none follows in the sentence', () => {
		assert.deepEqual(render('As [the memo](m.md) puts it, verbatim: "all is well".', 'n.md'), ['1:40 prose m.md "all is well"']);
	});

	test('Should not treat locator quotes inside the citation parentheses as quotes', () => {
		assert.deepEqual(render('**CERN:** "It is safe." ([FAQ](s.md), FAQ "Can it?", verbatim.)', 'n.md'), ['1:11 prose s.md "It is safe."']);
	});

	test('Should treat a quote inside a bold lead-in as a label', () => {
		assert.deepEqual(render('**"Safety first"** is the motto; verbatim, "all is well" ([M](m.md)).', 'n.md'), ['1:44 prose m.md "all is well"']);
	});

	test('Should ignore negated, hedged and compound markers, and markers in link text or code', () => {
		assert.deepEqual(render(lines(
			'This is not verbatim: "a paraphrase" ([M](m.md)).', '',
			'There is no verbatim quote here: "words" ([M](m.md)).', '',
			'The verbatim-quote check reads "strings" ([M](m.md)).', '',
			'The argument was stated nearly verbatim: "x y z" ([M](m.md)).', '',
			'See "this" ([the verbatim guide](m.md)).', '',
			'Use `verbatim` for "that" ([M](m.md)).', '',
			'A verbatim/paraphrase marker on "it" ([M](m.md)).',
		), 'n.md'), []);
	});

	test('Should not treat an ordinary quote without the marker as a citation', () => {
		assert.deepEqual(render('He called it "a triumph" ([Review](r.md)).', 'n.md'), []);
	});

	test('Should report unresolved when a marked quote has no link in its sentence, or two links in its parentheses', () => {
		assert.deepEqual(render(lines(
			'Quoted verbatim: "alone here". See [M](m.md) later.', '',
			'Verbatim, "both" ([A](a.md), [B](b.md)).',
		), 'n.md'), ['1:18 prose unresolved', '3:11 prose unresolved']);
	});

	test('Should not cite when the paragraph has no link at all', () => {
		assert.deepEqual(render('One run stated it verbatim: "theory notes are claims".', 'n.md'), []);
	});

	test('Should treat the marker after the quote, outside the parentheses, as not marking it', () => {
		assert.deepEqual(render('"words" appear in [M](m.md), quoted verbatim.', 'n.md'), []);
	});

	test('Should carry #L ranges on prose links', () => {
		assert.deepEqual(render('Verbatim: "x" ([M](m.md#L2-L3)).', 'n.md'), ['1:11 prose m.md:2-3 "x"']);
	});
});

suite('Line endings and lazy lines (docs/specification.md §1.1, §2)', () => {
	test('Should find citations in a note with CR-only line endings, with CR-counted lines', async () => {
		const { rendered } = await checkNote({ 's.txt': 'one\rtwo words\rthree\r', 'note.md': '# T\r\r> two words\r> --- `s.txt:2`\r' });
		assert.deepEqual(rendered, ['3:3 verified (1)']);
	});

	test('Should let one attribution line close exactly one citation, also as a lazy line', () => {
		for (const text of ['> > delta echo\n> --- `src.txt`\n', '> alpha\n> > delta echo\n> --- `src.txt`\n', '> > delta echo\n--- `src.txt`\n']) {
			assert.equal(parseNote(text, 'n.md').citations.length, 1, text);
		}
	});
});
