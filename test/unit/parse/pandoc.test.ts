import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { findPandocCitations } from '../../../server/src/core/parse/pandoc';
import { parseMarkdown } from '../../../server/src/core/parse/markdown';
import { collectExclusions } from '../../../server/src/core/parse/tree';
import { lines } from '../../helpers/text';

/** The Pandoc citations of a note, as `quote → @key ranges`. */
function found(text: string): string[] {
	const root = parseMarkdown(text);
	return findPandocCitations(text, root, collectExclusions(root), []).map(c => {
		const target = c.target as { key: string };
		const ranges = c.ranges?.map(r => `${r.kind === 'pages' ? 'p' : 'l'}${r.start}-${r.end}`).join(',') ?? '';
		return `${c.quote} → @${target.key}${ranges ? ` ${ranges}` : ''} [${text.slice(c.attributionSpan.start, c.attributionSpan.end)}]`;
	});
}

suite('Pandoc citations in prose (docs/specification.md §1.5)', () => {
	test('Should find a quoted span followed directly by a bracketed key, with its locator', () => {
		assert.deepEqual(found('As Smith puts it, "the archive is never neutral" [@smith2020, p. 12].\n'),
			['the archive is never neutral → @smith2020 p12-12 [[@smith2020, p. 12]]']);
		assert.deepEqual(found('Curly “quotes work” [see @doe:99, pp. 3–4; @other] too.\n'), ['quotes work → @doe:99 p3-4 [[see @doe:99, pp. 3–4; @other]]']);
		assert.deepEqual(found('A "line"\n[@k, ll. 2-3] break.\n'), ['line → @k l2-3 [[@k, ll. 2-3]]']);
		assert.deepEqual(found('"One" [@a] and "two" [@b, ch. 2].\n'), ['One → @a [[@a]]', 'two → @b [[@b, ch. 2]]']);
	});

	test('Should leave alone links, code, brackets without a key and quotes not directly before one', () => {
		assert.deepEqual(found(lines(
			'"linked" [@a](https://example.org) and "ref" [@a][r].',
			'',
			'[r]: https://example.org',
			'',
			'`"code" [@a]` and "mail" [me@example.org] and "far" then [@a].',
			'',
			'```',
			'"fenced" [@a]',
			'```',
			'',
			'A "stray mark and [@a] alone.',
			'',
			'"escaped" \\[@a].',
		)), []);
	});

	test('Should pair straight quotation marks in order', () => {
		assert.deepEqual(found('He said "no" and then "the archive" [@a, p. 1].\n'), ['the archive → @a p1-1 [[@a, p. 1]]']);
	});
});
