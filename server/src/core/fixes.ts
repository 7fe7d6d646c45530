import type { NoteReport } from './checkNotes';
import { leadInEdit } from './leadInFixes';
import { gitFixes, type GitFixHost } from './gitFixes';
import type { QuoteRequest, QuoteResult } from './quote';
import { dirnamePosix, relativePosix } from './paths';
import { LineIndex } from './text';
import type { Citation, CitationResult, Span } from './types';

/** A text edit of a note: replace `span` (UTF-16 offsets) with `text`. */
export interface NoteEdit {
	readonly span: Span;
	readonly text: string;
}

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
}

const maxOccurrenceFixes = 10;

/**
 * The quick fixes for one checked citation (docs/specification.md §6). Every edit inserts
 * constructor output unchanged, and every fix is applied to a copy of the
 * note and checked before it is returned: a fix that would not leave the
 * citation verified is never offered.
 */
// eslint-disable-next-line max-lines-per-function -- the quick-fix rewrite of issue 12 splits it; until then it stays as is, so that rewrite merges cleanly.
export async function buildFixes(result: CitationResult, noteText: string, host: FixHost): Promise<Fix[]> {
	const c = result.citation;
	const candidates: Fix[] = [];
	const lines = new LineIndex(noteText);
	if (c.target?.kind === 'git') {
		const fixes = await gitFixes(result, noteText, host, blockSpan(c, lines));
		const ok = await Promise.all(fixes.map(f => leavesVerified(f, result, noteText, host)));
		return fixes.filter((_, k) => ok[k]);
	}
	const written = c.targetSpan ? noteText.slice(c.targetSpan.start, c.targetSpan.end) : '';
	// Keep the writer's path style: note-relative only when they wrote it so (links always are).
	const from = c.form === 'prose' || /^`\.\.?\//.test(written) ? result.file : undefined;
	const replaceWith = async (source: string, start: number, end: number, title: string, bodyOnly = false): Promise<Fix | undefined> => {
		const text = await host.readSourceText(source);
		if (text === undefined) {
			return undefined;
		}
		const built = await host.quote({ source, text: text.slice(start, end), from, pin: 'sha256' });
		if (built.kind === 'error') {
			return undefined;
		}
		const startLine = lineOf(text, start);
		const chosen = built.occurrences.find(o => o.startLine === startLine) ?? built.occurrences[0];
		if (!chosen) {
			return undefined;
		}
		const citation = chosen.citation.replace(/\n$/, '');
		if (c.leadIn) {
			const edit = leadInEdit(c, noteText, citation, bodyOnly);
			return edit && { title, edits: [edit] };
		}
		if (c.form === 'prose') {
			return { title, edits: [{ span: { start: paragraphEnd(noteText, c.span.end), end: paragraphEnd(noteText, c.span.end) }, text: `\n\n${citation}` }] };
		}
		const span = blockSpan(c, lines);
		return span ? { title, edits: [{ span, text: citation }] } : undefined;
	};

	const source = result.source;
	switch (result.status) {
		case 'ambiguous': {
			const sourceText = source ? await host.readSourceText(source) : undefined;
			for (const [k, o] of (result.occurrences ?? []).slice(0, maxOccurrenceFixes).entries()) {
				const lineText = o.startLine === o.endLine ? `line ${o.startLine}` : `lines ${o.startLine}-${o.endLine}`;
				const context = sourceText === undefined ? '' : `: ${contextOf(sourceText, o.start, o.end)}`;
				const fix = source && await replaceWith(source, o.start, o.end, `Cite occurrence ${k + 1} (${lineText})${context}`);
				if (fix) {
					candidates.push(fix);
				}
			}
			break;
		}
		case 'absent':
		case 'out_of_range':
		case 'misattributed': {
			if (result.status === 'out_of_range' && source && result.occurrences?.length === 1) {
				const o = result.occurrences[0]!;
				const fix = await replaceWith(source, o.start, o.end, `Correct the range to ${o.startLine}-${o.endLine}`);
				if (fix) {
					candidates.push({ ...fix, preferred: true });
				}
			}
			if (result.status === 'misattributed') {
				for (const f of (result.foundIn ?? []).slice(0, 3)) {
					if (f.start !== undefined && f.end !== undefined) {
						const fix = await replaceWith(f.source, f.start, f.end, `Attribute to ${f.source} (line ${f.startLine})`);
						if (fix) {
							candidates.push(candidates.length ? fix : { ...fix, preferred: true });
						}
					}
				}
			}
			const s = result.suggestion;
			if (s && source) {
				const text = await host.readSourceText(source);
				const at = text === undefined ? -1 : text.indexOf(s.text, text.length ? lineStartOffset(text, s.startLine) : 0);
				if (at >= 0) {
					const fix = await replaceWith(source, at, at + s.text.length, 'Replace the quote with the source\'s exact words', true);
					if (fix) {
						candidates.push(candidates.length ? fix : { ...fix, preferred: true });
					}
					const converted = c.leadIn && await replaceWith(source, at, at + s.text.length, 'Replace the quote with the source\'s exact words as an attributed blockquote');
					if (converted) {
						candidates.push(converted);
					}
				}
			}
			break;
		}
		case 'version_mismatch':
			if (c.versionSpan && result.currentPin) {
				candidates.push({ title: 'Re-pin to the current source bytes', edits: [{ span: c.versionSpan, text: `\`${result.currentPin}\`` }], preferred: true });
			}
			break;
		case 'verified':
			if (c.form === 'prose' && source && result.occurrences?.[0]) {
				const o = result.occurrences[0];
				const fix = await replaceWith(source, o.start, o.end, c.leadIn ? 'Convert to an attributed blockquote' : 'Add this quote as a blockquote citation');
				if (fix) {
					candidates.push(fix);
				}
			} else if (c.form === 'blockquote' && !c.version && c.targetSpan && result.currentPin && c.target?.kind === 'local') {
				candidates.push({ title: 'Pin the source (sha256)', edits: [{ span: { start: c.targetSpan.end, end: c.targetSpan.end }, text: ` @ \`${result.currentPin}\`` }] });
			}
			break;
		default:
			break;
	}
	const verified: Fix[] = [];
	for (const fix of candidates) {
		if (await leavesVerified(fix, result, noteText, host)) {
			verified.push(fix);
		}
	}
	return verified;
}

/** Applies the fix to a copy of the note and checks that a verified citation now stands where it wrote. */
async function leavesVerified(fix: Fix, result: CitationResult, noteText: string, host: FixHost): Promise<boolean> {
	const next = applyEdits(noteText, fix.edits);
	const report = await host.checkNote(result.file, next);
	if (!report) {
		return false;
	}
	const edit = fix.edits[0]!;
	const written = { start: edit.span.start, end: edit.span.start + edit.text.length };
	const touched = report.results.filter(r => r.citation.span.start < written.end && written.start < r.citation.span.end && (r.citation.form === 'blockquote' || r.citation.leadIn));
	const target = touched.length ? touched : report.results.filter(r => r.citation.span.start === result.citation.span.start);
	return target.length > 0 && target.every(r => r.status === 'verified');
}

/** Applies non-overlapping edits to a text. */
export function applyEdits(text: string, edits: readonly NoteEdit[]): string {
	let out = text;
	for (const e of [...edits].sort((a, b) => b.span.start - a.span.start)) {
		out = out.slice(0, e.span.start) + e.text + out.slice(e.span.end);
	}
	return out;
}

/** The whole lines of a top-level blockquote citation; undefined when it sits in a list or another quote (output would lose its container). */
function blockSpan(c: Citation, lines: LineIndex): Span | undefined {
	const start = lines.lineStart(lines.lineAt(c.quoteSpan.start));
	const end = lines.lineEnd(lines.lineAt(c.attributionSpan.end - 1));
	return /^> ?[^>]/.test(lines.text.slice(start, start + 3)) || lines.text.startsWith('> ---', start) || lines.text.startsWith('>\n', start) ? { start, end } : undefined;
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
		if (c.target?.kind !== 'local' || c.target.path !== oldPath || !c.targetSpan) {
			continue;
		}
		const raw = noteText.slice(c.targetSpan.start, c.targetSpan.end);
		const noteDir = dirnamePosix(notePath);
		if (raw.startsWith('`')) {
			const m = /^`([^`:]*)/.exec(raw)!;
			const written = m[1]!.trim();
			const replacement = written.startsWith('./') || written.startsWith('../') ? relativePosix(noteDir, newPath) : written.startsWith('/') ? `/${newPath}` : newPath;
			const at = c.targetSpan.start + 1 + m[1]!.indexOf(written);
			edits.push({ span: { start: at, end: at + written.length }, text: replacement });
		} else {
			const m = /\]\(\s*<?([^)#\s>]*)/.exec(raw);
			if (!m) {
				continue;
			}
			const written = m[1]!;
			let replacement = written.startsWith('/') ? `/${newPath}` : relativePosix(noteDir, newPath);
			if (!written.startsWith('./') && !written.startsWith('/') && replacement.startsWith('./')) {
				replacement = replacement.slice(2);
			}
			replacement = replacement.split('/').map(encodeURIComponent).join('/');
			const at = c.targetSpan.start + m.index + m[0].length - written.length;
			edits.push({ span: { start: at, end: at + written.length }, text: replacement });
		}
	}
	return edits;
}
