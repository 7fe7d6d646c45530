import { readFileSync, realpathSync, statSync } from 'node:fs';
import * as path from 'node:path';

/** What an absolute path names on disk, or undefined when nothing is there. */
export function pathKind(absolute: string): 'file' | 'folder' | 'other' | undefined {
	try {
		const stat = statSync(absolute);
		return stat.isDirectory() ? 'folder' : stat.isFile() ? 'file' : 'other';
	} catch {
		return undefined;
	}
}

/** A UTF-8 file given on the command line (not a project source): its text, or the error code that stopped the read. */
export function readTextFile(absolute: string): { readonly text: string } | { readonly error: string } {
	try {
		return { text: readFileSync(absolute, 'utf8') };
	} catch (e) {
		return { error: (e as NodeJS.ErrnoException).code ?? 'EIO' };
	}
}

/** The real path (symlinks resolved) of an absolute path; the path itself when nothing is there. */
export function realPath(absolute: string): string {
	try {
		return realpathSync(absolute);
	} catch {
		return path.resolve(absolute);
	}
}

/** Whether a real path is the real root or inside it (a root of `/` holds everything). */
export function isWithinRoot(real: string, realRoot: string): boolean {
	return real === realRoot || real.startsWith(realRoot.endsWith(path.sep) ? realRoot : realRoot + path.sep);
}
