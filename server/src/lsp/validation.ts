import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { configErrorText, gitTarget, type CancellationToken, type NoteReport } from '../core';
import { statusNotification, type CheckWorkspaceResponse, type StatusParams } from '../protocol';
import { toDiagnostic, toHeadHint } from './convert';
import type { NoteChecks, ValidationDeps } from './checks';
import type { ServedProject } from './projects';
import { PullDiagnostics } from './pullDiagnostics';
import { PushDiagnostics } from './pushDiagnostics';
import { checkWorkspace } from './workspaceCheck';

const debounceMs = 150;

/**
 * Keeps the diagnostics of notes current, for both fronts: checks a note
 * after an edit or a change of what it cites (debounced, the older check
 * cancelled), hands the report to the push front or asks a pull client to
 * pull (`pulls`), and keeps each note's last report for the status bar.
 */
export class Validation implements NoteChecks {
	/** Last report of each checked note, by URI. */
	readonly reports = new Map<string, NoteReport>();
	readonly #pending = new Map<string, ReturnType<typeof setTimeout>>();
	/** The check in flight for each note; a newer edit cancels it. */
	readonly #running = new Map<string, { isCancellationRequested: boolean }>();
	/** The checks of each note in flight (pushed rechecks and pulls); requests that arrive mid-recheck wait for them. */
	readonly #inFlight = new Map<string, Set<Promise<unknown>>>();
	readonly #ctx: ValidationDeps;
	readonly #push: PushDiagnostics;
	/** The pull front: what a pull client's requests and opened notes go to. */
	readonly pulls: PullDiagnostics;
	#stopped = false;

	constructor(ctx: ValidationDeps) {
		this.#ctx = ctx;
		this.#push = new PushDiagnostics(ctx.connection, ctx.guard, (project, doc, report) => this.diagnosticsOf(project, doc, report));
		this.pulls = new PullDiagnostics(ctx, this, this.#push);
	}

	/** True once the server is shutting down. */
	get stopped(): boolean {
		return this.#stopped;
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
		this.publish(project, doc, report, open !== undefined);
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

	/** Diagnostics of a report, in the document's positions. */
	async diagnosticsOf(project: ServedProject, doc: TextDocument, report: NoteReport): Promise<Diagnostic[]> {
		const out: Diagnostic[] = [];
		for (const r of report.results) {
			const d = toDiagnostic(doc, r, p => this.#ctx.projects.uriOf(project, p));
			// A citation at an older commit whose quoted lines changed at HEAD stays verified, with a hint (docs/specification.md §6).
			const head = !d && gitTarget(r.citation.target) && r.status === 'verified' ? await project.manager.editor.headStanding(r) : undefined;
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
		const notes = new Set(project.manager.index.citers(rel));
		if (project.isNote(rel)) {
			notes.add(rel);
		}
		this.scheduleNotes(project, notes);
	}

	/** A note is gone: its diagnostics and its counts too. */
	forget(uri: string): void {
		this.#push.push(uri, []);
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
		this.#pending.forEach(timer => clearTimeout(timer));
		this.#pending.clear();
		this.pulls.stop();
	}

	/** Removes every published diagnostic (checking was turned off). */
	clearAll(): void {
		this.#cancelPending();
		for (const uri of new Set([...this.reports.keys(), ...this.#push.showing()])) {
			this.#push.push(uri, []);
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
			uri: project.configUri,
			diagnostics: project.loaded.configErrors.map(e => ({
				range: e.range ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
				severity: DiagnosticSeverity.Error, source: 'verbatim', code: 'config', message: configErrorText(e),
			})),
		});
	}

	/** Checks every note of every project (see `checkWorkspace`). */
	checkWorkspace(): Promise<CheckWorkspaceResponse> {
		return checkWorkspace(this.#ctx, this);
	}

	/** Counts for the status bar (`verbatim/status`). */
	sendStatus(checking = false): void {
		const { verified, failing } = this.counts();
		const params: StatusParams = { verified, failing, checking };
		void this.#ctx.connection.sendNotification(statusNotification, params);
	}

	counts(): { citations: number; verified: number; failing: number } {
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
		const report = await this.track(uri, run(token));
		if (this.#running.get(uri) === token) {
			this.#running.delete(uri);
		}
		return token.isCancellationRequested ? undefined : report;
	}

	/** Counts a check of a note as in flight until it settles (see `settled`). */
	async track<T>(uri: string, check: Promise<T>): Promise<T> {
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

	/** A note's new report: an open note in a pull client is pulled again, any other pushed. */
	publish(project: ServedProject, doc: TextDocument, report: NoteReport, open: boolean): void {
		const { connection, client } = this.#ctx;
		if (client.pullDiagnostics && open) {
			void connection.sendRequest('workspace/diagnostic/refresh').catch(() => undefined);
		} else {
			this.#push.publish(project, doc, report, open);
		}
		if (open && client.codeLensRefresh) {
			void connection.sendRequest('workspace/codeLens/refresh').catch(() => undefined);
		}
	}
}
