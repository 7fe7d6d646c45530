import { parseJson } from '../configJson';
import type { ParsedBibliography } from './bibtex';
import type { Span } from '../types';
import type { BibEntry, BibliographyProblem } from './entry';

/**
 * CSL JSON (an array of items, as Zotero and Better BibTeX export it): the
 * key is `id`; the local file, which CSL itself does not name, is `file`
 * (a string in the `file` field's syntax, or a list of paths).
 */
export function parseCslJson(text: string, path: string): ParsedBibliography {
	let raw: unknown;
	try {
		raw = JSON.parse(text.charCodeAt(0) === 0xFEFF ? text.slice(1) : text);
	} catch {
		const parsed = parseJson(text);
		return { entries: [], problems: [{ path, ...placeOf(text, 'offset' in parsed ? parsed.offset : 0), message: 'is not valid JSON' }] };
	}
	if (!Array.isArray(raw)) {
		return { entries: [], problems: [{ path, line: 1, column: 1, message: 'is not CSL JSON (an array of items)' }] };
	}
	const entries: BibEntry[] = [];
	const problems: BibliographyProblem[] = [];
	const places = idPlaces(text);
	raw.forEach((item: unknown, k) => {
		const entry = toEntry(item, path, places);
		if (entry) {
			entries.push(entry);
		} else {
			problems.push({ path, message: `item ${k + 1} has no "id"` });
		}
	});
	return { entries, problems };
}

type Item = Record<string, unknown>;

function toEntry(item: unknown, path: string, places: ReadonlyMap<string, Span>): BibEntry | undefined {
	if (typeof item !== 'object' || item === null || Array.isArray(item)) {
		return undefined;
	}
	const it = item as Item;
	const key = typeof it.id === 'string' || typeof it.id === 'number' ? String(it.id) : undefined;
	if (key === undefined || key === '') {
		return undefined;
	}
	const file = Array.isArray(it.file) ? it.file.filter(f => typeof f === 'string').map(f => (f as string).replace(/([:;\\])/g, '\\$1')).join(';') : typeof it.file === 'string' ? it.file : undefined;
	return {
		key,
		file,
		author: names(it.author) ?? names(it.editor),
		title: typeof it.title === 'string' ? it.title : undefined,
		year: yearOf(it.issued),
		path,
		span: places.get(key) ?? { start: 0, end: 0 },
	};
}

function names(value: unknown): string | undefined {
	if (!Array.isArray(value)) {
		return undefined;
	}
	const shown = value.map((n: unknown) => {
		const name = (typeof n === 'object' && n !== null ? n : {}) as Item;
		return typeof name.literal === 'string' ? name.literal : [name.family, name.given].filter(p => typeof p === 'string').join(', ');
	}).filter(n => n !== '');
	return shown.length ? shown.join('; ') : undefined;
}

function yearOf(issued: unknown): string | undefined {
	const date = (typeof issued === 'object' && issued !== null ? issued : {}) as Item;
	const parts = date['date-parts'];
	const first = Array.isArray(parts) && Array.isArray(parts[0]) ? parts[0][0] : undefined;
	if (typeof first === 'number' || typeof first === 'string') {
		return String(first);
	}
	const raw = typeof date.raw === 'string' ? date.raw : typeof date.literal === 'string' ? date.literal : undefined;
	return raw && /\d{4}/.exec(raw)?.[0];
}

/** Where each id is written (its `"id"` member; JSON.parse keeps no positions), found in one pass over the text. */
function idPlaces(text: string): Map<string, Span> {
	const places = new Map<string, Span>();
	const re = /"id"\s*:\s*("(?:[^"\\\n]|\\.){0,1000}"|-?\d{1,30})/g;
	for (let m = re.exec(text); m; m = re.exec(text)) {
		let id: string;
		try {
			id = String(JSON.parse(m[1]!));
		} catch {
			continue;
		}
		if (!places.has(id)) {
			places.set(id, { start: m.index, end: m.index + m[0].length });
		}
	}
	return places;
}

function placeOf(text: string, offset: number): { line: number; column: number } {
	const before = text.slice(0, offset);
	const line = before.split('\n').length;
	return { line, column: offset - before.lastIndexOf('\n') };
}
