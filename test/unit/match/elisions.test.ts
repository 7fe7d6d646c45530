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

	test('Should report unsafe_elision for a negating prefix bracketed onto a word, and allow other bracketed word endings', async () => {
		const text = lines('He is competent and the results are typical.', 'They run fast.');
		for (const quote of ['He is [in]competent and', 'He is [In]competent', 'the results are [non-]typical.', '[un]competent and the results']) {
			const { results } = await checkNote({ 's.md': text, 'note.md': cite(quote) });
			assert.equal(results[0]!.status, 'unsafe_elision', quote);
			assert.match(results[0]!.message, /adds "\w+-"/, quote);
		}
		// A bracketed ending or a whole inserted word changes no meaning: `run[s]`, `[very] competent`.
		assert.deepEqual(await statuses({ 's.md': text, 'note.md': cite('They run[s] fast.') }), ['verified']);
		assert.deepEqual(await statuses({ 's.md': text, 'note.md': cite('He is [in] competent') }), ['verified']);
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

suite('Elisions never cut words or add negations (docs/specification.md §2.2)', () => {
	const drug = 'The drug is ineffective against the virus. It is non-toxic and unhelpful here. He is guilty of the charge.';

	test('Should refuse a fragment edge inside a source word, prefixes and hyphenated compounds included', async () => {
		for (const quote of ['The drug is ... effective against the virus.', 'It is ... toxic and', 'It is non-toxic and ... helpful here.', 'The drug is in ... against the virus.']) {
			assert.deepEqual(await statuses({ 's.md': drug, 'note.md': cite(quote) }), ['absent'], quote);
		}
	});

	test('Should still match fragments that end and start on word boundaries', async () => {
		assert.deepEqual(await statuses({ 's.md': drug, 'note.md': cite('The drug is ... against the virus.') }), ['verified']);
		assert.deepEqual(await statuses({ 's.md': drug, 'note.md': cite('It is non-toxic ... here.') }), ['verified']);
	});

	test('Should report unsafe_elision for an inserted negation absent from the source', async () => {
		const { results } = await checkNote({ 's.md': drug, 'note.md': cite('He is [not] guilty of the charge.') });
		assert.equal(results[0]!.status, 'unsafe_elision');
		assert.match(results[0]!.message, /insertion adds "not"/);
		assert.deepEqual(await statuses({ 's.md': drug, 'note.md': cite('[Not] guilty of the charge.') }), ['unsafe_elision']);
		assert.deepEqual(await statuses({ 's.md': drug, 'note.md': cite('He is [never] guilty') }), ['unsafe_elision']);
	});

	test('Should accept an insertion whose negation the source holds, and one with none', async () => {
		assert.deepEqual(await statuses({ 's.md': 'The board did not approve it.', 'note.md': cite('The board [did not] approve it.') }), ['verified']);
		assert.deepEqual(await statuses({ 's.md': drug, 'note.md': cite('He [the accused] is guilty of the charge.') }), ['verified']);
		assert.deepEqual(await statuses({ 's.md': drug, 'note.md': cite('[The accused] is guilty of the charge.') }), ['verified']);
	});

	test('Should report unsafe_elision when a bracket stands for source text holding a negation it lacks, naming the word', async () => {
		const source = 'The drug is not safe for children. She was never late. It isn\'t here. They left without paying, neither early nor late. No one came. He cannot swim.';
		const cases: [string, string][] = [
			['The drug [is] safe for children.', 'not'], ['She was [always] late.', 'never'], ['It [is] here.', 'n\'t'],
			['They left [after] paying,', 'without'], ['[The drug is] safe for children.', 'not'], ['She was [late]', 'never'],
			['[Everyone] came.', 'No'], ['They left [...] [and] paying, neither early nor late.', 'without'],
			['He [can] swim.', 'cannot'],
		];
		for (const [quote, word] of cases) {
			const { results } = await checkNote({ 's.md': source, 'note.md': cite(quote) });
			assert.equal(results[0]!.status, 'unsafe_elision', quote);
			assert.match(results[0]!.message, new RegExp(`"${word}"`), quote);
		}
	});

	test('Should accept a bracket that keeps the negation of the text it stands for', async () => {
		const source = 'The drug is not safe for children. It isn\'t here. She was never late.';
		assert.deepEqual(await statuses({ 's.md': 'He cannot swim.', 'note.md': cite('He [can not] swim.') }), ['verified']);
		for (const quote of ['The drug [is not] safe for children.', 'It [is not] here.', 'The drug [really is not] safe', '[She was] never late.', 'The drug is not safe [for kids]', '[T]he drug is not safe']) {
			assert.deepEqual(await statuses({ 's.md': source, 'note.md': cite(quote) }), ['verified'], quote);
		}
		assert.deepEqual(await statuses({ 's.md': 'Its speling was not odd.', 'note.md': cite('Its speling [sic] was not odd.') }), ['verified']);
	});

	test('Should read a one-letter bracket standing alone as an insertion, not as the [T]he letter', async () => {
		const source = 'the court held that the claim fails';
		for (const quote of ['the court [x] that', 'the court [X] that the claim', 'the court [x] [y] the claim']) {
			assert.deepEqual(await statuses({ 's.md': source, 'note.md': cite(quote) }), ['verified'], quote);
		}
		assert.deepEqual(await statuses({ 's.md': 'He did not hold that.', 'note.md': cite('He [x] hold that.') }), ['unsafe_elision']);
		assert.deepEqual(await statuses({ 's.md': source, 'note.md': cite('the court held [t]hat') }), ['verified']);
		assert.deepEqual(await statuses({ 's.md': source, 'note.md': cite('the court held [x]hat') }), ['absent']);
	});

	test('Should let [T]he stand for that letter in either case, and nothing else', async () => {
		assert.deepEqual(await statuses({ 's.md': drug, 'note.md': cite('[T]he charge.') }), ['verified']);
		assert.deepEqual(await statuses({ 's.md': drug, 'note.md': cite('guilty of [T]he charge.') }), ['verified']);
		assert.deepEqual(await statuses({ 's.md': drug, 'note.md': cite('guilty of [X]he charge.') }), ['absent']);
	});
});
