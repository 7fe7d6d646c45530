// The `verbatim` command. The language server (`verbatim lsp`) is a long-lived
// process and keeps V8's defaults; a batch run is tuned before anything loads.
if (process.argv[2] !== 'lsp') {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	(require('./cli/runtime') as typeof import('./cli/runtime')).tuneHeapForBatch();
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
(require('./cli/index') as typeof import('./cli/index')).runCli();
