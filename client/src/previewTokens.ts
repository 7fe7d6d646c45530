import type MarkdownIt from 'markdown-it';
import type { StateCore, Token } from 'markdown-it';
import type { Verdict } from '../../server/src/protocol';

type TokenConstructor = StateCore['Token'];

/**
 * The markdown-it plugin VS Code's preview loads (`markdown.markdownItPlugins`).
 * Verdicts are added when rendering, to copies of the tokens: the preview
 * caches a note's tokens by version, and a verdict can change while the
 * note does not. `verdictsOf` answers for the note being rendered (the
 * preview passes its URI as `env.currentDocument`).
 */
export function verdictPlugin(verdictsOf: (uri: string) => readonly Verdict[] | undefined): (md: MarkdownIt) => MarkdownIt {
	return md => {
		md.renderer.rules.verbatim_badge = (tokens, k) => {
			const t = tokens[k]!;
			return `<span class="${md.utils.escapeHtml(t.attrGet('class') ?? '')}" data-verbatim-status="${md.utils.escapeHtml(t.attrGet('data-verbatim-status') ?? '')}">${md.utils.escapeHtml(t.content)}</span>`;
		};
		const render = md.renderer.render.bind(md.renderer);
		md.renderer.render = (tokens, options, env) => {
			const uri = (env as { currentDocument?: { toString(): string } } | undefined)?.currentDocument?.toString();
			const verdicts = uri ? verdictsOf(uri) : undefined;
			if (!verdicts?.length || !tokens.length) {
				return render(tokens, options, env);
			}
			const copies = tokens.map(copyToken);
			annotate(copies, verdicts, tokens[0]!.constructor as TokenConstructor);
			return render(copies, options, env);
		};
		return md;
	};
}

/** A token that can be changed without changing the cached one: own attributes and children array. */
function copyToken(t: Token): Token {
	const copy = Object.assign(Object.create(Object.getPrototypeOf(t) as object) as Token, t);
	copy.attrs = t.attrs ? t.attrs.map(([k, v]) => [k, v] as [string, string]) : null;
	copy.children = t.children ? [...t.children] : null;
	return copy;
}

/**
 * Marks each citation with its verdict: the blockquote of a blockquote or
 * lead-in citation, or the quoted span of a prose citation (its paragraph
 * when the span crosses formatting), each with a badge of its own: an element
 * with the verdict's words and class, so every status reads alike in every
 * theme and a failing verdict never shows the tick of a verified one.
 */
export function annotate(tokens: Token[], verdicts: readonly Verdict[], TokenClass: TokenConstructor): void {
	// Inserted after the loop, last first, so the positions found stay good.
	const inserts: { at: number; token: Token }[] = [];
	for (const v of verdicts) {
		if (v.form === 'blockquote' || v.form === 'lead-in') {
			// The innermost blockquote holding the attribution line (a lead-in: the quote's last line).
			const holders = tokens.filter(t => t.type === 'blockquote_open' && t.map && t.map[0] <= v.endLine && v.endLine < t.map[1]);
			const block = holders.sort((a, b) => (a.map![1] - a.map![0]) - (b.map![1] - b.map![0]))[0];
			if (block) {
				mark(block, v);
				inserts.push({ at: tokens.indexOf(block) + 1, token: badge(v, TokenClass) });
			}
			continue;
		}
		const inline = tokens.find(t => t.type === 'inline' && t.map && t.map[0] <= v.startLine && v.startLine < t.map[1] && t.children);
		if (!inline || !v.quote || !wrapQuote(inline.children!, v, TokenClass)) {
			const paragraph = tokens.findIndex(t => t.type === 'paragraph_open' && t.map && t.map[0] <= v.startLine && v.startLine < t.map[1]);
			const content = tokens[paragraph + 1];
			if (paragraph >= 0) {
				mark(tokens[paragraph]!, v);
				if (content?.type === 'inline' && content.children) {
					content.children.unshift(badge(v, TokenClass));
				}
			}
		}
	}
	for (const { at, token } of inserts.sort((a, b) => b.at - a.at)) {
		tokens.splice(at, 0, token);
	}
}

/** The kind of a verdict, for its class: verified, or the severity of the finding. */
function kind(v: Verdict): 'verified' | 'error' | 'warning' | 'info' {
	return v.status === 'verified' ? 'verified' : v.severity === 'error' ? 'error' : v.severity === 'warning' ? 'warning' : 'info';
}

const signs = { verified: '✓', error: '✗', warning: '!', info: 'i' } as const;

/** A verdict's badge: its sign and status in words (`✗ out of range`), its kind as a class. */
function badge(v: Verdict, TokenClass: TokenConstructor): Token {
	const t = new TokenClass('verbatim_badge', 'span', 0);
	t.attrSet('class', `verbatim-badge verbatim-${kind(v)}`);
	t.attrSet('data-verbatim-status', v.status);
	t.content = `${signs[kind(v)]} ${v.status.replace(/_/g, ' ')}`;
	return t;
}

function mark(token: Token, v: Verdict): void {
	token.attrJoin('class', `verbatim-verdict verbatim-${kind(v)}`);
	token.attrSet('data-verbatim-status', v.status.replace(/_/g, ' '));
	token.attrSet('title', `Verbatim: ${v.status.replace(/_/g, ' ')} — ${v.message}`);
}

/** Wraps the quoted span in a `<span>` carrying the verdict, when it lies in one text token. */
function wrapQuote(children: Token[], v: Verdict, TokenClass: TokenConstructor): boolean {
	for (const [k, t] of children.entries()) {
		const at = t.type === 'text' ? t.content.indexOf(v.quote!) : -1;
		if (at < 0) {
			continue;
		}
		// Take the quotation marks too, when they sit beside the quote.
		const start = at > 0 && /["“]/.test(t.content[at - 1]!) ? at - 1 : at;
		const endQuote = at + v.quote!.length;
		const end = /["”]/.test(t.content[endQuote] ?? '') ? endQuote + 1 : endQuote;
		const open = new TokenClass('verbatim_open', 'span', 1);
		mark(open, v);
		const inner = new TokenClass('text', '', 0);
		inner.content = t.content.slice(start, end);
		const close = new TokenClass('verbatim_close', 'span', -1);
		const before = new TokenClass('text', '', 0);
		before.content = t.content.slice(0, start);
		const after = new TokenClass('text', '', 0);
		after.content = t.content.slice(end);
		children.splice(k, 1, before, open, inner, close, badge(v, TokenClass), after);
		return true;
	}
	return false;
}
