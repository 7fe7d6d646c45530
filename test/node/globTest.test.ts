import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import picomatch from 'picomatch';
import { globTest, noteSelection } from '../../server/src/core';
import { sample } from '../helpers/depth';

/** Path segments with dots, dashes, brackets and glob characters, so dot rules and literal matches are exercised. */
const segment = fc.constantFrom('a', 'b.md', '.hidden', 'notes', 'x.markdown', '[x].md', 'a*b', '.md', 'README.md', 'c.txt', '..', 'd e.md');
const relPath = fc.array(segment, { minLength: 0, maxLength: 5 }).map(s => s.join('/'));
const glob = fc.constantFrom('**/*.md', '**/*.markdown', 'notes/**', '*.md', 'notes/*.md', '**/.hidden/**', 'a*b', '[x].md', '**/README.md', 'b.md', '**', '!(c).txt', '{a,b}.md', 'notes/**/*.md');

suite('Note selection globs', () => {
	test('Should select exactly the paths picomatch selects, with and without dot', () => {
		fc.assert(fc.property(fc.array(glob, { minLength: 1, maxLength: 3 }), fc.boolean(), fc.array(relPath, { maxLength: 20 }), (globs, dot, paths) => {
			const ours = globTest(globs, { dot });
			const theirs = picomatch(globs, { dot });
			for (const p of paths) {
				assert.equal(ours(p), theirs(p), `${JSON.stringify(globs)} dot=${dot} ${JSON.stringify(p)}`);
			}
		}), sample(500));
	});

	test('Should take a note as included and not excluded, exclude matching dot files too', () => {
		fc.assert(fc.property(fc.array(glob, { minLength: 1, maxLength: 2 }), fc.array(glob, { maxLength: 2 }), fc.array(relPath, { maxLength: 20 }), (include, exclude, paths) => {
			const selection = noteSelection({ include, exclude });
			const included = picomatch(include);
			const excluded = exclude.length ? picomatch(exclude, { dot: true }) : () => false;
			for (const p of paths) {
				assert.equal(selection.isExcluded(p), p !== '' && excluded(p), `exclude ${JSON.stringify(exclude)} ${JSON.stringify(p)}`);
				assert.equal(selection.isNote(p), p !== '' && included(p) && !excluded(p), `include ${JSON.stringify(include)} exclude ${JSON.stringify(exclude)} ${JSON.stringify(p)}`);
			}
		}), sample(300));
	});
});
