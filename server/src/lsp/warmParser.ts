import { parseNote } from '../core';

/**
 * Loads and compiles the Markdown parser while the server would otherwise
 * wait (the Node server's while the client starts, the browser's while its
 * first files are on their way), so the first note's check does not pay for
 * it. The sample holds both citation forms.
 */
export function warmParser(): void {
	parseNote('# Note\n\nShe wrote "a quoted *phrase*" (`sources/a.md`).\n\n> a quoted line\n> --- `sources/a.md:1-2` @ `sha256:0`\n', 'warm-up.md');
}
