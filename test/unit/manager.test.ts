import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { createChecker, defaultConfig, noopToken } from '../../server/src/core';
import { InMemoryWorkspace } from '../helpers/inMemoryWorkspace';
import { SpyLogger } from '../helpers/spyLogger';
import { lines } from '../helpers/text';

const cites = (source: string, quote = 'Alpha beta gamma.'): string => lines(`> ${quote}`, `> --- \`${source}\``, '');

function setup(): { workspace: InMemoryWorkspace; logger: SpyLogger; manager: ReturnType<typeof createChecker> } {
	const workspace = new InMemoryWorkspace({ 'a.md': 'Alpha beta gamma.', 'b.md': 'Alpha beta gamma. Delta.' });
	const logger = new SpyLogger();
	return { workspace, logger, manager: createChecker({ workspace, config: defaultConfig, logger }) };
}

const cleared = (logger: SpyLogger): unknown[] => logger.records.filter(r => r.event === 'memo.cleared').map(r => (r.data as { reason: string }).reason);

suite('CheckManager: the citation index', () => {
	test('Should know which notes cite a source as notes are updated and removed', () => {
		const { manager } = setup();
		manager.index.updateNote('n1.md', cites('a.md'));
		manager.index.updateNote('n2.md', lines(cites('a.md'), cites('b.md')));
		assert.deepEqual([manager.index.citers('a.md'), manager.index.citers('b.md')], [['n1.md', 'n2.md'], ['n2.md']]);
		manager.index.updateNote('n2.md', cites('b.md'));
		assert.deepEqual([manager.index.citers('a.md'), manager.index.citers('b.md')], [['n1.md'], ['n2.md']]);
		manager.index.removeNote('n1.md');
		assert.deepEqual([manager.index.citers('a.md'), manager.index.citers('b.md')], [[], ['n2.md']]);
	});

	test('Should give a stored render\'s citers: notes citing a PDF, local or at a commit, as they are updated, indexed from a cache and removed', () => {
		const { manager } = setup();
		const render = '.verbatim/renders/0123.txt';
		manager.index.updateNote('local.md', cites('paper.pdf'));
		manager.index.updateNote('git.md', cites('paper.pdf` @ `abc1234'));
		manager.index.updateNote('both.md', lines(cites('a.md'), cites('old.pdf` @ `abc1234')));
		manager.index.updateNote('text.md', cites('a.md` @ `abc1234'));
		assert.deepEqual(manager.index.citers(render).sort(), ['both.md', 'git.md', 'local.md']);
		// Updated with the same local targets: the mark follows the citations.
		manager.index.updateNote('both.md', cites('a.md'));
		assert.deepEqual(manager.index.citers(render).sort(), ['git.md', 'local.md']);
		manager.index.indexTargets('cached.md', ['a.md'], true);
		manager.index.indexTargets('git.md', [], false);
		manager.index.removeNote('local.md');
		assert.deepEqual(manager.index.citers(render).sort(), ['cached.md']);
	});

	test('Should make every cited source a known source, so a quote found in one is misattributed', async () => {
		const { manager } = setup();
		const note = cites('a.md', 'Delta.');
		assert.deepEqual((await manager.checkNote('n.md', note, noopToken))!.results.map(r => r.status), ['absent']);
		manager.index.updateNote('other.md', cites('b.md'));
		assert.deepEqual((await manager.checkNote('n.md', note, noopToken))!.results.map(r => r.status), ['misattributed']);
		manager.index.removeNote('other.md');
		assert.deepEqual((await manager.checkNote('n.md', note, noopToken))!.results.map(r => r.status), ['absent']);
	});
});

suite('CheckManager: the result memo and the source cache', () => {
	test('Should read each source once across checks and read-only questions', async () => {
		const { workspace, manager } = setup();
		const note = lines(cites('a.md'), cites('b.md'));
		await manager.checkNote('n.md', note, noopToken);
		await manager.results('n.md', note, noopToken);
		await manager.editor.details('n.md', note, 2, noopToken);
		await manager.editor.definition('n.md', note, 2, noopToken);
		await manager.checkNote('n.md', `Intro.\n\n${note}`, noopToken);
		// Once each, in any order: the next source is read ahead while the first is checked.
		assert.deepEqual([...workspace.readLog].sort(), ['a.md', 'b.md']);
	});

	test('Should never clear the memo for a read-only question, even about a buffer that cites a new source', async () => {
		const { logger, manager } = setup();
		await manager.checkNote('n.md', cites('a.md'), noopToken);
		const size = manager.batch.memoSize;
		const edited = lines(cites('a.md'), cites('b.md'));
		assert.deepEqual((await manager.results('n.md', edited, noopToken)).map(r => r.status), ['verified', 'verified']);
		await manager.editor.details('n.md', edited, 2, noopToken);
		assert.deepEqual(cleared(logger), []);
		assert.equal(manager.index.citers('b.md').length, 0, 'a read-only question does not index');
		assert.ok(manager.batch.memoSize > size);
		await manager.checkNote('n.md', edited, noopToken);
		assert.deepEqual(cleared(logger), ['known_sources_changed']);
	});

	test('Should reuse unchanged results, and forget them when a read source changes', async () => {
		const { workspace, logger, manager } = setup();
		const note = cites('a.md');
		await manager.checkNote('n.md', note, noopToken);
		await manager.checkNote('n.md', `# Title\n\n${note}`, noopToken);
		const reused = logger.records.filter(r => r.event === 'note.checked').map(r => (r.data as { reused: number }).reused);
		assert.deepEqual(reused, [0, 1]);
		manager.sourceChanged('c.md');
		assert.deepEqual(cleared(logger), [], 'a file never read changes nothing');
		workspace.set('a.md', 'Something else.');
		manager.sourceChanged('a.md');
		assert.deepEqual(cleared(logger), ['source_changed']);
		assert.deepEqual((await manager.checkNote('n.md', note, noopToken))!.results.map(r => r.status), ['absent']);
		assert.deepEqual(workspace.readLog, ['a.md', 'a.md']);
	});

	test('Should give up a cancelled check without keeping any of its results', async () => {
		const { manager } = setup();
		const note = lines(cites('a.md'), cites('b.md', 'Nowhere at all.'));
		assert.equal(await manager.checkNote('n.md', note, { isCancellationRequested: true }), undefined);
		assert.equal(manager.batch.memoSize, 0);
		assert.deepEqual((await manager.checkNote('n.md', note, noopToken))!.results.map(r => r.status), ['verified', 'absent']);
	});
});

suite('CheckManager: notes parsed before the check', () => {
	test('Should check a batch note by the parse it was indexed with, without parsing its text again', async () => {
		const { manager } = setup();
		const parsed = manager.index.updateNote('n.md', cites('a.md', 'Delta.'));
		const byText = await manager.checkNotes([{ path: 'n.md', text: cites('a.md', 'Delta.') }], noopToken);
		// The text given differs from the parse given: the parse decides, so it was not parsed again.
		const byParse = await manager.checkNotes([{ path: 'n.md', text: cites('a.md'), parsed }], noopToken);
		assert.deepEqual(byParse!.map(r => r.results.map(x => x.status)), [['absent']]);
		assert.deepEqual(byParse, byText);
	});
});

suite('CheckManager: what a check reads', () => {
	test('Should read only the cited source when no quote is absent, and every known source when one is', async () => {
		const { workspace, manager } = setup();
		manager.index.updateNote('other.md', cites('b.md'));
		workspace.readLog.length = 0;
		const found = await manager.checkNotes([{ path: 'n.md', text: cites('a.md') }], noopToken);
		assert.deepEqual(found!.map(r => r.results.map(x => x.status)), [['verified']]);
		assert.deepEqual(workspace.readLog, ['a.md']);
		const absent = await manager.checkNotes([{ path: 'n.md', text: cites('a.md', 'Delta.') }], noopToken);
		assert.deepEqual(absent!.map(r => r.results.map(x => x.status)), [['misattributed']]);
		assert.deepEqual(workspace.readLog, ['a.md', 'b.md']);
	});
});
