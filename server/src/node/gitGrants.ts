import { lstatSync, realpathSync } from 'node:fs';
import * as path from 'node:path';
import { repositoryKey } from '../core';
import { isWithinRoot, realPath } from './files';

/**
 * Clones the user grants (repository URL → absolute folder): read wherever
 * they are, unlike `repositories` in `verbatim.json`, which a project
 * commits and which may name clones inside its root only.
 */
export type RepositoryGrants = Readonly<Record<string, string>>;

/** The environment variable holding the user's grants: a JSON object of repository URL → folder. */
export const grantsVariable = 'VERBATIM_REPOSITORIES';

/** One grant, checked: a repository URL and a folder (made absolute from `base`), or why not. */
function grant(url: string, dir: unknown, base: string): [string, string] | string {
	if (repositoryKey(url) === undefined) {
		return `"${shown(url)}" is not a repository URL (https://host/owner/repo or git@host:owner/repo)`;
	}
	if (typeof dir !== 'string' || dir === '') {
		return `the folder of ${shown(url)} must be a non-empty path`;
	}
	return [url, path.resolve(base, dir)];
}

/** `--repository URL=DIR`, each given: the first `=` ends the URL (a repository URL holds none); DIR is relative to `cwd`. */
export function parseGrantFlags(values: readonly string[], cwd: string): RepositoryGrants | { error: string } {
	const out: Record<string, string> = {};
	for (const value of values) {
		const eq = value.indexOf('=');
		if (eq < 0) {
			return { error: `"${shown(value)}" is not URL=DIR` };
		}
		const g = grant(value.slice(0, eq), value.slice(eq + 1), cwd);
		if (typeof g === 'string') {
			return { error: g };
		}
		out[g[0]] = g[1];
	}
	return out;
}

/** `VERBATIM_REPOSITORIES`: a JSON object mapping repository URLs to folders (relative ones from `cwd`); unset or empty grants nothing. */
export function parseGrantsJson(text: string | undefined, cwd: string): RepositoryGrants | { error: string } {
	if (text === undefined || text.trim() === '') {
		return {};
	}
	let raw: unknown;
	try {
		raw = JSON.parse(text);
	} catch {
		return { error: 'not valid JSON: give an object of repository URL to folder, {"https://github.com/owner/repo": "/path/to/clone"}' };
	}
	if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
		return { error: 'must be a JSON object of repository URL to folder' };
	}
	return grantsOf(raw as Record<string, unknown>, cwd);
}

/** Grants from an object (the environment's JSON, the editor's setting): each URL checked, folders made absolute from `base`. */
export function grantsOf(raw: Readonly<Record<string, unknown>>, base: string): RepositoryGrants | { error: string } {
	const out: Record<string, string> = {};
	for (const [url, dir] of Object.entries(raw)) {
		const g = grant(url, dir, base);
		if (typeof g === 'string') {
			return { error: g };
		}
		out[g[0]] = g[1];
	}
	return out;
}

/**
 * Whether `clone` (relative to `root`, or absolute) lies inside the root
 * once symlinks are resolved: a clone not there yet is judged by its
 * nearest existing folder; a link that leads nowhere is outside.
 */
export function cloneInsideRoot(root: string, clone: string): boolean {
	let at = path.resolve(root, clone);
	const rest: string[] = [];
	for (; ;) {
		try {
			lstatSync(at);
			break;
		} catch {
			if (path.dirname(at) === at) {
				return false;
			}
			rest.unshift(path.basename(at));
			at = path.dirname(at);
		}
	}
	let real: string;
	try {
		real = realpathSync(at);
	} catch {
		return false;
	}
	return isWithinRoot(path.join(real, ...rest), realPath(root));
}

/** Text of the user's own input, cut and made printable for a message. */
function shown(text: string): string {
	const cut = text.length > 80 ? `${text.slice(0, 80)}…` : text;
	return cut.replace(/[^\x20-\x7e…]/g, '?');
}
