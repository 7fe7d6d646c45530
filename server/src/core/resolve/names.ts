import { localTarget } from '../sources/local';
import { extend } from '../text';
import type { Citation, ParsedNote } from '../types';

/**
 * The project's files by name, for targets written as wiki tools write them
 * (docs/specification.md §1.4): a path from the project root, else a file
 * of that name anywhere. The editor keeps it current as files come and go
 * (the manager's `setProjectFiles`).
 */
export class NameIndex {
	readonly #paths: ReadonlySet<string>;
	readonly #byName = new Map<string, string[]>();

	constructor(files: Iterable<string>) {
		this.#paths = new Set(files);
		for (const path of this.#paths) {
			const name = baseName(path);
			const list = this.#byName.get(name);
			if (list) {
				list.push(path);
			} else {
				this.#byName.set(name, [path]);
			}
		}
	}

	/** Every file path, for completion. */
	get paths(): ReadonlySet<string> {
		return this.#paths;
	}

	/**
	 * The file a written target names: the path from the root (`.md` implied
	 * when it has no extension of a file there), else the one file of that
	 * name; of several, those sharing the most trailing folders with what is
	 * written, so `[[wiki/sources/x]]` picks `…/wiki/sources/x.md` over
	 * `raw/x.md`. `several` when that still leaves more than one.
	 */
	resolve(written: string): { path: string } | { several: string[] } | undefined {
		const root = written.replace(/^\/+/, '');
		for (const candidate of [`${root}.md`, root]) {
			if (this.#paths.has(candidate)) {
				return { path: candidate };
			}
		}
		const parts = root.split('/');
		const name = parts[parts.length - 1]!;
		const named = [...this.#byName.get(`${name}.md`) ?? [], ...this.#byName.get(name) ?? []];
		if (named.length <= 1) {
			return named.length ? { path: named[0]! } : undefined;
		}
		const shared = (path: string): number => {
			const folders = path.split('/');
			let k = 1;
			while (k < parts.length && k < folders.length && folders[folders.length - 1 - k] === parts[parts.length - 1 - k]) {
				k++;
			}
			return k;
		};
		const best = Math.max(...named.map(shared));
		const closest = named.filter(p => shared(p) === best);
		return closest.length === 1 ? { path: closest[0]! } : { several: closest.sort() };
	}
}

function baseName(path: string): string {
	return path.slice(path.lastIndexOf('/') + 1);
}

/** A note's citations with their named targets resolved against the project's files; the same object when none names one. */
export function resolveNames(parsed: ParsedNote, names: NameIndex): ParsedNote {
	if (!parsed.citations.some(c => c.byName !== undefined) && !parsed.skipped.some(c => c.byName !== undefined)) {
		return parsed;
	}
	return { citations: parsed.citations.map(c => resolveCitation(c, names)), skipped: parsed.skipped.map(c => resolveCitation(c, names)) };
}

function resolveCitation(c: Citation, names: NameIndex): Citation {
	const target = localTarget(c.target);
	if (c.byName === undefined || c.problem || !target) {
		return c;
	}
	const found = names.resolve(c.byName);
	if (!found) {
		// No such file: the path from the root, which the check reports as missing.
		return c;
	}
	if ('several' in found) {
		const listed = found.several.slice(0, 4).join(', ') + (found.several.length > 4 ? `, and ${found.several.length - 4} more` : '');
		const span = c.targetSpan ?? c.attributionSpan;
		return extend(c, { problem: { status: 'invalid_attribution', message: `[[${c.byName}]] names ${found.several.length} files of that name: ${listed}; write more of the path`, span } });
	}
	return found.path === target.path ? c : extend(c, { target: { ...target, path: found.path } });
}
