import { existsSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { relativeInside } from './nodeWorkspace';

/** Where the project root was found, and why. */
export interface ProjectRoot {
	readonly root: string;
	/** Absolute path of `verbatim.json`, when there is one. */
	readonly configFile?: string;
}

/**
 * The project root for a path (docs/specification.md §7): the nearest folder upwards holding
 * `verbatim.json`; else the Git work tree; else `cwd` when the path lies
 * inside it (so `verbatim check notes/a.md` still sees `sources/`); else
 * the folder itself.
 */
export function findProjectRoot(start: string, cwd?: string): ProjectRoot {
	let dir = path.resolve(start);
	if (existsSync(dir) && !statSync(dir).isDirectory()) {
		dir = path.dirname(dir);
	}
	const folder = dir;
	for (let d = dir; ; d = path.dirname(d)) {
		const config = path.join(d, 'verbatim.json');
		if (existsSync(config)) {
			return { root: d, configFile: config };
		}
		if (path.dirname(d) === d) {
			break;
		}
	}
	for (let d = dir; ; d = path.dirname(d)) {
		if (existsSync(path.join(d, '.git'))) {
			return { root: d };
		}
		if (path.dirname(d) === d) {
			break;
		}
	}
	if (cwd !== undefined) {
		if (relativeInside(cwd, folder) !== undefined) {
			return { root: path.resolve(cwd) };
		}
	}
	return { root: folder };
}
