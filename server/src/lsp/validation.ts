import { DiagnosticSeverity, type Connection, type Diagnostic, type TextDocuments } from 'vscode-languageserver';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { gitTarget, noopToken, type CancellationToken, type NoteReport } from '../core';
import { statusNotification, type CheckWorkspaceResponse, type StatusParams } from '../protocol';
import { toDiagnostic, toHeadHint } from './convert';
import type { Guard } from './logger';
import type { Projects, ServedProject } from './projects';
import type { ClientFlags, SettingsStore } from './settings';

/** What validation works with: the connection, open documents, projects, settings. */
export interface ValidationDeps {
	readonly connection: Connection;
	readonly documents: TextDocuments<TextDocument>;
	readonly projects: Projects;
	readonly settings: SettingsStore;
	readonly client: ClientFlags;
	readonly guard: Guard;
}

const debounceMs = 150;
/** How long a note opened in a pull client keeps its pushed findings when no pull is answered. */
const unpulledMs = 5000;

/**
 * Keeps the diagnostics of notes current: checks a note after an edit or a
 * change of what it cites, publishes (or asks a pull client to pull), and
 * keeps each note's last report for the status bar.
 */
export class Validation {
	/** Last report of each checked note, by URI. */
	readonly reports = new Map<string, NoteReport>();
	readonly #pending = new Map<string, ReturnType<typeof setTimeout>>();
	/** The check in flight for each note; a newer edit cancels it. */
	readonly #running = new Map<string, { isCancellationRequested: boolean }>();
	/** The checks of each note in flight (pushed rechecks and pulls); requests that arrive mid-recheck wait for them. */
	readonly #inFlight = new Map<string, Set<Promise<unknown>>>();
	/**
	 * Notes whose last pushed diagnostics were not empty. A pull client keeps
	 * pushed and pulled diagnostics apart and shows both, so a note pushed
	 * while closed must be withdrawn when it opens (see `opened`).
	 */
	readonly #pushed = new Set<string>();
	/** The latest publish of each note, so an older one that finished later is dropped. */
	readonly #published = new Map<string, number>();
	/** Open notes still showing pushed findings, until their first pull is answered. */
	readonly #unpulled = new Map<string, ReturnType<typeof setTimeout>>();
	/** Open notes whose first pull since they opened was answered. */
	readonly #answered = new Set<string>();
	readonly #ctx: ValidationDeps;
	#stopped = false;

	constructor(ctx: ValidationDeps) {
		this.#ctx = ctx;
	}

	/** Checks a note and pushes its diagnostics (or asks a pull client to pull). */
	async validate(project: ServedProject, rel: string): Promise<void> {
		const { documents, projects, settings } = this.#ctx;
		const doc = !this.#stopped && settings.current.enable && project.isNote(rel) ? await projects.docFor(project, rel) : undefined;
		if (!doc) {
			return;
		}
		const uri = doc.uri;
		const version = doc.version;
		const wasOpen = documents.get(uri) === doc;
		const report = await this.#checkLatest(uri, token => project.manager.checkNote(rel, doc.getText(), token));
		const open = documents.get(uri);
		// A newer edit, or the note's opening or closing, arrived while checking (each checks again), or checking was turned off meanwhile.
		const stale = wasOpen ? open?.version !== version : open !== undefined;
		if (!report || stale || !settings.current.enable || this.#stopped) {
			return;
		}
		this.reports.set(uri, report);
		this.#publish(project, doc, report, open !== undefined);
		this.sendStatus();
	}

	/**
	 * Resolves when no check of a single note is in flight (pulls, rechecks
	 * after an edit): background work (indexing, the workspace check) waits
	 * for this at each pause, so the note the writer opened is answered first.
	 */
	async foregroundSettled(): Promise<void> {
		const running = (): Promise<unknown>[] => [...this.#inFlight.values()].flatMap(set => [...set]);
		for (let all = running(); all.length; all = running()) {
			await Promise.allSettled(all);
		}
	}

	/** Resolves when no check of the note is in flight (at once when none is). */
	async settled(uri: string): Promise<void> {
		for (let running = this.#inFlight.get(uri); running; running = this.#inFlight.get(uri)) {
			await Promise.allSettled([...running]);
		}
	}

	/**
	 * Answers a pull: checks the open note's buffer as it is now with the
	 * request's token; undefined when the request was cancelled (the caller
	 * tells the client to pull again).
	 */
	async pull(project: ServedProject, rel: string, doc: TextDocument, token: CancellationToken): Promise<Diagnostic[] | undefined> {
		// The check made when the note opened (see `opened`) leaves its results memoised: wait for it rather than repeat it.
		await this.settled(doc.uri);
		const report = await this.#track(doc.uri, project.manager.checkNote(rel, doc.getText(), token));
		if (!report || token.isCancellationRequested) {
			return undefined;
		}
		this.reports.set(doc.uri, report);
		this.sendStatus();
		this.#answered.add(doc.uri);
		if (this.#unpulled.has(doc.uri)) {
			// After this answer is written: the client never shows the note without its findings.
			setImmediate(() => this.#withdraw(doc.uri));
		}
		return await this.diagnosticsOf(project, doc, report);
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
		if (!this.#ctx.client.pullDiagnostics) {
			return;
		}
		this.#answered.delete(uri);
		if (this.#pushed.has(uri)) {
			this.#holdUntilPulled(uri);
		} else {
			void this.#ctx.guard('pushOnOpen', undefined, () => this.#pushOnOpen(uri));
		}
	}

	/** Checks a note just opened in a pull client and pushes its findings, unless its first pull was answered meanwhile. */
	async #pushOnOpen(uri: string): Promise<void> {
		const at = await this.#ctx.projects.openNote(uri);
		if (!at || !this.#ctx.settings.current.enable || !at.project.isNote(at.rel)) {
			return;
		}
		const version = at.doc.version;
		const report = await this.#track(uri, at.project.manager.checkNote(at.rel, at.doc.getText(), noopToken));
		const doc = this.#ctx.documents.get(uri);
		if (!report || !doc || doc.version !== version || this.#answered.has(uri) || this.#stopped || !this.#ctx.settings.current.enable) {
			return;
		}
		const diagnostics = await this.diagnosticsOf(at.project, doc, report);
		if (diagnostics.length && this.#ctx.documents.get(uri)?.version === version) {
			this.#push(uri, diagnostics, version);
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
		if (this.#pushed.has(uri) && this.#ctx.documents.get(uri)) {
			this.#push(uri, []);
		}
	}

	/** Diagnostics of a report, in the document's positions. */
	async diagnosticsOf(project: ServedProject, doc: TextDocument, report: NoteReport): Promise<Diagnostic[]> {
		const out: Diagnostic[] = [];
		for (const r of report.results) {
			const d = toDiagnostic(doc, r, p => this.#ctx.projects.uriOf(project, p));
			// A citation at an older commit whose quoted lines changed at HEAD stays verified, with a hint (docs/specification.md §6).
			const head = !d && gitTarget(r.citation.target) && r.status === 'verified' ? await project.manager.headStanding(r) : undefined;
			const hint = head?.changed ? toHeadHint(doc, r, head) : d;
			if (hint) {
				out.push(hint);
			}
		}
		return out;
	}

	/** Checks a note after a short pause; a newer request for it replaces this one. */
	schedule(project: ServedProject, rel: string): void {
		if (this.#stopped) {
			return;
		}
		const uri = this.#ctx.projects.uriOf(project, rel);
		clearTimeout(this.#pending.get(uri));
		this.#pending.set(uri, setTimeout(() => {
			this.#pending.delete(uri);
			void this.#ctx.guard('validate', undefined, () => this.validate(project, rel));
		}, debounceMs));
	}

	/** Schedules notes that are open, or all of them when the whole workspace is validated. */
	scheduleNotes(project: ServedProject, notes: Iterable<string>): void {
		for (const note of notes) {
			if (this.#ctx.settings.current.validate.workspace || this.#ctx.documents.get(this.#ctx.projects.uriOf(project, note))) {
				this.schedule(project, note);
			}
		}
	}

	/** A file changed: forget what was read of it; recheck it if it is a note, and every note citing it. */
	fileChanged(project: ServedProject, rel: string): void {
		project.manager.sourceChanged(rel);
		const notes = new Set(project.manager.citers(rel));
		if (project.isNote(rel)) {
			notes.add(rel);
		}
		this.scheduleNotes(project, notes);
	}

	/** A note is gone: its diagnostics and its counts too. */
	forget(uri: string): void {
		this.#push(uri, []);
		if (this.reports.delete(uri)) {
			this.sendStatus();
		}
	}

	/** The server is shutting down: no check starts any more. */
	stop(): void {
		this.#stopped = true;
		this.#cancelPending();
	}

	#cancelPending(): void {
		for (const timer of [...this.#pending.values(), ...this.#unpulled.values()]) {
			clearTimeout(timer);
		}
		this.#pending.clear();
		this.#unpulled.clear();
	}

	/** Removes every published diagnostic (checking was turned off). */
	clearAll(): void {
		this.#cancelPending();
		for (const uri of new Set([...this.reports.keys(), ...this.#pushed])) {
			this.#push(uri, []);
		}
		this.reports.clear();
		if (this.#ctx.client.pullDiagnostics) {
			void this.#ctx.connection.sendRequest('workspace/diagnostic/refresh').catch(() => undefined);
		}
		this.sendStatus();
	}

	/** Publishes a project's `verbatim.json` problems on that file. */
	reportConfigErrors(project: ServedProject): void {
		void this.#ctx.connection.sendDiagnostics({
			uri: pathToFileURL(project.configFile).toString(),
			diagnostics: project.loaded.configErrors.map(e => ({
				range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
				severity: DiagnosticSeverity.Error, source: 'verbatim', code: 'config', message: `${e.key}: ${e.message}`,
			})),
		});
	}

	/**
	 * Checks every note of every project in one batch per project (citations
	 * grouped by cited source, one search of the other sources for
	 * `misattributed`), with progress; counts for the command. Only notes that
	 * may cite are read whole; a note that no longer cites loses its diagnostics.
	 */
	async checkWorkspace(): Promise<CheckWorkspaceResponse> {
		const { connection, projects } = this.#ctx;
		await projects.ready();
		const total = projects.all.reduce((n, p) => n + p.notes().length, 0);
		// Checking does not wait for the client to create the progress bar: on a busy start-up that round trip delayed the first findings.
		let progress: Awaited<ReturnType<Connection['window']['createWorkDoneProgress']>> | undefined;
		const created = connection.window.createWorkDoneProgress().then(p => {
			progress = p;
			p.begin('Verbatim: checking citations', 0, `${total} notes`, true);
		});
		const token: CancellationToken = { get isCancellationRequested() { return progress?.token.isCancellationRequested ?? false; } };
		this.sendStatus(true);
		for (const [k, project] of projects.all.entries()) {
			if (token.isCancellationRequested || this.#stopped) {
				break;
			}
			await this.#ctx.guard('checkWorkspace', undefined, () => this.#checkProject(project, token));
			progress?.report(Math.round((100 * (k + 1)) / projects.all.length));
		}
		await created;
		progress?.done();
		this.sendStatus(false);
		const counts = this.#counts();
		return { notes: total, citations: counts.citations, verified: counts.verified, failing: counts.failing };
	}

	async #checkProject(project: ServedProject, token: CancellationToken): Promise<void> {
		const { projects, documents, settings } = this.#ctx;
		if (!settings.current.enable) {
			return;
		}
		const citing = await project.citingNotes(project.notes(), () => this.foregroundSettled());
		await this.foregroundSettled();
		const reports = await project.manager.checkNotes(citing.map(n => ({ path: n.rel, text: n.text })), token);
		if (!reports) {
			return;
		}
		const checked = new Set<string>();
		for (const [n, report] of reports.entries()) {
			const { rel, text } = citing[n]!;
			const uri = projects.uriOf(project, rel);
			checked.add(uri);
			const open = documents.get(uri);
			if (report.results.length === 0 && !this.reports.has(uri)) {
				continue;
			}
			this.reports.set(uri, report);
			this.#publish(project, open ?? TextDocument.create(uri, 'markdown', 0, text), report, open !== undefined);
		}
		for (const uri of [...this.reports.keys()]) {
			if (!checked.has(uri) && projects.locate(uri)?.project === project && project.isNote(projects.locate(uri)!.rel)) {
				this.forget(uri);
			}
		}
	}

	/** Counts for the status bar (`verbatim/status`). */
	sendStatus(checking = false): void {
		const { verified, failing } = this.#counts();
		const params: StatusParams = { verified, failing, checking };
		void this.#ctx.connection.sendNotification(statusNotification, params);
	}

	#counts(): { citations: number; verified: number; failing: number } {
		const results = [...this.reports.values()].flatMap(r => r.results);
		return {
			citations: results.length,
			verified: results.filter(r => r.status === 'verified').length,
			failing: results.filter(r => r.status !== 'verified' && (r.severity === 'error' || r.severity === 'warning')).length,
		};
	}

	/** Runs a check of a note, cancelling the one in flight for it. */
	async #checkLatest(uri: string, run: (token: CancellationToken) => Promise<NoteReport | undefined>): Promise<NoteReport | undefined> {
		const token = { isCancellationRequested: false };
		const previous = this.#running.get(uri);
		if (previous) {
			previous.isCancellationRequested = true;
		}
		this.#running.set(uri, token);
		const report = await this.#track(uri, run(token));
		if (this.#running.get(uri) === token) {
			this.#running.delete(uri);
		}
		return token.isCancellationRequested ? undefined : report;
	}

	/** Counts a check of a note as in flight until it settles (see `settled`). */
	async #track<T>(uri: string, check: Promise<T>): Promise<T> {
		const done = check.catch(() => undefined);
		const running = this.#inFlight.get(uri) ?? new Set();
		this.#inFlight.set(uri, running.add(done));
		try {
			return await check;
		} finally {
			running.delete(done);
			if (running.size === 0 && this.#inFlight.get(uri) === running) {
				this.#inFlight.delete(uri);
			}
		}
	}

	#push(uri: string, diagnostics: Diagnostic[], version?: number): void {
		if (diagnostics.length) {
			this.#pushed.add(uri);
		} else {
			this.#pushed.delete(uri);
		}
		void this.#ctx.connection.sendDiagnostics({ uri, version, diagnostics });
	}

	#publish(project: ServedProject, doc: TextDocument, report: NoteReport, open: boolean): void {
		const { connection, client } = this.#ctx;
		if (client.pullDiagnostics && open) {
			void connection.sendRequest('workspace/diagnostic/refresh').catch(() => undefined);
		} else {
			// The hints read Git: a later publish of the same note may finish first, and then this one is stale.
			const sequence = (this.#published.get(doc.uri) ?? 0) + 1;
			this.#published.set(doc.uri, sequence);
			void this.#ctx.guard('publish', undefined, async () => {
				const diagnostics = await this.diagnosticsOf(project, doc, report);
				if (this.#published.get(doc.uri) === sequence) {
					this.#push(doc.uri, diagnostics, open ? doc.version : undefined);
				}
			});
		}
		if (open && client.codeLensRefresh) {
			void connection.sendRequest('workspace/codeLens/refresh').catch(() => undefined);
		}
	}
}
