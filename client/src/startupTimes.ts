import * as vscode from 'vscode';
import type { Middleware } from 'vscode-languageclient';
import { log } from './log';

/**
 * Start-up timings for `npm run bench:editor`: the moment (epoch ms) of each
 * note's first `didOpen`, first pushed findings, first pull sent and first
 * pull answered, each logged once, in the first 10 s after activation. The
 * output channel writes its lines in batches, so a line's own time can be a
 * second late; the time in the text is when it happened. File names and
 * times only, never a document's content.
 */
export function startupTimes(activatedAt: number): Middleware {
	const seen = new Set<string>();
	/** Once per event and note: the note's file name is a coordinate, never content. */
	const mark = (event: string, uri: vscode.Uri): void => {
		const file = uri.path.slice(uri.path.lastIndexOf('/') + 1);
		// Start-up only, and a few dozen lines at most however many notes a workspace check pushes.
		if (seen.size >= 50 || Date.now() - activatedAt > 10_000) {
			return;
		}
		if (!seen.has(`${event} ${uri.toString()}`)) {
			seen.add(`${event} ${uri.toString()}`);
			log.info(`startup.${event} ${JSON.stringify({ file, at: Date.now(), activatedAt })}`);
		}
	};
	return {
		didOpen: (document, next) => {
			mark('didOpen', document.uri);
			return next(document);
		},
		handleDiagnostics: (uri, diagnostics, next) => {
			if (diagnostics.length) {
				mark('pushed', uri);
			}
			next(uri, diagnostics);
		},
		provideDiagnostics: async (document, previousResultId, token, next) => {
			const uri = document instanceof vscode.Uri ? document : document.uri;
			mark('pullSent', uri);
			const report = await next(document, previousResultId, token);
			mark('pulled', uri);
			return report;
		},
	};
}
