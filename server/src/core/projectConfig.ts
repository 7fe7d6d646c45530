import { findNodeAtLocation } from 'jsonc-parser';
import picomatch from 'picomatch/posix';
import { parseJson, type JsonNode } from './configJson';
import { repositoryKey } from './resolve/repositoryUrl';
import type { ProfileName, Severity, Status } from './types';
import { allStatuses, profileNames } from './types';

/** Project rules from `verbatim.json` (docs/specification.md §7), with defaults filled in. */
export interface ProjectConfig {
	readonly include: readonly string[];
	readonly exclude: readonly string[];
	readonly sources: readonly string[];
	readonly extractFiles: readonly string[];
	readonly profiles: readonly { readonly glob: string; readonly profile: ProfileName }[];
	readonly strict: boolean;
	readonly elisions: 'allow' | 'deny';
	readonly maxElisionGap: number;
	readonly maxSourceBytes: number;
	readonly minQuoteWords: number;
	readonly repositories: Readonly<Record<string, string>>;
	/** `"stored"`: a PDF's text is its stored render only; `"auto"`: with none stored, extract it on the fly. */
	readonly renders: 'stored' | 'auto';
	readonly severity: Readonly<Partial<Record<Status, Severity>>>;
	/** `required`: a verified local citation with no `sha256:` pin is `unpinned`, and fixes add pins. */
	readonly pins: 'optional' | 'required';
	/** The bibliography of Pandoc citation keys (§1.5): a path or a list of paths, relative to the root. */
	readonly bibliography?: string | readonly string[];
}

export const defaultConfig: ProjectConfig = Object.freeze({
	include: ['**/*.md', '**/*.markdown'],
	exclude: [],
	sources: [],
	extractFiles: ['**/*.ingest.md'],
	profiles: [],
	strict: false,
	elisions: 'allow',
	maxElisionGap: 400,
	maxSourceBytes: 50 * 1024 * 1024,
	minQuoteWords: 1,
	repositories: {},
	renders: 'stored',
	severity: {},
	pins: 'optional',
});

/** A place in `verbatim.json`: 0-based line and UTF-16 column, as editors count them. */
export interface ConfigPosition {
	readonly line: number;
	readonly character: number;
}

/** A configuration problem; `key` names the offending key (`profiles[1].glob`), `(syntax)` for malformed JSON; `range` is where it is in the file. */
export interface ConfigError {
	readonly key: string;
	readonly message: string;
	/** Absent only when the file could not be read at all. */
	readonly range?: { readonly start: ConfigPosition; readonly end: ConfigPosition };
}

export type ConfigResult = { readonly config: ProjectConfig; readonly errors?: undefined } | { readonly config?: undefined; readonly errors: readonly ConfigError[] };

const severities: readonly string[] = ['error', 'warning', 'info', 'off'];

/** What the file system says of a configuration, asked by the caller (the core reads no files). */
export interface ConfigPlaces {
	/** Whether a clone path of `repositories` (relative to the root, or absolute) lies inside the project root after resolving symlinks. */
	cloneInsideRoot(clone: string): boolean;
}

/** The message for a clone `verbatim.json` names outside the root: a project file never grants reads elsewhere; the user does. */
const cloneOutsideRoot = 'names a folder outside the project root: verbatim.json may name clones inside the project only; grant a clone elsewhere with --repository URL=DIR, VERBATIM_REPOSITORIES or the verbatim.repositories setting';

/**
 * Parses and validates the text of `verbatim.json`. Unknown keys and wrong
 * types are errors, never ignored; with `places`, so is a clone in
 * `repositories` outside the project root. Every error carries its range.
 */
export function parseProjectConfig(text: string, places?: ConfigPlaces): ConfigResult {
	const lines = lineStarts(text);
	const parsed = parseJson(text);
	if ('offset' in parsed) {
		return { errors: [{ key: '(syntax)', message: parsed.message, range: rangeOf(lines, parsed.offset, parsed.length) }] };
	}
	const root = parsed.tree;
	if (root.type !== 'object') {
		return { errors: [{ key: '(root)', message: 'must be a JSON object', range: rangeOf(lines, root.offset, root.length) }] };
	}
	const errors: { readonly error: RuleError; readonly property: JsonNode }[] = [];
	const config: Record<string, unknown> = { ...defaultConfig };
	for (const property of root.children ?? []) {
		const key = property.children![0]!.value as string;
		const value = valueOf(property.children![1]!);
		const found: RuleError[] = [];
		// Own keys only: `constructor` or `__proto__` in the file are unknown keys, not rules.
		const rule = Object.prototype.hasOwnProperty.call(keyRules, key) ? keyRules[key] : undefined;
		if (!rule) {
			found.push({ key, message: 'unknown key', name: true });
		} else {
			rule(key, value, found);
			if (key === 'repositories' && places && isObject(value)) {
				for (const [url, clone] of Object.entries(value)) {
					if (typeof clone === 'string' && clone !== '' && !places.cloneInsideRoot(clone)) {
						found.push({ key: `repositories["${url}"]`, message: cloneOutsideRoot, path: [url] });
					}
				}
			}
			if (key !== '$schema') {
				config[key] = value;
			}
		}
		errors.push(...found.map(error => ({ error, property })));
	}
	return errors.length
		? { errors: errors.map(({ error, property }) => ({ key: shownKey(error.key), message: error.message, range: errorRange(lines, property, error) })) }
		: { config: Object.freeze(config) as unknown as ProjectConfig };
}

/** An error's text as the CLI and the editor show it: the key at fault, then what is wrong (a syntax error names no key). */
export function configErrorText(error: ConfigError): string {
	return error.key === '(syntax)' ? error.message : `${error.key}: ${error.message}`;
}

/** An error as a key's rule reports it: `path` leads from the key's value to the part at fault; `name`, the part's key rather than its value. */
interface RuleError extends ConfigError {
	readonly path?: readonly (string | number)[];
	readonly name?: boolean;
}

/** The range of what `error` blames: the node its path reaches (its key with `name`), else the top-level key's value. */
function errorRange(lines: readonly number[], property: JsonNode, error: RuleError): ConfigError['range'] {
	const top = error.name && !error.path ? property.children![0]! : property.children![1]!;
	const node = error.path ? findNodeAtLocation(top, [...error.path]) ?? top : top;
	const shown = error.name && error.path && node.parent?.type === 'property' ? node.parent.children![0]! : node;
	return rangeOf(lines, shown.offset, shown.length);
}

/** The start offset of each line: `\r\n`, `\r` and `\n` end a line, as in LSP. */
function lineStarts(text: string): number[] {
	const starts = [0];
	for (const m of text.matchAll(/\r\n|\r|\n/g)) {
		starts.push(m.index + m[0].length);
	}
	return starts;
}

function positionOf(lines: readonly number[], offset: number): ConfigPosition {
	let lo = 0;
	let hi = lines.length - 1;
	while (lo < hi) {
		const mid = (lo + hi + 1) >> 1;
		if (lines[mid]! <= offset) {
			lo = mid;
		} else {
			hi = mid - 1;
		}
	}
	return { line: lo, character: offset - lines[lo]! };
}

function rangeOf(lines: readonly number[], offset: number, length: number): NonNullable<ConfigError['range']> {
	return { start: positionOf(lines, offset), end: positionOf(lines, offset + length) };
}

/** A value for the rules, built from the tree: a key `__proto__` stays an own key, as `JSON.parse` keeps it. */
function valueOf(node: JsonNode): unknown {
	if (node.type === 'array') {
		return (node.children ?? []).map(valueOf);
	}
	if (node.type !== 'object') {
		return node.value;
	}
	const object: Record<string, unknown> = {};
	for (const property of node.children ?? []) {
		Object.defineProperty(object, property.children![0]!.value as string, { value: valueOf(property.children![1]!), enumerable: true, writable: true, configurable: true });
	}
	return object;
}

/**
 * A key as a message may name it: the file's own text, so at most 64
 * characters, and with anything but printable ASCII escaped as JSON
 * escapes it: a key could otherwise write a line of its own (a GitHub
 * workflow command, say) or a terminal escape into the output.
 */
function shownKey(key: string): string {
	const cut = key.length > maxShownKey ? `${key.slice(0, maxShownKey)}…` : key;
	return cut.replace(/[^\x20-\x7e…]/g, c => JSON.stringify(c).slice(1, -1).replace(/^(.)$/, ch => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

const maxShownKey = 64;

/** Validates one key's value, pushing an error that names the key (or the part of it) at fault. */
type KeyRule = (key: string, value: unknown, errors: RuleError[]) => void;

function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const globList: KeyRule = (key, value, errors) => {
	if (!Array.isArray(value) || value.some(v => typeof v !== 'string' || v === '')) {
		errors.push({ key, message: 'must be an array of non-empty glob strings' });
		return;
	}
	value.forEach((glob: string, k) => checkGlob(`${key}[${k}]`, glob, errors, [k]));
};

/** A glob the matcher refuses (longer than it takes, say) is the configuration's error, named by key, never a crash of the run; the glob itself is not echoed. */
function checkGlob(key: string, glob: string, errors: RuleError[], path: readonly (string | number)[]): void {
	try {
		picomatch.makeRe(glob, { dot: true });
	} catch {
		errors.push({ key, message: `is not a usable glob${glob.length > maxGlobLength ? ` (longer than ${maxGlobLength} characters)` : ''}`, path });
	}
}

/** The longest glob the matcher compiles (picomatch's own limit). */
const maxGlobLength = 65_536;

const integerFrom = (min: number): KeyRule => (key, value, errors) => {
	if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
		errors.push({ key, message: `must be an integer ≥ ${min}` });
	}
};

const profileList: KeyRule = (key, value, errors) => {
	if (!Array.isArray(value)) {
		errors.push({ key, message: 'must be an array of { "glob", "profile" } objects' });
		return;
	}
	value.forEach((rule: unknown, k) => {
		if (!isObject(rule)) {
			errors.push({ key: `profiles[${k}]`, message: 'must be an object with "glob" and "profile"', path: [k] });
			return;
		}
		for (const extra of Object.keys(rule).filter(x => x !== 'glob' && x !== 'profile')) {
			errors.push({ key: `profiles[${k}].${extra}`, message: 'unknown key', path: [k, extra], name: true });
		}
		if (typeof rule.glob !== 'string' || rule.glob === '') {
			errors.push({ key: `profiles[${k}].glob`, message: 'must be a non-empty string', path: 'glob' in rule ? [k, 'glob'] : [k] });
		} else {
			checkGlob(`profiles[${k}].glob`, rule.glob, errors, [k, 'glob']);
		}
		if (!profileNames.includes(rule.profile as ProfileName)) {
			errors.push({ key: `profiles[${k}].profile`, message: `must be one of ${profileNames.join(', ')}`, path: 'profile' in rule ? [k, 'profile'] : [k] });
		}
	});
};

const oneOf = (...allowed: string[]): KeyRule => (key, value, errors) => {
	if (!allowed.includes(value as string)) {
		errors.push({ key, message: `must be ${allowed.map(a => `"${a}"`).join(' or ')}` });
	}
};

const repositoryMap: KeyRule = (key, value, errors) => {
	if (!isObject(value)) {
		errors.push({ key, message: 'must be an object mapping repository URLs to local paths' });
		return;
	}
	for (const [url, path] of Object.entries(value)) {
		if (repositoryKey(url) === undefined) {
			errors.push({ key: `repositories["${url}"]`, message: 'is not a repository URL (https://host/owner/repo or git@host:owner/repo)', path: [url], name: true });
		}
		if (typeof path !== 'string' || path === '') {
			errors.push({ key: `repositories["${url}"]`, message: 'must be a local path string', path: [url] });
		}
	}
};

const severityMap: KeyRule = (key, value, errors) => {
	if (!isObject(value)) {
		errors.push({ key, message: 'must be an object mapping statuses to error, warning, info or off' });
		return;
	}
	for (const [status, level] of Object.entries(value)) {
		if (!allStatuses.includes(status as Status)) {
			errors.push({ key: `severity.${status}`, message: 'unknown status', path: [status], name: true });
		} else if (typeof level !== 'string' || !severities.includes(level)) {
			errors.push({ key: `severity.${status}`, message: 'must be "error", "warning", "info" or "off"', path: [status] });
		}
	}
};

/** Every key `verbatim.json` may hold, with its rule (docs/specification.md §7). */
const keyRules: Readonly<Record<string, KeyRule>> = {
	$schema: () => undefined,
	include: globList,
	exclude: globList,
	sources: globList,
	extractFiles: globList,
	profiles: profileList,
	strict: (key, value, errors) => {
		if (typeof value !== 'boolean') {
			errors.push({ key, message: 'must be true or false' });
		}
	},
	elisions: oneOf('allow', 'deny'),
	pins: oneOf('optional', 'required'),
	renders: oneOf('stored', 'auto'),
	maxElisionGap: integerFrom(0),
	maxSourceBytes: integerFrom(1),
	minQuoteWords: integerFrom(0),
	repositories: repositoryMap,
	severity: severityMap,
	bibliography: (key, value, errors) => {
		if (!(typeof value === 'string' && value !== '') && !(Array.isArray(value) && value.every(v => typeof v === 'string' && v !== ''))) {
			errors.push({ key, message: 'must be a path or an array of paths' });
		}
	},
};
