import * as assert from 'node:assert/strict';
import { after, before, suite, test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, CodeLens, Diagnostic, Hover, TextEdit } from 'vscode-languageserver-protocol';
import { serverHere } from '../helpers/inProcessServer';
import type { LspClient } from '../helpers/lspClient';
import { TempProject } from '../helpers/project';
import { lines, sha256 } from '../helpers/text';

const paper = lines('Title.', 'We study retrieval', 'over long documents.', 'The \u201Cnotice\u201D was late.', 'Closing.', '');
const other = lines('Unrelated.', 'The board met', 'on Monday.', '');

/** A running server over a temp project; torn down after the suite. */
function serve(files: Record<string, string>): { project: TempProject; client: LspClient } {
	const project = new TempProject(files);
	const client = serverHere(project.root);
	after(async () => {
		await client.stop();
		project.dispose();
	});
	return { project, client };
}

async function actionsAt(client: LspClient, rel: string, line: number, diagnostics: Diagnostic[] = []): Promise<CodeAction[]> {
	return await client.connection.sendRequest('textDocument/codeAction', {
		textDocument: { uri: client.uri(rel) },
		range: { start: { line, character: 3 }, end: { line, character: 3 } },
		context: { diagnostics },
	}) as CodeAction[];
}

function apply(text: string, action: CodeAction, uri: string): string {
	return TextDocument.applyEdits(TextDocument.create(uri, 'markdown', 1, text), action.edit!.changes![uri]! as TextEdit[]);
}

async function hoverAt(client: LspClient, rel: string, line: number): Promise<string> {
	const hover = await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: client.uri(rel) }, position: { line, character: 4 } }) as Hover;
	return (hover.contents as { value: string }).value;
}

suite('Language server: fixes and messages a writer understands', () => {
	const note = lines(
		'> The board met on Monday.', '> --- `sources/paper.md` — Motion, p. 4', '',
		'> The "notice" was very late.', '> --- `../sources/paper.md` — Abstract', '',
		'> We study retrieval over long documents.', '> --- `sources/paper.md`', '',
	);
	const { client } = serve({ 'verbatim.json': '{ "sources": ["sources/**"] }', 'sources/paper.md': paper, 'sources/other.md': other, 'notes/n.md': note });

	before(async () => {
		await client.start({ workspace: { configuration: false } });
		await client.open('notes/n.md', note);
	});

	test('Should name one range everywhere for a misattributed quote, and show where it was found', async () => {
		const [d] = (await client.waitFor('notes/n.md', ds => ds.length >= 2)).filter(x => x.code === 'misattributed');
		assert.equal(d!.message, 'quote is not in sources/paper.md but occurs in sources/other.md (lines 2-3)');
		assert.deepEqual(d!.relatedInformation!.map(r => r.message), ['found here instead (sources/other.md:2-3)']);
		const actions = await actionsAt(client, 'notes/n.md', 0, [d!]);
		assert.deepEqual(actions.map(a => a.title), ['Cite sources/other.md (lines 2-3) instead']);
		const fixed = apply(note, actions[0]!, client.uri('notes/n.md'));
		assert.match(fixed, /^> The board met\n> on Monday\.\n> --- `sources\/other\.md:2-3` — Motion, p\. 4\n/);
		const hover = await hoverAt(client, 'notes/n.md', 0);
		assert.match(hover, /Found in sources\/other\.md:2-3/);
		assert.doesNotMatch(hover, /occurrences: 0/);
	});

	test('Should name the source of an absent quote, count the words that differ, and link the nearest passage', async () => {
		const [d] = (await client.waitFor('notes/n.md', ds => ds.length >= 2)).filter(x => x.code === 'absent');
		assert.equal(d!.message, 'quote does not occur in sources/paper.md nor in any other known source (nearest passage: line 4; 1 word differs)');
		assert.deepEqual(d!.relatedInformation!.map(r => [r.message, r.location.uri, r.location.range.start.line]), [['nearest passage (sources/paper.md:4)', client.uri('sources/paper.md'), 3]]);
		const actions = await actionsAt(client, 'notes/n.md', 3, [d!]);
		assert.deepEqual(actions.map(a => a.title), ['Replace with the source\'s words']);
		assert.match(apply(note, actions[0]!, client.uri('notes/n.md')), /\n> The \u201Cnotice\u201D was late\.?\n> --- `\.\.\/sources\/paper\.md:4` — Abstract\n/);
	});

	test('Should say verified in the lens, and in the hover what the profile let pass', async () => {
		const lenses = await client.connection.sendRequest('textDocument/codeLens', { textDocument: { uri: client.uri('notes/n.md') } }) as CodeLens[];
		assert.deepEqual(lenses.map(l => l.command!.title), ['✗ misattributed', '✗ absent', '✓ verified']);
		assert.match(await hoverAt(client, 'notes/n.md', 6), /Line breaks were ignored\./);
	});

	test('Should build citations over verbatim/quote with the path style and locator asked for', async () => {
		const r = await client.connection.sendRequest('verbatim/quote', {
			sourceUri: client.uri('sources/paper.md'), noteUri: client.uri('notes/n.md'), text: 'Closing.', pin: 'none', paths: 'root', locator: '— End',
		}) as { kind: string; occurrences: { citation: string }[] };
		assert.deepEqual(r.occurrences.map(o => o.citation), ['> Closing.\n> --- `sources/paper.md:5` — End\n']);
		const linked = await client.connection.sendRequest('verbatim/quote', {
			sourceUri: client.uri('sources/paper.md'), noteUri: client.uri('notes/n.md'), text: 'Closing.', pin: 'none', link: { text: 'the paper', angle: true }, locator: ', p. 5',
		}) as { kind: string; occurrences: { citation: string }[] };
		assert.deepEqual(linked.occurrences.map(o => o.citation), ['> Closing.\n> --- [the paper](<../sources/paper.md#L5>), p. 5\n']);
	});
});

suite('Language server: code actions right after an edit', () => {
	const variants = ['very late', 'quite late', 'so late', 'rather late'];
	const noteOf = (k: number): string => lines('# Notes', '', `> The "notice" was ${variants[k % variants.length]}.`, '> --- `sources/paper.md`', '', `Edit ${k}.`, '');
	const { client } = serve({ 'sources/paper.md': paper, 'notes/n.md': noteOf(0) });

	test('Should answer the near-miss fix for every request sent at once after open and after each edit', async () => {
		await client.start();
		await client.open('notes/n.md', noteOf(0));
		// Before the project has finished loading, and then after each of many edits, never waiting for diagnostics.
		for (let k = 0; k < 30; k++) {
			if (k > 0) {
				await client.change('notes/n.md', noteOf(k), k + 1);
			}
			const actions = await actionsAt(client, 'notes/n.md', 2);
			assert.deepEqual(actions.map(a => a.title), ['Replace with the source\'s words'], `edit ${k}`);
			assert.match(apply(noteOf(k), actions[0]!, client.uri('notes/n.md')), /^> The \u201Cnotice\u201D was late\.?\n> --- `sources\/paper\.md:4`$/m, `edit ${k}`);
		}
	});
});

suite('Language server: pins required', () => {
	const note = lines('> Closing.', '> --- `sources/paper.md` — End', '');
	const { client } = serve({ 'verbatim.json': '{ "pins": "required" }', 'sources/paper.md': paper, 'n.md': note });

	test('Should report an unpinned citation with an Add pin fix that keeps the locator', async () => {
		await client.start();
		await client.open('n.md', note);
		const [d] = await client.waitFor('n.md', ds => ds.length > 0);
		assert.equal(d!.code, 'unpinned');
		const actions = await actionsAt(client, 'n.md', 0, [d!]);
		assert.deepEqual(actions.map(a => [a.title, a.isPreferred]), [['Pin to the current version of paper.md', true]]);
		assert.equal(apply(note, actions[0]!, client.uri('n.md')), lines('> Closing.', `> --- \`sources/paper.md\` @ \`${sha256(paper)}\` — End`, ''));
	});
});

suite('Language server: fixes keep a link attribution, its locator as written, and its path style', () => {
	const tides = lines('# On tides', '', 'Tidal forces shape the coastline', 'over many centuries.', 'The moon pulls hardest at perigee.', 'Sailors logged the spring tides.', 'The moon pulls hardest at perigee.', '');
	const almanac = lines('Almanac.', 'Spring tides follow the full moon.', '');
	const pin = sha256(tides);
	const note = lines(
		'> Tidal forces shape the coast line', '> over many centuries.', '> --- [the paper](../sources/tides.md), p. 4 (draft)', '',
		'> The moon pulls hardest at perigee.', `> --- [Tides](/sources/tides.md) @ \`${pin}\`\t– Motion`, '',
		'> Spring tides follow the full moon.', '> --- [Almanac](<../sources/field notes/tides.md>) — “Spring” ☾', '',
		'> Sailors logged the spring tides.', '> --- [T](../sources/tides.md#L2-L3)', '',
		'> Sailors logged the spring tides.', '> --- `sources/tides.md:2`, p. 7', '',
	);
	const { client } = serve({ 'verbatim.json': '{ "sources": ["sources/**"] }', 'sources/tides.md': tides, 'sources/field notes/tides.md': 'Nothing here.\n', 'sources/almanac.md': almanac, 'notes/n.md': note });

	before(async () => {
		await client.start();
		await client.open('notes/n.md', note);
	});

	/** Each diagnostic's first fix applied: the attribution line it writes, and the whole note re-checked by the server. */
	async function fixedAttributions(): Promise<Record<string, string[]>> {
		const ds = await client.waitFor('notes/n.md', x => x.length >= 5);
		const out: Record<string, string[]> = {};
		for (const d of ds) {
			const actions = await actionsAt(client, 'notes/n.md', d.range.start.line, [d]);
			out[`${d.range.start.line}:${String(d.code)}`] = actions.map(a => apply(note, a, client.uri('notes/n.md')).split('\n').filter(l => l.startsWith('> ---') && !note.split('\n').includes(l)).join('\n'));
		}
		return out;
	}

	test('Should keep the link text, angle brackets, root or note-relative target, pin style and locator in every fix, with one-line ranges as #LN', async () => {
		assert.deepEqual(await fixedAttributions(), {
			'0:absent': ['> --- [the paper](../sources/tides.md#L3-L4), p. 4 (draft)'],
			'4:ambiguous': [`> --- [Tides](/sources/tides.md#L5) @ \`${pin}\`\t– Motion`, `> --- [Tides](/sources/tides.md#L7) @ \`${pin}\`\t– Motion`],
			'7:misattributed': ['> --- [Almanac](<../sources/almanac.md#L2>) — “Spring” ☾'],
			'11:out_of_range': ['> --- [T](../sources/tides.md#L6)'],
			'14:out_of_range': ['> --- `sources/tides.md:6`, p. 7'],
		});
	});

	test('Should say where an out-of-range quote occurs in its message and hover', async () => {
		const ds = await client.waitFor('notes/n.md', x => x.length >= 5);
		const d = ds.find(x => x.code === 'out_of_range' && x.range.start.line === 11);
		assert.equal(d!.message, 'quote is not in the cited range of sources/tides.md but occurs once elsewhere in it (line 6)');
		const hover = await hoverAt(client, 'notes/n.md', 10);
		assert.match(hover, /Found in sources\/tides\.md:6\n\n> \*\*Sailors logged the spring tides\.\*\*/);
		assert.doesNotMatch(hover, /occurrences: 0/);
	});

	test('Should leave every fixed citation verified', async () => {
		const ds = await client.waitFor('notes/n.md', x => x.length >= 5);
		let text = note;
		// Bottom-up, so earlier offsets stay valid; each fix is requested for the note as it then is.
		for (const d of [...ds].sort((a, b) => b.range.start.line - a.range.start.line)) {
			await client.change('notes/n.md', text, 100 - d.range.start.line);
			const [first] = await actionsAt(client, 'notes/n.md', d.range.start.line, []);
			text = apply(text, first!, client.uri('notes/n.md'));
		}
		await client.change('notes/n.md', text, 200);
		const lenses = await client.connection.sendRequest('textDocument/codeLens', { textDocument: { uri: client.uri('notes/n.md') } }) as CodeLens[];
		assert.deepEqual(lenses.map(l => l.command!.title), Array(5).fill('✓ verified'), text);
	});
});

suite('Language server: a stale pin whose quote moved', () => {
	const before1 = lines('Alpha.', 'The estuary flooded twice.', 'Omega.', '');
	const now = lines('Alpha.', 'A new first line.', 'The estuary flooded twice.', 'Omega.', '');
	const note = lines(
		'> The estuary flooded twice.', `> --- \`../sources/s.md:2\` @ \`${sha256(before1)}\` — Day one`, '',
		'> The estuary flooded twice.', `> --- [log](<../sources/s.md#L2>) @ \`${sha256(before1)}\`, p. 1`, '',
	);
	const { client } = serve({ 'sources/s.md': now, 'notes/n.md': note });

	test('Should re-pin and correct the range in one fix, as verbatim fix does', async () => {
		await client.start();
		await client.open('notes/n.md', note);
		const ds = await client.waitFor('notes/n.md', x => x.length === 2);
		const fixed = [];
		for (const d of ds) {
			const actions = await actionsAt(client, 'notes/n.md', d.range.start.line, [d]);
			fixed.push(actions.map(a => [a.title, apply(note, a, client.uri('notes/n.md')).split('\n')[d.range.start.line]]));
		}
		assert.deepEqual(fixed, [
			[['Update to the current version of s.md (the quote is now at line 3)', `> --- \`../sources/s.md:3\` @ \`${sha256(now)}\` — Day one`]],
			[['Update to the current version of s.md (the quote is now at line 3)', `> --- [log](<../sources/s.md#L3>) @ \`${sha256(now)}\`, p. 1`]],
		]);
	});
});

suite('Language server: code actions right after a source edit', () => {
	const sourceOf = (k: number): string => lines('Title.', `The harbour log records each high water${' '.repeat(k % 3)} to the minute.`, `Other ${k}.`, '');
	const note = lines('# N', '', '> The harbour log records every high water to the minute.', '> --- `../sources/s.md` — Log', '');
	const { client } = serve({ 'sources/s.md': sourceOf(0), 'notes/n.md': note });

	test('Should answer the near-miss fix for requests sent at once after each edit of the open source, also around a pull', async () => {
		await client.start({ textDocument: { diagnostic: {} } });
		await client.open('notes/n.md', note);
		await client.open('sources/s.md', sourceOf(0));
		for (let k = 1; k <= 20; k++) {
			await client.change('sources/s.md', sourceOf(k), k + 1);
			const pull = client.connection.sendRequest('textDocument/diagnostic', { textDocument: { uri: client.uri('notes/n.md') } });
			const answers = await Promise.all([actionsAt(client, 'notes/n.md', 2), pull.then(() => actionsAt(client, 'notes/n.md', 2))]);
			for (const actions of answers) {
				assert.deepEqual(actions.map(a => a.title), ['Replace with the source\'s words'], `edit ${k}`);
				assert.equal(apply(note, actions[0]!, client.uri('notes/n.md')).split('\n')[3], '> --- `../sources/s.md:2` — Log', `edit ${k}`);
			}
		}
	});
});
