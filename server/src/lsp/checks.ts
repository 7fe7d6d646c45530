import type { Connection, Diagnostic, TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { NoteReport } from '../core';
import type { Guard } from './logger';
import type { Projects, ServedProject } from './projects';
import type { ClientFlags, SettingsStore } from './settings';

/** What the checks of notes work with: the connection, open documents, projects, settings. */
export interface ValidationDeps {
	readonly connection: Connection;
	readonly documents: TextDocuments<TextDocument>;
	readonly projects: Projects;
	readonly settings: SettingsStore;
	readonly client: ClientFlags;
	readonly guard: Guard;
}

/** The shared part of diagnostics (`Validation`) as the fronts and the workspace check use it. */
export interface NoteChecks {
	/** Last report of each checked note, by URI. */
	readonly reports: Map<string, NoteReport>;
	/** True once the server is shutting down. */
	readonly stopped: boolean;
	/** Counts a check of a note as in flight until it settles. */
	track<T>(uri: string, check: Promise<T>): Promise<T>;
	/** Resolves when no check of the note is in flight. */
	settled(uri: string): Promise<void>;
	/** Resolves when no check of a single note is in flight. */
	foregroundSettled(): Promise<void>;
	diagnosticsOf(project: ServedProject, doc: TextDocument, report: NoteReport): Promise<Diagnostic[]>;
	/** A note's new report: an open note in a pull client is pulled again, any other pushed. */
	publish(project: ServedProject, doc: TextDocument, report: NoteReport, open: boolean): void;
	/** A note is gone: its diagnostics and its counts too. */
	forget(uri: string): void;
	sendStatus(checking?: boolean): void;
	counts(): { citations: number; verified: number; failing: number };
}
