import * as assert from 'node:assert/strict';
import { suite, test } from 'node:test';
import fc from 'fast-check';
import { citationForms, formNamed, formOf, isReportedForm, parseNote, writtenForms } from '../../../server/src/core';
import { formScans } from '../../../server/src/core/forms/registry';
import { sample } from '../../helpers/depth';

const blockquote = '> The words of the source.\n> --- `s.md:1`\n';
const prose = 'It says, verbatim, "the words of the source" ([S](s.md)).\n';
const leadIn = 'It says ([S](s.md), verbatim):\n\n> The words of the source.\n';

suite('Citation forms registry', () => {
	test('Should list each form once, blockquote, prose, lead-in and extract among them', () => {
		const names = citationForms.map(f => f.name);
		assert.equal(new Set(names).size, names.length);
		for (const name of ['blockquote', 'prose', 'lead-in', 'extract', 'wikilink', 'em-dash']) {
			assert.ok(formNamed(name), name);
		}
		assert.equal(formNamed('nothing'), undefined);
	});

	test('Should tell each found citation its form, and only the forms found in notes claim citations', () => {
		const of = (text: string): string => formOf(parseNote(text, 'n.md').citations[0]!).name;
		assert.equal(of(blockquote), 'blockquote');
		assert.equal(of(prose), 'prose');
		assert.equal(of(leadIn), 'lead-in');
		for (const text of [blockquote, prose, leadIn]) {
			const c = parseNote(text, 'n.md').citations[0]!;
			assert.equal(citationForms.filter(f => f.owns(c)).length, 1, text);
			assert.ok(isReportedForm(c.form));
		}
		assert.ok(!isReportedForm('lead-in') && !isReportedForm(undefined));
	});

	test('Should let the constructor write the forms that have a writer', () => {
		assert.deepEqual(writtenForms(), ['blockquote', 'pandoc', 'wikilink', 'em-dash', 'lead-in']);
	});

	test('Should find nothing in a note that no form scan lets through', () => {
		// Found by the property: a `--` line above a lazy `---` line once hid the `---` from the byte scan.
		assert.ok(formScans.some(s => s.mayCiteBytes(Buffer.from('> --\n---> ', 'latin1'))));
		const piece = fc.constantFrom('> ', '---', '--', 'verbatim', '"quoted"', '[S](s.md)', '(', ')', ':', 'word ', '\n', '\n\n', '`s.md:1`');
		fc.assert(fc.property(fc.array(piece, { maxLength: 40 }).map(a => a.join('')), text => {
			if (!formScans.some(s => s.mayCite(text))) {
				assert.deepEqual(parseNote(text, 'n.md').citations, [], JSON.stringify(text));
			}
			if (!formScans.some(s => s.mayCiteBytes(Buffer.from(text, 'latin1')))) {
				assert.deepEqual(parseNote(text, 'n.md').citations, [], JSON.stringify(text));
			}
		}), sample(2000));
	});
});
