import * as assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import { git, GitRepo } from '../helpers/gitRepo';
import { makePdf } from '../helpers/pdf';
import { runInProcess } from '../helpers/inProcessCli';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

suite('verbatim render of a PDF cited at a commit', () => {
	test('Should render the Git blob (gone from the work tree) by --commit or by blob URL, keyed by its sha256, and then verify both citations', async () => {
		const p = new TempProject({ 'verbatim.json': '{}' });
		const clones = new TempProject();
		after(() => {
			p.dispose();
			clones.dispose();
		});
		const pdf = await makePdf([{ lines: ['Answer to the Complaint'] }, { lines: ['The seal was broken on arrival.'] }]);
		const hex = createHash('sha256').update(pdf).digest('hex');
		p.write('docs/filing.pdf', pdf);
		const repo = new GitRepo(p.root);
		const c1 = repo.commit('filing', {});
		repo.commit('withdrawn', { 'docs/filing.pdf': null });
		const bare = path.join(clones.root, 'kb.git');
		git(clones.root, 'clone', '-q', '--bare', p.root, bare);
		// A clone outside the project is the user's to grant.
		const env = { VERBATIM_REPOSITORIES: JSON.stringify({ 'https://github.com/acme/kb': bare }) };
		const url = `https://github.com/acme/kb/blob/${c1}/docs/filing.pdf`;
		p.write('notes/n.md', lines(
			'> The seal was broken on arrival.', `> --- \`docs/filing.pdf:p2\` @ \`${c1.slice(0, 9)}\``, '',
			'> The seal was broken on arrival.', `> --- ${url}`, '',
		));
		const before = JSON.parse((await runInProcess(p, ['check', '--format', 'json'], { env })).stdout);
		assert.deepEqual(before.citations.map((c: { status: string; message: string }) => [c.status, c.message]), [
			['unverified', `no canonical text stored for this PDF; run \`verbatim render docs/filing.pdf --commit ${c1.slice(0, 9)}\``],
			['unverified', `no canonical text stored for this PDF; run \`verbatim render ${url}\``],
		]);
		const made = await runInProcess(p, ['render', 'docs/filing.pdf', '--commit', 'HEAD~1'], { env });
		assert.equal(made.status, 0, made.stderr);
		assert.equal(made.stdout, `rendered docs/filing.pdf@${c1.slice(0, 12)}: 2 page(s) -> .verbatim/renders/${hex}.txt\n`);
		const r = await runInProcess(p, ['check', '--format', 'json'], { env });
		assert.equal(r.status, 0, r.stdout);
		assert.deepEqual(JSON.parse(r.stdout).summary.byStatus, { verified: 2 });
		// The URL names the same blob: its render is the one just stored.
		assert.equal((await runInProcess(p, ['render', url], { env })).stdout, `kept ${url}: 2 page(s) -> .verbatim/renders/${hex}.txt\n`);
	});

	test('Should say why a blob cannot be rendered: absent at the commit, no commit, no clone, not a PDF', async () => {
		const p = new TempProject({ 'verbatim.json': '{}', 'docs/a.txt': 'text' });
		after(() => p.dispose());
		new GitRepo(p.root).commit('one', {});
		const gone = await runInProcess(p, ['render', 'docs/filing.pdf', '--commit', 'HEAD']);
		assert.equal(gone.status, 1);
		assert.match(gone.stderr, /^verbatim: docs\/filing\.pdf at [0-9a-f]{12}: docs\/filing\.pdf does not exist at commit [0-9a-f]{12} of the repository holding the note\n$/);
		assert.equal((await runInProcess(p, ['render', 'docs/a.txt', '--commit', 'HEAD'])).stderr, `verbatim: docs/a.txt at ${git(p.root, 'rev-parse', 'HEAD').slice(0, 12)}: not a PDF, web page or Word document\n`);
		const noCommit = await runInProcess(p, ['render', 'docs/a.txt', '--commit', 'nosuchbranch']);
		assert.equal(noCommit.status, 2);
		assert.match(noCommit.stderr, /--commit: nosuchbranch names no commit/);
		const unmapped = await runInProcess(p, ['render', 'https://github.com/acme/other/blob/0123456789abcdef0123456789abcdef01234567/x.pdf']);
		assert.equal(unmapped.status, 1);
		assert.match(unmapped.stderr, /has no local clone: map it to one under "repositories"/);
	});

});

suite('PDFs made elsewhere, after verbatim render', () => {
	test('Should verify a quote of a compound the PDF breaks at a line end, written with its hyphen, after render', async () => {
		const pdf = await makePdf([{ lines: ['Cover page.'] }, { lines: ['The vocabulary separates distributed-', 'parametric embeddings from prose, and', 'treats poi-', 'soned records apart.'] }]);
		const p = new TempProject({ 'verbatim.json': '{}', 'paper.pdf': pdf, 'n.md': lines(
			'> separates distributed-parametric embeddings from prose', '> --- `paper.pdf:p2`', '',
			'> treats poisoned records apart', '> --- `paper.pdf:p2`', '',
			'> separates distributed parametric embeddings', '> --- `paper.pdf:p2`', '',
		) });
		after(() => p.dispose());
		assert.equal((await runInProcess(p, ['render', 'paper.pdf'])).status, 0);
		const r = JSON.parse((await runInProcess(p, ['check', '--format', 'json', '--no-cache'])).stdout);
		assert.deepEqual(r.citations.map((c: { status: string }) => c.status), ['verified', 'verified', 'absent']);
	});
});
