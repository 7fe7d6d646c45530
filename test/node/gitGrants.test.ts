import * as assert from 'node:assert/strict';
import { symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { after, suite, test } from 'node:test';
import { cloneInsideRoot, parseGrantFlags, parseGrantsJson } from '../../server/src/node/gitGrants';
import { TempProject } from '../helpers/project';

suite('Where verbatim.json may name a clone', () => {
	test('Should take folders inside the root, there or not yet, and refuse any way out, links included', () => {
		const p = new TempProject({ 'clones/a/HEAD': 'x' });
		const other = new TempProject();
		after(() => {
			p.dispose();
			other.dispose();
		});
		symlinkSync(other.root, path.join(p.root, 'out'));
		symlinkSync(path.join(p.root, 'clones'), path.join(p.root, 'in'));
		symlinkSync(path.join(p.root, 'nowhere'), path.join(p.root, 'dangling'));
		const inside = ['clones/a', './clones/a/', 'clones/not-yet/b', path.join(p.root, 'clones/a'), 'in/a', '.', 'clones/../clones/a'];
		const outside = ['..', '../x', other.root, 'out', 'out/a', 'dangling', 'dangling/a', '/'];
		assert.deepEqual(inside.filter(c => !cloneInsideRoot(p.root, c)), []);
		assert.deepEqual(outside.filter(c => cloneInsideRoot(p.root, c)), []);
	});
});

suite('The clones a user grants', () => {
	test('Should read URL=DIR and a JSON object, folders from the working folder, and say what is wrong', () => {
		assert.deepEqual(parseGrantFlags(['https://github.com/a/b=../c', 'git@host:o/r.git=/x=y'], '/w/d'), { 'https://github.com/a/b': '/w/c', 'git@host:o/r.git': '/x=y' });
		assert.deepEqual(parseGrantsJson(' ', '/w'), {});
		assert.deepEqual(parseGrantsJson('{"https://gitlab.com/g/s/r": "r"}', '/w'), { 'https://gitlab.com/g/s/r': '/w/r' });
		assert.match((parseGrantFlags(['https://github.com/a/b'], '/w') as { error: string }).error, /is not URL=DIR/);
		assert.match((parseGrantFlags(['ftp:x=/c'], '/w') as { error: string }).error, /is not a repository URL/);
		assert.match((parseGrantsJson('{"https://github.com/a/b": ""}', '/w') as { error: string }).error, /non-empty path/);
		assert.match((parseGrantsJson('[1]', '/w') as { error: string }).error, /JSON object/);
	});
});
