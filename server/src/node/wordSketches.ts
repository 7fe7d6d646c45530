import { renameSync, rmSync } from 'node:fs';
import { endianness } from 'node:os';
import { profileNames, WordSketch, type KeptSketch, type ProfileName, type SketchStore } from '../core';
import { hash128, readCacheFile, writeExclusive, type Stamp } from './cacheFiles';

/** A source's entry in the file: its stamp when sketched, and where its bits are. */
interface Entry {
	readonly stamp: Stamp;
	readonly profile: KeptSketch['profile'];
	readonly pin: string;
	readonly distinct: number;
	/** Offset of its bits from the start of the bit area, and their count of 32-bit words. */
	readonly at: number;
	readonly words: number;
}

/** What a run knows of a source's stamp: the one taken before it was read (if trusted), and the one now. */
export interface SketchStamps {
	/** The trusted stamp taken before this run read the source; undefined when none was, or it was too recent to trust. */
	takenBefore(source: string): Stamp | undefined;
	/** The source's stamp in this run (one stat, taken once). */
	current(source: string): Stamp;
}

/**
 * Word sketches of the project's sources (core/match/wordSketch.ts), kept
 * beside the result cache under the same key (Verbatim's version and build,
 * the configuration), so a re-run that must search other sources for a
 * quote reads only those that may hold it, not every source. A sketch is
 * used only while its source's stamp is the one taken before the bytes it
 * was made of were read, as for cached results. One file, written to a
 * temporary file and renamed, with a checksum: a torn, corrupted or foreign
 * file is ignored. A sketch that is wrong only ever costs reading a source:
 * what is found in a source read is found in its text.
 *
 * The file: a line of JSON (format, key, byte order, entries), zero bytes to
 * a multiple of four, each entry's bits, then a newline, 32 hex digits of
 * the hash of all before it, and a newline.
 */
export class SketchFile implements SketchStore {
	readonly #file: string;
	readonly #key: string;
	readonly #stamps: SketchStamps;
	#previous: { entries: Map<string, Entry>; bits: Buffer } | undefined;
	readonly #fresh = new Map<string, { stamp: Stamp; kept: KeptSketch }>();

	constructor(file: string, key: string, stamps: SketchStamps) {
		this.#file = file;
		this.#key = key;
		this.#stamps = stamps;
	}

	get(source: string): KeptSketch | undefined {
		const previous = this.#load();
		const entry = previous.entries.get(source);
		if (!entry || entry.stamp !== this.#stamps.current(source)) {
			return undefined;
		}
		// A copy: aligned, and free of the file's buffer.
		const bits = new Uint32Array(entry.words);
		new Uint8Array(bits.buffer).set(previous.bits.subarray(entry.at, entry.at + 4 * entry.words));
		return { profile: entry.profile, pin: entry.pin, sketch: new WordSketch(bits, entry.distinct) };
	}

	put(source: string, kept: KeptSketch): void {
		const stamp = this.#stamps.takenBefore(source);
		if (stamp === undefined) {
			this.#fresh.delete(source);
		} else {
			this.#fresh.set(source, { stamp, kept });
		}
	}

	/**
	 * Writes the sketches of `known` sources: those made in this run, and the
	 * earlier ones still current; nothing when that is what the file holds.
	 * Returns why it could not (an error code); the next run only reads more.
	 */
	save(known: readonly string[]): string | undefined {
		if (this.#fresh.size === 0) {
			return undefined;
		}
		const previous = this.#load();
		const kept: { source: string; stamp: Stamp; profile: KeptSketch['profile']; pin: string; distinct: number; bits: Uint8Array }[] = [];
		let changed = false;
		for (const source of known) {
			const fresh = this.#fresh.get(source);
			const old = previous.entries.get(source);
			if (fresh) {
				const { profile, pin, sketch } = fresh.kept;
				changed ||= old?.stamp !== fresh.stamp || old.pin !== pin || old.profile !== profile;
				kept.push({ source, stamp: fresh.stamp, profile, pin, distinct: sketch.distinctWords, bits: new Uint8Array(sketch.bits.buffer, sketch.bits.byteOffset, sketch.bits.byteLength) });
			} else if (old && old.stamp === this.#stamps.current(source)) {
				kept.push({ source, stamp: old.stamp, profile: old.profile, pin: old.pin, distinct: old.distinct, bits: previous.bits.subarray(old.at, old.at + 4 * old.words) });
			} else {
				changed ||= old !== undefined;
			}
		}
		if (!changed && kept.length === previous.entries.size) {
			return undefined;
		}
		let at = 0;
		const entries = kept.map(k => {
			const entry = [k.source, k.stamp, k.profile, k.pin, k.distinct, at, k.bits.byteLength / 4];
			at += k.bits.byteLength;
			return entry;
		});
		const head = Buffer.from(`${JSON.stringify({ format: 2, key: this.#key, order: endianness(), entries })}\n`);
		const body = Buffer.concat([head, Buffer.alloc((4 - (head.length % 4)) % 4), ...kept.map(k => k.bits)]);
		const temp = `${this.#file}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`;
		try {
			writeExclusive(temp, Buffer.concat([body, Buffer.from(`\n${hash128(body)}\n`)]), false);
			renameSync(temp, this.#file);
			return undefined;
		} catch (e) {
			rmSync(temp, { force: true });
			return (e as NodeJS.ErrnoException).code ?? 'EIO';
		}
	}

	/** The file's entries, read once; none when it is missing, torn, corrupted, foreign or of another byte order. */
	#load(): { entries: Map<string, Entry>; bits: Buffer } {
		this.#previous ??= parse(readCacheFile(this.#file), this.#key) ?? { entries: new Map(), bits: Buffer.alloc(0) };
		return this.#previous;
	}
}

/** The file name of a cache key's sketches, beside its results. */
export function sketchFileName(digest: string): string {
	return `sketches-${digest.slice(0, 24)}.bin`;
}

function parse(raw: Buffer | undefined, key: string): { entries: Map<string, Entry>; bits: Buffer } | undefined {
	if (!raw || raw.length < 34) {
		return undefined;
	}
	const body = raw.subarray(0, raw.length - 34);
	const tail = raw.subarray(body.length).toString('latin1');
	if (!/^\n[0-9a-f]{32}\n$/.test(tail) || hash128(body) !== tail.slice(1, 33)) {
		return undefined;
	}
	const newline = body.indexOf(10);
	let head: unknown;
	try {
		head = JSON.parse(body.subarray(0, Math.max(0, newline)).toString('utf8'));
	} catch {
		return undefined;
	}
	if (!isRecord(head) || head.format !== 2 || head.key !== key || head.order !== endianness() || !Array.isArray(head.entries)) {
		return undefined;
	}
	const start = newline + 1 + ((4 - ((newline + 1) % 4)) % 4);
	const bits = body.subarray(start);
	const entries = new Map<string, Entry>();
	for (const e of head.entries as unknown[]) {
		if (!Array.isArray(e) || e.length !== 7) {
			return undefined;
		}
		const [source, stamp, profile, pin, distinct, at, words] = e as unknown[];
		if (typeof source !== 'string' || typeof stamp !== 'string' || !profileNames.includes(profile as ProfileName) || typeof pin !== 'string'
			|| !isCount(distinct) || !isCount(at) || !isCount(words) || words === 0 || at % 4 !== 0 || at + 4 * words > bits.length) {
			return undefined;
		}
		entries.set(source, { stamp, profile: profile as ProfileName, pin, distinct, at, words });
	}
	return { entries, bits };
}

function isCount(v: unknown): v is number {
	return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}

function isRecord(v: unknown): v is Record<string, unknown> {
	return typeof v === 'object' && v !== null && !Array.isArray(v);
}
