import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { createChecker, defaultConfig, noopToken, type QuoteRequest } from '../../server/src/core';
import { InMemoryWorkspace } from '../helpers/inMemoryWorkspace';
import { lines, sha256 } from '../helpers/text';

const source = lines('Preamble.', 'The claim was settled', 'in full.', 'Closing line.', '');

/** Builds the one citation of a request, then checks it as the note it was built for. */
async function build(request: Omit<QuoteRequest, 'source' | 'text'> & { text?: string }): Promise<string> {
	const workspace = new InMemoryWorkspace({ 'sources/s.md': source });
	const checker = createChecker({ workspace, config: defaultConfig });
	const result = await checker.edits.quote({ source: 'sources/s.md', text: 'The claim was settled in full.', ...request });
	assert.equal(result.kind, 'ok', JSON.stringify(result));
	const citation = result.kind === 'ok' ? result.occurrences[0]!.citation : '';
	const report = await checker.checkNote(request.from ?? 'n.md', citation, noopToken);
	assert.deepEqual(report!.results.map(r => r.status), ['verified'], citation);
	return citation;
}

suite('Citation constructor options', () => {
	test('Should write root-relative paths by default and note-relative ones with from', async () => {
		assert.equal(await build({ pin: 'none' }), lines('> The claim was settled', '> in full.', '> --- `sources/s.md:2-3`', ''));
		assert.equal(await build({ pin: 'none', from: 'notes/a/n.md' }), lines('> The claim was settled', '> in full.', '> --- `../../sources/s.md:2-3`', ''));
	});

	test('Should keep root-relative paths for a note when asked, and note-relative ones only with a note', async () => {
		assert.match(await build({ pin: 'none', from: 'notes/a/n.md', paths: 'root' }), /^> --- `sources\/s\.md:2-3`$/m);
		assert.match(await build({ pin: 'none', from: 'notes/n.md', paths: 'note' }), /^> --- `\.\.\/sources\/s\.md:2-3`$/m);
		assert.match(await build({ pin: 'none', paths: 'note' }), /^> --- `sources\/s\.md:2-3`$/m);
	});

	test('Should pin only when asked', async () => {
		assert.match(await build({ pin: 'sha256' }), new RegExp(`^> --- \`sources/s\\.md:2-3\` @ \`${sha256(source)}\`$`, 'm'));
		assert.doesNotMatch(await build({ pin: 'none' }), /@/);
	});

	test('Should write a one-line range as N', async () => {
		assert.equal(await build({ pin: 'none', text: 'Closing line.' }), lines('> Closing line.', '> --- `sources/s.md:4`', ''));
	});

	test('Should write the locator note after the attribution, as given', async () => {
		assert.match(await build({ pin: 'sha256', locator: '— Answer, p. 2' }), new RegExp(`^> --- \`sources/s\\.md:2-3\` @ \`${sha256(source)}\` — Answer, p\\. 2$`, 'm'));
		// Leading white space and a glued separator are the writer's; trailing white space is not written.
		assert.match(await build({ pin: 'none', locator: '\t (Motion)  ' }), /^> --- `sources\/s\.md:2-3`\t \(Motion\)$/m);
		assert.match(await build({ pin: 'none', locator: ', p. 4' }), /^> --- `sources\/s\.md:2-3`, p\. 4$/m);
	});

	test('Should refuse a locator of more than one line', async () => {
		const checker = createChecker({ workspace: new InMemoryWorkspace({ 'sources/s.md': source }), config: defaultConfig });
		const result = await checker.edits.quote({ source: 'sources/s.md', text: 'Closing line.', pin: 'none', locator: 'a\n> b' });
		assert.deepEqual(result, { kind: 'error', message: 'the locator and the link text must be one line' });
	});
});

suite('Citation constructor: sources with lone CR line ends', () => {
	test('Should write each source line as its own blockquote line, never a raw CR', async () => {
		const checker = createChecker({ workspace: new InMemoryWorkspace({ 'sources/cr.md': 'Alpha line one.\rBeta line two.\rGamma.\r' }), config: defaultConfig });
		const result = await checker.edits.quote({ source: 'sources/cr.md', text: 'line one. Beta line', pin: 'none' });
		assert.deepEqual(result, { kind: 'ok', occurrences: [{ occurrence: 1, startLine: 1, endLine: 2, startOffset: 6, endOffset: 25, citation: '> line one.\n> Beta line\n> --- `sources/cr.md:1-2`\n' }] });
	});
});

suite('Citation constructor and strict: CRLF and CR line ends (docs/specification.md §2)', () => {
	for (const eol of ['\r\n', '\r']) {
		test(`Should emit, and verify under exact, a passage across a ${JSON.stringify(eol)} line end`, async () => {
			const workspace = new InMemoryWorkspace({ 's.txt': `one two${eol}three four${eol}`, 'n.md': '> two\n> three\n> --- `s.txt`\n' });
			const checker = createChecker({ workspace, config: { ...defaultConfig, strict: true } });
			const result = await checker.edits.quote({ source: 's.txt', text: 'two\nthree', pin: 'none', from: 'n.md' });
			assert.equal(result.kind, 'ok', JSON.stringify(result));
			const report = await checker.checkNote('n.md', '> two\n> three\n> --- `s.txt`\n', noopToken);
			assert.deepEqual(report!.results.map(r => r.status), ['verified']);
			// Nothing but the line end folds under exact: a space is no line break.
			const spaced = await checker.checkNote('n.md', '> two three\n> --- `s.txt`\n', noopToken);
			assert.deepEqual(spaced!.results.map(r => r.status), ['absent']);
		});
	}

	test('Should leave out a half emphasis pair at the edges of a selection, and grow past one', async () => {
		const workspace = new InMemoryWorkspace({ 's.md': 'An *emphasised claim* here. Another line.\n' });
		const checker = createChecker({ workspace, config: defaultConfig });
		for (const text of ['claim* here', 'An *emphasised']) {
			const result = await checker.edits.quote({ source: 's.md', text, pin: 'none', from: 'n.md' });
			assert.equal(result.kind, 'ok', `${text}: ${JSON.stringify(result)}`);
			const citation = result.kind === 'ok' ? result.occurrences[0]!.citation : '';
			const report = await checker.checkNote('n.md', citation, noopToken);
			assert.deepEqual(report!.results.map(r => r.status), ['verified'], citation);
		}
	});
});

suite('Citation constructor: occurrences that grow into one passage', () => {
	test('Should offer a passage once when overlapping occurrences grow into it, and keep apart those that stay apart', async () => {
		const workspace = new InMemoryWorkspace({ 'a.md': 'aaa\n', 'b.md': 'one one\n', 'c.md': 'xx yy\nxx zz\n', 'd.md': 'one two one\n' });
		const checker = createChecker({ workspace, config: defaultConfig });
		const offered = async (source: string, text: string): Promise<string[]> => {
			const r = await checker.edits.quote({ source, text, pin: 'none' });
			assert.equal(r.kind, 'ok');
			return r.kind === 'ok' ? r.occurrences.map(o => o.citation.split('\n')[0]!) : [];
		};
		assert.deepEqual(await offered('a.md', 'a'), ['> aaa']);
		// Excerpts grow word by word: one that cuts a word never verifies (docs/specification.md §2 item 6).
		assert.deepEqual(await offered('b.md', 'one'), ['> one one']);
		assert.deepEqual(await offered('d.md', 'one'), ['> one two', '> two one']);
		assert.deepEqual(await offered('c.md', 'xx'), ['> xx', '> xx']);
	});
});
