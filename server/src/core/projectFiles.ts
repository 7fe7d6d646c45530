import ignore, { type Ignore } from 'ignore';

/** Folders never walked: Git's own store and installed packages. */
export const alwaysSkipped: ReadonlySet<string> = new Set(['.git', 'node_modules']);

/**
 * The `.gitignore` rules in force in a folder, as Git applies them: each
 * file's rules apply below the folder holding it, relative to that folder.
 */
export class IgnoreRules {
	static readonly none = new IgnoreRules([]);
	readonly #rules: readonly { readonly base: string; readonly ig: Ignore }[];

	constructor(rules: readonly { readonly base: string; readonly ig: Ignore }[]) {
		this.#rules = rules;
	}

	/** These rules and those of the `.gitignore` text found in the root-relative folder `base`. */
	with(base: string, gitignore: string): IgnoreRules {
		return new IgnoreRules([...this.#rules, { base, ig: ignore().add(gitignore) }]);
	}

	/** Whether a root-relative path (a folder when `isDir`) is ignored. */
	ignores(rel: string, isDir: boolean): boolean {
		return this.#rules.some(({ base, ig }) => {
			const local = base ? rel.slice(base.length + 1) : rel;
			return ig.ignores(isDir ? `${local}/` : local);
		});
	}
}

/** An entry of a folder as a host lists it: a symlink, to a file or a folder, is `link`: listed, never walked. */
export interface FolderEntry {
	readonly name: string;
	readonly kind: 'file' | 'folder' | 'link' | 'other';
}

/** How a host lists a project's files: folders and `.gitignore` texts, by root-relative path (`''` is the root). */
export interface FolderReader {
	/** The entries of a folder; undefined when it cannot be read (the walk goes on without it). */
	readDirectory(rel: string): Promise<readonly FolderEntry[] | undefined>;
	/** A `.gitignore` as text; undefined when it cannot be read (it then ignores nothing). */
	readText(rel: string): Promise<string | undefined>;
}

/** Folders read at once by `listFilesThrough`: each read is a round trip to the editor (and, on github.dev, to GitHub). */
const foldersAtOnce = 8;

/**
 * Every file under the root, root-relative with `/`, in name order within
 * each folder, honouring each folder's `.gitignore`, without `.git` and
 * `node_modules`, and without the names `skipFile` refuses. A symlink is
 * listed but never walked, so the walk cannot leave the root (its reads are
 * confined). Sibling folders are read concurrently (a few at a time); the
 * order is the walk's. The Node host walks synchronously with the same
 * rules (node/listFiles.ts); a host whose reads are requests walks here.
 */
export async function listFilesThrough(reader: FolderReader, skipFile: (name: string) => boolean = () => false): Promise<string[]> {
	const slots = new Slots(foldersAtOnce);
	const walk = async (dirRel: string, rules: IgnoreRules): Promise<string[]> => {
		const entries = await slots.run(() => reader.readDirectory(dirRel));
		if (!entries) {
			return [];
		}
		let active = rules;
		if (entries.some(e => e.name === '.gitignore' && e.kind === 'file')) {
			const text = await slots.run(() => reader.readText(dirRel ? `${dirRel}/.gitignore` : '.gitignore'));
			active = text === undefined ? rules : rules.with(dirRel, text);
		}
		const parts = [...entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).map(entry => {
			const rel = dirRel ? `${dirRel}/${entry.name}` : entry.name;
			if (entry.kind === 'folder') {
				return !alwaysSkipped.has(entry.name) && !active.ignores(rel, true) ? walk(rel, active) : [];
			}
			return entry.kind !== 'other' && !skipFile(entry.name) && !active.ignores(rel, false) ? [rel] : [];
		});
		return (await Promise.all(parts)).flat();
	};
	return walk('', IgnoreRules.none);
}

/** Runs at most `size` tasks at once; the others wait their turn. */
class Slots {
	#free: number;
	readonly #waiting: (() => void)[] = [];

	constructor(size: number) {
		this.#free = size;
	}

	async run<T>(task: () => Promise<T>): Promise<T> {
		if (this.#free > 0) {
			this.#free--;
		} else {
			await new Promise<void>(resolve => this.#waiting.push(resolve));
		}
		try {
			return await task();
		} finally {
			const next = this.#waiting.shift();
			if (next) {
				next();
			} else {
				this.#free++;
			}
		}
	}
}
