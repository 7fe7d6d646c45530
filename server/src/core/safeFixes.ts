import { applyEdits, type NoteEdit } from './edits';
import { formOf } from './forms/registry';
import { commonEnds } from './match/diff';
import type { NoteReport } from './checkNotes';
import type { CitationResult, Status } from './types';

/** What bulk fixing needs from the checker. */
export interface SafeFixHost {
	checkNote(notePath: string, text: string): Promise<NoteReport | undefined>;
	readSourceText(path: string): Promise<string | undefined>;
}

/** A fix applied to one citation: where it was and what it was. */
export interface AppliedFix {
	/** Offset of the citation's first character in the note, before and after fixing. */
	readonly start: number;
	readonly status: Status | 'unpinned';
	readonly title: string;
	/** One edit of the original note, inside the citation's attribution. */
	readonly edit: NoteEdit;
}

/** The statuses `verbatim fix` repairs; each repair changes the attribution only, never the quote. */
export const safeFixStatuses: readonly string[] = ['unpinned', 'version_mismatch', 'out_of_range'];

/**
 * The fixes that leave the writer's words as they are (`verbatim fix`,
 * "Fix All Safe Problems"): add a missing pin, re-pin a `version_mismatch`
 * whose quote still occurs once, correct the range of an `out_of_range`
 * quote that occurs once elsewhere. Each citation's fix is checked on a copy
 * of the note, then all of them together; one that does not leave its
 * citation verified is dropped.
 */
export async function safeFixes(notePath: string, noteText: string, report: NoteReport, host: SafeFixHost): Promise<AppliedFix[]> {
	let accepted: AppliedFix[] = [];
	for (const result of report.results) {
		if (safeFixStatuses.includes(result.status)) {
			const fix = await fixCitation(notePath, noteText, result, host);
			if (fix) {
				accepted.push(fix);
			}
		}
	}
	// Fixes touch separate attributions; check them together once, and drop any that no longer verifies.
	for (let round = 0; round < 3 && accepted.length; round++) {
		const after = await host.checkNote(notePath, applyEdits(noteText, accepted.map(a => a.edit)));
		const failing = accepted.filter(a => !after?.results.some(r => r.citation.span.start === shifted(a.start, accepted) && r.status === 'verified'));
		if (!failing.length) {
			break;
		}
		accepted = accepted.filter(a => !failing.includes(a));
	}
	return accepted;
}

/** Offset of an original position after the accepted edits that lie before it. */
function shifted(offset: number, fixes: readonly AppliedFix[]): number {
	return offset + fixes.filter(f => f.edit.span.end <= offset).reduce((d, f) => d + f.edit.text.length - (f.edit.span.end - f.edit.span.start), 0);
}

/**
 * Fixes one citation step by step (a re-pin may reveal that the quote moved:
 * then the range is corrected too), re-checking after each step. The result
 * is one edit of the original attribution, or undefined when it would not verify.
 */
async function fixCitation(notePath: string, noteText: string, first: CitationResult, host: SafeFixHost): Promise<AppliedFix | undefined> {
	const start = first.citation.span.start;
	const titles: string[] = [];
	let text = noteText;
	let result: CitationResult | undefined = first;
	for (let step = 0; step < 3 && result; step++) {
		const step1 = await nextEdit(result, text, host);
		if (!step1) {
			return undefined;
		}
		titles.push(step1.title);
		text = applyEdits(text, [step1.edit]);
		result = (await host.checkNote(notePath, text))?.results.find(r => r.citation.span.start === start);
		if (result?.status === 'verified') {
			const a = first.citation.attributionSpan;
			const delta = text.length - noteText.length;
			return { start, status: first.status, title: titles.join(', '), edit: narrow(noteText.slice(a.start, a.end), text.slice(a.start, a.end + delta), a.start) };
		}
		if (!result || !safeFixStatuses.includes(result.status)) {
			return undefined;
		}
	}
	return undefined;
}

/** The smallest edit turning `before` into `after`, both starting at `at`. */
function narrow(before: string, after: string, at: number): NoteEdit {
	const { head: p, tail: s } = commonEnds(before, after);
	return { span: { start: at + p, end: at + before.length - s }, text: after.slice(p, after.length - s) };
}

/** The one attribution edit that repairs a result's status, or undefined when none keeps the quote. */
async function nextEdit(r: CitationResult, text: string, host: SafeFixHost): Promise<{ title: string; edit: NoteEdit } | undefined> {
	const c = r.citation;
	if ((r.status as string) === 'unpinned' && formOf(c).pinned && c.targetSpan && !c.version && r.currentPin) {
		return { title: 'add the sha256 pin', edit: { span: { start: c.targetSpan.end, end: c.targetSpan.end }, text: ` @ \`${r.currentPin}\`` } };
	}
	if (r.status === 'version_mismatch' && c.versionSpan && r.currentPin && c.version?.startsWith('sha256:')) {
		return { title: 're-pin to the current bytes', edit: { span: c.versionSpan, text: `\`${r.currentPin}\`` } };
	}
	if (r.status === 'out_of_range' && r.occurrences?.length === 1 && c.targetSpan && c.ranges?.length && r.source) {
		const o = r.occurrences[0]!;
		let from = o.startLine;
		let to = o.endLine;
		if (c.ranges[0]!.kind === 'pages') {
			const source = await host.readSourceText(r.source);
			if (source === undefined) {
				return undefined;
			}
			from = pageAt(source, o.start);
			to = pageAt(source, Math.max(o.start, o.end - 1));
		}
		const edit = rangeEdit(text, c.targetSpan, c.ranges[0]!.kind, from, to);
		const p = c.ranges[0]!.kind === 'pages' ? 'p' : '';
		return edit && { title: `correct the range to ${p}${from === to ? from : `${from}-${to}`}`, edit };
	}
	return undefined;
}

function pageAt(text: string, offset: number): number {
	let page = 1;
	for (let i = text.indexOf('\f'); i >= 0 && i < offset; i = text.indexOf('\f', i + 1)) {
		page++;
	}
	return page;
}

/** Rewrites the range list of an attribution target: `` `path:RANGES` `` or a link's `#L…` fragment. A one-line range is written `N`. */
export function rangeEdit(text: string, target: { start: number; end: number }, kind: 'lines' | 'pages', from: number, to: number): NoteEdit | undefined {
	const raw = text.slice(target.start, target.end);
	if (raw.startsWith('`')) {
		const colon = raw.lastIndexOf(':');
		const close = raw.indexOf('`', 1);
		if (colon < 0 || close < colon) {
			return undefined;
		}
		const p = kind === 'pages' ? 'p' : '';
		return { span: { start: target.start + colon + 1, end: target.start + close }, text: from === to ? `${p}${from}` : `${p}${from}-${to}` };
	}
	const m = /#L\d+(?:-L?\d+)?(?=\)|>|\s)/.exec(raw);
	if (!m || kind !== 'lines') {
		return undefined;
	}
	return { span: { start: target.start + m.index, end: target.start + m.index + m[0].length }, text: from === to ? `#L${from}` : `#L${from}-L${to}` };
}

/** A link's line fragment set to `from`-`to`: rewritten when it has one, added when it has none (a heading fragment is left alone). */
export function lineFragmentEdit(text: string, target: { start: number; end: number }, from: number, to: number): NoteEdit | undefined {
	const raw = text.slice(target.start, target.end);
	const m = /^\[(?:[^\]\\]|\\.)*\]\(\s*(?:<([^>\n]*)>|([^\s()]+(?:\([^\s()]*\)[^\s()]*)*))/.exec(raw);
	if (!m) {
		return undefined;
	}
	const dest = m[1] ?? m[2]!;
	if (dest.includes('#')) {
		return /#L\d/.test(dest) ? rangeEdit(text, target, 'lines', from, to) : undefined;
	}
	const at = target.start + m[0].length - (m[1] !== undefined ? 1 : 0);
	return { span: { start: at, end: at }, text: from === to ? `#L${from}` : `#L${from}-L${to}` };
}
