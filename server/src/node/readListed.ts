import { isUtf8 } from 'node:buffer';
import { lstatSync, readFileSync } from 'node:fs';
import { decodeUtf8, type ReadResult } from '../core';
import type { NodeWorkspace } from './nodeWorkspace';

/**
 * Reads a file that `listProjectFiles` returned. The walk never enters a
 * symlinked folder, so a listed regular file lies inside the root: one
 * `lstat` and one synchronous read suffice, where the general confined read
 * costs a `realpath`, a `stat` and an awaited read (0.3 ms a note, most of
 * the time of a check of 2,000 notes that do not cite). A listed symlink
 * goes through the confined read.
 */
export async function readListedFile(workspace: NodeWorkspace, relative: string, maxBytes: number): Promise<ReadResult> {
	const absolute = workspace.toAbsolute(relative);
	let size: number;
	try {
		const stat = lstatSync(absolute);
		if (!stat.isFile()) {
			return workspace.readFile(relative, maxBytes);
		}
		size = stat.size;
	} catch {
		return workspace.readFile(relative, maxBytes);
	}
	if (size > maxBytes) {
		return { kind: 'error', reason: 'too_large' };
	}
	try {
		const bytes = readFileSync(absolute);
		return bytes.byteLength > maxBytes
			? { kind: 'error', reason: 'too_large' }
			: { kind: 'ok', bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
	} catch (e) {
		return { kind: 'error', reason: 'unreadable', detail: (e as NodeJS.ErrnoException).code };
	}
}

/**
 * A listed note as text, or why it has none. Strict UTF-8 as the core's
 * `decodeUtf8` (a leading BOM dropped), checked by Node's native validator.
 * A note that `mayCite` rejects is returned as `cites: false` with no text:
 * the test runs on the bytes (decoding UTF-8 cost more than the rest of the
 * check of a note that cites nothing, and a string of every note was most of
 * a check's garbage).
 */
export async function readListedNote(workspace: NodeWorkspace, relative: string, maxBytes: number, mayCite: (bytes: Uint8Array) => boolean): Promise<{ text: string } | { cites: false } | { error: string }> {
	const read = await readListedFile(workspace, relative, maxBytes);
	if (read.kind === 'error') {
		return { error: `note cannot be read: ${read.reason.replace(/_/g, ' ')}` };
	}
	const bytes = Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength);
	const valid = isUtf8(bytes);
	if (valid && !mayCite(read.bytes)) {
		return { cites: false };
	}
	const text = valid ? bytes.toString('utf8') : decodeUtf8(read.bytes);
	if (text === undefined) {
		return { error: 'note is not valid UTF-8' };
	}
	return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
}
