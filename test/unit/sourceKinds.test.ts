import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { defaultConfig, parseNote, projectFileOf, sourceKindOf, sourceKinds, sourceNameOf, stampedByFiles, type Target } from '../../server/src/core';

/** The target of the only citation of a one-citation note at notes/n.md. */
function targetOf(attribution: string): Target | undefined {
	const [c] = parseNote(`> Some quoted words here.\n> --- ${attribution}\n`, 'notes/n.md').citations;
	return c?.problem ? undefined : c?.target;
}

suite('Source kinds (core/sources/registry.ts)', () => {
	test('Should list each kind under its own name', () => {
		assert.deepEqual(Object.entries(sourceKinds).map(([k, v]) => [k, v.name]), Object.keys(sourceKinds).map(k => [k, k]));
	});

	test('Should name a project file only for a local target, and a Git one by its blob URL', () => {
		const local = targetOf('`src/a.md`');
		const git = targetOf('https://github.com/o/r/blob/0123456789abcdef0123456789abcdef01234567/a.md');
		const url = targetOf('<https://example.com/page>');
		assert.deepEqual([local?.kind, git?.kind, url?.kind], ['local', 'git', 'url']);
		assert.deepEqual([projectFileOf(local), projectFileOf(git), projectFileOf(url)], ['src/a.md', undefined, undefined]);
		assert.equal(sourceNameOf(git), 'https://github.com/o/r/blob/0123456789abcdef0123456789abcdef01234567/a.md');
		assert.equal(sourceNameOf(url), 'https://example.com/page');
	});

	test('Should stamp a Git verdict by files only when no repository on this machine is read', () => {
		const own = targetOf('`a.md` @ `0123456`');
		const mapped = targetOf('https://github.com/o/r/blob/0123456789abcdef0123456789abcdef01234567/a.md');
		assert.equal(own?.kind, 'git');
		assert.equal(stampedByFiles(own, defaultConfig), false);
		assert.equal(stampedByFiles(mapped, defaultConfig), true);
		assert.equal(stampedByFiles(mapped, { ...defaultConfig, repositories: { 'https://github.com/o/r': 'clones/r' } }), false);
		assert.equal(stampedByFiles(targetOf('`a.md`'), defaultConfig), true);
	});

	test('Should read a version after a target by its kind: a commit moves a path to Git, a pin keeps it, a URL\'s other commit is a problem', () => {
		const local = { kind: 'local', path: 'a.md' } as const;
		assert.deepEqual(sourceKindOf(local).versioned?.(local, 'abcdef1'), { kind: 'git', repository: undefined, commit: 'abcdef1', path: 'a.md' });
		assert.equal(sourceKindOf(local).versioned?.(local, `sha256:${'0'.repeat(64)}`), local);
		const git = { kind: 'git', repository: 'https://github.com/o/r', commit: 'abcdef1234', path: 'a.md' } as const;
		assert.deepEqual(sourceKindOf(git).versioned?.(git, '1234567'), { problem: 'the URL names commit abcdef1234 but the version names 1234567' });
		assert.equal(sourceKindOf(git).versioned?.(git, 'abcdef1'), git);
	});
});
