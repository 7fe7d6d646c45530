import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import { createChecker, defaultConfig, noopToken, normalize, parseNote, parseProjectConfig, profileNames } from '../../server/src/core';
import { checkNote } from '../helpers/check';
import { InMemoryWorkspace } from '../helpers/inMemoryWorkspace';
import { SpyLogger } from '../helpers/spyLogger';
import { sample } from '../helpers/depth';

/** Text built from a small alphabet, so repeats and near misses are common. */
const proseChar = fc.constantFrom('a', 'b', 'c', ' ', '\n', '.', '-', '*', '_', '"', '\u201C', '\u2019', '\u00AD', 'é', '&', ';', '[', ']', '>', '`', '\f', '\t', 'A', 'ﬁ', '…');
const proseText = fc.array(proseChar, { maxLength: 300 }).map(a => a.join(''));
const wordText = fc.array(fc.constantFrom('alpha', 'beta', 'gamma', 'delta', 'not', 'one', '...', '[x]', '\n', 'Ω'), { maxLength: 40 }).map(a => a.join(' '));

/** Every code point class that breaks naive parsers: lone surrogates, NUL, controls, BOM. */
const nastyText = fc.oneof(fc.string({ maxLength: 400, unit: 'binary' }), proseText, wordText);

const runs = sample(200);

suite('Properties', () => {
	test('Every citation the constructor emits verifies', async () => {
		await fc.assert(fc.asyncProperty(wordText, fc.nat(), fc.nat(), fc.constantFrom('s.md', 's.ts', 's.txt'), async (source, a, b, name) => {
			const start = source.length ? a % source.length : 0;
			const end = Math.min(source.length, start + 1 + (b % 60));
			const selection = source.slice(start, end);
			const workspace = new InMemoryWorkspace({ [name]: source });
			const checker = createChecker({ workspace, config: defaultConfig });
			const result = await checker.edits.quote({ source: name, text: selection, pin: 'sha256', from: 'notes/n.md' });
			if (result.kind === 'error') {
				return;
			}
			for (const o of result.occurrences) {
				const report = await checker.checkNote('notes/n.md', o.citation, noopToken);
				assert.deepEqual(report!.results.map(r => r.status), ['verified'], o.citation);
			}
		}), runs);
	});

	test('Every citation the constructor writes in a wiki-style form verifies, resolved by name when the note cites a file elsewhere', async () => {
		await fc.assert(fc.asyncProperty(wordText, fc.nat(), fc.nat(), fc.constantFrom('wiki/s.md', 'deep/a/s.md', 's.txt'), fc.constantFrom('wikilink', 'em-dash'), async (source, a, b, name, form) => {
			const start = source.length ? a % source.length : 0;
			const end = Math.min(source.length, start + 1 + (b % 60));
			const workspace = new InMemoryWorkspace({ [name]: source });
			const checker = createChecker({ workspace, config: defaultConfig });
			checker.index.setProjectFiles([name, 'notes/n.md']);
			const result = await checker.edits.quote({ source: name, text: source.slice(start, end), pin: 'none', from: 'notes/n.md', form });
			if (result.kind === 'error') {
				return;
			}
			for (const o of result.occurrences) {
				assert.match(o.citation, form === 'wikilink' ? /\n> \u2014 \[\[[^\]]+\]\]\n$/ : /\n> \u2014 `[^`]+`\n$/, o.citation);
				const report = await checker.checkNote('notes/n.md', o.citation, noopToken);
				assert.deepEqual(report!.results.map(r => r.status), ['verified'], o.citation);
				// Written by name only, the wikilink still resolves to the one file of that name.
				const byName = o.citation.replace(/\[\[[^\]]*\/([^\]/]+)\]\]/, '[[$1]]');
				assert.deepEqual((await checker.checkNote('notes/n.md', byName, noopToken))!.results.map(r => r.status), ['verified'], byName);
			}
		}), runs);
	});

	test('Every citation the constructor emits verifies, whatever the line ends, under strict and with emphasis', async () => {
		const marked = fc.array(fc.constantFrom('alpha', 'beta', 'gamma', 'not', '**bold**', '*em*', '2*3', 'word*', 'snake_case', '_u_', '\n', '\r\n', '\r', '\r\n\r\n'), { maxLength: 40 }).map(a => a.join(' '));
		await fc.assert(fc.asyncProperty(marked, fc.nat(), fc.nat(), fc.constantFrom('s.md', 's.txt'), fc.boolean(), async (source, a, b, name, strict) => {
			const start = source.length ? a % source.length : 0;
			const end = Math.min(source.length, start + 1 + (b % 80));
			const workspace = new InMemoryWorkspace({ [name]: source });
			const checker = createChecker({ workspace, config: { ...defaultConfig, strict } });
			const result = await checker.edits.quote({ source: name, text: source.slice(start, end), pin: 'sha256', from: 'notes/n.md' });
			if (result.kind === 'error') {
				// Only for a selection that cannot be unique in its lines, or too short to be a quote.
				assert.match(result.message, /^(?:the selection (?:does not occur|is empty|occurs more than)|occurrence \d+ \(line \d+\): (?:the passage (?:cannot be made unique|would contain|holds Markdown)|the citation would be empty_quote))/, `${JSON.stringify(source.slice(start, end))}: ${result.message}`);
				return;
			}
			for (const o of result.occurrences) {
				const report = await checker.checkNote('notes/n.md', o.citation, noopToken);
				assert.deepEqual(report!.results.map(r => r.status), ['verified'], o.citation);
			}
		}), runs);
	});

	test('verified is returned only when the quote occurs exactly once in the normalised source', async () => {
		await fc.assert(fc.asyncProperty(wordText, wordText, fc.constantFrom(...profileNames), async (source, quote, profile) => {
			const body = quote.split('\n').map(l => `> ${l}`).join('\n');
			const { results } = await checkNote({ 's.txt': source, 'note.md': `${body}\n> --- \`s.txt\`\n` }, 'note.md', { profiles: [{ glob: '**', profile }] });
			for (const r of results) {
				if (r.status !== 'verified') {
					continue;
				}
				const n = normalize(source, profile).text;
				const q = normalize(r.citation.quote, profile).text;
				let literal = 0;
				for (let i = n.indexOf(q); i >= 0; i = n.indexOf(q, i + 1)) {
					literal++;
				}
				// A literal quote must occur exactly once; an elided one must not occur literally at all.
				assert.ok(literal === 1 || (literal === 0 && r.omissions !== undefined), `${profile}: ${literal} literal occurrences`);
			}
		}), runs);
	});

	test('The note parser never throws and keeps every span inside the note', () => {
		fc.assert(fc.property(nastyText, text => {
			const parsed = parseNote(text, 'notes/n.md');
			for (const c of [...parsed.citations, ...parsed.skipped]) {
				for (const s of [c.span, c.quoteSpan, c.attributionSpan]) {
					assert.ok(s.start >= 0 && s.start <= s.end && s.end <= text.length);
				}
			}
		}), sample(500));
	});

	test('Normalisation never throws and its map stays monotonic and in bounds', () => {
		fc.assert(fc.property(nastyText, fc.constantFrom(...profileNames), (text, profile) => {
			const n = normalize(text, profile);
			for (let i = 0; i < n.text.length; i++) {
				assert.ok(n.map.start(i) < n.map.end(i) && n.map.end(i) <= text.length);
				assert.ok(i === 0 || n.map.start(i) >= n.map.start(i - 1));
			}
		}), sample(500));
	});

	test('Checking arbitrary notes against arbitrary sources never throws, and never logs their text', async () => {
		await fc.assert(fc.asyncProperty(nastyText, nastyText, async (note, source) => {
			const logger = new SpyLogger();
			const workspace = new InMemoryWorkspace({ 's.md': source, 'n.md': note });
			const checker = createChecker({ workspace, config: defaultConfig, logger });
			const text = `${note}\n> ${source.slice(0, 40)}\n> --- \`s.md\`\n`;
			await checker.checkNote('n.md', text, noopToken);
			const secret = source.slice(0, 40).trim();
			if (secret.length > 8) {
				logger.assertFreeOf(secret);
			}
		}), runs);
	});

	test('Configuration parsing never throws on arbitrary JSON', () => {
		fc.assert(fc.property(fc.json(), text => {
			const r = parseProjectConfig(text);
			assert.ok(r.config !== undefined || r.errors!.length > 0);
		}), sample(500));
	});
});
