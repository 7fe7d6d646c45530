import * as assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { createChecker, defaultConfig, noopToken, parseNote, parseProjectConfig, type CitationResult } from '../../server/src/core';
import { IncrementalParser } from '../../server/src/core/parse/note';
import { FramingGuard } from '../../server/src/lsp/framing';
import { InMemoryWorkspace } from '../helpers/inMemoryWorkspace';

/**
 * The fuzzer of docs/specification.md §8: seeded generators of notes, attributions, prose
 * citations, sources, configs and LSP byte streams, and the properties every
 * input must keep. `npm run fuzz` runs it at scale; `npm test` runs a seeded
 * sample (test/unit/fuzz.test.ts).
 */

/** A small seeded PRNG (mulberry32): the same seed gives the same inputs. */
export class Random {
	#state: number;

	constructor(seed: number) {
		this.#state = seed >>> 0;
	}

	next(): number {
		this.#state = (this.#state + 0x6D2B79F5) >>> 0;
		let t = this.#state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	}

	int(n: number): number {
		return Math.floor(this.next() * n);
	}

	pick<T>(items: readonly T[]): T {
		return items[this.int(items.length)]!;
	}
}

/** Words the reference matcher can normalise by itself: ASCII letters, digits and plain punctuation. */
const words = ['alpha', 'beta', 'gamma', 'delta', 'one', 'two', 'the', 'not', 'Alpha', '42', 'x,', 'y;', 'z.'];
const breaks = ['\n', '\r\n', '\r'];

/** A source of plain words over a few lines, with one kind of line ending. */
export function plainSource(r: Random): string {
	const eol = r.pick(breaks);
	const lines = Array.from({ length: 1 + r.int(6) }, () => Array.from({ length: 1 + r.int(8) }, () => r.pick(words)).join(' '));
	return lines.join(eol) + (r.int(2) ? eol : '');
}

/**
 * The reference matcher: occurrences of a quote in text after collapsing
 * white space, by comparing at every offset. Slow and obviously right for
 * the plain alphabet above, where no other rule of any profile applies.
 */
export function referenceCount(source: string, quote: string, counts: (text: string, at: number, quote: string) => boolean = () => true): number {
	const norm = (s: string): string => s.split(/[ \t\r\n]+/).filter(Boolean).join(' ');
	const text = norm(source);
	const q = norm(quote);
	let count = 0;
	for (let i = 0; q && i + q.length <= text.length; i++) {
		if (text.slice(i, i + q.length) === q && counts(text, i, q)) {
			count++;
		}
	}
	return count;
}

/** Lines `start..end` (1-based) of a text, split as docs/specification.md §2.2 says. */
export function referenceLines(text: string, start: number, end: number): string {
	return text.split(/\r\n|\r|\n/).slice(start - 1, end).join('\n');
}

const blocks = [
	(r: Random) => `${'> '.repeat(1 + r.int(4))}${r.pick(words)} ${r.pick(words)}`,
	(r: Random) => `${'  '.repeat(r.int(4))}- ${r.pick(words)} *${r.pick(words)}* _${r.pick(words)}_`,
	(r: Random) => `\`\`\`\n> ${r.pick(words)}\n> --- \`s.txt\`\n\`\`\``,
	(r: Random) => r.pick(['<!--', '<?php', '<![CDATA[', '<div>', '<!DOCTYPE x', '<pre>']) + `\n\n> ${r.pick(words)}\n> --- \`s.txt\`\n\n` + r.pick(['-->', '?>', ']]>', '</div>', '>', '</pre>']),
	(r: Random) => `He said "${r.pick(words)} ${r.pick(words)}" ([S](s.txt), verbatim).`,
	(r: Random) => `The report ([S](s.txt), verbatim):\n\n> "${r.pick(words)} ${r.pick(words)}"`,
	(r: Random) => `[${r.pick(words)}](${r.pick(['s.txt', '../x', 'https://e.x', '#L2', 's.txt#L1-L2'])}) **${r.pick(words)}**`,
	(r: Random) => `> ${r.pick(words)}\n> --- \`${r.pick(['s.txt', 's.txt:1', 's.txt:2-p3', 's.txt:0', '../out', '..s.txt', 's.txt:1,2'])}\`${r.pick(['', ' @ `sha256:00`', ' @ `ABCDEF1`'])}`,
	(r: Random) => `| a | b |\n|---|---|\n| "${r.pick(words)}" | [S](s.txt) verbatim |`,
	(r: Random) => '*'.repeat(r.int(30)) + '['.repeat(r.int(30)) + r.pick(words) + ']'.repeat(r.int(30)),
	(r: Random) => `<!-- verbatim-disable-next-citation -->\n> ${r.pick(words)}\n> --- \`s.txt\``,
];

/** A Markdown note mixing every construct that hides, holds or breaks a citation. */
export function markdownNote(r: Random, source: string): string {
	const parts: string[] = [];
	for (let k = 1 + r.int(6); k > 0; k--) {
		if (r.int(3) === 0) {
			const lines = source.split(/\r\n|\r|\n/);
			const a = r.int(lines.length);
			const quote = lines[a]!.split(' ').slice(r.int(3)).join(' ');
			const range = r.int(2) ? `:${a + 1}` : '';
			parts.push(`> ${quote || 'alpha'}\n> --- \`s.txt${range}\``);
		} else {
			parts.push(r.pick(blocks)(r));
		}
	}
	return parts.join(r.pick(['\n\n', '\r\n\r\n', '\r\r', '\n'])).replace(/\n/g, r.int(4) === 0 ? '\r\n' : '\n');
}

/** Every verified citation of a plain source must be one occurrence for the reference matcher too. */
export function assertVerifiedIsUnique(results: readonly CitationResult[], source: string): void {
	for (const r of results) {
		if (r.status !== 'verified' || r.source !== 's.txt' || /\[|\.\.\.|…/.test(r.citation.quote)) {
			continue;
		}
		// Each cited range is its own region (the generated ranges never overlap).
		const regions = r.citation.ranges ? r.citation.ranges.map(g => referenceLines(source, g.start, g.end)) : [source];
		const found = regions.reduce((n, region) => n + referenceCount(region, r.citation.quote), 0);
		assert.equal(found, 1, `verified but the reference finds ${found}: ${JSON.stringify(r.citation.quote)} ${JSON.stringify(r.citation.ranges)} in ${JSON.stringify(source)}`);
	}
}

/** Per-input time bound: far above any honest input, far below a hang. */
export const perInputMs = 5_000;

/** Checks generated notes against generated sources: no throw, bounded time, verified only when unique. */
export async function fuzzNotes(r: Random, n: number): Promise<number> {
	for (let k = 0; k < n; k++) {
		const source = r.int(20) === 0 ? randomBytesText(r) : plainSource(r);
		const note = markdownNote(r, source);
		const workspace = new InMemoryWorkspace({ 's.txt': r.int(30) === 0 ? '\uFEFF' + source : source, 'n.md': note });
		const checker = createChecker({ workspace, config: defaultConfig });
		const started = Date.now();
		const reports = await checker.checkNotes([{ path: 'n.md', text: note }], noopToken);
		assert.ok(Date.now() - started < perInputMs, `slow note: ${JSON.stringify(note.slice(0, 200))}`);
		if (!/[^\x20-\x7E\r\n]/.test(source)) {
			assertVerifiedIsUnique(reports![0]!.results, source);
		}
	}
	return n;
}

function randomBytesText(r: Random): string {
	const alphabet = ['a', ' ', '\n', '\r', '\u0000', '\uFEFF', '\u00B2', '\u1112\u1161\u11AB', 'é', 'e\u0301', '\uD800', '*', '…', '&amp;', '\f'];
	return Array.from({ length: r.int(80) }, () => r.pick(alphabet)).join('');
}

/** Every citation the constructor builds from a selection must verify (docs/specification.md §5). */
export async function fuzzConstructor(r: Random, n: number): Promise<number> {
	for (let k = 0; k < n; k++) {
		const source = r.int(4) === 0 ? randomBytesText(r) : plainSource(r);
		const start = r.int(Math.max(1, source.length));
		const selection = source.slice(start, start + 1 + r.int(40));
		const name = r.pick(['s.txt', 's.md', 's.ts']);
		const checker = createChecker({ workspace: new InMemoryWorkspace({ [name]: source }), config: defaultConfig });
		const result = await checker.edits.quote({ source: name, text: selection, pin: r.int(2) ? 'sha256' : 'none', from: r.int(2) ? 'notes/n.md' : undefined });
		if (result.kind === 'ok') {
			for (const o of result.occurrences) {
				const report = await checker.checkNote('notes/n.md', o.citation, noopToken);
				assert.deepEqual(report!.results.map(x => x.status), ['verified'], o.citation);
			}
		}
	}
	return n;
}

/** Configuration text, well-formed or not: parsing never throws, errors never echo unknown bytes. */
export function fuzzConfigs(r: Random, n: number): number {
	const keys = ['include', 'exclude', 'sources', 'strict', 'elisions', 'maxElisionGap', 'severity', 'profiles', 'pins', 'x', 'SECRET'];
	const values = ['[]', '["**/*.md"]', 'true', '"deny"', '400', '-1', '{"absent": "off"}', '[{"glob": "a", "profile": "exact"}]', 'null', '"s3cr3t"', '[[[[', '{'];
	for (let k = 0; k < n; k++) {
		const entries = Array.from({ length: r.int(5) }, () => `"${r.pick(keys)}": ${r.pick(values)}`);
		let text = `{${entries.join(r.pick([', ', ',\n', ',,', ' ']))}}`;
		if (r.int(5) === 0) {
			text = text.slice(0, r.int(text.length + 1));
		}
		const parsed = parseProjectConfig(text);
		for (const e of parsed.errors ?? []) {
			assert.ok(!/s3cr3t/.test(e.message), 'a config error echoed a value');
		}
	}
	return n;
}

/**
 * LSP byte streams: valid messages, malformed headers and garbage, split at
 * random points. Every valid message sent after the last malformed one must
 * come out of the framing guard intact.
 */
export async function fuzzStreams(r: Random, n: number): Promise<number> {
	for (let k = 0; k < n; k++) {
		const guard = new FramingGuard(() => undefined);
		const out: Buffer[] = [];
		guard.on('data', (d: Buffer) => out.push(d));
		const sent: string[] = [];
		const pieces: Buffer[] = [];
		for (let m = 1 + r.int(6); m > 0; m--) {
			const body = JSON.stringify({ jsonrpc: '2.0', id: r.int(1000), method: 'x', params: { t: 'é'.repeat(r.int(5)) } });
			const kind = r.int(5);
			if (kind === 0) {
				pieces.push(Buffer.from(r.pick(['Content-Length: abc\r\n\r\n', 'X\r\n\r\n', 'Content-Length: 99999999999\r\n\r\n', 'garbage'.repeat(r.int(3))]) + body));
				sent.length = 0;
			} else {
				const bytes = Buffer.from(body);
				pieces.push(Buffer.concat([Buffer.from(`${r.int(2) ? 'content-length' : 'Content-Length'}: ${bytes.length}\r\n${r.int(3) ? '' : 'Content-Type: x\r\n'}\r\n`), bytes]));
				sent.push(body);
			}
		}
		const all = Buffer.concat(pieces);
		const input = new PassThrough();
		input.pipe(guard);
		for (let at = 0; at < all.length;) {
			const step = 1 + r.int(40);
			input.write(all.subarray(at, at + step));
			at += step;
		}
		input.end();
		await new Promise(resolve => guard.on('end', resolve).resume());
		const received = Buffer.concat(out).toString();
		for (const body of sent) {
			assert.ok(received.includes(body), 'a valid message after the last malformed one was lost');
		}
	}
	return n;
}

/** Interleaved edits: the incremental parser always agrees with a whole parse. */
export function fuzzEdits(r: Random, n: number): number {
	const parser = new IncrementalParser('n.md');
	let text = markdownNote(r, plainSource(r));
	for (let k = 0; k < n; k++) {
		const at = r.int(text.length + 1);
		const cut = r.int(10);
		text = text.slice(0, at) + r.pick(['', '\n', '\n\n', '> ', '> --- `s.txt`\n', '"', 'verbatim', '<!--', '-->', '```\n', r.pick(words)]) + text.slice(at + cut);
		const incremental = parser.parse(text).citations.map(c => [c.span.start, c.quote]);
		const whole = parseNote(text, 'n.md').citations.map(c => [c.span.start, c.quote]);
		assert.deepEqual(incremental, whole);
		if (text.length > 4000) {
			text = text.slice(0, 1000);
		}
	}
	return n;
}

/**
 * Words for the edge fuzzer: non-ASCII letters, numbers with decimal points
 * and ranges, compounds and contractions, all of which the prose profile
 * leaves as they are, so the reference below needs no normaliser.
 */
const edgeWords = ['10', '150', '2.5', '1,500', '10-20', 'deaths', 'fell', 'by', 'non-toxic', 'can\'t', 'café', 'Straße', 'дом', 'λόγος', 'a', 'an', 'and', 'ana', 'banana', 'x1', 'COVID-19', 'no.', 'yes,'];

/** A letter or digit (docs/specification.md §2 item 6), written apart from the checker's own tables. */
function isLetterOrDigit(ch: string | undefined): boolean {
	return ch !== undefined && /^[\p{L}\p{N}\p{M}]$/u.test(ch);
}

/**
 * The edge rule as docs/decisions.md states it, by itself: a quote that
 * begins (ends) with a letter, a digit, or a hyphen or apostrophe joined to
 * one, must not have the source continue that word or number on that side;
 * `.` and `,` between digits, and a sign or dash before a digit, continue a
 * number.
 */
function referenceEdgeOk(text: string, i: number, q: string): boolean {
	const joiner = (c: string | undefined): boolean => c === '-' || c === '\'';
	const digit = (c: string | undefined): boolean => c !== undefined && /^\p{N}$/u.test(c);
	const before = text[i - 1];
	const first = q[0];
	const startsWord = isLetterOrDigit(first) || ((first === '.' || first === ',') && digit(q[1]));
	if (joiner(first) && isLetterOrDigit(q[1]) && isLetterOrDigit(before)) {
		return false;
	}
	if (startsWord && (isLetterOrDigit(before) || (joiner(before) && isLetterOrDigit(text[i - 2]) && isLetterOrDigit(first))
		|| (digit(first) && (before === '-' || before === '+' || before === '±' || ((before === '.' || before === ',') && digit(text[i - 2])))))) {
		return false;
	}
	const j = i + q.length;
	const after = text[j];
	const last = q[q.length - 1];
	const endsWord = isLetterOrDigit(last) || ((last === '.' || last === ',') && digit(q[q.length - 2]));
	if (joiner(last) && isLetterOrDigit(q[q.length - 2]) && isLetterOrDigit(after)) {
		return false;
	}
	return !(endsWord && (isLetterOrDigit(after) || (joiner(after) && isLetterOrDigit(text[j + 1]) && isLetterOrDigit(last))
		|| (digit(last) && (after === '.' || after === ',') && digit(text[j + 1]))));
}

/** Occurrences of a quote by the reference: white space collapsed, every offset compared, the edge rule applied. */
export function referenceWholeCount(source: string, quote: string): number {
	return referenceCount(source, quote, referenceEdgeOk);
}

/**
 * Quotes cut at random character offsets out of sources of non-ASCII words
 * and numbers: the checker's verdict must be the reference's, `verified`
 * exactly when it finds one whole occurrence, `absent` for none, `ambiguous`
 * for more.
 */
export async function fuzzEdges(r: Random, n: number): Promise<number> {
	for (let k = 0; k < n; k++) {
		const eol = r.pick(breaks);
		const source = Array.from({ length: 1 + r.int(4) }, () => Array.from({ length: 1 + r.int(10) }, () => r.pick(edgeWords)).join(' ')).join(eol) + eol;
		const flat = source.replace(/\r\n?|\n/g, ' ');
		const start = r.int(flat.length);
		const quote = flat.slice(start, start + 1 + r.int(30)).trim();
		// A quote Markdown would read as a list item or a heading inside the blockquote is no plain quote.
		if (!quote || /^(?:[-+*#>]|\d+[.)])(?:\s|$)/u.test(quote) || /^\d+[.)]$/u.test(quote)) {
			continue;
		}
		const note = `> ${quote}\n> --- \`s.txt\`\n`;
		const checker = createChecker({ workspace: new InMemoryWorkspace({ 's.txt': source, 'n.md': note }), config: defaultConfig });
		const report = await checker.checkNotes([{ path: 'n.md', text: note }], noopToken);
		const status = report![0]!.results[0]?.status;
		const expected = referenceWholeCount(source, quote);
		const want = expected === 0 ? 'absent' : expected === 1 ? 'verified' : 'ambiguous';
		assert.equal(status, want, `${JSON.stringify(quote)} in ${JSON.stringify(source)}: the reference finds ${expected}`);
	}
	return n;
}

/** Every apostrophe of docs/specification.md §2.2, and typing mistakes a source may hold. */
const apostrophes = ['\'', '\u2019', '\u2018', '\u02BC', '\u00B4', '`', '\uFF07', '\u02B9', '\u2032'];

/** What a source may do to a negation without changing what a reader reads: each is folded by some profile. */
const negationDisguises: ((word: string, r: Random) => string)[] = [
	w => w,
	w => w.toUpperCase(),
	w => `*${w}*`,
	w => `**${w}**`,
	w => `_${w}_`,
	w => w.replace(/^(.)/u, '$1\u00AD'),
	w => w.replace(/o/u, '\u043E'),
	w => w.replace(/n/u, '\uFF4E'),
	w => `\u200B${w}`,
	w => w.replace(/o/u, '&#111;'),
];

/**
 * An elision (or a bracket) that drops a negation is never `verified`,
 * whichever apostrophe the source writes `n't` with and however a profile
 * folds the negation (docs/specification.md §2.2).
 */
export async function fuzzNegations(r: Random, n: number): Promise<number> {
	const contracted = ['isn', 'didn', 'wasn', 'doesn', 'couldn', 'won', 'can'];
	const plain = ['not', 'never', 'no', 'without', 'neither', 'nor', 'cannot'];
	for (let k = 0; k < n; k++) {
		const negation = r.int(2) ? `${r.pick(contracted)}${r.pick(apostrophes)}t` : r.pick(plain);
		const word = r.pick(negationDisguises)(negation, r);
		const source = `The first witness ${word} see the blue car that night.\n`;
		const quote = r.pick([
			'The first witness ... see the blue car that night.',
			'The first witness [did] see the blue car that night.',
			'[The first witness] see the blue car that night.',
			'The first … see the blue car',
		]);
		const profile = r.pick(['prose', 'lenient'] as const);
		const note = `> ${quote}\n> --- \`s.txt\`\n`;
		const config = { ...defaultConfig, profiles: [{ glob: '**', profile }] };
		const checker = createChecker({ workspace: new InMemoryWorkspace({ 's.txt': source, 'n.md': note }), config });
		const report = await checker.checkNotes([{ path: 'n.md', text: note }], noopToken);
		const status = report![0]!.results[0]?.status;
		assert.notEqual(status, 'verified', `${JSON.stringify(quote)} verified against ${JSON.stringify(source)} under ${profile}`);
	}
	return n;
}
