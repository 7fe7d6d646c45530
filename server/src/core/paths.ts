/** Root-relative `/` paths, as the core names project files (no Node path module: the core stays portable). */

/** Normalises a `/`-separated path: drops `.` and empty segments, folds `..`; returns undefined if it climbs above its start. */
export function normalizePosix(path: string): string | undefined {
	const out: string[] = [];
	for (const segment of path.split('/')) {
		if (segment === '' || segment === '.') {
			continue;
		}
		if (segment === '..') {
			if (out.length === 0) {
				return undefined;
			}
			out.pop();
			continue;
		}
		out.push(segment);
	}
	return out.join('/');
}

/** The folder of a root-relative path (`''` for the root). */
export function dirnamePosix(path: string): string {
	const slash = path.lastIndexOf('/');
	return slash < 0 ? '' : path.slice(0, slash);
}

/** A root-relative path from `fromDir` to `to`, always starting with `./` or `../`. */
export function relativePosix(fromDir: string, to: string): string {
	const a = fromDir ? fromDir.split('/') : [];
	const b = to.split('/');
	let k = 0;
	while (k < a.length && k < b.length - 1 && a[k] === b[k]) {
		k++;
	}
	const up = a.length - k;
	const rest = b.slice(k).join('/');
	return up === 0 ? `./${rest}` : `${'../'.repeat(up)}${rest}`;
}
