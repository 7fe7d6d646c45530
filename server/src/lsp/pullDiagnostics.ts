import type { Diagnostic, TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { noopToken, type CancellationToken } from '../core';
import type { Guard } from './logger';
import type { Projects, ServedProject } from './projects';
import type { PushDiagnostics } from './pushDiagnostics';
import type { ClientFlags, SettingsStore } from './settings';
import type { NoteChecks } from './checks';

/** How long a note opened in a pull client keeps its pushed findings when no pull is answered. */
const unpulledMs = 5000;

/** What the pull front works with. */
export interface PullDeps {
	readonly documents: TextDocuments<TextDocument>;
	readonly projects: Projects;
	readonly settings: SettingsStore;
	readonly client: ClientFlags;
	readonly guard: Guard;
}

/**
 * The pull front: answers a client's pulls for open notes. Such a client
 * keeps pushed and pulled diagnostics apart and shows both, so a note
 * opens with pushed findings that are withdrawn once its first pull is
 * answered (see `opened`).
 */
export class PullDiagnostics {
	/** Open notes still showing pushed findings, until their first pull is answered. */
	readonly #unpulled = new Map<string, ReturnType<typeof setTimeout>>();
	/** Open notes whose first pull since they opened was answered. */
	readonly #answered = new Set<string>();

	constructor(
		private readonly deps: PullDeps,
		private readonly checks: NoteChecks,
		private readonly pushed: PushDiagnostics,
	) {}

	/**
	 * Answers a pull: checks the open note's buffer as it is now with the
	 * request's token; undefined when the request was cancelled (the caller
	 * tells the client to pull again).
	 */
	async pull(project: ServedProject, rel: string, doc: TextDocument, token: CancellationToken): Promise<Diagnostic[] | undefined> {
		// The check made when the note opened (see `opened`) leaves its results memoised: wait for it rather than repeat it.
		await this.checks.settled(doc.uri);
		const report = await this.checks.track(doc.uri, project.manager.checkNote(rel, doc.getText(), token));
		if (!report || token.isCancellationRequested) {
			return undefined;
		}
		this.checks.reports.set(doc.uri, report);
		this.checks.sendStatus();
		this.#answered.add(doc.uri);
		if (this.#unpulled.has(doc.uri)) {
			// After this answer is written: the client never shows the note without its findings.
			void this.deps.projects.host.nextTurn().then(() => this.#withdraw(doc.uri));
		}
		return await this.checks.diagnosticsOf(project, doc, report);
	}

	/**
	 * A note was opened. A pull client pulls its diagnostics from now on and
	 * shows pushed ones beside them, never updated. vscode-languageclient
	 * sends its first pull only once the note's tab is known, which on a busy
	 * start-up is hundreds of milliseconds later; so the note opens with pushed
	 * findings (those of the workspace check, or of a check made now) that
	 * are withdrawn once the first pull is answered (docs/decisions.md).
	 */
	opened(uri: string): void {
		if (!this.deps.client.pullDiagnostics) {
			return;
		}
		this.#answered.delete(uri);
		if (this.pushed.shows(uri)) {
			this.#holdUntilPulled(uri);
		} else {
			void this.deps.guard('pushOnOpen', undefined, () => this.#pushOnOpen(uri));
		}
	}

	/** No note waits for its first pull any more (checking stopped or was turned off). */
	stop(): void {
		this.#unpulled.forEach(timer => clearTimeout(timer));
		this.#unpulled.clear();
	}

	/** Checks a note just opened in a pull client and pushes its findings, unless its first pull was answered meanwhile. */
	async #pushOnOpen(uri: string): Promise<void> {
		const { projects, settings, documents } = this.deps;
		const at = await projects.openNote(uri);
		if (!at || !settings.current.enable || !at.project.isNote(at.rel)) {
			return;
		}
		const version = at.doc.version;
		const report = await this.checks.track(uri, at.project.manager.checkNote(at.rel, at.doc.getText(), noopToken));
		const doc = documents.get(uri);
		if (!report || !doc || doc.version !== version || this.#answered.has(uri) || this.checks.stopped || !settings.current.enable) {
			return;
		}
		const diagnostics = await this.checks.diagnosticsOf(at.project, doc, report);
		if (diagnostics.length && documents.get(uri)?.version === version) {
			this.pushed.push(uri, diagnostics, version);
			this.#holdUntilPulled(uri);
		}
	}

	/** Keeps a note's pushed findings until its first pull is answered; a client that never pulls must not keep them for good. */
	#holdUntilPulled(uri: string): void {
		clearTimeout(this.#unpulled.get(uri));
		this.#unpulled.set(uri, setTimeout(() => this.#withdraw(uri), unpulledMs));
	}

	/** Withdraws what was pushed for a note that is still open in a pull client. */
	#withdraw(uri: string): void {
		clearTimeout(this.#unpulled.get(uri));
		this.#unpulled.delete(uri);
		if (this.pushed.shows(uri) && this.deps.documents.get(uri)) {
			this.pushed.push(uri, []);
		}
	}
}
