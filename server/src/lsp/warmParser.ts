import { parseNote } from '../core';

/**
 * Loads and compiles the Markdown parser while the client is still starting
 * (its `initialize` waits for at most this one parse), so the first note's
 * check does not pay for it. The sample holds both citation forms.
 */
export function warmParser(): void {
	parseNote('# Note\n\nShe wrote "a quoted *phrase*" (`sources/a.md`).\n\n> a quoted line\n> --- `sources/a.md:1-2` @ `sha256:0`\n', 'warm-up.md');
}
