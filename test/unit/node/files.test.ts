import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { isWithinRoot } from '../../../server/src/node/files';

suite('isWithinRoot: the one containment test of every read', () => {
	test('Should hold the root itself and what lies under it', () => {
		assert.equal(isWithinRoot('/p/kb', '/p/kb'), true);
		assert.equal(isWithinRoot('/p/kb/notes/n.md', '/p/kb'), true);
	});

	test('Should refuse a sibling that only shares the root as a prefix, and the folder above', () => {
		assert.equal(isWithinRoot('/p/kb2/s.md', '/p/kb'), false);
		assert.equal(isWithinRoot('/p', '/p/kb'), false);
	});

	test('Should hold everything under a root of /', () => {
		assert.equal(isWithinRoot('/etc/x', '/'), true);
	});
});
