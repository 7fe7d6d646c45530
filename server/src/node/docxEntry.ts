// The Word document extractor as its own bundle (dist/docx.js), run only in
// a worker thread (./documents.ts), so starting the CLI or the server never
// pays for it and no document can take the process that asked for its text.
import mammoth from 'mammoth';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { documentJob, oneBlockALine, type DocumentJob, type DocumentReply } from './documentLimits';
import { readZip, writeZip, type ZipEntry } from './zip';

declare const VERBATIM_MAMMOTH_VERSION: string;

/**
 * Takes out the runs Word hides (`<w:vanish/>` in a run's own properties):
 * mammoth reads them as text, and a reader never sees them. A run's
 * properties are its `w:rPr` child; a paragraph mark's (`w:pPr/w:rPr`) hide
 * no text. Runs nest only through text boxes, so the elements that matter are
 * followed on a stack rather than cut by pattern.
 */
export function withoutHiddenRuns(xml: string): string {
	const tag = /<(\/?)(w:r|w:rPr|w:pPr|w:vanish)(?=[\s/>])([^>]*?)(\/?)>/g;
	const open: { name: string; start: number; hidden: boolean }[] = [];
	const cuts: [number, number][] = [];
	for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
		const [whole, closing, name, attributes, selfClosing] = m;
		if (name === 'w:vanish') {
			const off = /\bw:val\s*=\s*["'](?:false|0|off)["']/.test(attributes!);
			const rPr = open[open.length - 1];
			const run = open[open.length - 2];
			if (!off && !closing && rPr?.name === 'w:rPr' && run?.name === 'w:r') {
				run.hidden = true;
			}
		} else if (closing) {
			const top = open.pop();
			if (top?.name === 'w:r' && top.hidden && name === 'w:r') {
				cuts.push([top.start, m.index + whole.length]);
			}
		} else if (!selfClosing) {
			open.push({ name: name!, start: m.index, hidden: false });
		}
	}
	let out = '';
	let from = 0;
	// A cut inside a cut (a hidden run in a hidden text box) is already gone.
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
	const cleaned: ZipEntry[] = entries.map(e => (/\.xml$/i.test(e.name)
		? { name: e.name, data: Buffer.from(withoutHiddenRuns(Buffer.from(e.data).toString('utf8')), 'utf8') }
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
