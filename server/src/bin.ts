// The `verbatim` command. The CLI and the language server are peers; only
// this entry point knows both. The server (`verbatim lsp`) is long-lived and
// keeps V8's defaults; a batch run is tuned for memory (cli/runtime.ts).
import { checkWorkerArg } from './node/builtins';

// A pool's worker is told by its first argument; only then is worker_threads loaded, to be sure.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const isWorker = process.argv[2] === checkWorkerArg && !(require('node:worker_threads') as typeof import('node:worker_threads')).isMainThread;
if (isWorker) {
	// Setting up this worker's heap raised the young generation's growth factor for every thread of the process; a pool wants it at 1 (cli/runtime.ts).
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	(require('./cli/runtime') as typeof import('./cli/runtime')).keepYoungGenerationsSmall();
	// A worker of a batch check's pool (cli/checkPool.ts) runs this same bundle.
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	(require('./cli/checkWorker') as typeof import('./cli/checkWorker')).serveCheckWorker();
} else if (!['lsp', 'check', 'fix', 'quote'].includes(process.argv[2]!)) {
	// The commands that check notes tune once they read many (cli/runtime.ts, noteRead): a re-run from the cache reads few.
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	(require('./cli/runtime') as typeof import('./cli/runtime')).tuneHeapForBatch();
} else if (['check', 'fix', 'quote'].includes(process.argv[2]!)) {
	// Before the first full collection, which sets the old generation's limit for the run (cli/runtime.ts).
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	(require('./cli/runtime') as typeof import('./cli/runtime')).capHeapGrowth();
}
if (!isWorker) {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	(require('./cli/index') as typeof import('./cli/index')).runCli(() => {
		// The server is its own bundle beside this one (dist/server.js starts it when loaded), so
		// checking and quoting neither load nor parse its modules: the CLI bundle is 40% smaller.
		// eslint-disable-next-line @typescript-eslint/no-require-imports
		require(require('node:path').join(__dirname, 'server.js'));
	});
}
