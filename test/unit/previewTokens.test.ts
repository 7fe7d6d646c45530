import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import MarkdownIt from 'markdown-it';
import { verdictPlugin } from '../../client/src/previewTokens';
import type { Verdict } from '../../server/src/protocol';
import { lines } from '../helpers/text';

const note = lines(
	'# Note', '',
	'> The claim was settled.', '> --- `sources/s.md`', '',
	'> Customs released it.', '> --- `sources/s.md:9`', '',
	'The memo says, verbatim, "no further action" ([memo](../s.md)).', '',
);
const verdicts: Verdict[] = [
	{ form: 'blockquote', startLine: 2, endLine: 3, status: 'verified', severity: 'info', message: 'quote occurs once in the source (line 2, prose)' },
	{ form: 'blockquote', startLine: 5, endLine: 6, status: 'out_of_range', severity: 'error', message: 'quote is not in the cited range <here>' },
	{ form: 'prose', startLine: 8, endLine: 8, status: 'absent', severity: 'error', message: 'quote does not occur', quote: 'no further action' },
];

function render(text: string, known: Verdict[] | undefined, uri = 'file:///ws/notes/n.md'): string {
	const md = new MarkdownIt();
	md.use(verdictPlugin(u => (u === 'file:///ws/notes/n.md' ? known : undefined)));
	return md.render(text, { currentDocument: { toString: () => uri } });
}

suite('Verdicts in the Markdown preview (markdown-it plugin)', () => {
	test('Should mark each citation\'s blockquote with its verdict and the message as its title', () => {
		const html = render(note, verdicts);
		assert.match(html, /<blockquote class="verbatim-verdict verbatim-verified" data-verbatim-status="verified" title="Verbatim: verified — quote occurs once in the source \(line 2, prose\)">\n<span class="verbatim-badge verbatim-verified" data-verbatim-status="verified">✓ verified<\/span><p>The claim was settled\./);
		assert.match(html, /<blockquote class="verbatim-verdict verbatim-error" data-verbatim-status="out of range" title="Verbatim: out of range — quote is not in the cited range &lt;here&gt;">\n<span class="verbatim-badge verbatim-error" data-verbatim-status="out_of_range">✗ out of range<\/span><p>Customs released it\./);
	});

	test('Should wrap a prose citation\'s quoted span, quotation marks included', () => {
		assert.match(render(note, verdicts), /verbatim, <span class="verbatim-verdict verbatim-error" data-verbatim-status="absent" title="Verbatim: absent — quote does not occur">&quot;no further action&quot;<\/span><span class="verbatim-badge verbatim-error" data-verbatim-status="absent">✗ absent<\/span> \(<a href/);
	});

	test('Should leave other notes, and notes with no verdicts yet, as markdown-it renders them', () => {
		const plain = new MarkdownIt().render(note);
		assert.equal(render(note, verdicts, 'file:///ws/other.md'), plain);
		assert.equal(render(note, undefined), plain);
	});

	test('Should annotate at render time, leaving the tokens the preview caches untouched', () => {
		let known: Verdict[] = [verdicts[0]!];
		const md = new MarkdownIt();
		md.use(verdictPlugin(() => known));
		const env = { currentDocument: { toString: () => 'file:///ws/notes/n.md' } };
		const tokens = md.parse(note, env);
		const before = JSON.stringify(tokens);
		assert.match(md.renderer.render(tokens, md.options, env), /verbatim-verified/);
		known = [{ ...verdicts[0]!, status: 'absent', severity: 'error' }, verdicts[2]!];
		const again = md.renderer.render(tokens, md.options, env);
		assert.doesNotMatch(again, /verbatim-verified/);
		assert.equal((again.match(/verbatim-badge verbatim-error/g) ?? []).length, 2);
		assert.equal(JSON.stringify(tokens), before);
	});

	test('Should mark the paragraph when the quote spans formatting', () => {
		const text = lines('It says, verbatim, "a *b* c" ([s](s.md)).', '');
		const html = render(text, [{ form: 'prose', startLine: 0, endLine: 0, status: 'verified', severity: 'info', message: 'ok', quote: 'a *b* c' }]);
		assert.match(html, /^<p class="verbatim-verdict verbatim-verified"[^>]*><span class="verbatim-badge verbatim-verified" data-verbatim-status="verified">✓ verified<\/span>It says, verbatim, &quot;a <em>b<\/em> c/);
	});

	test('Should give every status a badge with its sign, its words and its kind as a class; only verified shows a tick', () => {
		const statuses: [string, string][] = [
			['verified', 'info'], ['absent', 'error'], ['misattributed', 'error'], ['ambiguous', 'error'], ['out_of_range', 'error'], ['invalid_range', 'error'],
			['version_mismatch', 'error'], ['source_error', 'error'], ['unverified', 'warning'], ['empty_quote', 'error'], ['missing_anchor', 'error'],
			['invalid_attribution', 'error'], ['unresolved', 'warning'], ['unsafe_elision', 'error'], ['hidden_text', 'error'], ['short_quote', 'warning'],
			['unpinned', 'error'], ['ambiguous', 'info'],
		];
		const signs: Record<string, string> = { verified: '✓', error: '✗', warning: '!', info: 'i' };
		for (const [status, severity] of statuses) {
			const html = render(note, [{ form: 'blockquote', startLine: 2, endLine: 3, status, severity, message: 'm' }]);
			const badges = [...html.matchAll(/<span class="verbatim-badge verbatim-(\w+)" data-verbatim-status="(\w+)">([^<]*)<\/span>/g)].map(m => [m[1], m[2], m[3]]);
			const kind = status === 'verified' ? 'verified' : severity;
			assert.deepEqual(badges, [[kind, status, `${signs[kind]} ${status.replace(/_/g, ' ')}`]], `${status} (${severity})`);
			assert.equal(html.includes('✓'), status === 'verified', status);
		}
	});

	test('Should badge a lead-in\'s blockquote, verified or failing, and leave its lead-in sentence as written', () => {
		const text = lines('The memo records that ([memo](../s.md), verbatim):', '', '> A lot of work', '> was done.', '', 'It also says ([memo](../s.md), verbatim):', '', '> A lot of work was undone.', '');
		const html = render(text, [
			{ form: 'lead-in', startLine: 2, endLine: 3, status: 'verified', severity: 'info', message: 'ok' },
			{ form: 'lead-in', startLine: 7, endLine: 7, status: 'absent', severity: 'error', message: 'no' },
		]);
		assert.match(html, /^<p>The memo records that \(<a href="\.\.\/s\.md">memo<\/a>, verbatim\):<\/p>/);
		assert.match(html, /<blockquote class="verbatim-verdict verbatim-verified"[^>]*>\n<span class="verbatim-badge verbatim-verified" data-verbatim-status="verified">✓ verified<\/span><p>A lot of work\nwas done\.<\/p>/);
		assert.match(html, /<blockquote class="verbatim-verdict verbatim-error"[^>]*>\n<span class="verbatim-badge verbatim-error" data-verbatim-status="absent">✗ absent<\/span><p>A lot of work was undone\.<\/p>/);
		assert.equal((html.match(/verbatim-badge/g) ?? []).length, 2);
	});
});
