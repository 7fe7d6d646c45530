import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { CancellationTokenSource, LSPErrorCodes, ResponseError, type Diagnostic } from 'vscode-languageserver-protocol';
import { withServer, type InProcessServer } from '../../helpers/inProcessServer';
import { note, projectFiles } from '../../helpers/serverFixtures';

const pullClient = { capabilities: { textDocument: { diagnostic: {} } } };
/** The note with its ambiguous citation pointed at one occurrence: every citation verifies. */
const fixed = note.replace('> --- `sources/filing.md`\n', '> --- `sources/filing.md:2`\n');
/** What the completion test of the editor suite types at the end of the note, and then undoes. */
const typed = `${note}\n> x\n> --- \`sour`;

type Pulled = { kind: 'full'; items: Diagnostic[] } | 'cancelled';

/** A pull, cancelled by the client right after it is sent when `cancel`; a server cancellation must ask for a new pull. */
async function pull(s: InProcessServer, rel: string, cancel = false): Promise<Pulled> {
	const source = new CancellationTokenSource();
	const answer = s.client.sendRequest('textDocument/diagnostic', { textDocument: { uri: s.uri(rel) } }, source.token) as Promise<{ kind: 'full'; items: Diagnostic[] }>;
	if (cancel) {
		source.cancel();
	}
	try {
		return await answer;
	} catch (e) {
		assert.ok(e instanceof ResponseError, String(e));
		assert.deepEqual([e.code, e.data], [LSPErrorCodes.ServerCancelled, { retriggerRequest: true }]);
		return 'cancelled';
	}
}

/**
 * What a pull client (vscode-languageclient) shows for a note: it keeps
 * pushed and pulled diagnostics in two collections and shows both.
 */
function shown(s: InProcessServer, rel: string, pulled: Diagnostic[]): string[] {
	return [...(s.diagnostics.get(s.uri(rel)) ?? []), ...pulled].map(d => String(d.code)).sort();
}

suite('Language server in process: pull diagnostics after rapid edits', () => {
	test('Should show the final buffer\'s diagnostics after rapid edits, undo and cancelled pulls, also for a note pushed while closed', () => withServer(projectFiles(), pullClient, async s => {
		// The workspace check pushes the closed note's findings, as when the extension starts before the note is opened.
		await s.diagnosticsOf('notes/n.md', ds => ds.some(d => d.code === 'ambiguous'));
		await s.open('notes/n.md', note);
		let version = 1;
		let pulled: Diagnostic[] = [];
		for (let k = 0; k < 12; k++) {
			await s.change('notes/n.md', k % 2 === 0 ? typed : note, ++version);
			const answer = await pull(s, 'notes/n.md', k % 3 !== 2);
			if (answer !== 'cancelled') {
				// Every buffer of this loop has the ambiguous citation: a report without it (an empty one for a cancelled pull) is wrong.
				assert.ok(answer.items.some(d => d.code === 'ambiguous'), `edit ${k}: ${JSON.stringify(answer.items.map(d => d.code))}`);
				pulled = answer.items;
			}
		}
		await s.change('notes/n.md', fixed, ++version);
		const last = await pull(s, 'notes/n.md');
		assert.notEqual(last, 'cancelled');
		pulled = last === 'cancelled' ? pulled : last.items;
		assert.deepEqual(shown(s, 'notes/n.md', pulled), []);
		// Closed again, the note is the file on disk, and its diagnostics are pushed once more.
		await s.close('notes/n.md');
		assert.deepEqual((await s.diagnosticsOf('notes/n.md', ds => ds.length > 0)).map(d => d.code), ['ambiguous']);
	}));

	test('Should keep a closed note\'s pushed findings when it opens, so it opens with them, and withdraw them once its first pull is answered', () => withServer(projectFiles(), pullClient, async s => {
		await s.diagnosticsOf('notes/n.md', ds => ds.some(d => d.code === 'ambiguous'));
		await s.open('notes/n.md', note);
		// A request answered after the open was handled: the pushed findings are still there.
		await s.client.sendRequest('textDocument/codeLens', { textDocument: { uri: s.uri('notes/n.md') } });
		assert.ok(s.diagnostics.get(s.uri('notes/n.md'))?.some(d => d.code === 'ambiguous'));
		const answer = await pull(s, 'notes/n.md');
		assert.notEqual(answer, 'cancelled');
		const pulled = answer === 'cancelled' ? [] : answer.items;
		assert.ok(pulled.some(d => d.code === 'ambiguous'));
		await s.diagnosticsOf('notes/n.md', ds => ds.length === 0);
		assert.deepEqual(shown(s, 'notes/n.md', pulled), pulled.map(d => String(d.code)).sort());
	}));

	test('Should push the findings of a note opened in a pull client before its first pull, and withdraw them once that pull is answered', () => withServer(projectFiles({ 'notes/n.md': fixed }), pullClient, async s => {
		// On disk every citation verifies, so the workspace check pushes nothing; the buffer opened has an ambiguous one.
		await s.until('the workspace indexed', () => s.events('project.indexed').length > 0);
		await s.open('notes/n.md', note);
		await s.diagnosticsOf('notes/n.md', ds => ds.some(d => d.code === 'ambiguous'));
		const answer = await pull(s, 'notes/n.md');
		assert.ok(answer !== 'cancelled' && answer.items.some(d => d.code === 'ambiguous'));
		await s.diagnosticsOf('notes/n.md', ds => ds.length === 0);
		assert.deepEqual(shown(s, 'notes/n.md', answer.items), answer.items.map(d => String(d.code)).sort());
	}));

	test('Should answer the pull of a note opened at start-up before the rest of the workspace is indexed', () => {
		// Enough citing notes that indexing them takes many slices.
		const others = Object.fromEntries(Array.from({ length: 500 }, (_, k) => [`notes/other-${k}.md`, `> line ${k} of the filing\n> --- \`sources/filing.md\`\n`]));
		return withServer(projectFiles(others), pullClient, async s => {
			await s.open('notes/n.md', note);
			const answer = await pull(s, 'notes/n.md');
			assert.ok(answer !== 'cancelled' && answer.items.some(d => d.code === 'ambiguous'));
			assert.deepEqual(s.events('project.indexed'), [], 'the open note waited for the whole workspace');
			await s.until('the workspace indexed', () => s.events('project.indexed').length > 0);
		});
	});

	test('Should answer a pull of an unchanged note with its findings however often it is cancelled and sent again', () => withServer(projectFiles(), pullClient, async s => {
		await s.open('notes/n.md', note);
		for (let k = 0; k < 10; k++) {
			const answer = await pull(s, 'notes/n.md', true);
			if (answer !== 'cancelled') {
				assert.deepEqual(answer.items.map(d => d.code), ['ambiguous'], `pull ${k}`);
			}
		}
		const answer = await pull(s, 'notes/n.md');
		assert.deepEqual(answer !== 'cancelled' && answer.items.map(d => d.code), ['ambiguous']);
	}));
});
