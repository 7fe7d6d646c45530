import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import { mayCiteBytes, parseNote } from '../../../server/src/core';
import { IncrementalParser } from '../../../server/src/core/parse/note';
import { mayCite, parseNoteWhole } from './reference';
import { planParse, splitChunks } from '../../../server/src/core/parse/scan';
import { sample } from '../../helpers/depth';

/** Markdown blocks that stress block boundaries: fences, comments, lists, nested quotes, lazy lines. */
const block = fc.constantFrom(
	'> quoted words\n> --- `a.md`', '> two\n> lines\n> --- `b.md:1-2`', '```\n> --- `in-fence.md`\n\n> still fenced\n```',
	'<!--\n> --- `in-comment.md`\n\n-->', '<!-- verbatim-disable-next-citation -->', '- item\n\n  > in list\n  > --- `c.md`',
	'> > nested\n> > --- `d.md`', 'Verbatim, "a quote" ([S](s.md)).', 'Plain paragraph with "quotes" and [a link](x.md).',
	'    > --- `indented-code.md`', '> lazy\ncontinuation\n> --- `e.md`', '~~~\n\n~~~', '# Heading', '| a | b |\n|---|---|\n| "x" verbatim | [l](l.md) |',
	'<pre>\n\n> --- `in-pre.md`\n</pre>', '> unfinished', '', '<div>\n# In HTML\n> q\n> --- `h.md`', '- a\n  ```\n  b\n\nc\n\n```\nd\n\n> e\n> --- `f.md`\n```',
	'<!-->\n\n> g\n> --- `g.md`\n\n-->', 'Lead-in ([S](s.md), verbatim):\n\n> the quoted words',
	// Lead-ins and what may follow them: the lead-in and its blockquote are two top-level blocks.
	'Rule ([S](s.md), verbatim):', 'Rule ([S](s.md), verbatim):  ', 'A colon paragraph ([S](s.md)):', '> "led-in words"', '> led-in\n> two lines',
	'>', '- a list', '> with attribution\n> --- `f.md`', 'Rule ([S](s.md), verbatim).',
);

/**
 * Lines that open or close blocks, alone or glued to neighbours without a
 * blank line: headings that may or may not cut, fences that may sit in list
 * items or HTML, HTML kinds 1-7, lazy attributions, definitions used far away.
 */
const line = fc.constantFrom(
	'# Title', '## Section', '#no heading', '```', '```js', '``` a`b', '~~~~', '  ```', '- ```', '<div>', '</div>', '<!--', '-->', '<!-->',
	'<?php', '?>', '<!DOCTYPE x', '>', '<![CDATA[', ']]>', '<pre>', '</pre>', '<span>', '- item', '  continued', '1. one', '    indented',
	'> quote', '> > deeper', '> --- `q.md`', '--- `lazy.md`', '---', '***', '===', 'text line', 'Verbatim: "said so" ([S](s.md)).',
	'It says, verbatim, "more words" in [the source](s.md#L2).', 'The rule ([spec][ref], verbatim):', '[ref]: ./spec.md', '[^1]: note',
	'"a quote" and verbatim (<https://x.org/a>)', 'see www.example.com "q" verbatim', 'mail a@b.co "q" verbatim', '| x | y |', '|---|---|',
	'<!-- verbatim-disable-next-citation -->', '', '', '',
	// The marker next to markup, in compounds and in link targets: only the first two may cite.
	'_verbatim_ "q" ([S](s.md))', '"q" ([S](s.md), **verbatim**)', 'near-verbatim "q" ([S](s.md))', 'see [x](046-verbatim-q.md), "q"',
	'`verbatim` "q" ([S](s.md))', '"q" ([S](s.md), verbatim-ish)', 'it’s verbatim: "q" [S](s.md)', '"q" ([S](s.md), \\verbatim)',
	// Quotation marks that pair with none, in and out of a marked sentence; emphasis around the marker; malformed attribution URLs.
	'A 12" ruler. Verbatim "q" ([S](s.md)).', 'A \\" mark, verbatim "q" ([S](s.md)).', 'Verbatim \u201Cq" ([S](s.md)).', 'The 2" pipe ([S](s.md), verbatim):',
	'verbatim "open ([S](s.md))', '__verbatim__ "q" ([S](s.md))', '~~verbatim~~ \u201Cq\u201D [S](s.md)', 'a 5"', '> --- https://', '> --- https://github.com/o/r/blob/main/a.md',
);
const note = fc.oneof(
	fc.array(block, { maxLength: 14 }).map(bs => bs.join('\n\n')),
	fc.array(line, { maxLength: 40 }).map(ls => ls.join('\n')),
	fc.array(fc.tuple(fc.oneof(block, line), fc.constantFrom('\n', '\n\n', '\r\n', '\n  ', '\r', '\r\r')), { maxLength: 24 }).map(ps => ps.map(([t, sep]) => t + sep).join('')),
);

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
				const parsed = parseNoteWhole(text, 'notes/n.md');
				const whole = render(parsed);
				// A note the pre-filter passes over (a batch check never reads it further) cites nothing.
				assert.ok(mayCite(text) || parsed.citations.length === 0, JSON.stringify(text));
				assert.equal(render(parser.parse(text)), whole);
				assert.equal(render(parseNote(text, 'notes/n.md')), whole);
			}
		}), sample(150));
	});

	test('Should let through notes whose lines end at lone CRs, as the same notes with LFs', () => {
		const notes = [
			'# T\r\r> The defendant admitted everything.\r> --- `sources/a.md`\r',
			'Lazy:\r\r> The defendant denied\reverything.\r--- `sources/a.md`\r',
		];
		for (const text of notes) {
			assert.equal(parseNoteWhole(text, 'n.md').citations.length, 1);
			assert.ok(mayCite(text), JSON.stringify(text));
			assert.ok(mayCiteBytes(Buffer.from(text)), JSON.stringify(text));
		}
		assert.ok(!mayCite('# T\r\rPlain words --- and more.\r'));
	});

	test('Should parse a long note with reference definitions in parts, each behind the definitions, as a whole parse would', () => {
		const filler = 'Plain words with *some emphasis* and [a link][x] in a paragraph.\n\n'.repeat(400);
		const text = `[x]: ./s.md\n[^1]: A footnote.\n\n${filler}It says, verbatim, "plain words" in [the source][x].\n\n${filler}> quoted\n> --- \`s.md\`\n`;
		const plan = planParse(text);
		assert.equal(plan.whole, false);
		assert.equal(plan.definitions.length, 1);
		assert.ok(plan.units.reduce((n, u) => n + u.end - u.start, 0) < text.length / 10);
		assert.equal(render(parseNote(text, 'n.md')), render(parseNoteWhole(text, 'n.md')));
		assert.equal(parseNote(text, 'n.md').citations.find(c => c.form === 'prose')?.target?.kind, 'local');
		// A block that may define but holds more than definitions keeps the whole parse.
		assert.equal(planParse('- [x]: ./s.md\n  more\n\nIt says, verbatim, "w" in [the source][x].\n').whole, true);
	});

	test('Should parse nothing of a note that only writes about quoting', () => {
		const text = '# On quoting\n\nWe never quote verbatim here, and "quotes" are fine.\n\nA [link](x.md) elsewhere.\n';
		assert.deepEqual(planParse(text), { whole: false, units: [], definitions: [] });
	});

	test('Should parse only the blocks around a citation, and cut at headings', () => {
		const filler = 'Plain words of a long captured paper, line after line.\n'.repeat(50);
		const text = `# Paper\n${filler}## Part\n${filler}> quoted\n> --- \`s.md\`\n\n${filler}`;
		const plan = planParse(text);
		assert.equal(plan.whole, false);
		assert.equal(plan.units.length, 1);
		assert.ok(text.slice(plan.units[0]!.start, plan.units[0]!.end).startsWith('## Part'));
		assert.ok(plan.units[0]!.end - plan.units[0]!.start < text.length / 2);
	});

	test('Should stop cutting where a fence may sit in a list item', () => {
		const text = '- item\n  ```\n  code\n\nafter\n\n```\ninside\n\n> --- `x.md`\n```\n';
		const chunks = splitChunks(text);
		assert.equal(chunks[chunks.length - 1]!.end, text.length);
		assert.ok(chunks.every(c => !text.slice(c.start, c.end).startsWith('> ---')));
	});
});
