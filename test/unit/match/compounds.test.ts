import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { checkNote, statuses } from '../../helpers/check';
import { lines } from '../../helpers/text';

const cite = (quote: string, source = 's.md'): string => lines(`> ${quote}`, `> --- \`${source}\``, '');

// A compound broken at a line end, as PDFs and hard-wrapped text break it, beside a soft hyphenation and a compound mid-line.
const source = lines('The engine keeps distributed-', 'parametric embeddings and a re-', 'cord of each high-authority channel, in full.', '');

suite('A quote\'s hyphenated compound against a source that breaks it at a line end', () => {
	test('Should verify the compound written with its hyphen, and still the joined reading the profile gives', async () => {
		for (const quote of ['keeps distributed-parametric embeddings', 'keeps distributedparametric embeddings', 'a record of each high-authority channel', 'distributed\u2010parametric embeddings and a record of each high-authority']) {
			assert.deepEqual(await statuses({ 's.md': source, 'note.md': cite(quote) }), ['verified'], quote);
		}
	});

	test('Should place the match on the lines it spans', async () => {
		const { results } = await checkNote({ 's.md': source, 'note.md': cite('distributed-parametric embeddings') });
		assert.deepEqual(results[0]!.occurrences?.map(o => [o.startLine, o.endLine]), [[1, 2]]);
	});

	test('Should never let a hyphen stand for no hyphen, nor drop one written mid-line', async () => {
		const plain = lines('The engine keeps distributed', 'parametric embeddings; a re-sign order and a highauthority channel.', '');
		for (const quote of ['keeps distributed-parametric embeddings', 'a resign order', 'a high-authority channel']) {
			assert.deepEqual(await statuses({ 's.md': plain, 'note.md': cite(quote) }), ['absent'], quote);
		}
	});

	test('Should keep the literal rule in code (whitespace profile): no hyphen is removed there', async () => {
		assert.deepEqual(await statuses({ 's.py': 'x = distributed-\nparametric\n', 'note.md': cite('x = distributed-parametric', 's.py') }), ['absent']);
	});
});
