import { constants as fsConstants, promises as fs, realpathSync, statSync } from 'node:fs';
import * as path from 'node:path';
import type { DocumentKindName, GitBlobRequest, GitReadResult, GitRepositoryRef, IWorkspace, PdfRender, ReadResult } from '../core';
import { GitReader } from './git';
import { extractRemembered, PdfTextMemo } from './pdfMemo';
import { sha256Hex } from './builtins';
import { isWithinRoot } from './files';
import { ReadBuffers } from './readBuffers';

/**
 * Reads project files from disk, confined to the project root: every path is
 * resolved through symlinks and refused unless it stays inside the root's
 * real path; only regular files within the size limit are read.
 */
export class NodeWorkspace implements IWorkspace {
	readonly root: string;
	readonly #realRoot: string;
	/** Undefined when Git may not run (an untrusted workspace). */
	readonly #git: GitReader | undefined;
	readonly #buffers = new ReadBuffers();
	readonly #memoDir: string | undefined;
	readonly #memos = new Map<DocumentKindName, PdfTextMemo>();

	/** `pdfMemo`: the folder of this machine's memo of PDF extractions (`PdfTextMemo`), or false for none. */
	constructor(root: string, options: { git?: boolean; pdfMemo?: string | false } = {}) {
		this.root = path.resolve(root);
		this.#realRoot = realpathSync(this.root);
		this.#git = options.git === false ? undefined : new GitReader(this.root);
		this.#memoDir = (options.pdfMemo ?? PdfTextMemo.defaultDir()) || undefined;
	}

	/** The Git reader, unless Git may not run here. */
	get git(): GitReader | undefined {
		return this.#git;
	}

	/** Git sources: through one long-lived process per repository; never run when Git is disabled. */
	readGitBlob(request: GitBlobRequest): Promise<GitReadResult> {
		if (!this.#git) {
			return Promise.resolve({ kind: 'unavailable', reason: 'disabled', detail: 'Git does not run in an untrusted workspace' });
		}
		return this.#git.read(request);
	}

	gitHead(repository: GitRepositoryRef): Promise<string | undefined> {
		return this.#git ? this.#git.resolveRevision(repository, 'HEAD') : Promise.resolve(undefined);
	}

	/** A document's text (a PDF's pages), by its extractor in a worker thread within limits, or as this machine extracted them before. */
	renderDocument(kind: DocumentKindName, bytes: Uint8Array): Promise<PdfRender | { readonly error: string }> {
		let memo = this.#memos.get(kind);
		if (!memo && this.#memoDir) {
			memo = new PdfTextMemo(this.#memoDir, kind);
			this.#memos.set(kind, memo);
		}
		return extractRemembered(kind, bytes, memo);
	}

	/** Ends the Git processes (they also end by themselves when idle). */
	dispose(): void {
		this.#git?.dispose();
	}

	/** Absolute path of a root-relative path. */
	toAbsolute(relative: string): string {
		// Both platforms' join take `/` as a separator: splitting first gave the same path at 5x the cost, once per note of every run.
		return path.join(this.root, relative);
	}

	/** Root-relative `/` path of an absolute path, or undefined when it lies outside the root. */
	toRelative(absolute: string): string | undefined {
		return relativeInside(this.root, absolute);
	}

	async readFile(relative: string, maxBytes: number): Promise<ReadResult> {
		const real = await this.#confined(relative);
		if (typeof real !== 'string') {
			return real;
		}
		let handle: fs.FileHandle | undefined;
		try {
			// Open without blocking and check the type of what was opened: a FIFO swapped in after realpath is refused, never waited on.
			handle = await fs.open(real, fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0));
			const stat = await handle.stat({ bigint: true });
			if (!stat.isFile()) {
				return { kind: 'error', reason: 'not_a_file' };
			}
			if (stat.size > BigInt(maxBytes)) {
				return { kind: 'error', reason: 'too_large' };
			}
			const read = await this.#readAll(handle, Number(stat.size), maxBytes);
			if (read.kind !== 'ok') {
				return read;
			}
			// Where the file lies once symlinks are resolved, when that is not the path read: a note under another name is still the note.
			const realPath = relativeInside(this.#realRoot, real);
			return { ...read, fileId: `${stat.dev}:${stat.ino}`, ...(realPath !== undefined && realPath !== relative ? { realPath } : {}) };
		} catch (e) {
			return { kind: 'error', reason: 'unreadable', detail: (e as NodeJS.ErrnoException).code };
		} finally {
			await handle?.close();
		}
	}

	/**
	 * One synchronous `stat` (it follows symlinks, as identity should): asked
	 * once per checked note, an awaited `realpath` and `stat` put two trips
	 * through the thread pool before each note's first verdict. Only an id
	 * comes back, never bytes.
	 */
	async fileId(relative: string): Promise<string | undefined> {
		if (leavesRoot(relative)) {
			return undefined;
		}
		try {
			const stat = statSync(this.toAbsolute(relative), { bigint: true });
			return `${stat.dev}:${stat.ino}`;
		} catch {
			return undefined;
		}
	}

	/**
	 * Whether a root-relative path stays inside the root once its symlinks
	 * are resolved now (false when it cannot be resolved): what a file's stamp
	 * cannot tell, since moving a folder out of the root and linking it back
	 * leaves every file in it as it was.
	 */
	resolvesInside(relative: string): boolean {
		return this.realInside(relative) !== undefined;
	}

	/**
	 * Where a root-relative path leads once its symlinks are resolved now,
	 * relative to the real root (`/`-separated); undefined when that is
	 * outside the root or the path cannot be resolved.
	 */
	realInside(relative: string): string | undefined {
		try {
			if (leavesRoot(relative)) {
				return undefined;
			}
			const real = realpathSync.native(this.toAbsolute(relative));
			return isWithinRoot(real, this.#realRoot) ? relativeInside(this.#realRoot, real) : undefined;
		} catch {
			return undefined;
		}
	}

	/** The real path of a root-relative path when it stays inside the root after resolving symlinks, else why not. */
	async #confined(relative: string): Promise<string | ReadResult & { kind: 'error' }> {
		if (leavesRoot(relative)) {
			return { kind: 'error', reason: 'outside_root' };
		}
		let real: string;
		try {
			real = await fs.realpath(this.toAbsolute(relative));
		} catch (e) {
			const code = (e as NodeJS.ErrnoException).code;
			return { kind: 'error', reason: code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : 'unreadable', detail: code };
		}
		return isWithinRoot(real, this.#realRoot) ? real : { kind: 'error', reason: 'outside_root' };
	}

	sha256Hex(bytes: Uint8Array): string {
		return sha256Hex(bytes);
	}

	/**
	 * The rest of an open file, in one of `#buffers` (grown if the file grew
	 * since its `stat`), handed back when the reader releases the bytes.
	 */
	async #readAll(handle: fs.FileHandle, size: number, maxBytes: number): Promise<ReadResult> {
		// One byte more than the size read, so a read that fills the buffer means the file grew.
		let buffer = this.#buffers.take(Math.min(size, maxBytes) + 1);
		let total = 0;
		for (;;) {
			if (total === buffer.length) {
				if (total > maxBytes) {
					this.#buffers.give(buffer);
					return { kind: 'error', reason: 'too_large' };
				}
				const grown = this.#buffers.take(Math.max(total + 1, Math.min(2 * total, maxBytes + 1)));
				buffer.copy(grown, 0, 0, total);
				this.#buffers.give(buffer);
				buffer = grown;
			}
			const { bytesRead } = await handle.read(buffer, total, buffer.length - total, null);
			if (bytesRead === 0) {
				break;
			}
			total += bytesRead;
		}
		if (total > maxBytes) {
			this.#buffers.give(buffer);
			return { kind: 'error', reason: 'too_large' };
		}
		const filled = buffer;
		let released = false;
		const release = (): void => {
			if (!released) {
				released = true;
				this.#buffers.give(filled);
			}
		};
		return { kind: 'ok', bytes: new Uint8Array(filled.buffer, filled.byteOffset, total), release };
	}
}

/** A root-relative path that names its way out of the root before any symlink is resolved: `..` segments, or an absolute path. */
function leavesRoot(relative: string): boolean {
	return relative.split('/').includes('..') || path.isAbsolute(relative);
}

/**
 * `absolute` relative to `root` with `/`, or undefined when it lies outside:
 * decided by path segments, so `..data.txt` is inside and `../data.txt` is not.
 */
export function relativeInside(root: string, absolute: string): string | undefined {
	const rel = path.relative(path.resolve(root), path.resolve(absolute));
	const segments = rel.split(path.sep);
	if (segments[0] === '..' || path.isAbsolute(rel)) {
		return undefined;
	}
	return segments.join('/');
}
