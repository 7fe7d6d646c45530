import type { Checker, NoteText, ParsedNote } from '../../core';
import type { CheckPool } from '../checkPool';

/** Notes sent to a worker in one message: large enough that messaging costs little, small enough to keep every worker busy. */
const batchBytes = 256 * 1024;

interface Batch {
	readonly notes: NoteText[];
	bytes: number;
	readonly parsed: Promise<ParsedNote[]>;
	resolve(parsed: ParsedNote[]): void;
	reject(e: unknown): void;
}

/**
 * Parses the citing notes of a batch check: in this thread while they are
 * few, on worker threads once `localBytes` of notes that cite were parsed
 * here and `start` gives a pool (parsing was the largest cost of a project
 * with thousands of citations, all of it on one core before any source was
 * read). Workers parse with the same code as this thread, so every parse is
 * the same.
 */
export class NoteParsing {
	readonly #checker: Checker;
	readonly #start: () => CheckPool | undefined;
	#parsedHere = 0;
	/** Parsed text at which to ask for workers next: the sources known grow as notes are indexed, so a refusal is asked again, at twice the text. */
	#nextAsk: number;
	#pool: CheckPool | undefined;
	#batch: Batch | undefined;
	/** Until a pool just started is ready: reading waits for it (`CheckPool.ready`). */
	#starting: Promise<void> | undefined;

	constructor(checker: Checker, start: () => CheckPool | undefined, localBytes: number) {
		this.#checker = checker;
		this.#start = start;
		this.#nextAsk = localBytes;
	}

	/** The note's parse, now or once a worker answers. */
	parse(path: string, text: string): ParsedNote | Promise<ParsedNote> {
		if (!this.#pool && this.#parsedHere >= this.#nextAsk) {
			this.#pool = this.#start();
			this.#starting = this.#pool?.ready().finally(() => (this.#starting = undefined));
			this.#nextAsk = Math.max(2 * this.#nextAsk, 64 * 1024);
		}
		if (!this.#pool) {
			// Only notes that do cite count: a knowledge base has many notes that name the marker word and cite nothing.
			const parsed = this.#checker.index.parse(path, text);
			this.#parsedHere += parsed.citations.length ? text.length : 0;
			return parsed;
		}
		const batch = (this.#batch ??= newBatch());
		const at = batch.notes.push({ path, text }) - 1;
		batch.bytes += text.length;
		if (batch.bytes >= batchBytes) {
			this.flush();
		}
		return batch.parsed.then(all => all[at]!);
	}

	/** Sends the notes still waiting; call once every note was handed to `parse`. */
	flush(): void {
		const batch = this.#batch;
		this.#batch = undefined;
		if (batch && this.#pool) {
			this.#pool.parseNotes(batch.notes).then(parsed => batch.resolve(parsed), (e: unknown) => batch.reject(e));
		}
	}

	/** While a pool just started is not yet ready: the next read waits for it, so this thread allocates little meanwhile. */
	get starting(): Promise<void> | undefined {
		return this.#starting;
	}

	/** The pool the notes were parsed on, if any: the check may reuse its workers. */
	get pool(): CheckPool | undefined {
		return this.#pool;
	}
}

function newBatch(): Batch {
	let resolve!: (parsed: ParsedNote[]) => void;
	let reject!: (e: unknown) => void;
	const parsed = new Promise<ParsedNote[]>((yes, no) => {
		resolve = yes;
		reject = no;
	});
	// A batch may fail before anyone awaits it; the note awaiting it reports the failure.
	parsed.catch(() => undefined);
	return { notes: [], bytes: 0, parsed, resolve, reject };
}
