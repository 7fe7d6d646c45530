import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';

/** Appends text to a file a host names (a GitHub Actions summary or output file). */
export function appendToFile(file: string, text: string): void {
	appendFileSync(file, text);
}

/**
 * Writes a report to `file`, creating the folders it names; on failure, why
 * in words (a folder, a file where a folder should be, no permission).
 */
export function writeReportFile(file: string, text: string): { error: string } | undefined {
	try {
		mkdirSync(path.dirname(file), { recursive: true });
		writeFileSync(file, text);
		return undefined;
	} catch (e) {
		const code = (e as NodeJS.ErrnoException).code;
		const why = code === 'EISDIR' ? 'it is a folder' : code === 'ENOTDIR' || code === 'EEXIST' ? 'a file stands where a folder should be' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code ?? 'it cannot be written';
		return { error: why };
	}
}
