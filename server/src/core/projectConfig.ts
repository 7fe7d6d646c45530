import picomatch from 'picomatch/posix';
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

/** A configuration problem; `key` names the offending key (`profiles[1].glob`), or the position for JSON syntax errors. */
export interface ConfigError {
	readonly key: string;
	readonly message: string;
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
 * `repositories` outside the project root.
 */
export function parseProjectConfig(text: string, places?: ConfigPlaces): ConfigResult {
	let raw: unknown;
	try {
		raw = JSON.parse(text);
	} catch (e) {
		void e;
		// The parser's own message quotes the file's bytes, which may be a secret: say only where.
		return { errors: [{ key: jsonErrorPosition(text), message: 'not valid JSON' }] };
	}
	if (!isObject(raw)) {
		return { errors: [{ key: '(root)', message: 'must be a JSON object' }] };
	}
	const errors: ConfigError[] = [];
	const config: Record<string, unknown> = { ...defaultConfig };
	for (const [key, value] of Object.entries(raw)) {
		// Own keys only: `constructor` or `__proto__` in the file are unknown keys, not rules.
		const rule = Object.prototype.hasOwnProperty.call(keyRules, key) ? keyRules[key] : undefined;
		if (!rule) {
			errors.push({ key, message: 'unknown key' });
			continue;
		}
		rule(key, value, errors);
		if (key === 'repositories' && places && isObject(value)) {
			for (const [url, clone] of Object.entries(value)) {
				if (typeof clone === 'string' && clone !== '' && !places.cloneInsideRoot(clone)) {
					errors.push({ key: `repositories["${url}"]`, message: cloneOutsideRoot });
				}
			}
		}
		if (key !== '$schema') {
			config[key] = value;
		}
	}
	return errors.length ? { errors: errors.map(e => ({ ...e, key: shownKey(e.key) })) } : { config: Object.freeze(config) as unknown as ProjectConfig };
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
type KeyRule = (key: string, value: unknown, errors: ConfigError[]) => void;

function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const globList: KeyRule = (key, value, errors) => {
	if (!Array.isArray(value) || value.some(v => typeof v !== 'string' || v === '')) {
		errors.push({ key, message: 'must be an array of non-empty glob strings' });
		return;
	}
	value.forEach((glob: string, k) => checkGlob(`${key}[${k}]`, glob, errors));
};

/** A glob the matcher refuses (longer than it takes, say) is the configuration's error, named by key, never a crash of the run; the glob itself is not echoed. */
function checkGlob(key: string, glob: string, errors: ConfigError[]): void {
	try {
		picomatch.makeRe(glob, { dot: true });
	} catch {
		errors.push({ key, message: `is not a usable glob${glob.length > maxGlobLength ? ` (longer than ${maxGlobLength} characters)` : ''}` });
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
			errors.push({ key: `profiles[${k}]`, message: 'must be an object with "glob" and "profile"' });
			return;
		}
		for (const extra of Object.keys(rule).filter(x => x !== 'glob' && x !== 'profile')) {
			errors.push({ key: `profiles[${k}].${extra}`, message: 'unknown key' });
		}
		if (typeof rule.glob !== 'string' || rule.glob === '') {
			errors.push({ key: `profiles[${k}].glob`, message: 'must be a non-empty string' });
		} else {
			checkGlob(`profiles[${k}].glob`, rule.glob, errors);
		}
		if (!profileNames.includes(rule.profile as ProfileName)) {
			errors.push({ key: `profiles[${k}].profile`, message: `must be one of ${profileNames.join(', ')}` });
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
			errors.push({ key: `repositories["${url}"]`, message: 'is not a repository URL (https://host/owner/repo or git@host:owner/repo)' });
		}
		if (typeof path !== 'string' || path === '') {
			errors.push({ key: `repositories["${url}"]`, message: 'must be a local path string' });
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
			errors.push({ key: `severity.${status}`, message: 'unknown status' });
		} else if (typeof level !== 'string' || !severities.includes(level)) {
			errors.push({ key: `severity.${status}`, message: 'must be "error", "warning", "info" or "off"' });
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

/** `line L, column C` (1-based, columns in code units) of the first JSON syntax error in `text`. */
function jsonErrorPosition(text: string): string {
	const offset = jsonErrorOffset(text);
	const before = text.slice(0, offset);
	const line = before.split(/\r\n|\r|\n/).length;
	const column = offset - Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
	return `line ${line}, column ${column}`;
}

// eslint-disable-next-line no-control-regex -- JSON forbids raw control characters in strings
const jsonToken = /[ \t\n\r]*(?:("(?:[^"\\\u0000-\u001F]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*")|(-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)|(true|false|null)|([[\]{}:,]))/y;

/**
 * Offset of the first JSON syntax error: a scan with an explicit stack of
 * open containers (no recursion, so deep nesting cannot overflow). Only
 * called after `JSON.parse` failed, so some error exists.
 */
export function jsonErrorOffset(text: string): number {
	const stack: string[] = [];
	// What may come next: a value, a key (after `{` or `,` in an object), `:`, or `,`/close.
	let expect: 'value' | 'key' | 'colon' | 'next' | 'firstValue' | 'firstKey' = 'value';
	for (let at = text.charCodeAt(0) === 0xFEFF ? 1 : 0; ;) {
		const ws = /[ \t\n\r]*/y;
		ws.lastIndex = at;
		ws.exec(text);
		const tokenAt = ws.lastIndex;
		if (tokenAt >= text.length) {
			return stack.length || expect !== 'next' ? text.length : tokenAt;
		}
		jsonToken.lastIndex = at;
		const m = jsonToken.exec(text);
		if (!m) {
			return tokenAt;
		}
		const punct = m[4];
		const isValue = m[1] !== undefined || m[2] !== undefined || m[3] !== undefined;
		const top = stack[stack.length - 1];
		if (expect === 'value' || expect === 'firstValue') {
			if (isValue) {
				expect = 'next';
			} else if (punct === '[' || punct === '{') {
				stack.push(punct);
				expect = punct === '[' ? 'firstValue' : 'firstKey';
			} else if (!(punct === ']' && expect === 'firstValue')) {
				return tokenAt;
			} else {
				stack.pop();
				expect = 'next';
			}
		} else if (expect === 'key' || expect === 'firstKey') {
			if (m[1] !== undefined) {
				expect = 'colon';
			} else if (punct === '}' && expect === 'firstKey') {
				stack.pop();
				expect = 'next';
			} else {
				return tokenAt;
			}
		} else if (expect === 'colon') {
			if (punct !== ':') {
				return tokenAt;
			}
			expect = 'value';
		} else if (punct === ',' && top) {
			expect = top === '[' ? 'value' : 'key';
		} else if ((punct === ']' && top === '[') || (punct === '}' && top === '{')) {
			stack.pop();
		} else {
			return tokenAt;
		}
		at = jsonToken.lastIndex;
		if (!stack.length && expect === 'next') {
			ws.lastIndex = at;
			ws.exec(text);
			return ws.lastIndex;
		}
	}
}
