// The `verbatim` command: `verbatim lsp --stdio` starts the language server,
// anything else is the CLI. The two front ends are peers; only this entry
// point knows both.
if (process.argv[2] === 'lsp') {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	(require('./lsp/main') as typeof import('./lsp/main')).runServer();
} else {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	(require('./cli/runtime') as typeof import('./cli/runtime')).tuneHeapForBatch();
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	(require('./cli/index') as typeof import('./cli/index')).runCli();
}
