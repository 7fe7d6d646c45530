import { applyEdits, LineIndex, safeFixStatuses } from '../core';
import { writeIfUnchanged } from '../node/atomicWrite';
import type { LoadedProject } from '../node/loadProject';
import { checkProject } from './checkProject';
import { unifiedDiff } from './unifiedDiff';

export interface FixOptions {
	readonly dryRun: boolean;
	stdout(s: string): void;
	stderr(s: string): void;
}

/**
 * `verbatim fix`: applies, note by note, the fixes that keep the writer's
 * words (see `safeFixes`), each re-checked before anything is written.
 * `--dry-run` prints a unified diff instead. A note is written atomically,
 * and only if it still holds the text that was checked. Resolves to the
 * exit code: 1 when a note could not be written.
 */
export async function runFix(project: LoadedProject, noteList: readonly string[], options: FixOptions): Promise<number> {
	const { checker, notes } = await checkProject(project, noteList, { redact: false });
	let fixes = 0;
	let written = 0;
	let refused = 0;
	for (const { report, text } of notes) {
		if (!report.results.some(r => safeFixStatuses.includes(r.status))) {
			continue;
		}
		const applied = await checker.safeFixes(report.file, text, report);
		if (!applied.length) {
			continue;
		}
		const next = applyEdits(text, applied.map(a => a.edit));
		fixes += applied.length;
		if (options.dryRun) {
			options.stdout(unifiedDiff(report.file, text, next));
			continue;
		}
		const outcome = await writeIfUnchanged(project.workspace.toAbsolute(report.file), text, next);
		if (outcome !== 'written') {
			refused++;
			options.stderr(`verbatim: ${report.file}: ${outcome === 'changed' ? 'changed while fixing; not written (run verbatim fix again)' : outcome === 'missing' ? 'removed while fixing; not written' : 'could not be written'}\n`);
			continue;
		}
		written++;
		const lines = new LineIndex(text);
		for (const a of applied) {
			options.stdout(`${report.file}:${lines.lineAt(a.start)} ${a.status}: ${a.title}\n`);
		}
	}
	const verb = options.dryRun ? 'would apply' : 'applied';
	const notesText = options.dryRun ? '' : ` in ${written} note(s)`;
	options.stderr(`verbatim: ${verb} ${fixes} fix(es)${notesText}${refused ? `; ${refused} note(s) not written` : ''}\n`);
	return refused ? 1 : 0;
}
