import type { Citation } from '../types';
import { wrapsWhole } from '../parse/leadIn';
import { dirnamePosix, relativePosix } from '../paths';
import type { CitationForm, Rewrite } from './form';

/**
 * The lead-in (docs/specification.md §1.2): a marked paragraph ending in a
 * colon cites the blockquote after it. The prose form's scan and finder
 * cover it (its paragraph is marked prose); it is told apart by the
 * blockquote it cites.
 */
export const leadInForm: CitationForm = {
	name: 'lead-in',
	reported: 'prose',
	blockBody: true,
	inlineQuote: false,
	ownLine: false,
	pinned: false,
	owns: (c: Citation) => c.leadIn !== undefined,
	// Prose citations carry no version, so no pin is written.
	write: { rewrite: leadInText, pin: false },
};

/** `([name](link#Lstart-Lend), verbatim):`, a blank line, then the blockquote body of the blockquote form. */
function leadInText(blockquote: string, place: Parameters<Rewrite>[1], req: Parameters<Rewrite>[2]): string {
	const body = leadInBody(blockquote.replace(/\n$/, '').split('\n').slice(0, -1));
	// A link is note-relative unless it starts with `/` (root-relative), which `paths: 'root'` or no note asks for.
	const written = req.from && req.paths !== 'root' ? relativePosix(dirnamePosix(req.from), req.source) : `/${req.source}`;
	const link = written.split('/').map(s => (s === '.' || s === '..' ? s : encodeURIComponent(s).replace(/[()]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))).join('/');
	const name = req.source.slice(req.source.lastIndexOf('/') + 1).replace(/[\\[\]`*_<>]/g, c => `\\${c}`);
	const anchor = place.startLine === place.endLine ? `#L${place.startLine}` : `#L${place.startLine}-L${place.endLine}`;
	return `([${name}](${link}${anchor}), verbatim):\n\n${body.join('\n')}\n`;
}

/**
 * The `> ` lines of a blockquote citation's body, as a lead-in's blockquote:
 * marks that would read as wrapping the whole quote are wrapped in the other
 * kind, so they stay part of it.
 */
export function leadInBody(lines: readonly string[]): string[] {
	const body = [...lines];
	// The parser reads the blockquote's text trimmed, so test it trimmed; curly marks wrap any text whose curly closes never outrun its opens.
	if (body.length && wrapsWhole(body.map(l => l.replace(/^> ?/, '')).join('\n').trim())) {
		body[0] = `> \u201C${body[0]!.replace(/^> ?/, '')}`;
		body[body.length - 1] = `${body[body.length - 1]}\u201D`;
	}
	return body;
}
