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

/**
 * Splits a project at every `verbatim.json` below its root: each subtree is
 * checked as its own project, with its own root and configuration (as the
 * language server does per workspace folder). `scopes` are relative to the
 * outer root; each part gets those that reach into it, relative to its root.
 */
export function splitNested(io: Io, outer: Project, files: readonly string[], scopes: readonly string[]): { project: Project; files: string[]; scopes: string[] }[] {
	const nested = files.filter(f => f.endsWith('/verbatim.json')).map(f => f.slice(0, -'/verbatim.json'.length)).sort();
	// Longest first, so a file belongs to the innermost project that contains it.
	const owners = [...nested].sort((a, b) => b.length - a.length);
	const byOwner = new Map<string, string[]>([['', []], ...nested.map(d => [d, []] as [string, string[]])]);
	for (const f of files) {
		const owner = owners.find(d => f.startsWith(`${d}/`)) ?? '';
		byOwner.get(owner)!.push(owner ? f.slice(owner.length + 1) : f);
	}
	const parts: { project: Project; files: string[]; scopes: string[] }[] = [];
	for (const [dir, own] of byOwner) {
		const inner = scopes.length === 0 ? [] : scopesWithin(dir, scopes);
		if (inner === undefined) {
			continue;
		}
		const project = dir ? nestedProject(io, outer, dir) : outer;
		parts.push({ project, files: own, scopes: inner });
	}
	return parts;
}

/** The scopes that reach into `dir`, relative to it; undefined when none does. */
function scopesWithin(dir: string, scopes: readonly string[]): string[] | undefined {
	const inner: string[] = [];
	for (const s of scopes) {
		if (dir === '') {
			inner.push(s);
		} else if (s === '' || s === dir || dir.startsWith(`${s}/`)) {
			inner.push('');
		} else if (s.startsWith(`${dir}/`)) {
			inner.push(s.slice(dir.length + 1));
		}
	}
	return inner.length ? inner : undefined;
}

function nestedProject(io: Io, outer: Project, dir: string): Project {
	const root = path.join(outer.root, ...dir.split('/'));
	return { root, config: loadConfig(io, path.join(root, 'verbatim.json')), workspace: new NodeWorkspace(root) };
}
