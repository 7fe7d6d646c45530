import type { IWorkspace, ReadResult } from '../core';

/** Reads open editor buffers first, then the disk, so unsaved sources are what gets checked. */
export class OverlayWorkspace implements IWorkspace {
	readonly #disk: IWorkspace;
	readonly #open: (path: string) => string | undefined;
	// Git objects, PDF extraction and digests are not buffers: they go to the disk workspace, when it has them.
	readonly readGitBlob: IWorkspace['readGitBlob'];
	readonly gitHead: IWorkspace['gitHead'];
	readonly renderDocument: IWorkspace['renderDocument'];
	readonly sha256Hex: IWorkspace['sha256Hex'];
	readonly fileId: IWorkspace['fileId'];

	constructor(disk: IWorkspace, open: (path: string) => string | undefined) {
		this.#disk = disk;
		this.#open = open;
		this.readGitBlob = disk.readGitBlob?.bind(disk);
		this.gitHead = disk.gitHead?.bind(disk);
		this.renderDocument = disk.renderDocument?.bind(disk);
		this.sha256Hex = disk.sha256Hex?.bind(disk);
		// An open buffer is the file on disk under its path: the same identity.
		this.fileId = disk.fileId?.bind(disk);
	}

	async readFile(path: string, maxBytes: number): Promise<ReadResult> {
		const text = this.#open(path);
		if (text !== undefined) {
			const bytes = new TextEncoder().encode(text);
			return bytes.byteLength > maxBytes ? { kind: 'error', reason: 'too_large' } : { kind: 'ok', bytes };
		}
		return this.#disk.readFile(path, maxBytes);
	}
}
