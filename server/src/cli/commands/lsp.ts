import type { Command } from '../command';
import { UsageError } from '../io';

/** `verbatim lsp`: the language server, for any LSP editor. */
export const lsp: Command = {
	name: 'lsp',
	summary: 'run the language server (for any LSP editor)',
	options: {
		stdio: { type: 'boolean', description: 'talk LSP over stdin and stdout', usage: '--stdio' },
		'node-ipc': { type: 'boolean', description: 'talk LSP over Node IPC (when started as a Node child process)', usage: '' },
		socket: { type: 'string', value: 'PORT', description: 'talk LSP over a TCP socket on PORT', usage: '' },
		clientProcessId: { type: 'string', value: 'PID', description: 'exit when the editor with this process id exits', usage: '' },
	},
	description: `
Starts the Verbatim language server: diagnostics for every citation as you
type, hovers, code lenses and quick fixes, one project per workspace folder.
Editors start it themselves; see docs/editors.md.`,
	async run(parsed, io) {
		const { values } = parsed;
		if (!values.stdio && !values['node-ipc'] && values.socket === undefined) {
			// vscode-languageserver reads the transport from the command line; without one it cannot start.
			throw new UsageError('lsp: choose a transport: --stdio, --node-ipc or --socket PORT');
		}
		if (!io.startServer) {
			throw new UsageError('lsp: this build has no language server');
		}
		io.startServer();
		// The server runs until the editor closes the connection; the process exits then.
		return await new Promise<number>(() => undefined);
	},
};
