import type { Connection, TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { ILogger } from '../core';
import type { Projects } from './projects';
import type { SettingsStore } from './settings';
import type { Validation } from './validation';

/** What the client declared at `initialize` that changes how the server talks to it. */
export interface ClientFlags {
	pullDiagnostics: boolean;
	workspaceFolders: boolean;
	codeLensRefresh: boolean;
}

/** Runs a handler, logging a bug and answering `fallback` instead of failing the request. */
export type Guard = <T>(name: string, fallback: T, run: () => Promise<T> | T) => Promise<T>;

/** What every feature is given: the connection, open documents, projects, settings and the shared services. */
export interface ServerContext {
	readonly connection: Connection;
	readonly documents: TextDocuments<TextDocument>;
	readonly projects: Projects;
	readonly settings: SettingsStore;
	readonly logger: ILogger;
	readonly client: ClientFlags;
	readonly guard: Guard;
	readonly validation: Validation;
}
