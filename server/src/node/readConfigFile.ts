import { closeSync, constants, fstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { decodeUtf8 } from '../core';
import { isWithinRoot } from './files';

/** The largest `verbatim.json` read (docs/specification.md §7). */
export const maxConfigBytes = 1024 * 1024;

export type ConfigRead =
	| { readonly kind: 'ok'; readonly text: string }
	/** `reason` never holds a byte of the file: it may be a secret a symlink points at. */
	| { readonly kind: 'error'; readonly reason: string };

/**
 * Reads `verbatim.json` under the source rules (docs/specification.md §7): a regular file
 * inside the root after resolving symlinks, at most 1 MB, UTF-8 (a BOM is
 * dropped). Opening never blocks (a FIFO is refused by its type, not
 * waited on) and at most `maxConfigBytes + 1` bytes are ever read, so a
 * device such as /dev/zero cannot hang or exhaust the process.
 */
export function readConfigFile(file: string, root: string): ConfigRead {
	let real: string;
	let realRoot: string;
	try {
		real = realpathSync(file);
		realRoot = realpathSync(root);
	} catch (e) {
		return { kind: 'error', reason: `cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
	}
	if (!isWithinRoot(real, realRoot)) {
		return { kind: 'error', reason: 'resolves outside the project root' };
	}
	let fd: number;
	try {
		fd = openSync(real, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
	} catch (e) {
		return { kind: 'error', reason: `cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
	}
	try {
		const stat = fstatSync(fd);
		if (!stat.isFile()) {
			return { kind: 'error', reason: 'is not a regular file' };
		}
		if (stat.size > maxConfigBytes) {
			return { kind: 'error', reason: 'is larger than 1 MB' };
		}
		const bytes = readAtMost(fd, maxConfigBytes + 1);
		if (bytes.byteLength > maxConfigBytes) {
			return { kind: 'error', reason: 'is larger than 1 MB' };
		}
		const text = decodeUtf8(bytes);
		return text === undefined ? { kind: 'error', reason: 'is not valid UTF-8' } : { kind: 'ok', text: text.replace(/^\uFEFF/, '') };
	} catch (e) {
		return { kind: 'error', reason: `cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
	} finally {
		closeSync(fd);
	}
}

function readAtMost(fd: number, limit: number): Uint8Array {
	const buffer = Buffer.alloc(limit);
	let length = 0;
	for (;;) {
		const n = readSync(fd, buffer, length, limit - length, null);
		if (n === 0 || (length += n) >= limit) {
			return new Uint8Array(buffer.buffer, buffer.byteOffset, length);
		}
	}
}
