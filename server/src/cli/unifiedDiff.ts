import { commonEnds, diffSequences } from '../core';

/**
 * A unified diff (`diff -u` format, 3 lines of context) of two versions of a
 * text. Lines are compared by a longest-common-subsequence over the lines
 * between the common head and tail, which is all a fix ever changes.
 */
export function unifiedDiff(file: string, before: string, after: string, context = 3): string {
	if (before === after) {
		return '';
	}
	const a = splitLines(before);
	const b = splitLines(after);
	const ops = lineOps(a, b);
	const hunks: string[] = [];
	let k = 0;
	while (k < ops.length) {
		if (ops[k]!.kind === ' ') {
			k++;
			continue;
		}
		// A hunk: changes, joined while fewer than 2 × context equal lines part them.
		let from = Math.max(0, k - context);
		let to = k;
		while (to < ops.length) {
			let run = 0;
			while (to + run < ops.length && ops[to + run]!.kind === ' ') {
				run++;
			}
			if (to + run >= ops.length || run > 2 * context) {
				to = Math.min(ops.length, to + Math.min(run, context));
				break;
			}
			to += run;
			while (to < ops.length && ops[to]!.kind !== ' ') {
				to++;
			}
		}
		hunks.push(hunk(ops.slice(from, to)));
		from = to;
		k = to;
	}
	return `--- a/${file}\n+++ b/${file}\n${hunks.join('')}`;
}

interface Op {
	readonly kind: ' ' | '-' | '+';
	readonly text: string;
	/** 1-based line numbers in the old and new text at this op. */
	readonly oldLine: number;
	readonly newLine: number;
}

function hunk(ops: readonly Op[]): string {
	const olds = ops.filter(o => o.kind !== '+').length;
	const news = ops.filter(o => o.kind !== '-').length;
	const first = ops[0]!;
	const oldStart = olds ? first.oldLine : first.oldLine - 1;
	const newStart = news ? first.newLine : first.newLine - 1;
	const body = ops.map(o => `${o.kind}${o.text.replace(/\n$/, '')}\n${o.text.endsWith('\n') ? '' : '\\ No newline at end of file\n'}`).join('');
	return `@@ -${oldStart},${olds} +${newStart},${news} @@\n${body}`;
}

/** Lines with their line breaks, so a missing final newline shows. */
function splitLines(text: string): string[] {
	return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

function lineOps(a: readonly string[], b: readonly string[]): Op[] {
	const { head, tail } = commonEnds(a, b);
	const midA = a.slice(head, a.length - tail);
	const midB = b.slice(head, b.length - tail);
	const ops: Op[] = [];
	let i = 0;
	let j = 0;
	const push = (kind: Op['kind'], text: string): void => {
		ops.push({ kind, text, oldLine: i + 1, newLine: j + 1 });
		i += kind === '+' ? 0 : 1;
		j += kind === '-' ? 0 : 1;
	};
	for (let k = 0; k < head; k++) {
		push(' ', a[k]!);
	}
	for (const op of middle(midA, midB)) {
		push(op.kind, op.text);
	}
	for (let k = a.length - tail; k < a.length; k++) {
		push(' ', a[k]!);
	}
	return ops;
}

/** LCS of the changed middle; past 4M cells it is written as all removed, then all added. */
function middle(a: readonly string[], b: readonly string[]): { kind: Op['kind']; text: string }[] {
	if (a.length * b.length > 4_000_000) {
		return [...a.map(text => ({ kind: '-' as const, text })), ...b.map(text => ({ kind: '+' as const, text }))];
	}
	const kinds = { same: ' ', removed: '-', added: '+' } as const;
	return diffSequences(a, b, 'removed').map(p => ({ kind: kinds[p.kind], text: p.item }));
}
