import { resolveCodePath } from '../parse/attribution';
import { dirnamePosix, relativePosix } from '../paths';
import { localTarget } from '../sources/local';

/** A completion of an attribution, as data: the host turns it into its editor's item. */
export interface AttributionCompletion {
	readonly kind: 'file' | 'pin' | 'key';
	readonly label: string;
	/** Text to insert at the cursor (the rest of the label after what was typed). */
	readonly insertText: string;
	/** What the item stands for (a key's author, year and title). */
	readonly detail?: string;
}

const maxFiles = 500;
/** `--- \`path\` @ \`s…` with the cursor in the version code span. */
const pinContext = /---\s*`([^`:]+)(?::[^`]*)?`\s*@\s*`(s[a-z0-9:]*)?$/;
/** `> --- \`pa…` with the cursor in the path code span. */
const pathContext = /^(?:\s*>)+\s*---\s*`([^`:]*)$/;
/** `> — [[na…` (or `--`, `---`, words before the link) with the cursor in the wikilink's target. */
const wikilinkContext = /^(?:\s*>)+\s*(?:---|--|\u2014)[^\n]*?\[\[([^\]|#\n]*)$/;

/**
 * Completions at the end of `linePrefix` (a note line up to the cursor):
 * project files while a blockquote attribution's path or a wikilink's
 * target is typed, and the source's current `sha256:` pin after its `@`.
 */
export async function completeAttribution(linePrefix: string, notePath: string, files: readonly string[], pinOf: (path: string) => Promise<string | undefined>): Promise<AttributionCompletion[]> {
	const pin = pinContext.exec(linePrefix);
	if (pin) {
		const typed = pin[2] ?? '';
		const target = localTarget(resolveCodePath(pin[1]!.trim(), notePath));
		const current = target ? await pinOf(target.path) : undefined;
		return current ? [{ kind: 'pin', label: current, insertText: current.slice(typed.length) }] : [];
	}
	const wiki = wikilinkContext.exec(linePrefix);
	if (wiki) {
		return completeWikilink(wiki[1]!, notePath, files);
	}
	const path = pathContext.exec(linePrefix);
	return path ? completePath(path[1]!, notePath, files) : [];
}

/**
 * Wikilink targets as wiki tools write them (docs/specification.md §1.4):
 * a file's name where no other file has it, else its path from the root;
 * `.md` left implied. Offered when what was typed starts either.
 */
function completeWikilink(typed: string, notePath: string, files: readonly string[]): AttributionCompletion[] {
	const named = new Map<string, number>();
	for (const f of files) {
		const name = baseName(f);
		named.set(name, (named.get(name) ?? 0) + 1);
	}
	const out: AttributionCompletion[] = [];
	for (const f of files) {
		const name = baseName(f);
		const label = implied(named.get(name) === 1 && !typed.includes('/') ? name : f);
		if (f !== notePath && label.startsWith(typed)) {
			out.push({ kind: 'file', label, insertText: label.slice(typed.length) });
			if (out.length >= maxFiles) {
				break;
			}
		}
	}
	return out;
}

function baseName(path: string): string {
	return path.slice(path.lastIndexOf('/') + 1);
}

/** A Markdown file's path without its `.md`, which a wikilink implies. */
function implied(path: string): string {
	return path.endsWith('.md') ? path.slice(0, -3) : path;
}

/** Files whose path, written as the writer started it (root- or note-relative), continues what was typed. */
function completePath(typed: string, notePath: string, files: readonly string[]): AttributionCompletion[] {
	const relative = typed.startsWith('./') || typed.startsWith('../');
	const out: AttributionCompletion[] = [];
	for (const f of files) {
		if (f === notePath) {
			continue;
		}
		const label = relative ? relativePosix(dirnamePosix(notePath), f) : f;
		if (label.startsWith(typed)) {
			out.push({ kind: 'file', label, insertText: label.slice(typed.length) });
			if (out.length >= maxFiles) {
				break;
			}
		}
	}
	return out;
}
