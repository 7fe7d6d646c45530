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

/**
 * A path (with an optional `#L…` fragment) as a Markdown link destination:
 * in `<…>` when `angle`, else bare (see `escapeLinkPath`).
 */
export function markdownLinkDestination(pathAndFragment: string, angle: boolean): string {
	const hash = pathAndFragment.search(/#L\d+(?:-L\d+)?$/);
	const path = hash < 0 ? pathAndFragment : pathAndFragment.slice(0, hash);
	const fragment = hash < 0 ? '' : pathAndFragment.slice(hash);
	const escaped = escapeLinkPath(path, angle);
	return angle ? `<${escaped}${fragment}>` : `${escaped}${fragment}`;
}

/**
 * A path as written in a link destination: outside `<…>` white space and
 * parentheses are %-escaped; `%`, `?` and `#` always are, since a link's path
 * is %-decoded and ends at `?` or `#`. Other characters stay as written.
 */
export function escapeLinkPath(path: string, angle: boolean): string {
	return path.replace(angle ? /[%?#<>\\\r\n]/g : /[%?#<>\\\s()]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
