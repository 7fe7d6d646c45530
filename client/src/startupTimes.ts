import type { Middleware } from 'vscode-languageclient/node';
import { log } from './log';

/**
 * Start-up timings for `npm run bench:editor`: the moment (epoch ms) of the
 * first `didOpen`, the first pushed diagnostics, the first pull sent and
 * answered, each
 * logged once. The output channel writes its lines in batches, so a line's own
 * time can be a second late; the time in the text is when it happened.
 * Names and times only, never a document's content.
 */
export function startupTimes(activatedAt: number): Middleware {
	const seen = new Set<string>();
	const mark = (event: string): void => {
		if (!seen.has(event)) {
			seen.add(event);
			log.info(`startup.${event} {"at":${Date.now()},"activatedAt":${activatedAt}}`);
		}
	};
	return {
		didOpen: (document, next) => {
			mark('didOpen');
			return next(document);
		},
		handleDiagnostics: (uri, diagnostics, next) => {
			mark('pushed');
			next(uri, diagnostics);
		},
		provideDiagnostics: async (document, previousResultId, token, next) => {
			mark('pullSent');
			const report = await next(document, previousResultId, token);
			mark('pulled');
			return report;
		},
	};
}
