import { Transform, type TransformCallback } from 'node:stream';
import { AbstractMessageReader, type DataCallback, type Disposable, type MessageReader } from 'vscode-languageserver/node';

/** Messages larger than this are refused as malformed rather than buffered. */
export const maxMessageBytes = 64 * 1024 * 1024;
/** A header block longer than this without its blank line is malformed. */
const maxHeaderBytes = 8 * 1024;

const headerEnd = Buffer.from('\r\n\r\n');
const contentLength = Buffer.from('content-length:');

/**
 * Re-frames an LSP byte stream (`Content-Length` headers, docs/specification.md §8: no
 * crafted input hangs the server). Well-formed messages pass unchanged.
 * A malformed header (no or non-numeric `Content-Length`, an oversized
 * length, an endless header block) is dropped with everything up to the
 * next `Content-Length:` header, and `onMalformed` is told how many bytes
 * went, so the reader behind it never loses its place in the stream.
 */
export class FramingGuard extends Transform {
	#buffer: Buffer = Buffer.alloc(0);
	/** Body bytes still expected for the current message. */
	#body = -1;
	readonly #onMalformed: (dropped: number) => void;

	constructor(onMalformed: (dropped: number) => void) {
		super();
		this.#onMalformed = onMalformed;
	}

	override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
		this.#buffer = this.#buffer.length ? Buffer.concat([this.#buffer, chunk]) : chunk;
		for (;;) {
			if (this.#body >= 0) {
				if (this.#buffer.length < this.#body) {
					break;
				}
				this.push(this.#buffer.subarray(0, this.#body));
				this.#buffer = this.#buffer.subarray(this.#body);
				this.#body = -1;
				continue;
			}
			const end = this.#buffer.indexOf(headerEnd);
			if (end < 0) {
				if (this.#buffer.length > maxHeaderBytes) {
					this.#resync(1);
					continue;
				}
				break;
			}
			const length = parseLength(this.#buffer.subarray(0, end).toString('latin1'));
			if (length === undefined) {
				// The next header may hide inside what looked like this one (a body sent with no header): look from the next byte.
				this.#resync(1);
				continue;
			}
			this.push(`Content-Length: ${length}\r\n\r\n`);
			this.#buffer = this.#buffer.subarray(end + headerEnd.length);
			this.#body = length;
		}
		done();
	}

	/** Drops bytes up to the next `Content-Length:` at or after `from`, or all but a possible partial one. */
	#resync(from: number): void {
		const lower = Buffer.from(this.#buffer.toString('latin1').toLowerCase(), 'latin1');
		const next = lower.indexOf(contentLength, from);
		const keep = next >= 0 ? next : Math.max(from, this.#buffer.length - contentLength.length);
		this.#onMalformed(keep);
		this.#buffer = this.#buffer.subarray(keep);
	}
}

/** The body length a header block declares, or undefined when it is malformed. */
function parseLength(header: string): number | undefined {
	let length: number | undefined;
	for (const line of header.split('\r\n')) {
		const colon = line.indexOf(':');
		if (colon <= 0) {
			return undefined;
		}
		if (line.slice(0, colon).trim().toLowerCase() === 'content-length') {
			const value = line.slice(colon + 1).trim();
			if (!/^\d{1,10}$/.test(value) || Number(value) > maxMessageBytes) {
				return undefined;
			}
			length = Number(value);
		}
	}
	return length;
}

/**
 * The messages of a reader that are requests, notifications or responses;
 * anything else parsed from a frame (an array, a number, an object of no
 * such shape) is dropped and `onInvalid` told, before the connection sees
 * it. The connection would write such a message whole into the client's
 * log (quote and source text with it) and, nested a few thousand deep,
 * crash on writing it (docs/specification.md §8).
 */
export class MessageShapeGuard extends AbstractMessageReader {
	readonly #inner: MessageReader;
	readonly #onInvalid: () => void;
	/** Whether a `shutdown` request came through: a server whose input ends after one exits with 0, else 1 (LSP). */
	shutdownRequested = false;

	constructor(inner: MessageReader, onInvalid: () => void) {
		super();
		this.#inner = inner;
		this.#onInvalid = onInvalid;
		inner.onError(e => this.fireError(e));
		inner.onClose(() => this.fireClose());
		inner.onPartialMessage(info => this.firePartialMessage(info));
	}

	listen(callback: DataCallback): Disposable {
		return this.#inner.listen(message => {
			if (!isMessage(message)) {
				this.#onInvalid();
				return;
			}
			this.shutdownRequested ||= (message as { method?: unknown }).method === 'shutdown';
			callback(message);
		});
	}

	override dispose(): void {
		super.dispose();
		this.#inner.dispose();
	}
}

/** JSON-RPC's three shapes, as the connection tells them apart. */
function isMessage(value: unknown): boolean {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		return false;
	}
	const m = value as { method?: unknown; id?: unknown; result?: unknown; error?: unknown };
	const id = typeof m.id === 'string' || typeof m.id === 'number';
	if (typeof m.method === 'string') {
		return id || m.id === undefined;
	}
	return (m.result !== undefined || Boolean(m.error)) && (id || m.id === null);
}
