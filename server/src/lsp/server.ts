import {
	CodeActionKind, TextDocumentSyncKind, TextDocuments,
	type Connection, type Disposable, type InitializeParams, type InitializeResult,
} from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { ServerContext } from './context';
import { registerCitedPassage } from './features/citedPassage';
import { registerCodeActions } from './features/codeActions';
import { registerCodeLens } from './features/codeLens';
import { registerCommands } from './features/commands';
import { registerCompletion } from './features/completion';
import { registerDefinition } from './features/definition';
import { registerDiagnostics } from './features/diagnostics';
import { registerFindSource } from './features/findSource';
import { registerFixAll } from './features/fixAll';
import { registerHover } from './features/hover';
import { registerLinks } from './features/links';
import { registerPdf } from './features/pdf';
import { registerProjects } from './features/projects';
import { registerRename } from './features/rename';
import { registerSettings } from './features/settings';
import { registerVerdicts } from './features/verdicts';
import { createLogger, guarded, settled } from './logger';
import type { ProjectHost } from './host';
import { Projects } from './projects';
import { SettingsStore, type ClientFlags } from './settings';
import { Validation } from './validation';

/** Every feature, each registering its own handlers. */
const features = [
	registerProjects, registerSettings, registerDiagnostics, registerCodeActions, registerHover,
	registerDefinition, registerLinks, registerCompletion, registerCodeLens, registerRename, registerCommands, registerPdf,
	registerFindSource, registerFixAll, registerCitedPassage, registerVerdicts,
];

/** What the entry chooses: where projects live (the disk, or the editor's file system in the browser). */
export interface ServerDeps {
	readonly host: ProjectHost;
	/** Told the client's `initializationOptions` before anything else reads them. */
	readonly initializationOptions?: (options: Record<string, unknown> | undefined) => void;
}

/**
 * Starts the language server on a connection (stdio, IPC, or a test's
 * stream pair): builds the shared context, registers every feature, listens.
 * Returns what undoes the registrations.
 */
export function startServer(connection: Connection, deps: ServerDeps): Disposable[] {
	const documents = new TextDocuments(TextDocument);
	const settings = new SettingsStore(connection);
	const logger = createLogger(connection, settings);
	const projects = new Projects(documents, logger, deps.host);
	const client: ClientFlags = { pullDiagnostics: false, workspaceFolders: false, codeLensRefresh: false, findSourceCommand: undefined };
	const inFlight = new Set<Promise<unknown>>();
	const base = { connection, documents, projects, settings, logger, client, guard: guarded(logger, inFlight) };
	const ctx: ServerContext = { ...base, validation: new Validation(base) };
	connection.onInitialize(params => {
		deps.initializationOptions?.(params.initializationOptions as Record<string, unknown> | undefined);
		return initialize(ctx, params);
	});
	// Nothing new starts after shutdown, and what is running finishes before the answer.
	connection.onShutdown(async () => {
		ctx.validation.stop();
		await settled(inFlight);
	});
	const disposables = features.map(register => register(connection, ctx));
	disposables.push(documents.listen(connection));
	connection.listen();
	return disposables;
}

/** Records what the client can do and which folders are projects; declares the server's capabilities. */
function initialize(ctx: ServerContext, params: InitializeParams): InitializeResult {
	const caps = params.capabilities;
	ctx.settings.canPull = Boolean(caps.workspace?.configuration);
	ctx.client.pullDiagnostics = Boolean(caps.textDocument?.diagnostic);
	ctx.client.workspaceFolders = Boolean(caps.workspace?.workspaceFolders);
	ctx.client.codeLensRefresh = Boolean(caps.workspace?.codeLens?.refreshSupport);
	const options = params.initializationOptions as { trusted?: boolean; findSourceCommand?: string; repositories?: unknown } | undefined;
	ctx.projects.trusted = options?.trusted !== false;
	// The clones the user grants are known before the projects load: the client sends its setting here.
	const { grants, refused } = ctx.projects.host.grants(options?.repositories);
	ctx.projects.grants = grants;
	if (refused) {
		ctx.logger.log('warn', 'repositories.refused', { entries: refused });
	}
	ctx.client.findSourceCommand = typeof options?.findSourceCommand === 'string' ? options.findSourceCommand : undefined;
	const host = ctx.projects.host;
	ctx.projects.folders = (params.workspaceFolders ?? []).flatMap(f => host.folderOf(f.uri) ?? []);
	if (!ctx.projects.folders.length && params.rootUri) {
		ctx.projects.folders = [host.folderOf(params.rootUri) ?? host.defaultFolder()].flatMap(f => f ?? []);
	}
	return {
		capabilities: {
			// Documents count UTF-16 units (vscode-languageserver-textdocument), whatever else a client offers.
			positionEncoding: 'utf-16',
			textDocumentSync: TextDocumentSyncKind.Incremental,
			codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
			hoverProvider: true,
			definitionProvider: true,
			documentLinkProvider: { resolveProvider: false },
			completionProvider: { triggerCharacters: ['`', '/', '@', '.', '['] },
			codeLensProvider: { resolveProvider: false },
			workspace: {
				workspaceFolders: { supported: true, changeNotifications: true },
				fileOperations: { willRename: { filters: [{ pattern: { glob: '**/*' } }] } },
			},
			...(ctx.client.pullDiagnostics ? { diagnosticProvider: { interFileDependencies: true, workspaceDiagnostics: false } } : {}),
		},
		serverInfo: { name: 'verbatim' },
	};
}
