import { isUtf8 } from 'node:buffer';
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from 'node:fs';
import { decodeUtf8, type ReadResult } from '../core';
import type { NodeWorkspace } from './nodeWorkspace';

/**
 * One buffer for every listed note read: a note that cites nothing is
 * tested and dropped without leaving a buffer behind for the collector
 * (fresh buffers for 2,000 notes held tens of MB until a collection).
 */
let scratch = Buffer.allocUnsafe(64 * 1024);

/**
 * Reads a file that `listProjectFiles` returned, into the shared buffer: the
 * bytes are valid until the next read, so they must be used before anything
 * is awaited (another read may run meanwhile). Undefined for a file to read
 * through the workspace's confined read instead. The walk never enters a symlinked
 * folder, so a listed regular file lies inside the root: an open that does
 * not follow a symlink, one `fstat` and synchronous reads suffice, where the
 * general confined read costs a `realpath`, a `stat` and an awaited read
 * (most of the time of a check of thousands of notes that do not cite).
 * A listed symlink, or anything but a regular file, goes through the
 * confined read.
 */
function readListedBytes(workspace: NodeWorkspace, relative: string, maxBytes: number): ReadResult | undefined {
	const absolute = workspace.toAbsolute(relative);
	const fd = openListed(absolute);
	if (fd === undefined) {
		return undefined;
	}
	try {
		const stat = fstatSync(fd);
		if (!stat.isFile()) {
			return undefined;
		}
		if (stat.size > maxBytes) {
			return { kind: 'error', reason: 'too_large' };
		}
		const bytes = readAll(fd, maxBytes);
		return bytes ? { kind: 'ok', bytes } : { kind: 'error', reason: 'too_large' };
	} catch (e) {
		return { kind: 'error', reason: 'unreadable', detail: (e as NodeJS.ErrnoException).code };
	} finally {
		closeSync(fd);
	}
}

/**
 * Opens a listed file for reading, without blocking (a FIFO swapped in is
 * refused by the `fstat`, never waited on) and without following a symlink;
 * undefined when it cannot be opened so (a symlink, a missing file: the
 * confined read says what it is). Where the system has no `O_NOFOLLOW`, an
 * `lstat` stands in for it.
 */
function openListed(absolute: string): number | undefined {
	const flags = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
	try {
		if (constants.O_NOFOLLOW !== undefined) {
			return openSync(absolute, flags | constants.O_NOFOLLOW);
		}
		return lstatSync(absolute).isFile() ? openSync(absolute, flags) : undefined;
	} catch {
		return undefined;
	}
}

/** The largest `scratch` kept for the next read (1 MB): a 5 MB Markdown source read as a listed note kept 8 MB for the run. */
const keptScratch = 1024 * 1024;

/** The rest of an open file in `scratch` (grown as needed), or undefined past `maxBytes`. */
function readAll(fd: number, maxBytes: number): Buffer | undefined {
	if (scratch.length > keptScratch) {
		// The last read's bytes were used before this read began (see `readListedBytes`).
		scratch = Buffer.allocUnsafe(64 * 1024);
	}
	let total = 0;
	for (;;) {
		if (total === scratch.length) {
			if (total > maxBytes) {
				return undefined;
			}
			const grown = Buffer.allocUnsafe(Math.min(2 * scratch.length, maxBytes + 1));
			scratch.copy(grown, 0, 0, total);
			scratch = grown;
		}
		const n = readSync(fd, scratch, total, scratch.length - total, null);
		if (n === 0) {
			return total > maxBytes ? undefined : scratch.subarray(0, total);
		}
		total += n;
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
	// Nothing is awaited between the read into the shared buffer and the use of its bytes.
	const read = readListedBytes(workspace, relative, maxBytes) ?? await workspace.readFile(relative, maxBytes);
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
