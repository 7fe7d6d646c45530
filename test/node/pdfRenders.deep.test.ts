import * as assert from 'node:assert/strict';
import { before, suite, test } from 'node:test';
import { formatRenderMeta } from '../../server/src/core';
import { extractPdf } from '../../server/src/node/pdf';
import { makePdf } from '../helpers/pdf';
import { checkOnDisk, tempProject } from '../helpers/diskCheck';
import { runInProcess } from '../helpers/inProcessCli';
import { inflateBomb, pagesBomb } from '../helpers/pdfBombs';
import { lines, sha256 } from '../helpers/text';

const fabricated = 'The court finds the claim unfounded and the defendant blameless.';
const citing = (file: string): string => lines(`> ${fabricated}`, `> --- \`${file}\``, '');

let version: string;
before(async () => {
	const made = await extractPdf(await makePdf([{ lines: ['Page one.'] }]));
	assert.ok('pages' in made, 'the fixture PDF extracts');
	version = made.extractorVersion;
});

// Full-size bombs past the real limits, end to end: each costs seconds of inflating and parsing, so pdfRenders.test.ts tries them small against lowered limits.
suite('Derived text: PDF bombs at full size', () => {
	test('Should end a PDF that inflates past the limit, or lists more pages than the limit, in source_error naming the limit', async () => {
		const inflating = await inflateBomb();
		const paging = pagesBomb();
		const p = tempProject({ 'inflate.pdf': inflating, 'pages.pdf': paging, 'n.md': lines(citing('inflate.pdf'), citing('pages.pdf')) });
		// A stored render that agrees with its sidecar, as a forger would store it.
		const hex = sha256(inflating).slice(7);
		const text = `${fabricated}\n`;
		p.write(`.verbatim/renders/${hex}.txt`, text);
		p.write(`.verbatim/renders/${hex}.json`, formatRenderMeta({ pdf: `sha256:${hex}`, text: sha256(text), pages: 1, extractor: 'pdfjs-dist', extractorVersion: version }));
		const r = await checkOnDisk(p.root, 'n.md', { renders: 'auto' });
		assert.deepEqual(r.map(x => x.status), ['source_error', 'source_error']);
		assert.match(r[0]!.message, /the PDF's text cannot be extracted \(PDF streams inflate to more than 256 MB\), so its stored render/);
		assert.match(r[1]!.message, /the PDF's text cannot be extracted \(PDF has more than 2000 pages\)/);
		const made = await runInProcess(p, ['render', 'pages.pdf']);
		assert.equal(made.status, 1);
		assert.equal(made.stderr, 'verbatim: pages.pdf: the PDF\'s text cannot be extracted (PDF has more than 2000 pages)\n');
	});
});
