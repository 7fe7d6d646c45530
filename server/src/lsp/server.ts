import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
	CodeActionKind, CompletionItemKind, DiagnosticSeverity, FileChangeType, TextDocumentSyncKind, TextDocuments,
	type CodeAction, type CodeLens, type CompletionItem, type Connection, type Diagnostic, type DocumentLink,
	type Hover, type InitializeResult, type Location, type WorkspaceEdit,
} from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import {
	LineIndex, noopToken, renameEdits, wordDiff,
	type CitationResult, type ILogger, type LogLevel, type NoteReport,
} from '../core';
import {
	checkWorkspaceRequest, quoteRequest, statusNotification,
	type CheckWorkspaceResponse, type QuoteParams, type QuoteResponse, type StatusParams,
} from '../protocol';
import { linesRange, toDiagnostic, toRange } from './convert';
import { Project } from './project';

/** Editor settings (`verbatim.*`); they steer the editor only, never the rules. */
interface Settings {
	enable: boolean;
	codeLens: { enable: boolean };
	validate: { workspace: boolean };
	trace: { server: 'off' | 'messages' | 'verbose' };
}

const defaultSettings: Settings = { enable: true, codeLens: { enable: true }, validate: { workspace: true }, trace: { server: 'off' } };
const debounceMs = 150;

/**
 * Starts the language server on a connection (stdio, IPC, or a test pipe).
 * Every handler finds its project and document, calls the core, converts.
 */
export function startServer(connection: Connection): void {
	const documents = new TextDocuments(TextDocument);
	let settings = defaultSettings;
	let projects: Project[] = [];
	let folders: string[] = [];
	let canConfigure = false;
	let pullDiagnostics = false;
	let foldersChange = false;
	let codeLensRefresh = false;
	let trusted = true;
	const pending = new Map<string, ReturnType<typeof setTimeout>>();
	/** The check in flight for each note; a newer edit cancels it. */
	const running = new Map<string, { isCancellationRequested: boolean }>();

	const logger: ILogger = {
		log(level: LogLevel, event: string, data?: Readonly<Record<string, string | number | boolean | undefined>>): void {
			if (level === 'trace' || (level === 'debug' && settings.trace.server !== 'verbose')) {
				return;
			}
			// Coordinates and counts only: never quote or source text (SPEC §8).
			const line = `[${level}] ${event}${data ? ` ${JSON.stringify(data)}` : ''}`;
			if (level === 'error') {
				connection.console.error(line);
			} else if (level === 'warn') {
				connection.console.warn(line);
			} else {
				connection.console.log(line);
			}
		},
	};

	/** Runs a handler; a bug is logged with coordinates and the editor gets an empty answer, never a crash. */
	const guard = <T>(name: string, fallback: T, run: () => Promise<T> | T): Promise<T> =>
		Promise.resolve().then(run).catch((e: unknown) => {
			logger.log('error', 'handler.failed', { handler: name, error: (e as Error)?.name ?? 'Error', stack: ((e as Error)?.stack ?? '').split('\n').slice(1, 4).join(' | ') });
			return fallback;
		});

	const openText = (absolute: string): string | undefined => documents.get(pathToFileURL(absolute).toString())?.getText();
	const fsPath = (uri: string): string | undefined => (uri.startsWith('file:') ? fileURLToPath(uri) : undefined);

	/** The project holding a URI (the deepest root), and the root-relative path. */
	const locate = (uri: string): { project: Project; rel: string } | undefined => {
		const file = fsPath(uri);
		if (!file) {
			return undefined;
		}
		const candidates = projects.map(p => ({ project: p, rel: p.disk.toRelative(file) })).filter(c => c.rel !== undefined && !c.rel.startsWith('..'));
		candidates.sort((a, b) => b.project.root.length - a.project.root.length);
		const best = candidates[0];
		return best ? { project: best.project, rel: best.rel! } : undefined;
	};
	const uriOf = (project: Project, rel: string): string => pathToFileURL(project.disk.toAbsolute(rel)).toString();

	/** An open note's project, root-relative path and buffer: what every document handler starts from. */
	const openNote = (uri: string): { project: Project; rel: string; doc: TextDocument } | undefined => {
		const at = locate(uri);
		const doc = documents.get(uri);
		return at && doc ? { ...at, doc } : undefined;
	};

	const docFor = async (project: Project, rel: string): Promise<TextDocument | undefined> => {
		const uri = uriOf(project, rel);
		const open = documents.get(uri);
		if (open) {
			return open;
		}
		const text = await project.text(rel);
		return text === undefined ? undefined : TextDocument.create(uri, 'markdown', 0, text);
	};

	const diagnosticsOf = (project: Project, doc: TextDocument, report: NoteReport): Diagnostic[] =>
		report.results.flatMap(r => toDiagnostic(doc, r, p => uriOf(project, p)) ?? []);

	const sendStatus = (checking = false): void => {
		let verified = 0;
		let failing = 0;
		for (const p of projects) {
			for (const report of p.reports.values()) {
				for (const r of report.results) {
					if (r.status === 'verified') {
						verified++;
					} else if (r.severity === 'error' || r.severity === 'warning') {
						failing++;
					}
				}
			}
		}
		const params: StatusParams = { verified, failing, checking };
		void connection.sendNotification(statusNotification, params);
	};

	/** Checks a note and pushes its diagnostics (or asks a pull client to pull). */
	const validate = async (project: Project, rel: string): Promise<void> => {
		if (!settings.enable || !project.isNote(rel)) {
			return;
		}
		const doc = await docFor(project, rel);
		if (!doc) {
			return;
		}
		const version = doc.version;
		const uri = uriOf(project, rel);
		const token = { isCancellationRequested: false };
		const previous = running.get(uri);
		if (previous) {
			previous.isCancellationRequested = true;
		}
		running.set(uri, token);
		const report = await project.check(rel, doc.getText(), token);
		if (running.get(uri) === token) {
			running.delete(uri);
		}
		if (!report || token.isCancellationRequested) {
			return;
		}
		const open = documents.get(uri);
		// A newer edit arrived while checking: its own check will publish.
		if (open && open.version !== version) {
			return;
		}
		if (pullDiagnostics && open) {
			connection.languages.diagnostics.refresh();
		} else {
			void connection.sendDiagnostics({ uri, version: open ? version : undefined, diagnostics: diagnosticsOf(project, doc, report) });
		}
		if (open && codeLensRefresh) {
			void connection.sendRequest('workspace/codeLens/refresh').catch(() => undefined);
		}
		sendStatus();
	};

	const schedule = (uri: string, run: () => Promise<void>): void => {
		clearTimeout(pending.get(uri));
		pending.set(uri, setTimeout(() => {
			pending.delete(uri);
			void guard('validate', undefined, run);
		}, debounceMs));
	};

	/** A file changed: recheck it if it is a note, and every note citing it. */
	const fileChanged = (project: Project, rel: string): void => {
		project.changed(rel);
		const notes = new Set(project.citers(rel));
		if (project.isNote(rel)) {
			notes.add(rel);
		}
		for (const note of notes) {
			if (settings.validate.workspace || documents.get(uriOf(project, note))) {
				schedule(uriOf(project, note), () => validate(project, note));
			}
		}
	};

	const reportConfigErrors = (project: Project): void => {
		void connection.sendDiagnostics({
			uri: pathToFileURL(project.configFile).toString(),
			diagnostics: project.configErrors.map(e => ({
				range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
				severity: DiagnosticSeverity.Error, source: 'verbatim', code: 'config', message: `${e.key}: ${e.message}`,
			})),
		});
	};

	const checkWorkspace = async (): Promise<CheckWorkspaceResponse> => {
		const progress = await connection.window.createWorkDoneProgress();
		const notes = projects.flatMap(p => p.notes().map(rel => ({ p, rel })));
		progress.begin('Verbatim: checking citations', 0, `${notes.length} notes`, true);
		sendStatus(true);
		for (const [k, { p, rel }] of notes.entries()) {
			if (progress.token.isCancellationRequested) {
				break;
			}
			await guard('checkWorkspace', undefined, () => validate(p, rel));
			if (k % 20 === 0) {
				progress.report(Math.round((100 * k) / Math.max(1, notes.length)), `${k}/${notes.length}`);
			}
		}
		progress.done();
		sendStatus(false);
		const results = projects.flatMap(p => [...p.reports.values()].flatMap(r => r.results));
		return {
			notes: notes.length,
			citations: results.length,
			verified: results.filter(r => r.status === 'verified').length,
			failing: results.filter(r => r.status !== 'verified' && (r.severity === 'error' || r.severity === 'warning')).length,
		};
	};

	const loadProjects = async (): Promise<void> => {
		projects.forEach(p => p.disk.dispose());
		projects = folders.map(f => new Project(f, openText, logger, trusted));
		for (const p of projects) {
			await p.load();
			reportConfigErrors(p);
		}
	};

	const pullSettings = async (): Promise<void> => {
		if (!canConfigure) {
			return;
		}
		const value = await connection.workspace.getConfiguration({ section: 'verbatim' }) as Partial<Settings> | null;
		settings = { ...defaultSettings, ...(value ?? {}), codeLens: { ...defaultSettings.codeLens, ...(value?.codeLens ?? {}) }, validate: { ...defaultSettings.validate, ...(value?.validate ?? {}) }, trace: { ...defaultSettings.trace, ...(value?.trace ?? {}) } };
	};

	/** A report of the buffer as it is now (sources are cached, so this is cheap), never a stale one. */
	const currentReport = async (project: Project, rel: string, doc: TextDocument): Promise<NoteReport | undefined> =>
		project.check(rel, doc.getText(), noopToken);

	/** The checked citation under an offset of an open note. */
	const resultAt = async (project: Project, rel: string, doc: TextDocument, offset: number): Promise<CitationResult | undefined> =>
		(await currentReport(project, rel, doc))?.results.find(r => offset >= r.citation.span.start && offset <= r.citation.span.end);

	connection.onInitialize((params): InitializeResult => {
		canConfigure = Boolean(params.capabilities.workspace?.configuration);
		pullDiagnostics = Boolean(params.capabilities.textDocument?.diagnostic);
		foldersChange = Boolean(params.capabilities.workspace?.workspaceFolders);
		codeLensRefresh = Boolean(params.capabilities.workspace?.codeLens?.refreshSupport);
		trusted = (params.initializationOptions as { trusted?: boolean } | undefined)?.trusted !== false;
		folders = (params.workspaceFolders ?? []).flatMap(f => fsPath(f.uri) ?? []);
		if (!folders.length && params.rootUri) {
			folders = [fsPath(params.rootUri) ?? process.cwd()];
		}
		return {
			capabilities: {
				textDocumentSync: TextDocumentSyncKind.Incremental,
				codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
				hoverProvider: true,
				definitionProvider: true,
				documentLinkProvider: { resolveProvider: false },
				completionProvider: { triggerCharacters: ['`', '/', '@', '.'] },
				codeLensProvider: { resolveProvider: false },
				workspace: {
					workspaceFolders: { supported: true, changeNotifications: true },
					fileOperations: { willRename: { filters: [{ pattern: { glob: '**/*' } }] } },
				},
				...(pullDiagnostics ? { diagnosticProvider: { interFileDependencies: true, workspaceDiagnostics: false } } : {}),
			},
			serverInfo: { name: 'verbatim' },
		};
	});

	connection.onInitialized(() => void guard('initialized', undefined, async () => {
		await pullSettings();
		await loadProjects();
		if (foldersChange) {
			connection.workspace.onDidChangeWorkspaceFolders(e => void guard('folders', undefined, async () => {
				folders = [...folders.filter(f => !e.removed.some(r => fsPath(r.uri) === f)), ...e.added.flatMap(a => fsPath(a.uri) ?? [])];
				await loadProjects();
				if (settings.validate.workspace) {
					await checkWorkspace();
				}
			}));
		}
		for (const doc of documents.all()) {
			const at = locate(doc.uri);
			if (at) {
				schedule(doc.uri, () => validate(at.project, at.rel));
			}
		}
		if (settings.validate.workspace) {
			await checkWorkspace();
		}
	}));

	connection.onDidChangeConfiguration(() => void guard('configuration', undefined, async () => {
		await pullSettings();
		for (const doc of documents.all()) {
			const at = locate(doc.uri);
			if (at) {
				schedule(doc.uri, () => validate(at.project, at.rel));
			}
		}
	}));

	documents.onDidChangeContent(e => {
		const at = locate(e.document.uri);
		if (at) {
			fileChanged(at.project, at.rel);
		}
	});

	documents.onDidClose(e => {
		const at = locate(e.document.uri);
		if (!at) {
			return;
		}
		// The buffer is gone: what counts now is the file on disk.
		fileChanged(at.project, at.rel);
		if (!settings.validate.workspace) {
			void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
		}
	});

	connection.onDidChangeWatchedFiles(e => void guard('watchedFiles', undefined, async () => {
		for (const change of e.changes) {
			const at = locate(change.uri);
			if (!at) {
				continue;
			}
			if (at.rel === 'verbatim.json') {
				await at.project.load();
				reportConfigErrors(at.project);
				if (pullDiagnostics) {
					connection.languages.diagnostics.refresh();
				}
				for (const note of at.project.notes()) {
					if (settings.validate.workspace || documents.get(uriOf(at.project, note))) {
						schedule(uriOf(at.project, note), () => validate(at.project, note));
					}
				}
				continue;
			}
			if (change.type === FileChangeType.Created) {
				at.project.fileAdded(at.rel);
			} else if (change.type === FileChangeType.Deleted) {
				at.project.fileRemoved(at.rel);
			}
			fileChanged(at.project, at.rel);
		}
	}));

	// Answered only for clients that declared pull support (see onInitialize).
	connection.languages.diagnostics.on(params => guard('pullDiagnostics', { kind: 'full' as const, items: [] as Diagnostic[] }, async () => {
		const at = openNote(params.textDocument.uri);
		if (!at || !settings.enable || !at.project.isNote(at.rel)) {
			return { kind: 'full' as const, items: [] };
		}
		const { doc } = at;
		const report = await at.project.check(at.rel, doc.getText(), noopToken);
		sendStatus();
		return { kind: 'full' as const, items: report ? diagnosticsOf(at.project, doc, report) : [] };
	}));

	connection.onCodeAction(params => guard('codeAction', [] as CodeAction[], async () => {
		const at = openNote(params.textDocument.uri);
		if (!at) {
			return [];
		}
		const { doc } = at;
		const report = await currentReport(at.project, at.rel, doc);
		const start = doc.offsetAt(params.range.start);
		const end = doc.offsetAt(params.range.end);
		const actions: CodeAction[] = [];
		for (const r of report?.results ?? []) {
			if (r.citation.span.end < start || r.citation.span.start > end) {
				continue;
			}
			const diagnostic = params.context.diagnostics.find(d => (d.data as { start?: number } | undefined)?.start === r.citation.span.start);
			for (const fix of await at.project.checker.fixes(r, doc.getText())) {
				actions.push({
					title: fix.title,
					kind: CodeActionKind.QuickFix,
					isPreferred: fix.preferred,
					diagnostics: diagnostic ? [diagnostic] : undefined,
					edit: { changes: { [doc.uri]: fix.edits.map(e => ({ range: toRange(doc, e.span), newText: e.text })) } },
				});
			}
		}
		return actions;
	}));

	connection.onHover(params => guard('hover', null as Hover | null, async () => {
		const at = openNote(params.textDocument.uri);
		if (!at) {
			return null;
		}
		const { doc } = at;
		const r = await resultAt(at.project, at.rel, doc, doc.offsetAt(params.position));
		if (!r) {
			return null;
		}
		const parts = [`**Verbatim: ${r.status.replace(/_/g, ' ')}** — ${r.message}`];
		const facts = [
			r.count !== undefined ? `occurrences: ${r.count}` : undefined,
			r.profile ? `profile: \`${r.profile}\`` : undefined,
			r.citation.version?.startsWith('sha256:') ? (r.status === 'version_mismatch' ? 'pin: does not match the source' : 'pin: matches the source') : (r.citation.form === 'blockquote' ? 'pin: none' : undefined),
		].filter(Boolean);
		if (facts.length) {
			parts.push(facts.join(' · '));
		}
		const source = r.source && r.citation.target?.kind === 'local' ? await at.project.checker.readSource(r.source) : undefined;
		const o = r.occurrences?.[0];
		if (source && o && (r.status === 'verified' || r.status === 'unsafe_elision')) {
			const lines = new LineIndex(source.text);
			const before = source.text.slice(lines.lineStart(o.startLine), o.start);
			const after = source.text.slice(o.end, lines.lineEnd(o.endLine));
			parts.push(`${r.source}:${o.startLine}${o.endLine !== o.startLine ? `-${o.endLine}` : ''}\n\n> ${escape(before)}**${escape(source.text.slice(o.start, o.end))}**${escape(after)}`.replace(/\n(?!\n)/g, '\n> '));
		}
		if (r.suggestion) {
			parts.push(`Nearest passage, ${r.source}:${r.suggestion.startLine}: ${wordDiff(r.citation.quote, r.suggestion.text)}`);
		}
		for (const om of r.omissions ?? []) {
			parts.push(`An elision omits (line ${om.startLine}): “${escape(om.text.trim())}”`);
		}
		return { contents: { kind: 'markdown', value: parts.join('\n\n') }, range: toRange(doc, r.citation.span) };
	}));

	connection.onDefinition(params => guard('definition', null as Location | null, async () => {
		const at = openNote(params.textDocument.uri);
		if (!at) {
			return null;
		}
		const { doc } = at;
		const r = await resultAt(at.project, at.rel, doc, doc.offsetAt(params.position));
		if (!r?.source || r.citation.target?.kind !== 'local') {
			return null;
		}
		const uri = uriOf(at.project, r.source);
		const o = r.occurrences?.[0] ?? r.suggestion;
		const source = await at.project.checker.readSource(r.source);
		if (!o || !source) {
			return { uri, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } };
		}
		return { uri, range: linesRange(source.text, o.startLine, o.endLine) };
	}));

	connection.onDocumentLinks(params => guard('documentLinks', [] as DocumentLink[], () => {
		const at = openNote(params.textDocument.uri);
		if (!at) {
			return [];
		}
		const { doc } = at;
		return at.project.checker.parse(at.rel, doc.getText()).citations.flatMap(c => {
			if (c.target?.kind !== 'local' || !c.targetSpan || c.form !== 'blockquote' || !doc.getText().startsWith('`', c.targetSpan.start)) {
				return [];
			}
			const line = c.ranges?.[0]?.kind === 'lines' ? `#L${c.ranges[0].start}` : '';
			return [{ range: toRange(doc, c.targetSpan), target: `${uriOf(at.project, c.target.path)}${line}`, tooltip: 'Open the cited source' }];
		});
	}));

	connection.onCompletion(params => guard('completion', [] as CompletionItem[], async () => {
		const at = openNote(params.textDocument.uri);
		if (!at) {
			return [];
		}
		const { doc } = at;
		const lineText = doc.getText({ start: { line: params.position.line, character: 0 }, end: params.position });
		const pin = /---\s*`([^`:]+)(?::[^`]*)?`\s*@\s*`(s[a-z0-9:]*)?$/.exec(lineText);
		if (pin) {
			const written = pin[1]!.trim();
			const rel = written.startsWith('./') || written.startsWith('../') ? path.posix.normalize(path.posix.join(path.posix.dirname(at.rel), written)) : written.replace(/^\//, '');
			const source = await at.project.checker.readSource(rel);
			return source ? [{ label: source.pin, kind: CompletionItemKind.Value, detail: 'current sha256 of the source', insertText: source.pin.slice((pin[2] ?? '').length), filterText: source.pin }] : [];
		}
		const pathMatch = /^(?:\s*>)+\s*---\s*`([^`:]*)$/.exec(lineText);
		if (!pathMatch) {
			return [];
		}
		const typed = pathMatch[1]!;
		const relative = typed.startsWith('./') || typed.startsWith('../');
		return at.project.files.filter(f => f !== at.rel).map(f => {
			const label = relative ? path.posix.relative(path.posix.dirname(at.rel), f).replace(/^(?!\.)/, './') : f;
			return { label, kind: CompletionItemKind.File, insertText: label.slice(typed.length).length === label.length - typed.length ? label.slice(typed.length) : label, filterText: label };
		}).filter(item => item.label.startsWith(typed)).slice(0, 500);
	}));

	connection.onCodeLens(params => guard('codeLens', [] as CodeLens[], async () => {
		const at = openNote(params.textDocument.uri);
		if (!at || !settings.codeLens.enable) {
			return [];
		}
		const { doc } = at;
		const report = await currentReport(at.project, at.rel, doc);
		return (report?.results ?? []).map(r => {
			const line = doc.positionAt(r.citation.attributionSpan.start).line;
			const title = r.status === 'verified' ? `✓ verified (${r.profile})` : `✗ ${r.status.replace(/_/g, ' ')}`;
			return { range: { start: { line, character: 0 }, end: { line, character: 0 } }, command: { title, command: '' } };
		});
	}));

	connection.workspace.onWillRenameFiles(params => guard('willRename', null as WorkspaceEdit | null, async () => {
		const changes: Record<string, { range: ReturnType<typeof toRange>; newText: string }[]> = {};
		for (const file of params.files) {
			const from = locate(file.oldUri);
			const to = locate(file.newUri);
			if (!from || !to || from.project !== to.project) {
				continue;
			}
			const project = from.project;
			for (const note of project.citers(from.rel)) {
				const doc = await docFor(project, note);
				if (!doc) {
					continue;
				}
				const edits = renameEdits(doc.getText(), note, project.checker.parse(note, doc.getText()).citations, from.rel, to.rel);
				if (edits.length) {
					(changes[doc.uri] ??= []).push(...edits.map(e => ({ range: toRange(doc, e.span), newText: e.text })));
				}
			}
		}
		return Object.keys(changes).length ? { changes } : null;
	}));

	connection.onRequest(quoteRequest, (params: QuoteParams) => guard<QuoteResponse>('quote', { kind: 'error', message: 'internal error' }, async () => {
		const at = locate(params.sourceUri);
		if (!at) {
			return { kind: 'error', message: 'the source is not inside a workspace folder' };
		}
		const note = params.noteUri ? locate(params.noteUri) : undefined;
		const result = await at.project.checker.quote({ source: at.rel, text: params.text, from: note?.project === at.project ? note.rel : undefined, pin: params.pin ?? 'sha256' });
		if (result.kind === 'error') {
			return result;
		}
		const source = await at.project.checker.readSource(at.rel);
		const lines = source ? new LineIndex(source.text) : undefined;
		return {
			kind: 'ok',
			occurrences: result.occurrences.map(o => ({
				occurrence: o.occurrence, startLine: o.startLine, endLine: o.endLine, citation: o.citation,
				context: lines ? source!.text.slice(lines.lineStart(o.startLine), lines.lineEnd(o.endLine)).trim().slice(0, 200) : '',
			})),
		};
	}));

	connection.onRequest(checkWorkspaceRequest, () => guard<CheckWorkspaceResponse>('checkWorkspace', { notes: 0, citations: 0, verified: 0, failing: 0 }, checkWorkspace));

	documents.listen(connection);
	connection.listen();
}

function escape(s: string): string {
	return s.replace(/[\\`*_~[\]<>|#]/g, m => `\\${m}`);
}
