import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { applyEdits, createChecker, defaultConfig, noopToken, renameEdits, type Checker } from '../../server/src/core';
import { diffWords } from '../../server/src/core/match/diff';
import { renderDiff } from '../../server/src/lsp/convert';

const wordDiff = (quote: string, source: string): string => renderDiff(diffWords(quote, source));
import { InMemoryWorkspace } from '../helpers/inMemoryWorkspace';
import { lines, sha256 } from '../helpers/text';

const filing = lines('Preamble.', 'The claim was settled.', 'Other text.', 'The claim was settled.', 'The \u201Cnotice\u201D was late.', '');
const other = lines('Unrelated.', 'The board met on Monday.', '');

function setup(note: string): { checker: Checker; note: string } {
	const workspace = new InMemoryWorkspace({ 'sources/filing.md': filing, 'sources/other.md': other, 'notes/n.md': note });
	// Both sources are known, so a quote from the other one is `misattributed`.
	const checker = createChecker({ workspace, config: { ...defaultConfig, sources: ['sources/**'] } });
	checker.index.setProjectFiles(workspace.files.keys());
	return { checker, note };
}

/** Runs every fix of the first citation; returns titles and the statuses after applying each. */
async function fixesOf(note: string): Promise<{ title: string; after: string[]; text: string }[]> {
	const { checker } = setup(note);
	const report = await checker.checkNote('notes/n.md', note, noopToken);
	const fixes = await checker.edits.fixes(report!.results[0]!, note);
	const out = [];
	for (const f of fixes) {
		const text = applyEdits(note, f.edits);
		const after = (await checker.checkNote('notes/n.md', text, noopToken))!.results.map(r => r.status);
		out.push({ title: f.title, after, text });
	}
	return out;
}

suite('Quick fixes (docs/specification.md §6)', () => {
	test('Should write the fixed citation back into its list item or outer quote, keeping that container', async () => {
		const listed = await fixesOf(lines('- A point:', '', '  > The notice was very late.', '  > --- `../sources/filing.md` — in a list', ''));
		assert.equal(listed[0]!.text, lines('- A point:', '', '  > The \u201Cnotice\u201D was late.', '  > --- `../sources/filing.md:5` — in a list', ''));
		assert.deepEqual(listed[0]!.after, ['verified']);
		const nested = await fixesOf(lines('> Outer.', '>', '> > The claim was settled.', '> > --- [F](../sources/filing.md), nested', ''));
		assert.deepEqual(nested.map(f => [f.title.replace(/:.*/, ''), f.after]), [['Cite occurrence 1 (line 2)', ['verified']], ['Cite occurrence 2 (line 4)', ['verified']]]);
		assert.equal(nested[1]!.text, lines('> Outer.', '>', '> > The claim was settled.', '> > --- [F](../sources/filing.md#L4), nested', ''));
		// A list marker on the quote's first line is not repeated on the others: no rewrite can keep it, so none is offered.
		assert.deepEqual(await fixesOf(lines('- > The notice was very late.', '  > --- `../sources/filing.md`', '')), []);
	});

	test('Should correct the range of an out-of-range citation in a list item in place, and re-pin a stale one there', async () => {
		const stale = sha256('an older filing\n');
		const note = lines('- A point:', '', '  > Other text.', '  > --- [F](../sources/filing.md#L2), list', '', '- Another:', '', '  > Other text.', `  > --- \`../sources/filing.md\` @ \`${stale}\` — p. 1`, '');
		const { checker } = setup(note);
		const report = await checker.checkNote('notes/n.md', note, noopToken);
		assert.deepEqual(report!.results.map(r => r.status), ['out_of_range', 'version_mismatch']);
		const fixed = [];
		for (const r of report!.results) {
			const [fix] = await checker.edits.fixes(r, note);
			const text = applyEdits(note, fix!.edits);
			fixed.push([fix!.title, text.split('\n').find(l => l.includes('--- ') && !note.includes(l))]);
			assert.equal((await checker.checkNote('notes/n.md', text, noopToken))!.results.find(x => x.citation.span.start === r.citation.span.start)!.status, 'verified');
		}
		assert.deepEqual(fixed, [
			['Cite line 3 instead', '  > --- [F](../sources/filing.md#L3), list'],
			['Update to the current version of filing.md', `  > --- \`../sources/filing.md\` @ \`${sha256(filing)}\` — p. 1`],
		]);
	});

	test('Should offer one fix per occurrence of an ambiguous quote, each leaving it verified', async () => {
		const fixes = await fixesOf(lines('> The claim was settled.', '> --- `../sources/filing.md`', ''));
		assert.deepEqual(fixes.map(f => [f.title, f.after]), [
			['Cite occurrence 1 (line 2): …Preamble. [The claim was settled.] Other text. The claim…', ['verified']],
			['Cite occurrence 2 (line 4): …settled. Other text. [The claim was settled.] The “notice” was late.…', ['verified']],
		]);
		assert.equal(fixes[1]!.text, '> The claim was settled.\n> --- `../sources/filing.md:4`\n');
	});

	test('Should replace a one-word miss cited at the wrong lines with the source\'s words at their lines', async () => {
		const fixes = await fixesOf(lines('> The notice was very late.', '> --- `../sources/filing.md:2-3` — p. 4', ''));
		assert.deepEqual(fixes.map(f => [f.title, f.after]), [['Replace with the source\'s words', ['verified']]]);
		assert.equal(fixes[0]!.text, lines('> The \u201Cnotice\u201D was late.', '> --- `../sources/filing.md:5` — p. 4', ''));
	});

	test('Should replace a near miss with the source\'s exact words', async () => {
		const fixes = await fixesOf(lines('> The "notice" was very late.', '> --- `../sources/filing.md`', ''));
		assert.deepEqual(fixes.map(f => [f.title, f.after]), [['Replace with the source\'s words', ['verified']]]);
		assert.match(fixes[0]!.text, /^> The \u201Cnotice\u201D was late\.\n/);
	});

	test('Should re-attribute a misattributed quote', async () => {
		const fixes = await fixesOf(lines('> The board met on Monday.', '> --- `../sources/filing.md`', ''));
		assert.deepEqual(fixes.map(f => f.after), [['verified']]);
		assert.equal(fixes[0]!.title, 'Cite sources/other.md (line 2) instead');
		assert.equal(fixes[0]!.text, '> The board met on Monday.\n> --- `../sources/other.md:2`\n');
	});

	test('Should correct an out-of-range range', async () => {
		const fixes = await fixesOf(lines('> Other text.', '> --- `../sources/filing.md:1-2`', ''));
		assert.deepEqual(fixes.map(f => [f.title, f.after]), [['Cite line 3 instead', ['verified']]]);
	});

	test('Should re-pin a version mismatch whose quote still verifies', async () => {
		const fixes = await fixesOf(lines('> Other text.', `> --- \`../sources/filing.md\` @ \`sha256:${'1'.repeat(64)}\``, ''));
		assert.deepEqual(fixes.map(f => [f.title, f.after]), [['Update to the current version of filing.md', ['verified']]]);
	});

	test('Should not re-pin when the quote no longer verifies in the new bytes', async () => {
		const fixes = await fixesOf(lines('> Gone text.', `> --- \`../sources/filing.md\` @ \`sha256:${'1'.repeat(64)}\``, ''));
		assert.deepEqual(fixes, []);
	});

	test('Should convert a prose citation into a blockquote citation, claiming the quote once', async () => {
		const prose = await fixesOf(lines('It said, verbatim, "Other text" ([F](../sources/filing.md), p. 2, verbatim). Then more.', '', 'Next paragraph.'));
		assert.deepEqual(prose.map(f => [f.title, f.after]), [['Set the quote apart as a block quote', ['verified']]]);
		assert.equal(prose[0]!.text, lines('It said, verbatim:', '', '> Other text', '> --- `../sources/filing.md:3` — F, p. 2', '', 'Then more.', '', 'Next paragraph.'));
		const pin = await fixesOf(lines('> Other text.', '> --- `../sources/filing.md`', ''));
		assert.deepEqual(pin.map(f => [f.title, f.after]), [['Pin to the current version of filing.md', ['verified']]]);
	});

	test('Should convert a prose citation that opens its paragraph, with a root-relative link', async () => {
		const prose = await fixesOf(lines('"Other text" ([F](/sources/filing.md), verbatim).', ''));
		assert.deepEqual(prose.map(f => [f.title, f.after]), [['Set the quote apart as a block quote', ['verified']]]);
		assert.equal(prose[0]!.text, lines('> Other text', '> --- `sources/filing.md:3` — F', ''));
	});

	test('Should fix a near-miss prose quote in place first, or by converting it, never adding a second claim', async () => {
		const prose = await fixesOf(lines('It said, verbatim, "The notice was very late" ([F](../sources/filing.md)).', ''));
		assert.deepEqual(prose.map(f => [f.title, f.after]), [
			['Replace with the source\'s words', ['verified']],
			['Replace with the source\'s words, set apart as a block quote', ['verified']],
		]);
		assert.equal(prose[0]!.text, lines('It said, verbatim, "The \u201Cnotice\u201D was late" ([F](../sources/filing.md)).', ''));
		assert.equal(prose[1]!.text, lines('It said, verbatim:', '', '> The \u201Cnotice\u201D was late', '> --- `../sources/filing.md:5` — F', ''));
	});

	test('Should cite occurrence N or correct the range of a prose quote by its link\'s line fragment, keeping the sentence', async () => {
		const ambiguous = await fixesOf(lines('It said, verbatim, "The claim was settled" ([F](<../sources/filing.md>), p. 3).', ''));
		assert.deepEqual(ambiguous.slice(0, 2).map(f => [f.title.replace(/:.*/, ''), f.after, f.text]), [
			['Cite occurrence 1 (line 2)', ['verified'], lines('It said, verbatim, "The claim was settled" ([F](<../sources/filing.md#L2>), p. 3).', '')],
			['Cite occurrence 2 (line 4)', ['verified'], lines('It said, verbatim, "The claim was settled" ([F](<../sources/filing.md#L4>), p. 3).', '')],
		]);
		const ranged = await fixesOf(lines('Then, verbatim, "Other text" ([F](/sources/filing.md#L1-L2)).', ''));
		assert.deepEqual(ranged[0]!.text, lines('Then, verbatim, "Other text" ([F](/sources/filing.md#L3)).', ''));
		assert.deepEqual([ranged[0]!.title, ranged[0]!.after], ['Cite line 3 instead', ['verified']]);
	});

	test('Should keep the locator note, the pin and the path style of the citation it fixes', async () => {
		const pinned = `@ \`${sha256(filing)}\``;
		const cases: [string, RegExp][] = [
			[`> --- \`sources/filing.md\` ${pinned} — Answer, p. 2`, new RegExp(`^> --- \`sources/filing\\.md:5\` @ \`${sha256(filing)}\` — Answer, p\\. 2$`, 'm')],
			['> --- `../sources/filing.md` — Motion', /^> --- `\.\.\/sources\/filing\.md:5` — Motion$/m],
			['> --- `sources/filing.md:4-5` (Abstract)', /^> --- `sources\/filing\.md:5` \(Abstract\)$/m],
			['> --- `/sources/filing.md`, p. 4', /^> --- `\/sources\/filing\.md:5`, p\. 4$/m],
		];
		for (const [attribution, expected] of cases) {
			const fixes = await fixesOf(lines('> The "notice" was very late.', attribution, ''));
			const replace = fixes.find(f => f.title.startsWith('Replace'));
			assert.ok(replace, attribution);
			assert.deepEqual(replace.after, ['verified']);
			assert.match(replace.text, expected);
		}
	});

	test('Should name one range everywhere for a misattributed quote', async () => {
		const { checker } = setup('');
		const note = lines('> Unrelated.', '> The board met on Monday.', '> --- `sources/filing.md`', '');
		const r = (await checker.checkNote('notes/n.md', note, noopToken))!.results[0]!;
		assert.equal(r.status, 'misattributed');
		assert.match(r.message, /sources\/other\.md \(lines 1-2\)$/);
		const fixes = await checker.edits.fixes(r, note);
		assert.equal(fixes[0]!.title, 'Cite sources/other.md (lines 1-2) instead');
		assert.match(applyEdits(note, fixes[0]!.edits), /^> --- `sources\/other\.md:1-2`$/m);
	});
});

suite('Pins required (docs/specification.md §7)', () => {
	const required = { ...defaultConfig, pins: 'required' as const };
	const check = async (note: string) => {
		const workspace = new InMemoryWorkspace({ 'sources/filing.md': filing, 'sources/other.md': other, 'notes/n.md': note });
		const checker = createChecker({ workspace, config: { ...required, sources: ['sources/**'] } });
		checker.index.setProjectFiles(workspace.files.keys());
		const report = (await checker.checkNote('notes/n.md', note, noopToken))!;
		return { checker, results: report.results };
	};

	test('Should report a verified unpinned local citation as unpinned, with an Add pin fix', async () => {
		const note = lines('> Other text.', '> --- `sources/filing.md` — Reply', '');
		const { checker, results } = await check(note);
		assert.deepEqual(results.map(r => [r.status, r.severity]), [['unpinned', 'error']]);
		const fixes = await checker.edits.fixes(results[0]!, note);
		assert.deepEqual(fixes.map(f => f.title), ['Pin to the current version of filing.md']);
		assert.equal(applyEdits(note, fixes[0]!.edits), lines('> Other text.', `> --- \`sources/filing.md\` @ \`${sha256(filing)}\` — Reply`, ''));
	});

	test('Should leave pinned, failing, prose and Git citations alone, and pin what a fix writes', async () => {
		const note = lines('> Other text.', `> --- \`sources/filing.md\` @ \`${sha256(filing)}\``, '', '> Not there at all.', '> --- `sources/filing.md`', '', 'It said, verbatim, "Other text" ([F](../sources/filing.md)).', '');
		const { checker, results } = await check(note);
		assert.deepEqual(results.map(r => r.status), ['verified', 'absent', 'verified']);
		const fixes = await checker.edits.fixes(results[2]!, note);
		assert.match(applyEdits(note, fixes[0]!.edits), new RegExp(`^> --- \`\\.\\./sources/filing\\.md:3\` @ \`${sha256(filing)}\` — F$`, 'm'));
	});
});

suite('Rename following', () => {
	test('Should rewrite code-span and link paths, keeping their style and ranges', () => {
		const workspace = new InMemoryWorkspace();
		const checker = createChecker({ workspace, config: defaultConfig });
		const note = lines('> a', '> --- `sources/a.md:2-3` @ `abc1234`', '> b', '> --- `../sources/a.md`', '> c', '> --- [A](../sources/a.md#L4)', '> d', '> --- `sources/b.md`');
		const edits = renameEdits(note, 'notes/n.md', checker.index.parse('notes/n.md', note).citations, 'sources/a.md', 'archive/a b.md');
		assert.equal(applyEdits(note, edits), lines('> a', '> --- `sources/a.md:2-3` @ `abc1234`', '> b', '> --- `../archive/a b.md`', '> c', '> --- [A](../archive/a%20b.md#L4)', '> d', '> --- `sources/b.md`'));
	});

	test('Should keep angle brackets, a root-relative link and a link without ./ when the path has spaces', () => {
		const checker = createChecker({ workspace: new InMemoryWorkspace(), config: defaultConfig });
		const note = lines('> a', '> --- [A](<../sources/old name.md#L2>) — p. 1', '', 'Said, verbatim, "b" ([B](/sources/old%20name.md)).', '', '> c', '> --- [C](old%20name.md)');
		const citations = [...checker.index.parse('notes/n.md', note).citations];
		const a = renameEdits(note, 'notes/n.md', citations, 'sources/old name.md', 'archive/new (2) é.md');
		assert.equal(applyEdits(note, a), lines('> a', '> --- [A](<../archive/new (2) é.md#L2>) — p. 1', '', 'Said, verbatim, "b" ([B](/archive/new%20%282%29%20é.md)).', '', '> c', '> --- [C](old%20name.md)'));
		const c = renameEdits(note, 'notes/n.md', citations, 'notes/old name.md', 'notes/sub/x.md');
		assert.equal(applyEdits(note, c).split('\n')[6], '> --- [C](sub/x.md)');
	});
});

suite('Word diff', () => {
	test('Should mark words only in the quote and only in the source', () => {
		assert.equal(wordDiff('the notice was very late', 'the notice was late'), 'the notice was ~~very~~ late');
		assert.equal(wordDiff('a b', 'a c'), 'a **c** ~~b~~');
	});
});
