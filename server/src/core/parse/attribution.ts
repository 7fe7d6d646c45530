import { holdsCiteKey, parseCiteKeys } from '../bibliography/citeKeys';
import { sourceKindOf } from '../sources/registry';
import { extend } from '../text';
import type { ParseProblem, RangeSpec, Span, Target } from '../types';
import { dirnamePosix, normalizePosix } from '../paths';
import { parseHostedBlobUrl } from '../resolve/repositoryUrl';

/** A parsed attribution, or the problem that stops it from naming a source. */
export interface Attribution {
	readonly target?: Target;
	readonly targetSpan?: Span;
	readonly ranges?: readonly RangeSpec[];
	readonly version?: string;
	readonly versionSpan?: Span;
	readonly problem?: ParseProblem;
}

// Hex digits are case-insensitive (docs/specification.md §1.1); versions are kept lowercase.
const versionPattern = /^(?:sha256:[0-9a-f]{64}|[0-9a-f]{7,40})$/i;

/** Note spans from offsets into the attribution's body. */
type At = (start: number, end: number) => Span;

/** What an attribution names, and where that part ends in its body. */
interface Named {
	readonly target: Target;
	readonly targetSpan: Span;
	readonly ranges?: readonly RangeSpec[];
	/** Body offset just after the named part; a version may follow. */
	readonly end: number;
}

/**
 * Parses the text of a blockquote attribution line after its `---` marker
 * (docs/specification.md §1.1). `offset` is the note offset of `text[0]`; `notePath` is the
 * root-relative note path, for `./` and `../` paths.
 */
export function parseAttribution(text: string, offset: number, notePath: string): Attribution {
	const lead = text.length - text.trimStart().length;
	const body = text.slice(lead);
	const at: At = (start, end) => ({ start: offset + lead + start, end: offset + lead + end });
	const named = parseNamed(body, at, notePath);
	if ('problem' in named) {
		return named;
	}
	const versioned = parseVersion(body, named, at);
	if ('problem' in versioned) {
		return versioned;
	}
	const { targetSpan, ranges } = named;
	const rangeProblem = ranges ? checkRangeShape(ranges) : undefined;
	return {
		target: versioned.target,
		targetSpan,
		ranges,
		version: versioned.version,
		versionSpan: versioned.versionSpan,
		problem: rangeProblem ? { status: 'invalid_range', message: rangeProblem, span: targetSpan } : undefined,
	};
}

/** A bracketed Pandoc citation, `[@key, p. 12]`, that is not a link's text (docs/specification.md §1.5): its first key is the source. */
function parseCiteBracket(body: string, at: At): Named | undefined {
	const m = /^\[([^[\]\n]{1,2000})\](?![([])/.exec(body);
	const first = m && holdsCiteKey(m[1]!) ? parseCiteKeys(m[1]!, 1)[0] : undefined;
	return first && { target: { kind: 'citekey', key: first.key }, targetSpan: at(first.span.start, first.span.end), ranges: first.ranges, end: m![0].length };
}

function invalid(message: string, span: Span): Attribution & { problem: ParseProblem } {
	return { problem: { status: 'invalid_attribution', message, span } };
}

/** The source an attribution names: a code-span path or URL, a Markdown link, or a bare URL. */
function parseNamed(body: string, at: At, notePath: string): Named | Attribution & { problem: ParseProblem } {
	if (body.startsWith('`')) {
		return parseCodeSpan(body, at, notePath);
	}
	if (body.startsWith('[')) {
		return parseCiteBracket(body, at) ?? parseLink(body, at, notePath);
	}
	// `*`, not `+`: a URL with nothing after `//` is malformed, which `parseUrlTarget` says.
	const m = /^<?(https?:\/\/[^\s>]*)>?/i.exec(body);
	if (m) {
		const targetSpan = at(0, m[0].length);
		const url = parseUrlTarget(m[1]!);
		return 'problem' in url ? invalid(url.problem, targetSpan) : extend(url, { targetSpan, end: m[0].length });
	}
	return { problem: { status: 'missing_anchor', message: 'attribution names no source: write `path` or [text](path) after ---', span: at(0, body.trimEnd().length) } };
}

/** `` `path:ranges` `` or `` `https://…` ``. */
function parseCodeSpan(body: string, at: At, notePath: string): Named | Attribution & { problem: ParseProblem } {
	const close = body.indexOf('`', 1);
	if (close < 0) {
		return invalid('attribution code span is not closed', at(0, body.trimEnd().length));
	}
	const content = body.slice(1, close);
	const targetSpan = at(0, close + 1);
	if (/^[a-z][a-z0-9+.-]*:\/\//i.test(content)) {
		const url = parseUrlTarget(content);
		return 'problem' in url ? invalid(url.problem, targetSpan) : extend(url, { targetSpan, end: close + 1 });
	}
	const colon = content.lastIndexOf(':');
	const rawPath = (colon < 0 ? content : content.slice(0, colon)).trim();
	if (rawPath === '') {
		return invalid('attribution names an empty path', targetSpan);
	}
	const ranges = colon >= 0 ? parseRanges(content.slice(colon + 1)) : undefined;
	if (typeof ranges === 'string') {
		return invalid(ranges, targetSpan);
	}
	if (ranges && 'mixed' in ranges) {
		return { problem: { status: 'invalid_range', message: ranges.mixed, span: targetSpan } };
	}
	return { target: resolveCodePath(rawPath, notePath), targetSpan, ranges, end: close + 1 };
}

/** `[text](destination)`, resolved as Markdown resolves a link. */
function parseLink(body: string, at: At, notePath: string): Named | Attribution & { problem: ParseProblem } {
	const m = /^\[((?:[^\]\\]|\\.)*)\]\(\s*(<[^>\n]*>|[^\s()]+(?:\([^\s()]*\)[^\s()]*)*)(?:\s+"[^"]*"|\s+'[^']*')?\s*\)/.exec(body);
	if (!m) {
		return invalid('attribution link is malformed', at(0, body.trimEnd().length));
	}
	const targetSpan = at(0, m[0].length);
	const dest = m[2]!.startsWith('<') ? m[2]!.slice(1, -1) : m[2]!;
	const link = parseLinkDestination(dest, notePath);
	if ('problem' in link) {
		return invalid(link.problem, targetSpan);
	}
	if (!link.target) {
		return { problem: { status: 'missing_anchor', message: 'attribution link names no source file', span: targetSpan } };
	}
	return { target: link.target, ranges: link.ranges, targetSpan, end: m[0].length };
}

/** `` @ `version` `` after the named part, if any; a commit on a project path makes it a Git source. */
function parseVersion(body: string, named: Named, at: At): { target: Target; version?: string; versionSpan?: Span } | Attribution & { problem: ParseProblem } {
	const rest = body.slice(named.end);
	const v = /^\s*@\s*/.exec(rest);
	if (!v) {
		return { target: named.target };
	}
	const code = /^`([^`]*)`/.exec(rest.slice(v[0].length));
	const start = named.end + v[0].length;
	if (!code) {
		return invalid('expected a version in backticks after @', at(named.end, body.trimEnd().length));
	}
	const versionSpan = at(start, start + code[0].length);
	const version = code[1]!.trim().toLowerCase();
	if (!versionPattern.test(version)) {
		return invalid('unknown version form: use `sha256:<64 hex>` or a 7–40 hex Git commit', versionSpan);
	}
	const cited = named.target;
	const target = sourceKindOf(cited).versioned?.(cited, version) ?? cited;
	if ('problem' in target) {
		return invalid(target.problem, versionSpan);
	}
	return { target, version, versionSpan };
}

/** Resolves a code-span path: `./` and `../` are note-relative, anything else root-relative. */
export function resolveCodePath(raw: string, notePath: string): Target {
	const relative = raw.startsWith('./') || raw.startsWith('../');
	return localTarget(relative ? `${dirnamePosix(notePath)}/${raw}` : raw, raw);
}

/** A local target, or `outside_root` when the path climbs above the root. */
function localTarget(joined: string, written: string): Target {
	const path = normalizePosix(joined);
	return path === undefined ? { kind: 'outside_root', written } : { kind: 'local', path };
}

/**
 * Resolves a Markdown link destination as a Markdown link is resolved: relative
 * to the note, `/` for the root. Returns no target for in-page anchors.
 */
export function parseLinkDestination(dest: string, notePath: string): { target?: Target; ranges?: readonly RangeSpec[] } | { problem: string } {
	if (/^[a-z][a-z0-9+.-]*:/i.test(dest)) {
		if (/^https?:/i.test(dest)) {
			return parseUrlTarget(dest);
		}
		return { target: { kind: 'url', url: dest } };
	}
	const hash = dest.indexOf('#');
	const pathPart = hash < 0 ? dest : dest.slice(0, hash);
	const fragment = hash < 0 ? undefined : dest.slice(hash + 1);
	if (pathPart === '') {
		return {};
	}
	let decoded: string;
	try {
		decoded = decodeURIComponent(pathPart.split('?')[0]!);
	} catch {
		return { problem: 'link path has a malformed %-escape' };
	}
	const joined = decoded.startsWith('/') ? decoded : `${dirnamePosix(notePath)}/${decoded}`;
	const ranges = fragment === undefined ? undefined : parseLineFragment(fragment);
	if (typeof ranges === 'string') {
		return { problem: ranges };
	}
	return { target: localTarget(joined, decoded), ranges };
}

/** `L12` or `L12-L14` (the `L` of the end is optional); other fragments are headings and cite no lines. */
function parseLineFragment(fragment: string): readonly RangeSpec[] | undefined | string {
	if (!/^L\d/.test(fragment)) {
		return undefined;
	}
	const m = /^L(\d+)(?:-L?(\d+))?$/.exec(fragment);
	if (!m) {
		return `line anchor #${fragment} is not of the form #L12 or #L12-L14`;
	}
	const start = Number(m[1]);
	return [{ kind: 'lines', start, end: m[2] === undefined ? start : Number(m[2]) }];
}

function parseUrlTarget(url: string): { target: Target; ranges?: readonly RangeSpec[] } | { problem: string } {
	const malformed = urlProblem(url);
	if (malformed) {
		return { problem: malformed };
	}
	const blob = parseHostedBlobUrl(url);
	if (!blob) {
		return { target: { kind: 'url', url } };
	}
	if ('problem' in blob) {
		return blob;
	}
	const ranges = blob.fragment === undefined ? undefined : parseLineFragment(blob.fragment);
	if (typeof ranges === 'string') {
		return { problem: ranges };
	}
	return { target: { kind: 'git', repository: blob.repository, commit: blob.commit, path: blob.path }, ranges };
}

/** Why a URL cannot name a source (empty host, bad port, white space, a `%` that escapes nothing), or undefined. */
function urlProblem(url: string): string | undefined {
	let u: URL;
	try {
		u = new URL(url);
	} catch {
		return 'attribution URL is malformed';
	}
	if (u.hostname === '' || /^[a-z][a-z0-9+.-]*:\/{3}/i.test(url)) {
		return 'attribution URL names no host';
	}
	if (/\s/.test(url)) {
		return 'attribution URL holds white space: write it %-escaped';
	}
	if (/%(?![0-9a-f]{2})/i.test(url)) {
		return 'attribution URL has a malformed %-escape';
	}
	return undefined;
}

/**
 * Parses `R(,R)*` with R = `N`, `N-M`, `pN` or `pN-M`. Returns a message for
 * text that is not a range at all; shape problems are checked apart.
 */
function parseRanges(text: string): readonly RangeSpec[] | { mixed: string } | string {
	const parts = text.split(',');
	const out: RangeSpec[] = [];
	for (const raw of parts) {
		const part = raw.trim();
		const m = /^(p?)(\d{1,9})(?:-(p?)(\d{1,9}))?$/.exec(part);
		if (!m) {
			return `range "${part.slice(0, 20)}" is not a line number (N, N-M) or page (pN, pN-M)`;
		}
		const kind = m[1] ? 'pages' : 'lines';
		if (m[3] && !m[1]) {
			// A well-formed range that mixes lines and pages is a range problem, not a syntax one (docs/specification.md §4).
			return { mixed: `range "${part}" mixes a line and a page: lines and pages cannot be mixed` };
		}
		const start = Number(m[2]);
		out.push({ kind, start, end: m[4] === undefined ? start : Number(m[4]) });
	}
	return out;
}

/** Zero, reversed and mixed ranges are `invalid_range` whatever the source holds. */
function checkRangeShape(ranges: readonly RangeSpec[]): string | undefined {
	if (new Set(ranges.map(r => r.kind)).size > 1) {
		return 'lines and pages cannot be mixed in one attribution';
	}
	for (const r of ranges) {
		if (r.start === 0 || r.end === 0) {
			return `${r.kind === 'pages' ? 'page' : 'line'} 0 does not exist: ranges are 1-based`;
		}
		if (r.end < r.start) {
			return `range ${r.start}-${r.end} is reversed`;
		}
	}
	return undefined;
}
