/**
 * The parts of the browser server that only some notes need (the Pandoc
 * bibliography readers, GFM, the named character references), each a script
 * of its own beside dist/web/server.js, loaded when a note first needs it
 * (`webChunks` in esbuild.mjs, which puts `loadChunk` behind their imports).
 * Loading is synchronous, as the parser asks: a Worker runs the script with
 * `importScripts`; where the server runs in the extension host, the client
 * has read the scripts' text and hands it in.
 */
export type ChunkSource =
	/** The URL of the folder holding the chunks (the Worker's case). */
	| { readonly base: string }
	/** Each chunk's text by name, read by the client (the extension host's case). */
	| { readonly text: (name: string) => string | undefined };

declare function importScripts(...urls: string[]): void;

let source: ChunkSource | undefined;
const loaded = new Map<string, unknown>();

/** Where chunks come from; the first source given stands. */
export function setChunkSource(given: ChunkSource): void {
	source ??= given;
}

/** The exports of a chunk, run once on first use. */
export function loadChunk(name: string): Record<string, (...args: unknown[]) => unknown> {
	let chunk = loaded.get(name);
	if (chunk === undefined) {
		chunk = run(name);
		loaded.set(name, chunk);
	}
	return chunk as Record<string, (...args: unknown[]) => unknown>;
}

function run(name: string): unknown {
	// The name each chunk's script declares its exports under (esbuild.mjs).
	const global = `verbatimChunk_${name}`;
	if (source && 'base' in source) {
		importScripts(new URL(`${name}.js`, source.base).href);
		return (globalThis as Record<string, unknown>)[global];
	}
	const text = source?.text(name);
	if (text === undefined) {
		throw new Error(`the server's ${name} part cannot be loaded`);
	}
	return (new Function(`${text}\nreturn ${global};`) as () => unknown)();
}
