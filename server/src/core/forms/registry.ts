import type { Citation, ParsedNote } from '../types';
import type { AttributionLine, CitationForm, FormScan } from './form';
import { blockquoteForm } from './blockquote';
import { emDashForm } from './emDash';
import { extractForm } from './extract';
import { leadInForm } from './leadIn';
import { pandocForm, pandocProseForm } from './pandoc';
import { proseForm } from './prose';
import { wikilinkForm } from './wikilink';

/**
 * Every citation form (docs/specification.md §1), in the order their finders
 * run and their attribution lines are tried: a form's finder is given the
 * spans the earlier ones took, and a line two forms would close is the
 * earlier one's (`--- [[x]]` is a wikilink). The
 * pre-scan, the parse avoidance, the parser and the result cache ask this
 * list, so a form added here is scanned, parsed and cached everywhere.
 */
export const citationForms: readonly CitationForm[] = [pandocForm, wikilinkForm, emDashForm, blockquoteForm, leadInForm, pandocProseForm, proseForm, extractForm];

/**
 * The scans of every form that has one, those of forms without an attribution
 * line first: the marker word is one fast search, and most notes that cite
 * hold it, so the line scans run on few notes.
 */
export const formScans: readonly FormScan[] = [...citationForms.filter(f => !f.attributionLine), ...citationForms.filter(f => f.attributionLine)].flatMap(f => (f.scan ? [f.scan] : []));

/** The scans of forms that cite otherwise than by a blockquote's attribution line (a prose paragraph's marker). */
export const unlinedScans: readonly FormScan[] = citationForms.flatMap(f => (f.scan && !f.attributionLine ? [f.scan] : []));

/** The attribution lines of every form that closes a blockquote with one. */
export const attributionLines: readonly AttributionLine[] = citationForms.flatMap(f => (f.attributionLine ? [f.attributionLine] : []));

/** The form a found citation is of. */
export function formOf(c: Citation): CitationForm {
	return citationForms.find(f => f.owns(c)) ?? blockquoteForm;
}

/** The form of this name, if any. */
export function formNamed(name: string | undefined): CitationForm | undefined {
	return citationForms.find(f => f.name === name);
}

/** The forms the constructor writes, by name (`verbatim quote --form`): the one it writes as built first. */
export function writtenForms(): string[] {
	const written = citationForms.filter(f => f.write);
	return [...written.filter(f => !f.write!.rewrite), ...written.filter(f => f.write!.rewrite)].map(f => f.name);
}

/**
 * The form the constructor writes into a note by default: the one most of
 * its citations are written in, when the constructor writes that form and
 * it is not the first such form (the blockquote, the default anyway); so a
 * note of wikilinks gets wikilinks, and one of Pandoc keys, keys.
 */
export function usualForm(parsed: ParsedNote): string | undefined {
	const counts = new Map<CitationForm, number>();
	for (const c of parsed.citations) {
		const own = formOf(c);
		const form = own.write ? own : formNamed(own.writtenAs);
		if (form?.write) {
			counts.set(form, (counts.get(form) ?? 0) + 1);
		}
	}
	const [best] = [...counts].sort((a, b) => b[1] - a[1]);
	return best && best[0] !== citationForms.find(f => f.write && !f.write.rewrite) ? best[0].name : undefined;
}

/** Whether a value is a `Citation.form` some form reports (the result cache's shape check). */
export function isReportedForm(value: unknown): value is Citation['form'] {
	return citationForms.some(f => f.reported === value);
}

/** The form a finding about a whole note is reported as (it is no citation of any form). */
export const noteFindingForm: Citation['form'] = blockquoteForm.reported;

export { extractForm };
