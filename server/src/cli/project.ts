import * as path from 'node:path';
import { configErrorText } from '../core';
import { pathKind } from '../node/files';
import { findProjectRoot } from '../node/findProjectRoot';
import { grantsVariable, parseGrantFlags, parseGrantsJson, type RepositoryGrants } from '../node/gitGrants';
import type { CheckScope } from '../node/batch/checkProject';
import { loadProject, type LoadedProject } from '../node/loadProject';
import type { OptionSpec } from './command';
import { UsageError, type Io } from './io';

/** A project as the CLI sees it: root, configuration, files, and file access confined to the root. */
export type Project = LoadedProject;

/** Finds the root and loads the project (docs/specification.md, Configuration); every configuration problem is a UsageError naming the file and key. */
export async function openProject(io: Io, startAt: string, rootFlag: string | undefined, configFlag: string | undefined, grants: RepositoryGrants = {}): Promise<Project> {
	const { root, configFile } = locateProject(io, startAt, rootFlag, configFlag);
	return usable(io, await loadProject(root, configFile, grants));
}

/** `--repository URL=DIR`: a clone the user grants, wherever it is (verbatim.json may name clones inside the project only). */
export const repositoryOption: OptionSpec = {
	type: 'string', multiple: true, value: 'URL=DIR',
	description: `read the repository URL from the clone in DIR, wherever it is; repeatable, over ${grantsVariable} (verbatim.json names clones inside the project only)`,
};

/** The clones the user grants: `VERBATIM_REPOSITORIES` (a JSON object of URL to folder), then each `--repository URL=DIR`; a malformed one is a UsageError naming where it came from. */
export function userGrants(io: Io, flags: unknown): RepositoryGrants {
	const fromEnv = parseGrantsJson(io.env[grantsVariable], io.cwd);
	if ('error' in fromEnv && typeof fromEnv.error === 'string') {
		throw new UsageError(`${grantsVariable}: ${fromEnv.error}`);
	}
	const given = parseGrantFlags(Array.isArray(flags) ? flags.filter((f): f is string => typeof f === 'string') : [], io.cwd);
	if ('error' in given && typeof given.error === 'string') {
		throw new UsageError(`--repository: ${given.error}`);
	}
	return { ...fromEnv, ...given };
}

/** Where the project of `startAt` is: its root, and the configuration file the flags name, if any. */
export function locateProject(io: Io, startAt: string, rootFlag: string | undefined, configFlag: string | undefined): { root: string; configFile?: string } {
	let root: string;
	let configFile: string | undefined;
	if (rootFlag !== undefined) {
		root = path.resolve(io.cwd, rootFlag);
		if (pathKind(root) !== 'folder') {
			throw new UsageError(`--root: ${rootFlag} is not a folder`);
		}
	} else if (configFlag !== undefined) {
		root = path.dirname(path.resolve(io.cwd, configFlag));
	} else {
		root = findProjectRoot(startAt, io.cwd).root;
	}
	if (configFlag !== undefined) {
		configFile = path.resolve(io.cwd, configFlag);
		if (pathKind(configFile) === undefined) {
			throw new UsageError(`--config: ${configFlag} does not exist`);
		}
	}
	return { root, configFile };
}

/**
 * Why a project's root is where it is (docs/specification.md §7). `chosen` is
 * false when no verbatim.json, Git work tree, --root or --config chose it:
 * then it depends on where the command ran, and messages about local sources
 * name it. `flags` are those of the outermost project only.
 */
export function rootReason(io: Io, project: Project, flags: { readonly root?: string; readonly config?: string }): { readonly reason: string; readonly chosen: boolean } {
	if (flags.root !== undefined) {
		return { reason: '--root', chosen: true };
	}
	if (flags.config !== undefined) {
		return { reason: 'the folder of --config', chosen: true };
	}
	if (project.configFile) {
		return { reason: 'it holds verbatim.json', chosen: true };
	}
	if (pathKind(path.join(project.root, '.git')) !== undefined) {
		return { reason: 'the Git work tree', chosen: true };
	}
	const where = project.root === path.resolve(io.cwd) ? 'the working folder' : 'the folder of the path';
	return { reason: `${where}, with no verbatim.json or .git in it or above`, chosen: false };
}

/** `--verbose`: the root, why, and the configuration file; coordinates only. */
export function describeRoot(project: Project, reason: string): string {
	const config = project.configFile === undefined ? ': none, the defaults' : ` ${project.configFile}`;
	return `verbatim: project root ${project.root} (${reason}); configuration${config}\n`;
}

/** The project, or a UsageError naming the configuration file and each bad key. */
export function usable(io: Io, project: Project): Project {
	const shown = project.configFile && (path.relative(io.cwd, project.configFile) || project.configFile);
	if (project.configReadError) {
		throw new UsageError(`${shown}: ${project.configReadError}`);
	}
	if (project.configErrors.length) {
		throw new UsageError(project.configErrors.map(e => `${shown}:${e.range ? `${e.range.start.line + 1}:${e.range.start.character + 1}:` : ''} ${configErrorText(e)}`).join('\nverbatim: '));
	}
	return project;
}

/**
 * Splits a project at every `verbatim.json` below its root: each subtree is
 * checked as its own project, with its own root and configuration (as the
 * language server does per workspace folder), just as if it were checked on
 * its own. `scopes` are relative to the outer root; each part gets those
 * that reach into it, relative to its root.
 */
export async function splitNested(io: Io, outer: Project, scopes: readonly string[]): Promise<CheckScope[]> {
	const nested = outer.files.filter(f => f.endsWith('/verbatim.json')).map(f => f.slice(0, -'/verbatim.json'.length)).sort();
	const parts: CheckScope[] = [];
	for (const dir of ['', ...nested]) {
		const inner = scopes.length === 0 ? [] : scopesWithin(dir, scopes);
		if (inner === undefined) {
			continue;
		}
		const project = dir ? usable(io, await loadProject(path.join(outer.root, ...dir.split('/')), undefined, outer.grants)) : outer;
		// Deeper projects own their subtrees.
		const deeper = nested.filter(d => d !== dir && (dir === '' || d.startsWith(`${dir}/`))).map(d => `${dir ? d.slice(dir.length + 1) : d}/`);
		const files = project.files.filter(f => !deeper.some(d => f.startsWith(d)));
		parts.push({ project, files, scopes: inner });
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
