import { readFileSync, statSync } from 'node:fs';

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
