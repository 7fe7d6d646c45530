import * as path from 'node:path';
import { defaultConfig, noteSelection, parseProjectConfig, type ConfigError, type NoteSelection, type ProjectConfig } from '../core';
import { pathKind } from './files';
import { cloneInsideRoot, type RepositoryGrants } from './gitGrants';
import { readConfigFile } from './readConfigFile';
import { listProjectFiles } from './listFiles';
import { NodeWorkspace } from './nodeWorkspace';

/** A project as found on disk: its root, rules, files, and which files are notes. */
export interface LoadedProject extends NoteSelection {
	readonly root: string;
	/** The `verbatim.json` read, when there is one. */
	readonly configFile: string | undefined;
	readonly config: ProjectConfig;
	/** Problems of `verbatim.json`, each naming its key; the defaults apply meanwhile. */
	readonly configErrors: readonly ConfigError[];
	/** Set when `verbatim.json` exists but breaks the source rules (docs/specification.md §7): why, never its bytes. */
	readonly configReadError?: string;
	readonly workspace: NodeWorkspace;
	/** Clones the user granted (already in `config.repositories`), kept for the projects nested in this one. */
	readonly grants: RepositoryGrants;
	/** Every file of the project, root-relative (see `listProjectFiles`). */
	readonly files: readonly string[];
}

/**
 * Loads a project (docs/specification.md §7): reads `configFile` (by default the root's
 * `verbatim.json`, if any), lists the files and compiles note selection.
 * `repositories` there may name clones inside the root only; `grants`, the
 * user's (flags, environment, editor setting), name clones anywhere and
 * win over the file's. The CLI and the language server both start from here;
 * a host that keeps its own workspace of the root (the server's) hands it in,
 * so a project has one.
 */
export async function loadProject(root: string, configFile?: string, grants: RepositoryGrants = {}, workspace?: NodeWorkspace): Promise<LoadedProject> {
	const own = path.join(root, 'verbatim.json');
	// Anything named verbatim.json is the config, a device or FIFO included: it is refused by readConfigFile, never ignored.
	const file = configFile ?? (pathKind(own) !== undefined ? own : undefined);
	let config = defaultConfig;
	let configErrors: readonly ConfigError[] = [];
	let configReadError: string | undefined;
	if (file) {
		const read = readConfigFile(file, root);
		const parsed = read.kind === 'ok' ? parseProjectConfig(read.text, { cloneInsideRoot: clone => cloneInsideRoot(root, clone) }) : undefined;
		if (read.kind === 'error') {
			configReadError = read.reason;
			configErrors = [{ key: path.basename(file), message: read.reason }];
		} else if (parsed?.errors) {
			configErrors = parsed.errors;
		} else if (parsed) {
			config = parsed.config;
		}
	}
	if (Object.keys(grants).length) {
		config = Object.freeze({ ...config, repositories: Object.freeze({ ...config.repositories, ...grants }) });
	}
	return {
		...noteSelection(config),
		root, configFile: file, config, configErrors, configReadError,
		workspace: workspace ?? new NodeWorkspace(root), grants,
		files: await listProjectFiles(root),
	};
}
