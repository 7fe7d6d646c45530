import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import { LineIndex, parseNote, type Citation } from '../../../server/src/core';
import { lines } from '../../helpers/text';
import { sample } from '../../helpers/depth';

/** `L:C target "quote"` or `L:C problem`, for prose citations. */
function render(text: string, notePath = 'n.md'): string[] {
	const index = new LineIndex(text);
	return parseNote(text, notePath).citations.map((c: Citation) => {
		const at = `${index.lineAt(c.span.start)}:${index.columnAt(c.span.start)}`;
		if (c.problem) {
			return `${at} ${c.problem.status}`;
		}
		return `${at} ${c.target?.kind === 'local' ? c.target.path : '?'} ${JSON.stringify(c.quote)}`;
	});
}

/** The quotes each paragraph cites, one paragraph per case. */
function quotesOf(...paragraphs: string[]): string[][] {
	return paragraphs.map(p => parseNote(p, 'n.md').citations.map(c => c.problem ? c.problem.status : c.quote));
}

suite('Prose markers: negation over the clause (docs/specification.md §1.2)', () => {
	test('Should read a negation anywhere earlier in the marker\'s clause', () => {
		assert.deepEqual(quotesOf(
			'The site does not carry this passage verbatim: "x" ([S](s.md)).',
			'We never reproduced the report verbatim "x" ([S](s.md)).',
			'The summary doesn\u2019t quote the FAQ verbatim "x" ([S](s.md)).',
			'The summary didn\'t render it verbatim "x" ([S](s.md)).',
			'Written without copying anything verbatim "x" ([S](s.md)).',
			'Neither the memo nor the letter is verbatim "x" ([S](s.md)).',
			'It cannot be called verbatim "x" ([S](s.md)).',
			'No part of this was verbatim "x" ([S](s.md)).',
		), [[], [], [], [], [], [], [], []]);
	});

	test('Should read a negation in the citation parentheses\' clause', () => {
		assert.deepEqual(quotesOf(
			'The rule is "x" ([S](s.md), not verbatim).',
			'The rule is "x" ([S](s.md), paraphrased and not quoted verbatim).',
			'The rule is "x" ([S](s.md); never verbatim).',
		), [[], [], []]);
	});

	test('Should let a clause boundary end the negation\'s reach', () => {
		assert.deepEqual(quotesOf(
			'The site does not summarise it, but quotes verbatim "x" ([S](s.md)).',
			'He was not sure; verbatim, the memo says "x" ([S](s.md)).',
			'Not a paraphrase: verbatim "x" ([S](s.md)).',
			'Not a paraphrase \u2014 verbatim "x" ([S](s.md)).',
			'It is not long yet verbatim "x" ([S](s.md)).',
			'The site does not carry this passage verbatim, but its archive has "x" ([S](s.md), verbatim).',
			'It is "x" ([S](s.md), not paraphrased, verbatim).',
		), [['x'], ['x'], ['x'], ['x'], ['x'], ['x'], ['x']]);
	});

	test('Should not mistake words that contain a negation for one', () => {
		assert.deepEqual(quotesOf(
			'The note quotes verbatim "x" ([S](s.md)).',
			'Nothing aside, knowing the nobility of another notion, verbatim "x" ([S](s.md)).',
			'Annotated and nonetheless verbatim "x" ([S](s.md)).',
			'Case No. 5 is quoted verbatim "x" ([S](s.md)).',
			'The report, which said "no" twice, is quoted verbatim "x" ([S](s.md)).',
			'She said "it is not so" and then verbatim "x" ([S](s.md)).',
		), [['x'], ['x'], ['x'], ['x'], ['x'], ['x']]);
	});

	test('Should keep hedges and compounds next to the marker from marking', () => {
		assert.deepEqual(quotesOf(
			'It was nearly verbatim "x" ([S](s.md)).',
			'It was almost verbatim "x" ([S](s.md)).',
			'A non-verbatim rendering "x" ([S](s.md)).',
			'The verbatim-ish copy "x" ([S](s.md)).',
			'He copied "verbatim" into "x" ([S](s.md)).',
		), [[], [], [], [], []]);
	});
});

suite('Prose sentences (docs/specification.md §1.2)', () => {
	test('Should end a sentence at a stop just inside a closing quotation mark', () => {
		assert.deepEqual(render('He called it "own words." The report says "quoted words" ([S](s.md), verbatim).'), ['1:43 s.md "quoted words"']);
		assert.deepEqual(render('He asked \u201CWhy not?\u201D Then the memo said \u201Cquoted words\u201D ([S](s.md), verbatim).'), ['1:40 s.md "quoted words"']);
		assert.deepEqual(render('She shouted "Stop!" The letter reads "quoted words" ([S](s.md), verbatim).'), ['1:38 s.md "quoted words"']);
	});

	test('Should not end a sentence inside a quote that goes on, or before a lowercase word', () => {
		assert.deepEqual(render('Verbatim, "first. Second" ([S](s.md)).'), ['1:11 s.md "first. Second"']);
		assert.deepEqual(render('He asked "why?" and the memo said "quoted words" ([S](s.md), verbatim).').length, 2);
	});

	test('Should not end a sentence after a common abbreviation', () => {
		for (const abbreviation of ['p. 4', 'pp. 4-5', 'e.g. The', 'i.e. The', 'cf. The', 'No. 7', 'vol. 2', 'et al. The', 'Vol. 3', 'Cf. Smith']) {
			const text = `Verbatim (see ${abbreviation}) and per Smith ${abbreviation} it says "quoted words" ([S](s.md)).`;
			assert.deepEqual(render(text).map(r => r.replace(/^\S+ /, '')), ['s.md "quoted words"'], abbreviation);
		}
	});

	test('Should still end a sentence at "no." before a capital', () => {
		assert.deepEqual(render('Verbatim, he said no. The memo has "x" ([S](s.md)).'), []);
		assert.deepEqual(render('Verbatim, see No. 5 where the memo has "x" ([S](s.md)).'), ['1:40 s.md "x"']);
	});
});

suite('Citation parentheses with no quote (docs/specification.md §1.2)', () => {
	test('Should report marked parentheses with a link and no quoted span as unresolved', () => {
		assert.deepEqual(render('The figure is 4.7 ([S](s.md), Table 1, verbatim).'), ['1:19 unresolved']);
		assert.deepEqual(render('**"Label"** ([S](s.md), verbatim).'), ['1:13 unresolved']);
		assert.deepEqual(render('"x" ([A](a.md), verbatim) and also ([B](b.md), verbatim).'), ['1:1 a.md "x"', '1:36 unresolved']);
	});

	test('Should stay silent on unmarked, negated or link-less parentheses', () => {
		assert.deepEqual(render(lines(
			'The figure is 4.7 ([S](s.md), Table 1).', '',
			'The figure is 4.7 ([S](s.md), not verbatim).', '',
			'The figure is 4.7 (Table 1, verbatim).', '',
			'The figure is 4.7 ([S](s.md), `verbatim`).',
		)), []);
	});
});

suite('Lead-in citations (docs/specification.md §1.2)', () => {
	const leadIn = 'Ceramic\'s ordering rule ([legacy spec](../sources/ceramic-spec.md), verbatim):';

	test('Should cite the blockquote after a marked paragraph ending in a colon, without its wrapping quotation marks', () => {
		const text = lines(leadIn, '', '> "If there are two different branches for a specific stream\'s commit', '> log, the canonical branch is determined by \u2026"');
		const [c, ...rest] = parseNote(text, 'notes/n.md').citations;
		assert.equal(rest.length, 0);
		assert.equal(c!.form, 'prose');
		assert.deepEqual(c!.target, { kind: 'local', path: 'sources/ceramic-spec.md' });
		assert.equal(c!.quote, 'If there are two different branches for a specific stream\'s commit\nlog, the canonical branch is determined by \u2026');
		assert.equal(text.slice(c!.quoteSpan.start, c!.quoteSpan.end), 'If there are two different branches for a specific stream\'s commit\n> log, the canonical branch is determined by \u2026');
		assert.equal(text.slice(c!.attributionSpan.start, c!.attributionSpan.end), '([legacy spec](../sources/ceramic-spec.md), verbatim)');
		assert.equal(text.slice(c!.leadIn!.start, c!.leadIn!.end), text.slice(text.indexOf('> "')));
		assert.deepEqual(render(text, 'notes/n.md'), ['3:3 sources/ceramic-spec.md "If there are two different branches for a specific stream\'s commit\\nlog, the canonical branch is determined by …"']);
	});

	test('Should keep quotation marks that do not wrap the whole blockquote, and take curly ones that do', () => {
		assert.deepEqual(render(lines('Rule ([S](s.md), verbatim):', '', '> "Yes," he said, "it is."')), ['3:3 s.md "\\"Yes,\\" he said, \\"it is.\\""']);
		assert.deepEqual(render(lines('Rule ([S](s.md), verbatim):', '', '> \u201CIt is \u201Cso\u201D here.\u201D')), ['3:3 s.md "It is “so” here."']);
		assert.deepEqual(render(lines('Rule ([S](s.md), verbatim):', '', '> Plain words, no marks.')), ['3:3 s.md "Plain words, no marks."']);
	});

	test('Should take every paragraph and lazy line of the blockquote, and #L ranges of the link', () => {
		assert.deepEqual(render(lines('Rule ([S](s.md#L2-L5), verbatim):', '> one', 'lazy two', '>', '> three')), ['2:3 s.md "one\\nlazy two\\n\\nthree"']);
	});

	test('Should work inside list items and blockquotes, with the blockquote as the next block', () => {
		assert.deepEqual(render(lines('- Rule ([S](s.md), verbatim):', '', '  > listed words')), ['3:5 s.md "listed words"']);
		assert.deepEqual(render(lines('> Rule ([S](s.md), verbatim):', '>', '> > nested words')), ['3:5 s.md "nested words"']);
	});

	test('Should take a blockquote that interrupts the lead-in paragraph, a lead-in over several lines, and CRLF line ends', () => {
		assert.deepEqual(render(lines('Rule ([S](s.md), verbatim):', '> "quoted words"')), ['2:3 s.md "quoted words"']);
		assert.deepEqual(render(lines('The ordering rule of the', 'legacy spec ([S](s.md),', 'verbatim):', '', '> quoted words')), ['5:3 s.md "quoted words"']);
		assert.deepEqual(render('Rule ([S](s.md), verbatim):\r\n\r\n> "quoted\r\n> words"\r\n'), ['3:3 s.md "quoted\\nwords"']);
	});

	test('Should cite only the first blockquote after a lead-in', () => {
		assert.deepEqual(render(lines('Rule ([S](s.md), verbatim):', '', '> first', '', '> second')), ['3:3 s.md "first"']);
	});

	test('Should report a lead-in followed by anything but a blockquote as unresolved', () => {
		for (const after of ['- a list item', '| a | b |\n|---|---|\n| c | d |', '```\ncode\n```', 'Another paragraph.', '# Heading', '']) {
			assert.deepEqual(render(lines('Rule ([S](s.md), verbatim):', '', after)), ['1:6 unresolved'], after);
		}
	});

	test('Should report a blank blockquote after a lead-in as unresolved', () => {
		assert.deepEqual(render(lines('Rule ([S](s.md), verbatim):', '', '>')), ['1:6 unresolved']);
		assert.deepEqual(render(lines('Rule ([S](s.md), verbatim):', '', '>', '>  ')), ['1:6 unresolved']);
	});

	test('Should let a blockquote with its own attribution line stand alone, and the lead-in before it be unresolved', () => {
		const text = lines('Rule ([S](s.md), verbatim):', '', '> quoted words', '> --- `t.md`');
		assert.deepEqual(parseNote(text, 'n.md').citations.map(c => `${c.form} ${c.problem?.status ?? ''} ${c.target?.kind === 'local' ? c.target.path : ''}`), ['prose unresolved ', 'blockquote  t.md']);
	});

	test('Should not cite from a colon paragraph without the marker, or with a negated one', () => {
		assert.deepEqual(render(lines('Rule ([S](s.md)):', '', '> quoted words')), []);
		assert.deepEqual(render(lines('Rule ([S](s.md), not verbatim):', '', '> quoted words')), []);
		assert.deepEqual(render(lines('Verbatim, [S](s.md) says:', '', '> quoted words')), []);
	});

	test('Should not cite the blockquote after a marked paragraph that does not end in a colon', () => {
		assert.deepEqual(render(lines('Rule ([S](s.md), verbatim).', '', '> quoted words')), ['1:6 unresolved']);
		assert.deepEqual(render(lines('Rule ([S](s.md), verbatim): see below.', '', '> quoted words')), ['1:6 unresolved']);
	});

	test('Should keep a quoted span of the lead-in paragraph as its own citation, and not lead in with it', () => {
		assert.deepEqual(render(lines('The rule "first words" ([S](s.md), verbatim):', '', '> - not a quote')), ['1:10 s.md "first words"']);
	});

	test('Should report two links in the lead-in parentheses as unresolved', () => {
		assert.deepEqual(render(lines('Rule ([A](a.md), [B](b.md), verbatim):', '', '> quoted words')), ['1:6 unresolved']);
	});

	test('Should skip a lead-in after a disable comment', () => {
		const text = lines('<!-- verbatim-disable-next-citation -->', 'Rule ([S](s.md), verbatim):', '', '> quoted words');
		assert.deepEqual(render(text), []);
		assert.equal(parseNote(text, 'n.md').skipped.length, 1);
	});

	test('Should not scan the cited blockquote again for prose citations', () => {
		assert.deepEqual(render(lines('Rule ([S](s.md), verbatim):', '', '> Verbatim, "inner" ([T](t.md)).')), ['3:3 s.md "Verbatim, \\"inner\\" ([T](t.md))."']);
	});
});

suite('Prose citations as the peer checker\'s suite writes them', () => {
	test('Should read each case as the peer does, where docs/specification.md §1.2 agrees', () => {
		const s = '([Source](../sources/source.md)';
		assert.deepEqual(quotesOf(
			`The source says "quoted words here" ${s}, Abstract, verbatim).`,
			`The conclusion, verbatim: \u201Cquoted words here\u201D ${s}, Abstract).`,
			`The snapshot does not carry this passage verbatim, but summarizes it as "an own-words rendering" ${s}, paraphrase layer).`,
			'The source says "quoted words" (Abstract, verbatim).',
			'The conclusion is "quoted words" ([Source, "A title"](../sources/source.md), verbatim).',
			`The conclusion is "quoted words" ${s}, "Notable claims", verbatim).`,
			`The paraphrase calls this "own words." The conclusion is "quoted words" ${s}, verbatim).`,
			`**Paper (2020, "A title"):** "quoted words" ${s}, verbatim).`,
			`> "A complete quoted sentence."\n> ${s}, verbatim)`,
			`The paper calls this "a paraphrase" ${s}, summary). A direct verbatim statement follows later.`,
			`The source makes the claim ${s}, Abstract, verbatim).`,
			'A plain note quoting "quoted words here" from [Source](../sources/source.md).',
			'```markdown\nThe paper says "an example" ([Source](../sources/source.md), Abstract, verbatim).\n```',
		), [
			['quoted words here'], ['quoted words here'], [], [], ['quoted words'], ['quoted words'], ['quoted words'], ['quoted words'],
			['A complete quoted sentence.'], [], ['unresolved'], [], [],
		]);
	});
});

suite('Prose markers: asides and initials', () => {
	test('Should not let a negation inside a closed parenthetical aside reach the marker', () => {
		assert.deepEqual(quotesOf(
			'The report (not the memo) says verbatim "x" ([S](s.md)).',
			'"a" ([A](a.md), not verbatim) and then verbatim "x" ([S](s.md)).',
			'The report (and not the memo says verbatim "x" ([S](s.md)).',
		), [['x'], ['x'], []]);
	});

	test('Should end a sentence inside a quote after a lone capital, and after words that only end like an abbreviation', () => {
		assert.deepEqual(render('He called it "grade A." The report says "quoted words" ([S](s.md), verbatim).').map(r => r.replace(/^\S+ /, '')), ['s.md "quoted words"']);
		assert.deepEqual(render('He came 1st. The report says "quoted words" ([S](s.md), verbatim).').map(r => r.replace(/^\S+ /, '')), ['s.md "quoted words"']);
		assert.deepEqual(render('He wrote "in steps." The report says "quoted words" ([S](s.md), verbatim).').map(r => r.replace(/^\S+ /, '')), ['s.md "quoted words"']);
	});

	test('Should keep "No." with a capital as an abbreviation before any word', () => {
		assert.deepEqual(render('He quoted "x" from Case No. A12 ([S](s.md), verbatim).'), ['1:11 s.md "x"']);
	});
});

suite('Prose and lead-in parsing on arbitrary notes', () => {
	test('Should never throw, keep every span inside the note, and quote a lead-in from its blockquote\'s text', () => {
		const piece = fc.constantFrom('Rule ', '([S](s.md), verbatim)', '([S](s.md))', ':', '.', ' not ', ' but ', '"', '\u201C', '\u201D', '> ', '>', '\n', '\n\n', '- ', '```', 'p. ', 'No. ', 'x', '(', ')', '\r\n', '**', '`');
		fc.assert(fc.property(fc.array(piece, { maxLength: 40 }).map(a => a.join('')), text => {
			for (const c of parseNote(text, 'n.md').citations) {
				for (const s of [c.span, c.quoteSpan, c.attributionSpan, c.leadIn].filter(x => x !== undefined)) {
					assert.ok(s.start >= 0 && s.start <= s.end && s.end <= text.length, JSON.stringify(text));
				}
				if (c.leadIn && !c.problem) {
					assert.ok(c.quoteSpan.start >= c.leadIn.start && c.quoteSpan.end <= c.leadIn.end);
					assert.equal(c.quote.replace(/\s+/g, ''), text.slice(c.quoteSpan.start, c.quoteSpan.end).replace(/(?:\r\n|\r|\n)[ \t]*(?:>[ \t]?)*/g, '').replace(/\s+/g, ''));
				}
			}
		}), sample(1000));
	});
});
