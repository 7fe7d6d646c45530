import picomatch from 'picomatch/posix';
import type { ProjectConfig } from '../projectConfig';
import type { ProfileName } from '../types';

/** Extensions of code files, matched under `whitespace` (docs/specification.md §2.1). */
const codeExtensions = new Set([
	'ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'py', 'pyi', 'rb', 'go', 'rs', 'java', 'kt', 'kts', 'scala', 'c', 'h', 'cc',
	'cpp', 'cxx', 'hpp', 'hh', 'cs', 'fs', 'swift', 'm', 'mm', 'php', 'sh', 'bash', 'zsh', 'fish', 'ps1', 'pl', 'pm',
	'lua', 'r', 'jl', 'sql', 'yaml', 'yml', 'toml', 'json', 'jsonc', 'xml', 'css', 'scss', 'less', 'html', 'vue',
	'svelte', 'ex', 'exs', 'erl', 'hs', 'ml', 'mli', 'clj', 'dart', 'zig', 'nim', 'tf', 'proto', 'gradle', 'ini', 'cfg',
]);

const codeHosts = /^https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|git\.sr\.ht|sr\.ht)\//i;

/**
 * A resolver from a source's path and text (and whether it is a Git blob) to
 * its profile; globs are compiled once. `fallback`: the profile of a
 * document's canonical text, taken when no `profiles` rule matches.
 */
export function createProfileResolver(config: ProjectConfig): (path: string, text: string, fromGit?: boolean, fallback?: ProfileName) => ProfileName {
	const rules = config.profiles.map(r => ({ test: picomatch(r.glob, { dot: true }), profile: r.profile }));
	return (path, text, fromGit = false, fallback) => {
		if (config.strict) {
			return 'exact';
		}
		for (const rule of rules) {
			if (rule.test(path)) {
				return rule.profile;
			}
		}
		if (fallback) {
			return fallback;
		}
		const ext = /\.([^./]+)$/.exec(path)?.[1]?.toLowerCase();
		// Git blobs are code's default whatever their extension (docs/specification.md §2.1).
		if (fromGit || (ext && codeExtensions.has(ext))) {
			return 'whitespace';
		}
		const front = frontMatter(text);
		if (front && (/^genre:\s*["']?code-repository["']?\s*$/m.test(front)
			|| /^source:\s*["']?(\S+?)["']?\s*$/m.exec(front)?.[1]?.match(codeHosts))) {
			return 'whitespace';
		}
		return 'prose';
	};
}

/** The YAML front matter block of a Markdown snapshot, if any. */
function frontMatter(text: string): string | undefined {
	const m = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?$/m.exec(text.slice(0, 8192));
	return m && m.index === 0 ? m[1] : undefined;
}
