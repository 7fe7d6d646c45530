import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { before, suite, test } from 'node:test';
import markdown from '@shikijs/langs/markdown';
import * as oniguruma from 'vscode-oniguruma';
import { INITIAL, Registry, type IGrammar, type IRawGrammar } from 'vscode-textmate';
import { repoRoot } from '../helpers/project';

/** Tokenizes Markdown with VS Code's Markdown grammar plus our injection; returns `text → scopes` per token. */
function tokenize(grammar: IGrammar, text: string): { text: string; scopes: string[] }[][] {
	let state = INITIAL;
	return text.split('\n').map(line => {
		const r = grammar.tokenizeLine(line, state);
		state = r.ruleStack;
		return r.tokens.map(t => ({ text: line.slice(t.startIndex, t.endIndex), scopes: t.scopes }));
	});
}

function scopeOf(tokens: { text: string; scopes: string[] }[], text: string): string | undefined {
	return tokens.find(t => t.text === text)?.scopes.filter(s => s.endsWith('.verbatim')).pop();
}

suite('Attribution injection grammar', () => {
	let grammar: IGrammar;


	before(async () => {
		const wasm = readFileSync(path.join(repoRoot, 'node_modules', 'vscode-oniguruma', 'release', 'onig.wasm'));
		await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
		// Every grammar the extension contributes, as package.json lists them.
		const contributed = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { contributes: { grammars: { path: string }[] } }).contributes.grammars;
		const ours = new Map(contributed.map(g => {
			const raw = JSON.parse(readFileSync(path.join(repoRoot, g.path), 'utf8')) as IRawGrammar;
			return [raw.scopeName, raw];
		}));
		const registry = new Registry({
			onigLib: Promise.resolve({ createOnigScanner: p => new oniguruma.OnigScanner(p), createOnigString: s => new oniguruma.OnigString(s) }),
			loadGrammar: async scope => (scope === 'text.html.markdown' ? markdown[0] as unknown as IRawGrammar : ours.get(scope) ?? null),
			getInjections: scope => (scope === 'text.html.markdown' ? [...ours.keys()] : []),
		});
		grammar = (await registry.loadGrammar('text.html.markdown'))!;
	});

	test('Should mark the marker, path, range, version and locator of a code-span attribution', () => {
		const lines = tokenize(grammar, '> Quoted words.\n> --- `sources/a.md:12-13` @ `sha256:abc` — Answer, p. 2');
		const line = lines[1]!;
		assert.equal(scopeOf(line, '---'), 'punctuation.definition.attribution.verbatim');
		assert.equal(scopeOf(line, 'sources/a.md'), 'string.unquoted.path.verbatim');
		assert.equal(scopeOf(line, '12-13'), 'constant.numeric.range.verbatim');
		assert.equal(scopeOf(line, 'sha256:abc'), 'constant.other.version.verbatim');
		assert.equal(scopeOf(line, ' — Answer, p. 2'), 'comment.line.locator.verbatim');
	});

	test('Should mark link and URL attributions', () => {
		const [, link] = tokenize(grammar, '> q\n> --- [Answer](../a.md#L3)');
		assert.ok(link!.some(t => t.scopes.includes('markup.underline.link.path.verbatim')));
		const [, url] = tokenize(grammar, '> q\n> --- https://github.com/o/r/blob/abc1234/a.ts');
		assert.ok(url!.some(t => t.scopes.includes('markup.underline.link.url.verbatim')));
	});

	test('Should leave attribution-like lines in code blocks and outside blockquotes alone', () => {
		const lines = tokenize(grammar, '```\n> --- `a.md`\n```\n\n--- `a.md`\n\n    > --- `a.md`');
		for (const line of lines) {
			assert.ok(line.every(t => !t.scopes.some(s => s.endsWith('.verbatim'))), JSON.stringify(line));
		}
	});

	test('Should mark the link, locator and marker of a lead-in\'s citation parentheses', () => {
		const [line] = tokenize(grammar, 'Ceramic\'s ordering rule ([legacy spec](../sources/ceramic-spec.md#L3), §4, verbatim):\n\n> "If there are two branches"');
		assert.equal(scopeOf(line!, '('), 'punctuation.definition.lead-in.begin.verbatim');
		assert.ok(line!.some(t => t.text.includes('../sources/ceramic-spec.md') && t.scopes.includes('markup.underline.link.path.verbatim')), JSON.stringify(line));
		assert.equal(scopeOf(line!, 'verbatim'), 'keyword.other.marker.verbatim');
		assert.equal(scopeOf(line!, ':'), 'punctuation.separator.lead-in.verbatim');
		const [inQuote] = tokenize(grammar, '> Rule ([S](s.md), verbatim):');
		assert.ok(inQuote!.some(t => t.scopes.includes('markup.underline.link.path.verbatim')), JSON.stringify(inQuote));
	});

	test('Should leave parentheses that are not a lead-in alone', () => {
		for (const text of [
			'Rule ([S](s.md), verbatim).', 'Rule ([S](s.md)):', 'Rule ([S](s.md), verbatim-ish):', 'Rule ([S](s.md), verbatim): more words',
			'```\nRule ([S](s.md), verbatim):\n```', '    Rule ([S](s.md), verbatim):', 'Use `([S](s.md), verbatim):` to lead in.',
		]) {
			for (const line of tokenize(grammar, text)) {
				assert.ok(line.every(t => !t.scopes.some(s => s.includes('lead-in'))), `${text}: ${JSON.stringify(line)}`);
			}
		}
	});
});
