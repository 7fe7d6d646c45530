import { setFlagsFromString } from 'node:v8';

/**
 * A batch run holds little at once (sources are checked one after another
 * under a budget); ask V8 to collect eagerly rather than grow the heap. On a
 * 106 MB project: peak RSS 0.95 GB -> 0.32 GB, for about 20% more time. The
 * young generation keeps its first size: what a check allocates is either
 * short-lived (a note read, a tree parsed) or kept for the run, so a larger
 * nursery only delays collections and holds more pages (the KB's peak RSS:
 * 82 -> 74 MB, no slower).
 */
export function tuneHeapForBatch(): void {
	setFlagsFromString('--optimize-for-size');
	setFlagsFromString('--semi-space-growth-factor=1');
}
