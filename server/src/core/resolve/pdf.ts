import type { DocumentKind } from '../sources/kind';
import type { Status } from '../types';
import type { IWorkspace, PdfRender } from '../workspace';
export { isPdf } from '../sources/pdf';

/** Where renders are stored, relative to the project root; teams commit them. */
export const rendersFolder = '.verbatim/renders';

/** The stored render of a document (PDF, web page, Word document) with this SHA-256 (hex): the canonical text and its sidecar. */
export function renderPaths(pdfHex: string): { text: string; meta: string } {
	return { text: `${rendersFolder}/${pdfHex}.txt`, meta: `${rendersFolder}/${pdfHex}.json` };
}

/**
 * The sidecar of a render: which document it is of, what made it, and the
 * hash of the text as made. `pdf` names the document's hash whatever its
 * kind: renders committed before other kinds were cited keep counting.
 */
export interface RenderMeta {
	readonly pdf: string;
	readonly text: string;
	readonly pages: number;
	readonly extractor: string;
	readonly extractorVersion: string;
}

/**
 * The canonical text of a PDF from its pages: each page's lines, every page
 * ending with a line break, pages separated by a form feed, so `:pN` ranges
 * address pages and the text has no trailing form feed (docs/specification.md §1.1).
 */
export function joinPages(pages: readonly string[]): string {
	return pages.map(p => {
		const lines = p.replace(/\r\n?/g, '\n').split('\n').map(l => l.replace(/[ \t]+$/, ''));
		while (lines.length && lines[lines.length - 1] === '') {
			lines.pop();
		}
		return lines.length ? `${lines.join('\n')}\n` : '\n';
	}).join('\f');
}

/** The page (1-based) of each 1-based line of a text whose pages are separated by form feeds. */
export function pageOfLine(text: string): (line: number) => number {
	const pages = [0];
	let page = 1;
	for (const line of text.split('\n')) {
		page += line.split('\f').length - 1;
		pages.push(page);
	}
	return line => pages[line] ?? page;
}

/** The sidecar's JSON, stable key order and a final line break, so a re-render is byte-identical. */
export function formatRenderMeta(meta: RenderMeta): string {
	const ordered: RenderMeta = { pdf: meta.pdf, text: meta.text, pages: meta.pages, extractor: meta.extractor, extractorVersion: meta.extractorVersion };
	return `${JSON.stringify(ordered, null, '\t')}\n`;
}

function parseRenderMeta(text: string): RenderMeta | undefined {
	try {
		const m = JSON.parse(text) as Record<string, unknown>;
		const hash = /^sha256:[0-9a-f]{64}$/;
		if (typeof m.pdf === 'string' && hash.test(m.pdf) && typeof m.text === 'string' && hash.test(m.text)
			&& typeof m.pages === 'number' && typeof m.extractor === 'string' && typeof m.extractorVersion === 'string') {
			return m as unknown as RenderMeta;
		}
	} catch {
		// Falls through: a sidecar that is not JSON is a damaged render.
	}
	return undefined;
}

/** Why a document's canonical text cannot be had, as the outcome the writer sees. */
export interface PdfProblem {
	readonly failure: string;
	readonly status: Status;
}

/** Decodes one of the render's files, or undefined when it is absent. */
async function readText(workspace: IWorkspace, path: string, maxBytes: number, decode: (b: Uint8Array) => string | undefined): Promise<string | undefined | PdfProblem> {
	const r = await workspace.readFile(path, maxBytes);
	if (r.kind === 'error') {
		return r.reason === 'missing' ? undefined : { status: 'source_error', failure: `the stored render ${path} cannot be read (${r.reason.replace(/_/g, ' ')})` };
	}
	return decode(r.bytes) ?? { status: 'source_error', failure: `the stored render ${path} is not valid UTF-8` };
}

/**
 * The canonical text of a document of `kind`: its stored render, checked against its
 * sidecar (the document's hash, and the hash of the text as made, so a render of
 * another PDF or one edited by hand is found out) and then against the PDF
 * itself; with none stored, extracted now when `renders` is `"auto"`, else
 * `unverified`. `renderArgs`: the operands of `verbatim render` that make
 * this document's render, named in messages.
 */
export async function canonicalText(
	workspace: IWorkspace, kind: DocumentKind, renderArgs: string, pdfHex: string, opts: { auto: boolean; maxBytes: number; bytes: Uint8Array },
	decode: (b: Uint8Array) => string | undefined, hash: (b: Uint8Array) => Promise<string>,
): Promise<string | PdfProblem> {
	const paths = renderPaths(pdfHex);
	const text = await readText(workspace, paths.text, opts.maxBytes, decode);
	const metaText = await readText(workspace, paths.meta, 1024 * 1024, decode);
	if (typeof text === 'object') {
		return text;
	}
	if (typeof metaText === 'object') {
		return metaText;
	}
	if (text === undefined) {
		return missingRender(workspace, kind, renderArgs, opts);
	}
	const meta = metaText === undefined ? undefined : parseRenderMeta(metaText);
	if (!meta) {
		return { status: 'source_error', failure: `the stored render ${paths.text} has no valid sidecar ${paths.meta}; run \`verbatim render ${renderArgs}\`` };
	}
	if (meta.pdf !== `sha256:${pdfHex}`) {
		return { status: 'source_error', failure: `the stored render ${paths.text} names another ${kind.noun} (${meta.pdf.slice(0, 19)}…); run \`verbatim render ${renderArgs}\`` };
	}
	if (`sha256:${await hash(new TextEncoder().encode(text))}` !== meta.text) {
		return { status: 'source_error', failure: `the stored render ${paths.text} was edited after it was made; run \`verbatim render ${renderArgs}\` to restore it` };
	}
	return await againstTheDocument(workspace, kind, text, meta, paths.text, renderArgs, opts.bytes);
}

/**
 * The stored render, once the document's own bytes vouch for it: a render is a
 * cache of extraction, never evidence on its own (docs/specification.md §3).
 * It counts only when this build's extractor, run on the document, gives the same
 * text. The sidecar alone only finds a render edited by hand; one edited
 * with its sidecar made to match, or whose sidecar names another extractor,
 * or stored for a document no extractor can read, would otherwise be
 * evidence the document never held. A render of another extractor version whose
 * text this one does not reproduce is never read past: the writer re-renders
 * and re-checks, so no citation silently moves to another text.
 */
async function againstTheDocument(workspace: IWorkspace, kind: DocumentKind, text: string, meta: RenderMeta, path: string, renderArgs: string, bytes: Uint8Array): Promise<string | PdfProblem> {
	if (!workspace.renderDocument) {
		return { status: 'unverified', failure: `the stored render ${path} cannot be checked against its ${kind.noun} here (no extractor runs); run \`verbatim check\`` };
	}
	const made = await workspace.renderDocument(kind.name, bytes);
	if ('error' in made) {
		return { status: 'source_error', failure: `the ${kind.noun}'s text cannot be extracted (${made.error}), so its stored render ${path} does not count` };
	}
	if (joinPages(made.pages) === text) {
		return text;
	}
	if (made.extractor !== meta.extractor || made.extractorVersion !== meta.extractorVersion) {
		// The sidecar's own words are not repeated: they are the project's, and may say anything.
		return { status: 'source_error', failure: `the stored render ${path} was made by another extractor version, and ${made.extractor} ${made.extractorVersion} extracts another text from the ${kind.noun}: re-render and re-check (\`verbatim render ${renderArgs}\`, then \`verbatim check\`)` };
	}
	return { status: 'source_error', failure: `the stored render ${path} is not the text of its ${kind.noun} (its sidecar was made to match); run \`verbatim render ${renderArgs}\` to restore it` };
}

async function missingRender(workspace: IWorkspace, kind: DocumentKind, renderArgs: string, opts: { auto: boolean; bytes: Uint8Array }): Promise<string | PdfProblem> {
	if (!opts.auto || !workspace.renderDocument) {
		return { status: 'unverified', failure: `no canonical text stored for this ${kind.noun}; run \`verbatim render ${renderArgs}\`` };
	}
	const made: PdfRender | { readonly error: string } = await workspace.renderDocument(kind.name, opts.bytes);
	if ('error' in made) {
		return { status: 'source_error', failure: `the ${kind.noun}'s text cannot be extracted (${made.error})` };
	}
	return joinPages(made.pages);
}
