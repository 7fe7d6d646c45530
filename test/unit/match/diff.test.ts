import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import { commonEnds } from '../../../server/src/core/match/diff';

suite('Common ends of two sequences', () => {
	test('Should count the shared head and tail of strings and of arrays', () => {
		assert.deepEqual(commonEnds('the cat sat', 'the dog sat'), { head: 4, tail: 4 });
		assert.deepEqual(commonEnds(['a', 'b', 'c'], ['a', 'x', 'c']), { head: 1, tail: 1 });
		assert.deepEqual(commonEnds('', 'abc'), { head: 0, tail: 0 });
	});

	test('Should never let head and tail overlap', () => {
		assert.deepEqual(commonEnds('aa', 'aaa'), { head: 2, tail: 0 });
		assert.deepEqual(commonEnds('abab', 'ab'), { head: 2, tail: 0 });
	});
});
