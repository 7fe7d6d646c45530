import type { ChildProcess } from 'node:child_process';
import type * as vscode from 'vscode';
import { IPCMessageReader, IPCMessageWriter, LanguageClient, type MessageTransports, type Middleware } from 'vscode-languageclient/node';
import { clientOptions } from '../clientOptions';
import { forkServer, serverLaunch } from './serverProcess';

export interface ClientStart {
	/** The server process forked when the extension activated: the first start uses it, a restart forks a new one. */
	readonly early?: ChildProcess;
	/** Told of each server process, so the extension can end any that outlives the client. */
	readonly processes: Set<ChildProcess>;
	readonly middleware?: Middleware;
}

/** The language client for the bundled server (dist/serverBoot.js → dist/server.js), over IPC. */
export function createClient(context: vscode.ExtensionContext, outputChannel: vscode.OutputChannel, start: ClientStart): LanguageClient {
	const launch = serverLaunch(context);
	const { processes, middleware } = start;
	let pending = start.early;
	const serverOptions = (): Promise<MessageTransports> => {
		const child = pending && pending.exitCode === null && pending.signalCode === null ? pending : forkServer(launch);
		pending = undefined;
		processes.add(child);
		child.once('exit', () => processes.delete(child));
		for (const stream of [child.stdout, child.stderr]) {
			stream?.on('data', (data: Buffer) => outputChannel.append(data.toString('utf8')));
		}
		return Promise.resolve({ reader: new IPCMessageReader(child), writer: new IPCMessageWriter(child), detached: false });
	};
	return new LanguageClient('verbatim', 'Verbatim', serverOptions, clientOptions([{ scheme: 'file', language: 'markdown' }], outputChannel, middleware));
}
