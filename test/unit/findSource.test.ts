import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { applyEdits, createChecker, defaultConfig, noopToken, type Checker } from '../../server/src/core';
import { InMemoryWorkspace } from '../helpers/inMemoryWorkspace';
import { lines, sha256 } from '../helpers/text';

/** Makes paths known sources the way a project does: a note cites each. */
function cite(checker: Checker, paths: readonly string[]): void {
	checker.index.updateNote('index.md', paths.map(p => `> x\n> --- \`${p}\``).join('\n\n'));
}

const memo = lines('# Memo', 'The committee approved the budget without debate.', 'Members left early.', 'The budget is final.', '');
const minutes = lines('Minutes.', 'The budget is final.', '');

function setup(files: Record<string, string>): Checker {
	const checker = createChecker({ workspace: new InMemoryWorkspace(files), config: defaultConfig });
	cite(checker, ['sources/memo.md', 'sources/minutes.md']);
	return checker;
}

/** Attributes every unattributed quote of the note with its first candidate; returns titles, the new text, and its statuses. */
async function attributeAll(note: string): Promise<{ titles: string[][]; text: string; statuses: string[] }> {
	const checker = setup({ 'sources/memo.md': memo, 'sources/minutes.md': minutes, 'notes/n.md': note });
	const titles: string[][] = [];
	let text = note;
	for (const u of checker.edits.unattributed('notes/n.md', note).reverse()) {
		const r = await checker.edits.attribute('notes/n.md', text, u, 'sha256');
		titles.unshift(r.kind === 'ok' ? r.attributions.map(a => a.title) : [r.kind]);
		if (r.kind === 'ok') {
			text = applyEdits(text, r.attributions[0]!.edits);
		}
	}
	const statuses = (await checker.checkNote('notes/n.md', text, noopToken))!.results.map(r => r.status);
	return { titles, text, statuses };
}

suite('Find the source of a quote', () => {
	test('Should find one source and write the constructor citation of it', async () => {
		const r = await setup({ 'sources/memo.md': memo, 'sources/minutes.md': minutes }).edits.findSource({ text: 'approved the budget  without debate', pin: 'sha256' });
		assert.equal(r.kind, 'ok');
		assert.deepEqual(r.kind === 'ok' && r.candidates.map(c => [c.source, c.startLine, c.citation]), [
			['sources/memo.md', 2, `> approved the budget without debate\n> --- \`sources/memo.md:2\` @ \`${sha256(memo)}\`\n`],
		]);
	});

	test('Should list every source a quote occurs in, and never the citing note', async () => {
		const checker = setup({ 'sources/memo.md': memo, 'sources/minutes.md': minutes });
		cite(checker, ['sources/memo.md', 'sources/minutes.md', 'notes/n.md']);
		const r = await checker.edits.findSource({ text: 'The budget is final.', from: 'sources/minutes.md', pin: 'none' });
		assert.deepEqual(r.kind === 'ok' && r.candidates.map(c => `${c.source}:${c.startLine} ${c.context}`), ['sources/memo.md:4 The budget is final.']);
		const both = await checker.edits.findSource({ text: 'The budget is final.', pin: 'none' });
		assert.deepEqual(both.kind === 'ok' && both.candidates.map(c => c.source), ['sources/memo.md', 'sources/minutes.md']);
	});

	test('Should call a quote with more than ten occurrences too short, and say when there is none', async () => {
		const many = lines(...Array.from({ length: 11 }, (_, k) => `Line ${k} says yes.`), '');
		const checker = createChecker({ workspace: new InMemoryWorkspace({ 's.md': many }), config: defaultConfig });
		cite(checker, ['s.md']);
		assert.equal((await checker.edits.findSource({ text: 'says yes', pin: 'none' })).kind, 'too_short');
		assert.equal((await checker.edits.findSource({ text: 'says no', pin: 'none' })).kind, 'none');
		assert.equal((await checker.edits.findSource({ text: '   ', pin: 'none' })).kind, 'none');
	});

	test('Should attribute a blockquote with no attribution line by adding one, keeping the writer\'s words', async () => {
		const note = lines('Intro.', '', '> The committee approved the budget', '> without debate.', '', 'After.', '');
		const r = await attributeAll(note);
		assert.deepEqual(r.titles, [['Attribute to sources/memo.md (line 2)']]);
		assert.equal(r.text, lines('Intro.', '', '> The committee approved the budget', '> without debate.', `> --- \`sources/memo.md:2\` @ \`${sha256(memo)}\``, '', 'After.', ''));
		assert.deepEqual(r.statuses, ['verified']);
	});

	test('Should attribute a marked prose quote with no link by adding a note-relative link after it', async () => {
		const note = lines('The memo says, verbatim, "Members left early." Then more.', '');
		const r = await attributeAll(note);
		assert.equal(r.text, lines('The memo says, verbatim, "Members left early." ([memo.md](../sources/memo.md#L3)) Then more.', ''));
		assert.deepEqual(r.statuses, ['verified']);
	});

	test('Should offer one attribution per source for a quote found in two', async () => {
		const r = await attributeAll(lines('> The budget is final.', ''));
		assert.deepEqual(r.titles, [['Attribute to sources/memo.md (line 4)', 'Attribute to sources/minutes.md (line 2)']]);
		assert.deepEqual(r.statuses, ['verified']);
	});

	test('Should leave attributed blockquotes, lead-ins, unmarked quotes and quotes in code alone', async () => {
		const note = lines(
			'> Members left early.', '> --- `sources/memo.md`', '',
			'As the memo puts it ([memo](../sources/memo.md), verbatim):', '', '> Members left early.', '',
			'He said "Members left early." without a marker.', '',
			'```', '> The budget is final.', '```', '');
		const checker = setup({ 'sources/memo.md': memo });
		assert.deepEqual(checker.edits.unattributed('notes/n.md', note), []);
	});
});

suite('Find the source of a quote: whole words and numbers (docs/specification.md §2 item 6)', () => {
	const find = async (source: string, text: string): Promise<string[] | string> => {
		const checker = createChecker({ workspace: new InMemoryWorkspace({ 's.md': source }), config: defaultConfig });
		cite(checker, ['s.md']);
		const r = await checker.edits.findSource({ text, pin: 'none' });
		return r.kind === 'ok' ? r.candidates.map(c => `${c.startLine} ${c.context}`) : r.kind;
	};

	test('Should find nothing exact for a quote that occurs only inside a longer number or word', async () => {
		assert.equal(await find('10 deaths were reported.\n', '0 deaths were reported'), 'none');
		assert.equal(await find('Prices fell by 150 percent.\n', 'Prices fell by 15'), 'none');
		assert.equal(await find('The non-toxic paint.\n', 'toxic paint'), 'none');
		assert.equal(await find('Reassessment pending.\n', 'assessment pending'), 'none');
	});

	test('Should still find the whole-word occurrence beside ones inside longer numbers', async () => {
		assert.deepEqual(await find('10 deaths were reported.\nThen 0 deaths were reported.\n', '0 deaths were reported'), ['2 Then 0 deaths were reported.']);
		assert.deepEqual(await find('"0 deaths were reported."\n', '0 deaths were reported'), ['1 "0 deaths were reported."']);
	});
});
