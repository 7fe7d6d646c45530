// The `verbatim` command: `verbatim lsp --stdio` starts the language server,
// anything else is the CLI. The two front ends are peers; only this entry
// point knows both.
if (process.argv[2] === 'lsp') {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	(require('./lsp/main') as typeof import('./lsp/main')).runServer();
} else {
	// A batch run holds little at once; ask V8 to collect eagerly rather than grow the heap
	// (peak memory on a 106 MB project: 0.95 GB -> 0.3 GB, for about 20% more time).
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	(require('node:v8') as typeof import('node:v8')).setFlagsFromString('--optimize-for-size');
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	(require('./cli/index') as typeof import('./cli/index')).runCli();
}
