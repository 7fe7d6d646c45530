import type { NoteReport } from './checkNotes';
import { formOf } from './forms/registry';
import { pandocForm } from './forms/pandoc';
import { applyEdits, inNoteLineEnds, type NoteEdit } from './edits';
import { withoutBidiControls } from './match/hidden';
import { gitFixes, type GitFixHost } from './gitFixes';
import { leadInEdit } from './leadInFixes';
import { lineFragmentEdit, safeFixes } from './safeFixes';
import { dirnamePosix, escapeLinkPath, relativePosix } from './paths';
import { gitTarget } from './sources/git';
import { localTarget } from './sources/local';
import { citesKey } from './sources/citekey';
import { sourceKindOf } from './sources/registry';
import type { QuoteRequest, QuoteResult } from './quote';
import { LineIndex, formatLines } from './text';
import type { Citation, CitationResult, SourcePlace, Span } from './types';

export { applyEdits, type NoteEdit };

/** A quick fix: edits of the note that leave the citation verified. */
export interface Fix {
	readonly title: string;
	readonly edits: readonly NoteEdit[];
	/** The fix the editor should offer first. */
	readonly preferred?: boolean;
}

/** What fix building needs from the checker. */
export interface FixHost extends GitFixHost {
	quote(request: QuoteRequest): Promise<QuoteResult>;
	readSourceText(path: string): Promise<string | undefined>;
	checkNote(notePath: string, text: string): Promise<NoteReport | undefined>;
	/** The project's `pins` rule: `required` makes every fix write a pin. */
	readonly pins?: 'optional' | 'required';
}

const maxOccurrenceFixes = 10;

/** The near-miss fix, as a writer reads it (docs/specification.md §6). */
const wordsTitle = 'Replace with the source\'s words';

/** What the writer chose and a fix keeps (docs/specification.md §6): passed to the constructor, never patched into its output. */
export type WriterChoices = Pick<QuoteRequest, 'from' | 'paths' | 'rootSlash' | 'pin' | 'locator' | 'link' | 'prefix' | 'form'>;

/** A source passage a fix cites instead of what the writer cited. */
interface Passage {
	readonly source: string;
	readonly start: number;
	readonly end: number;
	readonly title: string;
	readonly preferred?: boolean;
	/** For a lead-in: write only the source's words into its blockquote, keeping the lead-in. */
	readonly bodyOnly?: boolean;
	/** The source lines of an occurrence (ambiguous, out of range): a prose link can cite them by its fragment. */
	readonly lines?: SourcePlace;
}

/**
 * The quick fixes for one checked citation (docs/specification.md §6). Every edit inserts
 * constructor output unchanged, and every fix is applied to a copy of the
 * note and checked before it is returned: a fix that would not leave the
 * citation verified, or would leave the quote claimed twice, is never offered.
 */
export async function buildFixes(result: CitationResult, noteText: string, host: FixHost): Promise<Fix[]> {
	const candidates = result.status === 'hidden_text'
		? hiddenTextFix(result, noteText)
		: gitTarget(result.citation.target)
			? await gitFixes(result, host, blockOf(result.citation, noteText)?.span, writerChoices(result, noteText, 'optional'))
			: await fileFixes(result, noteText, host);
	const before = (await host.checkNote(result.file, noteText))?.results.length ?? 0;
	const verified: Fix[] = [];
	// A fix keeps the note's line ends (docs/specification.md §6), and is checked as it will be written.
	for (const fix of candidates.map(f => ({ ...f, edits: f.edits.map(e => inNoteLineEnds(noteText, e)) }))) {
		if (await leavesVerified(fix, result, noteText, before, host)) {
			verified.push(fix);
		}
	}
	return verified;
}

/** A quote holding bidirectional controls: the same quote without them, which reads as the words compared. */
function hiddenTextFix(result: CitationResult, noteText: string): Fix[] {
	const span = result.citation.quoteSpan;
	const written = noteText.slice(span.start, span.end);
	const text = withoutBidiControls(written);
	return text === written ? [] : [{ title: 'Remove the hidden direction characters from the quote', edits: [{ span, text }], preferred: true }];
}

/** Fixes of a file citation: pins, then each passage the writer may have meant, cited with the writer's choices. */
async function fileFixes(result: CitationResult, noteText: string, host: FixHost): Promise<Fix[]> {
	const candidates: Fix[] = [];
	const pinFix = result.status === 'version_mismatch' ? await attributionFix(result, noteText, host) : addPinFix(result);
	if (pinFix) {
		candidates.push(pinFix);
	}
	const passages = await passagesFor(result, host);
	// A prose citation keeps its form where an edit of its words or its link's lines can fix it.
	candidates.push(...[proseWordsFix(result), ...passages.map(p => proseLinesFix(p, result, noteText))].filter((f): f is Fix => f !== undefined));
	const choices = writerChoices(result, noteText, host.pins ?? 'optional');
	for (const p of passages) {
		const fix = await citePassage(p, result, noteText, choices, host);
		if (fix) {
			candidates.push({ ...fix, preferred: p.preferred });
		}
	}
	// Where no rewrite of the block can keep its container (a list marker on the quote's first line), the range is corrected in place.
	const inPlace = result.status === 'out_of_range' && !candidates.length ? await attributionFix(result, noteText, host) : undefined;
	return onePreferred(inPlace ? [inPlace] : candidates, result.status !== 'verified');
}

/** At most one fix is preferred: the first marked so, else (for a failing citation) the first. */
function onePreferred(fixes: readonly Fix[], failing: boolean): Fix[] {
	const chosen = Math.max(fixes.findIndex(f => f.preferred), failing ? 0 : -1);
	return fixes.map((f, k) => ({ ...f, preferred: k === chosen ? true : undefined }));
}

/**
 * Re-pin a changed source whose quote still occurs once in the new bytes, and
 * correct its range when the quote moved (or only correct the range): the
 * same steps as `verbatim fix`, editing the attribution alone, so the editor
 * and the CLI repair a stale pin alike.
 */
async function attributionFix(result: CitationResult, noteText: string, host: FixHost): Promise<Fix | undefined> {
	const [applied] = await safeFixes(result.file, noteText, { file: result.file, results: [result], skipped: 0 }, host);
	if (!applied) {
		return undefined;
	}
	const ranged = /correct the range to (p?)(\S+)/.exec(applied.title);
	const lines = ranged && `${ranged[1] ? 'page' : 'line'}${ranged[2]!.includes('-') ? 's' : ''} ${ranged[2]}`;
	const title = result.status !== 'version_mismatch' ? `Cite ${lines} instead` : `${currentVersionTitle(result)}${lines ? ` (the quote is now at ${lines})` : ''}`;
	return { title, edits: [applied.edit], preferred: true };
}

/** What updating a changed source's pin does to the note, in the writer's words (docs/specification.md §6). */
export function currentVersionTitle(result: CitationResult): string {
	return `Update to the current version of ${baseName(result.source ?? 'the source')}`;
}

function baseName(path: string): string {
	return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * A near-miss prose quote keeps its form: the source's words go between its
 * quotation marks (a line break of the source becomes a space, as in any
 * paragraph). Converting it to a blockquote is the second choice.
 */
function proseWordsFix(result: CitationResult): Fix | undefined {
	const c = result.citation;
	const s = result.suggestion;
	if (!formOf(c).inlineQuote || result.status !== 'absent' || !s || c.quoteSpan.end <= c.quoteSpan.start) {
		return undefined;
	}
	return { title: wordsTitle, edits: [{ span: c.quoteSpan, text: s.text.replace(/[ \t]*\r?\n[ \t]*/g, ' ') }], preferred: true };
}

/** Cite occurrence N, or the occurrence outside the range, by the line fragment of a prose citation's link. */
function proseLinesFix(p: Passage, result: CitationResult, noteText: string): Fix | undefined {
	const c = result.citation;
	if (!formOf(c).inlineQuote || !p.lines || !c.targetSpan || citesKey(c.target) || p.source !== result.source) {
		return undefined;
	}
	const edit = lineFragmentEdit(noteText, c.targetSpan, p.lines.startLine, p.lines.endLine);
	return edit && { title: p.title, edits: [edit], preferred: p.preferred };
}

/** Add the pin a project requires (or a writer may want). */
function addPinFix(result: CitationResult): Fix | undefined {
	const c = result.citation;
	const unpinned = result.status === 'unpinned' || (result.status === 'verified' && formOf(c).pinned);
	if (unpinned && !c.version && c.targetSpan && result.currentPin && c.target && sourceKindOf(c.target).requiresPin) {
		return { title: `Pin to the current version of ${baseName(result.source ?? 'the source')}`, edits: [{ span: { start: c.targetSpan.end, end: c.targetSpan.end }, text: ` @ \`${result.currentPin}\`` }], preferred: result.status === 'unpinned' };
	}
	return undefined;
}

/** The writer's path style, pin style, link and locator note, read from the citation as written. */
export function writerChoices(result: CitationResult, noteText: string, pins: 'optional' | 'required'): WriterChoices {
	const c = result.citation;
	const written = c.targetSpan ? noteText.slice(c.targetSpan.start, c.targetSpan.end) : '';
	const link = /^\[((?:[^\]\\]|\\.)*)\]\(\s*(<?)([^)\s>]*)/.exec(written);
	const path = written.startsWith('`') ? written.slice(1) : (link?.[3] ?? '');
	// Code-span paths are root-relative unless they start ./ or ../; links are note-relative unless they start with /.
	const noteRelative = written.startsWith('`') ? /^\s*\.\.?\//.test(path) : !path.startsWith('/');
	const pinned = c.version?.startsWith('sha256:') === true || pins === 'required';
	// The locator is the rest of the attribution line as written, separator and spacing included.
	const after = Math.max(c.targetSpan?.end ?? 0, c.versionSpan?.end ?? 0);
	// A key's locator is written by the Pandoc form itself.
	const locator = citesKey(c.target) ? '' : formOf(c).ownLine && after > 0 ? noteText.slice(after, c.attributionSpan.end).replace(/[\r\n]+$/, '') : proseLocator(c, noteText);
	// A prose citation's link becomes the blockquote's locator (docs/decisions.md); a blockquote's link stays a link.
	const keptLink = formOf(c).ownLine && link ? { text: link[1]!, angle: link[2] === '<', dotSlash: path.startsWith('./') } : undefined;
	// A blockquote is written again inside the list item or quote it stands in.
	const prefix = formOf(c).ownLine ? blockOf(c, noteText)?.prefix || undefined : undefined;
	const rootSlash = written.startsWith('`') && /^\s*\//.test(path) ? true : undefined;
	// A citation whose attribution line the constructor writes in a form of its own (a wikilink) is fixed in that form.
	const own = formOf(c);
	const form = citesKey(c.target) ? pandocForm.name : own.ownLine && own.write?.rewrite ? own.name : undefined;
	return { from: result.file, paths: noteRelative ? 'note' : 'root', rootSlash, pin: pinned ? 'sha256' : 'none', locator: locator.trim() ? locator : undefined, link: keptLink, prefix, form };
}

/** The passages a fix may cite, by status: each occurrence, the one in range, where it was found, the nearest passage. */
async function passagesFor(result: CitationResult, host: FixHost): Promise<Passage[]> {
	const source = fileCited(result);
	const c = result.citation;
	const out: Passage[] = [];
	// A fix writes the passage's path (or its key) into the attribution: only for a project file named by either.
	if (!source) {
		return out;
	}
	if (result.status === 'ambiguous') {
		const text = await host.readSourceText(source);
		for (const [k, o] of (result.occurrences ?? []).slice(0, maxOccurrenceFixes).entries()) {
			const context = text === undefined ? '' : `: ${contextOf(text, o.start, o.end)}`;
			out.push({ source, start: o.start, end: o.end, lines: o, title: `Cite occurrence ${k + 1} (${formatLines(o)})${context}` });
		}
	}
	if (result.status === 'out_of_range' && result.occurrences?.length === 1) {
		const o = result.occurrences[0]!;
		out.push({ source, start: o.start, end: o.end, lines: o, title: `Cite ${formatLines(o)} instead`, preferred: true });
	}
	if (result.status === 'misattributed') {
		for (const f of (result.foundIn ?? []).slice(0, 3)) {
			if (f.start !== undefined && f.end !== undefined) {
				out.push({ source: f.source, start: f.start, end: f.end, title: `Cite ${f.source} (${formatLines(f)}) instead` });
			}
		}
	}
	const near = await nearestPassageAt(result, host);
	if (near) {
		// A lead-in keeps its form: the source's words go into its blockquote; converting it is the second choice.
		out.push(c.leadIn ? { ...near, bodyOnly: true } : near);
		if (c.leadIn) {
			out.push({ ...near, title: `${near.title} and name the source under the quote` });
		}
	}
	if (result.status === 'verified' && !formOf(c).ownLine && result.occurrences?.[0]) {
		const o = result.occurrences[0];
		out.push({ source, start: o.start, end: o.end, title: c.leadIn ? 'Name the source under the block quote instead' : 'Set the quote apart as a block quote' });
	}
	return out;
}

/** The project file a citation names: its path, or the file its Pandoc key's entry names. */
function fileCited(result: CitationResult): string | undefined {
	const target = result.citation.target;
	return localTarget(target) ? result.source : citesKey(target) ? result.keyFile : undefined;
}

/** The suggestion of a near miss, as offsets in the source. */
async function nearestPassageAt(result: CitationResult, host: FixHost): Promise<Passage | undefined> {
	const s = result.suggestion;
	const near = ['absent', 'out_of_range', 'misattributed'].includes(result.status);
	const source = fileCited(result);
	// A key in prose gets the source's words between its own quotation marks (`proseWordsFix`).
	if (!s || !near || !source || (citesKey(result.citation.target) && formOf(result.citation).inlineQuote)) {
		return undefined;
	}
	const text = await host.readSourceText(source);
	const at = text === undefined ? -1 : text.indexOf(s.text, text.length ? lineStartOffset(text, s.startLine) : 0);
	return at < 0 ? undefined : { source, start: at, end: at + s.text.length, title: wordsTitle };
}

/** Builds the citation of a passage with the writer's choices and puts it where the citation stands. */
async function citePassage(p: Passage, result: CitationResult, noteText: string, choices: WriterChoices, host: FixHost): Promise<Fix | undefined> {
	const text = await host.readSourceText(p.source);
	if (text === undefined) {
		return undefined;
	}
	const built = await host.quote({ ...choices, source: p.source, text: text.slice(p.start, p.end) });
	if (built.kind === 'error') {
		return undefined;
	}
	const startLine = lineOf(text, p.start);
	const chosen = built.occurrences.find(o => o.startLine === startLine) ?? built.occurrences[0];
	if (!chosen) {
		return undefined;
	}
	const citation = chosen.citation.replace(/\n$/, '');
	const c = result.citation;
	if (c.leadIn) {
		const edit = leadInEdit(c, noteText, citation, p.bodyOnly ?? false);
		return edit && { title: p.title, edits: [edit] };
	}
	if (formOf(c).inlineQuote && citesKey(c.target) && result.status !== 'verified') {
		// A key in prose keeps its form: the passage's words between its quotation marks, the constructor's key and locator in its brackets.
		const key = /\[@[^\]\n]*\]\s*$/.exec(citation)?.[0].trim();
		const words = text.slice(p.start, p.end).replace(/[ \t]*\r?\n[ \t]*/g, ' ');
		const span = { start: c.quoteSpan.start, end: c.attributionSpan.end };
		return key ? { title: p.title, edits: [{ span, text: `${words}${noteText.slice(c.quoteSpan.end, c.attributionSpan.start)}${key}` }] } : undefined;
	}
	if (formOf(c).inlineQuote) {
		const edit = convertProse(c, noteText, citation);
		const title = result.status === 'verified' ? p.title : `${p.title}, set apart as a block quote`;
		return edit ? { title, edits: [edit] } : undefined;
	}
	const block = blockOf(c, noteText);
	return block ? { title: p.title, edits: [{ span: block.span, text: citation }] } : undefined;
}

/**
 * Turns a prose citation into a blockquote citation, so the quote is claimed
 * once (docs/decisions.md): the sentence keeps its words up to the quote and
 * ends there with a colon; the quoted words become the blockquote; the
 * citation parentheses move into the attribution's locator note; what
 * followed in the paragraph becomes the next paragraph. Undefined inside a
 * list, a blockquote or a table, where a blockquote cannot be placed as is.
 */
export function convertProse(c: Citation, noteText: string, citation: string): NoteEdit | undefined {
	const paraStart = paragraphStart(noteText, c.span.start);
	const paraEnd = paragraphEnd(noteText, c.span.end);
	if (/^(?:[ \t]|>|[-*+][ \t]|\d+[.)][ \t]|#|\|)/.test(noteText.slice(paraStart, paraStart + 4))) {
		return undefined;
	}
	const group = noteText[c.attributionSpan.start] === '(' && c.attributionSpan.start >= c.span.start;
	let cut = group ? c.attributionSpan.end : c.quoteSpan.end + 1;
	const closing = /^[ \t]*[.!?;:,]/.exec(noteText.slice(cut, paraEnd));
	if (closing) {
		cut += closing[0].length;
	}
	const lead = noteText.slice(paraStart, c.span.start).replace(/[\s,:;—–-]+$/, '');
	const rest = noteText.slice(cut, paraEnd).trim();
	const start = paraStart + lead.length;
	const text = `${lead ? ':\n\n' : ''}${citation}${rest ? `\n\n${rest}` : ''}`;
	return { span: { start, end: paraEnd }, text };
}

/** The citation parentheses of a prose citation, as a locator note: link text and locators, without the marker word. */
function proseLocator(c: Citation, noteText: string): string {
	// A lead-in's parentheses stay in the note when its blockquote is converted: nothing to carry over.
	if (noteText[c.attributionSpan.start] !== '(' || !c.targetSpan || c.leadIn) {
		return '';
	}
	const linkText = /^\[((?:[^\]\\]|\\.)*)\]/.exec(noteText.slice(c.targetSpan.start, c.targetSpan.end))?.[1] ?? '';
	const inner = noteText.slice(c.attributionSpan.start + 1, c.targetSpan.start) + linkText + noteText.slice(c.targetSpan.end, c.attributionSpan.end - 1);
	const parts = inner.split(',').map(x => x.trim()).filter(x => x !== '' && !/^verbatim$/i.test(x));
	return parts.length ? `— ${parts.join(', ').replace(/\s+/g, ' ')}` : '';
}

/**
 * Applies the fix to a copy of the note and checks that a verified citation
 * now stands where it wrote, and that the note holds no more citations than
 * before (a fix never makes a second claim of the same quote).
 */
async function leavesVerified(fix: Fix, result: CitationResult, noteText: string, before: number, host: FixHost): Promise<boolean> {
	const next = applyEdits(noteText, fix.edits);
	const report = await host.checkNote(result.file, next);
	if (!report || report.results.length > before) {
		return false;
	}
	const edit = fix.edits[0]!;
	const written = { start: edit.span.start, end: edit.span.start + edit.text.length };
	const touched = report.results.filter(r => r.citation.span.start < written.end && written.start < r.citation.span.end && formOf(r.citation).blockBody);
	const target = touched.length ? touched : report.results.filter(r => r.citation.span.start === result.citation.span.start);
	return target.length > 0 && target.every(r => r.status === 'verified');
}


/**
 * The whole lines of a blockquote citation and the container text before its
 * `>` on each line (a list item's indentation, an outer quote's `> `), which
 * the constructor writes again; undefined when the lines do not share it (a
 * list marker on the first line).
 */
function blockOf(c: Citation, noteText: string): { span: Span; prefix: string } | undefined {
	const lines = new LineIndex(noteText);
	const first = lines.lineAt(c.quoteSpan.start);
	const last = lines.lineAt(c.attributionSpan.end - 1);
	const prefix = /^([ \t>]*?)>[ \t]?(?:--|\u2014)/.exec(noteText.slice(lines.lineStart(last), lines.lineEnd(last)))?.[1];
	if (prefix === undefined) {
		return undefined;
	}
	for (let l = first; l <= last; l++) {
		const line = noteText.slice(lines.lineStart(l), lines.lineEnd(l));
		if (!line.startsWith(prefix) || !/^> ?(?:[^>]|$)/.test(line.slice(prefix.length))) {
			return undefined;
		}
	}
	return { span: { start: lines.lineStart(first), end: lines.lineEnd(last) }, prefix };
}

/** A few words either side of an occurrence, to tell occurrences apart in a menu. */
function contextOf(text: string, start: number, end: number): string {
	// Drop a partial word only where the window cut into the text.
	let before = text.slice(Math.max(0, start - 24), start).replace(/\s+/g, ' ');
	if (start > 24) {
		before = before.replace(/^\S*\s?/, '');
	}
	let after = text.slice(end, end + 24).replace(/\s+/g, ' ');
	if (end + 24 < text.length) {
		after = after.replace(/\s?\S*$/, '');
	}
	const quote = text.slice(start, end).replace(/\s+/g, ' ');
	const middle = quote.length > 30 ? `${quote.slice(0, 14)}…${quote.slice(-14)}` : quote;
	return `…${before.trimStart()}[${middle}]${after.trimEnd()}…`;
}

function paragraphStart(text: string, from: number): number {
	const before = text.slice(0, from);
	const blank = /\n[ \t]*\n/g;
	let start = 0;
	for (let m = blank.exec(before); m; m = blank.exec(before)) {
		start = m.index + m[0].length;
	}
	return start;
}

function paragraphEnd(text: string, from: number): number {
	const blank = /\n[ \t]*(?:\n|$)/g;
	blank.lastIndex = from;
	const m = blank.exec(text);
	return m ? m.index : text.length;
}

function lineOf(text: string, offset: number): number {
	let line = 1;
	for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
		line++;
	}
	return line;
}

function lineStartOffset(text: string, line: number): number {
	let offset = 0;
	for (let k = 1; k < line; k++) {
		const next = text.indexOf('\n', offset);
		if (next < 0) {
			return offset;
		}
		offset = next + 1;
	}
	return offset;
}

/**
 * Edits that make a note's citations of `oldPath` name `newPath` (a source
 * was renamed or moved). Paths keep their style: `./`/`../` stay note-relative,
 * links stay link-relative, root-relative paths stay root-relative.
 */
export function renameEdits(noteText: string, notePath: string, citations: readonly Citation[], oldPath: string, newPath: string): NoteEdit[] {
	const edits: NoteEdit[] = [];
	for (const c of citations) {
		if (localTarget(c.target)?.path !== oldPath || !c.targetSpan) {
			continue;
		}
		const raw = noteText.slice(c.targetSpan.start, c.targetSpan.end);
		const noteDir = dirnamePosix(notePath);
		if (raw.startsWith('[[')) {
			const edit = renameWikilinkEdit(raw, c.targetSpan.start, newPath);
			if (edit) {
				edits.push(edit);
			}
		} else if (raw.startsWith('`')) {
			const m = /^`([^`:]*)/.exec(raw)!;
			const written = m[1]!.trim();
			const replacement = written.startsWith('./') || written.startsWith('../') ? relativePosix(noteDir, newPath) : written.startsWith('/') ? `/${newPath}` : newPath;
			const at = c.targetSpan.start + 1 + m[1]!.indexOf(written);
			edits.push({ span: { start: at, end: at + written.length }, text: replacement });
		} else {
			const edit = renameLinkEdit(raw, c.targetSpan.start, noteDir, newPath);
			if (edit) {
				edits.push(edit);
			}
		}
	}
	return edits;
}

/**
 * The edit of a wikilink's target for a renamed source, written as before:
 * a name stays a name, a path becomes the new path; `.md` stays implied
 * when it was (docs/specification.md §1.4). None when the text is the same.
 */
function renameWikilinkEdit(raw: string, at: number, newPath: string): NoteEdit | undefined {
	const written = /^\[\[([^\]|#]*)/.exec(raw)![1]!;
	const target = written.trim();
	const implied = !/\.[A-Za-z0-9]+$/.test(target) && newPath.endsWith('.md');
	const path = target.includes('/') ? newPath : newPath.slice(newPath.lastIndexOf('/') + 1);
	const replacement = implied ? path.slice(0, -3) : path;
	const start = at + 2 + written.indexOf(target);
	return replacement === target ? undefined : { span: { start, end: start + target.length }, text: replacement };
}

/** The edit of a link's path for a renamed source: root-relative stays `/…`, `<…>` stays, a `./` is kept only if written. */
function renameLinkEdit(raw: string, at: number, noteDir: string, newPath: string): NoteEdit | undefined {
	const m = /\]\(\s*(?:<([^>\n]*)>|([^\s()]+(?:\([^\s()]*\)[^\s()]*)*))/.exec(raw);
	if (!m) {
		return undefined;
	}
	const angle = m[1] !== undefined;
	const dest = m[1] ?? m[2]!;
	const written = dest.replace(/[?#].*$/, '');
	let replacement = written.startsWith('/') ? `/${newPath}` : relativePosix(noteDir, newPath);
	if (!written.startsWith('./') && !written.startsWith('/') && replacement.startsWith('./')) {
		replacement = replacement.slice(2);
	}
	const start = at + m.index + m[0].length - dest.length - (angle ? 1 : 0);
	return { span: { start, end: start + written.length }, text: escapeLinkPath(replacement, angle) };
}
