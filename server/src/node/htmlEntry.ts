// The web page extractor as its own bundle (dist/html.js), run only in a
// worker thread (./documents.ts), so starting the CLI or the server never
// pays for it and no page can take the process that asked for its text.
import type { Element, Nodes, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { documentJob, oneBlockALine, type DocumentJob, type DocumentReply } from './documentLimits';

declare const VERBATIM_HTML_EXTRACTOR_VERSION: string;

const decoder = new TextDecoder('utf-8', { fatal: true });

/** An inline style that keeps an element from being seen: `display: none`, `visibility: hidden` or `collapse`. */
const unseenStyle = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse))\s*(?:!\s*important\s*)?(?:;|$)/i;

/**
 * Removes the elements an inline style hides: hast-util-to-text leaves out
 * scripts, styles, templates, `hidden` elements and closed dialogs (as a
 * browser's innerText does), but reads no CSS, so `style="display:none"` is
 * taken out of the tree here. Classes a stylesheet hides cannot be known
 * without one, and stay in.
 */
function removeUnseen(node: Nodes): void {
	if (!('children' in node)) {
		return;
	}
	node.children = node.children.filter(child => {
		const style = child.type === 'element' ? (child as Element).properties.style : undefined;
		return !(typeof style === 'string' && unseenStyle.test(style));
	}) as typeof node.children;
	for (const child of node.children) {
		removeUnseen(child);
	}
}

function extract(job: DocumentJob): DocumentReply {
	let source: string;
	try {
		source = decoder.decode(job.bytes);
	} catch {
		return { error: 'the page is not valid UTF-8' };
	}
	const tree = unified().use(rehypeParse).parse(source) as Root;
	removeUnseen(tree);
	return { pages: [oneBlockALine(toText(tree))], extractor: 'hast-util-to-text', extractorVersion: VERBATIM_HTML_EXTRACTOR_VERSION };
}

const job = workerData as Partial<DocumentJob> | undefined;
if (!isMainThread && parentPort && job?.[documentJob] === 'html') {
	let reply: DocumentReply;
	try {
		reply = extract(job as DocumentJob);
	} catch (e) {
		// A tree nested past the stack's depth, and the like: never a partial text, never the page's words.
		reply = { error: e instanceof RangeError ? 'the page is nested too deeply' : 'the page cannot be read' };
	}
	parentPort.postMessage(reply);
}
