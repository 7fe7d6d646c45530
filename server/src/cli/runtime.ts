import { setFlagsFromString } from 'node:v8';

/**
 * A batch run holds little at once (sources are checked one after another
 * under a budget); ask V8 to collect eagerly rather than grow the heap. On a
 * project of a hundred megabytes the peak RSS falls to a third, for a fifth more time. The
 * young generation keeps its first size: what a check allocates is either
 * short-lived (a note read, a tree parsed) or kept for the run, so a larger
 * nursery only delays collections and holds more pages (the KB's peak RSS
 * falls by a tenth, no slower).
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
 * worker sets it again once its own is set up; before that, the main
 * thread's young generation grew to 32 MB in every run with a worker.
 */
export function keepYoungGenerationsSmall(): void {
	setFlagsFromString('--semi-space-growth-factor=1');
}

/**
 * Lets the old generation grow by 60% of what survived a full collection,
 * not up to four times, from the start of a command that checks notes. A
 * re-run from the result cache reads few notes and is never tuned as a
 * batch, but a quote of an edited note that fails is searched for in every
 * source it cannot rule out: on the synthetic project, a re-run after
 * editing five such notes read 150 sources and peaked at 310 MB, half as
 * much again as a cold run, its one full collection before the reads having
 * set the limit. Set later, the flag is read only at the next full
 * collection, at the end of that run. A KB re-run is no slower.
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
 * generation a third as often. A cold run reaches this within its first
 * folder.
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
/**
 * Citing note text after which a run counts as large. The KB parses 185 KB
 * of it and keeps the tuning (71 MB); the synthetic project at half size,
 * relaxed after 256 KB rather than 2 MB, is faster for a little more memory.
 */
const largeRunBytes = 512 * 1024;

/**
 * Counts citing note text as it is parsed. A run that parses megabytes of it
 * is large: there, collecting eagerly costs more than the memory it saves
 * (the synthetic project of docs/benchmarks.md, one thread: a third
 * faster, at twice the memory, once relaxed). V8 consults these
 * flags as it goes, so the tuning is undone for the rest of the run.
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
 * heavy part of a large run (untuned, the synthetic project's two workers
 * use a quarter less CPU).
 */
export function relaxHeapTuning(): void {
	if (!relaxed) {
		relaxed = true;
		setFlagsFromString('--no-optimize-for-size');
		// The young generation keeps its first size, and the old one may grow by 60% of what survived the last full collection, not up to four times:
		// once the parse and the source reads make little garbage, this trades a little CPU for a much lower peak RSS (docs/decisions.md).
		setFlagsFromString('--heap-growing-percent=60');
	}
}

/**
 * The tuning of a check on several threads: relaxed, and each heap may grow
 * by 30% rather than 60%, since two grow side by side (synthetic project,
 * this thread and a worker: a lower peak RSS for a little more CPU).
 */
export function tuneHeapsForPool(): void {
	relaxHeapTuning();
	setFlagsFromString('--heap-growing-percent=30');
}
