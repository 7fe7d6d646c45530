import * as path from 'node:path';
import { applyEdits, LineIndex, safeFixStatuses } from '../../core';
import { writeIfUnchanged, type WriteRefusal } from '../../node/atomicWrite';
import type { CheckedProject } from '../../node/batch/checkProject';
import type { Command, Parsed } from '../command';
import { exitCodes, type Io } from '../io';
import { displayPath } from '../report';
import { unifiedDiff } from '../unifiedDiff';
import { repositoryOption, userGrants } from '../project';
import { collectReport } from './check';

/** `verbatim fix`: the fixes that keep every quote as written, across the notes under PATH... */
export const fix: Command = {
	name: 'fix',
	summary: 'apply the fixes that keep every quote as written: re-pin, correct ranges, add missing pins',
	operands: '[PATH...]',
	options: {
		'dry-run': { type: 'boolean', description: 'print the fixes as a unified diff; write nothing' },
		root: { type: 'string', value: 'DIR', description: 'the project root (default: the nearest folder above PATH with verbatim.json or .git)' },
		config: { type: 'string', value: 'FILE', description: 'the configuration file (default: ROOT/verbatim.json)' },
		repository: repositoryOption,
	},
	description: `
Applies, across the notes under the paths, only the fixes that leave the
writer's words as they are: re-pins a version_mismatch whose quote still
occurs exactly once in the new bytes, corrects the range of an out_of_range
quote that occurs once elsewhere in its source, and adds a missing pin where
pins are required. Every rewritten citation is checked before anything is
written. Notes are written atomically (a temporary file renamed over the
note); a note edited while the command ran is left as it is. A symlinked note
is written through: its target gets the fix and the link stays a link, unless
the target lies outside the project root, which is refused. A note keeps its
line ends and BOM. Prints one line per fix (with --dry-run, a unified diff
instead). Exits 0, or 1 when a note could not be read or written.`,
	run: runFix,
};

const refusals: Record<WriteRefusal, string> = {
	changed: 'changed while fixing; not written (run verbatim fix again)',
	missing: 'removed while fixing; not written',
	outside: 'a symlink to a file outside the project root; not written',
	failed: 'could not be written',
};

interface Totals {
	fixes: number;
	written: number;
	refused: number;
}

async function runFix({ values, positionals }: Parsed, io: Io): Promise<number> {
	const dryRun = Boolean(values['dry-run']);
	const totals: Totals = { fixes: 0, written: 0, refused: 0 };
	await collectReport({ paths: positionals, root: values.root as string | undefined, config: values.config as string | undefined, redact: false, grants: userGrants(io, values.repository) }, io, checked => fixProject(checked, dryRun, io, totals));
	const notes = dryRun ? '' : ` in ${totals.written} note(s)`;
	io.stderr(`verbatim: ${dryRun ? 'would apply' : 'applied'} ${totals.fixes} fix(es)${notes}${totals.refused ? `; ${totals.refused} note(s) not written` : ''}\n`);
	return totals.refused ? exitCodes.findings : exitCodes.ok;
}

/** The safe fixes of each note of one project, each re-checked by the core, then shown or written. */
async function fixProject({ root, notes, checker, fileErrors }: CheckedProject, dryRun: boolean, io: Io, totals: Totals): Promise<void> {
	// A note that could not be read (a symlink out of the root, bad UTF-8) could not be fixed either: say so, and fail.
	for (const e of fileErrors) {
		totals.refused++;
		io.stderr(`verbatim: ${displayPath(io.cwd, root, e.file)}: ${e.message}; not fixed\n`);
	}
	for (const { report, text } of notes) {
		if (!report.results.some(r => safeFixStatuses.includes(r.status))) {
			continue;
		}
		const applied = await checker.edits.safeFixes(report.file, text, report);
		if (!applied.length) {
			continue;
		}
		const next = applyEdits(text, applied.map(a => a.edit));
		const shown = displayPath(io.cwd, root, report.file);
		totals.fixes += applied.length;
		if (dryRun) {
			io.stdout(unifiedDiff(shown, text, next));
			continue;
		}
		const outcome = await writeIfUnchanged(path.join(root, ...report.file.split('/')), text, next, root);
		if (outcome !== 'written') {
			totals.refused++;
			io.stderr(`verbatim: ${shown}: ${refusals[outcome]}\n`);
			continue;
		}
		totals.written++;
		const lines = new LineIndex(text);
		for (const a of applied) {
			io.stdout(`${shown}:${lines.lineAt(a.start)} ${a.status}: ${a.title}\n`);
		}
	}
}
