import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { existsSync } from 'node:fs';
import { git, GitRepo } from '../../helpers/gitRepo';
import { runInProcess } from '../../helpers/inProcessCli';
import { withServer, type InProcessServer } from '../../helpers/inProcessServer';
import { filing, projectFiles } from '../../helpers/serverFixtures';

suite('Language server in process: verbatim/quote and verbatim/checkWorkspace', () => {
	test('Should build a verified citation for each occurrence of a selection, with its source lines', () => withServer(projectFiles(), {}, async s => {
		const response = await s.client.sendRequest('verbatim/quote', { sourceUri: s.uri('sources/filing.md'), text: 'The claim was\nsettled in full.', noteUri: s.uri('notes/n.md'), pin: 'none' }) as { kind: string; occurrences: { occurrence: number; startLine: number; citation: string; context: string }[] };
		assert.equal(response.kind, 'ok');
		assert.deepEqual(response.occurrences.map(o => [o.occurrence, o.startLine, o.context]), [
			[1, 2, 'The claim was settled in full.'],
			[2, 4, 'The claim was settled in full.'],
		]);
		assert.equal(response.occurrences[0]!.citation, '> The claim was settled in full.\n> --- `../sources/filing.md:2`\n');
	}));

	test('Should refuse a selection outside every workspace folder, or absent from the source', () => withServer(projectFiles(), {}, async s => {
		assert.deepEqual(await s.client.sendRequest('verbatim/quote', { sourceUri: 'file:///elsewhere/x.md', text: 'x' }), { kind: 'error', message: 'the source is not inside a workspace folder' });
		assert.deepEqual(await s.client.sendRequest('verbatim/quote', { sourceUri: s.uri('sources/filing.md'), text: 'not in it' }), { kind: 'error', message: 'the selection does not occur in sources/filing.md' });
	}));

	test('Should check every note of the workspace on request, counting citations, with diagnostics for unopened notes', () => withServer(projectFiles({
		'notes/second.md': '> Other text here.\n> --- `sources/filing.md`\n\n> Missing words.\n> --- `sources/filing.md`\n',
	}), { settings: { validate: { workspace: false } } }, async s => {
		const counts = await s.client.sendRequest('verbatim/checkWorkspace');
		// The default include (**/*.md) makes the source a note too: three notes, four citations.
		assert.deepEqual(counts, { notes: 3, citations: 4, verified: 2, failing: 2 });
		assert.deepEqual(s.diagnostics.get(s.uri('notes/second.md'))?.map(d => d.code), ['absent']);
		assert.deepEqual(s.statuses.at(-1), { verified: 2, failing: 2, checking: false });
	}));
});

type QuoteAnswer = { kind: 'ok'; occurrences: { citation: string }[] } | { kind: 'error'; message: string };

suite('Language server in process: verbatim/quote at a commit (Copy Selection as Citation in a file equal to HEAD)', () => {
	const selection = 'The confidential figure\nwas large.';
	const quoteAt = (s: InProcessServer, extra: object): Promise<QuoteAnswer> =>
		s.client.sendRequest('verbatim/quote', { sourceUri: s.uri('sources/filing.md'), text: selection, noteUri: s.uri('notes/n.md'), ...extra }) as Promise<QuoteAnswer>;
	const files = projectFiles({ 'verbatim.json': '{ "repositories": { "https://github.com/acme/kb": "." } }' });

	test('Should pin the full HEAD commit, write the GitHub URL form with url, and both verify', () => withServer(files, {}, async s => {
		const head = new GitRepo(s.root).commit('kb', {});
		const atHead = await quoteAt(s, { commit: 'HEAD' });
		assert.deepEqual(atHead, { kind: 'ok', occurrences: [{ occurrence: 1, startLine: 5, endLine: 5, citation: `> The confidential figure was large.\n> --- \`../sources/filing.md:5\` @ \`${head}\`\n`, context: 'The confidential figure was large.' }] });
		const url = await quoteAt(s, { commit: 'HEAD', url: true });
		assert.equal(url.kind === 'ok' && url.occurrences[0]!.citation, `> The confidential figure was large.\n> --- https://github.com/acme/kb/blob/${head}/sources/filing.md#L5\n`);
		// The same text through the CLI's constructor code: `verbatim quote --commit HEAD`.
		const cli = await runInProcess(s.project, ['quote', '--source', 'sources/filing.md', '--from', 'notes/n.md', '--commit', 'HEAD', '--text', selection]);
		assert.equal(cli.stdout, atHead.kind === 'ok' ? atHead.occurrences[0]!.citation : '');
		await s.open('notes/cited.md', `${atHead.kind === 'ok' ? atHead.occurrences[0]!.citation : ''}\n${url.kind === 'ok' ? url.occurrences[0]!.citation : ''}`);
		const verdicts = await s.client.sendRequest('verbatim/verdicts', { textDocument: { uri: s.uri('notes/cited.md') } }) as { verdicts: { status: string }[] };
		assert.deepEqual(verdicts.verdicts.map(v => v.status), ['verified', 'verified']);
	}));

	test('Should offer no commit form for a changed buffer, a changed file, or an untracked file', () => withServer(files, {}, async s => {
		const repo = new GitRepo(s.root);
		repo.commit('kb', {});
		await s.open('sources/filing.md', `${filing}More.\n`);
		assert.deepEqual(await quoteAt(s, { commit: 'HEAD' }), { kind: 'error', message: 'sources/filing.md differs from its blob at commit ' + git(s.root, 'rev-parse', '--short=7', 'HEAD').trim() });
		await s.close('sources/filing.md');
		s.project.write('sources/filing.md', `${filing}More.\n`);
		await s.fileEvent('sources/filing.md', 2);
		assert.match((await quoteAt(s, { commit: 'HEAD' }) as { message: string }).message, /differs from its blob at commit/);
		s.project.write('sources/new.md', filing);
		const untracked = await s.client.sendRequest('verbatim/quote', { sourceUri: s.uri('sources/new.md'), text: selection, commit: 'HEAD' }) as QuoteAnswer;
		assert.deepEqual(untracked, { kind: 'error', message: `sources/new.md is not in commit ${git(s.root, 'rev-parse', '--short=7', 'HEAD').trim()}` });
		// The file form is offered still.
		assert.equal((await quoteAt(s, {})).kind, 'ok');
	}));

	test('Should never run Git in an untrusted workspace: no commit form, and the hostile fsmonitor never runs', () => withServer(files, { initializationOptions: { trusted: false } }, async s => {
		new GitRepo(s.root).commit('kb', {});
		const marker = `${s.root}.marker`;
		git(s.root, 'config', 'core.fsmonitor', `touch ${marker}`);
		assert.deepEqual(await quoteAt(s, { commit: 'HEAD' }), { kind: 'error', message: 'Git does not run in an untrusted workspace' });
		assert.equal((await quoteAt(s, {})).kind, 'ok');
		assert.equal(existsSync(marker), false);
	}));
});
