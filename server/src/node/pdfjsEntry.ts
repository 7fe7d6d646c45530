// The PDF extractor as its own bundle (dist/pdfjs.js), loaded only when a PDF
// is rendered, so starting the CLI or the server never pays for it.
import './pdfjsGlobals';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
// @ts-expect-error The worker module ships no types; Node runs it in-process as pdf.js's "fake worker".
import * as worker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;

export const getDocument = pdfjs.getDocument;
export const version: string = pdfjs.version;
