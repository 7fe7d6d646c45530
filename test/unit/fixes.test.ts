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
	checker.setProjectFiles(workspace.files.keys());
	return { checker, note };
}

/** Runs every fix of the first citation; returns titles and the statuses after applying each. */
async function fixesOf(note: string): Promise<{ title: string; after: string[]; text: string }[]> {
	const { checker } = setup(note);
	const report = await checker.checkNote('notes/n.md', note, noopToken);
	const fixes = await checker.fixes(report!.results[0]!, note);
	const out = [];
	for (const f of fixes) {
		const text = applyEdits(note, f.edits);
		const after = (await checker.checkNote('notes/n.md', text, noopToken))!.results.map(r => r.status);
		out.push({ title: f.title, after, text });
	}
	return out;
}

suite('Quick fixes (docs/specification.md §6)', () => {
	test('Should offer one fix per occurrence of an ambiguous quote, each leaving it verified', async () => {
		const fixes = await fixesOf(lines('> The claim was settled.', '> --- `../sources/filing.md`', ''));
		assert.deepEqual(fixes.map(f => [f.title, f.after]), [
			['Cite occurrence 1 (line 2): …Preamble. [The claim was settled.] Other text. The claim…', ['verified']],
			['Cite occurrence 2 (line 4): …settled. Other text. [The claim was settled.] The “notice” was late.…', ['verified']],
		]);
		assert.equal(fixes[1]!.text, `> The claim was settled.\n> --- \`../sources/filing.md:4-4\` @ \`${sha256(filing)}\`\n`);
	});

	test('Should replace a near miss with the source\'s exact words', async () => {
		const fixes = await fixesOf(lines('> The "notice" was very late.', '> --- `../sources/filing.md`', ''));
		assert.deepEqual(fixes.map(f => [f.title, f.after]), [['Replace the quote with the source\'s exact words', ['verified']]]);
		assert.match(fixes[0]!.text, /^> The \u201Cnotice\u201D was late\.\n/);
	});

	test('Should re-attribute a misattributed quote', async () => {
		const fixes = await fixesOf(lines('> The board met on Monday.', '> --- `../sources/filing.md`', ''));
		assert.deepEqual(fixes.map(f => f.after), [['verified']]);
		assert.match(fixes[0]!.title, /^Attribute to sources\/other\.md/);
		assert.match(fixes[0]!.text, /--- `\.\.\/sources\/other\.md:2-2` @ `sha256:/);
	});

	test('Should correct an out-of-range range', async () => {
		const fixes = await fixesOf(lines('> Other text.', '> --- `../sources/filing.md:1-2`', ''));
		assert.deepEqual(fixes.map(f => [f.title, f.after]), [['Correct the range to 3-3', ['verified']]]);
	});

	test('Should re-pin a version mismatch whose quote still verifies', async () => {
		const fixes = await fixesOf(lines('> Other text.', `> --- \`../sources/filing.md\` @ \`sha256:${'1'.repeat(64)}\``, ''));
		assert.deepEqual(fixes.map(f => [f.title, f.after]), [['Re-pin to the current source bytes', ['verified']]]);
	});

	test('Should not re-pin when the quote no longer verifies in the new bytes', async () => {
		const fixes = await fixesOf(lines('> Gone text.', `> --- \`../sources/filing.md\` @ \`sha256:${'1'.repeat(64)}\``, ''));
		assert.deepEqual(fixes, []);
	});

	test('Should convert a prose citation into a blockquote citation, and pin an unpinned one', async () => {
		const prose = await fixesOf(lines('It said, verbatim, "Other text" ([F](../sources/filing.md)).', '', 'Next paragraph.'));
		assert.deepEqual(prose.map(f => [f.title, f.after]), [['Add this quote as a blockquote citation', ['verified', 'verified']]]);
		const pin = await fixesOf(lines('> Other text.', '> --- `../sources/filing.md`', ''));
		assert.deepEqual(pin.map(f => [f.title, f.after]), [['Pin the source (sha256)', ['verified']]]);
	});
});

suite('Rename following', () => {
	test('Should rewrite code-span and link paths, keeping their style and ranges', () => {
		const workspace = new InMemoryWorkspace();
		const checker = createChecker({ workspace, config: defaultConfig });
		const note = lines('> a', '> --- `sources/a.md:2-3` @ `abc1234`', '> b', '> --- `../sources/a.md`', '> c', '> --- [A](../sources/a.md#L4)', '> d', '> --- `sources/b.md`');
		const edits = renameEdits(note, 'notes/n.md', checker.parse('notes/n.md', note).citations, 'sources/a.md', 'archive/a b.md');
		assert.equal(applyEdits(note, edits), lines('> a', '> --- `sources/a.md:2-3` @ `abc1234`', '> b', '> --- `../archive/a b.md`', '> c', '> --- [A](../archive/a%20b.md#L4)', '> d', '> --- `sources/b.md`'));
	});
});

suite('Word diff', () => {
	test('Should mark words only in the quote and only in the source', () => {
		assert.equal(wordDiff('the notice was very late', 'the notice was late'), 'the notice was ~~very~~ late');
		assert.equal(wordDiff('a b', 'a c'), 'a **c** ~~b~~');
	});
});
