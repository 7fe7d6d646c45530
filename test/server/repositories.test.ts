import * as assert from 'node:assert/strict';
import { after, suite, test } from 'node:test';
import { GitRepo } from '../helpers/gitRepo';
import { serverHere } from '../helpers/inProcessServer';
import type { LspClient } from '../helpers/lspClient';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

/** A project whose note cites a repository cloned outside it, and that clone. */
function setUp(config?: object): { p: TempProject; other: TempProject } {
	const p = new TempProject();
	const other = new TempProject();
	after(() => {
		p.dispose();
		other.dispose();
	});
	const c = new GitRepo(other.root).commit('one', { 'secret.txt': 'SECRET_TOKEN=hunter2 line one\nthe public line\n' });
	p.write('notes/n.md', lines(
		'> SECRET_TOKEN=hunter3 line one', `> --- https://github.com/acme/other/blob/${c}/secret.txt`, '',
		'> the public line', `> --- https://github.com/acme/other/blob/${c}/secret.txt`, '',
	));
	if (config) {
		p.write('verbatim.json', JSON.stringify(config));
	}
	return { p, other };
}

async function started(root: string, initializationOptions?: object): Promise<LspClient> {
	const client = serverHere(root);
	after(() => client.stop());
	await client.start({}, initializationOptions);
	return client;
}

const codes = (d: { code?: string | number }[]): string => d.map(x => x.code).join(',');

suite('repositories in the editor: inside the project from verbatim.json, elsewhere from the user', () => {
	test('Should mark a clone outside the root in verbatim.json as a configuration error, and read nothing of it', async () => {
		const { p, other } = setUp();
		p.write('verbatim.json', JSON.stringify({ repositories: { 'https://github.com/acme/other': other.root } }));
		const client = await started(p.root);
		const config = await client.waitFor('verbatim.json', d => d.length > 0);
		assert.match(config[0]!.message, /repositories\["https:\/\/github\.com\/acme\/other"\]: names a folder outside the project root/);
		const note = await client.waitFor('notes/n.md', d => d.length === 2);
		assert.equal(codes(note), 'unverified,unverified');
		assert.doesNotMatch(JSON.stringify(note) + client.logs.join('\n'), /hunter2|public line/);
	});

	test('Should read a clone the user grants, at start and when the setting changes', async () => {
		const { p, other } = setUp();
		const granted = await started(p.root, { repositories: { 'https://github.com/acme/other': other.root } });
		assert.equal(codes(await granted.waitFor('notes/n.md', d => d.length > 0 && !codes(d).includes('unverified'))), 'absent');
		const plain = await started(p.root, { repositories: { 'https://github.com/acme/other': 'relative/is/refused' } });
		assert.equal(codes(await plain.waitFor('notes/n.md', d => d.length === 2)), 'unverified,unverified');
		await plain.connection.sendNotification('workspace/didChangeConfiguration', { settings: { verbatim: { repositories: { 'https://github.com/acme/other': other.root } } } });
		assert.equal(codes(await plain.waitFor('notes/n.md', d => codes(d) === 'absent')), 'absent');
	});
});
