import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { withServer } from '../../helpers/inProcessServer';
import { note, projectFiles } from '../../helpers/serverFixtures';

const absentNote = '> Words that are nowhere.\n> --- `sources/filing.md`\n';

suite('Language server in process: diagnostics, settings, configuration', () => {
	test('Should publish a diagnostic on the quote, with the status as code and the other occurrences related', () => withServer(projectFiles(), {}, async s => {
		await s.open('notes/n.md', note);
		const d = await s.diagnosticsOf('notes/n.md', ds => ds.length > 0);
		assert.deepEqual(d.map(x => [x.code, x.source, x.severity, x.range.start.line, x.range.start.character]), [['ambiguous', 'verbatim', 1, 2, 2]]);
		assert.deepEqual(d[0]!.relatedInformation?.map(r => [r.location.uri, r.location.range.start.line]), [[s.uri('sources/filing.md'), 1], [s.uri('sources/filing.md'), 3]]);
	}));

	test('Should serve every folder that loads when another cannot be loaded', () => withServer(projectFiles(), { extraFolders: ['/nonexistent/verbatim-folder'] }, async s => {
		await s.open('notes/n.md', note);
		assert.deepEqual((await s.diagnosticsOf('notes/n.md', ds => ds.length > 0)).map(d => d.code), ['ambiguous']);
		assert.deepEqual(s.events('project.failed'), [{ folder: 1, error: 'Error', code: 'ENOENT' }]);
	}));

	test('Should answer pull diagnostics for clients that declare them', () => withServer(projectFiles(), { capabilities: { textDocument: { diagnostic: {} } } }, async s => {
		await s.open('notes/n.md', absentNote);
		const report = await s.client.sendRequest('textDocument/diagnostic', { textDocument: { uri: s.uri('notes/n.md') } }) as { kind: string; items: { code: string }[] };
		assert.deepEqual([report.kind, report.items.map(d => d.code)], ['full', ['absent']]);
	}));

	test('Should clear every diagnostic when verbatim.enable is turned off, and check again when it is turned back on', () => withServer(projectFiles(), { settings: { enable: true } }, async s => {
		await s.open('notes/n.md', note);
		await s.diagnosticsOf('notes/n.md', ds => ds.length === 1);
		s.settings = { enable: false };
		await s.client.sendNotification('workspace/didChangeConfiguration', { settings: null });
		await s.diagnosticsOf('notes/n.md', ds => ds.length === 0);
		await s.change('notes/n.md', absentNote, 2);
		await s.until('settings applied', () => s.events('settings.changed').length === 1);
		assert.deepEqual(s.diagnostics.get(s.uri('notes/n.md')), []);
		s.settings = { enable: true };
		await s.client.sendNotification('workspace/didChangeConfiguration', { settings: null });
		assert.deepEqual((await s.diagnosticsOf('notes/n.md', ds => ds.length > 0)).map(d => d.code), ['absent']);
	}));

	test('Should take settings a client pushes when it cannot be asked for them', () => withServer(projectFiles(), {}, async s => {
		await s.open('notes/n.md', note);
		await s.diagnosticsOf('notes/n.md', ds => ds.length === 1);
		await s.client.sendNotification('workspace/didChangeConfiguration', { settings: { verbatim: { enable: false } } });
		await s.diagnosticsOf('notes/n.md', ds => ds.length === 0);
		assert.deepEqual(s.events('settings.changed'), [{ enable: false, codeLens: true, validateWorkspace: true }]);
	}));

	test('Should check the note on disk again when its buffer closes', () => withServer(projectFiles(), {}, async s => {
		await s.open('notes/n.md', absentNote);
		await s.diagnosticsOf('notes/n.md', ds => ds[0]?.code === 'absent');
		await s.close('notes/n.md');
		assert.deepEqual((await s.diagnosticsOf('notes/n.md', ds => ds[0]?.code === 'ambiguous')).map(d => d.code), ['ambiguous']);
	}));

	test('Should clear a closed note\'s diagnostics when only open notes are checked', () => withServer(projectFiles(), { settings: { validate: { workspace: false } } }, async s => {
		await s.open('notes/n.md', absentNote);
		await s.diagnosticsOf('notes/n.md', ds => ds.length === 1);
		await s.close('notes/n.md');
		await s.diagnosticsOf('notes/n.md', ds => ds.length === 0);
	}));

	test('Should reload verbatim.json when it changes: its errors on the file, then its rules on every note', () => withServer(projectFiles(), {}, async s => {
		await s.open('notes/n.md', absentNote);
		await s.diagnosticsOf('notes/n.md', ds => ds[0]?.code === 'absent');
		s.project.write('verbatim.json', '{ "severity": { "absent": 3 } }');
		await s.fileEvent('verbatim.json', 2);
		const errors = await s.diagnosticsOf('verbatim.json', ds => ds.length > 0);
		assert.deepEqual(errors.map(e => [e.code, e.message.split(':')[0]]), [['config', 'severity.absent']]);
		s.project.write('verbatim.json', '{ "severity": { "absent": "warning" } }');
		await s.fileEvent('verbatim.json', 2);
		await s.diagnosticsOf('verbatim.json', ds => ds.length === 0);
		const d = await s.diagnosticsOf('notes/n.md', ds => ds[0]?.severity === 2);
		assert.deepEqual(d.map(x => [x.code, x.severity]), [['absent', 2]]);
	}));

	test('Should check a note created on disk, and forget a deleted one', () => withServer(projectFiles(), {}, async s => {
		s.project.write('notes/new.md', absentNote);
		await s.fileEvent('notes/new.md', 1);
		assert.deepEqual((await s.diagnosticsOf('notes/new.md', ds => ds.length > 0)).map(d => d.code), ['absent']);
		await s.until('both notes counted', () => s.statuses.at(-1)?.failing === 2);
		s.project.remove('notes/new.md');
		await s.fileEvent('notes/new.md', 3);
		await s.diagnosticsOf('notes/new.md', ds => ds.length === 0);
		await s.until('the deleted note no longer counted', () => s.statuses.at(-1)?.failing === 1);
	}));
});
