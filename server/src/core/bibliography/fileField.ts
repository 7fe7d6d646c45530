/**
 * The `file` field of a bibliography entry, as Zotero, Better BibTeX,
 * JabRef and Mendeley write it (docs/specification.md §1.5):
 * `Description:path:type` items joined by `;` (Better BibTeX escapes `:`,
 * `;` and `\` inside them with a backslash), or a bare path.
 */

/** One file an entry names: the path as written (unescaped) and its type, if the field gave one. */
export interface EntryFile {
	readonly path: string;
	readonly type?: string;
}

/** Splits `text` on `separator` where no backslash escapes it; the escapes are kept for the next split. */
function splitUnescaped(text: string, separator: string): string[] {
	const parts: string[] = [];
	let current = '';
	for (let k = 0; k < text.length; k++) {
		const c = text[k]!;
		if (c === '\\' && k + 1 < text.length) {
			current += c + text[k + 1]!;
			k++;
		} else if (c === separator) {
			parts.push(current);
			current = '';
		} else {
			current += c;
		}
	}
	parts.push(current);
	return parts;
}

/** Removes Better BibTeX's escapes (`\:`, `\;`, `\\`); any other backslash is a Windows separator and stays. */
function unescapeItem(text: string): string {
	return text.replace(/\\([:;\\])/g, '$1');
}

/** A file type as the field's last part may give it: a MIME type (`application/pdf`) or a short name (`PDF`, `pdf`). */
const typeLike = /^(?:[a-z]+\/[\w.+-]+|pdf|txt|html?|docx?|url|md|markdown)$/i;

/** The files of a `file` field, in the order written. */
export function parseFileField(field: string): EntryFile[] {
	const files: EntryFile[] = [];
	for (const item of splitUnescaped(field, ';')) {
		const parts = splitUnescaped(item.trim(), ':').map(unescapeItem);
		const file = itemFile(parts);
		if (file && file.path.trim() !== '') {
			files.push(file);
		}
	}
	return files;
}

function itemFile(parts: string[]): EntryFile | undefined {
	if (parts.length === 1) {
		return { path: parts[0]! };
	}
	const last = parts[parts.length - 1]!.trim();
	if (parts.length === 2) {
		// `path:type` (Mendeley without a description) or `description:path`.
		return typeLike.test(last) ? { path: parts[0]!, type: last } : { path: parts[1]! };
	}
	// `Description:path:type`; an unescaped drive colon (`C:\…`, as Zotero writes it) splits the path, so its parts rejoin.
	return { path: parts.slice(1, -1).join(':'), type: last || undefined };
}

const pdfOrText = /\.(?:pdf|txt|text|md|markdown)$/i;
const otherDocument = /\.(?:html?|docx)$/i;

/**
 * The file a citation reads: the first PDF or text file; failing that, the
 * first saved web page or Word document (kinds Verbatim also reads). The
 * extension decides, as it decides how a file is read.
 */
export function pickEntryFile(files: readonly EntryFile[]): EntryFile | undefined {
	return files.find(f => pdfOrText.test(f.path.trim())) ?? files.find(f => otherDocument.test(f.path.trim()));
}
