import type { Citation } from '../types';
import type { AttributionLine, CitationForm, FormScan } from './form';
import { blockquoteForm } from './blockquote';
import { extractForm } from './extract';
import { leadInForm } from './leadIn';
import { pandocForm, pandocProseForm } from './pandoc';
import { proseForm } from './prose';

/**
 * Every citation form (docs/specification.md §1), in the order their finders
 * run: a form's finder is given the spans the earlier ones took. The
 * pre-scan, the parse avoidance, the parser and the result cache ask this
 * list, so a form added here is scanned, parsed and cached everywhere.
 */
export const citationForms: readonly CitationForm[] = [pandocForm, blockquoteForm, leadInForm, pandocProseForm, proseForm, extractForm];

/** The scans of every form that has one. */
export const formScans: readonly FormScan[] = citationForms.flatMap(f => (f.scan ? [f.scan] : []));

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

/** The forms the constructor writes, by name (`verbatim quote --form`). */
export function writtenForms(): string[] {
	return citationForms.filter(f => f.write).map(f => f.name);
}

/** Whether a value is a `Citation.form` some form reports (the result cache's shape check). */
export function isReportedForm(value: unknown): value is Citation['form'] {
	return citationForms.some(f => f.reported === value);
}

/** The form a finding about a whole note is reported as (it is no citation of any form). */
export const noteFindingForm: Citation['form'] = blockquoteForm.reported;

export { extractForm };
