import fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { repoRoot } from './project';

/**
 * Makes a PDF with one page per entry, each line drawn where a typesetter
 * would put it. Lines of pages given with `embedded: true` use an embedded
 * TrueType font, so ligature characters (ﬁ, ﬂ) are real glyphs; others use
 * Helvetica. Dates are fixed, so the same input gives the same bytes.
 */
export async function makePdf(pages: readonly { lines: readonly string[]; embedded?: boolean }[]): Promise<Uint8Array> {
	const doc = await PDFDocument.create();
	doc.registerFontkit(fontkit);
	doc.setCreationDate(new Date(0));
	doc.setModificationDate(new Date(0));
	doc.setProducer('verbatim tests');
	const helvetica = await doc.embedFont(StandardFonts.Helvetica);
	const ttf = readFileSync(path.join(repoRoot, 'node_modules/pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'));
	const liberation = await doc.embedFont(ttf, { subset: true });
	for (const p of pages) {
		const page = doc.addPage([420, 300]);
		p.lines.forEach((line, k) => page.drawText(line, { x: 30, y: 260 - 18 * k, size: 12, font: p.embedded ? liberation : helvetica }));
	}
	return doc.save({ useObjectStreams: false });
}
