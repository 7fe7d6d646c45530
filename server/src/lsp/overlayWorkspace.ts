import type { GitBlobRequest, GitReadResult, GitRepositoryRef, IWorkspace, PdfRender, ReadResult } from '../core';
import type { NodeWorkspace } from '../node/nodeWorkspace';

/** Reads open editor buffers first, then the disk, so unsaved sources are what gets checked. */
export class OverlayWorkspace implements IWorkspace {
	readonly #disk: NodeWorkspace;
	readonly #open: (path: string) => string | undefined;

	constructor(disk: NodeWorkspace, open: (path: string) => string | undefined) {
		this.#disk = disk;
		this.#open = open;
	}

	async readFile(path: string, maxBytes: number): Promise<ReadResult> {
		const text = this.#open(path);
		if (text !== undefined) {
			const bytes = new TextEncoder().encode(text);
			return bytes.byteLength > maxBytes ? { kind: 'error', reason: 'too_large' } : { kind: 'ok', bytes };
		}
		return this.#disk.readFile(path, maxBytes);
	}

	readGitBlob(request: GitBlobRequest): Promise<GitReadResult> {
		return this.#disk.readGitBlob(request);
	}

	gitHead(repository: GitRepositoryRef): Promise<string | undefined> {
		return this.#disk.gitHead(repository);
	}

	renderPdf(bytes: Uint8Array): Promise<PdfRender | { readonly error: string }> {
		return this.#disk.renderPdf(bytes);
	}
}
