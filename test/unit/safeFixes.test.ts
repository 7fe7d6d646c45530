import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { applyEdits, createChecker, defaultConfig, noopToken, type Checker } from '../../server/src/core';
import { InMemoryWorkspace } from '../helpers/inMemoryWorkspace';
import { lines, sha256 } from '../helpers/text';

/** Makes paths known sources the way a project does: a note cites each. */
function cite(checker: Checker, paths: readonly string[]): void {
	checker.index.updateNote('index.md', paths.map(p => `> x\n> --- \`${p}\``).join('\n\n'));
}

const v1 = lines('Alpha line.', 'The claim was settled.', 'Gamma line.', '');
const v2 = lines('New preface.', 'Alpha line.', 'Gamma line.', 'The claim was settled.', '');
const old = `sha256:${'0'.repeat(64)}`;

/** Applies the safe fixes of a note against `source`; returns the fixed text, the fix titles and the statuses after. */
async function fix(note: string, source = v2): Promise<{ text: string; titles: string[]; statuses: string[] }> {
	const checker = createChecker({ workspace: new InMemoryWorkspace({ 'sources/s.md': source, 'notes/n.md': note, 'sources/book.txt': lines('p1 text', '\fThe claim was settled.', '') }), config: defaultConfig });
	cite(checker, ['sources/s.md']);
	const report = await checker.checkNote('notes/n.md', note, noopToken);
	const fixes = await checker.edits.safeFixes('notes/n.md', note, report!);
	const text = applyEdits(note, fixes.map(f => f.edit));
	const statuses = (await checker.checkNote('notes/n.md', text, noopToken))!.results.map(r => r.status);
	return { text, titles: fixes.map(f => f.title), statuses };
}

suite('Safe bulk fixes (verbatim fix)', () => {
	test('Should re-pin a version mismatch whose quote still occurs once, keeping the locator note', async () => {
		const r = await fix(lines('> The claim was settled.', `> --- \`sources/s.md\` @ \`${old}\` — Answer, p. 2`, ''));
		assert.equal(r.text, lines('> The claim was settled.', `> --- \`sources/s.md\` @ \`${sha256(v2)}\` — Answer, p. 2`, ''));
		assert.deepEqual([r.titles, r.statuses], [['re-pin to the current bytes'], ['verified']]);
	});

	test('Should re-pin and then correct the range when the quote moved in the new bytes', async () => {
		const r = await fix(lines('> The claim was settled.', `> --- \`sources/s.md:2\` @ \`${sha256(v1)}\``, ''));
		assert.equal(r.text, lines('> The claim was settled.', `> --- \`sources/s.md:4\` @ \`${sha256(v2)}\``, ''));
		assert.deepEqual(r.titles, ['re-pin to the current bytes, correct the range to 4']);
	});

	test('Should correct the range of an out-of-range quote in code-span and link forms', async () => {
		const r = await fix(lines('> The claim was settled.', '> --- `sources/s.md:1-2`', '', '> Gamma line.', '> --- [s](../sources/s.md#L1-L2) — see', ''));
		assert.equal(r.text, lines('> The claim was settled.', '> --- `sources/s.md:4`', '', '> Gamma line.', '> --- [s](../sources/s.md#L3) — see', ''));
		assert.deepEqual(r.statuses, ['verified', 'verified']);
	});

	test('Should leave the writer\'s words alone: no fix for absent, ambiguous or changed quotes', async () => {
		const note = lines(
			'> The claim was dropped.', `> --- \`sources/s.md\` @ \`${old}\``, '',
			'> line.', '> --- `sources/s.md:1`', '',
			'> The claim was settled.', '> --- `sources/s.md:4`', '');
		const r = await fix(note);
		assert.equal(r.text, note);
		assert.deepEqual(r.titles, []);
	});

	test('Should not re-pin when the quote now occurs twice', async () => {
		const note = lines('> line.', `> --- \`sources/s.md\` @ \`${old}\``, '');
		assert.deepEqual((await fix(note)).titles, []);
	});
});
