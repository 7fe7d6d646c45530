import { sha256Hex } from './builtins';
import { mkdirSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { decodeUtf8, documentKindOf, documentKinds, formatRenderMeta, GitResolver, joinPages, renderPaths, rendersFolder, type ProjectConfig, type RenderMeta, type Target } from '../core';
import { isWithinRoot } from './files';
import { isOutside } from './resultCache';
import type { NodeWorkspace } from './nodeWorkspace';

/**
 * What `renderDocumentFile` did with one document: `replaced` is a render of
 * another extractor's text, made again; `size` tells a writer how much text
 * ("2 page(s)" of a PDF, "14 line(s)" of a web page or Word document).
 */
export type RenderOutcome =
	| { readonly kind: 'rendered' | 'kept' | 'restored' | 'replaced'; readonly pages: number; readonly size: string; readonly text: string }
	| { readonly kind: 'error'; readonly message: string };

const sha256 = sha256Hex;

/**
 * Stores the canonical text of the document (PDF, web page, Word document)
 * at `rel` (root-relative) under `.verbatim/renders/`, keyed by its
 * SHA-256. The document is extracted
 * every time (a render counts only when the extractor reproduces it): a
 * stored render that is this text is kept as it is; one of another text
 * (edited, of another document, or made by another extractor version) is made
 * again, and its citations are checked again against the new text.
 */
export async function renderDocumentFile(workspace: NodeWorkspace, rel: string, maxBytes: number, force = false): Promise<RenderOutcome> {
	const read = await workspace.readFile(rel, maxBytes);
	if (read.kind === 'error') {
		return { kind: 'error', message: `${rel}: ${read.reason.replace(/_/g, ' ')}` };
	}
	return renderDocumentBytes(workspace, rel, rel, read.bytes, force);
}

/**
 * Stores the canonical text of a document's bytes (a file's, or a Git blob's:
 * the render is keyed by the bytes' SHA-256 either way); its kind is the one
 * `path` names (or a PDF's header gives), as when it is cited; `label` names
 * the document in messages.
 */
export async function renderDocumentBytes(workspace: NodeWorkspace, path: string, label: string, bytes: Uint8Array, force = false): Promise<RenderOutcome> {
	const doc = documentKindOf(path, bytes);
	if (!doc) {
		return { kind: 'error', message: `${label}: not a ${documentKinds.map(k => k.noun).join(', ').replace(/, ([^,]*)$/, ' or $1')}` };
	}
	const notOne = doc.notThisKind(bytes);
	if (notOne !== undefined) {
		return { kind: 'error', message: `${label}: not a ${doc.noun} (${notOne})` };
	}
	const hex = sha256(bytes);
	const paths = renderPaths(hex);
	// Renders are written inside the root only: a `.verbatim` linked elsewhere gets nothing, not even a folder.
	const outside = `${label}: ${rendersFolder} lies outside the project root (a symlink); no render written`;
	if (isOutside(workspace.toAbsolute(rendersFolder), workspace.root)) {
		return { kind: 'error', message: outside };
	}
	const made = await workspace.renderDocument(doc.name, bytes);
	if ('error' in made) {
		return { kind: 'error', message: `${label}: the ${doc.noun}'s text cannot be extracted (${made.error})` };
	}
	const text = joinPages(made.pages);
	const size = doc.paged ? `${made.pages.length} page(s)` : `${text.split('\n').length - 1} line(s)`;
	const meta: RenderMeta = { pdf: `sha256:${hex}`, text: `sha256:${sha256(text)}`, pages: made.pages.length, extractor: made.extractor, extractorVersion: made.extractorVersion };
	const stored = await storedRender(workspace, hex);
	// The same text, whichever version's sidecar it has, is kept byte for byte: it counts as it is.
	if (stored && !force && stored.text === meta.text) {
		return { kind: 'kept', pages: stored.pages, size, text: paths.text };
	}
	const kind = stored ? (stored.text === meta.text ? 'rendered' : 'replaced')
		: await present(workspace, paths.text) || await present(workspace, paths.meta) ? 'restored' : 'rendered';
	if (!writeAtomically(workspace.root, paths.text, text) || !writeAtomically(workspace.root, paths.meta, formatRenderMeta(meta))) {
		return { kind: 'error', message: outside };
	}
	return { kind, pages: meta.pages, size, text: paths.text };
}

/**
 * Stores the render of a document read from Git: the blob is read as a citation of
 * it is (`GitResolver`: the same outcomes and messages as `verbatim check`);
 * `notePath` finds the note's own repository when the target names none.
 */
export async function renderGitDocument(workspace: NodeWorkspace, config: ProjectConfig, target: Extract<Target, { kind: 'git' }>, notePath: string, label: string, force = false): Promise<RenderOutcome> {
	const got = await new GitResolver(workspace, config).read(target, notePath);
	return 'bytes' in got ? renderDocumentBytes(workspace, target.path, label, got.bytes, force) : { kind: 'error', message: `${label}: ${got.message}` };
}

/** The stored render's sidecar, when both files are there and agree with each other and with the document. */
async function storedRender(workspace: NodeWorkspace, hex: string): Promise<RenderMeta | undefined> {
	const paths = renderPaths(hex);
	const [text, meta] = await Promise.all([workspace.readFile(paths.text, Number.MAX_SAFE_INTEGER), workspace.readFile(paths.meta, 1024 * 1024)]);
	if (text.kind === 'error' || meta.kind === 'error') {
		return undefined;
	}
	try {
		const m = JSON.parse(decodeUtf8(meta.bytes) ?? '') as RenderMeta;
		return m.pdf === `sha256:${hex}` && m.text === `sha256:${sha256(text.bytes)}` ? m : undefined;
	} catch {
		return undefined;
	}
}

async function present(workspace: NodeWorkspace, rel: string): Promise<boolean> {
	const r = await workspace.readFile(rel, 0);
	return r.kind === 'ok' || r.reason !== 'missing';
}

/**
 * Writes a root-relative file through a temporary file that must not exist
 * yet (a link planted at its name is never followed); false, with nothing
 * written, when its folder lies outside the root once symlinks are resolved.
 */
function writeAtomically(root: string, rel: string, text: string): boolean {
	const absolute = path.join(root, rel);
	if (isOutside(path.dirname(absolute), root)) {
		return false;
	}
	mkdirSync(path.dirname(absolute), { recursive: true });
	if (!isWithinRoot(realpathSync(path.dirname(absolute)), realpathSync(root))) {
		return false;
	}
	const temp = `${absolute}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`;
	try {
		writeFileSync(temp, text, { flag: 'wx' });
		renameSync(temp, absolute);
	} catch (e) {
		rmSync(temp, { force: true });
		throw e;
	}
	return true;
}
