import type { QuoteRequest, QuoteResult } from './quote';
import type { CitationResult, Span } from './types';

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
}

/**
 * Fixes of a Git citation: re-pin a `sha256:` pin that no longer matches
 * the blob, and re-cite the quote at HEAD when it is still there once (the
 * constructor writes the citation, keeping the URL or path form, the
 * writer's path style, link text and locator note). Fixes meant for files (ranges, exact words,
 * re-attribution) are not offered: they would turn it into a file citation.
 */
export async function gitFixes(result: CitationResult, host: GitFixHost, block: Span | undefined, choices: Pick<QuoteRequest, 'from' | 'paths' | 'locator' | 'link'>): Promise<GitFix[]> {
	const c = result.citation;
	const target = c.target;
	const out: GitFix[] = [];
	if (target?.kind !== 'git') {
		return out;
	}
	if (result.status === 'version_mismatch' && c.versionSpan && result.currentPin) {
		out.push({ title: 'Re-pin to the current blob bytes', edits: [{ span: c.versionSpan, text: `\`${result.currentPin}\`` }], preferred: true });
	}
	const head = block && c.form === 'blockquote' && !c.leadIn ? await host.headCommit?.(target.repository, result.file) : undefined;
	if (!head || head.startsWith(target.commit)) {
		return out;
	}
	// The commit is the version; path style, link and locator are the writer's.
	const { from, paths, locator, link } = choices;
	const built = await host.quote({ source: target.path, text: c.quote, from, paths, locator, link, pin: 'none', git: { commit: head, repository: target.repository } });
	if (built.kind === 'ok' && built.occurrences.length === 1) {
		const citation = built.occurrences[0]!.citation.replace(/\n$/, '');
		out.push({ title: `Re-cite at HEAD (${head.slice(0, 7)})`, edits: [{ span: block!, text: citation }], preferred: result.status !== 'verified' });
	}
	return out;
}
