import { repositoryKey } from './resolve/git';
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
});

/** A configuration problem; `key` names the offending key (`profiles[1].glob`), or the position for JSON syntax errors. */
export interface ConfigError {
	readonly key: string;
	readonly message: string;
}

export type ConfigResult = { readonly config: ProjectConfig; readonly errors?: undefined } | { readonly config?: undefined; readonly errors: readonly ConfigError[] };

const severities: readonly string[] = ['error', 'warning', 'info', 'off'];

/** Parses and validates the text of `verbatim.json`. Unknown keys and wrong types are errors, never ignored. */
export function parseProjectConfig(text: string): ConfigResult {
	let raw: unknown;
	try {
		raw = JSON.parse(text);
	} catch (e) {
		return { errors: [{ key: jsonErrorPosition(text, e), message: `not valid JSON: ${(e as Error).message}` }] };
	}
	if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
		return { errors: [{ key: '(root)', message: 'must be a JSON object' }] };
	}
	const errors: ConfigError[] = [];
	const obj = raw as Record<string, unknown>;
	const config: Record<string, unknown> = { ...defaultConfig };
	const stringArray = (key: string, value: unknown): void => {
		if (!Array.isArray(value) || value.some(v => typeof v !== 'string' || v === '')) {
			errors.push({ key, message: 'must be an array of non-empty glob strings' });
		} else {
			config[key] = value;
		}
	};
	const oneOf = (key: string, value: unknown, allowed: readonly string[]): void => {
		if (!allowed.includes(value as string)) {
			errors.push({ key, message: `must be ${allowed.map(a => `"${a}"`).join(' or ')}` });
		} else {
			config[key] = value;
		}
	};
	const positiveInt = (key: string, value: unknown, min: number): void => {
		if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
			errors.push({ key, message: `must be an integer ≥ ${min}` });
		} else {
			config[key] = value;
		}
	};
	for (const [key, value] of Object.entries(obj)) {
		switch (key) {
			case '$schema':
				break;
			case 'include': case 'exclude': case 'sources': case 'extractFiles':
				stringArray(key, value);
				break;
			case 'profiles':
				if (!Array.isArray(value)) {
					errors.push({ key, message: 'must be an array of { "glob", "profile" } objects' });
					break;
				}
				value.forEach((rule: unknown, k) => {
					const r = rule as Record<string, unknown>;
					if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) {
						errors.push({ key: `profiles[${k}]`, message: 'must be an object with "glob" and "profile"' });
						return;
					}
					for (const extra of Object.keys(r).filter(x => x !== 'glob' && x !== 'profile')) {
						errors.push({ key: `profiles[${k}].${extra}`, message: 'unknown key' });
					}
					if (typeof r.glob !== 'string' || r.glob === '') {
						errors.push({ key: `profiles[${k}].glob`, message: 'must be a non-empty string' });
					}
					if (!profileNames.includes(r.profile as ProfileName)) {
						errors.push({ key: `profiles[${k}].profile`, message: `must be one of ${profileNames.join(', ')}` });
					}
				});
				config[key] = value;
				break;
			case 'strict':
				if (typeof value !== 'boolean') {
					errors.push({ key, message: 'must be true or false' });
				} else {
					config[key] = value;
				}
				break;
			case 'elisions':
				oneOf(key, value, ['allow', 'deny']);
				break;
			case 'maxElisionGap':
				positiveInt(key, value, 0);
				break;
			case 'maxSourceBytes':
				positiveInt(key, value, 1);
				break;
			case 'minQuoteWords':
				positiveInt(key, value, 0);
				break;
			case 'repositories':
				if (typeof value !== 'object' || value === null || Array.isArray(value)) {
					errors.push({ key, message: 'must be an object mapping repository URLs to local paths' });
					break;
				}
				for (const [url, path] of Object.entries(value)) {
					if (repositoryKey(url) === undefined) {
						errors.push({ key: `repositories["${url}"]`, message: 'is not a repository URL (https://host/owner/repo or git@host:owner/repo)' });
					}
					if (typeof path !== 'string' || path === '') {
						errors.push({ key: `repositories["${url}"]`, message: 'must be a local path string' });
					}
				}
				config[key] = value;
				break;
			case 'renders':
				oneOf(key, value, ['stored', 'auto']);
				break;
			case 'severity':
				if (typeof value !== 'object' || value === null || Array.isArray(value)) {
					errors.push({ key, message: 'must be an object mapping statuses to error, warning, info or off' });
					break;
				}
				for (const [status, level] of Object.entries(value)) {
					if (!allStatuses.includes(status as Status)) {
						errors.push({ key: `severity.${status}`, message: 'unknown status' });
					} else if (typeof level !== 'string' || !severities.includes(level)) {
						errors.push({ key: `severity.${status}`, message: 'must be "error", "warning", "info" or "off"' });
					}
				}
				config[key] = value;
				break;
			default:
				errors.push({ key, message: 'unknown key' });
		}
	}
	return errors.length ? { errors } : { config: Object.freeze(config) as unknown as ProjectConfig };
}

/** `line L, column C` for a JSON.parse error, from the position V8 reports. */
function jsonErrorPosition(text: string, e: unknown): string {
	const m = /position (\d+)/.exec(String((e as Error).message));
	const offset = m ? Number(m[1]) : text.length;
	const before = text.slice(0, offset);
	const line = before.split('\n').length;
	const column = offset - before.lastIndexOf('\n');
	return `line ${line}, column ${column}`;
}
