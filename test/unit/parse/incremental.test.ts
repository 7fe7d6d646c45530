import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import { parseNote } from '../../../server/src/core';
import { IncrementalParser } from '../../../server/src/core/parse/note';

/** Markdown blocks that stress block boundaries: fences, comments, lists, nested quotes, lazy lines. */
const block = fc.constantFrom(
	'> quoted words\n> --- `a.md`', '> two\n> lines\n> --- `b.md:1-2`', '```\n> --- `in-fence.md`\n\n> still fenced\n```',
	'<!--\n> --- `in-comment.md`\n\n-->', '<!-- verbatim-disable-next-citation -->', '- item\n\n  > in list\n  > --- `c.md`',
	'> > nested\n> > --- `d.md`', 'Verbatim, "a quote" ([S](s.md)).', 'Plain paragraph with "quotes" and [a link](x.md).',
	'    > --- `indented-code.md`', '> lazy\ncontinuation\n> --- `e.md`', '~~~\n\n~~~', '# Heading', '| a | b |\n|---|---|\n| "x" verbatim | [l](l.md) |',
	'<pre>\n\n> --- `in-pre.md`\n</pre>', '> unfinished', '',
	// Lead-ins and what may follow them: the lead-in and its blockquote are two top-level blocks.
	'Rule ([S](s.md), verbatim):', 'Rule ([S](s.md), verbatim):  ', 'A colon paragraph ([S](s.md)):', '> "led-in words"', '> led-in\n> two lines',
	'>', '- a list', '> with attribution\n> --- `f.md`', 'Rule ([S](s.md), verbatim).',
);
const note = fc.array(block, { maxLength: 14 }).map(bs => bs.join('\n\n'));

const render = (p: ReturnType<typeof parseNote>): string => JSON.stringify(p);

suite('Incremental parsing', () => {
	test('Should re-parse a lead-in with its blockquote when either is edited', () => {
		const parser = new IncrementalParser('n.md');
		const versions = [
			'Rule ([S](s.md), verbatim):\n\n> "first words"\n',
			'Rule ([S](s.md), verbatim):\n\n> "second words"\n',
			'Rule ([T](t.md), verbatim):\n\n> "second words"\n',
			'Rule ([T](t.md), verbatim).\n\n> "second words"\n',
			'Rule ([T](t.md), verbatim):\n\n- "second words"\n',
		];
		const seen = versions.map(v => parser.parse(v).citations.map(c => c.problem?.status ?? `${c.target?.kind === 'local' ? c.target.path : ''} ${c.quote}`));
		assert.deepEqual(seen, [['s.md first words'], ['s.md second words'], ['t.md second words'], ['unresolved'], ['unresolved']]);
	});

	test('Should find exactly what a whole parse finds, edit after edit', () => {
		fc.assert(fc.property(fc.array(note, { minLength: 1, maxLength: 4 }), versions => {
			const parser = new IncrementalParser('notes/n.md');
			for (const text of versions) {
				assert.equal(render(parser.parse(text)), render(parseNote(text, 'notes/n.md')));
			}
		}), { numRuns: 300 });
	});
});
