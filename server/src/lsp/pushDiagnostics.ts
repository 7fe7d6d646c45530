import type { Connection, Diagnostic } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { NoteReport } from '../core';
import type { Guard } from './logger';
import type { ServedProject } from './projects';

/** Diagnostics of a report in the document's positions (`Validation.diagnosticsOf`). */
export type DiagnosticsOf = (project: ServedProject, doc: TextDocument, report: NoteReport) => Promise<Diagnostic[]>;

/**
 * The push front: sends each note's diagnostics as checks finish. A push
 * client hears every note this way; a pull client hears closed notes (the
 * workspace check) this way, and pulls the open ones.
 */
export class PushDiagnostics {
	/** Notes whose last pushed diagnostics were not empty. */
	readonly #pushed = new Set<string>();
	/** The latest publish of each note, so an older one that finished later is dropped. */
	readonly #published = new Map<string, number>();

	constructor(
		private readonly connection: Connection,
		private readonly guard: Guard,
		private readonly diagnosticsOf: DiagnosticsOf,
	) {}

	/** Publishes a report's diagnostics; `open` tags them with the buffer's version. */
	publish(project: ServedProject, doc: TextDocument, report: NoteReport, open: boolean): void {
		// The hints read Git: a later publish of the same note may finish first, and then this one is stale.
		const sequence = (this.#published.get(doc.uri) ?? 0) + 1;
		this.#published.set(doc.uri, sequence);
		void this.guard('publish', undefined, async () => {
			const diagnostics = await this.diagnosticsOf(project, doc, report);
			if (this.#published.get(doc.uri) === sequence) {
				this.push(doc.uri, diagnostics, open ? doc.version : undefined);
			}
		});
	}

	/** Sends a note's diagnostics; an empty list withdraws them. */
	push(uri: string, diagnostics: Diagnostic[], version?: number): void {
		if (diagnostics.length) {
			this.#pushed.add(uri);
		} else {
			this.#pushed.delete(uri);
		}
		void this.connection.sendDiagnostics({ uri, version, diagnostics });
	}

	/** True while a note shows pushed findings. */
	shows(uri: string): boolean {
		return this.#pushed.has(uri);
	}

	/** Every note showing pushed findings. */
	showing(): string[] {
		return [...this.#pushed];
	}
}
