import {
	createChecker, defaultConfig, LineIndex, noopToken,
	type CitationResult, type ProjectConfig,
} from '../../server/src/core';
import { InMemoryWorkspace } from './inMemoryWorkspace';

/** Checks one note against in-memory files; returns results rendered as `L:C status (count)` strings. */
export async function checkNote(files: Record<string, string | Uint8Array>, note = 'note.md', config: Partial<ProjectConfig> = {}): Promise<{ rendered: string[]; results: readonly CitationResult[] }> {
	const workspace = new InMemoryWorkspace(files);
	const checker = createChecker({ workspace, config: { ...defaultConfig, ...config } });
	const text = files[note] as string;
	// Every Markdown file is a note, so what any of them cites is a known source.
	for (const [path, content] of Object.entries(files)) {
		if (typeof content === 'string' && path.endsWith('.md')) {
			checker.index.updateNote(path, content);
		}
	}
	checker.index.setProjectFiles(Object.keys(files));
	const report = await checker.checkNote(note, text, noopToken);
	const index = new LineIndex(text);
	const rendered = report!.results.map(r => {
		const at = `${index.lineAt(r.citation.span.start)}:${index.columnAt(r.citation.span.start)}`;
		return r.count === undefined ? `${at} ${r.status}` : `${at} ${r.status} (${r.count})`;
	});
	return { rendered, results: report!.results };
}

/** Statuses only, in document order. */
export async function statuses(files: Record<string, string | Uint8Array>, note = 'note.md', config: Partial<ProjectConfig> = {}): Promise<string[]> {
	return (await checkNote(files, note, config)).results.map(r => r.status);
}
