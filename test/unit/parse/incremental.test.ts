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
);
const note = fc.array(block, { maxLength: 14 }).map(bs => bs.join('\n\n'));

const render = (p: ReturnType<typeof parseNote>): string => JSON.stringify(p);

suite('Incremental parsing', () => {
	test('Should find exactly what a whole parse finds, edit after edit', () => {
		fc.assert(fc.property(fc.array(note, { minLength: 1, maxLength: 4 }), versions => {
			const parser = new IncrementalParser('notes/n.md');
			for (const text of versions) {
				assert.equal(render(parser.parse(text)), render(parseNote(text, 'notes/n.md')));
			}
		}), { numRuns: 300 });
	});
});
