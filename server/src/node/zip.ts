import { deflateRawSync, inflateRawSync } from 'node:zlib';

/** One file of a zip archive. */
export interface ZipEntry {
	readonly name: string;
	readonly data: Uint8Array;
}

/** What reading an archive may cost (docs/decisions.md): a bomb ends in an error naming the limit. */
export interface ZipLimits {
	readonly maxEntries: number;
	/** Bytes of every entry inflated, together. */
	readonly maxInflatedBytes: number;
}

/**
 * Reads every entry of a zip archive from its central directory, inflating
 * each within what is left of `maxInflatedBytes`, so an entry that claims a
 * small size and inflates to gigabytes stops at the limit, before the bytes
 * are allocated. Stored and deflated entries only; no ZIP64, no encryption
 * (no Word document needs them).
 */
export function readZip(bytes: Uint8Array, limits: ZipLimits): ZipEntry[] | { readonly error: string } {
	const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	const eocd = findEndOfDirectory(buf);
	if (eocd < 0) {
		return { error: 'not a zip archive (no end of central directory)' };
	}
	const count = buf.readUInt16LE(eocd + 10);
	const dirSize = buf.readUInt32LE(eocd + 12);
	let at = buf.readUInt32LE(eocd + 16);
	if (count === 0xffff || at === 0xffffffff || at + dirSize > eocd) {
		return { error: 'the zip archive is damaged or ZIP64' };
	}
	if (count > limits.maxEntries) {
		return { error: `the zip archive has more than ${limits.maxEntries} entries` };
	}
	const entries: ZipEntry[] = [];
	let inflated = 0;
	for (let k = 0; k < count; k++) {
		if (at + 46 > eocd || buf.readUInt32LE(at) !== 0x02014b50) {
			return { error: 'the zip archive is damaged' };
		}
		const flags = buf.readUInt16LE(at + 8);
		const method = buf.readUInt16LE(at + 10);
		const compressed = buf.readUInt32LE(at + 20);
		const nameLength = buf.readUInt16LE(at + 28);
		const skip = nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
		const local = buf.readUInt32LE(at + 42);
		const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
		at += 46 + skip;
		if (flags & 1) {
			return { error: 'the zip archive is encrypted' };
		}
		if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) {
			return { error: 'the zip archive is damaged' };
		}
		const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
		if (start + compressed > buf.length) {
			return { error: 'the zip archive is damaged' };
		}
		const data = inflateEntry(buf.subarray(start, start + compressed), method, limits.maxInflatedBytes - inflated, limits);
		if (!(data instanceof Uint8Array)) {
			return data;
		}
		inflated += data.length;
		if (inflated > limits.maxInflatedBytes) {
			return { error: tooLarge(limits) };
		}
		entries.push({ name, data });
	}
	return entries;
}

/** An entry's bytes, inflated within `left` bytes. */
function inflateEntry(raw: Buffer, method: number, left: number, limits: ZipLimits): Uint8Array | { readonly error: string } {
	if (method === 0) {
		return raw;
	}
	if (method !== 8) {
		return { error: `the zip archive uses compression method ${method}` };
	}
	try {
		// One byte more than is left: reaching it is the breach, never a cut text.
		return inflateRawSync(raw, { maxOutputLength: Math.max(1, left + 1) });
	} catch (e) {
		return { error: (e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? tooLarge(limits) : 'the zip archive is damaged' };
	}
}

function tooLarge(limits: ZipLimits): string {
	return `the zip archive inflates to more than ${limits.maxInflatedBytes / 2 ** 20} MB`;
}

function findEndOfDirectory(buf: Buffer): number {
	// The record is 22 bytes and may be followed by a comment of up to 65,535.
	for (let i = buf.length - 22; i >= 0 && i >= buf.length - 22 - 0xffff; i--) {
		if (buf.readUInt32LE(i) === 0x06054b50) {
			return i;
		}
	}
	return -1;
}

/** A zip archive of these entries, stored or deflated; deterministic (no timestamps). */
export function writeZip(entries: readonly ZipEntry[], deflate = false): Uint8Array {
	const locals: Buffer[] = [];
	const central: Buffer[] = [];
	let offset = 0;
	for (const e of entries) {
		const name = Buffer.from(e.name, 'utf8');
		const data = deflate ? deflateRawSync(e.data) : Buffer.from(e.data.buffer, e.data.byteOffset, e.data.byteLength);
		const crc = crc32(e.data);
		const head = Buffer.alloc(30);
		head.writeUInt32LE(0x04034b50, 0);
		head.writeUInt16LE(20, 4);
		head.writeUInt16LE(0x0800, 6);
		head.writeUInt16LE(deflate ? 8 : 0, 8);
		head.writeUInt32LE(crc, 14);
		head.writeUInt32LE(data.length, 18);
		head.writeUInt32LE(e.data.length, 22);
		head.writeUInt16LE(name.length, 26);
		const dir = Buffer.alloc(46);
		dir.writeUInt32LE(0x02014b50, 0);
		dir.writeUInt16LE(20, 4);
		dir.writeUInt16LE(20, 6);
		dir.writeUInt16LE(0x0800, 8);
		dir.writeUInt16LE(deflate ? 8 : 0, 10);
		dir.writeUInt32LE(crc, 16);
		dir.writeUInt32LE(data.length, 20);
		dir.writeUInt32LE(e.data.length, 24);
		dir.writeUInt16LE(name.length, 28);
		dir.writeUInt32LE(offset, 42);
		locals.push(head, name, data);
		central.push(dir, name);
		offset += head.length + name.length + data.length;
	}
	const dirBytes = Buffer.concat(central);
	const end = Buffer.alloc(22);
	end.writeUInt32LE(0x06054b50, 0);
	end.writeUInt16LE(entries.length, 8);
	end.writeUInt16LE(entries.length, 10);
	end.writeUInt32LE(dirBytes.length, 12);
	end.writeUInt32LE(offset, 16);
	return new Uint8Array(Buffer.concat([...locals, dirBytes, end]));
}

let table: Uint32Array | undefined;

function crc32(data: Uint8Array): number {
	if (!table) {
		table = new Uint32Array(256);
		for (let n = 0; n < 256; n++) {
			let c = n;
			for (let k = 0; k < 8; k++) {
				c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
			}
			table[n] = c >>> 0;
		}
	}
	let c = 0xffffffff;
	for (let i = 0; i < data.length; i++) {
		c = table[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
	}
	return (c ^ 0xffffffff) >>> 0;
}
