/** A file of a hosted repository at a commit, as named by a blob or raw URL. */
export interface HostedBlob {
	/** The repository's URL, `https://host/owner/repo` (GitLab groups kept). */
	readonly repository: string;
	/** Lowercase hex, 7 to 40 digits. */
	readonly commit: string;
	readonly path: string;
	/** The URL's fragment without `#` (`L10-L20`), if any. */
	readonly fragment?: string;
}

const hex = /^[0-9a-f]{7,40}$/i;

/**
 * Recognises blob URLs of the code hosts whose shape is unambiguous: GitHub
 * (`/blob/`, `/raw/`, raw.githubusercontent.com), GitLab (`/-/blob/`,
 * `/-/raw/` on any host), Gitea and Forgejo (`/src/commit/`, `/raw/commit/`
 * on any host). Undefined for any other URL. A URL of one of these shapes
 * that names a branch or tag, or lacks the commit or the path, is a problem:
 * only a commit pins the bytes (docs/specification.md §1.1).
 */
export function parseHostedBlobUrl(url: string): HostedBlob | { problem: string } | undefined {
	let u: URL;
	try {
		u = new URL(url);
	} catch {
		return undefined;
	}
	if (u.protocol !== 'https:' && u.protocol !== 'http:') {
		return undefined;
	}
	const segments = u.pathname.split('/').slice(1);
	const host = u.host.toLowerCase().replace(/^www\./, '');
	const found = hostedShape(host, segments);
	if (!found) {
		return undefined;
	}
	if (found.repo.some(s => s === '') || !found.commit) {
		return { problem: 'blob URL names no commit: a commit is needed, as in https://github.com/OWNER/REPO/blob/COMMIT/PATH' };
	}
	if (!hex.test(found.commit)) {
		return { problem: `blob URL names "${found.commit.slice(0, 40)}", not a commit: a commit (7–40 hex) is needed, since a branch or tag moves` };
	}
	if (found.rest.length === 0 || found.rest.some(s => s === '')) {
		return { problem: 'blob URL names no file path after its commit' };
	}
	return blobOf(found, u);
}

function blobOf(found: HostedShape, u: URL): HostedBlob | { problem: string } {
	let parts: string[];
	try {
		parts = found.rest.map(s => decodeURIComponent(s));
	} catch {
		return { problem: 'attribution URL has a malformed %-escape' };
	}
	if (parts.some(p => p === '.' || p === '..' || /[\0\n\r]/.test(p) || p.includes('/'))) {
		return { problem: 'attribution URL names a path that is not a plain file path' };
	}
	const fragment = u.hash ? u.hash.slice(1) : undefined;
	return { repository: `https://${found.host}/${found.repo.join('/')}`, commit: found.commit.toLowerCase(), path: parts.join('/'), fragment };
}

interface HostedShape {
	readonly host: string;
	readonly repo: string[];
	/** The segment where the commit stands; empty when the URL stops before it. */
	readonly commit: string;
	readonly rest: string[];
}

/** The parts of a URL of a known blob shape, down to the shape's keyword: a shorter URL of that shape lacks its commit or path. */
function hostedShape(host: string, s: readonly string[]): HostedShape | undefined {
	if (host === 'raw.githubusercontent.com' && s.length >= 2 && s[0] !== '') {
		return { host: 'github.com', repo: s.slice(0, 2), commit: s[2] ?? '', rest: s.slice(3) };
	}
	if (host === 'github.com' && s.length >= 3 && (s[2] === 'blob' || s[2] === 'raw')) {
		return { host, repo: s.slice(0, 2), commit: s[3] ?? '', rest: s.slice(4) };
	}
	const dash = s.indexOf('-');
	if (dash >= 2 && (s[dash + 1] === 'blob' || s[dash + 1] === 'raw')) {
		return { host, repo: s.slice(0, dash), commit: s[dash + 2] ?? '', rest: s.slice(dash + 3) };
	}
	if (s.length >= 4 && (s[2] === 'src' || s[2] === 'raw') && s[3] === 'commit') {
		return { host, repo: s.slice(0, 2), commit: s[4] ?? '', rest: s.slice(5) };
	}
	return undefined;
}

/**
 * The blob URL of a file at a commit, in the shape of the repository's host:
 * GitHub's `/blob/`, GitLab's `/-/blob/` on hosts named gitlab, else the
 * Gitea/Forgejo `/src/commit/`. Path segments are %-encoded.
 */
export function blobUrl(repository: string, commit: string, path: string): string {
	// The key is the repository's identity (host and path, lowercase), which is also how the URL maps back.
	const key = repositoryKey(repository) ?? repository;
	const host = key.split('/')[0]!;
	const file = path.split('/').map(encodeURIComponent).join('/');
	const shape = host === 'github.com' ? 'blob' : /(^|\.)gitlab\./.test(host) ? '-/blob' : 'src/commit';
	return `https://${key}/${shape}/${commit}/${file}`;
}

/**
 * The identity of a repository URL: host and path, lowercase, without
 * scheme, user, `.git` or trailing slashes, so `https://github.com/O/R`,
 * `https://github.com/o/r.git` and `git@github.com:o/r.git` are one key.
 */
export function repositoryKey(url: string): string | undefined {
	const scp = /^[\w.-]+@([^:/\s]+):(.+)$/.exec(url.trim());
	let host: string;
	let pathname: string;
	if (scp) {
		host = scp[1]!;
		pathname = scp[2]!;
	} else {
		let u: URL;
		try {
			u = new URL(url.trim());
		} catch {
			return undefined;
		}
		if (!/^(?:https?|ssh|git):$/.test(u.protocol) || !u.hostname) {
			return undefined;
		}
		host = u.hostname;
		pathname = u.pathname;
	}
	const clean = pathname.replace(/^\/+|\/+$/g, '').replace(/\.git$/i, '');
	if (clean === '') {
		return undefined;
	}
	return `${host.toLowerCase().replace(/^www\./, '')}/${clean.toLowerCase()}`;
}
