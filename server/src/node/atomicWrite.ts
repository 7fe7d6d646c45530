import { promises as fs } from 'node:fs';
import * as path from 'node:path';

/** Why a file was not written: `outside` when, its symlinks resolved, it lies outside the project root. */
export type WriteRefusal = 'changed' | 'missing' | 'outside' | 'failed';

/**
 * Replaces a file's text only if it still holds `expected`: writes a
 * temporary file beside it and renames it over the original, so a reader
 * sees the old text or the new, never a mix, and an edit made while we
 * worked is never overwritten. The file's mode and BOM are kept. A symlink
 * is written through: its target, which must lie inside `root` once every
 * symlink is resolved, gets the new text and the link stays a link.
 */
export async function writeIfUnchanged(file: string, expected: string, next: string, root: string): Promise<'written' | WriteRefusal> {
	let target: string;
	let mode: number;
	let bom: boolean;
	try {
		target = await fs.realpath(file);
	} catch {
		return 'missing';
	}
	let realRoot: string;
	try {
		realRoot = await fs.realpath(root);
		if (!inside(realRoot, target)) {
			return 'outside';
		}
		const stat = await fs.stat(target);
		if (!stat.isFile()) {
			return 'failed';
		}
		mode = stat.mode & 0o7777;
		const current = await readText(target);
		if (current.text !== expected) {
			return 'changed';
		}
		bom = current.bom;
	} catch {
		return 'missing';
	}
	const temp = path.join(path.dirname(target), `.${path.basename(target)}.verbatim-${process.pid}-${Date.now().toString(36)}.tmp`);
	try {
		await fs.writeFile(temp, bom ? `\uFEFF${next}` : next, { encoding: 'utf8', mode, flag: 'wx' });
		// A last look just before the rename narrows the window for a concurrent edit, or a link moved elsewhere, to the rename itself.
		const now = await fs.realpath(file);
		if (now !== target || (await readText(target)).text !== expected) {
			await fs.rm(temp, { force: true });
			return now === target || inside(realRoot, now) ? 'changed' : 'outside';
		}
		await fs.rename(temp, target);
		return 'written';
	} catch {
		await fs.rm(temp, { force: true }).catch(() => undefined);
		return 'failed';
	}
}

/** Whether a real path lies inside a real root folder. */
function inside(realRoot: string, real: string): boolean {
	const rel = path.relative(realRoot, real);
	return rel !== '' && !rel.startsWith(`..${path.sep}`) && rel !== '..' && !path.isAbsolute(rel);
}

/** A file's text as the checker decodes it (a BOM is not part of the text), and whether it had a BOM. */
async function readText(file: string): Promise<{ text: string; bom: boolean }> {
	const bytes = await fs.readFile(file);
	const bom = bytes[0] === 0xEF && bytes[1] === 0xBB && bytes[2] === 0xBF;
	return { text: new TextDecoder('utf-8').decode(bytes), bom };
}
