import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { documentKind, type DocumentKindName, type PdfRender } from '../core';
import { sha256Hex } from './builtins';
import { extractDocument, memoFolderOf } from './documents';

/**
 * This machine's memo of extractions: the text the current extractor made
 * of a PDF, by the PDF's SHA-256, under the user's cache folder and never in
 * a project (docs/decisions.md). It spares extracting a PDF again to vouch
 * for its stored render; nothing a project holds can write it, so a render
 * can never vouch for itself. Only texts are kept, never failures.
 */
export class PdfTextMemo {
	readonly #dir: string;
	readonly #extractor: string;
	readonly #version: string;

	/** `kind`: one memo per kind of document, each in its own folder. */
	constructor(dir: string, kind: DocumentKindName = 'pdf') {
		const { extractor, extractorVersion } = documentKind(kind);
		this.#extractor = extractor;
		this.#version = extractorVersion;
		// The extractor and the limits it ran under name the folder: another build reads none of it.
		this.#dir = path.join(dir, memoFolderOf(kind, extractor, extractorVersion));
	}

	/** The user's memo folder: `$XDG_CACHE_HOME/verbatim`, else the platform's cache folder; undefined with no home. */
	static defaultDir(): string | undefined {
		const xdg = process.env.XDG_CACHE_HOME;
		if (xdg && path.isAbsolute(xdg)) {
			return path.join(xdg, 'verbatim', 'pdf-text');
		}
		const home = os.homedir();
		if (!home || !path.isAbsolute(home)) {
			return undefined;
		}
		const local = process.env.LOCALAPPDATA;
		const base = process.platform === 'darwin' ? path.join(home, 'Library', 'Caches')
			: process.platform === 'win32' ? (local && path.isAbsolute(local) ? local : path.join(home, 'AppData', 'Local'))
				: path.join(home, '.cache');
		return path.join(base, 'verbatim', 'pdf-text');
	}

	/** The document's text as extracted before on this machine, or undefined. */
	get(pdfHex: string): PdfRender | undefined {
		const file = this.#file(pdfHex);
		try {
			// Not larger than the text a source may be: a memo file is read whole.
			if (statSync(file).size > 512 * 2 ** 20) {
				return undefined;
			}
			const m = JSON.parse(readFileSync(file, 'utf8')) as { pdf?: unknown; pages?: unknown };
			if (m.pdf === pdfHex && Array.isArray(m.pages) && m.pages.every(p => typeof p === 'string')) {
				return { pages: m.pages as string[], extractor: this.#extractor, extractorVersion: this.#version };
			}
		} catch {
			// Missing, unreadable or damaged: extracted again.
		}
		return undefined;
	}

	/** Remembers an extraction; a folder that cannot be written only means extracting again next time. */
	put(pdfHex: string, render: PdfRender): void {
		if (render.extractor !== this.#extractor || render.extractorVersion !== this.#version) {
			return;
		}
		const file = this.#file(pdfHex);
		const temp = `${file}.${process.pid}.tmp`;
		try {
			mkdirSync(this.#dir, { recursive: true });
			writeFileSync(temp, JSON.stringify({ pdf: pdfHex, pages: render.pages }));
			renameSync(temp, file);
		} catch {
			// Only a cold start next time.
		}
	}

	#file(pdfHex: string): string {
		return path.join(this.#dir, `${pdfHex}.json`);
	}
}

/** A document's text: from the memo when this machine has extracted these bytes before, else extracted now (and remembered). */
export async function extractRemembered(kind: DocumentKindName, bytes: Uint8Array, memo: PdfTextMemo | undefined): Promise<PdfRender | { readonly error: string }> {
	const hex = memo && sha256Hex(bytes);
	const known = hex ? memo.get(hex) : undefined;
	if (known) {
		return known;
	}
	const made = await extractDocument(kind, bytes);
	if (hex && !('error' in made)) {
		memo.put(hex, made);
	}
	return made;
}
