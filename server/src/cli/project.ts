import { existsSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { defaultConfig, parseProjectConfig, type ProjectConfig } from '../core';
import { findProjectRoot } from '../node/findProjectRoot';
import { NodeWorkspace } from '../node/nodeWorkspace';
import { UsageError, type Io } from './io';

/** A project as the CLI sees it: its root, its configuration, and file access confined to the root. */
export interface Project {
	readonly root: string;
	readonly config: ProjectConfig;
	readonly workspace: NodeWorkspace;
}

/** Finds the root and loads `verbatim.json` (docs/specification.md, Configuration); every problem is a UsageError naming the file and key. */
export function openProject(io: Io, startAt: string, rootFlag: string | undefined, configFlag: string | undefined): Project {
	let root: string;
	let configFile: string | undefined;
	if (rootFlag !== undefined) {
		root = path.resolve(io.cwd, rootFlag);
		if (!existsSync(root) || !statSync(root).isDirectory()) {
			throw new UsageError(`--root: ${rootFlag} is not a folder`);
		}
		const candidate = path.join(root, 'verbatim.json');
		configFile = existsSync(candidate) ? candidate : undefined;
	} else if (configFlag !== undefined) {
		root = path.dirname(path.resolve(io.cwd, configFlag));
	} else {
		({ root, configFile } = findProjectRoot(startAt, io.cwd));
	}
	if (configFlag !== undefined) {
		configFile = path.resolve(io.cwd, configFlag);
		if (!existsSync(configFile)) {
			throw new UsageError(`--config: ${configFlag} does not exist`);
		}
	}
	const config = configFile ? loadConfig(io, configFile) : defaultConfig;
	return { root, config, workspace: new NodeWorkspace(root) };
}

export function loadConfig(io: Io, configFile: string): ProjectConfig {
	const shown = path.relative(io.cwd, configFile) || configFile;
	let text: string;
	try {
		text = readFileSync(configFile, 'utf8');
	} catch (e) {
		throw new UsageError(`${shown}: cannot be read (${(e as NodeJS.ErrnoException).code})`);
	}
	const parsed = parseProjectConfig(text);
	if (parsed.errors) {
		throw new UsageError(parsed.errors.map(e => `${shown}: ${e.key}: ${e.message}`).join('\nverbatim: '));
	}
	return parsed.config;
}
