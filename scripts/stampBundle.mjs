// Writes each bundle's build stamp into it: the SHA-256 of the bundle's own
// bytes (as built, with the placeholder in), in place of the placeholder, which
// has the same length so source maps still line up. The result cache keys on
// it (server/src/node/resultCache.ts, buildStamp), so a warm run need not hash
// its bundle to tell one build from another.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

/** What esbuild defines VERBATIM_BUILD as: 32 characters, like the stamp, and never hex. */
export const buildPlaceholder = 'VERBATIM-BUILD-STAMP-PLACEHOLDER';

/** Stamps `file` when it holds the placeholder; returns the stamp, or undefined when there was none. */
export function stampBundle(file) {
	const text = readFileSync(file, 'utf8');
	if (!text.includes(buildPlaceholder)) {
		return undefined;
	}
	const stamp = createHash('sha256').update(text).digest('hex').slice(0, buildPlaceholder.length);
	writeFileSync(file, text.replaceAll(buildPlaceholder, stamp));
	return stamp;
}
