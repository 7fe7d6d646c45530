import type { Connection, TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { ILogger } from '../core';
import type { Guard } from './logger';
import type { Projects } from './projects';
import type { ClientFlags, SettingsStore } from './settings';
import type { Validation } from './validation';

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
