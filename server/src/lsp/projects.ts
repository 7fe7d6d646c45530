import type { TextDocuments } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { createChecker, mayCiteBytes, type Checker, type ILogger } from '../core';
import type { Grants, HostProject, ProjectFiles, ProjectHost } from './host';
import { OverlayWorkspace } from './overlayWorkspace';

/** The longest the server reads or indexes notes without letting other work run. */
const sliceMs = 10;

/** What background work also awaits at each pause, after a turn of the event loop: the server waits there for open notes' checks. */
export type Pause = () => Promise<void>;

const noWait: Pause = () => Promise.resolve();

/** Pauses a long loop every `sliceMs`, so replies already made go out and requests are answered meanwhile. */
class Slices {
	#start = performance.now();
	constructor(private readonly pause: Pause, private readonly nextTurn: () => Promise<void>) {}

	async tick(): Promise<void> {
		if (performance.now() - this.#start > sliceMs) {
			await this.nextTurn();
			await this.pause();
			this.#start = performance.now();
		}
	}
}

/**
 * One workspace folder's project as the server serves it: its files as the
 * host reaches them (the disk, or the editor's file system in the browser),
 * what was loaded, and the core's manager that owns the project's check state.
 */
export class ServedProject {
	readonly root: string;
	readonly host: HostProject;
	loaded!: ProjectFiles;
	manager!: Checker;
	readonly #open: (rel: string) => string | undefined;
	readonly #logger: ILogger;
	readonly #grants: () => Grants;
	readonly #nextTurn: () => Promise<void>;

	constructor(host: HostProject, open: (uri: string) => string | undefined, logger: ILogger, grants: () => Grants = () => ({}), nextTurn: () => Promise<void> = () => Promise.resolve()) {
		this.host = host;
		this.root = host.root;
		this.#grants = grants;
		this.#open = rel => open(host.uriOf(rel));
		this.#logger = logger;
		this.#nextTurn = nextTurn;
	}

	/** The URI of the project's `verbatim.json`. */
	get configUri(): string {
		return this.host.uriOf('verbatim.json');
	}

	/** (Re)loads `verbatim.json` and the file list, with a fresh manager that indexes every note. */
	async load(): Promise<void> {
		await this.open();
		await this.indexNotes();
	}

	/** Reads `verbatim.json` and the file list and makes a fresh manager: enough to check an open note. */
	async open(): Promise<void> {
		this.loaded = await this.host.load(this.#grants());
		if (this.loaded.configErrors.length) {
			this.#logger.log('warn', 'config.invalid', { root: this.root, errors: this.loaded.configErrors.length });
		}
		this.manager = createChecker({ workspace: new OverlayWorkspace(this.host.workspace, this.#open), config: this.loaded.config, logger: this.#logger });
		this.manager.index.setProjectFiles(this.loaded.files);
		this.#logger.log('info', 'project.loaded', { root: this.root, files: this.loaded.files.length, notes: this.notes().length });
	}

	/** Indexes what every note cites: the known sources for `misattributed`, and which notes a changed source rechecks. */
	async indexNotes(pause: Pause = noWait): Promise<void> {
		const slices = new Slices(pause, this.#nextTurn);
		for (const { rel, text } of await this.citingNotes(this.notes(), pause)) {
			await slices.tick();
			this.manager.index.updateNote(rel, text);
		}
		this.#logger.log('info', 'project.indexed', { root: this.root, notes: this.notes().length });
	}

	notes(): string[] {
		return this.manager.index.files.filter(f => this.loaded.isNote(f));
	}

	isNote(rel: string): boolean {
		return this.loaded.isNote(rel);
	}

	/** The note's text: the open buffer, else the file. */
	async text(rel: string): Promise<string | undefined> {
		const open = this.#open(rel);
		if (open !== undefined) {
			return open;
		}
		const read = await this.host.readNote(rel, this.loaded.config.maxSourceBytes, () => true);
		return 'text' in read ? read.text : undefined;
	}

	/**
	 * The notes that may cite, with their text (the open buffer, else the
	 * file). A file is tested for citations on its bytes before it is decoded,
	 * so a workspace of notes that cite nothing costs little more than reading
	 * it (see `readListedNote`).
	 */
	async citingNotes(notes: readonly string[], pause: Pause = noWait): Promise<{ rel: string; text: string }[]> {
		const out: { rel: string; text: string }[] = [];
		const read = this.citingText(pause);
		for (const rel of notes) {
			const text = await read(rel);
			if (text !== undefined) {
				out.push({ rel, text });
			}
		}
		return out;
	}

	/** Reads notes one by one (see `citingNotes`): a note's text when it may cite, else undefined. */
	citingText(pause: Pause = noWait): (rel: string) => Promise<string | undefined> {
		// The reads are synchronous (fastest in a batch): pause now and then, so replies already made
		// (the first diagnostics) go out and requests are answered while a large workspace is read.
		const slices = new Slices(pause, this.#nextTurn);
		return async rel => {
			await slices.tick();
			const open = this.#open(rel);
			const read = open === undefined ? await this.host.readNote(rel, this.loaded.config.maxSourceBytes, mayCiteBytes) : { text: open };
			return 'text' in read ? read.text : undefined;
		};
	}

	fileAdded(rel: string): void {
		if (!this.manager.index.files.includes(rel)) {
			this.manager.index.setProjectFiles([...this.manager.index.files, rel]);
		}
	}

	fileRemoved(rel: string): void {
		this.manager.index.setProjectFiles(this.manager.index.files.filter(f => f !== rel));
		this.manager.index.removeNote(rel);
		this.manager.sourceChanged(rel);
	}
}

/** A note of a project: root-relative path and the URI the editor knows it by. */
export interface ProjectFile {
	readonly project: ServedProject;
	readonly rel: string;
}

/** The projects of the workspace folders, and the mapping between URIs and project files. */
export class Projects {
	all: ServedProject[] = [];
	folders: string[] = [];
	trusted = true;
	/** Clones the user grants (`verbatim.repositories`, `VERBATIM_REPOSITORIES`), read wherever they are. */
	grants: Grants = {};
	readonly host: ProjectHost;
	readonly #documents: TextDocuments<TextDocument>;
	readonly #logger: ILogger;
	/** Settles when the latest load is done; requests that arrive meanwhile wait for it. */
	#loading: Promise<void>;
	#firstLoad!: () => void;
	/** Settles when the latest index of every note is done (`indexAll` after `load`). */
	#indexing: Promise<void> = Promise.resolve();
	#indexDone: () => void = () => undefined;

	constructor(documents: TextDocuments<TextDocument>, logger: ILogger, host: ProjectHost) {
		this.#documents = documents;
		this.#logger = logger;
		this.host = host;
		this.#loading = new Promise(resolve => {
			this.#firstLoad = resolve;
		});
	}

	/**
	 * Builds one project per folder and reads its rules and file list; requests
	 * are answered from then on. Indexing the notes (`indexAll`) comes after,
	 * so the note the writer opened is checked first. A folder that cannot be
	 * loaded is logged and left out, never blocking the others.
	 */
	load(): Promise<void> {
		const open = (uri: string): string | undefined => this.#documents.get(uri)?.getText();
		this.#indexing = new Promise(resolve => {
			this.#indexDone = resolve;
		});
		const loading = (async () => {
			const next: ServedProject[] = [];
			for (const [k, folder] of this.folders.entries()) {
				try {
					const project = new ServedProject(this.host.open(folder, this.trusted), open, this.#logger, () => this.grants, () => this.host.nextTurn());
					await project.open();
					next.push(project);
				} catch (e) {
					this.#logger.log('error', 'project.failed', { folder: k, error: (e as Error)?.name ?? 'Error', code: (e as NodeJS.ErrnoException)?.code });
				}
			}
			this.all.forEach(p => p.host.dispose());
			this.all = next;
		})();
		this.#loading = loading.finally(this.#firstLoad);
		return loading;
	}

	/** Takes the user's grants; true when they differ from those the projects were loaded with. */
	setGrants(grants: Grants): boolean {
		const same = JSON.stringify(grants) === JSON.stringify(this.grants);
		this.grants = grants;
		return !same;
	}

	/** Indexes the notes of every project (see `ServedProject.indexNotes`). */
	async indexAll(pause?: Pause): Promise<void> {
		try {
			for (const p of this.all) {
				await p.indexNotes(pause).catch((e: unknown) => this.#logger.log('error', 'project.indexFailed', { error: (e as Error)?.name ?? 'Error' }));
			}
		} finally {
			this.#indexDone();
		}
	}

	/** Resolves once the projects are loaded and their notes indexed: for requests that need to know who cites what. */
	async indexed(): Promise<void> {
		await this.ready();
		await this.#indexing;
	}

	/** Resolves once the projects are loaded. */
	ready(): Promise<void> {
		return this.#loading.catch(() => undefined);
	}

	/** The project holding a URI (the deepest root), and the root-relative path. */
	locate(uri: string): ProjectFile | undefined {
		const candidates = this.all.map(p => ({ project: p, rel: p.host.relativeOf(uri) })).filter(c => c.rel !== undefined);
		candidates.sort((a, b) => b.project.root.length - a.project.root.length);
		const best = candidates[0];
		return best ? { project: best.project, rel: best.rel! } : undefined;
	}

	uriOf(project: ServedProject, rel: string): string {
		return project.host.uriOf(rel);
	}

	/** An open note's project, root-relative path and buffer, once projects are loaded: what every document handler starts from. */
	async openNote(uri: string): Promise<(ProjectFile & { doc: TextDocument }) | undefined> {
		await this.ready();
		const at = this.locate(uri);
		const doc = this.#documents.get(uri);
		return at && doc ? { ...at, doc } : undefined;
	}

	/** A note's document: the open buffer, else the file on disk. */
	async docFor(project: ServedProject, rel: string): Promise<TextDocument | undefined> {
		const uri = this.uriOf(project, rel);
		const open = this.#documents.get(uri);
		if (open) {
			return open;
		}
		const text = await project.text(rel);
		return text === undefined ? undefined : TextDocument.create(uri, 'markdown', 0, text);
	}
}
