// The Word document extractor as its own bundle (dist/docx.js), run only in
// a worker thread (./documents.ts), so starting the CLI or the server never
// pays for it and no document can take the process that asked for its text.
import mammoth from 'mammoth';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { documentJob, oneBlockALine, type DocumentJob, type DocumentReply } from './documentLimits';
import { readZip, writeZip, type ZipEntry } from './zip';

declare const VERBATIM_MAMMOTH_VERSION: string;

const vanishOff = /\bw:val\s*=\s*["'](?:false|0|off)["']/;

/**
 * The styles that hide their text (`<w:vanish/>` in their run properties,
 * or in a style they are based on), from styles.xml.
 */
export function hiddenStyles(stylesXml: string): Set<string> {
	const styles = new Map<string, { basedOn: string | undefined; vanish: boolean }>();
	for (const m of stylesXml.matchAll(/<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g)) {
		const id = /\bw:styleId\s*=\s*["']([^"']*)["']/.exec(m[1]!)?.[1];
		if (id !== undefined) {
			const vanish = /<w:rPr\b[^>]*>(?:(?!<\/w:rPr>)[\s\S])*?<w:vanish\b([^>]*)>/.exec(m[2]!);
			styles.set(id, { basedOn: /<w:basedOn\s+w:val\s*=\s*["']([^"']*)["']/.exec(m[2]!)?.[1], vanish: vanish !== null && !vanishOff.test(vanish[1]!) });
		}
	}
	const hidden = new Set<string>();
	for (const id of styles.keys()) {
		// A chain of bases is followed a few steps at most: a loop in a damaged file ends.
		for (let at: string | undefined = id, steps = 0; at !== undefined && steps < 32; at = styles.get(at)?.basedOn, steps++) {
			if (styles.get(at)?.vanish) {
				hidden.add(id);
				break;
			}
		}
	}
	return hidden;
}

/**
 * Takes out the text Word hides: runs with `<w:vanish/>` in their own
 * properties or a character style that hides, and paragraphs whose style
 * hides. mammoth reads them as text, and a reader never sees them. A run's
 * properties are its `w:rPr` child, a paragraph's its `w:pPr`; a paragraph
 * mark's (`w:pPr/w:rPr`) hide no text. Runs and paragraphs nest through
 * text boxes, so the elements are followed on a stack rather than cut by pattern.
 */
export function withoutHiddenText(xml: string, styles: ReadonlySet<string> = new Set()): string {
	const tag = /<(\/?)(w:p|w:r|w:rPr|w:pPr|w:vanish|w:rStyle|w:pStyle)(?=[\s/>])([^>]*?)(\/?)>/g;
	const open: { name: string; start: number; hidden: boolean }[] = [];
	const cuts: [number, number][] = [];
	for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
		const [whole, closing, name, attributes, selfClosing] = m;
		const props = open[open.length - 1];
		const owner = open[open.length - 2];
		const style = /\bw:val\s*=\s*["']([^"']*)["']/.exec(attributes!)?.[1];
		if (name === 'w:vanish' || name === 'w:rStyle' || name === 'w:pStyle') {
			const hides = name === 'w:vanish' ? !vanishOff.test(attributes!) : style !== undefined && styles.has(style);
			const ownProps = (props?.name === 'w:rPr' && owner?.name === 'w:r') || (name === 'w:pStyle' && props?.name === 'w:pPr' && owner?.name === 'w:p');
			if (hides && !closing && ownProps) {
				owner!.hidden = true;
			}
		} else if (closing) {
			const top = open.pop();
			if (top && top.name === name && top.hidden) {
				cuts.push([top.start, m.index + whole.length]);
			}
		} else if (!selfClosing) {
			open.push({ name: name!, start: m.index, hidden: false });
		}
	}
	let out = '';
	let from = 0;
	// A cut inside a cut (a hidden run in a hidden paragraph) is already gone.
	for (const [start, end] of cuts.sort((a, b) => a[0] - b[0])) {
		if (start >= from) {
			out += xml.slice(from, start);
			from = end;
		}
	}
	return out + xml.slice(from);
}

async function extract(job: DocumentJob): Promise<DocumentReply> {
	const entries = readZip(job.bytes, job);
	if ('error' in entries) {
		return entries;
	}
	if (!entries.some(e => e.name === 'word/document.xml' || e.name === '[Content_Types].xml')) {
		return { error: 'not a Word document (no word/document.xml)' };
	}
	// mammoth is given the archive inflated (stored entries), so its own unzipping costs no more than was counted here.
	const stylesPart = entries.find(e => e.name === 'word/styles.xml');
	const styles = stylesPart ? hiddenStyles(Buffer.from(stylesPart.data).toString('utf8')) : new Set<string>();
	const cleaned: ZipEntry[] = entries.map(e => (/\.xml$/i.test(e.name) && e !== stylesPart
		? { name: e.name, data: Buffer.from(withoutHiddenText(Buffer.from(e.data).toString('utf8'), styles), 'utf8') }
		: e));
	const result = await mammoth.extractRawText({ buffer: Buffer.from(writeZip(cleaned)) });
	return { pages: [oneBlockALine(result.value)], extractor: 'mammoth', extractorVersion: VERBATIM_MAMMOTH_VERSION };
}

const job = workerData as Partial<DocumentJob> | undefined;
if (!isMainThread && parentPort && job?.[documentJob] === 'docx') {
	const port = parentPort;
	// mammoth's own errors may quote the document: only a fixed message leaves the thread.
	void extract(job as DocumentJob).then(reply => port.postMessage(reply), () => port.postMessage({ error: 'the Word document cannot be read' } satisfies DocumentReply));
}
