import { ErrorCodes, ResponseError, type CancellationToken, type Connection, type Disposable } from 'vscode-languageserver';

/**
 * Size limits of the parameters of the custom `verbatim/...` requests
 * (docs/specification.md §8: no input hangs the server). A request past one
 * is answered at once with an `InvalidParams` error naming the field and the
 * limit, never echoing its text, before any work starts.
 */
export const requestLimits = {
	/** A selection or quote (`text`), in UTF-16 code units: far past any passage a writer cites, short of a search that would stall. */
	textChars: 1_000_000,
	/** Any other string: a URI, a locator, a link text, a revision, a path. */
	fieldChars: 8 * 1024,
	/** Items of an array (`uris` of `verbatim/fixAll`), or keys of an object. */
	items: 10_000,
	/** Nesting of objects and arrays. */
	depth: 8,
} as const;

/**
 * Limits of what the browser host accepts from the client's file system
 * (lsp/webHost.ts): an answer past one is taken as a failed read, so a
 * huge folder or a misbehaving provider cannot stall the server.
 */
export const hostLimits = {
	/** Entries of one folder. */
	folderEntries: 50_000,
	/** Files listed in one project. */
	projectFiles: 200_000,
	/** Characters of an entry's name. */
	nameChars: 1024,
	/** How long one answer may take before the read counts as failed (a provider that never answers). */
	answerMs: 30_000,
} as const;

/** Why a request's parameters are past a limit, or undefined when they are within every one. */
export function paramsProblem(params: unknown): string | undefined {
	const stack: { value: unknown; path: string; depth: number }[] = [{ value: params, path: 'params', depth: 0 }];
	while (stack.length) {
		const { value, path, depth } = stack.pop()!;
		if (typeof value === 'string') {
			const limit = path === 'params.text' ? requestLimits.textChars : requestLimits.fieldChars;
			if (value.length > limit) {
				return `${path} is ${value.length.toLocaleString('en-US')} characters; the limit is ${limit.toLocaleString('en-US')}${path === 'params.text' ? ': select a shorter passage' : ''}`;
			}
			continue;
		}
		if (typeof value !== 'object' || value === null) {
			continue;
		}
		if (depth >= requestLimits.depth) {
			return `${path} nests deeper than ${requestLimits.depth} levels`;
		}
		const count = Array.isArray(value) ? value.length : Object.keys(value).length;
		if (count > requestLimits.items) {
			return `${path} has ${count.toLocaleString('en-US')} ${Array.isArray(value) ? 'items' : 'keys'}; the limit is ${requestLimits.items.toLocaleString('en-US')}`;
		}
		for (const [key, v] of Array.isArray(value) ? value.map((v, k) => [String(k), v] as const) : Object.entries(value)) {
			// A key is named in the message only when it is short and plain: it is client text.
			stack.push({ value: v, path: Array.isArray(value) ? `${path}[${key}]` : /^[A-Za-z]{1,32}$/.test(key) ? `${path}.${key}` : `${path}[…]`, depth: depth + 1 });
		}
	}
	return undefined;
}

/** Registers a custom request whose parameters are checked against `requestLimits` before the handler sees them. */
export function onLimitedRequest<P, R>(connection: Connection, method: string, handler: (params: P, token: CancellationToken) => R | Promise<R>): Disposable {
	return connection.onRequest(method, (params: P, token: CancellationToken) => {
		const problem = paramsProblem(params);
		if (problem) {
			throw new ResponseError(ErrorCodes.InvalidParams, `${method}: ${problem}`);
		}
		return handler(params, token);
	});
}
