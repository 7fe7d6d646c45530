// The `verbatim` command. The CLI and the language server are peers; only
// this entry point knows both. How each command tunes the heap is
// node/heapTuning.ts (`tuneHeapForCommand`).
import * as path from 'node:path';
import { checkWorkerArg, nodeModule, workerThreads } from './node/builtins';
import { keepYoungGenerationsSmall, tuneHeapForCommand } from './node/heapTuning';

async function main(): Promise<void> {
	// A pool's worker is told by its first argument; only then is worker_threads loaded, to be sure.
	if (process.argv[2] === checkWorkerArg && !workerThreads().isMainThread) {
		// Setting up this worker's heap raised the young generation's growth factor for every thread of the process; a pool wants it at 1.
		keepYoungGenerationsSmall();
		// A worker of a batch check's pool (node/checkPool.ts) runs this same bundle.
		(await import('./node/batch/checkWorker')).serveCheckWorker();
		return;
	}
	tuneHeapForCommand(process.argv[2]);
	(await import('./cli/index')).runCli(startServerBundle);
}

/**
 * Starts the language server: its own bundle beside this one (dist/server.js
 * starts it when loaded), so checking and quoting neither load nor parse its
 * modules.
 */
function startServerBundle(): void {
	nodeModule().createRequire(__filename)(path.join(__dirname, 'server.js'));
}

void main();
