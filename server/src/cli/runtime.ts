import { setFlagsFromString } from 'node:v8';

/**
 * A batch run holds little at once (sources are checked one after another
 * under a budget); ask V8 to collect eagerly rather than grow the heap. On a
 * 106 MB project: peak RSS 0.95 GB -> 0.32 GB, for about 20% more time.
 */
export function tuneHeapForBatch(): void {
	setFlagsFromString('--optimize-for-size');
}
