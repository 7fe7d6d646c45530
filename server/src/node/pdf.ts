import { existsSync } from 'node:fs';
import * as path from 'node:path';
import type { PdfRender } from '../core';
import type * as Pdfjs from './pdfjsEntry';
import { nodeModule } from './builtins';

type PdfjsModule = typeof Pdfjs;

let loaded: PdfjsModule | undefined;

/**
 * The extractor bundle: beside this bundle (the npm package, the VSIX), or in
 * the `dist/` of the package this code runs from (tests run from out/). The
 * search stops at the first folder with a package.json, so code is never
 * loaded from a user's project or any folder above the package.
 */
function loadPdfjs(): PdfjsModule {
	if (loaded) {
		return loaded;
	}
	const candidate = pdfjsPath();
	// A run-time path: esbuild must not bundle the extractor into the caller.
	// It loads in silence: esbuild.mjs leaves out the native canvas package pdf.js would warn of.
	loaded = nodeModule().createRequire(__filename)(candidate) as PdfjsModule;
	return loaded;
}

function pdfjsPath(): string {
	const beside = path.join(__dirname, 'pdfjs.js');
	if (existsSync(beside)) {
		return beside;
	}
	for (let dir = path.dirname(__dirname); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
		if (existsSync(path.join(dir, 'package.json'))) {
			const built = path.join(dir, 'dist', 'pdfjs.js');
			if (existsSync(built)) {
				return built;
			}
			break;
		}
	}
	throw new Error('the PDF extractor bundle (pdfjs.js) is missing');
}

/** One text item of pdf.js's text content; marked-content items carry no `str`. */
interface TextItem {
	readonly str?: string;
	readonly hasEOL?: boolean;
}

/**
 * Extracts each page's text with pdf.js: items in content order, a line
 * break where pdf.js marks an end of line. Fonts, evaluation and the network
 * are off, so the same bytes give the same text every time.
 */
export async function extractPdf(bytes: Uint8Array): Promise<PdfRender | { readonly error: string }> {
	let pdfjs: PdfjsModule;
	try {
		pdfjs = loadPdfjs();
	} catch (e) {
		return { error: (e as Error).message };
	}
	// pdf.js takes ownership of (detaches) the buffer it is given; give it a copy.
	const task = pdfjs.getDocument({
		data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false, useSystemFonts: false, disableFontFace: true, stopAtErrors: false,
	});
	try {
		const doc = await task.promise;
		const pages: string[] = [];
		for (let n = 1; n <= doc.numPages; n++) {
			const page = await doc.getPage(n);
			const content = await page.getTextContent();
			pages.push((content.items as TextItem[]).map(it => (it.str ?? '') + (it.hasEOL ? '\n' : '')).join(''));
			page.cleanup();
		}
		return { pages, extractor: 'pdfjs-dist', extractorVersion: pdfjs.version };
	} catch (e) {
		return { error: (e as Error)?.name ?? 'error' };
	} finally {
		await task.destroy();
	}
}
