// Style and module boundaries: the core stays pure (no Node, vscode or LSP
// imports), node/ never reaches the front ends, and the CLI and the language
// server are peers.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const nodeBuiltins = ['fs', 'path', 'os', 'child_process', 'crypto', 'util', 'url', 'stream', 'process', 'net', 'http', 'https', 'worker_threads'];
const banned = (patterns, message) => ({
	'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
	{ ignores: ['dist/**', 'action/dist/**', 'out/**', 'node_modules/**', '.bench-work/**', '.vscode-test/**'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['**/*.mjs'],
		languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', fetch: 'readonly' } },
	},
	{
		files: ['**/*.ts'],
		rules: {
			'curly': 'error',
			'eqeqeq': ['error', 'always'],
			'semi': 'error',
			'quotes': ['error', 'single', { avoidEscape: true }],
			'indent': ['error', 'tab', { SwitchCase: 1 }],
			'no-restricted-syntax': ['error', {
				selector: 'ClassBody > PropertyDefinition[accessibility="private"], ClassBody > MethodDefinition[accessibility="private"]',
				message: 'Use #private fields instead of the private keyword.',
			}],
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
		},
	},
	{
		// A function a reader can hold in mind at once (issue 6).
		files: ['server/src/**/*.ts'],
		rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }] },
	},
	{
		files: ['server/src/core/**/*.ts'],
		rules: banned(['node:*', ...nodeBuiltins, 'vscode', 'vscode-*', '../node/*', '../lsp/*', '../cli/*', '../../client/*'],
			'The core is pure: no Node, vscode or LSP imports (STYLE §3.2).'),
	},
	{
		files: ['server/src/node/**/*.ts'],
		rules: banned(['vscode', 'vscode-*', '../lsp/*', '../cli/*'], 'node/ implements core interfaces only.'),
	},
	{
		files: ['server/src/cli/**/*.ts'],
		rules: {
			'no-restricted-imports': ['error', { patterns: [
				{ group: ['vscode', '../lsp/*', '../../lsp/*'], message: 'The CLI and the language server are peers.' },
				{ group: ['node:fs', 'fs', 'node:fs/*', 'fs/*'], message: 'Files are read in server/src/node only (loadProject, files.ts).' },
			] }],
		},
	},
	{
		files: ['server/src/lsp/**/*.ts'],
		rules: {
			'no-restricted-imports': ['error', { patterns: [
				{ group: ['vscode', '../cli/*', '../../cli/*'], message: 'The CLI and the language server are peers.' },
				{ group: ['node:fs', 'fs', 'node:fs/*', 'fs/*'], message: 'Files are read in server/src/node only (loadProject, nodeWorkspace).' },
			] }],
		},
	},
	{
		// The browser's server (lsp/browserMain.ts) bundles every lsp/ file but the Node entry and host.
		files: ['server/src/lsp/**/*.ts'],
		ignores: ['server/src/lsp/main.ts', 'server/src/lsp/index.ts', 'server/src/lsp/nodeHost.ts', 'server/src/lsp/framing.ts'],
		rules: {
			'no-restricted-imports': ['error', { patterns: [
				{ group: ['vscode', '../cli/*', '../../cli/*'], message: 'The CLI and the language server are peers.' },
				{ group: ['node:*', ...nodeBuiltins, '../node/*', '../../node/*', 'vscode-languageserver/node'], message: 'The language server runs in the browser too: Node reaches it through lsp/nodeHost.ts only.' },
			] }],
		},
	},
	{
		files: ['server/src/*.ts'],
		rules: banned(['node:fs', 'fs', 'node:fs/*', 'fs/*'], 'Files are read in server/src/node only.'),
	},
	{
		files: ['client/src/**/*.ts'],
		rules: banned(['../../server/src/core/*', '../../server/src/node/*', '../../server/src/lsp/*', '../../server/src/cli/*', '../../../server/src/core/*', '../../../server/src/node/*', '../../../server/src/lsp/*', '../../../server/src/cli/*'],
			'The client asks the server; it never bundles the core (STYLE §3.2 rule 3).'),
	},
	{
		// One extension for both entries: Node only in the desktop entry's files (fork, code cache).
		files: ['client/src/**/*.ts'],
		ignores: ['client/src/node/**'],
		rules: {
			'no-restricted-imports': ['error', { patterns: [
				{ group: ['../../server/src/core/*', '../../server/src/node/*', '../../server/src/lsp/*', '../../server/src/cli/*', '../../../server/src/core/*', '../../../server/src/node/*', '../../../server/src/lsp/*', '../../../server/src/cli/*'], message: 'The client asks the server; it never bundles the core (STYLE §3.2 rule 3).' },
				{ group: ['node:*', ...nodeBuiltins, 'vscode-languageclient/node', './node/*', '../node/*'], message: 'The client runs in the browser too: Node only under client/src/node/.' },
			] }],
		},
	},
);
