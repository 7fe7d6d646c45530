import { createScanner, parseTree, printParseErrorCode, type Node as JsonNode, type ParseErrorCode } from 'jsonc-parser';

export type { JsonNode };

/** Deeper than any `verbatim.json` needs; the parser recurses, so deeper nesting is refused before it runs. */
const maxDepth = 64;

export type ParsedJson = { readonly tree: JsonNode } | { readonly offset: number; readonly length: number; readonly message: string };

/**
 * Strict JSON (no comments, no trailing commas: docs/specification.md §7)
 * as a tree whose every node knows its offset, or the first syntax error.
 * The message names what was expected, never the bytes found: they may be
 * a secret a symlink points at.
 */
export function parseJson(text: string): ParsedJson {
	const tooDeep = depthError(text);
	if (tooDeep) {
		return tooDeep;
	}
	const errors: { error: ParseErrorCode; offset: number; length: number }[] = [];
	const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
	const first = errors[0];
	if (first || !tree) {
		return { offset: first?.offset ?? 0, length: first?.length ?? 0, message: `not valid JSON: ${syntaxMessage(first?.error)}` };
	}
	return { tree };
}

/** jsonc-parser's `SyntaxKind` values (a const enum, which isolated modules cannot read). */
const token = { openBrace: 1, closeBrace: 2, openBracket: 3, closeBracket: 4, eof: 17 } as const;

/** The first bracket that opens a level deeper than `maxDepth`, found by the scanner (no recursion). */
function depthError(text: string): ParsedJson | undefined {
	const scanner = createScanner(text, true);
	let depth = 0;
	for (let kind: number = scanner.scan(); kind !== token.eof; kind = scanner.scan()) {
		if (kind === token.openBrace || kind === token.openBracket) {
			if (++depth > maxDepth) {
				return { offset: scanner.getTokenOffset(), length: 1, message: `nested deeper than ${maxDepth} levels` };
			}
		} else if (kind === token.closeBrace || kind === token.closeBracket) {
			depth = Math.max(0, depth - 1);
		}
	}
	return undefined;
}

/** What the parser expected, in words. */
const expected: Readonly<Record<string, string>> = {
	InvalidSymbol: 'a JSON value expected',
	InvalidNumberFormat: 'a malformed number',
	PropertyNameExpected: 'a key in double quotes expected (a trailing comma?)',
	ValueExpected: 'a value expected',
	ColonExpected: '":" expected',
	CommaExpected: '"," expected',
	CloseBraceExpected: '"}" expected',
	CloseBracketExpected: '"]" expected',
	EndOfFileExpected: 'nothing may follow the top-level value',
	InvalidCommentToken: 'comments are not allowed: verbatim.json is plain JSON',
	UnexpectedEndOfComment: 'comments are not allowed: verbatim.json is plain JSON',
	UnexpectedEndOfString: 'a string is not closed',
	UnexpectedEndOfNumber: 'a malformed number',
	InvalidUnicode: 'a malformed \\u escape',
	InvalidEscapeCharacter: 'a malformed escape',
	InvalidCharacter: 'a control character inside a string',
};

function syntaxMessage(code: ParseErrorCode | undefined): string {
	return (code !== undefined && expected[printParseErrorCode(code)]) || 'a value expected';
}
