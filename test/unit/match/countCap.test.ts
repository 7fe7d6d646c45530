import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { checkNote } from '../../helpers/check';
import { lines } from '../../helpers/text';

const cite = (quote: string, where = 's.md'): string => lines(`> ${quote}`, `> --- \`${where}\``);

suite('Counts stop at a cap and say so (docs/json-report.md)', () => {
	test('Should report the cap as count, with "at least", when an elision has more matches than were counted', async () => {
		const { results } = await checkNote({ 's.md': `${'a '.repeat(20_000)}\n`, 'note.md': cite(Array(30).fill('a').join(' ... ')) });
		assert.equal(results[0]!.status, 'ambiguous');
		assert.equal(results[0]!.count, 10_000);
		assert.match(results[0]!.message, /occurs at least 10000 times/);
	});

	test('Should give up counting, quickly and never as verified, an elided quote of thousands of fragments or of places past its budget', async () => {
		const source = `${'a '.repeat(200_000)}b\n`;
		for (const fragments of [2_000, 400]) {
			const quote = `${Array(fragments).fill('a').join(' ... ')} ... b`;
			const { results } = await checkNote({ 's.md': source, 'note.md': cite(quote) });
			assert.equal(results[0]!.status, 'ambiguous', String(fragments));
			assert.match(results[0]!.message, /at least|too many places to count/);
		}
		// A fragment found nowhere ends the count at once: absent, however many fragments come before it.
		const { results } = await checkNote({ 's.md': source, 'note.md': cite(`${Array(900).fill('a').join(' ... ')} ... zebra`) });
		assert.equal(results[0]!.status, 'absent');
	});

	test('Should never sum capped counts of several regions past the cap', async () => {
		const line = 'ab '.repeat(6_000);
		const { results } = await checkNote({ 's.md': lines(line, 'x', line), 'note.md': cite('ab', 's.md:1,3') });
		assert.equal(results[0]!.count, 10_000);
		assert.match(results[0]!.message, /occurs at least 10000 times/);
	});

	test('Should give an exact count, without "at least", below the cap', async () => {
		const { results } = await checkNote({ 's.md': lines('ab '.repeat(500), 'x', 'ab '.repeat(500)), 'note.md': cite('ab', 's.md:1,3') });
		assert.equal(results[0]!.count, 1_000);
		assert.match(results[0]!.message, /occurs 1000 times/);
	});

	test('Should not call a match unique when a fragment had more places than were counted', async () => {
		// One chain among the counted places of "b", and more past them, near the last "b end".
		const source = `x b y b end ${'b '.repeat(12_000)}b end\n`;
		const { results } = await checkNote({ 's.md': source, 'note.md': cite('b ... b end') });
		assert.equal(results[0]!.status, 'ambiguous');
		assert.match(results[0]!.message, /occurs at least 1 time in/);
	});
});
