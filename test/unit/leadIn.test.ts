import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import { applyEdits, createChecker, defaultConfig, noopToken, type QuoteResult } from '../../server/src/core';
import { InMemoryWorkspace } from '../helpers/inMemoryWorkspace';
import { lines } from '../helpers/text';
import { sample } from '../helpers/depth';

const filing = lines('Preamble.', 'The claim was settled.', 'Other text.', 'The claim was settled.', 'The \u201Cnotice\u201D was late.', '');
const other = lines('Unrelated.', 'The board met on Monday.', '');
const leadIn = 'The filing says ([filing](../sources/filing.md), verbatim):';

/** `"…"` with no straight mark inside, whose curly closing marks outrun its opening ones. */
function closesEarly(body: string): boolean {
	if (!/^"[^"]*"$/.test(body)) {
		return false;
	}
	let depth = 0;
	for (const ch of body) {
		depth += ch === '\u201C' ? 1 : ch === '\u201D' ? -1 : 0;
		if (depth < 0) {
			return true;
		}
	}
	return false;
}

async function check(note: string): Promise<{ statuses: string[]; fixes: { title: string; after: string[]; text: string }[] }> {
	const workspace = new InMemoryWorkspace({ 'sources/filing.md': filing, 'sources/other.md': other, 'notes/n.md': note });
	const checker = createChecker({ workspace, config: { ...defaultConfig, sources: ['sources/**'] } });
	checker.index.setProjectFiles(workspace.files.keys());
	const report = (await checker.checkNote('notes/n.md', note, noopToken))!;
	const fixes = [];
	for (const f of await checker.edits.fixes(report.results[0]!, note)) {
		const text = applyEdits(note, f.edits);
		const after = (await checker.checkNote('notes/n.md', text, noopToken))!.results.map(r => r.status);
		fixes.push({ title: f.title, after, text });
	}
	return { statuses: report.results.map(r => r.status), fixes };
}

suite('Lead-in citations checked and fixed (docs/specification.md §1.2, §6)', () => {
	test('Should check the blockquote like a prose citation of the lead-in\'s link, and offer to convert it', async () => {
		const { statuses, fixes } = await check(lines(leadIn, '', '> "Other text."', ''));
		assert.deepEqual(statuses, ['verified']);
		assert.deepEqual(fixes.map(f => [f.title, f.after]), [['Name the source under the block quote instead', ['verified']]]);
		// A prose citation carries no pin, so its conversion writes none (pins optional); one-line ranges are `N`.
		// The lead-in loses its marker: before an attributed blockquote it would be unresolved.
		assert.equal(fixes[0]!.text, lines(leadIn.replace(', verbatim', ''), '', '> Other text.\n> --- `../sources/filing.md:3`', ''));
	});

	test('Should report a lead-in before an attributed blockquote as unresolved, and still check the blockquote', async () => {
		for (const block of [
			['> The claim was settled.', '> --- `../sources/filing.md:2`'],
			['> Other text.', '> --- `../sources/filing.md`', '> Preamble.'],
			['> The board met on Monday.', '> --- [other](../sources/other.md)'],
		]) {
			const { statuses } = await check(lines(leadIn, '', ...block, ''));
			assert.deepEqual(statuses, ['unresolved', 'verified'], block.join(' / '));
		}
		assert.deepEqual((await check(lines('The filing says ([filing](../sources/filing.md), verbatim, p. 1):', '', '- a list', ''))).statuses, ['unresolved']);
	});

	test('Should report a fabricated or misattributed blockquote, never verified', async () => {
		assert.deepEqual((await check(lines(leadIn, '', '> The claim was dismissed with prejudice.', ''))).statuses, ['absent']);
		assert.deepEqual((await check(lines(leadIn, '', '> The board met on Monday.', ''))).statuses, ['misattributed']);
		assert.deepEqual((await check(lines(leadIn, '', '> The claim was settled.', ''))).statuses, ['ambiguous']);
	});

	test('Should replace a near miss\'s blockquote text with the source\'s words, or convert it to an attributed blockquote', async () => {
		const { statuses, fixes } = await check(lines(leadIn, '', '> "The "notice" was very late."', '', 'After.', ''));
		assert.deepEqual(statuses, ['absent']);
		assert.deepEqual(fixes.map(f => [f.title, f.after]), [
			['Replace with the source\'s words', ['verified']],
			['Replace with the source\'s words and name the source under the quote', ['verified']],
		]);
		assert.equal(fixes[0]!.text, lines(leadIn, '', '> The \u201Cnotice\u201D was late.', '', 'After.', ''));
		assert.match(fixes[1]!.text, /^The filing says \(\[filing\]\(\.\.\/sources\/filing\.md\)\):\n\n> The \u201Cnotice\u201D was late\.\n> --- `\.\.\/sources\/filing\.md:5`\n\nAfter\.\n$/);
	});

	test('Should offer each occurrence of an ambiguous blockquote as an attributed blockquote', async () => {
		const { fixes } = await check(lines(leadIn, '', '> The claim was settled.', ''));
		assert.deepEqual(fixes.map(f => f.after), [['verified'], ['verified']]);
		assert.match(fixes[1]!.text, /> --- `\.\.\/sources\/filing\.md:4`$/m);
	});

	test('Should not offer an edit that would take a nested blockquote out of its list', async () => {
		const { statuses, fixes } = await check(lines('- The filing says ([filing](../sources/filing.md), verbatim):', '', '  > The "notice" was very late.', ''));
		assert.deepEqual(statuses, ['absent']);
		assert.deepEqual(fixes, []);
	});

	test('Should write a lead-in wherever the blockquote form can be written, and every one verifies', async () => {
		const word = fc.constantFrom('alpha', 'beta', 'not', '"', '\u201C', '\u201D', '>', '#', '-', '*', '(', ')', '...', '[x]', '1.', '\n', '\n\n', 'verbatim', ':');
		const text = fc.array(word, { maxLength: 30 }).map(a => a.join(' '));
		await fc.assert(fc.asyncProperty(text, fc.nat(), fc.nat(), fc.constantFrom('s.md', 'a b/s (1).txt'), async (source, a, b, name) => {
			const start = source.length ? a % source.length : 0;
			const selection = source.slice(start, Math.min(source.length, start + 1 + (b % 50)));
			const checker = createChecker({ workspace: new InMemoryWorkspace({ [name]: source }), config: defaultConfig });
			const request = { source: name, text: selection, pin: 'sha256' as const, from: 'notes/n.md' };
			const blockquote: QuoteResult = await checker.edits.quote(request);
			const leadIn: QuoteResult = await checker.edits.quote({ ...request, form: 'lead-in' });
			// One shape cannot be written: straight marks around it and a curly close inside that no wrapping survives.
			// Nor can a passage of quotation marks alone: unwrapped, nothing is left to quote.
			const passages = blockquote.kind === 'ok' ? blockquote.occurrences.map(o => o.citation.split('\n').slice(0, -2).map(l => l.replace(/^> ?/, '')).join('\n').trim()) : [];
			const unwritable = passages.some(p => closesEarly(p) || /^[\s"\u201C\u201D]*$/.test(p));
			if (!unwritable) {
				assert.equal(leadIn.kind, blockquote.kind, leadIn.kind === 'error' ? leadIn.message : '');
			}
			for (const o of leadIn.kind === 'ok' ? leadIn.occurrences : []) {
				const report = await checker.checkNote('notes/n.md', `The source says ${o.citation}`, noopToken);
				assert.deepEqual(report!.results.map(r => r.status), ['verified'], o.citation);
			}
		}), sample(1000));
	});
});
