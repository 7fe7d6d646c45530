import type { QuoteRequest, QuoteResult } from './quote';
import { formOf } from './forms/registry';
import { formatLines } from './text';
import type { CitationResult, Span, Target } from './types';
import type { HeadStanding } from './features/standing';
import { gitTarget } from './sources/git';

/** A fix as `fixes.ts` offers it (declared here by shape, so the two modules do not import each other). */
interface GitFix {
	readonly title: string;
	readonly edits: readonly { readonly span: Span; readonly text: string }[];
	readonly preferred?: boolean;
}

/** What re-citing a Git citation needs from the checker. */
export interface GitFixHost {
	quote(request: QuoteRequest): Promise<QuoteResult>;
	/** The HEAD commit of the repository the citation reads. */
	headCommit?(repository: string | undefined, notePath: string): Promise<string | undefined>;
	/** A verified citation at an older commit, seen from HEAD. */
	atHead?(result: CitationResult): Promise<HeadStanding | undefined>;
}

/**
 * Fixes of a Git citation: re-pin a `sha256:` pin that no longer matches
 * the blob, and re-cite the quote at HEAD when it is still there once (the
 * constructor writes the citation, keeping the URL or path form, the
 * writer's path style, link text and locator note). Fixes meant for files (ranges, exact words,
 * re-attribution) are not offered: they would turn it into a file citation.
 */
export async function gitFixes(result: CitationResult, host: GitFixHost, block: Span | undefined, choices: Pick<QuoteRequest, 'from' | 'paths' | 'rootSlash' | 'locator' | 'link' | 'prefix'>): Promise<GitFix[]> {
	const c = result.citation;
	const target = gitTarget(c.target);
	const out: GitFix[] = [];
	if (!target) {
		return out;
	}
	if (result.status === 'version_mismatch' && c.versionSpan && result.currentPin) {
		out.push({ title: `Update the pin to ${baseName(target.path)} as it is at this commit`, edits: [{ span: c.versionSpan, text: `\`${result.currentPin}\`` }], preferred: true });
	}
	const recitable = block && formOf(c).ownLine;
	if (recitable) {
		out.push(...await sameCommitFixes(result, target, block, choices, host));
	}
	const head = recitable ? await host.headCommit?.(target.repository, result.file) : undefined;
	if (!head || head.startsWith(target.commit)) {
		return out;
	}
	// The commit is the version; path style, link and locator are the writer's.
	const { from, paths, rootSlash, locator, link, prefix } = choices;
	const built = await host.quote({ source: target.path, text: c.quote, from, paths, rootSlash, locator, link, prefix, pin: 'none', git: { commit: head, repository: target.repository } });
	if (built.kind === 'ok' && built.occurrences.length === 1) {
		const citation = built.occurrences[0]!.citation.replace(/\n$/, '');
		out.push({ title: `Update to the current version of ${baseName(target.path)} (latest commit)`, edits: [{ span: block!, text: citation }], preferred: result.status !== 'verified' && !out.some(f => f.preferred) });
		return out;
	}
	if (built.kind === 'ok' && built.occurrences.length > 1 && result.status === 'verified') {
		// The quote now occurs more than once at HEAD: the writer chooses which.
		for (const [k, o] of built.occurrences.slice(0, 10).entries()) {
			const lines = formatLines(o);
			out.push({ title: `Cite occurrence ${k + 1} in the current version of ${baseName(target.path)} (${lines}, latest commit)`, edits: [{ span: block!, text: o.citation.replace(/\n$/, '') }], preferred: k === 0 });
		}
		return out;
	}
	// The quoted words changed at HEAD: cite the passage closest to them there, in the source's words.
	const near = result.status === 'verified' ? (await host.atHead?.(result))?.suggestion : undefined;
	const words = near && await host.quote({ source: target.path, text: near.text, from, paths, rootSlash, locator, link, prefix, pin: 'none', git: { commit: head, repository: target.repository } });
	const at = words?.kind === 'ok' ? words.occurrences.find(o => o.startLine === near!.startLine) ?? (words.occurrences.length === 1 ? words.occurrences[0] : undefined) : undefined;
	if (at) {
		out.push({ title: `Replace with the source's words in the current version of ${baseName(target.path)} (latest commit)`, edits: [{ span: block!, text: at.citation.replace(/\n$/, '') }], preferred: true });
	}
	return out;
}

/**
 * At the cited commit: cite occurrence N of an ambiguous quote, or correct
 * the range of an out-of-range one. The constructor finds the quote in the
 * blob (no working-copy text is read) and keeps the commit as written.
 */
async function sameCommitFixes(result: CitationResult, target: Extract<Target, { kind: 'git' }>, block: Span, choices: Pick<QuoteRequest, 'from' | 'paths' | 'rootSlash' | 'locator' | 'link' | 'prefix'>, host: GitFixHost): Promise<GitFix[]> {
	const wanted = result.status === 'ambiguous' || (result.status === 'out_of_range' && result.occurrences?.length === 1) ? result.occurrences ?? [] : [];
	if (!wanted.length) {
		return [];
	}
	const { from, paths, rootSlash, locator, link, prefix } = choices;
	const built = await host.quote({ source: target.path, text: result.citation.quote, from, paths, rootSlash, locator, link, prefix, pin: 'none', git: { commit: target.commit, repository: target.repository } });
	if (built.kind !== 'ok') {
		return [];
	}
	const out: GitFix[] = [];
	for (const [k, o] of wanted.slice(0, 10).entries()) {
		const at = built.occurrences.find(b => b.startLine === o.startLine);
		if (at) {
			const title = result.status === 'ambiguous' ? `Cite occurrence ${k + 1} (${formatLines(o)})` : `Cite ${formatLines(o)} instead`;
			out.push({ title, edits: [{ span: block, text: at.citation.replace(/\n$/, '') }], preferred: k === 0 });
		}
	}
	return out;
}

function baseName(path: string): string {
	return path.slice(path.lastIndexOf('/') + 1);
}
