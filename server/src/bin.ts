// The `verbatim` command. The CLI and the language server are peers; only
// this entry point knows both. The server (`verbatim lsp`) is long-lived and
// keeps V8's defaults; a batch run is tuned before anything loads.
if (process.argv[2] !== 'lsp') {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	(require('./cli/runtime') as typeof import('./cli/runtime')).tuneHeapForBatch();
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
(require('./cli/index') as typeof import('./cli/index')).runCli(() => {
	// Loaded only here: checking and quoting never load the server's modules.
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	(require('./lsp/main') as typeof import('./lsp/main')).runServer();
});
