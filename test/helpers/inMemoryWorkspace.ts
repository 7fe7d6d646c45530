import type { IWorkspace, ReadResult } from '../../server/src/core';

/** A workspace of in-memory files; records every read so caching can be asserted. */
export class InMemoryWorkspace implements IWorkspace {
	readonly files = new Map<string, Uint8Array>();
	readonly readLog: string[] = [];

	constructor(files: Record<string, string | Uint8Array> = {}) {
		for (const [path, content] of Object.entries(files)) {
			this.set(path, content);
		}
	}

	set(path: string, content: string | Uint8Array): void {
		this.files.set(path, typeof content === 'string' ? new TextEncoder().encode(content) : content);
	}

	async readFile(path: string, maxBytes: number): Promise<ReadResult> {
		this.readLog.push(path);
		const bytes = this.files.get(path);
		if (!bytes) {
			return { kind: 'error', reason: 'missing' };
		}
		if (bytes.byteLength > maxBytes) {
			return { kind: 'error', reason: 'too_large' };
		}
		return { kind: 'ok', bytes };
	}
}
