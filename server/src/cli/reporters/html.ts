import { LineIndex, pushTo, type CitationResult } from '../../core';
import { displayPath, isFinding, type Report, type ReportedCitation } from '../report';

/** The texts an HTML report quotes from: notes, and the sources its findings point into, by project root and root-relative path. */
export interface HtmlTexts {
	note(root: string, file: string): string | undefined;
	source(root: string, path: string): string | undefined;
}

/** A passage of a source, with the part to mark. */
interface Passage {
	readonly source: string;
	readonly label: string;
	readonly text: string;
	readonly firstLine: number;
	/** Offsets into `text` of the marked part. */
	readonly mark?: { readonly start: number; readonly end: number };
}

/**
 * `--format html`: one self-contained page for reviewers and CI artifacts. No
 * script, no network: the Content-Security-Policy forbids both. Findings are
 * grouped by note; each shows the note's lines, the source passage with the
 * quote's place (or the nearest passage) marked, and what to do about it.
 */
export function toHtml(report: Report, texts: HtmlTexts, version: string): string {
	const findings = report.citations.filter(isFinding);
	const byNote = new Map<string, ReportedCitation[]>();
	for (const c of findings) {
		const shown = displayPath(report.cwd, c.root, c.result.file);
		pushTo(byNote, shown, c);
	}
	const notes = [...byNote.keys()].sort();
	const ids = new Map(notes.map((n, k) => [n, `note-${k + 1}`]));
	let n = 0;
	const sections = notes.map(file => `<section class="note" id="${ids.get(file)}" aria-labelledby="${ids.get(file)}-h">
<h2 id="${ids.get(file)}-h">${esc(file)} <span class="count">${byNote.get(file)!.length} finding(s)</span></h2>
${byNote.get(file)!.map(c => finding(c, ++n, report, texts)).join('\n')}
</section>`);
	// The line indexes served this report's findings only.
	lineIndexes.clear();
	const errors = report.fileErrors.length ? `<section class="note" id="unreadable" aria-labelledby="unreadable-h"><h2 id="unreadable-h">Notes that could not be read</h2><ul>${report.fileErrors.map(e => `<li><code>${esc(displayPath(report.cwd, e.root, e.file))}</code>: ${esc(e.message)}</li>`).join('')}</ul></section>` : '';
	return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="generator" content="verbatim ${esc(version)}">
<title>Verbatim report: ${report.summary.errors} error(s), ${report.summary.warnings} warning(s)</title>
<style>${style}</style>
</head>
<body>
<a class="skip" href="#findings">Skip to findings</a>
<header><h1>Verbatim report</h1><p class="root">Project <code>${esc(report.root)}</code></p></header>
<main>
${summary(report)}
${notes.length ? `<nav aria-label="Notes with findings"><h2>Notes with findings</h2><ol>${notes.map(f => `<li><a href="#${ids.get(f)}">${esc(f)}</a> (${byNote.get(f)!.length})</li>`).join('')}</ol></nav>` : ''}
<div id="findings" tabindex="-1">
${sections.join('\n') || '<p class="clean">Every checked citation verified: nothing to review.</p>'}
${errors}
</div>
</main>
</body>
</html>
`;
}

function summary(report: Report): string {
	const s = report.summary;
	const cells: [string, number, string][] = [
		['Files', s.files, ''], ['Citations', s.citations, ''], ['Verified', s.verified, 'ok'],
		['Errors', s.errors, s.errors ? 'error' : ''], ['Warnings', s.warnings, s.warnings ? 'warning' : ''],
		['Skipped', s.skipped, ''], ['Unresolved', s.unresolved, ''], ['Unverified', s.unverified, ''],
	];
	const byStatus = Object.entries(s.byStatus).map(([status, count]) => `<tr><th scope="row"><span class="badge status-${status}">${status}</span></th><td>${count}</td></tr>`).join('');
	return `<section class="summary" aria-labelledby="summary-h">
<h2 id="summary-h">Summary</h2>
<dl class="counts">${cells.map(([label, value, cls]) => `<div class="${cls}"><dt>${label}</dt><dd>${value}</dd></div>`).join('')}</dl>
${byStatus ? `<table><caption>Citations by status</caption><thead><tr><th scope="col">Status</th><th scope="col">Citations</th></tr></thead><tbody>${byStatus}</tbody></table>` : ''}
</section>`;
}

function finding(c: ReportedCitation, n: number, report: Report, texts: HtmlTexts): string {
	const r = c.result;
	const id = `finding-${n}`;
	const file = displayPath(report.cwd, c.root, r.file);
	const noteText = report.redact ? undefined : texts.note(c.root, r.file);
	const passage = report.redact ? undefined : passageOf(r, (p: string) => texts.source(c.root, p));
	const noteLines = noteText === undefined ? '' : `<figure class="note-context"><figcaption>${esc(file)}, ${lineLabel(c.line, c.endLine)}</figcaption>${pre(excerpt(noteText, c.line, c.endLine), c.line)}</figure>`;
	const sourceFigure = passage ? `<figure class="source"><figcaption>${esc(displayPath(report.cwd, c.root, passage.source))}, ${esc(passage.label)}</figcaption>${pre(passage.text, passage.firstLine, passage.mark)}</figure>` : '';
	return `<article class="finding severity-${r.severity}" id="${id}" aria-labelledby="${id}-h">
<h3 id="${id}-h"><a href="#${id}">${esc(file)}:${c.line}:${c.column}</a> <span class="badge status-${r.status}">${r.status}</span> <span class="severity">${r.severity}</span></h3>
<p class="message">${esc(r.message)}</p>
${noteLines || sourceFigure ? `<div class="columns">${noteLines}${sourceFigure}</div>` : ''}
<p class="suggestion"><strong>Suggestion:</strong> ${esc(advice(r)).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>
</article>`;
}

/** The source passage worth showing: the occurrence, else the nearest passage, else where the quote was found instead. */
function passageOf(r: CitationResult, sourceText: (path: string) => string | undefined): Passage | undefined {
	const pick = (source: string | undefined, p: { startLine: number; endLine: number; start?: number; end?: number; text?: string } | undefined, label: string): Passage | undefined => {
		const text = source === undefined || p === undefined ? undefined : sourceText(source);
		if (text === undefined) {
			return undefined;
		}
		const lines = linesOf(text);
		const first = Math.max(1, p!.startLine - 1);
		const last = Math.min(lines.lineCount, p!.endLine + 1, first + 20);
		const from = lines.lineStart(first);
		const body = text.slice(from, lines.lineEnd(last));
		let start = p!.start;
		if (start === undefined && p!.text !== undefined) {
			const at = text.indexOf(p!.text, lines.lineStart(p!.startLine));
			start = at >= 0 ? at : undefined;
		}
		const end = p!.end ?? (start !== undefined && p!.text !== undefined ? start + p!.text.length : undefined);
		const mark = start !== undefined && end !== undefined ? { start: start - from, end: Math.min(end, from + body.length) - from } : undefined;
		return { source: source!, label, text: body, firstLine: first, mark };
	};
	const o = r.occurrences?.[0];
	if (o) {
		const label = r.status === 'out_of_range' ? `the quote occurs at ${lineLabel(o.startLine, o.endLine)}, outside the cited range`
			: r.status === 'ambiguous' ? `occurrence 1 of ${r.count}, ${lineLabel(o.startLine, o.endLine)}` : `the quote at ${lineLabel(o.startLine, o.endLine)}`;
		return pick(r.source, o, label);
	}
	if (r.suggestion) {
		return pick(r.source, r.suggestion, `nearest passage, ${lineLabel(r.suggestion.startLine, r.suggestion.endLine)}`);
	}
	const f = r.foundIn?.[0];
	return f ? pick(f.source, f, `where the quote occurs, ${lineLabel(f.startLine, f.endLine)}`) : undefined;
}

/** What the writer can do about a status, in a sentence. */
function advice(r: CitationResult): string {
	switch (r.status) {
		case 'absent':
			return r.suggestion ? 'Quote the source\'s exact words (the nearest passage is marked), or cite the source that has them.' : 'Check the quote against the source; it occurs in no known source.';
		case 'misattributed':
			return `Cite ${r.foundIn?.[0]?.source ?? 'the source the quote occurs in'} instead (the editor's quick fix re-attributes it).`;
		case 'ambiguous':
			return 'Quote more context, or give a range that holds one occurrence (the editor offers one fix per occurrence).';
		case 'out_of_range':
			return r.occurrences?.length === 1 ? 'Correct the range: `verbatim fix` does this without touching the quote.' : 'Correct the range to the lines that hold the quote.';
		case 'version_mismatch':
			return 'The source changed since it was cited. If the quote still verifies, `verbatim fix` re-pins it; otherwise re-read the source.';
		case 'invalid_range':
			return 'Give a range inside the source\'s lines or pages.';
		case 'source_error':
			return 'Make the source a readable UTF-8 file inside the project.';
		case 'unverified':
			return 'Keep a local capture of the source (or a clone of the repository) so the quote can be checked.';
		case 'missing_anchor':
		case 'invalid_attribution':
			return 'Write the attribution as `path:lines` in backticks, a Markdown link, or a GitHub blob URL.';
		case 'unresolved':
			return 'Put the link in the quote\'s sentence, in parentheses after it.';
		case 'unsafe_elision':
			return 'The elision omits a negation: quote the omitted words, or end the quote before them.';
		case 'hidden_text':
			return 'Remove the direction controls from the quote, so it reads as the words compared.';
		case 'short_quote':
			return 'Quote more words, so the quote is evidence.';
		case 'empty_quote':
			return 'Quote some words.';
		default:
			return 'Review the citation.';
	}
}

function excerpt(text: string, first: number, last: number): string {
	const lines = linesOf(text);
	const end = Math.min(last, first + 20);
	return text.slice(lines.lineStart(first), lines.lineEnd(end));
}

/** Numbered lines, with `mark` (offsets into `text`) wrapped in `<mark>`. */
function pre(text: string, firstLine: number, mark?: { start: number; end: number }): string {
	let html = '';
	let offset = 0;
	const rows = text.split('\n');
	for (const [k, row] of rows.entries()) {
		const rowStart = offset;
		const rowEnd = offset + row.length;
		offset = rowEnd + 1;
		let body = esc(row.replace(/\r$/, ''));
		if (mark && mark.start < rowEnd + 1 && mark.end > rowStart) {
			const a = Math.max(mark.start, rowStart) - rowStart;
			const b = Math.min(mark.end, rowEnd) - rowStart;
			body = `${esc(row.slice(0, a))}<mark>${esc(row.slice(a, b))}</mark>${esc(row.slice(b).replace(/\r$/, ''))}`;
		}
		html += `<span class="line"><span class="ln" aria-hidden="true">${firstLine + k}</span>${body}</span>\n`;
	}
	return `<pre><code>${html}</code></pre>`;
}

function lineLabel(a: number, b: number): string {
	return a === b ? `line ${a}` : `lines ${a}–${b}`;
}

function esc(s: string): string {
	return s.replace(/[&<>"']/g, ch => `&#${ch.charCodeAt(0)};`);
}

const style = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --panel: #f6f8fa; --mark: #fff3b0; --error: #b3261e; --warning: #8a5a00; --ok: #1a7f37; --focus: #0969da; }
@media (prefers-color-scheme: dark) { :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --panel: #151b23; --mark: #5a4a00; --error: #ff7b72; --warning: #e3b341; --ok: #3fb950; --focus: #4493f8; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
header, main { max-width: 78rem; margin: 0 auto; padding: 0 1.25rem; }
h1 { margin: 1.25rem 0 0; font-size: 1.6rem; }
h2 { font-size: 1.25rem; border-bottom: 1px solid var(--line); padding-bottom: .25rem; }
h3 { font-size: 1rem; margin: 0 0 .25rem; }
a { color: var(--focus); }
a:focus-visible, [tabindex]:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.skip { position: absolute; left: -999px; } .skip:focus { left: 1rem; top: 1rem; background: var(--bg); padding: .5rem; z-index: 1; }
.root, .count, .severity, figcaption { color: var(--muted); font-size: .875rem; }
.counts { display: flex; flex-wrap: wrap; gap: .75rem; margin: 0; }
.counts div { border: 1px solid var(--line); border-radius: 6px; padding: .5rem .9rem; min-width: 7rem; background: var(--panel); }
.counts dt { font-size: .8rem; color: var(--muted); } .counts dd { margin: 0; font-size: 1.5rem; font-weight: 600; }
.counts .error dd { color: var(--error); } .counts .warning dd { color: var(--warning); } .counts .ok dd { color: var(--ok); }
table { border-collapse: collapse; margin-top: 1rem; } caption { text-align: left; color: var(--muted); }
th, td { border: 1px solid var(--line); padding: .25rem .6rem; text-align: left; }
.finding { border: 1px solid var(--line); border-left: 6px solid var(--muted); border-radius: 6px; padding: .75rem 1rem; margin: 1rem 0; }
.finding.severity-error { border-left-color: var(--error); } .finding.severity-warning { border-left-color: var(--warning); }
.badge { font: 600 .8rem ui-monospace, monospace; border: 1px solid currentColor; border-radius: 1rem; padding: 0 .5rem; }
.severity-error .badge { color: var(--error); } .severity-warning .badge { color: var(--warning); } .status-verified { color: var(--ok); }
.columns { display: grid; grid-template-columns: repeat(auto-fit, minmax(22rem, 1fr)); gap: 1rem; }
figure { margin: 0; min-width: 0; }
pre { margin: .25rem 0 0; padding: .5rem; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; overflow-x: auto; font: .85rem/1.45 ui-monospace, "SFMono-Regular", Menlo, monospace; }
.line { white-space: pre-wrap; overflow-wrap: anywhere; }
.ln { display: inline-block; min-width: 3ch; margin-right: 1ch; color: var(--muted); text-align: right; user-select: none; }
mark { background: var(--mark); color: inherit; outline: 1px solid var(--warning); border-radius: 2px; }
.suggestion { margin-bottom: 0; }
@media (forced-colors: active) { mark { outline: 2px solid Highlight; } .finding { border-left-width: 6px; } }
@media print {
  :root { --bg: #fff; --fg: #000; --muted: #333; --panel: #fff; --line: #999; --mark: #fff; }
  .skip, nav { display: none; } body { font-size: 11pt; } header, main { max-width: none; padding: 0; }
  .finding { break-inside: avoid; } mark { outline: 1px solid #000; text-decoration: underline; font-weight: 700; }
  a { color: inherit; text-decoration: none; } pre { white-space: pre-wrap; }
}
`;

/** Line indexes of the texts findings show, kept for the next finding: one per finding cost every finding a pass over its whole source. */
const lineIndexes = new Map<string, LineIndex>();

function linesOf(text: string): LineIndex {
	let lines = lineIndexes.get(text);
	if (!lines) {
		if (lineIndexes.size >= 16) {
			lineIndexes.delete(lineIndexes.keys().next().value!);
		}
		lines = new LineIndex(text);
		lineIndexes.set(text, lines);
	}
	return lines;
}

