import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { createChecker, defaultConfig, parseNote } from '../../../server/src/core';
import { IncrementalParser } from '../../../server/src/core/parse/note';
import { beyondParseLimits, maxDelimitersPerBlock, maxNesting } from '../../../server/src/core/parse/limits';
import { walk } from '../../../server/src/core/parse/markdown';
import { InMemoryWorkspace } from '../../helpers/inMemoryWorkspace';
import { lines } from '../../helpers/text';

const deepQuotes = `${'> '.repeat(6000)}x\n> --- \`s.txt\`\n`;
const deepList = `${'- '.repeat(3000)}a "q" ([S](s.md), verbatim)\n`;
const indentedList = Array.from({ length: 300 }, (_, i) => `${' '.repeat(2 * i)}- a "q" ([S](s.md), verbatim)`).join('\n');
const delimiters = `${'*a* [b] '.repeat(maxDelimitersPerBlock)}"quoted" ([S](s.md), verbatim)`;

suite('Parse limits (docs/specification.md §8)', () => {
	test('Should turn a note too deep or too dense to parse into one source_error finding at its start', () => {
		for (const [name, text] of Object.entries({ deepQuotes, deepList, indentedList, delimiters })) {
			for (const parsed of [parseNote(text, 'n.md'), new IncrementalParser('n.md').parse(text)]) {
				assert.equal(parsed.citations.length, 1, name);
				const c = parsed.citations[0]!;
				assert.equal(c.problem?.status, 'source_error', name);
				assert.deepEqual(c.span, { start: 0, end: 0 }, name);
				assert.match(c.problem!.message, /not parsed/, name);
			}
		}
	});

	test('Should parse notes within the limits as before', () => {
		assert.equal(beyondParseLimits(`${'> '.repeat(maxNesting - 1)}x`), undefined);
		assert.match(beyondParseLimits(`${'> '.repeat(maxNesting + 1)}x`) ?? '', /nests blocks/);
		const table = lines('| a | b |', '|---|---|', ...Array.from({ length: 3000 }, () => '| [x](y.md) | *z* |'));
		assert.equal(beyondParseLimits(table), undefined);
		const blocks = Array.from({ length: 50 }, () => '*a* [b] '.repeat(maxDelimitersPerBlock / 8)).join('\n\n');
		assert.equal(beyondParseLimits(blocks), undefined);
		const nested = lines('> > alpha beta', '> > --- `s.txt`');
		assert.equal(parseNote(nested, 'n.md').citations[0]!.problem, undefined);
	});

	test('Should walk a tree thousands deep without recursion', () => {
		let node: { type: string; children: unknown[] } = { type: 'text', children: [] };
		for (let k = 0; k < 20_000; k++) {
			node = { type: 'blockquote', children: [node] };
		}
		let count = 0;
		let deepest = 0;
		for (const { ancestors } of walk({ type: 'root', children: [node] } as never)) {
			count++;
			deepest = Math.max(deepest, ancestors.length);
		}
		assert.equal(count, 20_002);
		assert.equal(deepest, 20_001);
	});

	test('Should check the other notes of a batch when one cannot be parsed', async () => {
		const workspace = new InMemoryWorkspace({ 's.txt': 'alpha beta' });
		const checker = createChecker({ workspace, config: defaultConfig });
		const reports = await checker.checkNotes([
			{ path: 'deep.md', text: deepQuotes },
			{ path: 'ok.md', text: lines('> alpha beta', '> --- `s.txt`') },
		], { isCancellationRequested: false });
		assert.deepEqual(reports!.map(r => r.results.map(x => x.status)), [['source_error'], ['verified']]);
	});
});
