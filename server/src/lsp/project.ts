import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import picomatch from 'picomatch';
import {
	createChecker, decodeUtf8, defaultConfig, parseProjectConfig,
	type CancellationToken, type Checker, type ConfigError, type ILogger, type NoteReport, type ParsedNote, type ProjectConfig,
} from '../core';
import { findProjectRoot } from '../node/findProjectRoot';
import { listProjectFiles } from '../node/listFiles';
import { NodeWorkspace } from '../node/nodeWorkspace';
import { OverlayWorkspace } from './overlayWorkspace';

/**
 * One project (a workspace folder): its root, rules, checker, and which
 * notes cite which sources, so a changed source rechecks its citers.
 */
export class Project {
	readonly root: string;
	config: ProjectConfig = defaultConfig;
	configErrors: readonly ConfigError[] = [];
	checker!: Checker;
	files: string[] = [];
	readonly disk: NodeWorkspace;
	/** Last report of each checked note. */
	readonly reports = new Map<string, NoteReport>();
	/** note → sources it cites. */
	readonly #cites = new Map<string, Set<string>>();
	readonly #open: (path: string) => string | undefined;
	readonly #logger: ILogger;
	#isNote: (p: string) => boolean = () => false;

	/** `trusted: false` (an untrusted workspace) pins the root to the folder: nothing above it is ever read. */
	constructor(folder: string, open: (absolute: string) => string | undefined, logger: ILogger, trusted = true) {
		this.root = trusted ? findProjectRoot(folder).root : path.resolve(folder);
		// An untrusted workspace never runs Git: its repository config could name commands.
		this.disk = new NodeWorkspace(this.root, { git: trusted });
		this.#open = rel => open(this.disk.toAbsolute(rel));
		this.#logger = logger;
	}

	get configFile(): string {
		return path.join(this.root, 'verbatim.json');
	}

	/** (Re)reads `verbatim.json` and the file list, builds a fresh checker and the citation index. */
	async load(): Promise<void> {
		this.config = defaultConfig;
		this.configErrors = [];
		if (existsSync(this.configFile)) {
			const parsed = parseProjectConfig(readFileSync(this.configFile, 'utf8'));
			if (parsed.errors) {
				this.configErrors = parsed.errors;
				this.#logger.log('warn', 'config.invalid', { root: this.root, errors: parsed.errors.length });
			} else {
				this.config = parsed.config;
			}
		}
		const include = picomatch(this.config.include as string[]);
		const exclude = this.config.exclude.length ? picomatch(this.config.exclude as string[], { dot: true }) : () => false;
		this.#isNote = p => include(p) && !exclude(p);
		this.checker = createChecker({ workspace: new OverlayWorkspace(this.disk, this.#open), config: this.config, logger: this.#logger });
		this.files = await listProjectFiles(this.root);
		this.reports.clear();
		this.#cites.clear();
		for (const note of this.notes()) {
			const text = await this.text(note);
			if (text !== undefined) {
				this.#index(note, text);
			}
		}
		this.#publishSources();
		this.#logger.log('info', 'project.loaded', { root: this.root, files: this.files.length, notes: this.notes().length });
	}

	notes(): string[] {
		return this.files.filter(this.#isNote);
	}

	isNote(rel: string): boolean {
		return this.#isNote(rel);
	}

	/** The note's text: the open buffer, else the file. */
	async text(rel: string): Promise<string | undefined> {
		const open = this.#open(rel);
		if (open !== undefined) {
			return open;
		}
		const read = await this.disk.readFile(rel, this.config.maxSourceBytes);
		return read.kind === 'ok' ? decodeUtf8(read.bytes) : undefined;
	}

	/** Records what a note cites; returns its parse, so a check need not parse it again. */
	#index(note: string, text: string): ParsedNote {
		const parsed = this.checker.parse(note, text);
		const cited = new Set<string>();
		for (const c of parsed.citations) {
			if (c.target?.kind === 'local') {
				cited.add(c.target.path);
			}
		}
		this.#cites.set(note, cited);
		return parsed;
	}

	#publishSources(): void {
		const all = new Set<string>();
		for (const s of this.#cites.values()) {
			for (const p of s) {
				all.add(p);
			}
		}
		this.checker.setCitedSources(all);
		this.checker.setProjectFiles(this.files);
	}

	/** Checks a note, updating the index of what it cites. */
	async check(note: string, text: string, token: CancellationToken): Promise<NoteReport | undefined> {
		const before = this.#cites.get(note);
		const parsed = this.#index(note, text);
		const after = this.#cites.get(note)!;
		if (!before || before.size !== after.size || [...after].some(p => !before.has(p))) {
			this.#publishSources();
		}
		const report = await this.checker.checkNote(note, text, token, parsed);
		if (report) {
			this.reports.set(note, report);
		}
		return report;
	}

	/** Notes citing a source. */
	citers(source: string): string[] {
		return [...this.#cites].filter(([, s]) => s.has(source)).map(([n]) => n);
	}

	/** A file changed: forget what was read of it. */
	changed(rel: string): void {
		this.checker.invalidate(rel);
	}

	fileAdded(rel: string): void {
		if (!this.files.includes(rel)) {
			this.files.push(rel);
			this.checker.setProjectFiles(this.files);
		}
	}

	fileRemoved(rel: string): void {
		this.files = this.files.filter(f => f !== rel);
		this.#cites.delete(rel);
		this.reports.delete(rel);
		this.checker.invalidate(rel);
		this.#publishSources();
	}
}
