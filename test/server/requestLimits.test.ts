import * as assert from 'node:assert/strict';
import { after, before, suite, test } from 'node:test';
import { ResponseError } from 'vscode-languageserver-protocol';
import * as protocol from '../../server/src/protocol';
import { requestLimits } from '../../server/src/lsp/requestLimits';
import { deep } from '../helpers/depth';
import { LspClient } from '../helpers/lspClient';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

/** Every custom request the protocol declares: a new one is limited, or this suite fails. */
const customRequests = Object.entries(protocol).filter(([name, value]) => name.endsWith('Request') && typeof value === 'string').map(([, value]) => value as string);

async function refusal(client: LspClient, method: string, params: unknown): Promise<ResponseError<unknown>> {
	try {
		await client.connection.sendRequest(method, params);
	} catch (e) {
		if (e instanceof ResponseError) {
			return e;
		}
		throw e;
	}
	throw new Error(`${method} was answered, not refused`);
}

suite('Language server: size limits of the custom requests (docs/specification.md §8)', () => {
	const words = Array.from({ length: 40_000 }, (_, k) => `Line ${k} of the long report says nothing in particular.`);
	const report = lines(...words, 'The board met on Monday to approve the budget.', '');
	const project = new TempProject({ 'sources/report.md': report, 'notes/n.md': lines('> Line 7 of the long report', '> --- `sources/report.md`', '') });
	const client = new LspClient(project.root);
	const note = (): string => client.uri('notes/n.md');
	after(async () => {
		await client.stop();
		project.dispose();
	});
	before(async () => {
		await client.start({ workspace: { configuration: false } });
		await client.open('notes/n.md', lines('> Line 7 of the long report', '> --- `sources/report.md`', ''));
	});

	test('Should know the custom requests of the protocol', () => {
		assert.deepEqual([...customRequests].sort(), ['verbatim/checkWorkspace', 'verbatim/citedPassage', 'verbatim/findSource', 'verbatim/fixAll', 'verbatim/gitBlob', 'verbatim/pdfText', 'verbatim/quote', 'verbatim/renderPdf', 'verbatim/verdicts']);
	});

	for (const method of customRequests) {
		test(`Should refuse ${method} with a text, a field, an array or a nesting past its limit, naming it and echoing nothing`, async () => {
			const secret = 'confidential ';
			const cases: [unknown, RegExp][] = [
				[{ textDocument: { uri: note() }, sourceUri: client.uri('sources/report.md'), uri: note(), text: secret.repeat(Math.ceil((requestLimits.textChars + 1) / secret.length)) }, /params\.text is [\d,]+ characters; the limit is 1,000,000: select a shorter passage/],
				[{ textDocument: { uri: `${note()}?${secret.repeat(1000)}` } }, /params\.textDocument\.uri is [\d,]+ characters; the limit is 8,192/],
				[{ uris: Array.from({ length: requestLimits.items + 1 }, () => note()) }, /params\.uris has 10,001 items; the limit is 10,000/],
				[{ git: { a: { b: { c: { d: { e: { f: { g: { h: 1 } } } } } } } } }, /nests deeper than 8 levels/],
			];
			for (const [params, message] of cases) {
				const e = await refusal(client, method, params);
				assert.equal(e.code, -32602, e.message);
				assert.match(e.message, new RegExp(`^${method}: `));
				assert.match(e.message, message);
				assert.ok(!e.message.includes('confidential'), 'the refusal echoes no text of the request');
			}
		});
	}

	test('Should refuse a findSource far past the limit (12 MB under test:deep, 2 MB by default) at once, and then still answer a normal one against a large source', async () => {
		// The refusal names the size before any search: no timing is asserted (a shared machine's clock proves nothing).
		const chars = (deep ? 12 : 2) * 1024 * 1024;
		const e = await refusal(client, protocol.findSourceRequest, { textDocument: { uri: note() }, text: 'x '.repeat(chars / 2) });
		assert.match(e.message, new RegExp(`params\\.text is ${chars.toLocaleString('en-US')} characters`));
		const found = await client.connection.sendRequest(protocol.findSourceRequest, { textDocument: { uri: note() }, text: 'The board met on Monday' }) as protocol.FindSourceResponse;
		assert.deepEqual(found.kind === 'ok' && found.candidates.map(c => [c.source, c.startLine]), [['sources/report.md', 40_001]]);
	});

	test('Should answer a findSource of a selection just under the limit, found nowhere', async () => {
		const text = 'Line 5 of the long report says nothing in particular, again and again. '.repeat(Math.floor(requestLimits.textChars / 72));
		const r = await client.connection.sendRequest(protocol.findSourceRequest, { textDocument: { uri: note() }, text }) as protocol.FindSourceResponse;
		assert.equal(r.kind, 'none');
	});
});
