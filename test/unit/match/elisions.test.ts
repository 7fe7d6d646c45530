import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { checkNote, statuses } from '../../helpers/check';
import { lines } from '../../helpers/text';

const source = lines(
	'The committee reviewed the proposal in detail and, after long debate,',
	'approved the budget for the coming year.',
	'The board did not approve the merger under any terms.',
	'Its speling was odd.',
);

const cite = (quote: string): string => lines(`> ${quote}`, '> --- `s.md`');

suite('Elisions (docs/specification.md §2.2)', () => {
	test('Should match fragments in order with an ellipsis and report what was omitted', async () => {
		const { results } = await checkNote({ 's.md': source, 'note.md': cite('The committee reviewed the proposal ... approved the budget') });
		assert.equal(results[0]!.status, 'verified');
		assert.deepEqual(results[0]!.omissions!.map(o => o.text.trim()), ['in detail and, after long debate,']);
	});

	test('Should accept each marker form: ..., …, [...], […]', async () => {
		for (const marker of ['...', '…', '[...]', '[…]']) {
			assert.deepEqual(await statuses({ 's.md': source, 'note.md': cite(`The committee reviewed ${marker} the coming year.`) }), ['verified'], marker);
		}
	});

	test('Should refuse fragments out of order', async () => {
		assert.deepEqual(await statuses({ 's.md': source, 'note.md': cite('approved the budget ... The committee reviewed') }), ['absent']);
	});

	test('Should refuse a gap longer than maxElisionGap', async () => {
		assert.deepEqual(await statuses({ 's.md': source, 'note.md': cite('The committee reviewed ... the coming year.') }, 'note.md', { maxElisionGap: 20 }), ['absent']);
	});

	test('Should report unsafe_elision when the omitted text holds a negation, naming it', async () => {
		const { results } = await checkNote({ 's.md': source, 'note.md': cite('The board ... approve the merger') });
		assert.equal(results[0]!.status, 'unsafe_elision');
		assert.match(results[0]!.message, /"not"/);
	});

	test('Should let a bracketed insertion stand for up to 60 source characters', async () => {
		assert.deepEqual(await statuses({ 's.md': source, 'note.md': cite('[The panel] reviewed the proposal in detail') }), ['verified']);
		assert.deepEqual(await statuses({ 's.md': source, 'note.md': cite('The committee reviewed the proposal [thoroughly] and, after long debate,') }), ['verified']);
	});

	test('Should let [sic] stand for nothing', async () => {
		assert.deepEqual(await statuses({ 's.md': source, 'note.md': cite('Its speling [sic] was odd.') }), ['verified']);
		assert.deepEqual(await statuses({ 's.md': source, 'note.md': cite('Its [sic] odd.') }), ['absent']);
	});

	test('Should count whole elided matches for uniqueness', async () => {
		const twice = 'alpha one omega. alpha two omega.';
		assert.deepEqual((await checkNote({ 's.md': twice, 'note.md': cite('alpha ... omega') })).rendered, ['1:3 ambiguous (3)']);
	});

	test('Should not apply elisions under whitespace or when denied', async () => {
		assert.deepEqual(await statuses({ 's.ts': 'const a = 1;\nconst b = 2;', 'note.md': lines('> const a ... b = 2;', '> --- `s.ts`') }), ['absent']);
		assert.deepEqual(await statuses({ 's.md': source, 'note.md': cite('The committee reviewed ... the coming year.') }, 'note.md', { elisions: 'deny' }), ['absent']);
	});

	test('Should keep elided fragments inside one region', async () => {
		assert.deepEqual(await statuses({ 's.md': source, 'note.md': lines('> approved the budget ... The board did', '> --- `s.md:2,3`') }), ['out_of_range']);
		assert.deepEqual(await statuses({ 's.md': source, 'note.md': lines('> approved the budget ... The board did', '> --- `s.md:2-3`') }), ['verified']);
	});
});
