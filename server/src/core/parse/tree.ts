import type { Nodes, Parent, Root } from 'mdast';
import type { Span } from '../types';

/* Walking a parsed tree: what the finders need of it, apart from the parser (so a form's finder never reaches the parse avoidance that asks the forms). */

/** A node with the nodes that contain it, outermost first. */
export interface Visit<T extends Nodes = Nodes> {
	readonly node: T;
	/** The path from the root; one array updated in place, valid until the walk moves on. */
	readonly ancestors: readonly Nodes[];
}

/**
 * Depth-first walk over every node, with ancestors. Iterative, and the
 * ancestor path is shared rather than copied, so a tree thousands deep
 * costs neither stack nor quadratic memory.
 */
export function* walk(root: Root): Generator<Visit> {
	const path: Nodes[] = [];
	const next: number[] = [];
	yield { node: root, ancestors: path };
	path.push(root);
	next.push(0);
	while (path.length) {
		const parent = path[path.length - 1] as Parent;
		const k = next[next.length - 1]!;
		const child = parent.children?.[k] as Nodes | undefined;
		if (!child) {
			path.pop();
			next.pop();
			continue;
		}
		next[next.length - 1] = k + 1;
		yield { node: child, ancestors: path };
		if ('children' in child && Array.isArray(child.children)) {
			path.push(child);
			next.push(0);
		}
	}
}

/** The source span of a node, or undefined when the tree carries no positions. */
export function spanOf(node: Nodes): Span | undefined {
	const start = node.position?.start.offset;
	const end = node.position?.end.offset;
	return start === undefined || end === undefined ? undefined : { start, end };
}

const disableComment = /^<!--\s*verbatim-disable-next-citation\s*-->$/;

/** Spans that never hold a citation (code, inline code, HTML), and the disable comments. */
export interface Exclusions {
	/** Code blocks, inline code and HTML. */
	readonly spans: readonly Span[];
	/** Code blocks and HTML only: an inline code span may cross lines, but never hides a block's line. */
	readonly blockSpans: readonly Span[];
	/** End offsets of `<!-- verbatim-disable-next-citation -->` comments, in order. */
	readonly disables: readonly number[];
	/** Link reference definitions: identifier → URL. */
	readonly definitions: ReadonlyMap<string, string>;
}

export function collectExclusions(root: Root): Exclusions {
	const spans: Span[] = [];
	const blockSpans: Span[] = [];
	const disables: number[] = [];
	const definitions = new Map<string, string>();
	for (const { node } of walk(root)) {
		const span = spanOf(node);
		if (node.type === 'definition') {
			definitions.set(node.identifier, node.url);
		}
		if (!span) {
			continue;
		}
		if (node.type === 'inlineCode') {
			spans.push(span);
		} else if (node.type === 'code') {
			spans.push(span);
			blockSpans.push(span);
		} else if (node.type === 'html') {
			if (disableComment.test(node.value.trim())) {
				disables.push(span.end);
			}
			spans.push(span);
			blockSpans.push(span);
		}
	}
	spans.sort((a, b) => a.start - b.start);
	blockSpans.sort((a, b) => a.start - b.start);
	disables.sort((a, b) => a - b);
	return { spans, blockSpans, disables, definitions };
}

/** True when `offset` lies inside one of the sorted `spans`. */
export function isInside(spans: readonly Span[], offset: number): boolean {
	let lo = 0;
	let hi = spans.length - 1;
	while (lo <= hi) {
		const mid = (lo + hi) >> 1;
		const s = spans[mid]!;
		if (offset < s.start) {
			hi = mid - 1;
		} else if (offset >= s.end) {
			lo = mid + 1;
		} else {
			return true;
		}
	}
	// Spans may nest (inline code inside an html block is not possible, but code inside lists overlaps); check neighbours.
	for (let k = Math.max(0, lo - 4); k < Math.min(spans.length, lo + 4); k++) {
		if (offset >= spans[k]!.start && offset < spans[k]!.end) {
			return true;
		}
	}
	return false;
}
