import * as assert from 'node:assert/strict';
import { after, suite, test } from 'node:test';
import { runInProcess } from '../helpers/inProcessCli';
import { TempProject } from '../helpers/project';
import { lines } from '../helpers/text';

const spec = lines(
	'# Ordering',
	'If there are two different branches for a specific stream\'s commit',
	'log, the canonical branch is determined by the earliest anchor.',
	'"Quoted line of the spec."',
	'The folder (draft) name.',
	'',
);

function project(files: Record<string, string>): TempProject {
	const p = new TempProject({ 'verbatim.json': '{}', 'sources/ceramic spec (draft).md': spec, ...files });
	after(() => p.dispose());
	return p;
}

suite('Lead-in citations in the CLI', () => {
	test('Should verify a true lead-in, report a fabricated one absent and one followed by a list unresolved, at the blockquote text', async () => {
		const p = project({
			'notes/n.md': lines(
				'Ceramic\'s ordering rule ([legacy spec](../sources/ceramic%20spec%20%28draft%29.md), verbatim):',
				'',
				'> "If there are two different branches for a specific stream\'s commit',
				'> log, the canonical branch is determined by \u2026"',
				'',
				'An invented rule ([legacy spec](<../sources/ceramic spec (draft).md>), verbatim):',
				'',
				'> "The canonical branch is the longest one."',
				'',
				'A listed rule ([legacy spec](../sources/ceramic%20spec%20%28draft%29.md), verbatim):',
				'',
				'- the earliest anchor',
				'',
			),
		});
		const r = await runInProcess(p, ['check', '--format', 'json']);
		assert.equal(r.status, 1, r.stderr);
		const json = JSON.parse(r.stdout);
		assert.deepEqual(json.citations.map((c: { line: number; column: number; status: string }) => `${c.line}:${c.column} ${c.status}`),
			['3:3 verified', '8:3 absent', '10:15 unresolved']);
		assert.equal(json.citations[0].form, 'prose');
		assert.equal(json.citations[0].source, 'sources/ceramic spec (draft).md');
		assert.equal(json.summary.unresolved, 1);
	});

	test('Should write a lead-in with `quote --form lead-in` that verifies where it is pasted, note-relative or root-relative', async () => {
		const p = project({});
		for (const [text, from, expected] of [
			['the canonical branch is   determined', 'notes/deep/n.md', '([ceramic spec (draft).md](../../sources/ceramic%20spec%20%28draft%29.md#L3), verbatim):\n\n> the canonical branch is determined\n'],
			['"Quoted line of the spec."', undefined, '([ceramic spec (draft).md](/sources/ceramic%20spec%20%28draft%29.md#L4), verbatim):\n\n> \u201C"Quoted line of the spec."\u201D\n'],
			['specific stream\'s commit\nlog, the canonical', 'notes/n.md', '([ceramic spec (draft).md](../sources/ceramic%20spec%20%28draft%29.md#L2-L3), verbatim):\n\n> specific stream\'s commit\n> log, the canonical\n'],
		] as const) {
			const args = ['quote', '--source', 'sources/ceramic spec (draft).md', '--text', text, '--form', 'lead-in', ...(from ? ['--from', from] : [])];
			const r = await runInProcess(p, args);
			assert.equal(r.status, 0, r.stderr);
			assert.equal(r.stdout, expected);
			const note = from ?? 'notes/root.md';
			p.write(note, `The rule ${r.stdout}`);
			const check = await runInProcess(p, ['check', note, '--format', 'json']);
			assert.equal(check.status, 0, check.stdout);
			assert.deepEqual(JSON.parse(check.stdout).summary.byStatus, { verified: 1 });
		}
	});

	test('Should refuse an unknown --form', async () => {
		const p = project({});
		const r = await runInProcess(p, ['quote', '--source', 'sources/ceramic spec (draft).md', '--text', 'log', '--form', 'inline']);
		assert.equal(r.status, 2);
		assert.match(r.stderr, /--form: "inline" is not one of (?:[\w-]+, )*lead-in/);
	});
});
