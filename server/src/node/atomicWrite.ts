import { promises as fs } from 'node:fs';
import * as path from 'node:path';

/** Why a file was not written. */
export type WriteRefusal = 'changed' | 'missing' | 'failed';

/**
 * Replaces a file's text only if it still holds `expected`: writes a
 * temporary file beside it and renames it over the original, so a reader
 * sees the old text or the new, never a mix, and an edit made while we
 * worked is never overwritten. The file's mode is kept.
 */
export async function writeIfUnchanged(file: string, expected: string, next: string): Promise<'written' | WriteRefusal> {
	let mode: number;
	let bom: boolean;
	try {
		mode = (await fs.stat(file)).mode & 0o7777;
		const current = await readText(file);
		if (current.text !== expected) {
			return 'changed';
		}
		bom = current.bom;
	} catch {
		return 'missing';
	}
	const temp = path.join(path.dirname(file), `.${path.basename(file)}.verbatim-${process.pid}-${Date.now().toString(36)}.tmp`);
	try {
		await fs.writeFile(temp, bom ? `\uFEFF${next}` : next, { encoding: 'utf8', mode, flag: 'wx' });
		// A last look just before the rename narrows the window for a concurrent edit to the rename itself.
		if ((await readText(file)).text !== expected) {
			await fs.rm(temp, { force: true });
			return 'changed';
		}
		await fs.rename(temp, file);
		return 'written';
	} catch {
		await fs.rm(temp, { force: true }).catch(() => undefined);
		return 'failed';
	}
}

/** A file's text as the checker decodes it (a BOM is not part of the text), and whether it had a BOM. */
async function readText(file: string): Promise<{ text: string; bom: boolean }> {
	const bytes = await fs.readFile(file);
	const bom = bytes[0] === 0xEF && bytes[1] === 0xBB && bytes[2] === 0xBF;
	return { text: new TextDecoder('utf-8').decode(bytes), bom };
}
