import * as assert from 'node:assert/strict';
import { after, suite, test } from 'node:test';
import { runInProcess } from '../helpers/inProcessCli';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

interface Reported { line: number; status: string; message: string; source?: string }

suite('verbatim check: wikilinks and em-dash attributions (docs/specification.md §1.4)', () => {
	test('Should check quotes written as Obsidian and Foam write them, resolving names as they do', async () => {
		const p = new TempProject({
			'wiki/sources/survey.md': lines('# Survey', '', '## Findings', '', 'Retrieval quality bounds answer quality.', '', '## Method', '', 'We read every paper twice.', 'Some words here. ^key-point', ''),
			'raw/survey.md': lines('Raw capture: retrieval quality bounds answer quality.', ''),
			'deep/folder/only-once.md': lines('A sentence found only once in the project.', ''),
			'notes/n.md': lines(
				'> "Retrieval quality bounds answer quality."',
				'> \u2014 [[wiki/sources/survey]]',
				'',
				'> A sentence found only once in the project.',
				'> -- Someone, in [[only-once|the note]]',
				'',
				'> We read every paper twice.',
				'> \u2014 [[wiki/sources/survey#Findings]]',
				'',
				'> We read every paper twice.',
				'> \u2014 [[wiki/sources/survey#Results]]',
				'',
				'> Retrieval quality bounds answer quality.',
				'> \u2014 [[survey]]',
				'',
				'> Some words here.',
				'> \u2014 [[wiki/sources/survey#^key-point]]',
				'',
				'> The report of my death was an exaggeration.',
				'> \u2014 Mark Twain',
				'',
				'> [!quote] Method',
				'> We read every paper twice.',
				'> --- [[wiki/sources/survey#method|how]]',
				'',
				'> Words nobody wrote.',
				'> \u2014 [[missing/page]]',
				'',
			),
		});
		after(() => p.dispose());
		const r = await runInProcess(p, ['check', '--format', 'json', '--no-cache']);
		const report = JSON.parse(r.stdout) as { citations: Reported[] };
		const got = report.citations.map(c => [c.line, c.status]);
		assert.deepEqual(got, [
			[1, 'verified'], [4, 'verified'], [7, 'out_of_range'], [10, 'invalid_range'], [13, 'invalid_attribution'], [16, 'verified'], [23, 'verified'], [26, 'source_error'],
		], r.stdout);
		const byLine = new Map(report.citations.map(c => [c.line, c]));
		assert.equal(byLine.get(1)!.source, 'wiki/sources/survey.md');
		assert.equal(byLine.get(4)!.source, 'deep/folder/only-once.md');
		assert.match(byLine.get(10)!.message, /no heading "Results"; its headings are "Survey", "Findings", "Method"/);
		assert.match(byLine.get(13)!.message, /raw\/survey\.md, wiki\/sources\/survey\.md/);
	});

	test('Should write a citation as a wikilink with quote --form wikilink, which then verifies', async () => {
		const p = new TempProject({
			'wiki/sources/survey.md': lines('# Survey', '', 'Retrieval quality bounds answer quality.', ''),
		});
		after(() => p.dispose());
		const q = await runInProcess(p, ['quote', '--source', 'wiki/sources/survey.md', '--text', 'Retrieval quality bounds answer quality.', '--form', 'wikilink', '--from', 'notes/n.md']);
		assert.equal(q.status, 0, q.stderr);
		assert.equal(q.stdout, lines('> Retrieval quality bounds answer quality.', '> \u2014 [[wiki/sources/survey]]', ''));
		p.write('notes/n.md', q.stdout);
		const r = await runInProcess(p, ['check', '--format', 'json', '--no-cache']);
		assert.deepEqual((JSON.parse(r.stdout) as { citations: Reported[] }).citations.map(c => c.status), ['verified']);
	});
});
