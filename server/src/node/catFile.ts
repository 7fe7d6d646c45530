import type { ChildProcess } from 'node:child_process';
import { spawnGit, type GitLocation } from './gitProcess';

/** One answer of `git cat-file --batch`. `bytes` is absent when the object was larger than asked for. */
export type BatchAnswer =
	| { readonly kind: 'object'; readonly oid: string; readonly type: string; readonly size: number; readonly bytes?: Uint8Array }
	| { readonly kind: 'missing' | 'ambiguous' }
	| { readonly kind: 'failed'; readonly reason: string };

interface Pending {
	readonly name: string;
	readonly maxBytes: number;
	readonly resolve: (a: BatchAnswer) => void;
}

/**
 * One long-lived `git cat-file --batch` for a repository: object names go in
 * on stdin (so none can ever be read as an option), answers come back in
 * order. It holds the event loop only while a request is in flight, and
 * ends after `idleMs` without requests; the next request starts it again.
 */
export class CatFileBatch {
	readonly #repo: GitLocation;
	readonly #timeoutMs: number;
	readonly #idleMs: number;
	#child: ChildProcess | undefined;
	#queue: Pending[] = [];
	#chunks: Buffer[] = [];
	#buffered = 0;
	#header: { oid: string; type: string; size: number } | undefined;
	/** Bytes of the current over-limit object already dropped. */
	#skipped = 0;
	#timer: ReturnType<typeof setTimeout> | undefined;
	#idle: ReturnType<typeof setTimeout> | undefined;
	/** Processes started, for tests and the bench: one per repository, never one per citation. */
	starts = 0;

	constructor(repo: GitLocation, timeoutMs: number, idleMs = 30_000) {
		this.#repo = repo;
		this.#timeoutMs = timeoutMs;
		this.#idleMs = idleMs;
	}

	/** Reads an object by name (`<commit>:<path>`, `<oid>^{commit}`); names holding a line break are refused. */
	read(name: string, maxBytes: number): Promise<BatchAnswer> {
		if (/[\n\r\0]/.test(name)) {
			return Promise.resolve({ kind: 'missing' });
		}
		return new Promise(resolve => {
			const child = this.#ensure();
			if (!child) {
				resolve({ kind: 'failed', reason: 'spawn' });
				return;
			}
			this.#queue.push({ name, maxBytes, resolve });
			this.#hold(true);
			child.stdin!.write(`${name}\n`);
			this.#armTimer();
		});
	}

	/** Ends the process; pending reads fail. */
	dispose(): void {
		this.#fail('disposed');
	}

	#ensure(): ChildProcess | undefined {
		if (this.#child) {
			return this.#child;
		}
		let child: ChildProcess;
		try {
			child = spawnGit(this.#repo, ['cat-file', '--batch']);
		} catch {
			return undefined;
		}
		this.starts++;
		this.#child = child;
		child.stdout!.on('data', (chunk: Buffer) => this.#onData(chunk));
		child.stderr!.resume();
		child.stdin!.on('error', () => undefined);
		child.on('error', () => this.#fail('spawn', child));
		child.on('close', () => this.#fail('exited', child));
		return child;
	}

	#fail(reason: string, which = this.#child): void {
		if (which !== this.#child || !which) {
			return;
		}
		this.#child = undefined;
		clearTimeout(this.#timer);
		clearTimeout(this.#idle);
		which.kill('SIGKILL');
		const queue = this.#queue;
		this.#queue = [];
		this.#chunks = [];
		this.#buffered = 0;
		this.#header = undefined;
		this.#skipped = 0;
		for (const p of queue) {
			p.resolve({ kind: 'failed', reason });
		}
	}

	/** A request in flight keeps the process (and so the CLI) alive; an idle one lets it exit. */
	#hold(busy: boolean): void {
		const child = this.#child;
		if (!child) {
			return;
		}
		const handles = [child, child.stdout, child.stdin, child.stderr] as unknown as { ref(): void; unref(): void }[];
		for (const h of handles) {
			if (busy) {
				h.ref();
			} else {
				h.unref();
			}
		}
		clearTimeout(this.#idle);
		if (!busy) {
			this.#idle = setTimeout(() => this.#fail('idle'), this.#idleMs);
			this.#idle.unref();
		}
	}

	#armTimer(): void {
		clearTimeout(this.#timer);
		this.#timer = setTimeout(() => this.#fail('timeout'), this.#timeoutMs);
	}

	#onData(chunk: Buffer): void {
		this.#chunks.push(chunk);
		this.#buffered += chunk.length;
		while (this.#queue.length && this.#step()) {
			// Each step settles one answer.
		}
		if (this.#queue.length) {
			this.#armTimer();
		} else {
			clearTimeout(this.#timer);
			this.#hold(false);
		}
	}

	/** Settles the first pending read if its whole answer is buffered. */
	#step(): boolean {
		if (!this.#header) {
			const line = this.#takeLine();
			if (line === undefined) {
				return false;
			}
			const m = /^([0-9a-f]{40,64}) (\S+) (\d+)$/.exec(line);
			if (!m) {
				this.#queue.shift()!.resolve({ kind: / ambiguous$/.test(line) ? 'ambiguous' : 'missing' });
				return true;
			}
			this.#header = { oid: m[1]!, type: m[2]!, size: Number(m[3]) };
		}
		const { oid, type, size } = this.#header;
		const p0 = this.#queue[0]!;
		if (size > p0.maxBytes && this.#buffered < size + 1) {
			// An object over the limit is dropped as it streams, never held whole.
			this.#skipped += this.#buffered;
			this.#header = { oid, type, size: size - this.#buffered };
			this.#chunks = [];
			this.#buffered = 0;
			return false;
		}
		if (this.#buffered < size + 1) {
			return false;
		}
		const body = this.#take(size + 1);
		const whole = size + this.#skipped;
		this.#header = undefined;
		this.#skipped = 0;
		const p = this.#queue.shift()!;
		p.resolve({ kind: 'object', oid, type, size: whole, bytes: whole <= p.maxBytes ? body.subarray(0, size) : undefined });
		return true;
	}

	#takeLine(): string | undefined {
		const joined = this.#chunks.length > 1 ? Buffer.concat(this.#chunks) : this.#chunks[0];
		const nl = joined ? joined.indexOf(10) : -1;
		if (!joined || nl < 0) {
			return undefined;
		}
		this.#chunks = nl + 1 < joined.length ? [joined.subarray(nl + 1)] : [];
		this.#buffered = joined.length - nl - 1;
		return joined.subarray(0, nl).toString('utf8');
	}

	#take(n: number): Buffer {
		const joined = this.#chunks.length > 1 ? Buffer.concat(this.#chunks, this.#buffered) : this.#chunks[0]!;
		this.#chunks = n < joined.length ? [joined.subarray(n)] : [];
		this.#buffered = joined.length - n;
		return joined.subarray(0, n);
	}
}
