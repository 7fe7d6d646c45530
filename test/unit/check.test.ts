import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { checkNote, statuses } from '../helpers/check';
import { lines, sha256 } from '../helpers/text';

const filing = lines(
	'IN THE DISTRICT COURT',
	'The defendant denied liability in',
	'every filing.',
	'The plaintiff said the matter was closed.',
	'The plaintiff said the matter was closed.',
	'Damages were 25-30 mg per day.',
);

suite('Outcomes (docs/specification.md §4)', () => {
	test('Should verify a quote that occurs exactly once, across a line break', async () => {
		const { rendered, results } = await checkNote({
			'sources/filing.md': filing,
			'note.md': lines('> The defendant denied liability in', '> every filing.', '> --- `sources/filing.md` — Answer, p. 2'),
		});
		assert.deepEqual(rendered, ['1:3 verified (1)']);
		assert.deepEqual(results[0]!.occurrences!.map(o => [o.startLine, o.endLine]), [[2, 3]]);
		assert.equal(results[0]!.profile, 'prose');
	});

	test('Should report ambiguous with the count when a quote occurs twice', async () => {
		const { rendered, results } = await checkNote({
			'sources/filing.md': filing,
			'note.md': lines('> The plaintiff said the matter was closed.', '> --- `sources/filing.md`'),
		});
		assert.deepEqual(rendered, ['1:3 ambiguous (2)']);
		assert.match(results[0]!.message, /occurs 2 times .*; quote more context or supply a range containing one occurrence/);
	});

	test('Should verify an ambiguous quote once a range holds one occurrence', async () => {
		assert.deepEqual(await statuses({
			'sources/filing.md': filing,
			'note.md': lines('> The plaintiff said the matter was closed.', '> --- `sources/filing.md:5`'),
		}), ['verified']);
	});

	test('Should count overlapping occurrences', async () => {
		assert.deepEqual((await checkNote({
			's.txt': 'la la la',
			'note.md': lines('> la la', '> --- `s.txt`'),
		})).rendered, ['1:3 ambiguous (2)']);
	});

	test('Should report out_of_range when the range misses but the source holds the quote', async () => {
		const { rendered, results } = await checkNote({
			'sources/filing.md': filing,
			'note.md': lines('> every filing.', '> --- `sources/filing.md:4-5`'),
		});
		assert.deepEqual(rendered, ['1:3 out_of_range (0)']);
		assert.deepEqual(results[0]!.occurrences!.map(o => o.startLine), [3]);
	});

	test('Should report invalid_range outside 1–N, reversed, zero, and mixed', async () => {
		assert.deepEqual(await statuses({
			'sources/filing.md': filing,
			'note.md': lines(
				'> every filing.', '> --- `sources/filing.md:7-9`', '',
				'> every filing.', '> --- `sources/filing.md:3-2`', '',
				'> every filing.', '> --- `sources/filing.md:0`', '',
				'> every filing.', '> --- `sources/filing.md:3,p1`', '',
				'> every filing.', '> --- `sources/filing.md:p2`',
			),
		}), ['invalid_range', 'invalid_range', 'invalid_range', 'invalid_range', 'invalid_range']);
	});

	test('Should slice pages on form feeds', async () => {
		const paged = 'First page text.\fSecond page has the words.\fThird page.';
		assert.deepEqual(await statuses({
			'paper.txt': paged,
			'note.md': lines(
				'> Second page has the words.', '> --- `paper.txt:p2`', '',
				'> Second page has the words.', '> --- `paper.txt:p3`', '',
				'> Second page has the words.', '> --- `paper.txt:p4`',
			),
		}), ['verified', 'out_of_range', 'invalid_range']);
	});

	test('Should write a one-line or one-page range out of bounds with one number', async () => {
		const { results } = await checkNote({
			'paper.txt': 'First page.\fSecond page.',
			'note.md': lines('> Second page.', '> --- `paper.txt:9`', '', '> Second page.', '> --- `paper.txt:p4`', '', '> Second page.', '> --- `paper.txt:p3-5`'),
		});
		assert.deepEqual(results.map(r => r.message), [
			'the range cites line 9, but the source has 1 line',
			'the range cites page 4, but the source has 2 pages',
			'the range cites pages 3-5, but the source has 2 pages',
		]);
	});

	test('Should report misattributed with foundIn when another known source holds the quote', async () => {
		const { results } = await checkNote({
			'sources/filing.md': filing,
			'sources/other.md': 'Nothing here.\nThe court adjourned at noon.\n',
			'note.md': lines(
				'> The court adjourned at noon.', '> --- `sources/filing.md`', '',
				'> Nothing here.', '> --- `sources/other.md`',
			),
		});
		assert.equal(results[0]!.status, 'misattributed');
		assert.deepEqual(results[0]!.foundIn!.map(f => [f.source, f.startLine, f.endLine]), [['sources/other.md', 2, 2]]);
	});

	test('Should report absent with a near-miss suggestion in original text', async () => {
		const { results } = await checkNote({
			'sources/filing.md': filing,
			'note.md': lines('> The defendant denied all liability in every filing.', '> --- `sources/filing.md`'),
		});
		assert.equal(results[0]!.status, 'absent');
		assert.deepEqual(results[0]!.suggestion, { text: 'The defendant denied liability in\nevery filing.', startLine: 2, endLine: 3 });
		assert.equal(results[0]!.message, 'quote does not occur in sources/filing.md nor in any other known source (nearest passage: lines 2-3; 1 word differs)');
	});

	test('Should look for the nearest passage in the whole source when the cited lines hold nothing close', async () => {
		const source = lines('# Minutes', 'Opening remarks were brief.', 'Attendance was taken.', 'The board approved the merger after a long debate.', 'Lunch followed.', '');
		const { results } = await checkNote({
			'sources/minutes.md': source,
			'note.md': lines('> The board approved the acquisition after a long debate.', '> --- `sources/minutes.md:2-3`'),
		});
		assert.equal(results[0]!.status, 'absent');
		assert.deepEqual(results[0]!.suggestion, { text: 'The board approved the merger after a long debate.', startLine: 4, endLine: 4 });
		assert.match(results[0]!.message, /\(nearest passage: line 4; 1 word differs\)$/);
	});

	test('Should keep the nearest passage inside the cited lines when one is close there', async () => {
		const source = lines('# Minutes', 'The board approved the merger after a long debate.', 'Attendance was taken.', 'The board approved the merger after a long debate today.', '');
		const { results } = await checkNote({
			'sources/minutes.md': source,
			'note.md': lines('> The board approved the acquisition after a long debate today.', '> --- `sources/minutes.md:2-3`'),
		});
		assert.equal(results[0]!.status, 'absent');
		assert.equal(results[0]!.suggestion?.startLine, 2);
	});

	test('Should count differing words after the profile folds, so typography is no difference', async () => {
		const { results } = await checkNote({
			'sources/filing.md': filing,
			'note.md': lines('> The defendant denied any liability in every single \uFB01ling.', '> --- `sources/filing.md:2-3`'),
		});
		assert.match(results[0]!.message, /^quote does not occur in the cited range of sources\/filing\.md .*\(nearest passage: lines 2-3; 2 words differ\)$/);
	});

	test('Should find the near-miss passage in a source larger than the anchored-search threshold', async () => {
		const filler = Array.from({ length: 40_000 }, (_, i) => `Filler sentence number ${i} says little.`).join('\n');
		const big = `${filler}\nThe arbitrator concluded that the shipment arrived undamaged.\n${filler}`;
		const { results } = await checkNote({
			'big.md': big,
			'note.md': lines('> The arbitrator concluded that the shipment arrived intact.', '> --- `big.md`'),
		});
		assert.equal(results[0]!.status, 'absent');
		assert.equal(results[0]!.suggestion?.text, 'The arbitrator concluded that the shipment arrived undamaged');
		assert.equal(results[0]!.suggestion?.startLine, 40_001);
	});

	test('Should never delete punctuation: 25-30 mg does not match 25 30 mg', async () => {
		assert.deepEqual(await statuses({
			'sources/filing.md': filing,
			'note.md': lines('> Damages were 25 30 mg per day.', '> --- `sources/filing.md`'),
		}), ['absent']);
	});

	test('Should report version_mismatch when the sha256 pin does not match, and verify when it does', async () => {
		const pin = sha256(filing);
		const wrong = `sha256:${'0'.repeat(64)}`;
		assert.deepEqual(await statuses({
			'sources/filing.md': filing,
			'note.md': lines(
				'> every filing.', `> --- \`sources/filing.md\` @ \`${pin}\``, '',
				'> every filing.', `> --- \`sources/filing.md\` @ \`${wrong}\``,
			),
		}), ['verified', 'version_mismatch']);
	});

	test('Should report source_error for a missing file, a path outside the root, invalid UTF-8, and an oversized file', async () => {
		assert.deepEqual(await statuses({
			'big.txt': 'x'.repeat(100),
			'bad.txt': new Uint8Array([0x61, 0xff, 0x62]),
			'note.md': lines(
				'> a', '> --- `missing.md`', '',
				'> a', '> --- `../../etc/passwd`', '',
				'> a', '> --- `bad.txt`', '',
				'> x', '> --- `big.txt`',
			),
		}, 'note.md', { maxSourceBytes: 50 }), ['source_error', 'source_error', 'source_error', 'source_error']);
	});

	test('Should report unverified for remote and Git sources, never verified', async () => {
		assert.deepEqual(await statuses({
			'note.md': lines(
				'> a', '> --- https://example.com/paper.pdf', '',
				'> a', '> --- [x](https://github.com/o/r/blob/abcdef1/src/a.ts#L3)', '',
				'> a', '> --- `src/a.ts` @ `abcdef1`',
			),
		}), ['unverified', 'unverified', 'unverified']);
	});

	test('Should report empty_quote for an empty body and a quote of only elision markers', async () => {
		assert.deepEqual(await statuses({
			's.md': 'text',
			'note.md': lines('> --- `s.md`', '', '> ... […]', '> --- `s.md`'),
		}), ['empty_quote', 'empty_quote']);
	});

	test('Should report missing_anchor and invalid_attribution', async () => {
		assert.deepEqual(await statuses({
			'note.md': lines(
				'> a', '> --- Answer, p. 2', '',
				'> a', '> --- `s.md:abc`', '',
				'> a', '> --- `s.md` @ `v1.2`', '',
				'> a', '> --- https://[bad',
			),
		}), ['missing_anchor', 'invalid_attribution', 'invalid_attribution', 'invalid_attribution']);
	});

	test('Should report short_quote under minQuoteWords', async () => {
		assert.deepEqual(await statuses({
			'sources/filing.md': filing,
			'note.md': lines('> liability', '> --- `sources/filing.md`'),
		}, 'note.md', { minQuoteWords: 3 }), ['short_quote']);
	});

	test('Should leave short_quote off at the default minQuoteWords, even for punctuation alone', async () => {
		assert.deepEqual(await statuses({ 's.md': 'Range: 10 \u2014 20.', 'note.md': lines('> \u2014', '> --- `s.md`') }), ['verified']);
	});

	test('Should apply severity overrides from the configuration', async () => {
		const { results } = await checkNote({ 'note.md': lines('> a', '> --- https://example.com/x') }, 'note.md', { severity: { unverified: 'error' } });
		assert.equal(results[0]!.severity, 'error');
	});

	test('Should keep messages free of quote text', async () => {
		const { results } = await checkNote({
			'sources/filing.md': filing,
			'note.md': lines('> The defendant denied all liability in every filing.', '> --- `sources/filing.md`'),
		});
		assert.ok(!results[0]!.message.includes('defendant'));
	});
});

suite('Profiles (docs/specification.md §2.1)', () => {
	test('Should match code files under whitespace: re-wrapped lines verify, emphasis is not removed', async () => {
		const code = 'function add(a, b) {\n\treturn a ** b;\n}\n';
		assert.deepEqual(await statuses({
			'src/add.js': code,
			'note.md': lines(
				'> function add(a, b) { return a ** b; }', '> --- `src/add.js`', '',
				'> return a b;', '> --- `src/add.js`',
			),
		}), ['verified', 'absent']);
	});

	test('Should treat snapshots with genre code-repository or a code-host source as code', async () => {
		const snapshot = '---\nsource: https://github.com/o/r\n---\nThe **bold** word.\n';
		assert.deepEqual(await statuses({
			's.md': snapshot,
			'note.md': lines('> The bold word.', '> --- `s.md`'),
		}), ['absent']);
	});

	test('Should use exact everywhere when strict is on', async () => {
		assert.deepEqual(await statuses({
			's.md': 'He said \u201Chello\u201D to all.',
			'note.md': lines('> He said "hello" to all.', '> --- `s.md`'),
		}, 'note.md', { strict: true }), ['absent']);
	});

	test('Should take the profile from verbatim.json rules before the defaults', async () => {
		assert.deepEqual(await statuses({
			'docs/s.txt': 'CASE matters',
			'note.md': lines('> case MATTERS', '> --- `docs/s.txt`'),
		}, 'note.md', { profiles: [{ glob: 'docs/**', profile: 'lenient' }] }), ['verified']);
	});
});

suite('Extract files (docs/specification.md §1.3)', () => {
	const extract = lines(
		'# Ingest: filing',
		'',
		'Summary mentions the defendant denied liability in every filing.',
		'',
		'## Quotes',
		'',
		'> The defendant denied liability in',
		'> every filing.',
		'> --- `sources/filing.md:2-3`',
		'',
		'> The plaintiff said the matter was closed.',
		'> --- `sources/filing.md:4`',
		'',
		'## Notes',
		'',
		'Unrelated words here.',
	);

	test('Should check against Quotes bodies only, each body a separate region, never attribution lines', async () => {
		assert.deepEqual(await statuses({
			'sources/filing.md': filing,
			'sources/filing.ingest.md': extract,
			'note.md': lines(
				'> denied liability in every filing', '> --- `sources/filing.ingest.md`', '',
				'> Unrelated words here.', '> --- `sources/filing.ingest.md`', '',
				'> every filing. The plaintiff said', '> --- `sources/filing.ingest.md`', '',
				'> sources/filing.md:2-3', '> --- `sources/filing.ingest.md`',
			),
		}), ['verified', 'absent', 'misattributed', 'absent']);
	});

	test('Should check the extract itself as citations of its snapshot', async () => {
		assert.deepEqual(await statuses({ 'sources/filing.md': filing, 'sources/filing.ingest.md': extract }, 'sources/filing.ingest.md'), ['verified', 'verified']);
	});
});

suite('A claim is never its own evidence (docs/specification.md §2)', () => {
	test('Should not verify an invented quote in a note that cites itself', async () => {
		const note = lines('# Claims', '', '> The moon is made of cheese.', '> --- `note.md`');
		assert.deepEqual(await statuses({ 'note.md': note }), ['absent']);
		const ranged = lines('> The moon is made of cheese.', '> --- `note.md:1-2`');
		assert.deepEqual(await statuses({ 'note.md': ranged }), ['absent']);
	});

	test('Should not let one self-citation of an invented sentence verify another in the same note, however many', async () => {
		const twice = lines('> The moon is made of cheese.', '> --- `note.md`', '', '> The moon is made of cheese.', '> --- `note.md`');
		assert.deepEqual(await statuses({ 'note.md': twice }), ['absent', 'absent']);
		const many = Array.from({ length: 300 }, () => lines('> The moon is made of cheese.', '> --- `note.md`', '')).join('\n');
		assert.ok((await statuses({ 'note.md': many })).every(s => s === 'absent'));
	});

	test('Should check each citation of a note citing itself against its own eligible text, ranged and whole in any order', async () => {
		const note = lines(
			'The moon is made of cheese.', 'The sun is made of fire.', '',
			'> The sun is made of fire.', '> --- `note.md:1`', '',
			'> The moon is made of cheese.', '> --- `note.md`', '',
			'> The moon is made of cheese.', '> --- `note.md:2`', '',
			'> The sun is made of fire.', '> --- `note.md`', '',
			'> The sun is made of fire.', '> --- `note.md:2`',
		);
		assert.deepEqual(await statuses({ 'note.md': note }), ['out_of_range', 'verified', 'out_of_range', 'verified', 'verified']);
	});

	test('Should still verify a self-citation of text outside the citation', async () => {
		const note = lines('The moon is made of cheese.', '', '> The moon is made of cheese.', '> --- `note.md`');
		assert.deepEqual(await statuses({ 'note.md': note }), ['verified']);
	});

	test('Should not find a quote in the citing note, nor in other notes\' quotes, when searching for misattributed', async () => {
		const files = {
			's.txt': 'Something else entirely.',
			'note.md': lines('> An invented sentence here.', '> --- `s.txt`'),
			'other.md': lines('> An invented sentence here.', '> --- `s.txt`', '', 'See [the note](note.md).'),
			'cites-note.md': lines('> An invented', '> --- `note.md`'),
		};
		const { results } = await checkNote(files, 'note.md', { sources: ['**'] });
		assert.equal(results[0]!.status, 'absent');
	});

	test('Should still find a quote in an extract\'s Quotes bodies and in a note\'s own prose', async () => {
		const extract = lines('# Extract', '', '## Quotes', '', '> An invented sentence here.', '> --- `s.txt`');
		const { results } = await checkNote({ 's.txt': 'Nothing.', 'x.ingest.md': extract, 'prose.md': 'An invented sentence here.', 'note.md': lines('> An invented sentence here.', '> --- `s.txt`') }, 'note.md', { sources: ['**'] });
		assert.equal(results[0]!.status, 'misattributed');
		assert.deepEqual(results[0]!.foundIn!.map(f => f.source).sort(), ['prose.md', 'x.ingest.md']);
	});
});

suite('Extract files with ranges (docs/specification.md §1.3)', () => {
	const extract = lines('# Extract', '', '## Quotes', '', '> Alpha beta gamma.', '> Delta epsilon zeta.', '> --- `s.txt:1-2`', '', '> Eta theta iota.', '> --- `s.txt:3`');

	test('Should report out_of_range for a quote on another line of the same Quotes body', async () => {
		assert.deepEqual(await statuses({ 'x.ingest.md': extract, 'note.md': lines('> Delta epsilon zeta.', '> --- `x.ingest.md:5`') }), ['out_of_range']);
		assert.deepEqual(await statuses({ 'x.ingest.md': extract, 'note.md': lines('> Delta epsilon zeta.', '> --- `x.ingest.md:6`') }), ['verified']);
		assert.deepEqual(await statuses({ 'x.ingest.md': extract, 'note.md': lines('> Eta theta iota.', '> --- `x.ingest.md:5-6`') }), ['out_of_range']);
	});

	test('Should say when an extract has no Quotes section', async () => {
		const { results } = await checkNote({ 'x.ingest.md': lines('# Extract', '', '> Alpha beta.', '> --- `s.txt`'), 'note.md': lines('> Alpha beta.', '> --- `x.ingest.md:3`') });
		assert.equal(results[0]!.status, 'absent');
		assert.match(results[0]!.message, /no `## Quotes` section/);
	});
});

suite('Prose normalisation keeps distinct what differs (docs/specification.md §2.2)', () => {
	test('Should never match a superscript with a plain digit', async () => {
		assert.deepEqual(await statuses({ 's.md': 'The area is 10\u00B2 m wide.', 'note.md': lines('> The area is 102 m wide.', '> --- `s.md`') }), ['absent']);
		assert.deepEqual(await statuses({ 's.md': 'The area is 10\u00B2 m wide.', 'note.md': lines('> The area is 10\u00B2 m wide.', '> --- `s.md`') }), ['verified']);
	});

	test('Should match NFD Hangul in a source against NFC in a quote, and remove U+FEFF inside a word', async () => {
		assert.deepEqual(await statuses({ 's.md': '\u1112\u1161\u11AB\u1100\u1173\u11AF \uBB38\uC11C', 'note.md': lines('> \uD55C\uAE00 \uBB38\uC11C', '> --- `s.md`') }), ['verified']);
		assert.deepEqual(await statuses({ 's.md': 'an impor\uFEFFtant word', 'note.md': lines('> an important word', '> --- `s.md`') }), ['verified']);
	});
});

suite('Attributions and suggestions (docs/specification.md §1.1, §4)', () => {
	const source = 'Alpha beta gamma.\nThe Claim Was Settled in full.\n';

	test('Should read hex pins and commits case-insensitively', async () => {
		const pin = sha256(source).slice(7).toUpperCase();
		assert.deepEqual(await statuses({ 's.md': source, 'note.md': lines('> Alpha beta gamma.', `> --- \`s.md\` @ \`sha256:${pin}\``) }), ['verified']);
		assert.deepEqual(await statuses({ 's.md': source, 'note.md': lines('> Alpha beta gamma.', `> --- \`s.md\` @ \`SHA256:${pin}\``) }), ['verified']);
		assert.deepEqual(await statuses({ 's.md': source, 'note.md': lines('> Alpha beta gamma.', '> --- `s.md` @ `ABCDEF1`') }), ['unverified']);
	});

	test('Should report a range mixing lines and pages as invalid_range', async () => {
		assert.deepEqual(await statuses({ 's.md': source, 'note.md': lines('> Alpha beta gamma.', '> --- `s.md:2-p3`') }), ['invalid_range']);
		assert.deepEqual(await statuses({ 's.md': source, 'note.md': lines('> Alpha beta gamma.', '> --- `s.md:1,p3`') }), ['invalid_range']);
	});

	test('Should suggest the exact source text for a quote differing only in letter case', async () => {
		const { results } = await checkNote({ 's.md': source, 'note.md': lines('> THE CLAIM WAS SETTLED IN FULL.', '> --- `s.md`') });
		assert.equal(results[0]!.status, 'absent');
		assert.equal(results[0]!.suggestion?.text, 'The Claim Was Settled in full.');
	});
});
