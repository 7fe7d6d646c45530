import { setFlagsFromString } from 'node:v8';

/**
 * The tuning a `verbatim` command starts with. The server (`lsp`) is
 * long-lived and keeps V8's defaults; the commands that check notes
 * (`check`, `fix`, `quote`) cap the old generation's growth at once and
 * tune as a batch once they read many notes (`noteRead`): a re-run from the
 * cache reads few; any other command is a short batch from the start.
 */
export function tuneHeapForCommand(command: string | undefined): void {
	if (command === 'lsp') {
		return;
	}
	if (command === 'check' || command === 'fix' || command === 'quote') {
		// Before the first full collection, which sets the old generation's limit for the run.
		capHeapGrowth();
	} else {
		tuneHeapForBatch();
	}
}

/**
 * A batch run holds little at once (sources are checked one after another
 * under a budget); ask V8 to collect eagerly rather than grow the heap: peak
 * memory falls to about a third for a fifth more time (docs/benchmarks.md).
 * The young generation keeps its first size: what a check allocates is either
 * short-lived (a note read, a tree parsed) or kept for the run, so a larger
 * nursery only delays collections and holds more pages.
 */
export function tuneHeapForBatch(): void {
	// Never after the tuning was undone: a large run keeps V8's defaults.
	if (!tuned && !relaxed) {
		tuned = true;
		setFlagsFromString('--optimize-for-size');
		keepYoungGenerationsSmall();
	}
}

/**
 * Keeps every young generation at its first size: what a check allocates is
 * short-lived or kept for the run (see `tuneHeapForBatch`). V8 raises this
 * factor to 2 for the whole process whenever it sets up a heap, so a pool's
 * worker sets it again once its own is set up, first thing.
 */
export function keepYoungGenerationsSmall(): void {
	setFlagsFromString('--semi-space-growth-factor=1');
}

/**
 * Lets the old generation grow by 60% of what survived a full collection,
 * not up to four times, from the start of a command that checks notes. A
 * re-run from the result cache reads few notes and is never tuned as a
 * batch, but a quote of an edited note that fails is searched for in every
 * source it cannot rule out, and its one full collection before those reads
 * would set the limit for them. Set later, the flag is read only at the next
 * full collection, at the end of the run.
 */
export function capHeapGrowth(): void {
	setFlagsFromString('--heap-growing-percent=60');
}

let tuned = false;
let notesRead = 0;
/**
 * Notes read from disk after which a check counts as a batch and is tuned.
 * A re-run answered from the result cache reads none, or the few edited:
 * it holds little whatever the tuning, and untuned it collects the young
 * generation less often. A cold run reaches this within its first folder.
 */
const batchNotes = 32;

/** Counts a note read from disk (not answered by the cache); the commands that check notes tune the heap from here, not at start. */
export function noteRead(): void {
	notesRead++;
	if (notesRead === batchNotes) {
		tuneHeapForBatch();
	}
}

/** Citing note text parsed in this process, and whether the batch tuning was undone. */
let parsedBytes = 0;
let relaxed = false;
/** Citing note text after which a run counts as large: the KB stays below it and keeps the tuning. */
const largeRunBytes = 512 * 1024;

/**
 * Counts citing note text as it is parsed. A run that parses megabytes of it
 * is large: there, collecting eagerly costs more time than the memory it
 * saves is worth (docs/benchmarks.md). V8 consults these flags as it goes,
 * so the tuning is undone for the rest of the run.
 */
export function noteParsed(bytes: number): void {
	parsedBytes += bytes;
	if (parsedBytes > largeRunBytes) {
		relaxHeapTuning();
	}
}

/**
 * Undoes the batch tuning, before worker threads start: a worker's heap is
 * set up from the flags of the moment it starts, and the workers do the
 * heavy part of a large run.
 */
export function relaxHeapTuning(): void {
	if (!relaxed) {
		relaxed = true;
		setFlagsFromString('--no-optimize-for-size');
		// The young generation keeps its first size, and the old one may grow by 60% of what survived the last full collection, not up to four times (docs/decisions.md).
		setFlagsFromString('--heap-growing-percent=60');
	}
}

/**
 * The tuning of a check on several threads: relaxed, and each heap may grow
 * by 30% rather than 60%, since two grow side by side.
 */
export function tuneHeapsForPool(): void {
	relaxHeapTuning();
	setFlagsFromString('--heap-growing-percent=30');
}
